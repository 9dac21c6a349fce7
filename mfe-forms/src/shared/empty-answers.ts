import { HONEYPOT_FIELD } from '@court/contract';
import type { AnyObjectSchema, InferType, SchemaFieldDescription } from 'yup';

const EMPTY_OF_TYPE: Partial<Record<string, () => unknown>> = {
  string: () => '',
  boolean: () => false,
  array: () => [],
};

function emptyOf(description: SchemaFieldDescription): unknown {
  if ('fields' in description) {
    return Object.fromEntries(
      Object.entries(description.fields).map(([name, field]) => [name, emptyOf(field)]),
    );
  }
  if ('default' in description && description.default !== undefined) return description.default;
  return EMPTY_OF_TYPE[description.type]?.();
}

/**
 * A court form before anything is typed, read from the contract's schema: each field's default
 * there ('' for an optional answer), otherwise the empty value of its type ('', false, no
 * items), groups filled the same way; plus the robot trap the API expects empty. A field added
 * to the schema is on the form without being written here too.
 */
export function emptyCourtForm<S extends AnyObjectSchema>(
  schema: S,
): InferType<S> & { [HONEYPOT_FIELD]: string } {
  return {
    ...(emptyOf(schema.describe()) as InferType<S>),
    [HONEYPOT_FIELD]: '',
  };
}
