import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';

/** Makes sure a job has its row; a new job is due at once. */
export async function ensureScheduledJob(
  db: Kysely<Database>,
  name: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto('scheduledJob')
    .values({ name, nextRunAt: now.toISOString(), leasedUntil: now.toISOString() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
}

/**
 * Claims a due job for this process: true when this call won it. The condition and the update
 * are one statement, so of several processes asking at once exactly one wins.
 */
export async function claimDueJob(
  db: Kysely<Database>,
  name: string,
  now: Date,
  leaseUntil: Date,
  nextRunAt: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('scheduledJob')
    .set({ leasedUntil: leaseUntil.toISOString(), nextRunAt: nextRunAt.toISOString() })
    .where('name', '=', name)
    .where('nextRunAt', '<=', now.toISOString())
    .where('leasedUntil', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Lets go of a job after a run, recording how it went. */
export async function releaseJob(
  db: Kysely<Database>,
  name: string,
  now: Date,
  error: string | null,
): Promise<void> {
  await db
    .updateTable('scheduledJob')
    .set({ leasedUntil: now.toISOString(), lastRunAt: now.toISOString(), lastError: error })
    .where('name', '=', name)
    .execute();
}
