import { useEffect, useEffectEvent, useId, useState } from 'react';
import {
  SIGN_IN_OPTIONS_PATH,
  type FieldErrors,
  isSingleSignOnProblem,
  type SecondFactorKind,
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
  type ApiLoad,
  type ApiResult,
} from '@court/kit';
import {
  provePasskeyFactor,
  signInWithPasskey,
  signInWithPasskeyAutofill,
  stopPasskeyAutofill,
  usePasskeySupport,
} from './passkey-ceremony';
import { NO_CODE, typedCode, validateCode, type CodeValues } from './second-factor-code';
import { SecondFactorCodeField } from './second-factor-code-field';
import {
  SingleSignOnLink,
  SingleSignOnProblemAlert,
  useSingleSignOnReturn,
} from './single-sign-on';
import { StaffForm, type StaffFormErrors } from './staff-form';
import { StaffPasskeyButton } from './staff-passkey-button';
import { StaffPasskeyRegistration } from './staff-passkey-registration-lazy';
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
  /**
   * How staff may sign in (GET staff/sign-in-options), when the caller reads it: a dialog shown
   * again then opens on the whole form at once, instead of a loading line that the form replaces
   * under the pointer. Without it, the form reads it itself.
   */
  signInOptions?: ApiLoad<SignInOptions>;
}

type SignInStep =
  /** `ended`: the session ended before the next step was done, as the API said it. */
  | { kind: 'password'; ended?: StaffFormErrors }
  /** `factors`: what the account can prove; an app when the API did not say. */
  | { kind: 'factor'; factors: readonly SecondFactorKind[] }
  | { kind: 'enrol' };

interface SignInValues {
  username: string;
  password: string;
}

const EMPTY: SignInValues = { username: '', password: '' };

/** When the API cannot say how staff sign in here: the password, as before single sign-on. */
const PASSWORD_ONLY: SignInOptions = { localSignIn: true, singleSignOn: null };

/**
 * Where the form starts: at the step a single sign-on came back to (its address does not say
 * which factors the account has: the app, as for a password answer that does not say), else at
 * the beginning.
 */
function firstStep(returned: SingleSignOnResult | null): SignInStep {
  if (returned === 'factor') return { kind: 'factor', factors: ['app'] };
  return returned === 'enrol' ? { kind: 'enrol' } : { kind: 'password' };
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

/**
 * Tells the page whether either of the step's two forms (the password or code, and the passkey)
 * shows errors: each reports only its own.
 */
function useEitherFormError(
  onErrorChange: StaffSignInFormProps['onErrorChange'],
): [(hasError: boolean) => void, (hasError: boolean) => void] {
  const [first, setFirst] = useState(false);
  const [second, setSecond] = useState(false);
  useEffect(() => {
    onErrorChange?.(first || second);
  }, [first, second, onErrorChange]);
  return [setFirst, setSecond];
}

/** Keeps a user a passkey signed in, then tells the page, as a password's sign-in does. */
function useSignedInWithPasskey(onSignedIn: StaffSignInFormProps['onSignedIn']) {
  const setStaffUser = useStaffStore((state) => state.setStaffUser);
  return (user: StaffUser) => {
    setStaffUser(user);
    onSignedIn?.(user);
  };
}

/**
 * The factor step: one of the person's passkeys, or a code from their authentication app or one
 * of their recovery codes, whichever the account has.
 */
function FactorStep({
  factors,
  headingLevel,
  onSignedIn,
  onErrorChange,
  onSessionEnded,
}: StepProps & { factors: readonly SecondFactorKind[] }) {
  const { t } = useStaffTranslation();
  const proveSecondFactor = useStaffStore((state) => state.proveSecondFactor);
  const signedInWithPasskey = useSignedInWithPasskey(onSignedIn);
  const supportsPasskeys = usePasskeySupport();
  const [passkeyError, codeError] = useEitherFormError(onErrorChange);
  const headingId = useId();
  const hasApp = factors.includes('app');
  const offersPasskey = factors.includes('passkey') && supportsPasskeys === true;

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
      {/* Busy while the browser's support is being found out: the passkey may still be offered. */}
      {factors.includes('passkey') && supportsPasskeys === null ? <div aria-busy="true" /> : null}
      {offersPasskey ? (
        <>
          <p>{t('passkey.factorIntro')}</p>
          <StaffPasskeyButton
            prove={provePasskeyFactor}
            onSignedIn={signedInWithPasskey}
            onSessionEnded={onSessionEnded}
            onErrorChange={passkeyError}
          />
        </>
      ) : null}
      {/* Only passkeys, in a browser that cannot use them: say so rather than ask for a code. */}
      {!hasApp && supportsPasskeys === false ? <p>{t('passkey.unsupportedFactor')}</p> : null}
      {hasApp ? (
        <>
          {offersPasskey ? <p>{t('passkey.orCode')}</p> : null}
          <StaffForm<CodeValues, StaffUser>
            initialValues={NO_CODE}
            validate={validateCode}
            submit={submit}
            onSuccess={(user) => onSignedIn?.(user)}
            submitLabel={t('factor.submit')}
            onErrorChange={codeError}
            labelledBy={headingId}
          >
            <SecondFactorCodeField />
          </StaffForm>
        </>
      ) : null}
      <p>{t(hasApp ? 'factor.lost' : 'passkey.lost')}</p>
    </>
  );
}

