// Public forms: the pipeline every public submission goes through (defineForm, proof-of-work,
// one transaction with its mail), the court forms' definitions, the staff inbox, retention and
// the rotation of the key that seals SSNs.
export {
  defineForm,
  type FieldProblems,
  type FormDefinition,
  type OtherFormPost,
  type FormResponseShape,
  type FormSchema,
} from './define-form';
export { registerProofOfWorkRoutes, registerPublicForm } from './submission-pipeline';
export {
  formPageTokens,
  formReceiptPageData,
  nativeFormPostPaths,
  nativeFormPosts,
  redirectToConfirmation,
  type FormPageSender,
} from './native-form-posts';
export { COURT_FORM_RESPONSES } from './original-client-responses';
export {
  contactUsForm,
  drivingPrivilegesForm,
  interpreterForm,
  zoomHearingForm,
} from './definitions';
export { earliestZoomHearingDate } from './definitions/zoom-hearing-form';
export { deleteExpiredProofOfWork } from './used-proof-of-work-repository';
export { purgeProcessedSubmissions } from './submission-retention-service';
export { createFormsRouter } from './forms-routes';
export { FORMS_CONFIG_VARIABLES } from './forms-config';
