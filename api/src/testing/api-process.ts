import { spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import { API_ROOT, REPO_ROOT } from '../platform/paths';
import { createDatabase, type DatabaseHandle, type Dialect } from '../platform/database/database';
import { workerDatabaseUrl } from './test-database';

/** The compiled server and staff CLI: process tests run what production runs, not the sources. */
export const COMPILED_SERVER = path.join(API_ROOT, 'dist', 'src', 'server.js');
export const COMPILED_STAFF_CLI = path.join(API_ROOT, 'dist', 'src', 'cli', 'staff.js');

/** Fails the calling test, with what to do, when the API has not been compiled. */
export function assertApiBuilt(): void {
  const missing = [COMPILED_SERVER, COMPILED_STAFF_CLI].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    const names = missing.map((file) => path.relative(REPO_ROOT, file)).join(', ');
    throw new Error(
      `The compiled API is missing (${names}): run \`npm run build -w api\` first (npm test does).`,
    );
  }
}

/** A database of its own for server processes, and the test's own connection to it. */
export interface ProcessDatabase {
  /** The settings that point a server process (or the staff CLI) at this database. */
  env: Record<string, string>;
  /** The test's connection, to arrange and read rows; the tables exist once a server migrated. */
  handle: DatabaseHandle;
  drop(): Promise<void>;
}

/**
 * An empty database for spawned servers, which create the tables themselves: a SQLite file in a
 * temporary folder, or a PostgreSQL schema of its own (DATABASE_SCHEMA).
 */
