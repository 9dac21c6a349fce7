import { timingSafeEqual } from 'node:crypto';

/**
 * Whether what a request offers (a token, a signature, a code) is the value expected, compared in
 * time that does not depend on where they differ. A length differing answers at once: lengths
 * are the tokens' shape, not their secret.
 */
export function secretsMatch(expected: string | Uint8Array, given: string | Uint8Array): boolean {
  const a = typeof expected === 'string' ? Buffer.from(expected) : expected;
  const b = typeof given === 'string' ? Buffer.from(given) : given;
  return a.length === b.length && timingSafeEqual(a, b);
}
