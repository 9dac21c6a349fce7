import type { StaffUser } from './staff';

/*
 * Passkeys (WebAuthn) for staff. A passkey signs a person in alone: it proves both who they are
 * and that they hold their device, and it cannot be phished. After a password, it is a second
 * factor. The endpoints, all under staff/:
 *
 * - POST session/passkey/options, then POST session/passkey { credential }: sign in with a passkey
 *   alone, before any session (answers the StaffUser).
 * - POST session/factor/passkey/options, then POST session/factor/passkey { credential }: the
 *   factor step after a right password (answers the StaffUser).
 * - POST passkeys/options, then POST passkeys { name, credential }: add a passkey, signed in or
 *   at the enrol step of sign-in (answers PasskeysChanged).
 * - GET passkeys (StaffPasskeyList) and DELETE passkeys/:id (PasskeysChanged).
 *
 * The options are WebAuthn's JSON options as the browser's passkey dialog takes them; only the
 * members the court sets are typed here. `credential` is what the browser's dialog answered, as
 * its JSON (WebAuthn's RegistrationResponseJSON or AuthenticationResponseJSON).
 */

/** Where a person's passkeys are listed and added (under API_BASE). */
export const STAFF_PASSKEYS_PATH = 'staff/passkeys';
/** Signing in with a passkey alone (under API_BASE); its options are at `${...}/options`. */
export const PASSKEY_SIGN_IN_PATH = 'staff/session/passkey';
/** Proving the factor step with a passkey (under API_BASE); its options at `${...}/options`. */
export const PASSKEY_FACTOR_PATH = 'staff/session/factor/passkey';

/** The longest name a person may give a passkey. */
export const MAX_PASSKEY_NAME_LENGTH = 60;

/** The names of the passkey fields, as the API reports errors under them. */
export const PASSKEY_FIELDS = { name: 'name' } as const;

/** A credential the browser may use, or must not make again. */
export interface PasskeyCredentialDescriptor {
  /** base64url. */
  id: string;
  type: string;
  transports?: string[];
}

export type PasskeyUserVerification = 'discouraged' | 'preferred' | 'required';

/** POST staff/passkeys/options: what the browser's dialog needs to make a passkey. */
export interface PasskeyCreationOptions {
  rp: { id?: string; name: string };
  /** `id` is the account's user handle, base64url. */
  user: { id: string; name: string; displayName: string };
  /** base64url. */
  challenge: string;
  pubKeyCredParams: { alg: number; type: 'public-key' }[];
  timeout?: number;
  /** The account's passkeys: an authenticator that holds one is not asked to make another. */
  excludeCredentials?: PasskeyCredentialDescriptor[];
  authenticatorSelection?: {
    authenticatorAttachment?: 'platform' | 'cross-platform';
    requireResidentKey?: boolean;
    residentKey?: 'discouraged' | 'preferred' | 'required';
    userVerification?: PasskeyUserVerification;
  };
  attestation?: 'direct' | 'enterprise' | 'indirect' | 'none';
}

/** POST staff/session/passkey/options and .../factor/passkey/options: what the dialog signs. */
export interface PasskeyRequestOptions {
  /** base64url. */
  challenge: string;
  timeout?: number;
  rpId?: string;
  /** Empty or absent: any passkey the person has for this site (the browser lists them). */
  allowCredentials?: PasskeyCredentialDescriptor[];
  userVerification?: PasskeyUserVerification;
}

/** POST staff/passkeys: a name for the new passkey, and the browser's answer. */
export interface PasskeyRegistrationRequest {
  name: string;
  credential: unknown;
}

/** POST staff/session/passkey and .../factor/passkey: the browser's answer. */
export interface PasskeySignInRequest {
  credential: unknown;
}

/** One passkey as its owner sees it: never its key or credential id. */
export interface StaffPasskey {
  id: number;
  /** The person's own label for it. */
  name: string;
  createdAt: string;
  /** The last sign-in with it, ISO 8601; null when never. */
  lastUsedAt: string | null;
  /** Synced to the person's other devices by their password manager or platform. */
  backedUp: boolean;
}

/** GET staff/passkeys: the person's passkeys, oldest first. */
export interface StaffPasskeyList {
  passkeys: StaffPasskey[];
}

/**
 * The answer to adding or removing a passkey: the person as now signed in (adding one at the
 * enrol step signs them in; `secondFactor` follows their passkeys) and their passkeys.
 */
export interface PasskeysChanged {
  user: StaffUser;
  passkeys: StaffPasskey[];
}
