import { createMigrator, migrateToLatest } from '../platform/database/migrate';
import { createTestDatabase, forEachDatabase, type TestDatabase } from './test-database';

/**
 * Whether the database refused a statement. better-sqlite3 makes its errors with the class of
 * the first test file its jest worker loaded: in a later file they are no instance of that
 * file's Error, and rejects.toThrow takes them for no error at all.
 */
export function refused(statement: Promise<unknown>): Promise<boolean> {
  return statement.then(
    () => false,
    () => true,
  );
}

/** A migration's test database, and the steps around the migration under test. */
export interface MigrationTest {
  database: TestDatabase;
  /** Undoes the migrations after the one named to describeMigration: the schema before. */
  migrateToBefore(): Promise<void>;
  /** Runs the migrations from where the database is to the latest. */
  migrateToLatest(): Promise<void>;
  /**
   * The database's own tables (on PostgreSQL, other schemas hold tables of the same names), each
   * with its column names sorted.
   */
  ownTables(): Promise<Map<string, string[]>>;
}

/**
 * The tests of a migration, once per database (forEachDatabase); `before` names the migration
 * just before it. Each test has a fresh database, migrated to the latest, from migration().
 */
export function describeMigration(
  before: string,
  body: (migration: () => MigrationTest) => void,
): void {
  forEachDatabase((dialect) => {
    let current: MigrationTest;

    beforeEach(async () => {
      const database = await createTestDatabase(dialect, { reuse: false });
      const { db, postgresSchema } = database;
      const migrator = createMigrator(db, dialect, postgresSchema);
      current = {
        database,
        async migrateToBefore() {
          expect((await migrator.migrateTo(before)).error).toBeUndefined();
        },
        async migrateToLatest() {
          await migrateToLatest(db, dialect, postgresSchema);
        },
        async ownTables() {
          const tables = await db.introspection.getTables();
          return new Map(
            tables
              .filter((table) => postgresSchema === undefined || table.schema === postgresSchema)
              .map((table) => [table.name, table.columns.map((column) => column.name).sort()]),
          );
        },
      };
    });

    afterEach(async () => {
      await current.database.drop();
    });

    body(() => current);
  });
}
