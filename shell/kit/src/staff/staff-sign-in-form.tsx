import type { FieldErrors, StaffUser } from '@court/contract';
import { TextField } from '@court/kit/forms';
import { PasswordField } from './password-field';
import { StaffForm } from './staff-form';
import { useStaffStore } from './staff-store';
import { STAFF_NAMESPACE, useStaffTranslation } from './staff-translations';

export interface StaffSignInFormProps {
  /** Called once the API accepted the sign-in; the staff store already holds the user. */
  onSignedIn?: (user: StaffUser) => void;
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
 * one generic message (or its lockout message) in the error summary.
 */
export function StaffSignInForm({ onSignedIn, onErrorChange, labelledBy }: StaffSignInFormProps) {
  const { t } = useStaffTranslation();
  const signIn = useStaffStore((state) => state.signIn);
  return (
    <StaffForm<SignInValues, StaffUser>
      initialValues={EMPTY}
      validate={validateSignIn}
      submit={({ username, password }) => signIn(username.trim(), password)}
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