/**
 * An account whose roles need a second factor, and which has none yet, adds a passkey (where the
 * browser can) or enrols an authentication app.
 */
function EnrolStep({ headingLevel, onSignedIn, onErrorChange, onSessionEnded }: StepProps) {
  const { t } = useStaffTranslation();
  const supportsPasskeys = usePasskeySupport();
  const [passkeyError, appError] = useEitherFormError(onErrorChange);
  return (
    <>
      <StaffStepHeading level={headingLevel}>{t('enrol.heading')}</StaffStepHeading>
      <p>{t('enrol.intro')}</p>
      {supportsPasskeys ? (
        <>
          <p>{t('enrol.passkey')}</p>
          <StaffPasskeyRegistration
            onAdded={({ user }) => onSignedIn?.(user)}
            onSessionEnded={onSessionEnded}
            onErrorChange={passkeyError}
          />
          <p>{t('enrol.app')}</p>
        </>
      ) : null}
      <StaffTotpEnrolment
        headingLevel={headingLevel === 2 ? 3 : 4}
        onEnrolled={onSignedIn}
        onSessionEnded={onSessionEnded}
        onErrorChange={appError}
      />
    </>
  );
}

/**
 * The sign-in with a passkey alone, beside the password: the person's passkeys are offered in the
 * username field's autofill (asked for once, from an effect: the browser is asked nothing while
 * rendering), and by the "Use a passkey" button. The autofill's refusal is shown as the button's,
 * whose form mounts anew with it; the autofill is not asked again, so that a passkey the court
 * refuses is not offered over and over.
 */
function PasskeySignIn({
  onSignedIn,
  onErrorChange,
}: Pick<StaffSignInFormProps, 'onSignedIn' | 'onErrorChange'>) {
  const { t } = useStaffTranslation();
  const signedInWithPasskey = useSignedInWithPasskey(onSignedIn);
  const supportsPasskeys = usePasskeySupport();
  const [autofillRefusal, setAutofillRefusal] = useState<StaffFormErrors | undefined>();

  const answered = useEffectEvent((result: ApiResult<StaffUser>) => {
    if (result.ok) signedInWithPasskey(result.data);
    else setAutofillRefusal({ errors: {}, error: result.error });
  });

  useEffect(() => {
    if (!supportsPasskeys) return undefined;
    let active = true;
    void signInWithPasskeyAutofill().then((result) => {
      if (active && result !== null) answered(result);
    });
    return () => {
      active = false;
      stopPasskeyAutofill();
    };
  }, [supportsPasskeys]);

  // Busy while the browser's support is being found out: the passkey option may still appear.
  if (supportsPasskeys === null) return <div aria-busy="true" />;
  if (!supportsPasskeys) return null;
  return (
    <>
      <p>{t('passkey.signInIntro')}</p>
      <StaffPasskeyButton
        key={autofillRefusal ? 'refused' : 'waiting'}
        prove={signInWithPasskey}
        onSignedIn={signedInWithPasskey}
        initialErrors={autofillRefusal}
        onErrorChange={onErrorChange}
      />
    </>
  );
}

