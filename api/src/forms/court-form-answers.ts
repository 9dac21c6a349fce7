import type { FormSubmissionResponse } from '@court/contract';
import type { FormAnswers } from './define-form';

/**
 * The court forms' answers: { success, error, errors } plus the reference.
 * Invalid answers are 200, because the original client reads them from a normal answer.
 */
export const COURT_FORM_ANSWERS: FormAnswers = {
  accepted: (reference): FormSubmissionResponse =>
    reference === undefined ? { success: true } : { success: true, reference },
  invalid: (errors, error): FormSubmissionResponse => ({ success: false, error, errors }),
  invalidStatus: 200,
  refused: (error): FormSubmissionResponse => ({ success: false, error, errors: {} }),
};
