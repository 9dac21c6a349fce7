import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Dialect } from './database';
import { isDatabaseUnavailable } from './database-faults';
import { alertsMigrations } from '../../alerts/alerts-migrations';
import { careersMigrations } from '../../careers/careers-migrations';
import { contentMigrations } from '../../content/content-migrations';
import { documentsMigrations } from '../../documents/documents-migrations';
import { formsMigrations } from '../../forms/forms-migrations';
import { hearingsMigrations } from '../../hearings/hearings-migrations';
import { juryMigrations } from '../../jury/jury-migrations';
import { searchMigrations } from '../../search/search-migrations';
import { staffMigrations } from '../../staff/staff-migrations';
import { initialMigration } from './migrations/0001-initial';
import { scheduledJobsMigration } from './migrations/202611231210-scheduled-jobs';
import { rateLimitsMigration } from './migrations/202611231220-rate-limits';
import { codeQuotasAndFactorFailuresMigration } from './migrations/202612031000-code-quotas-and-factor-failures';
import type { Database } from './schema';

/**
 * Joins sets of migrations by name, refusing a name two sets both use: a later set would
 * otherwise replace the earlier one's migration without a word.
 */
export function joinMigrations(
  ...sets: readonly Record<string, Migration>[]
): Record<string, Migration> {
  const joined: Record<string, Migration> = {};
  for (const set of sets) {
    for (const [name, migration] of Object.entries(set)) {
      if (name in joined) throw new Error(`Two migrations are named ${name}.`);
      joined[name] = migration;
    }
  }
  return joined;
}

/**
 * Migrations are listed in code rather than read from a folder, so they run the same from
 * TypeScript under jest and from the compiled dist/ folder. Names sort in the order they run.
 * Each feature lists its own beside its tables (<feature>/<feature>-migrations.ts); the ones here
 * are platform's tables and the history that changed several features' tables in one step.
 */
export function migrationProvider(dialect: Dialect): MigrationProvider {
  return {
    getMigrations: (): Promise<Record<string, Migration>> =>
      Promise.resolve(
        joinMigrations(
          {
            '0001-initial': initialMigration(dialect),
            '202611231210-scheduled-jobs': scheduledJobsMigration(),
            '202611231220-rate-limits': rateLimitsMigration(dialect),
            '202612031000-code-quotas-and-factor-failures': codeQuotasAndFactorFailuresMigration(),
          },
          alertsMigrations(dialect),
          careersMigrations(dialect),
          contentMigrations(dialect),
          documentsMigrations(dialect),
          formsMigrations(dialect),
          hearingsMigrations(dialect),
          juryMigrations(dialect),
          searchMigrations(),
          staffMigrations(dialect),
        ),
      ),
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
