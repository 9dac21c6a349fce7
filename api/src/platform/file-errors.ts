/** Whether a file system error says the file is not there. */
// Structural check: under jest, Node's own errors come from another realm than Error.
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
}
