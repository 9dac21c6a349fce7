import type { Kysely } from 'kysely';
import { addCalendarDays, courtDateOf } from '@court/contract';
import { recordAudit } from '../audit';
import type { Clock } from '../platform/clock';
import type { Database } from '../platform/database/schema';
import type { Logger } from '../platform/logger';
import {
  deleteRegistrationsServedBefore,
  deleteUnreferencedJurorSubmissions,
} from './juror-registration-repository';

export interface JurorRegistrationRetentionDeps {
  db: Kysely<Database>;
  clock: Clock;
  logger: Logger;
  /** Days after its service date a registration is kept (JUROR_REGISTRATION_RETENTION_DAYS). */
  retentionDays: number;
}

/**
 * Deletes the registrations whose service date is more than `retentionDays` days before the
 * court's date at `now`, with the sign-up submissions that no registration needs any more (they
 * carry the juror's name and e-mail too). Logs and audits how many went; answers the number of
 * registrations deleted.
 */
export async function purgeJurorRegistrations(
  deps: JurorRegistrationRetentionDeps,
  now: Date,
): Promise<number> {
  const servedBefore = addCalendarDays(courtDateOf(now), -deps.retentionDays);
  const { registrations, submissions } = await deps.db.transaction().execute(async (trx) => {
    const deleted = {
      registrations: await deleteRegistrationsServedBefore(trx, servedBefore),
      submissions: await deleteUnreferencedJurorSubmissions(trx),
    };
    if (deleted.registrations > 0 || deleted.submissions > 0) {
      await recordAudit(
        trx,
        deps.clock,
        { actor: null, requestId: null },
        {
          action: 'jury.registrations.purge',
          subjectType: 'juror_registration',
          details: { ...deleted, servedBefore },
        },
      );
    }
    return deleted;
  });
  deps.logger.info(
    { registrations, submissions, servedBefore, retentionDays: deps.retentionDays },
    'juror registrations purged',
  );
  return registrations;
}
