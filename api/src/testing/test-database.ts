import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client, Pool } from 'pg';
import { loadTestDatabaseUrl } from '../config';
import { createDatabase, type DatabaseHandle, type Dialect } from '../platform/database/database';
import { migrateToLatest } from '../platform/database/migrate';

/** PostgreSQL used by the suites when set, e.g. postgres://postgres@127.0.0.1:5432/test. */
export const TEST_DATABASE_URL = loadTestDatabaseUrl();

export const TEST_DIALECTS: Dialect[] = TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/** PostgreSQL's answers when a database exists already, or its template is busy for a moment. */
const DUPLICATE_DATABASE = '42P04';
const OBJECT_IN_USE = '55006';

let workerDatabase: Promise<string> | undefined;

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
    const name = `${decodeURIComponent(parsed.pathname.slice(1)) || 'postgres'}_worker_${process.env.JEST_WORKER_ID ?? '1'}`;
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
    return parsed.toString();
  })();
  return workerDatabase;
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
 * A fresh, migrated database: a SQLite file in a temporary folder, or a PostgreSQL schema of
 * its own in this worker's database (so test files running in parallel never see each other's
 * rows).
 */
export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  if (dialect === 'postgres') {
    const url = await workerDatabaseUrl();
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new Pool({ connectionString: url, max: 1 });
    await admin.query(`create schema ${schema}`);
    const handle = createDatabase({ databaseUrl: url, sqliteFile: '', postgresSchema: schema });
    const drop = async () => {
      await handle.db.destroy().catch(() => undefined);
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    };
    await migrateToLatest(handle.db, handle.dialect, schema).catch(async (error: unknown) => {
      await drop();
      throw error;
    });
    return { ...handle, postgresSchema: schema, drop };
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'court-api-test-'));
  const handle = createDatabase({
    databaseUrl: null,
    sqliteFile: path.join(folder, 'test.sqlite'),
  });
  await migrateToLatest(handle.db, handle.dialect);
  return {
    ...handle,
    async drop() {
      await handle.db.destroy().catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
