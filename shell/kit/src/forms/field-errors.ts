import { setIn, type FormikErrors } from 'formik';
import { ValidationError, type AnyObjectSchema } from 'yup';
import type { FieldErrors } from '@court/contract';

/** One field's message, with the path of the field it belongs to. */
export interface FieldErrorEntry {
  name: string;
  message: string;
}

/**
 * Turns Formik's nested error object into a flat list of `{ name, message }` with dotted and
 * indexed paths ("locations[0].name"), the same names the fields and the API use.
 */
export function flattenErrors(errors: unknown, prefix = ''): FieldErrorEntry[] {
  if (typeof errors === 'string') return prefix ? [{ name: prefix, message: errors }] : [];
  if (Array.isArray(errors)) {
    return errors.flatMap((item: unknown, index) => flattenErrors(item, `${prefix}[${index}]`));
  }
  if (typeof errors === 'object' && errors !== null) {
    return Object.entries(errors).flatMap(([key, value]: [string, unknown]) =>
      flattenErrors(value, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [];
}

/** Builds Formik's nested error object from a flat map keyed by field paths. */
export function toFormikErrors<T>(errors: FieldErrors): FormikErrors<T> {
  return Object.entries(errors).reduce<FormikErrors<T>>(
    (result, [name, message]) => setIn(result, name, message) as FormikErrors<T>,
    {},
  );
}

/**
 * Runs a contract schema over the form's values and returns the first message code of each field
 * (for example { caseNumber: 'caseNumber.format' }), or an empty map when the values are valid.
 */
export async function validateWithSchema(
  schema: AnyObjectSchema,
  values: unknown,
): Promise<FieldErrors> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const errors: FieldErrors = {};
    const issues = error.inner.length > 0 ? error.inner : [error];
    for (const issue of issues) {
      // The first failed test of a field is the one to fix first (required before format).
      if (issue.path && !(issue.path in errors)) errors[issue.path] = issue.message;
    }
    return errors;
  }
}
