import { STAFF_PASSKEYS_PATH, type PasskeysChanged, type StaffPasskey } from '@court/contract';
import { apiRequest, checkedWriteAnswer, useTranslation } from '@court/kit';
import { StaffConfirmDialog } from '@court/kit/staff';
import { STAFF_ME_NS } from './staff-me-translations';

export interface RemovePasskeyDialogProps {
  passkey: StaffPasskey;
  /** The API removed it: the person and their passkeys now, or null when unreadable. */
  onRemoved: (changed: PasskeysChanged | null) => void;
  onClose: () => void;
}

/**
 * Says what removing the passkey does before doing it (DELETE staff/passkeys/:id). A refusal (the
 * last second factor of an account whose roles need one) or a failure is said inside the dialog,
 * where focus is, in the API's words; the person may try again or cancel.
 */
export function RemovePasskeyDialog({ passkey, onRemoved, onClose }: RemovePasskeyDialogProps) {
  const { t } = useTranslation(STAFF_ME_NS);

  return (
    <StaffConfirmDialog
      heading={t('passkeys.removeDialog.heading')}
      confirmLabel={t('passkeys.removeDialog.confirm')}
      closeLabel={t('passkeys.removeDialog.cancel')}
      send={async () =>
        checkedWriteAnswer(
          await apiRequest<unknown>('DELETE', `${STAFF_PASSKEYS_PATH}/${passkey.id}`),
          'passkeysChanged',
        )
      }
      onDone={onRemoved}
      onClose={onClose}
    >
      <p>{t('passkeys.removeDialog.body', { name: passkey.name })}</p>
      <p>{t('passkeys.removeDialog.note')}</p>
    </StaffConfirmDialog>
  );
}
