import { defineConfig } from '@playwright/test';
import { BENCH_CHROMIUM_LAUNCH } from '../support/server';
import { BENCH_URL } from './bench-settings';

/**
 * `npm run bench`: measurements printed as figures, never pass/fail on timing. One worker, so
 * no measurement shares the machine with another; one API server (bench-server.ts) for all.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.bench.ts',
  workers: 1,
  timeout: 300_000,
  reporter: [['line']],
  globalSetup: './bench-server.ts',
  use: { baseURL: BENCH_URL, launchOptions: BENCH_CHROMIUM_LAUNCH },
});
