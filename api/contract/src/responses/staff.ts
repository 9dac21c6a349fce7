import { array, boolean, mixed, number, object, string, type ObjectSchema } from 'yup';
import {
  isRecord,
  type AuditEntry,
  type AuditPage,
  type MySession,
  type MySignIn,
  type OtherSessionsEnded,
  type PasswordLinkStatus,
  type SecondFactorKind,
  type SignInNextStep,
  type SignInOptions,
  type StaffAccount,
  type StaffAccountList,
  type StaffRole,
  type StaffUser,
  type TotpEnrolled,
  type TotpEnrolment,
} from '@court/contract';

const auditEntrySchema: ObjectSchema<AuditEntry> = object({
  id: number().defined(),
  action: string().defined(),
  actor: string().nullable().defined(),
  at: string().defined(),
  subjectType: string().nullable().defined(),
  subjectId: string().nullable().defined(),
  requestId: string().nullable().defined(),
  // Free-form facts of the action, whatever keys it recorded.
  details: mixed(isRecord).nullable().defined(),
}).defined();

export const auditPageSchema: ObjectSchema<AuditPage> = object({
  entries: array(auditEntrySchema).defined(),
  page: number().defined(),
  pageSize: number().defined(),
  total: number().defined(),
}).defined();

export const staffUserSchema: ObjectSchema<StaffUser> = object({
  username: string().defined(),
  displayName: string().defined(),
  // Any text is taken as a role: a role the API added after this page was built leaves the user
  // signed in, and no tool opens for it since hasStaffRole never matches it.
  roles: array(string<StaffRole>().defined()).defined(),
  secondFactor: boolean().defined(),
}).defined();

const signInNextStepSchema: ObjectSchema<SignInNextStep> = object({
  next: string()
    .oneOf(['factor', 'enrol'] as const)
    .defined(),
  // A kind this page does not know yet is left out by the page, not refused.
  factors: array(string<SecondFactorKind>().defined()).optional(),
}).defined();

/** POST staff/session: a step that remains when the answer names one, else the signed-in user. */
export const signInSchema = mixed<StaffUser | SignInNextStep>(
  (value): value is StaffUser | SignInNextStep =>
    isRecord(value) && 'next' in value
      ? signInNextStepSchema.isValidSync(value, { strict: true })
      : staffUserSchema.isValidSync(value, { strict: true }),
).defined();

export const signInOptionsSchema: ObjectSchema<SignInOptions> = object({
  localSignIn: boolean().defined(),
  singleSignOn: object({ name: string().defined() }).nullable().defined(),
}).defined();

export const totpEnrolmentSchema: ObjectSchema<TotpEnrolment> = object({
  secret: string().defined(),
  uri: string().defined(),
  qr: object({
    size: number().integer().min(1).defined(),
    modules: array(boolean().defined()).defined(),
  })
    .defined()
    // Modules of another count cannot be drawn as the square code they stand for.
    .test('square', ({ size, modules }) => modules.length === size * size),
}).defined();

export const totpEnrolledSchema: ObjectSchema<TotpEnrolled> = object({
  user: staffUserSchema,
  recoveryCodes: array(string().defined()).defined(),
}).defined();

export const staffAccountSchema: ObjectSchema<StaffAccount> = object({
  username: string().defined(),
  displayName: string().defined(),
  email: string().defined(),
  // As for staffUser: a role added after this page was built is listed, not refused.
  roles: array(string<StaffRole>().defined()).defined(),
  disabled: boolean().defined(),
  passwordSet: boolean().defined(),
  secondFactor: boolean().defined(),
  passkeys: number().integer().min(0).defined(),
  lastSignInAt: string().nullable().defined(),
  signInSlowedUntil: string().nullable().defined(),
  secondFactorLocked: boolean().defined(),
  createdAt: string().defined(),
}).defined();

export const staffAccountsSchema: ObjectSchema<StaffAccountList> = object({
  accounts: array(staffAccountSchema).defined(),
}).defined();

export const passwordLinkStatusSchema: ObjectSchema<PasswordLinkStatus> = object({
  username: string().defined(),
  displayName: string().defined(),
}).defined();

const mySessionSchema: ObjectSchema<MySession> = object({
  id: string().defined(),
  current: boolean().defined(),
  complete: boolean().defined(),
  signedInAt: string().defined(),
  lastSeenAt: string().defined(),
  address: string().nullable().defined(),
  browser: string().nullable().defined(),
  system: string().nullable().defined(),
}).defined();

export const mySignInSchema: ObjectSchema<MySignIn> = object({
  authenticationApp: object({ enrolledAt: string().defined() }).nullable().defined(),
  recoveryCodesLeft: number().integer().min(0).defined(),
  sessions: array(mySessionSchema).defined(),
}).defined();

export const otherSessionsEndedSchema: ObjectSchema<OtherSessionsEnded> = object({
  ended: number().integer().min(0).defined(),
}).defined();
