import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NoticeChannel } from '@court/contract';

/** What a stop token says: which registration stops, and from which channel's link. */
export interface UnsubscribeClaim {
  registrationId: number;
  channel: NoticeChannel;
}

const CHANNEL_LETTERS: Record<NoticeChannel, string> = { email: 'e', sms: 't' };
// Letter, registration id in base 36, then the signature: short enough for a text message.
const TOKEN_PATTERN = /^([et])([0-9a-z]{1,10})\.([A-Za-z0-9_-]{22})$/;
// 128 bits of HMAC-SHA256: far beyond guessing, and the link still fits in a text.
const SIGNATURE_BYTES = 16;

function signature(secret: string, payload: string): string {
  return createHmac('sha256', secret)
    .update(`juror-unsubscribe:${payload}`)
    .digest()
    .subarray(0, SIGNATURE_BYTES)
    .toString('base64url');
}

/** A token that stops the notices of one registration, signed with the secret. */
export function createUnsubscribeToken(secret: string, claim: UnsubscribeClaim): string {
  const payload = `${CHANNEL_LETTERS[claim.channel]}${claim.registrationId.toString(36)}`;
  return `${payload}.${signature(secret, payload)}`;
}

/**
 * What a token says when its signature is right; null for anything else (malformed, altered,
 * signed with another secret). Compared in constant time.
 */
export function readUnsubscribeToken(secret: string, token: unknown): UnsubscribeClaim | null {
  if (typeof token !== 'string') return null;
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const [, letter = '', id = '', given = ''] = match;
  const expected = Buffer.from(signature(secret, `${letter}${id}`));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  const registrationId = Number.parseInt(id, 36);
  if (!Number.isSafeInteger(registrationId) || registrationId < 1) return null;
  return { registrationId, channel: letter === 'e' ? 'email' : 'sms' };
}
