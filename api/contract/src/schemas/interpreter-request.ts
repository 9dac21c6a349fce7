import type { Language } from '@court/contract';
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

/**
 * What happens after the court receives an interpreter request: said under the reference on the
 * page that confirms it and in the confirmation e-mail.
 */
export const INTERPRETER_REQUEST_NEXT_STEPS = {
  en: 'The court will arrange an interpreter for your hearing at no cost to you, and will contact you at this address if it needs more information.',
  es: 'El tribunal coordinará un intérprete para su audiencia sin costo para usted, y le escribirá a esta dirección si necesita más información.',
} as const satisfies Record<Language, string>;
