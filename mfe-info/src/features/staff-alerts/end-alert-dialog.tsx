import { type StaffAlert } from '@court/contract';
import { apiRequest, checkedWriteAnswer, useTranslation } from '@court/kit';
import { StaffConfirmDialog } from '@court/kit/staff';
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

  return (
    <StaffConfirmDialog
      heading={t('end.heading')}
      confirmLabel={t('end.confirm')}
      closeLabel={t('end.keep')}
      send={async () =>
        checkedWriteAnswer(
          await apiRequest<unknown>('POST', `${STAFF_ALERTS_PATH}/${alert.id}/end`),
          'staffAlert',
        )
      }
      onDone={(ended) => onEnded(ended ?? alert)}
      onFailure={(failure) => {
        // Already ended: the list is out of date, and the page says so there.
        if (failure.status !== 409) return t('end.failed');
        onAlreadyEnded(failure.error);
        return null;
      }}
      onClose={onClose}
    >
      <p>
        {t(alert.state === 'scheduled' ? 'end.scheduled' : 'end.inForce', {
          heading: alert.headingEn,
        })}
      </p>
      <p>{t('end.cannotUndo')}</p>
    </StaffConfirmDialog>
  );
}
