import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Shortest password an account may have; long passphrases beat composition rules. */
export const MIN_PASSWORD_LENGTH = 12;
/** Longest password hashed: bounds the work one request can cause. */
export const MAX_PASSWORD_LENGTH = 1024;

/** argon2id (the library's default algorithm) with its default cost: 19 MiB, 2 passes. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password against a stored hash. With no hash (unknown user) it verifies against a
 * dummy hash of the same cost and answers false, so the response time does not tell which
 * usernames exist.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  dummyHash ??= hash(randomBytes(32).toString('base64url'));
  const target = stored ?? (await dummyHash);
  const matches = await verify(target, password).catch(() => false);
  return stored !== null && matches;
}

/** Null when acceptable, otherwise the reason, written for the person choosing it. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    return `The password must be at most ${MAX_PASSWORD_LENGTH} characters long.`;
  }
  return null;
}
