import { useState } from 'react';
import { STAFF_PASSKEYS_PATH, type PasskeysChanged, type StaffPasskey } from '@court/contract';
import { Alert, apiRequest, checkedWriteAnswer, CourtDialog, useTranslation } from '@court/kit';
import { useStaffStore } from '@court/kit/staff';
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
  const clearStaffUser = useStaffStore((state) => state.clearStaffUser);
  const [isSending, setIsSending] = useState(false);
  // Each failure mounts a new alert, so the same words are announced again.
  const [failure, setFailure] = useState<{ text: string; key: number } | null>(null);

  async function remove() {
    // A second press while the first is on its way must not send the request twice.
    if (isSending) return;
    setIsSending(true);
    const result = await checkedWriteAnswer(
      await apiRequest<unknown>('DELETE', `${STAFF_PASSKEYS_PATH}/${passkey.id}`),
      'passkeysChanged',
    );
    setIsSending(false);
    if (result.ok) onRemoved(result.data);
    else if (result.status === 401) clearStaffUser();
    else setFailure((previous) => ({ text: result.error, key: (previous?.key ?? 0) + 1 }));
  }

  return (
    <CourtDialog
      heading={t('passkeys.removeDialog.heading')}
      closeLabel={t('passkeys.removeDialog.cancel')}
      onClose={onClose}
      actions={
        <button
          type="button"
          className="usa-button usa-button--secondary"
          aria-disabled={isSending || undefined}
          onClick={() => void remove()}
        >
          {t('passkeys.removeDialog.confirm')}
        </button>
      }
    >
      <p>{t('passkeys.removeDialog.body', { name: passkey.name })}</p>
      <p>{t('passkeys.removeDialog.note')}</p>
      {failure ? (
        <Alert key={failure.key} kind="error" slim>
          <p className="usa-alert__text">{failure.text}</p>
        </Alert>
      ) : null}
    </CourtDialog>
  );
}
