import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import { deleteExpiredProofOfWork, purgeProcessedSubmissions } from './forms';
import {
  deleteExpiredReminderCodeQuotas,
  dispatchDueDayNotices,
  purgeReminderSignups,
  queueChangeNotices,
  queueDueReminders,
} from './hearings';
import { dispatchDueJurorNotices, purgeJurorRegistrations } from './jury';
import type { Clock } from './platform/clock';
import type { Dialect } from './platform/database/database';
import type { Database } from './platform/database/schema';
import { deleteExpiredRateLimits } from './platform/http/rate-limit-repository';
import { deleteFinishedOutboxMessages } from './platform/mail/outbox-repository';
import type { ScheduledJob } from './platform/jobs/scheduler';
import type { Logger } from './platform/logger';
import { purgeSearchMisses } from './search';

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
/**
 * Mail sent or given up is deleted this long after it was written (its text is blanked as soon
 * as it goes); the messages of juror and hearing notices stay with their notice.
 */
export const SENT_MAIL_RETENTION_DAYS = 30;

export interface JobDeps {
  db: Kysely<Database>;
  /** Jobs for PostgreSQL's own tables run only when it is 'postgres'. */
  dialect?: Dialect;
  clock: Clock;
  config: AppConfig;
  logger: Logger;
}

/** Everything the API does on a schedule. A new job is one more entry here. */
export function scheduledJobs(deps: JobDeps): ScheduledJob[] {
  const { db, dialect, clock, config, logger } = deps;
  return [
    {
      name: 'purge-processed-submissions',
      everyMs: HOUR_MS,
      run: async (now) => {
        await purgeProcessedSubmissions(
          { db, clock, logger, retentionDays: config.submissionRetentionDays },
          now,
        );
      },
    },
    {
      name: 'purge-juror-registrations',
      everyMs: HOUR_MS,
      run: async (now) => {
        await purgeJurorRegistrations(
          { db, clock, logger, retentionDays: config.jurorRegistrationRetentionDays },
          now,
        );
      },
    },
    {
      name: 'forget-expired-rate-limits',
      everyMs: HOUR_MS,
      run: async (now) => {
        // Only PostgreSQL keeps rate limits in a table; SQLite counts them in memory.
        if (dialect === 'postgres') await deleteExpiredRateLimits(db, now);
      },
    },
    {
      name: 'purge-sent-mail',
      everyMs: HOUR_MS,
      run: async (now) => {
        const before = new Date(now.getTime() - SENT_MAIL_RETENTION_DAYS * 24 * HOUR_MS);
        const deleted = await deleteFinishedOutboxMessages(db, before, [
          'jurorNoticeMessage',
          'reminderMessage',
        ]);
        if (deleted > 0) logger.info({ deleted }, 'sent mail deleted');
      },
    },
    {
      name: 'forget-expired-proof-of-work',
      everyMs: HOUR_MS,
      run: async (now) => {
        await deleteExpiredProofOfWork(db, now);
      },
    },
    {
      // Searches that found nothing are counted for 90 days, then forgotten.
      name: 'forget-old-search-misses',
      everyMs: HOUR_MS,
      run: async (now) => {
        const deleted = await purgeSearchMisses(db, now);
        if (deleted > 0) logger.info({ deleted }, 'old search misses forgotten');
      },
    },
    {
      // Scheduled juror notices go within a minute or so of their time, each exactly once.
      name: 'send-scheduled-juror-notices',
      everyMs: MINUTE_MS,
      run: async (now) => {
        const sent = await dispatchDueJurorNotices({ db, clock, config }, now);
        if (sent > 0) logger.info({ sent }, 'scheduled juror notices queued');
      },
    },
    {
      // Court-date reminders and the notices of moved or cancelled hearings, each exactly once
      // per person and channel, between 8 a.m. and 8 p.m. court time.
      name: 'send-court-date-reminders',
      everyMs: MINUTE_MS,
      run: async (now) => {
        const changes = await queueChangeNotices({ db, clock, config }, now);
        const reminders = await queueDueReminders({ db, clock, config }, now);
        const notices = await dispatchDueDayNotices({ db, clock, config }, now);
        if (changes + reminders + notices > 0) {
          logger.info({ changes, reminders, notices }, 'court-date messages queued');
        }
      },
    },
    {
      name: 'purge-court-date-reminders',
      everyMs: HOUR_MS,
      run: async (now) => {
        await purgeReminderSignups(
          { db, clock, logger, retentionDays: config.courtDateReminderRetentionDays },
          now,
        );
        await deleteExpiredReminderCodeQuotas(db, now);
      },
    },
  ];
}
