import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  STAFF_LOCKOUT_FAILURES,
  STAFF_LOCKOUT_MINUTES,
  STAFF_SESSION_ABSOLUTE_HOURS,
  STAFF_SESSION_IDLE_MINUTES,
} from '@court/contract';
import { MAX_PASSWORD_LENGTH, verifyPassword } from '../auth/passwords';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import {
  deleteExpiredStaffSessions,
  deleteStaffSession,
  findStaffSession,
  insertStaffSession,
  touchStaffSession,
} from '../repositories/staff-session-repository';
import {
  clearFailedAttempts,
  findStaffUserByUsername,
  incrementFailedAttempts,
  lockStaffUser,
} from '../repositories/staff-user-repository';
import { recordAudit } from './audit-service';
import { parseStoredRoles, type SignedInStaff } from './authorization';
import { ClientError } from './errors';

export interface StaffAuthDeps {
  db: Kysely<Database>;
  clock: Clock;
}

/** About the request signing in: kept with the session and the audit row. */
export interface SignInContext {
  requestId: string;
  ip: string | null;
  userAgent: string | null;
  /** Raw id of a session the browser already carries; replaced by a fresh one. */
  previousSessionId: string | undefined;
}

export type SignInOutcome =
  | { kind: 'signed-in'; user: SignedInStaff; sessionId: string; expiresAt: Date }
  /** Wrong username or password, or a disabled account; lockedNow when this failure locked it. */
  | { kind: 'failed'; username: string; lockedNow: boolean }
  | { kind: 'locked'; username: string };

const MINUTE_MS = 60_000;
const IDLE_MS = STAFF_SESSION_IDLE_MINUTES * MINUTE_MS;
const ABSOLUTE_MS = STAFF_SESSION_ABSOLUTE_HOURS * 60 * MINUTE_MS;
const LOCKOUT_MS = STAFF_LOCKOUT_MINUTES * MINUTE_MS;
// last_seen_at is written at most this often, so a busy session does not write on every request;
// the idle timeout is therefore precise to within this interval.
const TOUCH_INTERVAL_MS = MINUTE_MS;
// 32 random bytes in base64url.
const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const MAX_USERNAME_LENGTH = 64;

/** What the database keeps of a session id: its SHA-256, so the table holds no usable cookie. */
export function hashSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
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
 * the browser carried). Every outcome is audited; passwords never are. An unknown user costs the
 * same argon2 work as a known one. After STAFF_LOCKOUT_FAILURES consecutive failures the account
 * is locked for STAFF_LOCKOUT_MINUTES, during which even the right password is refused.
 */
export async function signIn(
  deps: StaffAuthDeps,
  input: unknown,
  context: SignInContext,
): Promise<SignInOutcome> {
  const { username, password } = readCredentials(input);
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  const audit = { actor: null, requestId: context.requestId };
  const user = await findStaffUserByUsername(deps.db, username);

  if (user?.lockedUntil && user.lockedUntil > nowIso) {
    await recordAudit(deps.db, deps.clock, audit, {
      action: 'staff.sign-in-failed',
      subjectType: 'staff_user',
      subjectId: user.username,
      details: { username, reason: 'locked' },
    });
    return { kind: 'locked', username };
  }

  const passwordMatches = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !passwordMatches || user.disabled === 1) {
    let lockedNow = false;
    await deps.db.transaction().execute(async (trx) => {
      await recordAudit(trx, deps.clock, audit, {
        action: 'staff.sign-in-failed',
        details: { username },
      });
      // A disabled account is refused whatever the password; counting would only lock it.
      if (!user || user.disabled === 1) return;
      const failures = await incrementFailedAttempts(trx, user.id, nowIso);
      if (failures < STAFF_LOCKOUT_FAILURES) return;
      lockedNow = true;
      await lockStaffUser(trx, user.id, new Date(now.getTime() + LOCKOUT_MS).toISOString(), nowIso);
      await recordAudit(trx, deps.clock, audit, {
        action: 'staff.lockout',
        subjectType: 'staff_user',
        subjectId: user.username,
        details: { failures, minutes: STAFF_LOCKOUT_MINUTES },
      });
    });
    return { kind: 'failed', username, lockedNow };
  }

  const sessionId = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ABSOLUTE_MS);
  await deps.db.transaction().execute(async (trx) => {
    if (context.previousSessionId !== undefined) {
      await deleteStaffSession(trx, hashSessionId(context.previousSessionId));
    }
    // Sign-in is rare enough to carry the sweep of sessions nobody will use again.
    await deleteExpiredStaffSessions(trx, nowIso, new Date(now.getTime() - IDLE_MS).toISOString());
    await clearFailedAttempts(trx, user.id, nowIso);
    await insertStaffSession(trx, {
      idHash: hashSessionId(sessionId),
      staffUserId: user.id,
      createdAt: nowIso,
      lastSeenAt: nowIso,
      expiresAt: expiresAt.toISOString(),
      ip: context.ip,
      userAgent: context.userAgent?.slice(0, 256) ?? null,
    });
    await recordAudit(
      trx,
      deps.clock,
      { actor: user.username, requestId: context.requestId },
      { action: 'staff.sign-in', subjectType: 'staff_user', subjectId: user.username },
    );
  });
  return {
    kind: 'signed-in',
    user: {
      id: user.id,
      username: user.username,
      displayName: user.displayName,
      roles: parseStoredRoles(user.roles),
    },
    sessionId,
    expiresAt,
  };
}

/**
 * The staff member behind a session id from a cookie, or null when the id is malformed, unknown,
 * idle for STAFF_SESSION_IDLE_MINUTES, past STAFF_SESSION_ABSOLUTE_HOURS or of a disabled account.
 * A dead session is deleted; a live one has its last-seen time moved forward.
 */
export async function resolveSession(
  deps: StaffAuthDeps,
  sessionId: string | undefined,
): Promise<SignedInStaff | null> {
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
    id: session.userId,
    username: session.username,
    displayName: session.displayName,
    roles: parseStoredRoles(session.roles),
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
