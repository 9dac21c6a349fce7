import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * What password_hash holds while the person has not set a password from their link (an account
 * made in the browser, or one an administrator asked for a new password): it matches nothing.
 */
export const NO_PASSWORD = '';

/** argon2id (the library's default algorithm) with its default cost: 19 MiB, 2 passes. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password against a stored hash. With no hash (unknown user, or NO_PASSWORD) it
 * verifies against a dummy hash of the same cost and answers false, so the response time does not
 * tell which usernames exist or which accounts have a password yet.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  dummyHash ??= hash(randomBytes(32).toString('base64url'));
  const usable = stored === NO_PASSWORD ? null : stored;
  const matches = await verify(usable ?? (await dummyHash), password).catch(() => false);
  return usable !== null && matches;
}
