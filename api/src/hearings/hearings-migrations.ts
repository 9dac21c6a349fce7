import type { Migration } from 'kysely/migration';
import type { Dialect } from '../platform/database/database';
import { hearingsMigration } from './migrations/202612011000-hearings';
import { courtDateRemindersMigration } from './migrations/202612021000-court-date-reminders';

/**
 * The hearing schedule and court-date reminders migrations by name; platform/database/migrate.ts
 * runs every feature's in the order of their names.
 */
export function hearingsMigrations(dialect: Dialect): Record<string, Migration> {
  return {
    '202612011000-hearings': hearingsMigration(dialect),
    '202612021000-court-date-reminders': courtDateRemindersMigration(dialect),
  };
}
