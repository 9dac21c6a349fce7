import { ClientError } from '../services/errors';

const NUL = '\u0000';

function isInheritedName(key: string): boolean {
  return key in Object.prototype;
}

/**
 * A parsed JSON value rebuilt as plain data. Keys that name members of Object.prototype
 * ('constructor', 'toString', '__proto__'...) are dropped: no field of ours is named so, and a
 * library that looks a field up by name would find the inherited function instead. A NUL
 * character anywhere is refused with 400: PostgreSQL cannot store it, and no visitor types it.
 */
export function toPlainJson(value: unknown): unknown {
  if (typeof value === 'string') {
    if (value.includes(NUL)) throw new ClientError(400, 'body.invalid');
    return value;
  }
  if (Array.isArray(value)) return value.map(toPlainJson);
  if (typeof value === 'object' && value !== null) {
    const plain: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (key.includes(NUL)) throw new ClientError(400, 'body.invalid');
      if (!isInheritedName(key)) plain[key] = toPlainJson(inner);
    }
    return plain;
  }
  return value;
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
