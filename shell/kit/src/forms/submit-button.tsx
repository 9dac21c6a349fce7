import { useId, type ReactNode } from 'react';
import { useFormikContext } from 'formik';
import { FORM_ACTION_FIELD } from '@court/contract';
import { NEEDS_SCRIPT_CLASS, useCourtFacts, useHydrated, useTranslation } from '@court/kit';
import { useCourtFormContext } from './court-form-context';

export interface SubmitButtonProps {
  /** Button text, already translated; "Submit" by default. */
  children?: ReactNode;
  /**
   * What the button asks of the server when the form is sent without the script, one of several
   * forms on a page posting to it (its `formAction`); nothing by default.
   */
  action?: string;
}

/**
 * The form's submit button. While the answers are being sent it is disabled, reads "Please
 * wait..." and a status region announces the wait to screen readers. A form that posts without
 * the script works from the moment it is painted. Any other waits for the page's script, disabled,
 * so the browser never sends the answers by itself (into the URL); with scripts off, that form
 * says how to reach the court instead, and while the script is on its way a line says why it waits.
 */
export function SubmitButton({ children, action }: SubmitButtonProps) {
  const { t } = useTranslation('kit');
  const { isSubmitting } = useFormikContext();
  const isHydrated = useHydrated();
  const postsWithoutScript = useCourtFormContext()?.postsWithoutScript === true;
  const isReady = isHydrated || postsWithoutScript;
  const court = useCourtFacts();
  const readyHintId = useId();
  return (
    <>
      {isReady ? null : (
        <noscript>
          <p className="usa-hint">{t('scriptNeeded', { phone: court.phone })}</p>
        </noscript>
      )}
      <button
        type="submit"
        name={action === undefined ? undefined : FORM_ACTION_FIELD}
        value={action}
        className="usa-button"
        disabled={isSubmitting || !isReady}
        aria-describedby={isReady ? undefined : readyHintId}
      >
        {isSubmitting ? t('pleaseWait') : (children ?? t('submit'))}
      </button>
      {!isReady && (
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