/** The username and password, and beside them the sign-in with a passkey. */
function PasswordStep({
  submit,
  ended,
  labelledBy,
  onSignedIn,
  onErrorChange,
}: Pick<StaffSignInFormProps, 'labelledBy' | 'onSignedIn' | 'onErrorChange'> & {
  submit: (values: SignInValues) => Promise<ApiResult<StaffUser> | undefined>;
  ended: StaffFormErrors | undefined;
}) {
  const { t } = useStaffTranslation();
  const [passwordError, passkeyError] = useEitherFormError(onErrorChange);
  return (
    <>
      <StaffForm<SignInValues, StaffUser>
        initialValues={EMPTY}
        validate={validateSignIn}
        submit={submit}
        onSuccess={(user) => onSignedIn?.(user)}
        submitLabel={t('signIn.submit')}
        initialErrors={ended}
        onErrorChange={passwordError}
        labelledBy={labelledBy}
      >
        {/* "webauthn" lets the browser offer the person's passkeys as they focus the field. */}
        <TextField
          name="username"
          label={t('signIn.username')}
          required
          autoComplete="username webauthn"
          spellCheck={false}
          autoCapitalize="none"
        />
        <PasswordField
          name="password"
          label={t('signIn.password')}
          autoComplete="current-password"
        />
      </StaffForm>
      <PasskeySignIn onSignedIn={onSignedIn} onErrorChange={passkeyError} />
    </>
  );
}

/**
 * Staff sign-in: the court's single sign-on when it has one ("Sign in with <provider>", GET
 * staff/sign-in-options says), and username and password (sent to POST staff/session) or a passkey
 * alone, unless the court turned its own accounts off. A refusal shows the API's message in the
 * error summary: the one generic message for wrong credentials (unless onSignInFailed takes it),
 * or the request to wait after too many attempts. When the account has a second factor, or its
 * roles need one, the step that remains takes the form's place, its heading focused; a single
 * sign-on that comes back to such a step starts there, one that comes back signed in loads the
 * person, and one that failed says why in a focused alert.
 */
export function StaffSignInForm({
  onSignedIn,
  onSignInFailed,
  onErrorChange,
  labelledBy,
  stepHeadingLevel = 2,
  signInOptions,
}: StaffSignInFormProps) {
  const { t } = useStaffTranslation();
  const signIn = useStaffStore((state) => state.signIn);
  const resumeSignIn = useStaffStore((state) => state.resumeSignIn);
  const returned = useSingleSignOnReturn();
  const [step, setStep] = useState<SignInStep>(() => firstStep(returned));
  const [resuming, setResuming] = useState(returned === 'complete');
  const ownRead = useApiGet(signInOptions ? null : SIGN_IN_OPTIONS_PATH, 'signInOptions');
  const load = signInOptions ?? ownRead.load;

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
      const { next, factors = ['app'] } = result.data;
      setStep(next === 'factor' ? { kind: 'factor', factors } : { kind: 'enrol' });
      return undefined;
    }
    return { ...result, data: result.data };
  }

  if (step.kind !== 'password') {
    const stepProps: StepProps = {
      headingLevel: stepHeadingLevel,
      onSignedIn,
      onErrorChange,
      onSessionEnded: (error) => setStep({ kind: 'password', ended: { errors: {}, error } }),
    };
    return step.kind === 'factor' ? (
      <FactorStep {...stepProps} factors={step.factors} />
    ) : (
      <EnrolStep {...stepProps} />
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
        <PasswordStep
          submit={submit}
          ended={step.ended}
          labelledBy={labelledBy}
          onSignedIn={onSignedIn}
          onErrorChange={onErrorChange}
        />
      ) : null}
    </>
  );
}
