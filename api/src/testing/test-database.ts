import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client, Pool } from 'pg';
import { loadTestDatabaseUrl } from '../config';
import {
  createDatabase,
  pingDatabase,
  type DatabaseHandle,
  type Dialect,
} from '../platform/database/database';
import { migrateToLatest, migrationProvider } from '../platform/database/migrate';
import { createLogger } from '../platform/logger';

/** PostgreSQL used by the suites when set, e.g. postgres://postgres@127.0.0.1:5432/test. */
export const TEST_DATABASE_URL = loadTestDatabaseUrl();

export const TEST_DIALECTS: Dialect[] = TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

// A test that breaks the database on purpose asserts what the app answers; the outage's log
// line would only be noise in the run's output.
const SILENT = createLogger('silent');

/** PostgreSQL's answers when a database exists already, or its template is busy for a moment. */
const DUPLICATE_DATABASE = '42P04';
const OBJECT_IN_USE = '55006';

/**
 * Schemas of the worker's database that no suite holds, migrated and emptied, for the next test
 * database to take: a new schema made, migrated and dropped costs about 440 ms on PostgreSQL, one
 * taken, checked and emptied about 75 ms, and `npm test` makes some 370 of them. Each is listed with the fingerprint of the migrations it
 * was made by, so a schema left by a run of other migrations is dropped, never handed out.
 */
const FREE_SCHEMAS = 'public.free_test_schema';

/** Kysely's own tables: they say the schema is migrated, so emptying leaves them as they are. */
const MIGRATION_TABLES = ['kysely_migration', 'kysely_migration_lock'];

let workerDatabase: Promise<string> | undefined;
let fingerprint: Promise<string> | undefined;

/**
 * Names and code of this build's migrations, and the code that tells a schema is still as they
 * left it, as a short hash: a free schema recognised another way is dropped, not reused.
 */
function migrationsFingerprint(): Promise<string> {
  fingerprint ??= (async () => {
    const hash = createHash('sha256').update(String(schemaSignature));
    for (const [name, migration] of Object.entries(
      // The same functions for both dialects: each looks at its dialect as it runs.
      await migrationProvider('postgres').getMigrations(),
    )) {
      hash.update(name).update(String(migration.up)).update(String(migration.down));
    }
    return hash.digest('hex').slice(0, 16);
  })();
  return fingerprint;
}

/**
 * The URL of this jest worker's own database on the TEST_DATABASE_URL server, made on first use.
 * Suites run in parallel, each in schemas of its own; but a migration lists the tables of every
 * schema in its database, and a schema another suite drops in that moment fails the listing
 * ("schema ... does not exist"). One database per worker keeps each listing to one suite's.
 */
export function workerDatabaseUrl(): Promise<string> {
  workerDatabase ??= (async () => {
    const url = TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    const parsed = new URL(url);
    // A second jest beside the first (npm test's waiting suites) names its run, since its
    // workers are numbered from 1 as well.
    const run = process.env.TEST_DATABASE_RUN ? `_${process.env.TEST_DATABASE_RUN}` : '';
    const name = `${decodeURIComponent(parsed.pathname.slice(1)) || 'postgres'}${run}_worker_${process.env.JEST_WORKER_ID ?? '1'}`;
    const admin = new Client({ connectionString: url });
    await admin.connect();
    try {
      for (let attempt = 1; ; attempt += 1) {
        const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [
          name,
        ]);
        if (rowCount) break;
        try {
          await admin.query(`create database "${name}"`);
          break;
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (code === DUPLICATE_DATABASE) break;
          if (code !== OBJECT_IN_USE || attempt >= 10) throw error;
          await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
        }
      }
    } finally {
      await admin.end();
    }
    parsed.pathname = `/${encodeURIComponent(name)}`;
    const workerUrl = parsed.toString();
    await dropStaleSchemas(workerUrl);
    return workerUrl;
  })();
  return workerDatabase;
}

/** Makes the free list, and drops the free schemas other migrations made. */
async function dropStaleSchemas(url: string): Promise<void> {
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(
      `create table if not exists ${FREE_SCHEMAS} (name text primary key, migrations text not null, signature text not null)`,
    );
    const { rows } = await admin.query<{ name: string }>(
      `delete from ${FREE_SCHEMAS} where migrations <> $1 returning name`,
      [await migrationsFingerprint()],
    );
    for (const { name } of rows) await admin.query(`drop schema if exists ${name} cascade`);
  } finally {
    await admin.end();
  }
}

