import { sql } from 'kysely';
import { Client } from 'pg';
import { insertOutboxMessage } from '../platform/mail/outbox-repository';
import { createTestDatabase, TEST_DIALECTS, workerDatabaseUrl } from './test-database';

const MESSAGE = { toAddress: 'clerk@example.org', subject: 'Test', bodyText: 'Hello.' };
const NOW = new Date('2026-03-02T15:00:00Z');

/** Runs one query on the worker's database, outside any test schema. */
async function onWorkerDatabase<T>(query: string, values: unknown[]): Promise<T[]> {
  const client = new Client({ connectionString: await workerDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query(query, values)).rows as T[];
  } finally {
    await client.end();
  }
}

async function schemaState(schema: string): Promise<{ exists: boolean; free: boolean }> {
  const [row] = await onWorkerDatabase<{ exists: boolean; free: boolean }>(
    `select exists (select 1 from pg_namespace where nspname = $1) as exists,
      exists (select 1 from public.free_test_schema where name = $1) as free`,
    [schema],
  );
  return row ?? { exists: false, free: false };
}

describe('test databases', () => {
  it('start empty on SQLite, whatever the last test wrote', async () => {
    const first = await createTestDatabase('sqlite');
    await insertOutboxMessage(first.db, MESSAGE, NOW);
    await first.drop();
    const second = await createTestDatabase('sqlite');
    try {
      expect(await second.db.selectFrom('outboxMessage').selectAll().execute()).toEqual([]);
    } finally {
      await second.drop();
    }
  });

  if (!TEST_DIALECTS.includes('postgres')) return;

  it('give a PostgreSQL schema back emptied, numbering from 1 again', async () => {
    const database = await createTestDatabase('postgres');
    const schema = database.postgresSchema ?? '';
    expect(await insertOutboxMessage(database.db, MESSAGE, NOW)).toBeGreaterThan(0);
    await insertOutboxMessage(database.db, MESSAGE, NOW);
    await database.drop();
    expect(await schemaState(schema)).toEqual({ exists: true, free: true });

    const [messages] = await onWorkerDatabase<{ count: number }>(
      `select count(*)::int as count from ${schema}.outbox_message`,
      [],
    );
    expect(messages?.count).toBe(0);
    const [sequence] = await onWorkerDatabase<{ is_called: boolean }>(
      `select is_called from ${schema}.outbox_message_id_seq`,
      [],
    );
    expect(sequence?.is_called).toBe(false);
  });

  it.each([
    ['a column added', 'alter table outbox_message add column note text'],
    [
      'a column that may be empty now',
      'alter table outbox_message alter column subject drop not null',
    ],
    ['a default changed', 'alter table outbox_message alter column attempts set default 1'],
    ['an index added', 'create index outbox_subject on outbox_message (subject)'],
    ['a table dropped', 'drop table site_message'],
    [
      'a migration forgotten',
      'delete from kysely_migration where name = (select max(name) from kysely_migration)',
    ],
  ])('drop a PostgreSQL schema a test changed (%s), never reusing it', async (_, change) => {
    const database = await createTestDatabase('postgres');
    const schema = database.postgresSchema ?? '';
    await sql.raw(change).execute(database.db);
    await database.drop();
    expect(await schemaState(schema)).toEqual({ exists: false, free: false });
  });
});
