import type { FormSubmissionResponse, ProofOfWorkCheckResponse } from '@court/contract';
import type { FormResponseShape } from './define-form';

// The court forms answer as the court's original page expects: { success, error, errors } (plus
// the reference), with 200 for invalid answers, because that page reads the errors from a normal
// answer. Nothing else in the forms folder builds { success: ... } objects.

/** The court forms' responses; a form without a responseShape of its own answers with these. */
export const COURT_FORM_RESPONSES: FormResponseShape = {
  accepted: (reference): FormSubmissionResponse =>
    reference === undefined ? { success: true } : { success: true, reference },
  invalid: (errors, error): FormSubmissionResponse => ({ success: false, error, errors }),
  invalidStatus: 200,
  refused: (error): FormSubmissionResponse => ({ success: false, error, errors: {} }),
};

/** The original page's recaptcha check: whether a solved challenge would be accepted. */
export function proofOfWorkCheckResponse(valid: boolean): ProofOfWorkCheckResponse {
  return { success: valid };
}
