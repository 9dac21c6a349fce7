import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, serverEnv } from '../support/server';
import { BENCH_DATABASE, BENCH_DATABASE_URL, BENCH_PORT, BENCH_URL } from './bench-settings';

interface PgClient {
  connect(): Promise<void>;
  query(sql: string): Promise<unknown>;
  end(): Promise<void>;
}

/** The API's own PostgreSQL driver: the tests workspace has no copy, and needs no other. */
function pgClient(connectionString: string): PgClient {
  const { Client } = createRequire(path.join(REPO_ROOT, 'api', 'package.json'))('pg') as {
    Client: new (options: { connectionString: string }) => PgClient;
  };
  return new Client({ connectionString });
}

/** Runs one statement on its own connection. */
async function runSql(url: string, statement: string): Promise<void> {
  const client = pgClient(url);
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Fails early when something else holds the port: its /health would pass for ours. */
async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(new Error(`Port ${port} is in use; set BENCH_PORT to a free port (3200-3299)`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

async function waitForHealth(child: ChildProcess): Promise<void> {
  const exited = new Promise<never>((_resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The bench API server exited (${code})`)));
  });
  const healthy = (async () => {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const ok = await fetch(`${BENCH_URL}/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('The bench API server did not answer /health within 60 s');
  })();
  await Promise.race([healthy, exited]);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const forced = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(forced);
}

/**
 * Global setup: one compiled API server for the whole bench, in bench mode (no proof-of-work,
 * no rate limits) on a fresh database with sample data. Its pid goes to the tests, which read
 * its memory. Returns the teardown.
 */
export default async function startBenchServer(): Promise<() => Promise<void>> {
  await assertPortFree(BENCH_PORT);
  const folder = mkdtempSync(path.join(os.tmpdir(), 'court-bench-'));
  let databaseEnv: Record<string, string> = {};
  let dropDatabase = async () => {};
  if (BENCH_DATABASE === 'postgres') {
    const url = BENCH_DATABASE_URL;
    if (!url) throw new Error('BENCH_DATABASE=postgres needs BENCH_DATABASE_URL');
    // A schema of its own: the database is shared with test runs.
    const schema = `bench_${randomBytes(6).toString('hex')}`;
    await runSql(url, `create schema ${schema}`);
    databaseEnv = { DATABASE_URL: url, DATABASE_SCHEMA: schema };
    dropDatabase = () => runSql(url, `drop schema ${schema} cascade`);
  }
  // The log goes to a file, as a deployment's goes to its collector: a line for each request
  // is part of what serving costs, and would only interleave with the figures here.
  const logFile = path.join(folder, 'api.log');
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, [path.join('api', 'dist', 'src', 'server.js')], {
    cwd: REPO_ROOT,
    env: {
      ...serverEnv(BENCH_PORT, REPO_ROOT, path.join(folder, 'court.sqlite')),
      ...databaseEnv,
      BENCH_MODE: 'true',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', log, 'inherit'],
  });
  closeSync(log);
  try {
    await waitForHealth(child);
  } catch (error) {
    await stop(child);
    console.error(readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n'));
    await dropDatabase();
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  process.env.BENCH_SERVER_PID = String(child.pid);
  process.env.BENCH_SERVER_DATABASE = BENCH_DATABASE === 'postgres' ? 'PostgreSQL' : 'SQLite';
  return async () => {
    await stop(child);
    await dropDatabase();
    rmSync(folder, { recursive: true, force: true });
  };
}
