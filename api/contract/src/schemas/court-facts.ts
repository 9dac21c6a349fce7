import { object, type ObjectSchema, type StringSchema } from 'yup';
import { COURT_FACT_GROUPS, type CourtFactKind, type CourtInfo } from '@court/contract';
import { trimmedText } from './text';

/** Longest fact: a name, a street or a web address, never a paragraph. */
export const COURT_FACT_MAX_LENGTH = 200;

/** Ten digits, as typed (330-555-0100, (330) 555-0100, 330.555.0100), written 330-555-0100. */
export function phoneAsShown(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const digits = value.replace(/[\s().-]/g, '');
  return /^\d{10}$/.test(digits)
    ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`
    : value;
}

/**
 * A web address the pages may send visitors to: https, a host name with a dot and no user or
 * password, then an optional path, query or fragment without spaces.
 */
export const HTTPS_ADDRESS = /^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#]\S*)?$/i;

function factSchema(kind: CourtFactKind): StringSchema<string> {
  const text = trimmedText('courtFacts.required')
    .required('courtFacts.required')
    .max(COURT_FACT_MAX_LENGTH, 'courtFacts.tooLong');
  switch (kind) {
    case 'text':
      return text;
    case 'phone':
      return text.transform(phoneAsShown).matches(/^\d{3}-\d{3}-\d{4}$/, 'courtFacts.phone');
    case 'email':
      return text
        .transform((value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value))
        .email('courtFacts.email');
    case 'zip':
      return text.matches(/^\d{5}(-\d{4})?$/, 'courtFacts.zip');
    case 'url':
      return text.matches(HTTPS_ADDRESS, 'courtFacts.url');
  }
}

/**
 * The court facts staff save: every fact required, each checked by its kind (a US phone written
 * 330-555-0100, an e-mail address, a ZIP code, an https address), at most 200 characters.
 */
export const courtFactsSchema: ObjectSchema<CourtInfo> = object(
  Object.fromEntries(
    COURT_FACT_GROUPS.flatMap((group) => group.facts).map(({ name, kind }) => [
      name,
      factSchema(kind),
    ]),
  ) as Record<keyof CourtInfo, StringSchema<string>>,
).defined();
