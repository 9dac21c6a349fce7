import { sql, type Kysely } from 'kysely';
import { recordAudit } from '../audit';
import type { Database } from '../platform/database/schema';
import type { Logger } from '../platform/logger';

export interface ReminderRetentionDeps {
  db: Kysely<Database>;
  clock: { now(): Date };
  logger: Logger;
  retentionDays: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the reminder sign-ups of cases whose last known hearing ended `retentionDays` ago, and
 * those that never matched a hearing and are as old; their contacts and deliveries go with them.
 * Audited (hearings.reminders.purge) with the count, never who they were.
 */
export async function purgeReminderSignups(
  deps: ReminderRetentionDeps,
  now: Date,
): Promise<number> {
  const cutoff = new Date(now.getTime() - deps.retentionDays * DAY_MS).toISOString();
  const lastHearings = deps.db
    .selectFrom('hearing')
    .select(['caseNumber', sql<string>`max(starts_at)`.as('lastStartsAt')])
    .groupBy('caseNumber')
    .as('last');
  const expired = await deps.db
    .selectFrom('reminderSignup as signup')
    .leftJoin(lastHearings, 'last.caseNumber', 'signup.caseNumber')
    .select(['signup.id', 'signup.reference'])
    .where((eb) =>
      eb.or([
        eb('last.lastStartsAt', '<', cutoff),
        eb.and([eb('last.lastStartsAt', 'is', null), eb('signup.createdAt', '<', cutoff)]),
      ]),
    )
    .execute();
  if (expired.length === 0) return 0;
  const ids = expired.map((row) => row.id);
  const references = expired.map((row) => row.reference);
  await deps.db.transaction().execute(async (trx) => {
    for (let start = 0; start < ids.length; start += 500) {
      await trx
        .deleteFrom('reminderSignup')
        .where('id', 'in', ids.slice(start, start + 500))
        .execute();
      // The pipeline's record of the sign-up holds the name and case too.
      await trx
        .deleteFrom('formSubmission')
        .where('form', '=', 'court-date-reminders')
        .where('reference', 'in', references.slice(start, start + 500))
        .execute();
    }
    await recordAudit(
      trx,
      deps.clock,
      { actor: null, requestId: null },
      {
        action: 'hearings.reminders.purge',
        subjectType: 'reminder_signup',
        subjectId: cutoff,
        details: { deleted: ids.length, retentionDays: deps.retentionDays },
      },
    );
  });
  deps.logger.info({ deleted: ids.length }, 'court-date reminder sign-ups deleted');
  return ids.length;
}
