import type { SubmissionField } from '@court/contract';

/** A stored row's answers under the form's field names, in the order given. */
export function fieldsOf<R extends object>(
  row: R,
  names: readonly (keyof R & string)[],
): SubmissionField[] {
  return names.map((name) => ({ name, value: String(row[name] ?? '') }));
}
