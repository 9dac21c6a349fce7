import type { FieldErrors, StaffUser } from '@court/contract';
import { TextField } from '@court/kit/forms';
import { PasswordField } from './password-field';
import { StaffForm } from './staff-form';
import { useStaffStore } from '@court/kit';
import { STAFF_NAMESPACE, useStaffTranslation } from './staff-translations';

/** The API's refusal of the credentials themselves: a wrong username or password. */
export interface StaffSignInRefusal {
  /** 401: a wrong username or password, or a disabled account. */
  status: number;
  /** The API's message, in the visitor's language. */
  error: string;
}

// Other refusals are not about the credentials, so the form shows them: a 429 asks to wait
// after too many attempts, a network failure to try again.
const CREDENTIAL_REFUSALS = [401];

export interface StaffSignInFormProps {
  /** Called once the API accepted the sign-in; the staff store already holds the user. */
  onSignedIn?: (user: StaffUser) => void;
  /**
   * Called, instead of showing the error in the form, when the API refuses the credentials; for
   * a page that sends such a visitor elsewhere (the careers admin goes back to /careers).
   */
  onSignInFailed?: (refusal: StaffSignInRefusal) => void;
  /** Told whenever the form starts or stops showing errors, for PageHeading's hasError. */
  onErrorChange?: (hasError: boolean) => void;
  /** Id of the heading that names the form. */
  labelledBy?: string;
}

interface SignInValues {
  username: string;
  password: string;
}

const EMPTY: SignInValues = { username: '', password: '' };

/** Asks for both answers; it only says which one is missing, never which one is wrong. */
function validateSignIn({ username, password }: SignInValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!username.trim()) errors.username = `${STAFF_NAMESPACE}:signIn.usernameRequired`;
  if (!password) errors.password = `${STAFF_NAMESPACE}:signIn.passwordRequired`;
  return errors;
}

/**
 * Staff sign-in: username and password, sent to POST staff/session. A refusal shows the API's
 * message in the error summary: the one generic message for wrong credentials (unless
 * onSignInFailed takes it), or the request to wait after too many attempts.
 */
export function StaffSignInForm({
  onSignedIn,
  onSignInFailed,
  onErrorChange,
  labelledBy,
}: StaffSignInFormProps) {
  const { t } = useStaffTranslation();
  const signIn = useStaffStore((state) => state.signIn);

  async function submit({ username, password }: SignInValues) {
    const result = await signIn(username.trim(), password);
    if (!result.ok && onSignInFailed && CREDENTIAL_REFUSALS.includes(result.status)) {
      onSignInFailed({ status: result.status, error: result.error });
      return undefined;
    }
    return result;
  }

  return (
    <StaffForm<SignInValues, StaffUser>
      initialValues={EMPTY}
      validate={validateSignIn}
      submit={submit}
      onSuccess={(user) => onSignedIn?.(user)}
      submitLabel={t('signIn.submit')}
      onErrorChange={onErrorChange}
      labelledBy={labelledBy}
    >
      <TextField
        name="username"
        label={t('signIn.username')}
        required
        autoComplete="username"
        spellCheck={false}
        autoCapitalize="none"
      />
      <PasswordField name="password" label={t('signIn.password')} autoComplete="current-password" />
    </StaffForm>
  );
}
