import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { create as createQrCode } from 'qrcode';
import type { TotpEnrolment } from '@court/contract';
import { sha256Hex } from '../platform/crypto/sha256';

/**
 * The codes of the second factor, without storage: authentication-app (TOTP, RFC 6238) secrets
 * and codes, and recovery codes.
 */

const TOTP_PERIOD_SECONDS = 30;
const TOTP_CODE = /^\d{6}$/;
// 160 bits, the size RFC 4226 recommends for HMAC-SHA1.
const TOTP_SECRET_BYTES = 20;

/**
 * The issuer (the court's published name) and the account's name label the code in the app; the
 * codes themselves depend on the secret alone.
 */
function totpFor(secretBase32: string, { issuer = '', username = '' } = {}): TOTP {
  // SHA-1, six digits and 30 seconds: the only settings every authentication app honours.
  return new TOTP({
    issuer,
    label: username,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/**
 * A new authentication-app secret for the account, with the QR code that carries it; the app
 * files it under `issuer`, the court's name.
 */
export function newTotpEnrolment(username: string, issuer: string): TotpEnrolment {
  const secret = new Secret({ size: TOTP_SECRET_BYTES }).base32;
  const uri = totpFor(secret, { issuer, username }).toString();
  const { modules } = createQrCode(uri, { errorCorrectionLevel: 'M' });
  return {
    secret,
    uri,
    qr: { size: modules.size, modules: Array.from(modules.data, (module) => module === 1) },
  };
}

/** A typed code without the spaces apps show in its middle, when it looks like an app's code. */
export function readTotpCode(typed: string): string | null {
  const code = typed.replace(/\s/g, '');
  return TOTP_CODE.test(code) ? code : null;
}

/**
 * The 30-second step a six-digit code belongs to when it is right at `now`, give or take one
 * step for a phone's clock; null when it is wrong. Refusing a step already used is the caller's.
 */
export function matchTotpStep(secretBase32: string, code: string, now: Date): number | null {
  const totp = totpFor(secretBase32);
  const timestamp = now.getTime();
  const delta = totp.validate({ token: code, timestamp, window: 1 });
  return delta === null ? null : totp.counter({ timestamp }) + delta;
}

// Crockford's base32: no i, l, o or u, so what is read aloud or copied by hand is not mistaken.
const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const RECOVERY_GROUP_LENGTH = 4;
// Three groups of four.
const RECOVERY_LENGTH = 3 * RECOVERY_GROUP_LENGTH;

/**
 * New recovery codes like "7hq2-m9xk-a3ce", 12 symbols of 5 random bits each (60 bits), with
 * the hash each is kept as.
 */
export function newRecoveryCodes(count: number): { code: string; hash: string }[] {
  return Array.from({ length: count }, () => {
    // 32 symbols divide 256: taking the low five bits of each byte favours none.
    const symbols = Array.from(
      randomBytes(RECOVERY_LENGTH),
      (byte) => RECOVERY_ALPHABET[byte & 31] ?? '',
    ).join('');
    const groups = symbols.match(new RegExp(`.{${RECOVERY_GROUP_LENGTH}}`, 'g')) ?? [];
    return { code: groups.join('-'), hash: hashRecoveryCode(symbols) };
  });
}

/**
 * A typed recovery code as it is hashed: lower case, without spaces or dashes, the letters
 * people take for digits read as those digits. Null when it cannot be one.
 */
export function normaliseRecoveryCode(typed: string): string | null {
  const code = typed.toLowerCase().replace(/[\s-]/g, '').replace(/o/g, '0').replace(/[il]/g, '1');
  if (code.length !== RECOVERY_LENGTH) return null;
  return [...code].every((symbol) => RECOVERY_ALPHABET.includes(symbol)) ? code : null;
}

/** What is stored of a recovery code: SHA-256 (hex) of its normalised form. */
export function hashRecoveryCode(normalised: string): string {
  return sha256Hex(normalised);
}
