import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LaunchOptions } from '@playwright/test';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const TEST_PORT = Number(process.env.TEST_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${TEST_PORT}`;

/** Flags that keep Chromium off the (closed) network and drawing in software. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  // Without a GPU the compositor draws in software; in the browser's own process that costs
  // about a twentieth less CPU than in a process of its own, with the same pixels.
  '--in-process-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The browser the tests drive: Debian's Chromium headless shell, never a downloaded browser. It
 * is the same engine without the full browser's windowing and profile machinery, which on the
 * page walks cost a third of the CPU for the same pages and checks.
 */
export const TEST_CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  // A DevTools port of the browser's choosing, on loopback, for the keyboard walks' own
  // connection (devtools-channel.ts).
  args: [...CHROMIUM_ARGS, '--remote-debugging-port=0'],
};

/**
 * Benchmarks measure the browser people use: Debian's full Chromium, unless CHROME_PATH (the
 * variable Lighthouse's launcher reads) names another.
 */
export const BENCH_CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
};

/**
 * SQLite file of the suite's server. Set once in the runner process: the workers inherit it, so
 * tests can create staff accounts in the database the server uses.
 */
process.env.E2E_SQLITE_FILE ??= path.join(
  mkdtempSync(path.join(os.tmpdir(), 'court-e2e-')),
  'court.sqlite',
);
export const E2E_SQLITE_FILE = process.env.E2E_SQLITE_FILE;

/** Environment of an API process serving the built site with sample data in a fresh database. */
export function serverEnv(
  port: number,
  webRoot = REPO_ROOT,
  sqliteFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'court-e2e-')), 'court.sqlite'),
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && key !== 'DATABASE_URL' && key !== 'SMTP_URL') env[key] = value;
  }
  return {
    ...env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    SQLITE_FILE: sqliteFile,
    CONTENT_COPY_FILE: path.join(path.dirname(sqliteFile), 'published-content.json'),
    SAMPLE_DATA: 'true',
    LOG_LEVEL: 'warn',
    WEB_ROOT: webRoot,
    // Browser tests post forms quickly; the limit itself is covered by the API suite.
    RATE_LIMIT_PER_MINUTE: '1000',
    STAFF_SIGN_IN_LIMIT_PER_MINUTE: '1000',
    SEARCH_LIMIT_PER_MINUTE: '1000',
    PAGES_NOT_FOUND_PER_MINUTE: '1000',
    FORM_POSTS_WITHOUT_SCRIPT_PER_MINUTE: '1000',
    // A form sent without JavaScript may go at once; the API suite checks the two seconds.
    FORM_TOKEN_MIN_SECONDS: '0',
    // Staff sign in with a password alone here; staff-second-factor.spec.ts turns the app on.
    STAFF_SECOND_FACTOR_REQUIRED: 'false',
  };
}

export function serverCommand(): { command: string; cwd: string; env: Record<string, string> } {
  return {
    command: 'node api/dist/src/server.js',
    cwd: REPO_ROOT,
    env: serverEnv(TEST_PORT, REPO_ROOT, E2E_SQLITE_FILE),
  };
}

/** Waits until a server of a spec's own answers its health check (30 s at most). */
export async function waitForHealth(url: string): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} never answered`);
}

/** An API server a spec starts for itself, on a database of its own. */
export interface SpecServer {
  /** Its SQLite file, for createStaffAccount and rows a spec puts in itself. */
  sqliteFile: string;
  /** Ends the server and removes its database. */
  stop(): void;
}

/**
 * Starts the built API on `port` with sample data in a fresh SQLite database, `env` added to
 * serverEnv's, and waits until it answers. `webRoot` is a checkout to serve instead of this one
 * (its API and front-end builds).
 */
export async function startSpecServer(
  port: number,
  env: Record<string, string> = {},
  webRoot = REPO_ROOT,
): Promise<SpecServer> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'court-spec-'));
  const sqliteFile = path.join(folder, 'court.sqlite');
  const server = spawn('node', ['api/dist/src/server.js'], {
    cwd: webRoot,
    env: { ...serverEnv(port, webRoot, sqliteFile), ...env },
    stdio: 'ignore',
  });
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`http://127.0.0.1:${port}/health`);
  } catch (error) {
    stop();
    throw error;
  }
  return { sqliteFile, stop };
}
