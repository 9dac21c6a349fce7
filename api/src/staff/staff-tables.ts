import type { ColumnType, Generated } from 'kysely';
import type { StaffSessionStage } from '../platform/authorization';

// The staff accounts and sign-in tables, as Kysely sees them (camelCase through CamelCasePlugin;
// the database is snake_case).

/** How a session's first factor was proved: a password, the court's single sign-on, or a passkey. */
export type StaffFirstFactor = 'password' | 'sso' | 'passkey';

export interface StaffUserTable {
  id: Generated<number>;
  /** Lower-case. */
  username: string;
  displayName: string;
  email: string;
  /** argon2id PHC string; '' (NO_PASSWORD) until the person sets one from their link. */
  passwordHash: string;
  /** Comma-separated STAFF_ROLES. */
  roles: string;
  /** 1 disabled, 0 active. */
  disabled: number;
  createdAt: string;
  updatedAt: string;
  /** The last successful sign-in, ISO 8601; null when never. */
  lastSignInAt: ColumnType<string | null, string | null | undefined, string | null>;
  /** The authentication app's base32 secret, sealed (TOTP_SECRET_CONTEXT); null without an app. */
  totpSecret: ColumnType<string | null, string | null | undefined, string | null>;
  /** The last 30-second step a code from the app was accepted for; a code works once. */
  totpLastStep: ColumnType<number | null, number | null | undefined, number | null>;
  /** When the app was enrolled, ISO 8601; null without an app. */
  totpEnrolledAt: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * The OpenID Connect provider (its issuer) and the person there (the `sub` claim) of an account
   * made by single sign-on: unique together; both null for an account of a password alone.
   */
  oidcIssuer: ColumnType<string | null, string | null | undefined, never>;
  oidcSubject: ColumnType<string | null, string | null | undefined, never>;
  /** The WebAuthn user handle of the account's passkeys, base64url; null until its first. */
  passkeyUserHandle: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * Second-factor proofs failed in a row (wrong codes, passkeys not the account's); at
   * MAX_CONSECUTIVE_FACTOR_FAILURES only an administrator's reset lets the account prove one.
   */
  factorFailures: Generated<number>;
}

export interface StaffSessionTable {
  /** SHA-256 (hex) of the random id the cookie carries. */
  idHash: string;
  staffUserId: number;
  createdAt: string;
  lastSeenAt: string;
  /** Absolute end of the session, ISO 8601. */
  expiresAt: string;
  ip: string | null;
  userAgent: string | null;
  stage: StaffSessionStage;
  firstFactor: ColumnType<StaffFirstFactor, StaffFirstFactor, never>;
  /** When this session last proved a second factor, ISO 8601; null when it never did. */
  factorAt: ColumnType<string | null, string | null | undefined, string | null>;
  /** An app secret being enrolled from this session, sealed; null when none is. */
  totpPendingSecret: ColumnType<string | null, string | null | undefined, string | null>;
  /** SHA-256 (hex) of the challenge of a passkey being added or proved; null when none is. */
  webauthnChallenge: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A one-time link to set an account's password; a newer link replaces the account's older ones. */
export interface StaffPasswordLinkTable {
  /** SHA-256 (hex) of the random token the link carries. */
  tokenHash: string;
  staffUserId: number;
  createdAt: string;
  /** ISO 8601 instant from which the link no longer works. */
  expiresAt: string;
  /** When the password was set with it; null while unused. */
  usedAt: string | null;
}

/** One recovery code of an account, each usable once; enrolling an app again replaces them. */
export interface StaffRecoveryCodeTable {
  id: Generated<number>;
  staffUserId: number;
  /** SHA-256 (hex) of the code as normaliseRecoveryCode writes it. */
  codeHash: string;
  usedAt: string | null;
}

/**
 * A single sign-on started in a browser and not yet back from the provider: what finishing it
 * needs, kept on the server. Used once (deleted as it is read) and within its time.
 */
export interface StaffSignInRequestTable {
  /** SHA-256 (hex) of the `state` sent to the provider. */
  stateHash: string;
  /** SHA-256 (hex) of the random value of the cookie of the browser that started it. */
  browserHash: string;
  nonce: string;
  /** The PKCE code verifier. */
  codeVerifier: string;
  /** The staff page (path and query) to come back to; its language is the answer's. */
  returnPath: string;
  createdAt: string;
  expiresAt: string;
}

/** One passkey (WebAuthn credential) of an account; it signs the person in alone. */
export interface StaffPasskeyTable {
  id: Generated<number>;
  staffUserId: number;
  /** base64url. */
  credentialId: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  /** A bigint: PostgreSQL answers it as text, SQLite as a number. */
  signCount: ColumnType<number | string, number, number>;
  /** Comma-separated transports the browser reported; '' when none. */
  transports: string;
  /** 1 when the passkey may be synced to the person's other devices. */
  backupEligible: number;
  /** 1 when it was, at its last use. */
  backedUp: number;
  /** The person's label for it. */
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/**
 * A challenge handed out for a sign-in with a passkey alone (no session holds it yet); deleted
 * when used, so it works once.
 */
export interface StaffPasskeyChallengeTable {
  /** SHA-256 (hex) of the base64url challenge. */
  challengeHash: string;
  expiresAt: string;
}

/**
 * One count of failed staff sign-ins (see STAFF_SIGN_IN_THROTTLE), or a client address trusted
 * for a name after a successful sign-in. Kept for typed usernames whether or not an account has
 * them; neither the name nor the address is stored in clear.
 */
export interface SignInThrottleTable {
  /** "name:", "source:" or "trusted:" followed by a SHA-256 in hex. */
  key: string;
  /** SHA-256 (hex) of the lower-cased username typed. */
  nameHash: string;
  failures: number;
  /** ISO 8601 instant before which sign-in under this key is refused; null when never held. */
  blockedUntil: string | null;
  /** The last failure, or for a trusted address the last sign-in. */
  updatedAt: string;
}

/**
 * This feature's tables by the names queries use; platform/database/schema.ts joins every
 * feature's into Database.
 */
export interface StaffTables {
  staffUser: StaffUserTable;
  staffSession: StaffSessionTable;
  staffPasswordLink: StaffPasswordLinkTable;
  staffRecoveryCode: StaffRecoveryCodeTable;
  staffSignInRequest: StaffSignInRequestTable;
  staffPasskey: StaffPasskeyTable;
  staffPasskeyChallenge: StaffPasskeyChallengeTable;
  signInThrottle: SignInThrottleTable;
}
