import type { Kysely } from 'kysely';
import type { Database } from '../platform/database/schema';

/** Records a used solution; false when the same signature was recorded before. */
export async function insertUsedProofOfWork(
  db: Kysely<Database>,
  signature: string,
  expiresAt: string,
): Promise<boolean> {
  const row = await db
    .insertInto('usedProofOfWork')
    .values({ signature, expiresAt })
    .onConflict((conflict) => conflict.column('signature').doNothing())
    .returning('signature')
    .executeTakeFirst();
  return row !== undefined;
}

/** Forgets solutions whose challenges have expired: they are refused as expired anyway. */
export async function deleteExpiredProofOfWork(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('usedProofOfWork')
    .where('expiresAt', '<', now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
