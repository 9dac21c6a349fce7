import { useId, type ReactNode } from 'react';
import { useFormikContext } from 'formik';
import { NEEDS_SCRIPT_CLASS, useCourtFacts, useHydrated, useTranslation } from '@court/kit';

export interface SubmitButtonProps {
  /** Button text, already translated; "Submit" by default. */
  children?: ReactNode;
}

/**
 * The form's submit button. While the answers are being sent it is disabled, reads "Please
 * wait..." and a status region announces the wait to screen readers. Until the page's script
 * runs it is disabled too, so the browser never sends the answers by itself (into the URL); with
 * scripts off, the form says how to reach the court instead. While the script is still on its way,
 * a line by the button says why it waits.
 */
export function SubmitButton({ children }: SubmitButtonProps) {
  const { t } = useTranslation('kit');
  const { isSubmitting } = useFormikContext();
  const isHydrated = useHydrated();
  const court = useCourtFacts();
  const readyHintId = useId();
  return (
    <>
      <noscript>
        <p className="usa-hint">{t('scriptNeeded', { phone: court.phone })}</p>
      </noscript>
      <button
        type="submit"
        className="usa-button"
        disabled={isSubmitting || !isHydrated}
        aria-describedby={isHydrated ? undefined : readyHintId}
      >
        {isSubmitting ? t('pleaseWait') : (children ?? t('submit'))}
      </button>
      {!isHydrated && (
        <p id={readyHintId} className={`usa-hint ${NEEDS_SCRIPT_CLASS}`}>
          {t('formGettingReady')}
        </p>
      )}
      {/* Kept in the page while idle: screen readers only announce changes to a live region. */}
      <span role="status" className="usa-sr-only">
        {isSubmitting ? t('pleaseWait') : ''}
      </span>
    </>
  );
}
