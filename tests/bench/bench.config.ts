import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH, REPO_ROOT, serverEnv } from '../support/server';

const BENCH_PORT = 3200;

/** `npm run bench`: measurements printed as figures, never pass/fail on timing. */
export default defineConfig({
  testDir: '.',
  testMatch: '*.bench.ts',
  workers: 1,
  timeout: 300_000,
  reporter: [['line']],
  use: { baseURL: `http://127.0.0.1:${BENCH_PORT}`, launchOptions: CHROMIUM_LAUNCH },
  webServer: {
    command: 'node api/dist/src/server.js',
    cwd: REPO_ROOT,
    env: { ...serverEnv(BENCH_PORT), RATE_LIMIT_PER_MINUTE: '100000' },
    url: `http://127.0.0.1:${BENCH_PORT}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
