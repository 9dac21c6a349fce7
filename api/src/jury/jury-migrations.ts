import type { Migration } from 'kysely/migration';
import type { Dialect } from '../platform/database/database';
import { jurorRegistrationsMigration } from './migrations/202611231400-juror-registrations';
import { jurorNoticesMigration } from './migrations/202611231500-juror-notices';
import { jurorStopColumnsMigration } from './migrations/202612071000-juror-stop-columns';

/**
 * The juror notifications migrations by name; platform/database/migrate.ts runs every feature's in
 * the order of their names.
 */
export function juryMigrations(dialect: Dialect): Record<string, Migration> {
  return {
    '202611231400-juror-registrations': jurorRegistrationsMigration(dialect),
    '202611231500-juror-notices': jurorNoticesMigration(dialect),
    '202612071000-juror-stop-columns': jurorStopColumnsMigration,
  };
}
