import type { ReactNode } from 'react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';

export interface SubmitButtonProps {
  /** Button text, already translated; "Submit" by default. */
  children?: ReactNode;
}

/**
 * The form's submit button. While the answers are being sent it is disabled, reads "Please
 * wait..." and a status region announces the wait to screen readers.
 */
export function SubmitButton({ children }: SubmitButtonProps) {
  const { t } = useTranslation('kit');
  const { isSubmitting } = useFormikContext();
  return (
    <>
      <button type="submit" className="usa-button" disabled={isSubmitting}>
        {isSubmitting ? t('pleaseWait') : (children ?? t('submit'))}
      </button>
      {/* Kept in the page while idle: screen readers only announce changes to a live region. */}
      <span role="status" className="usa-sr-only">
        {isSubmitting ? t('pleaseWait') : ''}
      </span>
    </>
  );
}
