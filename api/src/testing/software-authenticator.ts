import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type { PasskeyCreationOptions, PasskeyRequestOptions } from '@court/contract';

/*
 * A passkey authenticator in the test process, so the API's tests walk every step of WebAuthn
 * without a browser: it makes ES256 credentials with "none" attestation and signs challenges as
 * a platform authenticator (Touch ID, Windows Hello, a phone) does, with the person verified.
 */

/** What the CBOR encoder takes: the type of its one parameter. */
type CBORType = Parameters<typeof isoCBOR.encode>[0];

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_BACKUP_ELIGIBLE = 0x08;
const FLAG_BACKED_UP = 0x10;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

/** What the browser's toJSON() of a credential answers, as the kit sends it. */
export interface CredentialJSON {
  id: string;
  rawId: string;
  type: 'public-key';
  response: Record<string, unknown>;
  clientExtensionResults: Record<string, never>;
}

/** A passkey the software authenticator holds. */
export interface SoftwarePasskey {
  credentialId: Buffer;
  privateKey: KeyObject;
  publicKeyCose: Uint8Array;
  /** The account's user handle (base64url), as a discoverable credential keeps it. */
  userHandle: string;
  rpId: string;
  signCount: number;
}

function sha256(data: Buffer | string): Buffer {
  return createHash('sha256').update(data).digest();
}

function counterBytes(count: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(count);
  return bytes;
}

function clientData(type: string, challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

export interface AuthenticatorOptions {
  /** The page's origin as the browser reports it; the API's PUBLIC_SITE_URL by default. */
  origin?: string;
  /** Whether the person unlocked the passkey (fingerprint, PIN); WebAuthn's UV flag. */
  userVerified?: boolean;
  /** A synced passkey, backed up (BE and BS flags). */
  synced?: boolean;
}

/** A test authenticator for the site at `origin` (the test app's default PUBLIC_SITE_URL). */
export class SoftwareAuthenticator {
  private readonly origin: string;
  private readonly flags: number;

  constructor(options: AuthenticatorOptions = {}) {
    this.origin = options.origin ?? 'http://localhost:3000';
    this.flags =
      FLAG_USER_PRESENT |
      (options.userVerified === false ? 0 : FLAG_USER_VERIFIED) |
      (options.synced ? FLAG_BACKUP_ELIGIBLE | FLAG_BACKED_UP : 0);
  }

  /** Makes a passkey for the options the API gave, and the answer the browser would send. */
  create(options: PasskeyCreationOptions): {
    passkey: SoftwarePasskey;
    credential: CredentialJSON;
  } {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const publicKeyCose = isoCBOR.encode(
      new Map<number, CBORType>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(jwk.x ?? '', 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y ?? '', 'base64url'))],
      ]),
    );
    const credentialId = randomBytes(16);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credentialId.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([this.flags | FLAG_ATTESTED_CREDENTIAL]),
      counterBytes(0),
      Buffer.alloc(16),
      idLength,
      credentialId,
      Buffer.from(publicKeyCose),
    ]);
    const noStatement = new Map<string, CBORType>();
    const attestationObject = isoCBOR.encode(
      new Map<string, CBORType>([
        ['fmt', 'none'],
        ['attStmt', noStatement],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    const id = credentialId.toString('base64url');
    return {
      passkey: {
        credentialId,
        privateKey,
        publicKeyCose,
        userHandle: options.user.id,
        rpId,
        signCount: 0,
      },
      credential: {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: clientData('webauthn.create', options.challenge, this.origin).toString(
            'base64url',
          ),
          attestationObject: Buffer.from(attestationObject).toString('base64url'),
          transports: ['internal', 'hybrid'],
        },
        clientExtensionResults: {},
      },
    };
  }

  /** Signs the options' challenge with `passkey`, counting one more use, as the browser sends it. */
  get(passkey: SoftwarePasskey, options: PasskeyRequestOptions): CredentialJSON {
    passkey.signCount += 1;
    const authData = Buffer.concat([
      sha256(options.rpId ?? passkey.rpId),
      Buffer.from([this.flags]),
      counterBytes(passkey.signCount),
    ]);
    const data = clientData('webauthn.get', options.challenge, this.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), passkey.privateKey);
    const id = passkey.credentialId.toString('base64url');
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON: data.toString('base64url'),
        authenticatorData: authData.toString('base64url'),
        signature: signature.toString('base64url'),
        userHandle: passkey.userHandle,
      },
      clientExtensionResults: {},
    };
  }
}
