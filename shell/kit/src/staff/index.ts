// Still offered here for remotes built when the store lived in this entry.
export { useStaffStore, isStaffUser, type StaffState, type StaffUserState } from '@court/kit';
export { StaffGate, StaffForbidden, type StaffGateProps } from './staff-gate';
export { StaffSessionChecking, StaffSessionUnreachable, useStaffSession } from './staff-session';
export { StaffSignInForm, StaffForm } from './staff-lazy';
export { StaffTotpEnrolment } from './staff-totp-enrolment-lazy';
export { StaffPasskeyRegistration } from './staff-passkey-registration-lazy';
export type { StaffSignInFormProps, StaffSignInRefusal } from './staff-sign-in-form';
export type { StaffTotpEnrolmentProps } from './staff-totp-enrolment';
export type { StaffPasskeyRegistrationProps } from './staff-passkey-registration';
export type { StaffFormProps, StaffFormErrors } from './staff-form';
export {
  StaffConfirmation,
  useStaffConfirmation,
  type StaffConfirmationControl,
  type StaffConfirmationProps,
  type StaffConfirmationState,
} from './staff-confirmation';
export {
  StaffLoadState,
  useStaffUnavailableText,
  type StaffLoadStateProps,
  type StaffLoadTexts,
} from './staff-load-state';
