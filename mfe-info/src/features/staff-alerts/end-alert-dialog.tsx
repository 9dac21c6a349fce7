import { useState } from 'react';
import { type StaffAlert } from '@court/contract';
import { Alert, apiRequest, checkedWriteAnswer, CourtDialog, useTranslation } from '@court/kit';
import { useStaffStore } from '@court/kit/staff';
import { STAFF_ALERTS_PATH } from './alert-values';
import { STAFF_ALERTS_NS } from './staff-alerts-translations';

export interface EndAlertDialogProps {
  alert: StaffAlert;
  /** The API ended the alert. */
  onEnded: (alert: StaffAlert) => void;
  /**
   * The alert had already ended (409): the list is out of date. Given the API's message, in
   * the visitor's language.
   */
  onAlreadyEnded: (message: string) => void;
  onClose: () => void;
}

/**
 * Asks before ending an alert now, since it cannot be undone; ends it on confirmation. A failure
 * is said inside the dialog, where focus is, and the staff member may try again or keep it.
 */
export function EndAlertDialog({ alert, onEnded, onAlreadyEnded, onClose }: EndAlertDialogProps) {
  const { t } = useTranslation(STAFF_ALERTS_NS);
  const clearStaffUser = useStaffStore((state) => state.clearStaffUser);
  const [isSending, setIsSending] = useState(false);
  const [failures, setFailures] = useState(0);

  async function end() {
    // A second press while the first is on its way must not send the request twice.
    if (isSending) return;
    setIsSending(true);
    const result = await checkedWriteAnswer(
      await apiRequest<unknown>('POST', `${STAFF_ALERTS_PATH}/${alert.id}/end`),
      'staffAlert',
    );
    setIsSending(false);
    if (result.ok) {
      onEnded(result.data ?? alert);
    } else if (result.status === 401) {
      clearStaffUser();
    } else if (result.status === 409) {
      onAlreadyEnded(result.error);
    } else {
      setFailures((previous) => previous + 1);
    }
  }

  return (
    <CourtDialog
      heading={t('end.heading')}
      closeLabel={t('end.keep')}
      onClose={onClose}
      actions={
        <button
          type="button"
          className="usa-button usa-button--secondary"
          aria-disabled={isSending || undefined}
          onClick={() => void end()}
        >
          {t('end.confirm')}
        </button>
      }
    >
      <p>
        {t(alert.state === 'scheduled' ? 'end.scheduled' : 'end.inForce', {
          heading: alert.headingEn,
        })}
      </p>
      <p>{t('end.cannotUndo')}</p>
      {failures > 0 ? (
        <Alert key={failures} kind="error" slim>
          <p className="usa-alert__text">{t('end.failed')}</p>
        </Alert>
      ) : null}
    </CourtDialog>
  );
}
