import { createHmac } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { Kysely } from 'kysely';
import { STAFF_SIGN_IN_THROTTLE, type StaffThrottleRule } from '@court/contract';
import { recordAudit, type AuditContext } from '../audit';
import type { Clock } from '../platform/clock';
import type { Database } from '../platform/database/schema';
import {
  blockSignInThrottle,
  claimSignInAttempt,
  deleteSignInThrottles,
  deleteSignInThrottlesOfName,
  deleteStaleSignInThrottles,
  findSignInThrottles,
  listBlockedNames,
  releaseSignInAttempt,
  upsertSignInTrust,
} from './sign-in-throttle-repository';
import { sha256Hex } from '../platform/crypto/sha256';

/**
 * Failed staff sign-ins slow further attempts with growing waits, counted per typed username
 * (whether or not an account has it, so known and unknown names behave alike) and per username
 * and client address. Nothing here locks an account: the per-name waits stay short, and an
 * address the owner signed in from is not held by them at all. Each attempt is counted before
 * its password or code is checked (claimThrottledAttempt), so attempts sent at once are checked
 * no more often than attempts sent one after another.
 */

const SECOND_MS = 1000;
const HOUR_MS = 60 * 60 * SECOND_MS;
const FORGET_MS = STAFF_SIGN_IN_THROTTLE.forgetAfterHours * HOUR_MS;
const TRUST_MS = STAFF_SIGN_IN_THROTTLE.trustedSourceDays * 24 * HOUR_MS;
const TRUSTED_PREFIX = 'trusted:';

/** The rows one sign-in attempt reads and writes. */
export interface ThrottleKeys {
  nameHash: string;
  /** Failures of this name from anywhere. */
  nameKey: string;
  /** Failures of this name from this client address. */
  sourceKey: string;
  /** Present while this address signed in to this name recently. */
  trustedKey: string;
  /** The address as counted (an IPv6 address by its /64), for the audit trail. */
  source: string;
}

type Scope = 'source' | 'name';

/** SHA-256 of a username as sign-in reads it (trimmed, lower-cased). */
export function hashUsername(username: string): string {
  return sha256Hex(username);
}

/**
 * The address a count belongs to: IPv4 as it is, an IPv4-mapped IPv6 address as its IPv4, and
 * other IPv6 addresses by their /64, since one subscriber usually holds a whole /64 and could
 * otherwise start a fresh count with every address in it.
 */
export function throttleSource(ip: string | null): string {
  if (ip === null || ip === '') return 'unknown';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1] !== undefined) return mapped[1];
  const address = ip.split('%')[0] ?? ip;
  if (!isIPv6(address)) return ip;
  const [head = '', tail] = address.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  // An embedded IPv4 address at the end fills two groups.
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const tailLength = tailGroups.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0);
  const zeros =
    tail === undefined ? [] : Array<string>(8 - headGroups.length - tailLength).fill('0');
  const prefix = [...headGroups, ...zeros, ...tailGroups]
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}

/**
 * What is kept of a name typed at sign-in that is no account's, which may be a password typed
 * in the wrong box: an HMAC under a server secret, so the stored hash cannot be tested against
 * guesses without it.
 */
export function hashUnknownName(secret: string, typed: string): string {
  return createHmac('sha256', secret).update(`staff-sign-in-name:${typed}`).digest('hex');
}

/** The keys of a sign-in attempt at this account's username from this address. */
export function throttleKeysFor(username: string, ip: string | null): ThrottleKeys {
  return throttleKeysOfName(hashUsername(username), ip);
}

/** The keys of an attempt at a name no account has (see hashUnknownName). */
export function throttleKeysForUnknownName(
  secret: string,
  typed: string,
  ip: string | null,
): ThrottleKeys {
  return throttleKeysOfName(hashUnknownName(secret, typed), ip);
}

function throttleKeysOfName(nameHash: string, ip: string | null): ThrottleKeys {
  const source = throttleSource(ip);
  const pairHash = sha256Hex(`${nameHash}|${source}`);
  return {
    nameHash,
    nameKey: `name:${nameHash}`,
    sourceKey: `source:${pairHash}`,
    trustedKey: `${TRUSTED_PREFIX}${pairHash}`,
    source,
  };
}

