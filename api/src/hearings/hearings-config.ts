import { defineConfig } from '../platform/config/config-table';
import { dayList, integer, namedSecrets, optionalRepoPath } from '../platform/config/parsers';

/** The settings of the hearing schedule (its feed and folder) and the court-date reminders. */
export const HEARINGS_CONFIG_VARIABLES = defineConfig([
  {
    name: 'HEARING_FEED_KEYS',
    ...namedSecrets(32),
    default: '(unset: the feed endpoint refuses every call)',
    secret: true,
    description:
      'name=key pairs, keys of 32+ characters: `POST /api/muni/hearings/feed` takes the hearing schedule from a caller sending `Authorization: Bearer <key>`, audited by the name',
  },
  {
    name: 'HEARING_FEED_DIR',
    ...optionalRepoPath(),
    default: '(unset: no folder is watched)',
    description:
      'a folder the API checks every minute for hearing schedules (`*.csv`), for a court that can only drop files; each is imported, then moved to `imported/` or `refused/` beside it',
  },
  {
    name: 'COURT_DATE_REMINDER_DAYS',
    ...dayList(60, [7, 1]),
    description:
      "days before a hearing its reminders are sent, at the hearing's time of day (held until 8 a.m. when that falls between 8 p.m. and 8 a.m. court time)",
  },
  {
    name: 'COURT_DATE_REMINDER_RETENTION_DAYS',
    ...integer({ min: 0, max: 3650, default: 30 }),
    description:
      "days after a case's last known hearing its court-date reminder sign-ups are deleted",
  },
  {
    name: 'HEARING_FEED_LIMIT_PER_MINUTE',
    ...integer({ min: 1, max: 1000, default: 10 }),
    description: 'most calls of the hearing feed endpoint per client address per minute',
  },
  {
    name: 'HEARING_REMOVAL_CONFIRM_PERCENT',
    ...integer({ min: 1, max: 100, default: 20 }),
    description:
      'an import that would take off (mark no longer scheduled) more than this percent of the upcoming hearings waits for staff to confirm it, and the feed and the folder refuse it; 100 never asks',
  },
  {
    name: 'HEARING_REMOVAL_CONFIRM_MINIMUM',
    ...integer({ min: 0, max: 10000, default: 10 }),
    description:
      'an import taking off fewer upcoming hearings than this never asks, whatever their percent; 0 or 1 asks a court with few hearings too',
  },
]);
