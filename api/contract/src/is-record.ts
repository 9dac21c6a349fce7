/**
 * Whether a value read from outside (a request body, a stored JSON column, a file) is a plain
 * object whose fields can be read by name: not null, not an array.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
