import type { AnyObjectSchema, SchemaDescription, SchemaFieldDescription } from 'yup';

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
 * A form's answers before anything is typed, read from its schema: each field's default there
 * ('' for an optional answer), otherwise the empty value of its type ('', false, no items), groups
 * filled the same way. A field added to the schema is on the form without being written twice.
 */
export function emptyAnswers(schema: AnyObjectSchema): Record<string, unknown> {
  return emptyOf(schema.describe()) as Record<string, unknown>;
}

/** A posted form's fields by name, as URLSearchParams (of the server or a browser) holds them. */
export interface PostedFields {
  get(name: string): string | null;
  keys(): Iterable<string>;
}

/** At most this many items of one list are read from a post: no form lists more. */
const MAX_POSTED_ITEMS = 50;

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The positions of a list's items among the posted names ("locations.0.name", "locations.2"). */
function postedPositions(name: string, fields: PostedFields): number[] {
  const item = new RegExp(`^${escapeForPattern(name)}\\.(\\d{1,3})(?:\\.|$)`);
  const positions = new Set<number>();
  for (const key of fields.keys()) {
    const match = item.exec(key);
    if (match?.[1] !== undefined) positions.add(Number(match[1]));
  }
  return [...positions].sort((a, b) => a - b).slice(0, MAX_POSTED_ITEMS);
}

function fromFields(
  description: SchemaFieldDescription,
  name: string,
  fields: PostedFields,
): unknown {
  if ('fields' in description) {
    return Object.fromEntries(
      Object.entries(description.fields).map(([key, field]) => [
        key,
        fromFields(field, `${name}.${key}`, fields),
      ]),
    );
  }
  const posted = fields.get(name);
  if (description.type === 'boolean') return posted === 'true' || posted === 'on';
  if (description.type === 'array') {
    const inner = (description as SchemaDescription & { innerType?: SchemaFieldDescription })
      .innerType;
    if (!inner) return [];
    return postedPositions(name, fields).map((position) =>
      fromFields(inner, `${name}.${position}`, fields),
    );
  }
  // A browser sends a new line of a text area as CR LF; the page's script sends LF.
  return posted === null ? emptyOf(description) : posted.replace(/\r\n?/g, '\n');
}

/**
 * The answers a form's HTML posted, in the shape its schema reads, as the page's script would
 * send them: fields named by their path ("proofOfInsurance.agentName", "locations.0.days.monday"),
 * a ticked box as true and one left out as false, a list's items by their positions in order.
 * Only the schema's fields are read: any other posted name is left out.
 */
export function answersFromFields(
  schema: AnyObjectSchema,
  fields: PostedFields,
): Record<string, unknown> {
  const description = schema.describe();
  return Object.fromEntries(
    Object.entries(description.fields).map(([key, field]) => [key, fromFields(field, key, fields)]),
  );
}
