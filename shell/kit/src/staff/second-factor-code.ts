import { SECOND_FACTOR_FIELDS, type FieldErrors } from '@court/contract';
import { STAFF_NAMESPACE } from './staff-translations';

/** The answers of a form that asks for one code. */
export interface CodeValues {
  [SECOND_FACTOR_FIELDS.code]: string;
}

export const NO_CODE: CodeValues = { [SECOND_FACTOR_FIELDS.code]: '' };

/** A code as typed, without the spaces apps show in the middle ("123 456") or that get pasted. */
export function typedCode(values: CodeValues): string {
  return values[SECOND_FACTOR_FIELDS.code].replace(/\s+/g, '');
}

/** Asks for a code of either kind; which kind is for the API to say. */
export function validateCode(values: CodeValues): FieldErrors {
  return typedCode(values)
    ? {}
    : { [SECOND_FACTOR_FIELDS.code]: `${STAFF_NAMESPACE}:factor.codeRequired` };
}
