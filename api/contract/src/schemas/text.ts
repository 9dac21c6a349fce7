import { boolean, object, string } from 'yup';
// The contract's core by name, so the shared module is reused rather than bundled twice.
import { CASE_NUMBER_PATTERN, isCalendarDate } from '@court/contract';

// yup's trim() throws on a non-string (say a JSON object sent as a name), which would make the
// API answer 500; trimming only strings lets typeError answer the field's message code instead.
function trimText(value: unknown): unknown {
  return typeof value === 'string' ? value.trim() : value;
}

/**
 * Text as the staff tools read it: trimmed, anything else (a number, a list, null) read as blank,
 * so it fails as a missing answer does. Read from the value as sent, not as string() cast it,
 * which would take the number 5 for the text "5".
 */
export function textOrBlank() {
  return string().transform((_cast: unknown, original: unknown) =>
    typeof original === 'string' ? original.trim() : '',
  );
}

/** A trimmed text field whose wrong-type value fails with `typeErrorCode`, never an exception. */
export function trimmedText(typeErrorCode: string) {
  return string().typeError(typeErrorCode).transform(trimText);
}

/** A required line of text of at most `max` characters. */
export function requiredText(requiredCode: string, max = 120) {
  return trimmedText(requiredCode)
    .required(requiredCode)
    .max(max, max > 120 ? 'text.tooLongLong' : 'text.tooLong');
}

/** Optional text of at most `max` characters; missing becomes ''. */
export function optionalText(max = 120) {
  const code = max > 120 ? 'text.tooLongLong' : 'text.tooLong';
  return trimmedText(code).max(max, code).default('');
}

/** Characters people type between the digits of a phone number; dropped before checking. */
const PHONE_SEPARATORS = /[\s().-]/g;

/** The digits of a phone typed like 330-555-0100, (330) 555-0100 or 330.555.0100. */
export function normalizeContactPhone(value: string): string {
  return value.replace(PHONE_SEPARATORS, '');
}

function phoneDigits(value: unknown, original: unknown): unknown {
  if (original === null || original === undefined) return '';
  return typeof value === 'string' ? normalizeContactPhone(value) : value;
}

/** A US phone number; the ten digits are what is kept. Blank fails with `requiredCode`. */
export function requiredPhone(requiredCode: string) {
  return string()
    .typeError('phone.digits')
    .transform(phoneDigits)
    .required(requiredCode)
    .matches(/^\d{10}$/, 'phone.digits');
}

/** A US phone number that may be left blank (then ''). */
export function optionalPhone(formatCode = 'phone.format') {
  return string()
    .typeError(formatCode)
    .default('')
    .transform(phoneDigits)
    .matches(/^(\d{10})?$/, formatCode);
}

/** A case number such as 2023TRD01234; its first seven characters may arrive in lower case. */
export function caseNumber() {
  return trimmedText('caseNumber.format')
    .transform((value: unknown) =>
      typeof value === 'string' ? value.slice(0, 7).toUpperCase() + value.slice(7) : value,
    )
    .required('caseNumber.required')
    .matches(CASE_NUMBER_PATTERN, 'caseNumber.format');
}

/** A real calendar day, YYYY-MM-DD (what a date input gives). */
export function calendarDate(requiredCode: string) {
  return trimmedText('date.format')
    .required(requiredCode)
    .test('calendar-date', 'date.format', (value) => value === undefined || isCalendarDate(value));
}

/** An e-mail address, required or optional (then ''); kept in lower case. */
export function emailAddress(required: boolean) {
  const text = trimmedText('email.format')
    .transform((value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value))
    .max(254, 'email.tooLong')
    .email('email.format');
  return required ? text.required('email.required') : text.default('');
}

/** A checkbox that must be ticked. JSON true only: "false" or 1 from a script do not count. */
export function mustBeTicked(code: string) {
  return boolean().strict().typeError(code).required(code).oneOf([true], code);
}

/**
 * Text staff write in both languages: English required, Spanish may wait (the pages show the
 * English for it, marked as such). Each at most `max` characters.
 */
export function bilingualText(requiredCode: string, max: number, tooLongCode: string) {
  const text = trimmedText(requiredCode).max(max, tooLongCode);
  return object({ en: text.required(requiredCode), es: text.default('') }).defined();
}
