import { object, string, type InferType } from 'yup';
import { CASE_NUMBER_PATTERN } from '@court/contract';

/** Interpreter request (spec section 3). Messages are keys of the validation catalog. */
export const interpreterRequestSchema = object({
  fullName: string().trim().required('fullName.required').max(120, 'text.tooLong'),
  caseNumber: string()
    .trim()
    .required('caseNumber.required')
    .matches(CASE_NUMBER_PATTERN, 'caseNumber.format'),
  hearingDate: string()
    .trim()
    .required('hearingDate.required')
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'date.format'),
  judge: string().trim().max(120, 'text.tooLong').default(''),
  email: string().trim().required('email.required').email('email.format').max(254, 'text.tooLong'),
  language: string().trim().required('language.required').max(120, 'text.tooLong'),
  requests: string().trim().max(2000, 'text.tooLongLong').default(''),
});

export type InterpreterRequest = InferType<typeof interpreterRequestSchema>;

export const INTERPRETER_REQUEST_FIELDS = [
  'fullName',
  'caseNumber',
  'hearingDate',
  'judge',
  'email',
  'language',
  'requests',
] as const satisfies readonly (keyof InterpreterRequest)[];
