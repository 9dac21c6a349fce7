import type { StaffUser } from '@court/contract';
import type { ApiResult } from '@court/kit';
import { StaffForm, type StaffFormErrors } from './staff-form';
import { useStaffTranslation } from './staff-translations';

export interface StaffPasskeyButtonProps {
  /** The request behind the button: a sign-in with a passkey alone, or the factor step. */
  prove: () => Promise<ApiResult<StaffUser>>;
  /** Called with the signed-in user; keeping them in the staff store is the caller's. */
  onSignedIn: (user: StaffUser) => void;
  /**
   * Called instead of showing the error when the API answers 401 at the factor step: the session
   * ended, and the sign-in starts again from the password.
   */
  onSessionEnded?: (error: string) => void;
  /** An error found without a press (the autofill's), shown from the start. */
  initialErrors?: StaffFormErrors;
  /** Told whenever the form starts or stops showing errors, for PageHeading's hasError. */
  onErrorChange?: (hasError: boolean) => void;
}

type NoValues = Record<string, never>;

const NO_VALUES: NoValues = {};

/**
 * "Use a passkey": the browser's dialog asks which passkey, and for the fingerprint, face, PIN or
 * security key that unlocks it. A form of one button, so it has the busy state and the error
 * summary of every staff form: a dialog closed, a passkey this site does not know.
 */
export function StaffPasskeyButton({
  prove,
  onSignedIn,
  onSessionEnded,
  initialErrors,
  onErrorChange,
}: StaffPasskeyButtonProps) {
  const { t } = useStaffTranslation();

  async function submit(): Promise<ApiResult<StaffUser> | undefined> {
    const result = await prove();
    if (result.ok || result.status !== 401 || !onSessionEnded) return result;
    onSessionEnded(result.error);
    return undefined;
  }

  return (
    <StaffForm<NoValues, StaffUser>
      initialValues={NO_VALUES}
      submit={submit}
      onSuccess={onSignedIn}
      submitLabel={t('passkey.use')}
      initialErrors={initialErrors}
      onErrorChange={onErrorChange}
    >
      {/* Only the button: a form still gives it the busy state and the error summary. */}
      {null}
    </StaffForm>
  );
}