/** Seconds to wait after the given number of failures under a rule; 0 while they are free. */
export function delayAfterFailures(rule: StaffThrottleRule, failures: number): number {
  if (failures <= rule.freeFailures) return 0;
  const doublings = failures - rule.freeFailures - 1;
  return Math.min(rule.maxDelaySeconds, rule.firstDelaySeconds * 2 ** doublings);
}

interface ThrottleState {
  /** Milliseconds until an attempt may be checked; 0 or less when it may now. */
  waitMs: number;
  /** This address signed in to this name recently: the per-name count does not hold it. */
  isTrusted: boolean;
}

async function throttleState(
  db: Kysely<Database>,
  keys: ThrottleKeys,
  now: Date,
): Promise<ThrottleState> {
  const rows = await findSignInThrottles(db, [keys.sourceKey, keys.nameKey, keys.trustedKey]);
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const trustedAt = byKey.get(keys.trustedKey)?.updatedAt;
  const isTrusted =
    trustedAt !== undefined && new Date(trustedAt).getTime() > now.getTime() - TRUST_MS;
  const holding = [keys.sourceKey, ...(isTrusted ? [] : [keys.nameKey])]
    .map((key) => byKey.get(key)?.blockedUntil)
    .map((until) => (until ? new Date(until).getTime() - now.getTime() : 0));
  return { waitMs: Math.max(0, ...holding), isTrusted };
}

/** An attempt counted under its keys before it is checked; answer it with one of the record calls. */
export interface ThrottleClaim {
  keys: ThrottleKeys;
  /** The count of each key with this attempt. */
  counts: { scope: Scope; key: string; rule: StaffThrottleRule; failures: number }[];
  /** Until when a key is held while this attempt, past its free ones, is being checked. */
  provisionalHold: string;
}

export type ClaimOutcome =
  | { kind: 'claimed'; claim: ThrottleClaim }
  /** Held: not counted and not to be checked; whole seconds until an attempt may be. */
  | { kind: 'slowed'; retryAfterSeconds: number };

/** No check takes this long: a provisional hold left by a process that died lapses by then. */
const PROVISIONAL_HOLD_MS = 60 * SECOND_MS;

class HeldMeanwhile extends Error {}

/**
 * Counts an attempt under its keys before its password, code or passkey is checked, each key in
 * one statement that refuses it while the key is held; an attempt past a key's free failures
 * holds the key until it is answered. All or nothing: an attempt refused by one key is counted
 * under none. While held, 'slowed' with the seconds to wait.
 */
export async function claimThrottledAttempt(
  db: Kysely<Database>,
  clock: Clock,
  keys: ThrottleKeys,
): Promise<ClaimOutcome> {
  const now = clock.now();
  const slowed = (waitMs: number): ClaimOutcome => ({
    kind: 'slowed',
    retryAfterSeconds: Math.max(1, Math.ceil(waitMs / SECOND_MS)),
  });
  const state = await throttleState(db, keys, now);
  if (state.waitMs > 0) return slowed(state.waitMs);

  const nowIso = now.toISOString();
  const forgetBefore = new Date(now.getTime() - FORGET_MS).toISOString();
  const provisionalHold = new Date(now.getTime() + PROVISIONAL_HOLD_MS).toISOString();
  const rules: [Scope, string, StaffThrottleRule, boolean][] = [
    ['source', keys.sourceKey, STAFF_SIGN_IN_THROTTLE.perSource, true],
    ['name', keys.nameKey, STAFF_SIGN_IN_THROTTLE.perName, !state.isTrusted],
  ];
  try {
    const counts = await db.transaction().execute(async (trx) => {
      const counted: ThrottleClaim['counts'] = [];
      for (const [scope, key, rule, holds] of rules) {
        const failures = await claimSignInAttempt(trx, {
          key,
          nameHash: keys.nameHash,
          now: nowIso,
          forgetBefore,
          freeFailures: rule.freeFailures,
          holds,
          provisionalHold,
        });
        if (failures === null) throw new HeldMeanwhile();
        counted.push({ scope, key, rule, failures });
      }
      return counted;
    });
    return { kind: 'claimed', claim: { keys, counts, provisionalHold } };
  } catch (error) {
    if (!(error instanceof HeldMeanwhile)) throw error;
    // Another attempt took the hold between the read and the count.
    return slowed((await throttleState(db, keys, now)).waitMs);
  }
}

