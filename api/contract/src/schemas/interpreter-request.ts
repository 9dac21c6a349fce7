import { object, type InferType } from 'yup';
import { CASE_NUMBER_PATTERN } from '@court/contract';
import { trimmedText } from './text';

/** Interpreter request (spec section 3). Messages are keys of the validation catalog. */
export const interpreterRequestSchema = object({
  fullName: trimmedText('fullName.required').required('fullName.required').max(120, 'text.tooLong'),
  caseNumber: trimmedText('caseNumber.format')
    .required('caseNumber.required')
    .matches(CASE_NUMBER_PATTERN, 'caseNumber.format'),
  hearingDate: trimmedText('date.format')
    .required('hearingDate.required')
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'date.format'),
  judge: trimmedText('text.tooLong').max(120, 'text.tooLong').default(''),
  email: trimmedText('email.format')
    .required('email.required')
    .email('email.format')
    .max(254, 'text.tooLong'),
  language: trimmedText('language.required').required('language.required').max(120, 'text.tooLong'),
  requests: trimmedText('text.tooLongLong').max(2000, 'text.tooLongLong').default(''),
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
