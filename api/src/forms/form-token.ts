import { createHmac, randomUUID } from 'node:crypto';
import type { PublicForm } from '@court/contract';
import type { VerifiedProofOfWork } from './proof-of-work';
import { secretsMatch } from '../platform/crypto/secrets-match';

/** A token older than this is refused: a page left open all day is sent again with a new one. */
export const FORM_TOKEN_MAX_AGE_MS = 4 * 60 * 60 * 1000;

const TOKEN_SHAPE = /^([0-9a-z]{1,12})\.([0-9a-f]{32})\.([A-Za-z0-9_-]{43})$/;

/** Why a token was refused. */
export type FormTokenProblem = 'missing' | 'forged' | 'tooSoon' | 'expired';

const derivedKeys = new Map<string, Buffer>();

/**
 * A key of its own for each use of the secret, so no signature made for one use is good for
 * another; derived once, as every copy of a form's page signs a token.
 */
function keyFor(secret: string, use: string): Buffer {
  const id = `${use}\n${secret}`;
  let key = derivedKeys.get(id);
  if (!key) {
    key = createHmac('sha256', secret).update(use).digest();
    derivedKeys.set(id, key);
  }
  return key;
}

function signature(secret: string, form: PublicForm, issued: string, nonce: string): Buffer {
  return createHmac('sha256', keyFor(secret, 'court one-use form tokens'))
    .update(`${form}|${issued}|${nonce}`)
    .digest();
}

/**
 * A signed one-use token for one copy of a form's page: when it was issued, a random nonce, and
 * an HMAC over both and the form, so it is good for that form only.
 */
export function issueFormToken(secret: string, form: PublicForm, now: Date): string {
  const issued = now.getTime().toString(36);
  // 122 random bits, as 32 hex digits; Node draws UUIDs from a buffer it fills in batches.
  const nonce = randomUUID().replaceAll('-', '');
  return `${issued}.${nonce}.${signature(secret, form, issued, nonce).toString('base64url')}`;
}

/**
 * Checks a posted token: well formed, signed by us for this form, at least `minAgeMs` (people do
 * not fill a court form in two seconds) and at most four hours old. The nonce is what makes it single use (as a proof of work's signature:
 * consumeProofOfWork records it in the submission's transaction); it doubles as the
 * submission's idempotency key, so a second post of the same copy finds the first.
 */
export function verifyFormToken(
  secret: string,
  form: PublicForm,
  token: unknown,
  now: Date,
  minAgeMs: number,
):
  | { ok: true; proof: VerifiedProofOfWork; nonce: string }
  | { ok: false; problem: FormTokenProblem } {
  if (typeof token !== 'string' || token === '') return { ok: false, problem: 'missing' };
  const match = TOKEN_SHAPE.exec(token);
  if (!match) return { ok: false, problem: 'forged' };
  const [, issued = '', nonce = '', signed = ''] = match;
  const expected = signature(secret, form, issued, nonce);
  const given = Buffer.from(signed, 'base64url');
  if (!secretsMatch(expected, given)) {
    return { ok: false, problem: 'forged' };
  }
  const issuedAt = parseInt(issued, 36);
  const age = now.getTime() - issuedAt;
  if (age < minAgeMs) return { ok: false, problem: 'tooSoon' };
  if (age > FORM_TOKEN_MAX_AGE_MS) return { ok: false, problem: 'expired' };
  const expiresAt = new Date(issuedAt + FORM_TOKEN_MAX_AGE_MS).toISOString();
  return { ok: true, proof: { signature: `form-token:${nonce}`, expiresAt }, nonce };
}

function receiptSignature(secret: string, form: PublicForm, reference: string): string {
  return createHmac('sha256', keyFor(secret, 'court form receipts'))
    .update(`${form}|${reference}`)
    .digest('base64url')
    .slice(0, 22);
}

/**
 * The receipt in the address of the page a form sent without the script leads to: the reference
 * (empty when nothing was stored), signed, so the page confirms only what the court received.
 */
export function formReceipt(secret: string, form: PublicForm, reference: string | undefined) {
  const shown = reference ?? '';
  return `${shown}.${receiptSignature(secret, form, shown)}`;
}

/** The reference a receipt confirms ('' for a form answered without storing), or null. */
export function readFormReceipt(secret: string, form: PublicForm, receipt: string): string | null {
  const dot = receipt.lastIndexOf('.');
  if (dot === -1) return null;
  const reference = receipt.slice(0, dot);
  return secretsMatch(receiptSignature(secret, form, reference), receipt.slice(dot + 1))
    ? reference
    : null;
}
