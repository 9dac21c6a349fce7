import type { Kysely, Selectable } from 'kysely';
import type { Database, SignInThrottleTable } from '../platform/database/schema';

export type SignInThrottleRow = Selectable<SignInThrottleTable>;

export async function findSignInThrottles(
  db: Kysely<Database>,
  keys: readonly string[],
): Promise<SignInThrottleRow[]> {
  return db.selectFrom('signInThrottle').selectAll().where('key', 'in', keys).execute();
}

/**
 * Counts one more failure under a key atomically (two processes may fail at once) and returns
 * the count. A count whose last failure is older than forgetBefore starts again from one.
 */
export async function countSignInFailure(
  db: Kysely<Database>,
  key: string,
  nameHash: string,
  updatedAt: string,
  forgetBefore: string,
): Promise<number> {
  const row = await db
    .insertInto('signInThrottle')
    .values({ key, nameHash, failures: 1, blockedUntil: null, updatedAt })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => ({
        // Qualified: PostgreSQL would find an unqualified column ambiguous beside "excluded".
        failures: eb
          .case()
          .when('signInThrottle.updatedAt', '<', forgetBefore)
          .then(1)
          .else(eb('signInThrottle.failures', '+', 1))
          .end(),
        updatedAt,
      })),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return row.failures;
}

/** Holds a key until blockedUntil, unless a concurrent failure already holds it longer. */
export async function blockSignInThrottle(
  db: Kysely<Database>,
  key: string,
  blockedUntil: string,
): Promise<void> {
  await db
    .updateTable('signInThrottle')
    .set({ blockedUntil })
    .where('key', '=', key)
    .where((eb) => eb.or([eb('blockedUntil', 'is', null), eb('blockedUntil', '<', blockedUntil)]))
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
