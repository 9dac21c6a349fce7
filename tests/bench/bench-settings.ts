/** What `npm run bench` measures, from the environment, with the defaults it documents. */

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a whole number of 1 or more, got "${raw}"`);
  }
  return value;
}

/** The bench's API server; the bare Koa baseline listens on the next port. */
export const BENCH_PORT = positiveInteger('BENCH_PORT', 3200);
export const BENCH_URL = `http://127.0.0.1:${BENCH_PORT}`;

/** The home page, one page of each remote, a page with a long form, and a Spanish page. */
const DEFAULT_PAGES = [
  '/',
  '/jury-service',
  '/interpreter',
  '/driving-privileges',
  '/careers',
  '/es/',
];

/** Pages measured by Lighthouse and for first-load weight: BENCH_PAGES=/,/careers. */
export const BENCH_PAGES: readonly string[] = process.env.BENCH_PAGES?.trim()
  ? process.env.BENCH_PAGES.split(',')
      .map((page) => page.trim())
      .filter((page) => page !== '')
  : DEFAULT_PAGES;

for (const page of BENCH_PAGES) {
  if (!page.startsWith('/')) throw new Error(`BENCH_PAGES holds paths such as /careers: "${page}"`);
}

/** Lighthouse runs per page; the median of each figure is printed. */
export const BENCH_RUNS = positiveInteger('BENCH_RUNS', 3);

/** Seconds of load on each server target (after a short warm-up). */
export const BENCH_SECONDS = positiveInteger('BENCH_SECONDS', 10);

/** Which database the bench server runs on: set by scripts/bench.mjs for its second pass. */
export const BENCH_DATABASE: 'sqlite' | 'postgres' =
  process.env.BENCH_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

/** PostgreSQL for the server figures' second pass. */
export const BENCH_DATABASE_URL =
  process.env.BENCH_DATABASE_URL?.trim() || process.env.TEST_DATABASE_URL?.trim() || null;

/** The middle value; the mean of the two middle ones for an even count. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/** Lines of a left-aligned first column and right-aligned others, for printed tables. */
export function table(rows: readonly (readonly string[])[]): string {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, index) => {
      widths[index] = Math.max(widths[index] ?? 0, cell.length);
    });
  }
  return rows
    .map((row) =>
      row
        .map((cell, index) =>
          index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
