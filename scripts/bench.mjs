// `npm run bench`: builds what is not built, then prints first-load weights, Lighthouse figures,
// each page's paint and usable times on a throttled phone (tests/bench/real-load.bench.ts) and
// server throughput, all against one API server (tests/bench/bench-server.ts). With
// BENCH_DATABASE_URL (or TEST_DATABASE_URL) the server figures are taken again on PostgreSQL.
// BENCH_PAGES, BENCH_RUNS and BENCH_SECONDS shorten a run; see tests/bench/bench-settings.ts.
// Then a hearing schedule of 20,000 rows is imported twice (time and memory printed), 5,000
// court-date reminders are queued and delivered over SMTP on loopback (times printed), and last
// the API fuzz suites run with BENCH_FUZZ_RUNS cases per endpoint (1000; npm test runs 200).
import { ROOT, buildMissing, runOrExit } from './lib.mjs';

const CONFIG = ['playwright', 'test', '-c', 'tests/bench/bench.config.ts'];

await buildMissing();
await runOrExit('npx', CONFIG, { cwd: ROOT });
if (process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL) {
  await runOrExit('npx', [...CONFIG, 'server.bench.ts'], {
    cwd: ROOT,
    env: { ...process.env, BENCH_DATABASE: 'postgres' },
  });
}
await runOrExit('npx', ['jest', 'api/src/hearings/hearing-import-volume'], {
  cwd: ROOT,
  env: { ...process.env, HEARING_IMPORT_ROWS: '20000' },
});
await runOrExit('npx', ['jest', 'api/src/hearings/reminder-volume'], {
  cwd: ROOT,
  env: { ...process.env, REMINDER_VOLUME: '5000' },
});
await runOrExit('npx', ['jest', 'api/src/fuzz'], {
  cwd: ROOT,
  env: { ...process.env, FUZZ_RUNS: process.env.BENCH_FUZZ_RUNS ?? '1000' },
});
