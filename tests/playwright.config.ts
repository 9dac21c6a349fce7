import { defineConfig } from '@playwright/test';
import { BASE_URL, TEST_CHROMIUM_LAUNCH, serverCommand } from './support/server';

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
    launchOptions: TEST_CHROMIUM_LAUNCH,
    trace: 'off',
    // A test that times out leaves no page snapshot in its error context; the picture says what
    // the page showed instead.
    screenshot: 'only-on-failure',
  },
  // The walks take a third worker (they only wait on the page), the specs two, so that
  // timing-sensitive specs never share a saturated machine with a third of their own. npm test
  // runs one project after the other; test:changed runs the few pages it reaches side by side.
  // Each its own results folder: the second run must not clear the first one's failures.
  projects: [
    {
      name: 'page walks',
      testMatch: 'page-walk.spec.ts',
      outputDir: 'test-results/page-walks',
      workers: 3,
    },
    { name: 'specs', testIgnore: 'page-walk.spec.ts', outputDir: 'test-results/specs', workers: 2 },
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
