import { TestClock, testConfig } from '../testing/test-app';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../testing/test-database';
import { importHearingSchedule } from './hearing-import-service';

/**
 * A schedule of many hearings: `npm test` imports HEARING_IMPORT_ROWS (1,000) to check a large
 * import is right; `npm run bench` sets 20,000 and prints the time and memory it took.
 */
const ROWS = Number(process.env.HEARING_IMPORT_ROWS ?? 1000);
const PRINT_FIGURES = process.env.HEARING_IMPORT_ROWS !== undefined;

const HEADER =
  'case_number,last_name,first_name,hearing_date,hearing_time,hearing_type,courtroom,status';

/** Row i of a schedule; `shift` moves every tenth hearing by that many days. */
function scheduleOf(rows: number, shift: number): Buffer {
  const lines = [HEADER];
  for (let i = 0; i < rows; i += 1) {
    const day = 1 + (i % 28) + (i % 10 === 0 ? shift : 0);
    const date = `2026-0${4 + Math.floor(day / 29)}-${String(((day - 1) % 28) + 1).padStart(2, '0')}`;
    const caseNumber = `2026TRD${String(i).padStart(5, '0')}`;
    lines.push(
      `${caseNumber},Party${i},Pat,${date},09:00,Arraignment,Courtroom ${1 + (i % 4)},scheduled`,
    );
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

forEachDatabase((dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });

  afterAll(async () => {
    await database.drop();
  });

  it(`imports a schedule of ${ROWS} hearings, then the same with a tenth moved`, async () => {
    const deps = { db: database.db, clock: new TestClock(), config: testConfig() };
    const sender = { source: 'upload' as const, name: 'bench', actor: 'bench', requestId: 'bench' };
    const figures: string[] = [];
    for (const [label, shift] of [
      ['first import', 0],
      ['a tenth moved', 1],
    ] as const) {
      const bytes = scheduleOf(ROWS, shift);
      const heapBefore = process.memoryUsage().heapUsed;
      const started = process.hrtime.bigint();
      const result = await importHearingSchedule(deps, bytes, sender, 'en');
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
      expect(result.applied).toBe(true);
      expect(result.counts.rows).toBe(ROWS);
      if (shift === 0) expect(result.counts.added).toBe(ROWS);
      else expect(result.counts.moved).toBe(Math.ceil(ROWS / 10));
      figures.push(
        `${label}: ${Math.round(ms)} ms, heap +${heapMb.toFixed(1)} MB, rss ${Math.round(process.memoryUsage().rss / 1024 / 1024)} MB`,
      );
    }
    if (PRINT_FIGURES) {
      process.stdout.write(`hearing import of ${ROWS} rows on ${dialect}: ${figures.join('; ')}\n`);
    }
  }, 300_000);
});
