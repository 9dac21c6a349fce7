import type { Kysely } from 'kysely';
import { recordAudit } from '../audit';
import type { Clock } from '../platform/clock';
import type { Database } from '../platform/database/schema';
import type { Logger } from '../platform/logger';
import { deleteProcessedSubmissionsBefore } from './forms-inbox-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionDeps {
  db: Kysely<Database>;
  clock: Clock;
  logger: Logger;
  retentionDays: number;
}

/**
 * Deletes the submissions processed more than `retentionDays` ago, with every answer they held
 * (the forms' rows go with them), and records how many in the log and the audit trail.
 */
export async function purgeProcessedSubmissions(deps: RetentionDeps, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - deps.retentionDays * DAY_MS);
  const deleted = await deps.db.transaction().execute(async (trx) => {
    const count = await deleteProcessedSubmissionsBefore(trx, cutoff);
    if (count > 0) {
      await recordAudit(
        trx,
        deps.clock,
        { actor: null, requestId: null },
        {
          action: 'forms.purge',
          subjectType: 'form_submission',
          details: { deleted: count, processedBefore: cutoff.toISOString() },
        },
      );
    }
    return count;
  });
  deps.logger.info({ deleted, retentionDays: deps.retentionDays }, 'processed submissions purged');
  return deleted;
}
