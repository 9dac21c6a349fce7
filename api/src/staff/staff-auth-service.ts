import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  SECOND_FACTOR_ROLES,
  STAFF_SESSION_ABSOLUTE_HOURS,
  STAFF_SESSION_IDLE_MINUTES,
  type SecondFactorKind,
  type SignInNextStep,
  type StaffRole,
} from '@court/contract';
import { staffSignInRequestSchema, tidyUsername } from '@court/contract/schemas';
import { recordAudit } from '../audit';
import { parseStoredRoles, type SignedInStaff } from '../platform/authorization';
import type { Clock } from '../platform/clock';
import type { Database } from '../platform/database/schema';
import type { StaffFirstFactor } from './staff-tables';
import type { StaffSessionStage } from '../platform/authorization';
import { ClientError } from '../platform/errors';
import { readBodyOrRefuse } from '../platform/read-with-schema';
import { listPasskeysOfUser } from './passkey-repository';
import { verifyPassword } from './passwords';
import {
  claimThrottledAttempt,
  hashUnknownName,
  recordThrottledFailure,
  recordThrottledSuccess,
  releaseThrottledAttempt,
  throttleKeysFor,
  throttleKeysForUnknownName,
  type ThrottleClaim,
  type ThrottleKeys,
} from './sign-in-throttle-service';
import {
  deleteExpiredStaffSessions,
  deleteStaffSession,
  findStaffSession,
  insertStaffSession,
  touchStaffSession,
} from './staff-session-repository';
import { findStaffUserByUsername, updateStaffLastSignIn } from './staff-user-repository';
import { sha256Hex } from '../platform/crypto/sha256';

export interface StaffAuthDeps {
  db: Kysely<Database>;
  clock: Clock;
}

export interface SignInDeps extends StaffAuthDeps {
  /** STAFF_SECOND_FACTOR_REQUIRED: accounts with SECOND_FACTOR_ROLES must have an app. */
  secondFactorRequired: boolean;
  /** LOCAL_SIGN_IN: passwords are accepted; false when staff sign in through the provider alone. */
  localSignIn: boolean;
  /** Keys the hashes kept of names typed that are no account's (hashUnknownName). */
  nameSecret: string;
}

/** About the request signing in: kept with the session and the audit row. */
export interface SignInContext {
  requestId: string;
  ip: string | null;
  userAgent: string | null;
  /** Raw id of a session the browser already carries; replaced by a fresh one. */
  previousSessionId: string | undefined;
}

/** A code of the court's own second factor: one from the authentication app, or a recovery code. */
export type SecondFactorCode = 'totp' | 'recovery-code';

/**
 * How a complete sign-in was proved, as its audit row says: its first factor (a password, the
 * court's single sign-on, or a passkey, which is both), then the court's own second factor when
 * one was asked for.
 */
export type SignInMethod = StaffFirstFactor | `${StaffFirstFactor}+${SecondFactorCode | 'passkey'}`;

export type SignInOutcome =
  | { kind: 'signed-in'; user: SignedInStaff; sessionId: string }
  /**
   * The password was right; the session waits for this step before it can do anything else. At
   * `factor`, `factors` are those the account has.
   */
  | {
      kind: 'next-step';
      next: SignInNextStep['next'];
      factors: SecondFactorKind[];
      username: string;
      sessionId: string;
    }
  /** Wrong username or password, or a disabled account. */
  | { kind: 'failed'; username: string }
  /** Too many recent failures for this name: not checked; try again after retryAfterSeconds. */
  | { kind: 'slowed'; username: string; retryAfterSeconds: number };

