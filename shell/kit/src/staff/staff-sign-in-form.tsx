import { useEffect, useId, useState } from 'react';
import {
  SIGN_IN_OPTIONS_PATH,
  type FieldErrors,
  type SignInNextStep,
  isSingleSignOnProblem,
  type SignInOptions,
  type SingleSignOnResult,
  type StaffUser,
} from '@court/contract';
import { PasswordField, TextField } from '@court/kit/forms';
import {
  PageLoading,
  isSignInNextStep,
  useApiGet,
  useStaffStore,
  type ApiResult,
} from '@court/kit';
import { NO_CODE, typedCode, validateCode, type CodeValues } from './second-factor-code';
import { SecondFactorCodeField } from './second-factor-code-field';
import {
  SingleSignOnLink,
  SingleSignOnProblemAlert,
  useSingleSignOnReturn,
} from './single-sign-on';
import { StaffForm, type StaffFormErrors } from './staff-form';
import { StaffTotpEnrolment } from './staff-totp-enrolment-lazy';
import { StaffStepHeading } from './staff-step-heading';
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
  /**
   * Level of the heading of the step after the password (a code, an enrolment): one below the
   * heading that names the form. 2 by default, under a page's h1; 3 in a dialog.
   */
  stepHeadingLevel?: 2 | 3;
}

type SignInStep =
  /** `ended`: the session ended before the next step was done, as the API said it. */
  { kind: 'password'; ended?: StaffFormErrors } | { kind: SignInNextStep['next'] };

interface SignInValues {
  username: string;
  password: string;
}

const EMPTY: SignInValues = { username: '', password: '' };

/** When the API cannot say how staff sign in here: the password, as before single sign-on. */
const PASSWORD_ONLY: SignInOptions = { localSignIn: true, singleSignOn: null };

/** Where the form starts: at the step a single sign-on came back to, else at the beginning. */
function firstStep(returned: SingleSignOnResult | null): SignInStep {
  return returned === 'factor' || returned === 'enrol' ? { kind: returned } : { kind: 'password' };
}

/** Asks for both answers; it only says which one is missing, never which one is wrong. */
function validateSignIn({ username, password }: SignInValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!username.trim()) errors.username = `${STAFF_NAMESPACE}:signIn.usernameRequired`;
  if (!password) errors.password = `${STAFF_NAMESPACE}:signIn.passwordRequired`;
  return errors;
}

type StepProps = Pick<StaffSignInFormProps, 'onSignedIn' | 'onErrorChange'> & {
  headingLevel: 2 | 3;
  /** Back to the password, showing why (the API's 401 message). */
  onSessionEnded: (error: string) => void;
};

/** A code from the person's authentication app, or one of their recovery codes. */
function FactorStep({ headingLevel, onSignedIn, onErrorChange, onSessionEnded }: StepProps) {
  const { t } = useStaffTranslation();
  const proveSecondFactor = useStaffStore((state) => state.proveSecondFactor);
  const headingId = useId();

  async function submit(values: CodeValues): Promise<ApiResult<StaffUser> | undefined> {
    const result = await proveSecondFactor(typedCode(values));
    if (result.ok || result.status !== 401) return result;
    onSessionEnded(result.error);
    return undefined;
  }

  return (
    <>
      <StaffStepHeading level={headingLevel} id={headingId}>
        {t('factor.heading')}
      </StaffStepHeading>
      <StaffForm<CodeValues, StaffUser>
        initialValues={NO_CODE}
        validate={validateCode}
        submit={submit}
        onSuccess={(user) => onSignedIn?.(user)}
        submitLabel={t('factor.submit')}
        onErrorChange={onErrorChange}
        labelledBy={headingId}
      >
        <SecondFactorCodeField />
      </StaffForm>
      <p>{t('factor.lost')}</p>
    </>
  );
}

