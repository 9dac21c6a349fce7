// `npm test`: every check of the project, in the order a failure is cheapest to find:
// browser present, build, lint and types, unit and API tests (jest), then the browser suite
// (Playwright in Debian's Chromium against the production build served by one process).
// API tests also run on PostgreSQL when TEST_DATABASE_URL is set.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run, runOrExit } from './lib.mjs';

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

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

await ensureChromium();
await runOrExit('npm', ['run', 'build']);
await runOrExit('npm', ['run', 'typecheck']);
await runOrExit('npm', ['run', 'lint']);

const reports = mkdtempSync(path.join(os.tmpdir(), 'court-test-'));
const jestReport = path.join(reports, 'jest.json');
const playwrightReport = path.join(reports, 'playwright.json');
const jestCode = await run('npx', ['jest', '--json', `--outputFile=${jestReport}`]);
const e2eCode = await run('npm', ['run', 'test', '-w', 'tests'], {
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
});

const jest = readJson(jestReport);
const playwright = readJson(playwrightReport)?.stats;
const passed = (jest?.numPassedTests ?? 0) + (playwright?.expected ?? 0);
const failed =
  (jest?.numFailedTests ?? 0) + (playwright?.unexpected ?? 0) + (playwright?.flaky ?? 0);
const skipped = (jest?.numPendingTests ?? 0) + (playwright?.skipped ?? 0);
const broken = jestCode !== 0 || e2eCode !== 0 || !jest || !playwright;
console.log(`\njest exit ${jestCode}, playwright exit ${e2eCode}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(broken || failed > 0 ? 1 : 0);
