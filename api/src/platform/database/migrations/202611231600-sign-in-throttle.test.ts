import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import {
  createTestDatabase,
  forEachDatabase,
  type TestDatabase,
} from '../../../testing/test-database';
import { migrateToLatest, migrationProvider } from '../migrate';

const BEFORE = '202611231500-juror-notices';

/** The schema a PostgreSQL test database works in; undefined on SQLite. */
async function testSchema(database: TestDatabase): Promise<string | undefined> {
  if (database.dialect !== 'postgres') return undefined;
  const found = await sql<{ schema: string }>`select current_schema() as schema`.execute(
    database.db,
  );
  return found.rows[0]?.schema;
}

/** The test database's own tables: on PostgreSQL, other schemas hold tables of the same names. */
async function ownTables(database: TestDatabase) {
  const schema = await testSchema(database);
  const tables = await database.db.introspection.getTables();
  return tables.filter((table) => schema === undefined || table.schema === schema);
}

async function staffUserColumns(database: TestDatabase): Promise<string[]> {
  const table = (await ownTables(database)).find((candidate) => candidate.name === 'staff_user');
  return (table?.columns ?? []).map((column) => column.name).sort();
}

async function hasThrottleTable(database: TestDatabase): Promise<boolean> {
  return (await ownTables(database)).some((table) => table.name === 'sign_in_throttle');
}

forEachDatabase((dialect) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });

  afterEach(async () => {
    await database.drop();
  });

  it('drops the lockout columns but keeps the accounts; undone, it puts the columns back', async () => {
    const schema = await testSchema(database);
    const migrator = new Migrator({
      db: database.db,
      provider: migrationProvider(dialect),
      ...(schema ? { migrationTableSchema: schema } : {}),
    });
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    expect(await hasThrottleTable(database)).toBe(false);
    expect(await staffUserColumns(database)).toEqual(
      expect.arrayContaining(['failed_attempts', 'locked_until']),
    );
    await sql`insert into staff_user (username, display_name, email, password_hash, roles,
      disabled, failed_attempts, locked_until, created_at, updated_at)
      values ('mjones', 'Mary Jones', 'mjones@example.org', 'hash', 'careers', 0, 4,
        '2026-03-02T15:15:00.000Z', '2026-03-01T12:00:00.000Z', '2026-03-01T12:00:00.000Z')`.execute(
      database.db,
    );

    await migrateToLatest(database.db, dialect, schema);
    expect(await hasThrottleTable(database)).toBe(true);
    const columns = await staffUserColumns(database);
    expect(columns).not.toContain('failed_attempts');
    expect(columns).not.toContain('locked_until');
    const users = await database.db
      .selectFrom('staffUser')
      .select(['username', 'roles', 'disabled'])
      .execute();
    expect(users).toEqual([{ username: 'mjones', roles: 'careers', disabled: 0 }]);
  });
});