const MINUTE_MS = 60_000;
const IDLE_MS = STAFF_SESSION_IDLE_MINUTES * MINUTE_MS;
const ABSOLUTE_MS = STAFF_SESSION_ABSOLUTE_HOURS * 60 * MINUTE_MS;
// last_seen_at is written at most this often, so a busy session does not write on every request;
// the idle timeout is therefore precise to within this interval.
const TOUCH_INTERVAL_MS = MINUTE_MS;
// 32 random bytes in base64url.
const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * What logs and the audit trail keep of a name typed at sign-in that matches no account: people
 * type passwords into the username field, so only its length and a short keyed hash are kept,
 * enough to see one name tried again and again, and useless for testing guesses without the
 * server's secret.
 */
export function maskUnknownUsername(secret: string, typed: string): string {
  return `unknown(${typed.length} chars, ${hashUnknownName(secret, typed).slice(0, 12)})`;
}

/** What the database keeps of a session id: its SHA-256, so the table holds no usable cookie. */
export function hashSessionId(sessionId: string): string {
  return sha256Hex(sessionId);
}

/** A new random session id, as the cookie carries it. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Where a session starts once its first factor is proved (a password, or a single sign-on
 * without the provider's own second factor): an account with a second factor (`factors`: an app,
 * passkeys) proves one; one whose roles need a second factor sets one up first, when the court
 * requires it.
 */
export function stageAfterFirstFactor(
  account: { factors: readonly SecondFactorKind[]; roles: readonly StaffRole[] },
  secondFactorRequired: boolean,
): StaffSessionStage {
  if (account.factors.length > 0) return 'factor';
  const needsOne = account.roles.some((role) => SECOND_FACTOR_ROLES.includes(role));
  return secondFactorRequired && needsOne ? 'enrol' : 'complete';
}

/** The second factors an account has: its app, and its passkeys. */
export async function secondFactorsOf(
  db: Kysely<Database>,
  account: { id: number; totpSecret: string | null },
): Promise<SecondFactorKind[]> {
  const hasPasskey = (await listPasskeysOfUser(db, account.id)).length > 0;
  return [
    ...(account.totpSecret !== null ? (['app'] as const) : []),
    ...(hasPasskey ? (['passkey'] as const) : []),
  ];
}

/**
 * A failed sign-in, in its own committed transaction: audited as staff.sign-in-failed with
 * `details` (what the row says of the attempt) and, when a name is known to count it under (one
 * was typed, or the passkey's account is known), counted by the throttle.
 */
export async function recordFailedSignIn(
  deps: StaffAuthDeps,
  failure: {
    requestId: string;
    details: Record<string, unknown>;
    counted: { claim: ThrottleClaim; shownName: string; accountUsername: string | null } | null;
  },
): Promise<void> {
  const context = { actor: null, requestId: failure.requestId };
  await deps.db.transaction().execute(async (trx) => {
    await recordAudit(trx, deps.clock, context, {
      action: 'staff.sign-in-failed',
      details: failure.details,
    });
    if (failure.counted === null) return;
    const { claim, shownName, accountUsername } = failure.counted;
    await recordThrottledFailure(trx, deps.clock, claim, { context, shownName, accountUsername });
  });
}

/**
 * What every complete sign-in records, in its transaction: the name's failure counts are cleared
 * and this address trusted for it, the account's last sign-in, and the audit row with the method
 * (and any further facts of it). Until then a right password clears nothing, or knowing it would
 * also wipe the count of wrong codes.
 */
export async function recordCompleteSignIn(
  trx: Kysely<Database>,
  clock: Clock,
  signIn: { userId: number; username: string; keys: ThrottleKeys; requestId: string },
  method: SignInMethod,
  details: Record<string, unknown> = {},
): Promise<void> {
  const now = clock.now();
  await recordThrottledSuccess(trx, signIn.keys, now);
  await updateStaffLastSignIn(trx, signIn.userId, now.toISOString());
  await recordAudit(
    trx,
    clock,
    { actor: signIn.username, requestId: signIn.requestId },
    {
      action: 'staff.sign-in',
      subjectType: 'staff_user',
      subjectId: signIn.username,
      details: { method, ...details },
    },
  );
}

