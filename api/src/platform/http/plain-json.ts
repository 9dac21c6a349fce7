import { ClientError } from '../errors';

const NUL = '\u0000';

function isInheritedName(key: string): boolean {
  return key in Object.prototype;
}

/**
 * Most arrays and objects a body may nest inside one another; our deepest form has four.
 * JSON.parse reads a body nested thousands deep within the size limit, and walking it
 * recursively (here, or in a validator) would run out of stack: a 500.
 */
export const MAX_JSON_DEPTH = 32;

function plainAt(value: unknown, depth: number): unknown {
  if (typeof value === 'string') {
    if (value.includes(NUL)) throw new ClientError(400, 'body.invalid');
    return value;
  }
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_JSON_DEPTH) throw new ClientError(400, 'body.invalid');
  if (Array.isArray(value)) return value.map((item) => plainAt(item, depth + 1));
  const plain: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes(NUL)) throw new ClientError(400, 'body.invalid');
    if (!isInheritedName(key)) plain[key] = plainAt(inner, depth + 1);
  }
  return plain;
}

/**
 * A parsed JSON value rebuilt as plain data. Keys that name members of Object.prototype
 * ('constructor', 'toString', '__proto__'...) are dropped: no field of ours is named so, and a
 * library that looks a field up by name would find the inherited function instead. A NUL
 * character anywhere is refused with 400: PostgreSQL cannot store it, and no visitor types it.
 * So is nesting deeper than MAX_JSON_DEPTH.
 */
export function toPlainJson(value: unknown): unknown {
  return plainAt(value, 0);
}

/** Refuses a query string that carries a NUL character, encoded or not (400). */
export function assertNoNulInQuery(query: Record<string, string | string[] | undefined>): void {
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value ?? ''];
    if (key.includes(NUL) || values.some((item) => item.includes(NUL))) {
      throw new ClientError(400, 'body.invalid');
    }
  }
}
