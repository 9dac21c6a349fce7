import { object, type InferType } from 'yup';
import { calendarDate, caseNumber, emailAddress, optionalText, requiredText } from './text';

/** Interpreter request. Messages are keys of the validation catalog. */
export const interpreterRequestSchema = object({
  fullName: requiredText('fullName.required'),
  caseNumber: caseNumber(),
  hearingDate: calendarDate('hearingDate.required'),
  judge: optionalText(),
  email: emailAddress(true),
  language: requiredText('language.required'),
  requests: optionalText(2000),
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
