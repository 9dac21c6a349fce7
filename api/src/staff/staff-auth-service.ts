import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  MAX_PASSWORD_LENGTH,
  SECOND_FACTOR_ROLES,
  STAFF_SESSION_ABSOLUTE_HOURS,
  STAFF_SESSION_IDLE_MINUTES,
  type SecondFactorKind,
  type SignInNextStep,
  type StaffRole,
} from '@court/contract';
import { recordAudit } from '../audit';
import { parseStoredRoles, type SignedInStaff } from '../platform/authorization';
import type { Clock } from '../platform/clock';
import type { Database, StaffSessionStage } from '../platform/database/schema';
import { ClientError } from '../platform/errors';
import { listPasskeysOfUser } from './passkey-repository';
import { verifyPassword } from './passwords';
import {
  recordThrottledFailure,
  recordThrottledSuccess,
  secondsUntilAllowed,
  throttleKeysFor,
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

export interface StaffAuthDeps {
  db: Kysely<Database>;
  clock: Clock;
}

export interface SignInDeps extends StaffAuthDeps {
  /** STAFF_SECOND_FACTOR_REQUIRED: accounts with SECOND_FACTOR_ROLES must have an app. */
  secondFactorRequired: boolean;
}

/** About the request signing in: kept with the session and the audit row. */
export interface SignInContext {
  requestId: string;
  ip: string | null;
  userAgent: string | null;
  /** Raw id of a session the browser already carries; replaced by a fresh one. */
  previousSessionId: string | undefined;
}

/** How a complete sign-in was proved, as its audit row says. */
export type SignInMethod =
  'password' | 'password+totp' | 'password+recovery-code' | 'password+passkey' | 'passkey';

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
const MAX_USERNAME_LENGTH = 64;

/**
 * What logs and the audit trail keep of a name typed at sign-in that matches no account: people
 * type passwords into the username field, so only its length and a short hash are kept, enough
 * to see one name tried again and again.
 */
export function maskUnknownUsername(typed: string): string {
  const digest = createHash('sha256').update(typed).digest('hex').slice(0, 12);
  return `unknown(${typed.length} chars, ${digest})`;
}

/** What the database keeps of a session id: its SHA-256, so the table holds no usable cookie. */
export function hashSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}

/** A new random session id, as the cookie carries it. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Where a session starts once the password is right: an account with a second factor (`factors`:
 * an app, passkeys) proves one; one whose roles need a second factor sets one up first, when the
 * court requires it.
 */
function stageAfterPassword(
  account: { factors: readonly SecondFactorKind[]; roles: readonly StaffRole[] },
  secondFactorRequired: boolean,
): StaffSessionStage {
  if (account.factors.length > 0) return 'factor';
  const needsOne = account.roles.some((role) => SECOND_FACTOR_ROLES.includes(role));
  return secondFactorRequired && needsOne ? 'enrol' : 'complete';
}

/** The second factors an account has: its app, and its passkeys. */
async function secondFactorsOf(
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
 * Opens a new session for an account, at `stage`, in the caller's transaction; returns its id
 * for the cookie. The session the browser carried, if any, ends: a sign-in never keeps an id
 * someone else may have planted. `factorAt` is when a second factor was proved, for a sign-in
 * that proved one (a passkey).
 */
export async function openStaffSession(
  trx: Kysely<Database>,
  clock: Clock,
  session: { userId: number; stage: StaffSessionStage; factorAt: string | null },
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
    factorAt: session.factorAt,
  });
  return sessionId;
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
    counted: { keys: ThrottleKeys; shownName: string; accountUsername: string | null } | null;
  },
): Promise<void> {
  const context = { actor: null, requestId: failure.requestId };
  await deps.db.transaction().execute(async (trx) => {
    await recordAudit(trx, deps.clock, context, {
      action: 'staff.sign-in-failed',
      details: failure.details,
    });
    if (failure.counted === null) return;
    const { keys, shownName, accountUsername } = failure.counted;
    await recordThrottledFailure(trx, deps.clock, keys, { context, shownName, accountUsername });
  });
}

/**
 * What every complete sign-in records, in its transaction: the name's failure counts are cleared
 * and this address trusted for it, the account's last sign-in, and the audit row with the method.
 * Until then a right password clears nothing, or knowing it would also wipe the count of wrong
 * codes.
 */
export async function recordCompleteSignIn(
  trx: Kysely<Database>,
  clock: Clock,
  signIn: { userId: number; username: string; keys: ThrottleKeys; requestId: string },
  method: SignInMethod,
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
      details: { method },
    },
  );
}

function readCredentials(input: unknown): { username: string; password: string } {
  if (typeof input === 'object' && input !== null && !Array.isArray(input)) {
    const { username, password } = input as Record<string, unknown>;
    if (
      typeof username === 'string' &&
      typeof password === 'string' &&
      username.trim() !== '' &&
      password !== '' &&
      username.length <= MAX_USERNAME_LENGTH * 2 &&
      password.length <= MAX_PASSWORD_LENGTH
    ) {
      return { username: username.trim().toLowerCase(), password };
    }
  }
  throw new ClientError(400, 'body.invalid');
}

/**
 * Checks a username and password and, when right, opens a new session (rotating away any session
 * the browser carried): complete, or waiting for a second factor (stageAfterPassword). Complete
 * sign-ins and failures are audited; passwords never are. An unknown user, and an account whose
 * password is not set yet, cost the same argon2 work as a known one and get the same 'failed'.
 * Failures slow further attempts at the same name (see sign-in-throttle-service); while held, an
 * attempt is answered 'slowed' without checking the password, alike for known and unknown names.
 * A complete sign-in is kept as the account's last.
 */
export async function signIn(
  deps: SignInDeps,
  input: unknown,
  context: SignInContext,
): Promise<SignInOutcome> {
  const { username, password } = readCredentials(input);
  const now = deps.clock.now();
  const user = await findStaffUserByUsername(deps.db, username);
  // An account's name may be written down; anything else typed there may be a password.
  const shownName = user ? user.username : maskUnknownUsername(username);
  const keys = throttleKeysFor(username, context.ip);

  // Held attempts are refused unaudited: a row each would let a guesser flood the audit log.
  const retryAfterSeconds = await secondsUntilAllowed(deps.db, keys, now);
  if (retryAfterSeconds > 0) return { kind: 'slowed', username: shownName, retryAfterSeconds };

  const passwordMatches = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !passwordMatches || user.disabled === 1) {
    // Counted for every name typed, an account's or not, so the answers cannot tell them apart.
    await recordFailedSignIn(deps, {
      requestId: context.requestId,
      details: { username: shownName },
      counted: { keys, shownName, accountUsername: user?.username ?? null },
    });
    return { kind: 'failed', username: shownName };
  }

  const roles = parseStoredRoles(user.roles);
  const factors = await secondFactorsOf(deps.db, user);
  const stage = stageAfterPassword({ factors, roles }, deps.secondFactorRequired);
  const sessionId = await deps.db.transaction().execute(async (trx) => {
    const opened = await openStaffSession(
      trx,
      deps.clock,
      { userId: user.id, stage, factorAt: null },
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
  user: SignedInStaff;
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
  const alive =
    session.disabled === 0 &&
    new Date(session.expiresAt).getTime() > now.getTime() &&
    now.getTime() - lastSeen < IDLE_MS;
  if (!alive) {
    await deleteStaffSession(deps.db, idHash);
    return null;
  }
  if (now.getTime() - lastSeen >= TOUCH_INTERVAL_MS) {
    await touchStaffSession(deps.db, idHash, now.toISOString());
  }
  return {
    idHash,
    stage: session.stage,
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
