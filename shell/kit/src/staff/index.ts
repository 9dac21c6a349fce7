import { STAFF_MESSAGES } from '@court/contract/staff-messages';
import { registerTranslations, VALIDATION_NS } from '@court/kit';

// The staff tools' field messages join the public forms' where the forms kit looks them up. Here,
// in the entry every staff page loads, so that no public page downloads them.
registerTranslations(VALIDATION_NS, STAFF_MESSAGES);

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
  StaffConfirmDialog,
  type StaffConfirmDialogProps,
  type StaffConfirmFailure,
} from './staff-confirm-dialog';
export { StaffPageLinks, type StaffPageLinksProps } from './staff-page-links';
export {
  StaffPagedTable,
  type StaffPagedTableProps,
  type StaffPageRange,
  type StaffPaging,
} from './staff-paged-table';
export {
  StaffToolFrame,
  StaffToolPage,
  useStaffToolErrors,
  type StaffToolFrameProps,
  type StaffToolPageProps,
} from './staff-tool-page';
export {
  StaffLoadState,
  useStaffUnavailableText,
  type StaffLoadStateProps,
  type StaffLoadTexts,
} from './staff-load-state';