export async function createProcessDatabase(dialect: Dialect): Promise<ProcessDatabase> {
  // The process's own copy of the published content, beside its own database.
  const folder = mkdtempSync(path.join(tmpdir(), 'court-api-process-'));
  const contentCopyFile = path.join(folder, 'published-content.json');
  if (dialect === 'postgres') {
    const url = await workerDatabaseUrl();
    const schema = `process_${randomBytes(6).toString('hex')}`;
    const admin = new Pool({ connectionString: url, max: 1 });
    await admin.query(`create schema ${schema}`);
    const handle = createDatabase({ databaseUrl: url, sqliteFile: '', postgresSchema: schema });
    return {
      env: { DATABASE_URL: url, DATABASE_SCHEMA: schema, CONTENT_COPY_FILE: contentCopyFile },
      handle,
      async drop() {
        await handle.db.destroy().catch(() => undefined);
        await admin.query(`drop schema ${schema} cascade`);
        await admin.end();
        rmSync(folder, { recursive: true, force: true });
      },
    };
  }
  const sqliteFile = path.join(folder, 'court.sqlite');
  const handle = createDatabase({ databaseUrl: null, sqliteFile });
  return {
    env: { SQLITE_FILE: sqliteFile, CONTENT_COPY_FILE: contentCopyFile },
    handle,
    async drop() {
      await handle.db.destroy().catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** One JSON line of a server's log. */
export type LogLine = Record<string, unknown>;

/** A server running as its own process, as in production. */
export interface ApiProcess {
  url: string;
  /** The JSON lines it has logged so far (LOG_LEVEL info unless the env says otherwise). */
  logs(): LogLine[];
  /** Everything it wrote, for a failing test's message. */
  output(): string;
  /** Whether the process has ended, by itself or by a signal. */
  hasExited(): boolean;
  /** SIGKILL: the process dies at once, mid-request; resolves when it is gone. */
  kill(): Promise<void>;
  /** SIGTERM: the graceful stop; SIGKILL if it takes more than 15 seconds. */
  stop(): Promise<void>;
}

// Easy proof-of-work and limits no test reaches unless it sets its own; info logs, which say when
// the server listens and what it did.
const SERVER_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'info',
  PROOF_OF_WORK_MAX_COUNTER: '50',
  RATE_LIMIT_PER_MINUTE: '10000',
  STAFF_SIGN_IN_LIMIT_PER_MINUTE: '10000',
  // These suites sign staff in with a password; the second factor has tests of its own.
  STAFF_SECOND_FACTOR_REQUIRED: 'false',
};

const START_TIMEOUT_MS = 30_000;

/** Parses a stream's output into JSON lines as they complete. */
function lineCollector(onLine: (line: LogLine) => void): (chunk: Buffer) => void {
  let pending = '';
  return (chunk) => {
    pending += chunk.toString('utf8');
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      try {
        const parsed: unknown = JSON.parse(line);
        if (typeof parsed === 'object' && parsed !== null) onLine(parsed as LogLine);
      } catch {
        // Not a log line (a stack trace, say): kept in output() only.
      }
    }
  };
}

type Launch = { kind: 'started'; api: ApiProcess } | { kind: 'port-taken' };

/** When a started server counts as up: listening, or listening with its schema migrated. */
export type StartedWhen = 'listening' | 'database-ready';

function launch(
  port: number,
  env: Record<string, string>,
  startedWhen: StartedWhen,
): Promise<Launch> {
  // Only the given settings: a DATABASE_URL in the developer's shell must not leak in.
  const child = spawn(process.execPath, [COMPILED_SERVER], {
    cwd: REPO_ROOT,
    env: { ...SERVER_ENV, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: LogLine[] = [];
  let output = '';
  let exited = false;
  const exit = new Promise<void>((resolve) => {
    child.once('exit', () => {
      exited = true;
      resolve();
    });
  });
  const signal = async (name: NodeJS.Signals, graceMs: number) => {
    if (exited) return;
    child.kill(name);
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exit;
    clearTimeout(timer);
  };
  const api: ApiProcess = {
    url: `http://127.0.0.1:${port}`,
    logs: () => [...logs],
    output: () => output,
    hasExited: () => exited,
    kill: () => signal('SIGKILL', 0),
    stop: () => signal('SIGTERM', 15_000),
  };

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void api.kill();
      reject(new Error(`The API process did not start in ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    let isListening = false;
    let isDatabaseReady = false;
    const collect = lineCollector((line) => {
      logs.push(line);
      if (line.msg === 'court API listening') isListening = true;
      if (line.msg === 'database ready') isDatabaseReady = true;
      if (isListening && (isDatabaseReady || startedWhen === 'listening')) {
        clearTimeout(timer);
        resolve({ kind: 'started', api });
      }
    });
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      collect(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    void exit.then(() => {
      clearTimeout(timer);
      if (output.includes('EADDRINUSE')) resolve({ kind: 'port-taken' });
      else reject(new Error(`The API process exited before listening:\n${output}`));
    });
  });
}

/**
 * Starts `node api/dist/src/server.js` with the given settings on a free port. A child cannot be
 * handed port 0, so a random port below Linux's ephemeral range is tried, and another if taken.
 * Resolves once the server logs that it listens and, unless told otherwise, that its migrations
 * ran (it listens first, so its pages are served while the database is still away).
 */
export async function startApiProcess(
  env: Record<string, string>,
  startedWhen: StartedWhen = 'database-ready',
): Promise<ApiProcess> {
  assertApiBuilt();
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const launched = await launch(randomInt(20_000, 32_000), env, startedWhen);
    if (launched.kind === 'started') return launched.api;
  }
  throw new Error('No free port found for the API process');
}

/** The migrations a server applied at start, from its "database ready" log line. */
export function appliedMigrations(api: ApiProcess): unknown {
  return api.logs().find((line) => line.msg === 'database ready')?.applied;
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node api/dist/src/cli/staff.js <args>` with the given settings, `input` on stdin. */
export function runStaffCli(
  args: string[],
  env: Record<string, string>,
  input: string,
): Promise<CliResult> {
  assertApiBuilt();
  const child = spawn(process.execPath, [COMPILED_STAFF_CLI, ...args], {
    cwd: REPO_ROOT,
    env: { ...SERVER_ENV, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  child.stdin.end(input);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
