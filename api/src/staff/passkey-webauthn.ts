import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import {
  BASE64URL,
  passkeyRegistrationRequestSchema,
  passkeySignInRequestSchema,
} from '@court/contract/schemas';
import type { Clock } from '../platform/clock';
import type { Database } from '../platform/database/schema';
import { ClientError } from '../platform/errors';
import { readBodyOrRefuse } from '../platform/read-with-schema';
import type { PasskeyWithAccount, StaffPasskeyRow } from './passkey-repository';
import { sha256Hex } from '../platform/crypto/sha256';

/**
 * The WebAuthn library, loaded when a passkey is first used: loading it took a fifth of a second
 * at every start of the server and of every API test file, most of which never see a passkey.
 */
export const webAuthn = () => import('@simplewebauthn/server');

/** The bytes of base64url text, as the WebAuthn library takes them. */
export function bytesOfBase64url(text: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(text, 'base64url'));
}

/*
 * What adding a passkey and signing in with one share: the site passkeys belong to, the
 * challenges' lifetime and how they are kept, reading the browser's answers (never trusted
 * until the library has checked them), and checking a passkey's signature.
 */

/** The site passkeys belong to: its domain (the rp ID) and the origin pages are served from. */
export interface RelyingParty {
  id: string;
  origin: string;
}

/** The relying party of the site at PUBLIC_SITE_URL: its host name and its origin. */
export function relyingPartyFor(publicSiteUrl: string): RelyingParty {
  const url = new URL(publicSiteUrl);
  return { id: url.hostname, origin: url.origin };
}

/** What the passkey services use. */
export interface PasskeyDeps {
  db: Kysely<Database>;
  clock: Clock;
  relyingParty: RelyingParty;
  /** STAFF_SECOND_FACTOR_REQUIRED: the last factor of an account that needs one stays. */
  secondFactorRequired: boolean;
}

// A challenge lives as long as the browser's dialog waits for the person.
export const CHALLENGE_MS = 5 * 60_000;

/** What the database keeps of a challenge: its SHA-256, in hex. */
export function hashChallenge(challenge: string): string {
  return sha256Hex(challenge);
}

/** Any unreadable answer of the browser's gets this one message, whatever was wrong with it. */
const CREDENTIAL_INVALID = 'staff.passkey.credential.invalid';

/** The browser's answer to making a passkey (`credential` in the body), as the library reads it. */
export function readRegistrationCredential(input: unknown): RegistrationResponseJSON {
  const { credential } = readBodyOrRefuse(
    passkeyRegistrationRequestSchema,
    input,
    CREDENTIAL_INVALID,
  );
  const { clientDataJSON, attestationObject, transports } = credential.response;
  return {
    id: credential.id,
    rawId: credential.id,
    type: 'public-key',
    response: { clientDataJSON, attestationObject, transports },
    clientExtensionResults: {},
  };
}

/** The browser's answer to using a passkey (`credential` in the body), as the library reads it. */
export function readAuthenticationCredential(input: unknown): AuthenticationResponseJSON {
  const { credential } = readBodyOrRefuse(passkeySignInRequestSchema, input, CREDENTIAL_INVALID);
  const { clientDataJSON, authenticatorData, signature, userHandle } = credential.response;
  return {
    id: credential.id,
    rawId: credential.id,
    type: 'public-key',
    response: {
      clientDataJSON,
      authenticatorData,
      signature,
      ...(userHandle === undefined || userHandle === null ? {} : { userHandle }),
    },
    clientExtensionResults: {},
  };
}

/** The challenge the browser signed, from its client data. */
export function signedChallenge(clientDataJSON: string): string {
  let challenge: unknown;
  try {
    ({ challenge } = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as {
      challenge?: unknown;
    });
  } catch {
    throw new ClientError(400, CREDENTIAL_INVALID);
  }
  if (typeof challenge !== 'string' || !BASE64URL.test(challenge)) {
    throw new ClientError(400, CREDENTIAL_INVALID);
  }
  return challenge;
}

/** A passkey's id from the address; a number no passkey could have is not looked up. */
export function readPasskeyId(raw: string | undefined): number {
  if (raw === undefined || !/^\d{1,9}$/.test(raw)) {
    throw new ClientError(404, 'staff.passkey.notFound');
  }
  return Number(raw);
}

/** How the browser may reach a stored passkey's authenticator, as it reported them. */
export function transportsOf(passkey: StaffPasskeyRow): string[] {
  return passkey.transports === '' ? [] : passkey.transports.split(',');
}

/**
 * Whether the browser's answer is a signature, by this stored passkey, over `challenge`, for this
 * site, with the person verified: the passkey's new counter and backup state when it is. A
 * counter that went backwards (a cloned authenticator) is refused with the rest.
 */
export async function verifyPasskeyUse(
  deps: PasskeyDeps,
  passkey: PasskeyWithAccount,
  credential: AuthenticationResponseJSON,
  challenge: string,
): Promise<{ signCount: number; backedUp: boolean } | null> {
  const { userHandle } = credential.response;
  // A discoverable passkey names its account too; it must be the one the credential belongs to.
  if (userHandle !== undefined && userHandle !== passkey.passkeyUserHandle) return null;
  try {
    const { verifyAuthenticationResponse } = await webAuthn();
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: deps.relyingParty.origin,
      expectedRPID: deps.relyingParty.id,
      credential: {
        id: passkey.credentialId,
        publicKey: bytesOfBase64url(passkey.publicKey),
        counter: passkey.signCount,
        transports: transportsOf(passkey),
      },
      requireUserVerification: true,
    });
    if (!verified) return null;
    return {
      signCount: authenticationInfo.newCounter,
      backedUp: authenticationInfo.credentialBackedUp,
    };
  } catch {
    // The library throws for every way an answer can be wrong: each is a failed sign-in here.
    return null;
  }
}