/**
 * Runs a suite once per database: always SQLite, and PostgreSQL too when TEST_DATABASE_URL is
 * set. The body receives the dialect and creates its databases with createTestDatabase.
 */
export function forEachDatabase(body: (dialect: Dialect) => void): void {
  for (const dialect of TEST_DIALECTS) {
    describe(`on ${dialect}`, () => body(dialect));
  }
}

export interface TestDatabase extends DatabaseHandle {
  /** The PostgreSQL schema of its own; undefined on SQLite. */
  postgresSchema?: string;
  /** Closes the connection and removes the file or schema. */
  drop(): Promise<void>;
}

/**
 * Which catalog rows make a schema, as PostgreSQL versions them, and its applied migrations. A
 * test may change a schema (a migration's row deleted, a table dropped or altered); any change
 * to a table, column, default, index or constraint writes a new version of its catalog row (a
 * new xmin), which rows deleted, sequences reset and the autovacuum's statistics never do. Only a
 * schema still as its migrations left it goes back to the free list. Reading the row versions
 * took 4 ms where rendering every definition took 14 to 33, paid by every test on PostgreSQL.
 */
async function schemaSignature(admin: Pool, schema: string): Promise<string> {
  const { rows } = await admin.query<{ signature: string }>(
    `select md5(concat_ws('|',
      (select string_agg(format('%s %s', oid, xmin), ',' order by oid)
        from pg_class where relnamespace = $1::regnamespace),
      (select string_agg(format('%s %s %s', a.attrelid, a.attnum, a.xmin), ','
          order by a.attrelid, a.attnum)
        from pg_attribute a join pg_class c on c.oid = a.attrelid
        where c.relnamespace = $1::regnamespace),
      (select string_agg(format('%s %s', oid, xmin), ',' order by oid)
        from pg_constraint where connamespace = $1::regnamespace),
      (select string_agg(format('%s %s', d.oid, d.xmin), ',' order by d.oid)
        from pg_attrdef d join pg_class c on c.oid = d.adrelid
        where c.relnamespace = $1::regnamespace),
      (select string_agg(name, ',' order by name) from ${schema}.kysely_migration)
    )) as signature`,
    [schema],
  );
  const signature = rows[0]?.signature;
  if (!signature) throw new Error(`schema ${schema} has no signature`);
  return signature;
}

/**
 * The schema's tables but Kysely's, each before every table it refers to, so that deleting in
 * this order never leaves a row referring to one already gone; null when the references go
 * round in a circle, which no order can empty.
 */
async function tablesInDeleteOrder(admin: Pool, schema: string): Promise<string[] | null> {
  const { rows } = await admin.query<{ name: string; refers_to: string[] }>(
    `select c.relname as name,
        coalesce(array_agg(r.relname) filter (where r.oid <> c.oid), '{}') as refers_to
      from pg_class c
      left join pg_constraint f on f.conrelid = c.oid and f.contype = 'f'
      left join pg_class r on r.oid = f.confrelid
      where c.relnamespace = $1::regnamespace and c.relkind in ('r', 'p')
        and not (c.relname = any($2))
      group by c.relname`,
    [schema, MIGRATION_TABLES],
  );
  const ordered: string[] = [];
  let left = rows;
  while (left.length > 0) {
    const referred = new Set(left.flatMap(({ refers_to }) => refers_to));
    const free = left.filter(({ name }) => !referred.has(name));
    if (free.length === 0) return null;
    ordered.push(...free.map(({ name }) => name));
    left = left.filter(({ name }) => referred.has(name));
  }
  return ordered;
}

/**
 * Empties every table of a schema but Kysely's and numbers from 1 again, when the schema is still
 * the one its migrations make (`signature`); false when it is not, or a lock held elsewhere (a
 * connection the test left open) keeps it from being emptied at once. Deleting is four times
 * quicker than TRUNCATE on tables this small, and sent as one batch it costs one round trip, not
 * one a table.
 */