/** An account whose roles need a second factor, and which has none yet, enrols an app. */
function EnrolStep({ headingLevel, onSignedIn, onErrorChange, onSessionEnded }: StepProps) {
  const { t } = useStaffTranslation();
  return (
    <>
      <StaffStepHeading level={headingLevel}>{t('enrol.heading')}</StaffStepHeading>
      <p>{t('enrol.intro')}</p>
      <StaffTotpEnrolment
        headingLevel={headingLevel === 2 ? 3 : 4}
        onEnrolled={onSignedIn}
        onSessionEnded={onSessionEnded}
        onErrorChange={onErrorChange}
      />
    </>
  );
}

/**
 * Staff sign-in: the court's single sign-on when it has one ("Sign in with <provider>", GET
 * staff/sign-in-options says), and username and password, sent to POST staff/session, unless the
 * court turned passwords off. A refusal shows the API's message in the error summary: the one
 * generic message for wrong credentials (unless onSignInFailed takes it), or the request to wait
 * after too many attempts. When the account has a second factor, or its roles need one, the step
 * that remains takes the form's place, its heading focused; a single sign-on that comes back to
 * such a step starts there, one that comes back signed in loads the person, and one that failed
 * says why in a focused alert.
 */
export function StaffSignInForm({
  onSignedIn,
  onSignInFailed,
  onErrorChange,
  labelledBy,
  stepHeadingLevel = 2,
}: StaffSignInFormProps) {
  const { t } = useStaffTranslation();
  const signIn = useStaffStore((state) => state.signIn);
  const resumeSignIn = useStaffStore((state) => state.resumeSignIn);
  const returned = useSingleSignOnReturn();
  const [step, setStep] = useState<SignInStep>(() => firstStep(returned));
  const [resuming, setResuming] = useState(returned === 'complete');
  const { load } = useApiGet(SIGN_IN_OPTIONS_PATH, 'signInOptions');

  useEffect(() => {
    if (returned === 'complete') void resumeSignIn().then(() => setResuming(false));
  }, [returned, resumeSignIn]);

  async function submit({
    username,
    password,
  }: SignInValues): Promise<ApiResult<StaffUser> | undefined> {
    const result = await signIn(username.trim(), password);
    if (!result.ok) {
      if (!onSignInFailed || !CREDENTIAL_REFUSALS.includes(result.status)) return result;
      onSignInFailed({ status: result.status, error: result.error });
      return undefined;
    }
    if (isSignInNextStep(result.data)) {
      setStep({ kind: result.data.next });
      return undefined;
    }
    return { ...result, data: result.data };
  }

  if (step.kind !== 'password') {
    const Step = step.kind === 'factor' ? FactorStep : EnrolStep;
    return (
      <Step
        headingLevel={stepHeadingLevel}
        onSignedIn={onSignedIn}
        onErrorChange={onErrorChange}
        onSessionEnded={(error) => setStep({ kind: 'password', ended: { errors: {}, error } })}
      />
    );
  }
  if (load.status === 'loading' || resuming) return <PageLoading />;
  const { localSignIn, singleSignOn } = load.status === 'ready' ? load.data : PASSWORD_ONLY;
  return (
    <>
      {isSingleSignOnProblem(returned) ? <SingleSignOnProblemAlert problem={returned} /> : null}
      {singleSignOn !== null ? <SingleSignOnLink providerName={singleSignOn.name} /> : null}
      {singleSignOn !== null && localSignIn ? <p>{t('signIn.orPassword')}</p> : null}
      {localSignIn ? (
        <StaffForm<SignInValues, StaffUser>
          initialValues={EMPTY}
          validate={validateSignIn}
          submit={submit}
          onSuccess={(user) => onSignedIn?.(user)}
          submitLabel={t('signIn.submit')}
          initialErrors={step.ended}
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
          <PasswordField
            name="password"
            label={t('signIn.password')}
            autoComplete="current-password"
          />
        </StaffForm>
      ) : null}
    </>
  );
}