/** A session about to open: whose, how its first factor was proved, and where it starts. */
export interface NewStaffSession {
  userId: number;
  firstFactor: StaffFirstFactor;
  stage: StaffSessionStage;
  /**
   * When a second factor was proved with the first (the provider's, or a passkey's), ISO 8601;
   * else null.
   */
  factorAt: string | null;
}

/**
 * Opens a session once a first factor is proved, in the caller's transaction: the session the
 * browser carried is replaced (so an id planted before the sign-in is worth nothing after it),
 * sessions nobody will use again are swept, and the new one is stored at its stage. Returns the
 * raw id for the cookie; only its hash is stored.
 */
export async function openStaffSession(
  trx: Kysely<Database>,
  clock: Clock,
  session: NewStaffSession,
  context: SignInContext,
): Promise<string> {
  const now = clock.now();
  const nowIso = now.toISOString();
  const sessionId = newSessionId();
  if (context.previousSessionId !== undefined) {
    await deleteStaffSession(trx, hashSessionId(context.previousSessionId));
  }
  // Sign-in is rare enough to carry the sweep of sessions nobody will use again.
  await deleteExpiredStaffSessions(trx, nowIso, new Date(now.getTime() - IDLE_MS).toISOString());
  await insertStaffSession(trx, {
    idHash: hashSessionId(sessionId),
    staffUserId: session.userId,
    createdAt: nowIso,
    lastSeenAt: nowIso,
    expiresAt: new Date(now.getTime() + ABSOLUTE_MS).toISOString(),
    ip: context.ip,
    userAgent: context.userAgent?.slice(0, 256) ?? null,
    stage: session.stage,
    firstFactor: session.firstFactor,
    factorAt: session.factorAt,
  });
  return sessionId;
}

/**
 * Checks a username and password and, when right, opens a new session (rotating away any session
 * the browser carried): complete, or waiting for a second factor (stageAfterFirstFactor). Complete
 * sign-ins and failures are audited; passwords never are. An unknown user, and an account whose
 * password is not set yet, cost the same argon2 work as a known one and get the same 'failed'.
 * Failures slow further attempts at the same name (see sign-in-throttle-service); while held, an
 * attempt is answered 'slowed' without checking the password, alike for known and unknown names.
 * A complete sign-in is kept as the account's last. While LOCAL_SIGN_IN is off, every attempt is
 * refused (403) before anything is read.
 */
export async function signIn(
  deps: SignInDeps,
  input: unknown,
  context: SignInContext,
): Promise<SignInOutcome> {
  if (!deps.localSignIn) throw new ClientError(403, 'staff.passwordSignInOff');
  const credentials = readBodyOrRefuse(staffSignInRequestSchema, input, 'body.invalid');
  const username = tidyUsername(credentials.username);
  const { password } = credentials;
  const user = await findStaffUserByUsername(deps.db, username);
  // An account's name may be written down; anything else typed there may be a password.
  const shownName = user ? user.username : maskUnknownUsername(deps.nameSecret, username);
  const keys = user
    ? throttleKeysFor(user.username, context.ip)
    : throttleKeysForUnknownName(deps.nameSecret, username, context.ip);

  // Held attempts are refused unaudited: a row each would let a guesser flood the audit log.
  // Counted for every name typed, an account's or not, so the answers cannot tell them apart.
  const claimed = await claimThrottledAttempt(deps.db, deps.clock, keys);
  if (claimed.kind === 'slowed') {
    return { kind: 'slowed', username: shownName, retryAfterSeconds: claimed.retryAfterSeconds };
  }
  const { claim } = claimed;

  const passwordMatches = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !passwordMatches || user.disabled === 1) {
    await recordFailedSignIn(deps, {
      requestId: context.requestId,
      details: { username: shownName },
      counted: { claim, shownName, accountUsername: user?.username ?? null },
    });
    return { kind: 'failed', username: shownName };
  }

  const roles = parseStoredRoles(user.roles);
  const factors = await secondFactorsOf(deps.db, user);
  const stage = stageAfterFirstFactor({ factors, roles }, deps.secondFactorRequired);
  const sessionId = await deps.db.transaction().execute(async (trx) => {
    const opened = await openStaffSession(
      trx,
      deps.clock,
      { userId: user.id, firstFactor: 'password', stage, factorAt: null },
      context,
    );
    if (stage === 'complete') {
      await recordCompleteSignIn(
        trx,
        deps.clock,
        { userId: user.id, username: user.username, keys, requestId: context.requestId },
        'password',
      );
    }
    return opened;
  });
  if (stage !== 'complete') {
    // Until the second factor, a right password clears nothing (see recordCompleteSignIn).
    await releaseThrottledAttempt(deps.db, claim);
    return { kind: 'next-step', next: stage, factors, username: user.username, sessionId };
  }
  return {
    kind: 'signed-in',
    user: {
      id: user.id,
      username: user.username,
      displayName: user.displayName,
      roles,
      secondFactor: false,
    },
    sessionId,
  };
}

