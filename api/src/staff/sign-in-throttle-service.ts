import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { Kysely } from 'kysely';
import { STAFF_SIGN_IN_THROTTLE, type StaffThrottleRule } from '@court/contract';
import { recordAudit, type AuditContext } from '../audit';
import type { Clock } from '../platform/clock';
import type { Database } from '../platform/database/schema';
import {
  blockSignInThrottle,
  countSignInFailure,
  deleteSignInThrottles,
  deleteSignInThrottlesOfName,
  deleteStaleSignInThrottles,
  findSignInThrottles,
  listBlockedNames,
  upsertSignInTrust,
} from './sign-in-throttle-repository';

/**
 * Failed staff sign-ins slow further attempts with growing waits, counted per typed username
 * (whether or not an account has it, so known and unknown names behave alike) and per username
 * and client address. Nothing here locks an account: the per-name waits stay short, and an
 * address the owner signed in from is not held by them at all.
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

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** SHA-256 of a username as sign-in reads it (trimmed, lower-cased). */
export function hashUsername(username: string): string {
  return sha256(username);
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

/** The keys of a sign-in attempt with this (trimmed, lower-cased) username from this address. */
export function throttleKeysFor(username: string, ip: string | null): ThrottleKeys {
  const nameHash = hashUsername(username);
  const source = throttleSource(ip);
  const pairHash = sha256(`${nameHash}|${source}`);
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

/**
 * Whole seconds until an attempt under these keys may check a password, or 0 when it may now.
 * The per-name count does not hold an address trusted for the name.
 */
export async function secondsUntilAllowed(
  db: Kysely<Database>,
  keys: ThrottleKeys,
  now: Date,
): Promise<number> {
  const rows = await findSignInThrottles(db, [keys.sourceKey, keys.nameKey, keys.trustedKey]);
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const trustedAt = byKey.get(keys.trustedKey)?.updatedAt;
  const isTrusted =
    trustedAt !== undefined && new Date(trustedAt).getTime() > now.getTime() - TRUST_MS;
  const holding = [keys.sourceKey, ...(isTrusted ? [] : [keys.nameKey])]
    .map((key) => byKey.get(key)?.blockedUntil)
    .map((until) => (until ? new Date(until).getTime() - now.getTime() : 0));
  const waitMs = Math.max(0, ...holding);
  return waitMs > 0 ? Math.ceil(waitMs / SECOND_MS) : 0;
}

/** What the audit trail says of the name typed: the account's name, or a mask of it. */
export interface ThrottleAuditSubject {
  context: AuditContext;
  shownName: string;
  /** The account's username when the name is an account's. */
  accountUsername: string | null;
}

/**
 * Counts a failed sign-in under both keys and holds each key whose count has passed its free
 * failures; a key that becomes held is audited once as staff.sign-in-throttled. Also sweeps
 * counts idle for STAFF_SIGN_IN_THROTTLE.forgetAfterHours. Pass the failure's transaction.
 */
export async function recordThrottledFailure(
  db: Kysely<Database>,
  clock: Clock,
  keys: ThrottleKeys,
  subject: ThrottleAuditSubject,
): Promise<void> {
  const now = clock.now();
  const nowIso = now.toISOString();
  const forgetBefore = new Date(now.getTime() - FORGET_MS).toISOString();
  await deleteStaleSignInThrottles(
    db,
    TRUSTED_PREFIX,
    forgetBefore,
    new Date(now.getTime() - TRUST_MS).toISOString(),
  );
  const counts: [Scope, string, StaffThrottleRule][] = [
    ['source', keys.sourceKey, STAFF_SIGN_IN_THROTTLE.perSource],
    ['name', keys.nameKey, STAFF_SIGN_IN_THROTTLE.perName],
  ];
  for (const [scope, key, rule] of counts) {
    const failures = await countSignInFailure(db, key, keys.nameHash, nowIso, forgetBefore);
    const delaySeconds = delayAfterFailures(rule, failures);
    if (delaySeconds === 0) continue;
    await blockSignInThrottle(
      db,
      key,
      new Date(now.getTime() + delaySeconds * SECOND_MS).toISOString(),
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
        ...(scope === 'source' && { source: keys.source }),
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
