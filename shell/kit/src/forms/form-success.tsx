import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '@court/kit';

export interface FormSuccessProps {
  /** An id a link (the form's own action) can bring the visitor to it by. */
  id?: string;
  /** The confirmation, already translated. */
  message: string;
  /** Change it on every successful submit so the message takes focus again. */
  focusKey?: number;
  /** The court's reference of the stored submission, shown under the message. */
  reference?: string;
  /** What happens next, already translated, shown under the reference. */
  nextSteps?: string;
}

/**
 * The confirmation after a successful submit; it takes focus so the visitor hears it. Focus on
 * it reads its name and description, the message, the reference and what happens next: a status
 * added to the page with its words already in is not read out by itself.
 */
export function FormSuccess({ id, message, focusKey, reference, nextSteps }: FormSuccessProps) {
  const { t } = useTranslation('kit');
  const messageId = useId();
  const referenceId = useId();
  const nextStepsId = useId();
  const describedBy = [reference && referenceId, nextSteps && nextStepsId].filter(Boolean);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [focusKey]);
  return (
    <div
      id={id}
      ref={ref}
      tabIndex={-1}
      role="status"
      aria-labelledby={messageId}
      aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
      className="usa-alert usa-alert--success"
    >
      <div className="usa-alert__body">
        <p className="usa-alert__text" id={messageId}>
          {message}
        </p>
        {reference ? (
          <p className="usa-alert__text" id={referenceId}>
            {t('referenceNumber', { reference })}
          </p>
        ) : null}
        {nextSteps ? (
          <p className="usa-alert__text" id={nextStepsId}>
            {nextSteps}
          </p>
        ) : null}
      </div>
    </div>
  );
}
