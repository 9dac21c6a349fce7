import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '@court/kit';

export interface FormSuccessProps {
  /** The confirmation, already translated. */
  message: string;
  /** Change it on every successful submit so the message takes focus again. */
  focusKey?: number;
  /** The court's reference of the stored submission, shown under the message. */
  reference?: string;
}

/**
 * The confirmation after a successful submit; it takes focus so the visitor hears it. Focus on
 * it reads its name and description, the message and the reference: a status added to the page
 * with its words already in is not read out by itself.
 */
export function FormSuccess({ message, focusKey, reference }: FormSuccessProps) {
  const { t } = useTranslation('kit');
  const messageId = useId();
  const referenceId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [focusKey]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      aria-labelledby={messageId}
      aria-describedby={reference ? referenceId : undefined}
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
      </div>
    </div>
  );
}
