import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../platform/database/schema';
import type { SignInThrottleTable } from './staff-tables';

export type SignInThrottleRow = Selectable<SignInThrottleTable>;

export async function findSignInThrottles(
  db: Kysely<Database>,
  keys: readonly string[],
): Promise<SignInThrottleRow[]> {
  return db.selectFrom('signInThrottle').selectAll().where('key', 'in', keys).execute();
}

/** How one attempt is counted before it is checked (claimSignInAttempt). */
export interface AttemptCount {
  key: string;
  nameHash: string;
  now: string;
  /** A count whose last attempt is older than this starts again from one. */
  forgetBefore: string;
  /** The attempts a key allows before each further one holds it. */
  freeFailures: number;
  /**
   * Refuse the attempt while the key is held, and hold the key until `provisionalHold` when this
   * attempt is past the free ones (so no other is checked until it is answered); false for a
   * count that must not stop the attempt (the name's count from a trusted address).
   */
  holds: boolean;
  provisionalHold: string;
}

/**
 * Counts an attempt under a key before it is checked, in one statement, so attempts sent at once
 * cannot all be checked: returns the count with this attempt, or null when the key is held and
 * the attempt is refused uncounted.
 */
export async function claimSignInAttempt(
  db: Kysely<Database>,
  attempt: AttemptCount,
): Promise<number | null> {
  const { key, nameHash, now, forgetBefore, freeFailures, holds, provisionalHold } = attempt;
  const row = await db
    .insertInto('signInThrottle')
    .values({
      key,
      nameHash,
      failures: 1,
      blockedUntil: holds && freeFailures < 1 ? provisionalHold : null,
      updatedAt: now,
    })
    .onConflict((conflict) => {
      const update = conflict.column('key').doUpdateSet((eb) => {
        // Qualified: PostgreSQL would find an unqualified column ambiguous beside "excluded".
        const failures = eb
          .case()
          .when('signInThrottle.updatedAt', '<', forgetBefore)
          .then(1)
          .else(eb('signInThrottle.failures', '+', 1))
          .end();
        return {
          failures,
          blockedUntil: holds
            ? eb
                .case()
                .when(eb(failures, '>', freeFailures))
                .then(provisionalHold)
                .else(eb.ref('signInThrottle.blockedUntil'))
                .end()
            : eb.ref('signInThrottle.blockedUntil'),
          updatedAt: now,
        };
      });
      return holds
        ? update.where((eb) =>
            eb.or([
              eb('signInThrottle.blockedUntil', 'is', null),
              eb('signInThrottle.blockedUntil', '<=', now),
            ]),
          )
        : update;
    })
    .returning('failures')
    .executeTakeFirst();
  return row?.failures ?? null;
}

/**
 * Takes back an attempt that turned out right but completes nothing yet (a right password before
 * the second factor): its count, and the provisional hold it may have set.
 */
export async function releaseSignInAttempt(
  db: Kysely<Database>,
  key: string,
  provisionalHold: string,
): Promise<void> {
  await db
    .updateTable('signInThrottle')
    .set((eb) => ({
      failures: eb
        .case()
        .when('failures', '>', 0)
        .then(eb('failures', '-', 1))
        .else(0)
        .end(),
      blockedUntil: eb
        .case()
        .when('blockedUntil', '=', provisionalHold)
        .then(null)
        .else(eb.ref('blockedUntil'))
        .end(),
    }))
    .where('key', '=', key)
    .execute();
}

/**
 * Holds a key until blockedUntil, replacing the provisional hold of the attempt being answered,
 * unless a concurrent failure already holds it longer.
 */
export async function blockSignInThrottle(
  db: Kysely<Database>,
  key: string,
  blockedUntil: string,
  provisionalHold: string,
): Promise<void> {
  await db
    .updateTable('signInThrottle')
    .set({ blockedUntil })
    .where('key', '=', key)
    .where((eb) =>
      eb.or([
        eb('blockedUntil', 'is', null),
        eb('blockedUntil', '=', provisionalHold),
        eb('blockedUntil', '<', blockedUntil),
      ]),
    )
    .execute();
}

/** Records a key with no failures: a client address trusted after a successful sign-in. */
export async function upsertSignInTrust(
  db: Kysely<Database>,
  key: string,
  nameHash: string,
  updatedAt: string,
): Promise<void> {
  await db
    .insertInto('signInThrottle')
    .values({ key, nameHash, failures: 0, blockedUntil: null, updatedAt })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ updatedAt }))
    .execute();
}

export async function deleteSignInThrottles(
  db: Kysely<Database>,
  keys: readonly string[],
): Promise<void> {
  await db.deleteFrom('signInThrottle').where('key', 'in', keys).execute();
}

/** Every row of a username: its counts and its trusted addresses. */
export async function deleteSignInThrottlesOfName(
  db: Kysely<Database>,
  nameHash: string,
): Promise<void> {
  await db.deleteFrom('signInThrottle').where('nameHash', '=', nameHash).execute();
}

/** Deletes counts with no failure since countsBefore and trusts older than trustsBefore. */
export async function deleteStaleSignInThrottles(
  db: Kysely<Database>,
  trustedKeyPrefix: string,
  countsBefore: string,
  trustsBefore: string,
): Promise<void> {
  await db
    .deleteFrom('signInThrottle')
    .where((eb) =>
      eb.or([
        eb.and([eb('updatedAt', '<', countsBefore), eb('key', 'not like', `${trustedKeyPrefix}%`)]),
        eb('updatedAt', '<', trustsBefore),
      ]),
    )
    .execute();
}

/** For each of the names that is held after `now`, the latest instant any of its keys is held. */
export async function listBlockedNames(
  db: Kysely<Database>,
  nameHashes: readonly string[],
  now: string,
): Promise<{ nameHash: string; blockedUntil: string }[]> {
  if (nameHashes.length === 0) return [];
  const rows = await db
    .selectFrom('signInThrottle')
    .select((eb) => ['nameHash', eb.fn.max('blockedUntil').as('blockedUntil')])
    .where('nameHash', 'in', nameHashes)
    .where('blockedUntil', '>', now)
    .groupBy('nameHash')
    .execute();
  return rows.flatMap((row) =>
    row.blockedUntil === null ? [] : [{ nameHash: row.nameHash, blockedUntil: row.blockedUntil }],
  );
}
