// `npm test`: every check of the project, in the order a failure is cheapest to find:
// browser present, build, lint and types (side by side), unit and API tests (jest), then the
// browser suite (Playwright in Debian's Chromium against the production build served by one
// process). API tests also run on PostgreSQL when TEST_DATABASE_URL is set. It ends with where
// the time went: each phase and the slowest test files.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, run, runOrExit } from './lib.mjs';
import { printTimings, readJson } from './test-report.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const INSTALL = 'apt-get update && apt-get install -y chromium';

async function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is needed for the browser tests. Install it with:\n  sudo sh -c '${INSTALL}'`,
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests...');
  await runOrExit('sh', ['-c', INSTALL], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** Runs a command with its output held back, printed whole when it ends. */
function runQuietly(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
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

const phases = [];
async function phase(name, work) {
  const started = Date.now();
  try {
    return await work();
  } finally {
    phases.push({ name, ms: Date.now() - started });
  }
}

const reports = mkdtempSync(path.join(os.tmpdir(), 'court-test-'));
const jestReport = path.join(reports, 'jest.json');
const walkReport = path.join(reports, 'playwright-walks.json');
const specsReport = path.join(reports, 'playwright-specs.json');
function printTimingsSoFar() {
  printTimings({
    phases,
    jestReport: readJson(jestReport),
    playwrightReports: [readJson(walkReport), readJson(specsReport)],
  });
}

/** One of the browser suite's projects (tests/playwright.config.ts), with its own JSON report. */
function runBrowserProject(project, report, workers) {
  return run(
    'npm',
    ['run', 'test', '-w', 'tests', '--', `--project=${project}`, `--workers=${workers}`],
    {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    },
  );
}

await phase('browser present', ensureChromium);
await phase('build', () => runOrExit('npm', ['run', 'build']));
// Types and lint read the same files and need nothing of each other: run side by side.
const checks = await phase('typecheck and lint', () =>
  Promise.all([
    runQuietly('npm', ['run', 'typecheck']).then((code) => ({ name: 'typecheck', code })),
    runQuietly('npm', ['run', 'lint']).then((code) => ({ name: 'lint', code })),
  ]),
);
const failedCheck = checks.find(({ code }) => code !== 0);
if (failedCheck) {
  console.error(`\nnpm run ${failedCheck.name} failed (exit ${failedCheck.code}).`);
  printTimingsSoFar();
  process.exit(failedCheck.code);
}

const databases = process.env.TEST_DATABASE_URL ? 'SQLite and PostgreSQL' : 'SQLite';
const jestCode = await phase(`jest (${databases})`, () =>
  run('npx', ['jest', '--json', `--outputFile=${jestReport}`]),
);
const walkCode = await phase('browser: page walks', () =>
  runBrowserProject('page walks', walkReport, 3),
);
const specsCode = await phase('browser: specs', () => runBrowserProject('specs', specsReport, 2));

const jest = readJson(jestReport);
const browser = [readJson(walkReport)?.stats, readJson(specsReport)?.stats];
printTimingsSoFar();
const count = (key) => browser.reduce((sum, stats) => sum + (stats?.[key] ?? 0), 0);
const passed = (jest?.numPassedTests ?? 0) + count('expected');
const failed = (jest?.numFailedTests ?? 0) + count('unexpected') + count('flaky');
const skipped = (jest?.numPendingTests ?? 0) + count('skipped');
const broken =
  jestCode !== 0 || walkCode !== 0 || specsCode !== 0 || !jest || browser.some((stats) => !stats);
console.log(`\njest exit ${jestCode}, page walks exit ${walkCode}, specs exit ${specsCode}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(broken || failed > 0 ? 1 : 0);
