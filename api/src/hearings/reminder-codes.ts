import { createHmac, randomInt } from 'node:crypto';
import { REMINDER_CODE_LENGTH, type NoticeChannel } from '@court/contract';
import { secretsMatch } from '../platform/crypto/secrets-match';

function hmac(secret: string, purpose: string, payload: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${payload}`).digest('base64url');
}

/** A fresh confirmation code: six random digits. */
export function newReminderCode(): string {
  return String(randomInt(0, 10 ** REMINDER_CODE_LENGTH)).padStart(REMINDER_CODE_LENGTH, '0');
}

/** What is stored of a code: its HMAC, tied to the sign-up and channel it was sent for. */
export function reminderCodeHash(
  secret: string,
  reference: string,
  channel: NoticeChannel,
  code: string,
): string {
  return hmac(secret, 'court-date-reminder-code', `${reference}:${channel}:${code}`);
}

export function reminderCodeMatches(
  secret: string,
  reference: string,
  channel: NoticeChannel,
  code: string,
  storedHash: string,
): boolean {
  return secretsMatch(storedHash, reminderCodeHash(secret, reference, channel, code));
}

/**
 * The token the sign-up's browser carries to confirm and resend codes: references are numbered
 * in order, so a reference alone would let anyone try codes on other people's sign-ups.
 */
export function reminderSignupToken(secret: string, reference: string): string {
  return hmac(secret, 'court-date-reminder-signup', reference).slice(0, 22);
}

export function reminderSignupTokenMatches(
  secret: string,
  reference: string,
  token: unknown,
): boolean {
  return typeof token === 'string' && secretsMatch(reminderSignupToken(secret, reference), token);
}
