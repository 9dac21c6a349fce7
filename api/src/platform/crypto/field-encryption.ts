import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** A named AES-256 key: the id is stored beside each sealed value so keys can be rotated. */
export interface FieldKey {
  id: string;
  key: Buffer;
}

/** The key new values are sealed with, and older keys still accepted for opening. */
export interface FieldKeyring {
  current: FieldKey;
  previous: readonly FieldKey[];
}

const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;
const IV_BYTES = 12;

/**
 * Reads a key written as "<id>:<base64 of 32 bytes>" (generate one with
 * 32 bytes from a cryptographic random source, e.g. Node's crypto.randomBytes(32)).
 */
export function parseFieldKey(text: string, settingName: string): FieldKey {
  const separator = text.indexOf(':');
  const id = text.slice(0, separator);
  const key = Buffer.from(text.slice(separator + 1), 'base64');
  if (separator < 1 || !KEY_ID.test(id) || key.length !== 32) {
    throw new Error(
      `${settingName} must be "<key id>:<base64 of 32 random bytes>", the id of letters, digits, - or _`,
    );
  }
  return { id, key };
}

function encode(buffer: Buffer): string {
  return buffer.toString('base64url');
}

/**
 * Seals a value with AES-256-GCM under the current key. `context` names where the value lives
 * (table and column) and is authenticated, so a sealed SSN copied into another column fails to
 * open. Output: "<key id>.<iv>.<tag>.<ciphertext>", base64url parts.
 */
export function sealField(keyring: FieldKeyring, context: string, plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyring.current.key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [keyring.current.id, encode(iv), encode(cipher.getAuthTag()), encode(ciphertext)].join(
    '.',
  );
}

/** The key id a sealed value was written with. */
export function sealedKeyId(sealed: string): string {
  return sealed.split('.')[0] ?? '';
}

/**
 * Opens a value sealed by sealField with whichever configured key its id names. Throws when the
 * key is unknown or the value was altered: a court record must never be read wrong silently.
 */
export function openField(keyring: FieldKeyring, context: string, sealed: string): string {
  const [keyId, iv, tag, ciphertext] = sealed.split('.');
  const key = [keyring.current, ...keyring.previous].find((candidate) => candidate.id === keyId);
  if (!key || iv === undefined || tag === undefined || ciphertext === undefined) {
    throw new Error(`Cannot open a sealed field: no key "${keyId ?? ''}" is configured`);
  }
  const decipher = createDecipheriv('aes-256-gcm', key.key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(ciphertext, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}
