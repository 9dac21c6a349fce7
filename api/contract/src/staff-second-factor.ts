import type { StaffRole, StaffUser } from './staff';

/**
 * Roles whose accounts must prove a second factor at every sign-in: they can reveal a Social
 * Security number (forms) or manage accounts (admin). Everyone else is offered one.
 */
export const SECOND_FACTOR_ROLES: readonly StaffRole[] = ['admin', 'forms'];

/**
 * The most sensitive actions (revealing an SSN, creating or changing an account, posting an
 * emergency alert) need a second factor proved within this many minutes; otherwise the API
 * answers 403 with a StepUpNeed, and the page asks for a code and sends the action again.
 */
export const STEP_UP_MINUTES = 5;

/**
 * Why such an action was refused: `factor`, prove one again (POST staff/session/step-up with a
 * code); `enrol`, the account has no second factor yet, so it must set one up first.
 */
export type StepUpNeed = 'factor' | 'enrol';

/** Recovery codes given at enrolment, each usable once, for a person without their phone. */
export const RECOVERY_CODE_COUNT = 10;

/** A kind of second factor: an authentication app (with its recovery codes), or a passkey. */
export type SecondFactorKind = 'app' | 'passkey';

/**
 * POST staff/session answers a StaffUser when the person is signed in, or this when a step
 * remains: `factor` (a code from their authentication app or a recovery code, POST
 * staff/session/factor; or one of their passkeys, POST staff/session/factor/passkey), or `enrol`
 * (their roles need a second factor and they have none yet: POST staff/second-factor/totp, then
 * .../confirm, or a passkey: POST staff/passkeys/options, then POST staff/passkeys). Until then
 * the session can do nothing else.
 */
export interface SignInNextStep {
  next: 'factor' | 'enrol';
  /** At `factor`, the factors the account has; absent from older answers, which meant an app. */
  factors?: SecondFactorKind[];
}

/** POST staff/session/factor: a six-digit code from the app, or one recovery code. */
export interface SecondFactorRequest {
  code: string;
}

/** The names of the second-factor fields, as the API reports errors under them. */
export const SECOND_FACTOR_FIELDS = { code: 'code' } as const;

/**
 * POST staff/second-factor/totp: a new authentication-app secret, not yet in force. The secret
 * is shown as text for people who cannot scan the QR code.
 */
export interface TotpEnrolment {
  /** Base32, as authentication apps take it when typed. */
  secret: string;
  /** The otpauth:// address the QR code carries. */
  uri: string;
  /** The QR code's modules, row by row (true is dark), `size` × `size`. */
  qr: { size: number; modules: boolean[] };
}

/**
 * POST staff/second-factor/totp/confirm { code }: the app is in force once a code from it is
 * right. Answers the signed-in person and their recovery codes, shown this once.
 */
export interface TotpEnrolled {
  user: StaffUser;
  recoveryCodes: string[];
}
