import { mixed, object, string, type ObjectShape } from 'yup';
import { MAX_PASSKEY_NAME_LENGTH, PASSKEY_FIELDS } from '@court/contract';

/** Base64url: bytes as WebAuthn's JSON carries them. */
export const BASE64URL = /^[A-Za-z0-9_-]+$/;

// WebAuthn credential ids are at most 1023 bytes; other members are bounded by the body limit.
const MAX_CREDENTIAL_ID_LENGTH = 1400;

function base64url() {
  return string().strict().required().matches(BASE64URL);
}

/**
 * `credential` in the body: what the browser's passkey dialog answered, the members every answer
 * has around `response`, whose members differ. Only read here: the WebAuthn library checks it.
 */
function passkeyCredential<Response extends ObjectShape>(response: Response) {
  return object({
    id: base64url().max(MAX_CREDENTIAL_ID_LENGTH),
    rawId: base64url().test('same-as-id', (rawId, { parent }) => rawId === parent.id),
    type: string()
      .strict()
      .required()
      .oneOf(['public-key'] as const),
    response: object(response),
  });
}

/**
 * POST staff/passkeys: the person's name for the new passkey, spaces tidied (trimmed, each run
 * one space), at most MAX_PASSKEY_NAME_LENGTH characters. Read before the browser's answer, whose
 * problems get one message: the person can correct a name.
 */
export const passkeyNameRequestSchema = object({
  [PASSKEY_FIELDS.name]: string()
    .transform((_cast: unknown, original: unknown) =>
      typeof original === 'string' ? original.trim().replace(/\s+/g, ' ') : '',
    )
    .required('staff.passkey.name.required')
    .max(MAX_PASSKEY_NAME_LENGTH, 'staff.passkey.name.tooLong'),
});

/** POST staff/passkeys: the browser's answer to making a passkey (its name is read apart). */
export const passkeyRegistrationRequestSchema = object({
  credential: passkeyCredential({
    clientDataJSON: base64url(),
    attestationObject: base64url(),
    // How the authenticator can be reached: hints only, so anything but text is left out.
    transports: mixed<string[]>()
      .transform((_value: unknown, original: unknown) =>
        Array.isArray(original)
          ? original.filter((transport): transport is string => typeof transport === 'string')
          : [],
      )
      .default(() => []),
  }),
});

/** POST staff/session/passkey and .../factor/passkey: the browser's answer to using a passkey. */
export const passkeySignInRequestSchema = object({
  credential: passkeyCredential({
    clientDataJSON: base64url(),
    authenticatorData: base64url(),
    signature: base64url(),
    // Only a discoverable passkey names its account.
    userHandle: string().strict().matches(BASE64URL).nullable(),
  }),
});
