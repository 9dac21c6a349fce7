import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Dialect } from './database';
import { initialMigration } from './migrations/0001-initial';
import { contactMessageMigration } from './migrations/202603021500-contact-message';
import { staffAccountsMigration } from './migrations/202603021600-staff-accounts';
import type { Database } from './schema';

/**
 * Migrations are listed in code rather than read from a folder, so they run the same from
 * TypeScript under jest and from the compiled dist/ folder. Names sort in the order they run.
 */
function migrationProvider(dialect: Dialect): MigrationProvider {
  return {
    getMigrations: (): Promise<Record<string, Migration>> =>
      Promise.resolve({
        '0001-initial': initialMigration(dialect),
        '202603021500-contact-message': contactMessageMigration(dialect),
        '202603021600-staff-accounts': staffAccountsMigration(dialect),
      }),
  };
}

/**
 * Brings the schema up to date; throws with the failing migration's error. On PostgreSQL, pass
 * the schema the connection works in (see DatabaseOptions.postgresSchema) so the migration
 * tables are looked up there rather than wherever the introspector finds one first.
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  dialect: Dialect,
  postgresSchema?: string,
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider(dialect),
    ...(postgresSchema ? { migrationTableSchema: postgresSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).map((result) => result.migrationName);
}
