// Small helpers shared by the start, dev and test scripts.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const FRONT_ENDS = ['shell', 'mfe-info', 'mfe-jury', 'mfe-forms', 'mfe-careers'];

/** Everything `npm run build` builds, the slowest first (the shell's build takes the longest). */
export const APPS = ['shell', 'api', 'mfe-info', 'mfe-forms', 'mfe-jury', 'mfe-careers'];

/** Runs a command in the repository, streaming its output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/** Runs a command with its output held back, printed whole when it ends; resolves with its code. */
export function runQuietly(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      ...options,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const done = (code) => {
      process.stdout.write(Buffer.concat(output));
      resolve(code);
    };
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', () => done(127));
  });
}

/**
 * Runs commands quietly (see runQuietly), as many at a time as the machine has cores, in the
 * order given (longest first keeps the cores busy to the end); resolves with each one's name and
 * exit code.
 */
export async function runPooled(commands) {
  const queue = [...commands];
  const results = [];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      results.push({ name: next.name, code: await runQuietly(next.command, next.args) });
    }
  };
  const parallel = Math.min(os.availableParallelism(), queue.length);
  await Promise.all(Array.from({ length: parallel }, worker));
  return results;
}

/** Runs a command and stops this script with its exit code if it fails. */
export async function runOrExit(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${code}).`);
    process.exit(code);
  }
}

export function isBuilt(app) {
  const marker = app === 'api' ? 'api/dist/src/server.js' : `${app}/dist/index.html`;
  if (app === 'api' || app === 'shell') return existsSync(path.join(ROOT, marker));
  return existsSync(path.join(ROOT, app, 'dist', 'registry-fragment.json'));
}

/**
 * Builds apps a build per core at a time (each app's build is its own workspace's script and
 * needs no other's output); stops this script if one fails.
 */
export async function buildApps(apps) {
  const builds = apps.map((app) => ({
    name: `build ${app}`,
    command: 'npm',
    args: ['run', 'build', '--if-present', '-w', app],
  }));
  const failed = (await runPooled(builds)).filter(({ code }) => code !== 0);
  for (const { name, code } of failed) console.error(`\n${name} failed (exit ${code}).`);
  if (failed.length > 0) process.exit(failed[0]?.code ?? 1);
}

/** Builds the API and every front end that has no build yet. */
export async function buildMissing() {
  const missing = APPS.filter((app) => !isBuilt(app));
  if (missing.length === 0) return;
  console.log(`Building ${missing.join(', ')}...`);
  await buildApps(missing);
}
