import { SECOND_FACTOR_FIELDS } from '@court/contract';

/** The answers of a form that asks for one code. */
export interface CodeValues {
  [SECOND_FACTOR_FIELDS.code]: string;
}

export const NO_CODE: CodeValues = { [SECOND_FACTOR_FIELDS.code]: '' };

/** A code as typed, without the spaces apps show in the middle ("123 456") or that get pasted. */
export function typedCode(values: CodeValues): string {
  return values[SECOND_FACTOR_FIELDS.code].replace(/\s+/g, '');
}