async function emptySchema(admin: Pool, schema: string, signature: string): Promise<boolean> {
  try {
    if ((await schemaSignature(admin, schema)) !== signature) return false;
    const tables = await tablesInDeleteOrder(admin, schema);
    if (!tables) return false;
    // The schema's name is one this module made (test_ and hex), never a test's input.
    await admin.query(
      [
        'begin',
        'set local lock_timeout = 2000',
        ...tables.map((table) => `delete from ${schema}."${table}"`),
        `select setval(format('%I.%I', schemaname, sequencename), 1, false)
          from pg_sequences where schemaname = '${schema}'`,
        'commit',
      ].join(';\n'),
    );
    return true;
  } catch {
    await admin.query('rollback').catch(() => undefined);
    return false;
  }
}

/**
 * A fresh, migrated database: a SQLite file in a temporary folder, or a PostgreSQL schema of
 * its own in this worker's database (so test files running in parallel never see each other's
 * rows), taken empty from the free schemas when one is there. A test that migrates down passes
 * `reuse: false`: the schema it leaves is dropped.
 */
export async function createTestDatabase(
  dialect: Dialect,
  { reuse = true }: { reuse?: boolean } = {},
): Promise<TestDatabase> {
  if (dialect === 'postgres') {
    const url = await workerDatabaseUrl();
    const migrations = await migrationsFingerprint();
    const admin = new Pool({ connectionString: url, max: 1 });
    admin.on('error', () => undefined);
    const taken = reuse
      ? await admin.query<{ name: string; signature: string }>(
          `delete from ${FREE_SCHEMAS} where name = (select name from ${FREE_SCHEMAS}
            where migrations = $1 limit 1 for update skip locked) returning name, signature`,
          [migrations],
        )
      : undefined;
    const free = taken?.rows[0];
    const schema = free?.name ?? `test_${randomBytes(6).toString('hex')}`;
    if (!free) await admin.query(`create schema ${schema}`);
    const handle = createDatabase({
      databaseUrl: url,
      sqliteFile: '',
      postgresSchema: schema,
      logger: SILENT,
    });
    let signature = free?.signature;
    const drop = async () => {
      await handle.db.destroy().catch(() => undefined);
      if (reuse && signature && (await emptySchema(admin, schema, signature))) {
        await admin.query(
          `insert into ${FREE_SCHEMAS} (name, migrations, signature) values ($1, $2, $3)`,
          [schema, migrations, signature],
        );
      } else {
        await admin.query(`drop schema ${schema} cascade`);
      }
      await admin.end();
    };
    if (!free) {
      await migrateToLatest(handle.db, handle.dialect, schema).catch(async (error: unknown) => {
        await drop();
        throw error;
      });
      if (reuse) signature = await schemaSignature(admin, schema);
    } else {
      // Opened as a migrated one is: a test that closes it then finds it closed, not reopened.
      await pingDatabase(handle.db);
    }
    return { ...handle, postgresSchema: schema, drop };
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'court-api-test-'));
  const file = path.join(folder, 'test.sqlite');
  if (reuse) copyFileSync(await sqliteTemplate(), file);
  const handle = createDatabase({ databaseUrl: null, sqliteFile: file, logger: SILENT });
  if (reuse) await pingDatabase(handle.db);
  else await migrateToLatest(handle.db, handle.dialect);
  return {
    ...handle,
    async drop() {
      await handle.db.destroy().catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

let template: Promise<string> | undefined;

/**
 * A SQLite file migrated by this build's migrations, kept in the temporary folder for every test
 * to copy (a copy costs a millisecond, migrating 50): made once, and named by the migrations'
 * fingerprint so a file other migrations made is never copied.
 */
function sqliteTemplate(): Promise<string> {
  template ??= (async () => {
    const file = path.join(
      tmpdir(),
      `court-api-test-template-${await migrationsFingerprint()}.sqlite`,
    );
    if (existsSync(file)) return file;
    const folder = mkdtempSync(path.join(tmpdir(), 'court-api-template-'));
    const making = path.join(folder, 'template.sqlite');
    const handle = createDatabase({ databaseUrl: null, sqliteFile: making });
    await migrateToLatest(handle.db, handle.dialect);
    // Closing folds the write-ahead log into the file, so the one file holds the whole schema.
    await handle.db.destroy();
    renameSync(making, file);
    rmSync(folder, { recursive: true, force: true });
    return file;
  })();
  return template;
}
