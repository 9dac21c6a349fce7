import { test } from '@playwright/test';
import { BENCH_CHROMIUM_LAUNCH } from '../support/server';
import { BENCH_PAGES, BENCH_RUNS, median, table } from './bench-settings';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

/** A run takes 20 to 40 s on two cores; the rest is room for a slow start of Chromium. */
const SECONDS_PER_RUN = 120;
/** Runs tried beyond BENCH_RUNS per page when some fail. */
const RETRIES = 2;

interface RunFigures {
  lighthouseVersion: string;
  /** 0 to 100; null when Lighthouse could not score the category. */
  scores: Record<Category, number | null>;
  lcpSeconds: number | null;
  cls: number | null;
  tbtMs: number | null;
  /** Lighthouse's measure of this machine's speed at the time of the run: the figures scale with it. */
  benchmarkIndex: number | null;
}

/** One Lighthouse run in a Chromium of its own: the mobile preset, simulated throttling. */
async function audit(url: string): Promise<RunFigures> {
  // Both are ES modules only.
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: BENCH_CHROMIUM_LAUNCH.executablePath,
    chromeFlags: BENCH_CHROMIUM_LAUNCH.args,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error('Lighthouse gave no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const score = (id: Category) => {
      const value = lhr.categories[id]?.score;
      return typeof value === 'number' ? Math.round(value * 100) : null;
    };
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
    const lcp = numeric('largest-contentful-paint');
    return {
      lighthouseVersion: lhr.lighthouseVersion,
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])) as RunFigures['scores'],
      lcpSeconds: lcp === null ? null : lcp / 1000,
      cls: numeric('cumulative-layout-shift'),
      tbtMs: numeric('total-blocking-time'),
      benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    };
  } finally {
    const exited = new Promise((resolve) => chrome.process.once('exit', resolve));
    chrome.kill();
    if (chrome.process.exitCode === null && chrome.process.signalCode === null) await exited;
  }
}

/** The median of the runs that produced the figure, or "-" when none did. */
function middle(values: readonly (number | null)[], digits: number): string {
  const present = values.filter((value): value is number => value !== null);
  return present.length === 0 ? '-' : median(present).toFixed(digits);
}

test('Lighthouse scores and metrics of each page', async ({ baseURL }) => {
  test.setTimeout(BENCH_PAGES.length * (BENCH_RUNS + RETRIES) * SECONDS_PER_RUN * 1000);
  const rows = [
    ['page', 'perf', 'a11y', 'best-pr', 'SEO', 'LCP s', 'CLS', 'TBT ms', 'benchmarkIndex', 'runs'],
  ];
  const failures: string[] = [];
  let version = '';
  for (const page of BENCH_PAGES) {
    const runs: RunFigures[] = [];
    // A failed run (Chromium sometimes records no trace) is reported and made up for by at most
    // RETRIES more, so that the median is of BENCH_RUNS runs whenever the page can be measured.
    for (let run = 1; runs.length < BENCH_RUNS && run <= BENCH_RUNS + RETRIES; run += 1) {
      const started = performance.now();
      try {
        runs.push(await audit(new URL(page, baseURL).href));
      } catch (error) {
        failures.push(`${page} run ${run}: ${error instanceof Error ? error.message : error}`);
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.log(`  lighthouse ${page} run ${run}: ${seconds} s`);
    }
    version ||= runs[0]?.lighthouseVersion ?? '';
    const figure = (pick: (run: RunFigures) => number | null, digits: number) =>
      middle(runs.map(pick), digits);
    rows.push([
      page,
      ...CATEGORIES.map((id) => figure((run) => run.scores[id], 0)),
      figure((run) => run.lcpSeconds, 2),
      figure((run) => run.cls, 3),
      figure((run) => run.tbtMs, 0),
      figure((run) => run.benchmarkIndex, 0),
      `${runs.length}/${BENCH_RUNS}`,
    ]);
  }
  console.log(
    [
      '',
      `Lighthouse ${version}, mobile preset, simulated throttling: median of ${BENCH_RUNS} run(s) per page`,
      table(rows),
      ...failures.map((failure) => `failed: ${failure}`),
      '',
    ].join('\n'),
  );
});
