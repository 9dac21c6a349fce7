import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Dialect } from './database';
import { isDatabaseUnavailable } from './database-faults';
import { initialMigration } from './migrations/0001-initial';
import { contactMessageMigration } from './migrations/202603021500-contact-message';
import { staffAccountsMigration } from './migrations/202603021600-staff-accounts';
import { formSubmissionsMigration } from './migrations/202611231200-form-submissions';
import { scheduledJobsMigration } from './migrations/202611231210-scheduled-jobs';
import { rateLimitsMigration } from './migrations/202611231220-rate-limits';
import { careerDocumentsMigration } from './migrations/202611231300-career-documents';
import { jurorRegistrationsMigration } from './migrations/202611231400-juror-registrations';
import { jurorNoticesMigration } from './migrations/202611231500-juror-notices';
import { signInThrottleMigration } from './migrations/202611231600-sign-in-throttle';
import { siteAlertsMigration } from './migrations/202611241000-site-alerts';
import { searchMissesMigration } from './migrations/202611241100-search-misses';
import { staffPasswordLinksMigration } from './migrations/202611261000-staff-password-links';
import { staffSecondFactorMigration } from './migrations/202611271000-staff-second-factor';
import { staffSingleSignOnMigration } from './migrations/202611281000-staff-single-sign-on';
import { staffPasskeysMigration } from './migrations/202611291000-staff-passkeys';
import { documentLibraryMigration } from './migrations/202611301000-document-library';
import { hearingsMigration } from './migrations/202612011000-hearings';
import { courtDateRemindersMigration } from './migrations/202612021000-court-date-reminders';
import { codeQuotasAndFactorFailuresMigration } from './migrations/202612031000-code-quotas-and-factor-failures';
import { courtContentMigration } from './migrations/202612041000-court-content';
import { contentCancelMigration } from './migrations/202612051000-content-cancel';
import { officialPhotosMigration } from './migrations/202612061000-official-photos';
import type { Database } from './schema';

/**
 * Migrations are listed in code rather than read from a folder, so they run the same from
 * TypeScript under jest and from the compiled dist/ folder. Names sort in the order they run.
 */
export function migrationProvider(dialect: Dialect): MigrationProvider {
  return {
    getMigrations: (): Promise<Record<string, Migration>> =>
      Promise.resolve({
        '0001-initial': initialMigration(dialect),
        '202603021500-contact-message': contactMessageMigration(dialect),
        '202603021600-staff-accounts': staffAccountsMigration(dialect),
        '202611231200-form-submissions': formSubmissionsMigration(dialect),
        '202611231210-scheduled-jobs': scheduledJobsMigration(),
        '202611231220-rate-limits': rateLimitsMigration(dialect),
        '202611231300-career-documents': careerDocumentsMigration(dialect),
        '202611231400-juror-registrations': jurorRegistrationsMigration(dialect),
        '202611231500-juror-notices': jurorNoticesMigration(dialect),
        '202611231600-sign-in-throttle': signInThrottleMigration(),
        '202611241000-site-alerts': siteAlertsMigration(dialect),
        '202611241100-search-misses': searchMissesMigration(),
        '202611261000-staff-password-links': staffPasswordLinksMigration(),
        '202611271000-staff-second-factor': staffSecondFactorMigration(dialect),
        '202611281000-staff-single-sign-on': staffSingleSignOnMigration(),
        '202611291000-staff-passkeys': staffPasskeysMigration(dialect),
        '202611301000-document-library': documentLibraryMigration(dialect),
        '202612011000-hearings': hearingsMigration(dialect),
        '202612021000-court-date-reminders': courtDateRemindersMigration(dialect),
        '202612031000-code-quotas-and-factor-failures': codeQuotasAndFactorFailuresMigration(),
        '202612041000-court-content': courtContentMigration(dialect),
        '202612051000-content-cancel': contentCancelMigration,
        '202612061000-official-photos': officialPhotosMigration(dialect),
      }),
  };
}

/**
 * Kysely's migrator over these migrations. On PostgreSQL, pass the schema the connection works
 * in (see DatabaseOptions.postgresSchema) so the migration tables are looked up there rather
 * than wherever the introspector finds one first.
 */
export function createMigrator(
  db: Kysely<Database>,
  dialect: Dialect,
  postgresSchema?: string | null,
): Migrator {
  return new Migrator({
    db,
    provider: migrationProvider(dialect),
    ...(postgresSchema ? { migrationTableSchema: postgresSchema } : {}),
  });
}

/**
 * Brings the schema up to date (postgresSchema: see createMigrator); throws with the failing
 * migration's error.
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  dialect: Dialect,
  postgresSchema?: string | null,
): Promise<string[]> {
  const { error, results } = await createMigrator(db, dialect, postgresSchema).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).map((result) => result.migrationName);
}

/**
 * The migrations this build knows that the database has not applied: empty when the schema is
 * current. Throws when the database cannot be asked; a database never migrated has them all.
 */
export async function pendingMigrations(db: Kysely<Database>, dialect: Dialect): Promise<string[]> {
  const known = Object.keys(await migrationProvider(dialect).getMigrations());
  let applied: Set<string>;
  try {
    // Kysely's own table, found through the connection's search path like every other table.
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    applied = new Set(rows.map((row) => row.name));
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    applied = new Set();
  }
  return known.filter((name) => !applied.has(name));
}
