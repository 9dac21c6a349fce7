import { defineConfig } from '@playwright/test';
import { BASE_URL, CHROMIUM_LAUNCH, serverCommand } from './support/server';

/** The browser suite: the production build served by one API process, in Debian's Chromium. */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  // npm test asks for a JSON report too (PLAYWRIGHT_JSON_OUTPUT_NAME) to print one summary line.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: BASE_URL,
    launchOptions: CHROMIUM_LAUNCH,
    trace: 'off',
  },
  // npm test runs the walks with a third worker (they only wait on the page), then the specs
  // with two, so that timing-sensitive specs never share a saturated machine with a third.
  // Each its own results folder: the second run must not clear the first one's failures.
  projects: [
    { name: 'page walks', testMatch: 'page-walk.spec.ts', outputDir: 'test-results/page-walks' },
    { name: 'specs', testIgnore: 'page-walk.spec.ts', outputDir: 'test-results/specs' },
  ],
  webServer: {
    ...serverCommand(),
    url: `${BASE_URL}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
