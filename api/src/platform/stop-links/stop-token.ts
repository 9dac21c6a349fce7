import { createHmac } from 'node:crypto';
import { secretsMatch } from '../crypto/secrets-match';

/**
 * What a kind of stop token stops: the letter that starts its tokens, and the purpose its
 * signature covers, so a token made for one kind never reads as another.
 */
export interface StopTokenKind {
  letter: string;
  purpose: string;
}

/** What a valid token says: its kind, and the id of the row it stops. */
export interface StopTokenClaim<Kind extends StopTokenKind = StopTokenKind> {
  kind: Kind;
  id: number;
}

// Letter, id in base 36, then the signature: short enough for a text message.
const TOKEN_PATTERN = /^([a-z])([0-9a-z]{1,10})\.([A-Za-z0-9_-]{22})$/;
// 128 bits of HMAC-SHA256: far beyond guessing, and the link still fits in a text.
const SIGNATURE_BYTES = 16;

function signature(secret: string, purpose: string, payload: string): string {
  return createHmac('sha256', secret)
    .update(`${purpose}:${payload}`)
    .digest()
    .subarray(0, SIGNATURE_BYTES)
    .toString('base64url');
}

/** A signed token that stops the messages of row `id` of `kind`. */
export function createStopToken(secret: string, kind: StopTokenKind, id: number): string {
  const payload = `${kind.letter}${id.toString(36)}`;
  return `${payload}.${signature(secret, kind.purpose, payload)}`;
}

/**
 * What a token says when it is one of `kinds` and its signature is right; null for anything
 * else (malformed, altered, another kind, signed with another secret). Compared in constant time.
 */
export function readStopToken<Kind extends StopTokenKind>(
  secret: string,
  kinds: readonly Kind[],
  token: unknown,
): StopTokenClaim<Kind> | null {
  if (typeof token !== 'string') return null;
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const [, letter = '', id = '', given = ''] = match;
  const kind = kinds.find((candidate) => candidate.letter === letter);
  if (!kind) return null;
  if (!secretsMatch(signature(secret, kind.purpose, `${letter}${id}`), given)) return null;
  const rowId = Number.parseInt(id, 36);
  if (!Number.isSafeInteger(rowId) || rowId < 1) return null;
  return { kind, id: rowId };
}
