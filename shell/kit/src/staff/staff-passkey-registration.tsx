import {
  MAX_PASSKEY_NAME_LENGTH,
  PASSKEY_FIELDS,
  type FieldErrors,
  type PasskeysChanged,
} from '@court/contract';
import { useStaffStore, type ApiResult } from '@court/kit';
import { TextField } from '@court/kit/forms';
import { addPasskey, usePasskeySupport } from './passkey-ceremony';
import { StaffForm } from './staff-form';
import { useStaffTranslation } from './staff-translations';

export interface StaffPasskeyRegistrationProps {
  /**
   * Called once the passkey is kept, with the person's passkeys as they now are; the staff store
   * already holds the person (signed in now, if they were enrolling at sign-in).
   */
  onAdded?: (changed: PasskeysChanged) => void;
  /**
   * Called when the API says the session has ended (401), with its message: the store holds
   * nobody then, and a sign-in half done starts again from the password.
   */
  onSessionEnded?: (error: string) => void;
  /** Told whenever the form starts or stops showing errors, for PageHeading's hasError. */
  onErrorChange?: (hasError: boolean) => void;
  /** Id of the heading that names the form. */
  labelledBy?: string;
}

interface NameValues {
  [PASSKEY_FIELDS.name]: string;
}

const NO_NAME: NameValues = { [PASSKEY_FIELDS.name]: '' };

/** The API's own rules for the name, checked before the browser's dialog opens. */
function validateName(values: NameValues): FieldErrors {
  const name = values[PASSKEY_FIELDS.name].trim();
  if (name === '') return { [PASSKEY_FIELDS.name]: 'staff.passkey.name.required' };
  if (name.length > MAX_PASSKEY_NAME_LENGTH) {
    return { [PASSKEY_FIELDS.name]: 'staff.passkey.name.tooLong' };
  }
  return {};
}

/**
 * Adds a passkey: the person names it, then the browser's dialog makes it on their device or in
 * their password manager, unlocked by their fingerprint, face, PIN or security key. Used at
 * sign-in by an account that must set up a second factor, and on the page of a person's sign-in.
 * A browser without passkeys is told so instead.
 */
export function StaffPasskeyRegistration({
  onAdded,
  onSessionEnded,
  onErrorChange,
  labelledBy,
}: StaffPasskeyRegistrationProps) {
  const { t } = useStaffTranslation();
  const setStaffUser = useStaffStore((state) => state.setStaffUser);
  const clearStaffUser = useStaffStore((state) => state.clearStaffUser);
  const supported = usePasskeySupport();

  async function submit(values: NameValues): Promise<ApiResult<PasskeysChanged> | undefined> {
    const result = await addPasskey(values[PASSKEY_FIELDS.name].trim());
    // A 401 is not something to fix in this form: the session is gone.
    if (result.ok || result.status !== 401) return result;
    clearStaffUser();
    onSessionEnded?.(result.error);
    return undefined;
  }

  // Nothing until known: the first render must match the server's, which knows no browser.
  if (supported === null) return null;
  if (!supported) return <p>{t('passkey.unsupported')}</p>;
  return (
    <StaffForm<NameValues, PasskeysChanged>
      initialValues={NO_NAME}
      validate={validateName}
      submit={submit}
      onSuccess={(changed) => {
        setStaffUser(changed.user);
        onAdded?.(changed);
      }}
      submitLabel={t('passkey.add')}
      onErrorChange={onErrorChange}
      labelledBy={labelledBy}
    >
      <TextField
        name={PASSKEY_FIELDS.name}
        label={t('passkey.name')}
        hint={t('passkey.nameHint')}
        required
        autoComplete="off"
        inputClassName="usa-input--xl"
      />
    </StaffForm>
  );
}
