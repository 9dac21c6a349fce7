// `npm test`: every check of the project, in the order a failure is cheapest to find:
// browser present, build, lint and types (side by side), unit and API tests (jest), then the
// browser suite (Playwright in Debian's Chromium headless shell against the production build
// served by one process). API tests also run on PostgreSQL when TEST_DATABASE_URL is set. It ends
// with where the time went: how fast the machine was, each phase and the slowest test files.
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run, runOrExit, runPooled, runQuietly } from './lib.mjs';
import { typecheckCommands } from './typecheck.mjs';
import {
  machineSpeedMs,
  printFailedPageSnapshots,
  printFailures,
  printTimings,
  readJson,
} from './test-report.mjs';

// The same engine as Debian's chromium without the full browser around it: the browser suite
// costs a third less CPU in it.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const INSTALL = 'apt-get update && apt-get install -y chromium-headless-shell';

async function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium's headless shell is needed for the browser tests. Install it with:\n  sudo sh -c '${INSTALL}'`,
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium-headless-shell for the browser tests...");
  await runOrExit('sh', ['-c', INSTALL], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const machineMs = machineSpeedMs();
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
const waitingJestReport = path.join(reports, 'jest-waiting.json');
const walkReport = path.join(reports, 'playwright-walks.json');
const specsReport = path.join(reports, 'playwright-specs.json');
function printTimingsSoFar() {
  printTimings({
    phases,
    machineMs,
    jestReports: [readJson(jestReport), readJson(waitingJestReport)],
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
// Lint and each workspace's types need nothing of each other: a command per core at a time,
// the longest first (lint, then the API's compiler), so every core stays busy to the end.
const checks = await phase('typecheck and lint', () =>
  runPooled([
    { name: 'npm run lint', command: 'npm', args: ['run', 'lint'] },
    ...typecheckCommands(),
  ]),
);
const failedChecks = checks.filter(({ code }) => code !== 0);
if (failedChecks.length > 0) {
  for (const { name, code } of failedChecks) console.error(`\n${name} failed (exit ${code}).`);
  printTimingsSoFar();
  process.exit(failedChecks[0]?.code ?? 1);
}

// Suites that spend minutes waiting, with little to compute: for the next minute, when the
// minute job runs, and for each database fault to pass. Run beside the others in a jest of their
// own, they no longer hold one of its two workers idle. Their PostgreSQL databases are named
// apart from the other jest's, whose workers have the same numbers.
const WAITING_SUITES = [
  'two-api-processes-share-one-database',
  'site-stays-up-while-postgres-is-away',
];
const waitingPattern = `(${WAITING_SUITES.join('|')})\\.test\\.ts$`;
const databases = process.env.TEST_DATABASE_URL ? 'SQLite and PostgreSQL' : 'SQLite';
const [jestCode, waitingJestCode] = await phase(`jest (${databases})`, () =>
  Promise.all([
    run('npx', [
      'jest',
      '--json',
      `--outputFile=${jestReport}`,
      `--testPathPatterns=^(?!.*${waitingPattern})`,
    ]),
    runQuietly(
      'npx',
      [
        'jest',
        '--json',
        `--outputFile=${waitingJestReport}`,
        '--maxWorkers=1',
        `--testPathPatterns=${waitingPattern}`,
      ],
      { env: { ...process.env, TEST_DATABASE_RUN: 'waiting' } },
    ),
  ]),
);
const walkCode = await phase('browser: page walks', () =>
  runBrowserProject('page walks', walkReport, 3),
);
const specsCode = await phase('browser: specs', () => runBrowserProject('specs', specsReport, 2));

const jestRuns = [readJson(jestReport), readJson(waitingJestReport)];
const jestCount = (key) => jestRuns.reduce((sum, report) => sum + (report?.[key] ?? 0), 0);
const browserRuns = [readJson(walkReport), readJson(specsReport)];
const browser = browserRuns.map((report) => report?.stats);
printFailedPageSnapshots(browserRuns);
printTimingsSoFar();
const count = (key) => browser.reduce((sum, stats) => sum + (stats?.[key] ?? 0), 0);
const passed = jestCount('numPassedTests') + count('expected');
const failed = jestCount('numFailedTests') + count('unexpected') + count('flaky');
const skipped = jestCount('numPendingTests') + count('skipped');
const broken =
  jestCode !== 0 ||
  waitingJestCode !== 0 ||
  walkCode !== 0 ||
  specsCode !== 0 ||
  jestRuns.some((report) => !report) ||
  browser.some((stats) => !stats);
console.log(
  `\njest exit ${jestCode} (waiting suites ${waitingJestCode}), page walks exit ${walkCode}, specs exit ${specsCode}`,
);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
printFailures({ jestReports: jestRuns, playwrightReports: browserRuns });
process.exit(broken || failed > 0 ? 1 : 0);