/**
 * Takes back the count of an attempt that was right but completes nothing yet (a right password
 * before the second factor), so it neither counts as a failure nor holds the next step.
 */
export async function releaseThrottledAttempt(
  db: Kysely<Database>,
  claim: ThrottleClaim,
): Promise<void> {
  for (const { key } of claim.counts) await releaseSignInAttempt(db, key, claim.provisionalHold);
}

/** What the audit trail says of the name typed: the account's name, or a mask of it. */
export interface ThrottleAuditSubject {
  context: AuditContext;
  shownName: string;
  /** The account's username when the name is an account's. */
  accountUsername: string | null;
}

/**
 * Answers a claimed attempt that failed: each key whose count has passed its free failures is
 * held for its growing wait (replacing the attempt's provisional hold), and a key that becomes
 * held is audited as staff.sign-in-throttled. Also sweeps counts idle for
 * STAFF_SIGN_IN_THROTTLE.forgetAfterHours. Pass the failure's transaction.
 */
export async function recordThrottledFailure(
  db: Kysely<Database>,
  clock: Clock,
  claim: ThrottleClaim,
  subject: ThrottleAuditSubject,
): Promise<void> {
  const now = clock.now();
  await deleteStaleSignInThrottles(
    db,
    TRUSTED_PREFIX,
    new Date(now.getTime() - FORGET_MS).toISOString(),
    new Date(now.getTime() - TRUST_MS).toISOString(),
  );
  for (const { scope, key, rule, failures } of claim.counts) {
    const delaySeconds = delayAfterFailures(rule, failures);
    if (delaySeconds === 0) continue;
    await blockSignInThrottle(
      db,
      key,
      new Date(now.getTime() + delaySeconds * SECOND_MS).toISOString(),
      claim.provisionalHold,
    );
    await recordAudit(db, clock, subject.context, {
      action: 'staff.sign-in-throttled',
      ...(subject.accountUsername !== null && {
        subjectType: 'staff_user',
        subjectId: subject.accountUsername,
      }),
      details: {
        username: subject.shownName,
        scope,
        ...(scope === 'source' && { source: claim.keys.source }),
        failures,
        delaySeconds,
      },
    });
  }
}

/**
 * After a successful sign-in: forgets the failures of the name and of this address, and trusts
 * this address for the name for STAFF_SIGN_IN_THROTTLE.trustedSourceDays. Pass the sign-in's
 * transaction.
 */
export async function recordThrottledSuccess(
  db: Kysely<Database>,
  keys: ThrottleKeys,
  now: Date,
): Promise<void> {
  await deleteSignInThrottles(db, [keys.sourceKey, keys.nameKey]);
  await upsertSignInTrust(db, keys.trustedKey, keys.nameHash, now.toISOString());
}

/** Clears every count and trusted address of a username (a password reset). */
export async function clearSignInThrottle(db: Kysely<Database>, username: string): Promise<void> {
  await deleteSignInThrottlesOfName(db, hashUsername(username));
}

/** For each of the usernames whose sign-in is held after `now`, until when. */
export async function findSlowedSignIns(
  db: Kysely<Database>,
  usernames: readonly string[],
  now: Date,
): Promise<Map<string, string>> {
  const byHash = new Map(usernames.map((username) => [hashUsername(username), username]));
  const rows = await listBlockedNames(db, [...byHash.keys()], now.toISOString());
  return new Map(
    rows.flatMap((row) => {
      const username = byHash.get(row.nameHash);
      return username === undefined ? [] : [[username, row.blockedUntil] as const];
    }),
  );
}