/** A live session: its stored id, how far it is through sign-in, and whose it is. */
export interface LiveSession {
  idHash: string;
  stage: StaffSessionStage;
  /** When the session last proved a second factor, ISO 8601; null when never. */
  factorAt: string | null;
  user: SignedInStaff;
}

/**
 * Whether a session may still serve at `now`: before its absolute end and used within the idle
 * time. Dead sessions are deleted when next met or at the next sign-in's sweep.
 */
export function isSessionAlive(
  session: { lastSeenAt: string; expiresAt: string },
  now: Date,
): boolean {
  return (
    new Date(session.expiresAt).getTime() > now.getTime() &&
    now.getTime() - new Date(session.lastSeenAt).getTime() < IDLE_MS
  );
}

/**
 * The session behind an id from a cookie, or null when the id is malformed, unknown, idle for
 * STAFF_SESSION_IDLE_MINUTES, past STAFF_SESSION_ABSOLUTE_HOURS or of a disabled account. A dead
 * session is deleted; a live one has its last-seen time moved forward.
 */
export async function resolveSession(
  deps: StaffAuthDeps,
  sessionId: string | undefined,
): Promise<LiveSession | null> {
  if (sessionId === undefined || !SESSION_ID_PATTERN.test(sessionId)) return null;
  const idHash = hashSessionId(sessionId);
  const session = await findStaffSession(deps.db, idHash);
  if (!session) return null;
  const now = deps.clock.now();
  const lastSeen = new Date(session.lastSeenAt).getTime();
  if (session.disabled !== 0 || !isSessionAlive(session, now)) {
    await deleteStaffSession(deps.db, idHash);
    return null;
  }
  if (now.getTime() - lastSeen >= TOUCH_INTERVAL_MS) {
    await touchStaffSession(deps.db, idHash, now.toISOString());
  }
  return {
    idHash,
    stage: session.stage,
    factorAt: session.factorAt,
    user: {
      id: session.userId,
      username: session.username,
      displayName: session.displayName,
      roles: parseStoredRoles(session.roles),
      secondFactor: session.totpEnrolledAt !== null || session.hasPasskey,
    },
  };
}

/**
 * Ends the session behind a cookie's id, if any; audited when it belonged to a signed-in user.
 * Calling it again, or without a session, does nothing.
 */
export async function signOut(
  deps: StaffAuthDeps,
  sessionId: string | undefined,
  user: SignedInStaff | null,
  requestId: string,
): Promise<void> {
  if (sessionId === undefined || !SESSION_ID_PATTERN.test(sessionId)) return;
  await deps.db.transaction().execute(async (trx) => {
    const existed = await deleteStaffSession(trx, hashSessionId(sessionId));
    if (!existed || !user) return;
    await recordAudit(
      trx,
      deps.clock,
      { actor: user.username, requestId },
      { action: 'staff.sign-out', subjectType: 'staff_user', subjectId: user.username },
    );
  });
}
