import type { Kysely } from 'kysely';
import type { Database } from '../platform/database/schema';

/** Replaces an account's recovery codes with new ones, given by their hashes. */
export async function replaceRecoveryCodes(
  db: Kysely<Database>,
  staffUserId: number,
  codeHashes: readonly string[],
): Promise<void> {
  await deleteRecoveryCodes(db, staffUserId);
  await db
    .insertInto('staffRecoveryCode')
    .values(codeHashes.map((codeHash) => ({ staffUserId, codeHash, usedAt: null })))
    .execute();
}

export async function deleteRecoveryCodes(
  db: Kysely<Database>,
  staffUserId: number,
): Promise<void> {
  await db.deleteFrom('staffRecoveryCode').where('staffUserId', '=', staffUserId).execute();
}

/**
 * Marks the account's unused recovery code with this hash as used; false when there is none. One
 * statement, so two requests with the same code cannot both pass.
 */
export async function spendRecoveryCode(
  db: Kysely<Database>,
  staffUserId: number,
  codeHash: string,
  usedAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('staffRecoveryCode')
    .set({ usedAt })
    .where('staffUserId', '=', staffUserId)
    .where('codeHash', '=', codeHash)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** How many of an account's recovery codes are not used yet. */
export async function countUnusedRecoveryCodes(
  db: Kysely<Database>,
  staffUserId: number,
): Promise<number> {
  const row = await db
    .selectFrom('staffRecoveryCode')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('staffUserId', '=', staffUserId)
    .where('usedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
