import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import {
  createTestDatabase,
  forEachDatabase,
  type TestDatabase,
} from '../../../testing/test-database';
import { migrateToLatest, migrationProvider } from '../migrate';

const BEFORE = '202611241100-search-misses';

/** The schema a PostgreSQL test database works in; undefined on SQLite. */
async function testSchema(database: TestDatabase): Promise<string | undefined> {
  if (database.dialect !== 'postgres') return undefined;
  const found = await sql<{ schema: string }>`select current_schema() as schema`.execute(
    database.db,
  );
  return found.rows[0]?.schema;
}

/** The test database's own tables and their columns: other schemas hold tables of the same names. */
async function ownTables(database: TestDatabase): Promise<Map<string, string[]>> {
  const schema = await testSchema(database);
  const tables = await database.db.introspection.getTables();
  return new Map(
    tables
      .filter((table) => schema === undefined || table.schema === schema)
      .map((table) => [table.name, table.columns.map((column) => column.name).sort()]),
  );
}

forEachDatabase((dialect) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });

  afterEach(async () => {
    await database.drop();
  });

  it('keeps the accounts, adds the last sign-in and the link table; undone, removes them', async () => {
    const schema = await testSchema(database);
    const migrator = new Migrator({
      db: database.db,
      provider: migrationProvider(dialect),
      ...(schema ? { migrationTableSchema: schema } : {}),
    });
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    await sql`insert into staff_user (username, display_name, email, password_hash, roles,
      disabled, created_at, updated_at)
      values ('mjones', 'Mary Jones', 'mjones@example.org', 'hash', 'careers', 0,
        '2026-03-01T12:00:00.000Z', '2026-03-01T12:00:00.000Z')`.execute(database.db);

    await migrateToLatest(database.db, dialect, schema);
    const tables = await ownTables(database);
    expect(tables.get('staff_user')).toContain('last_sign_in_at');
    expect(tables.get('staff_password_link')).toEqual([
      'created_at',
      'expires_at',
      'staff_user_id',
      'token_hash',
      'used_at',
    ]);
    const users = await database.db
      .selectFrom('staffUser')
      .select(['username', 'passwordHash', 'lastSignInAt'])
      .execute();
    expect(users).toEqual([{ username: 'mjones', passwordHash: 'hash', lastSignInAt: null }]);

    // Deleting an account deletes its links.
    const { id } = await database.db.selectFrom('staffUser').select('id').executeTakeFirstOrThrow();
    await database.db
      .insertInto('staffPasswordLink')
      .values({
        tokenHash: 'a'.repeat(64),
        staffUserId: id,
        createdAt: '2026-03-02T15:00:00.000Z',
        expiresAt: '2026-03-03T15:00:00.000Z',
        usedAt: null,
      })
      .execute();
    await database.db.deleteFrom('staffUser').execute();
    expect(await database.db.selectFrom('staffPasswordLink').selectAll().execute()).toEqual([]);

    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const undone = await ownTables(database);
    expect(undone.has('staff_password_link')).toBe(false);
    expect(undone.get('staff_user')).not.toContain('last_sign_in_at');
  });
});
