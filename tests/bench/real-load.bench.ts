import { expect, test, type Browser, type CDPSession, type Page } from '@playwright/test';
import { BENCH_PAGES, BENCH_RUNS, median, table } from './bench-settings';

/**
 * A phone on a slow 4G network, applied by Chromium itself rather than simulated afterwards:
 * every request waits the round trip and the bytes arrive at this rate, and the CPU runs four
 * times slower than this machine's.
 */
const PHONE = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
};

/** Every page with a public form: each must be usable as soon as it is painted. */
const FORM_PAGES = [
  '/contact-us',
  '/zoom-hearing',
  '/interpreter',
  '/driving-privileges',
  '/juror-notification-signup',
  '/court-date-reminders',
];

/** The bench pages, and every page with a public form, whatever BENCH_PAGES picks. */
const PAGES = [...new Set([...BENCH_PAGES, ...FORM_PAGES])];

/** How long a page may take before the run is reported as failed rather than measured. */
const USABLE_WITHIN_MS = 30_000;

interface LoadFigures {
  /** Largest contentful paint, from navigation start. */
  lcpMs: number;
  /** From navigation start until a visitor can use the page (see `watchUsable`). */
  usableMs: number;
  /** When React adopted the painted page: what a form waited for before it was an HTML form. */
  adoptedMs: number;
  /** Script bytes as they came over the wire (compressed, with headers). */
  scriptBytes: number;
  /** Script URLs fetched from the network more than once in the load. */
  fetchedTwice: string[];
  /** Whether its form's submit button was never seen disabled: it sent from the first paint. */
  atPaint: boolean;
}

/**
 * Runs in the page before its own script. The page is usable once its form's submit button is
 * painted and enabled (the form then sends: an HTML form does from its first paint), or on a page
 * without a form once the Menu button carries the handlers React attaches when it adopts the
 * server's HTML.
 */
function watchUsable(): void {
  const record = window as unknown as {
    courtBench: { lcp: number; usable: number | null; atPaint: boolean; adopted: number | null };
  };
  record.courtBench = { lcp: 0, usable: null, atPaint: false, adopted: null };
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) record.courtBench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  let hasWaited = false;
  const timer = setInterval(() => {
    // The form's own submit: not the hidden default button a press of Enter uses, nor a button
    // that changes the form (add a location), which names its action.
    const submit = document.querySelector<HTMLButtonElement>(
      'main form button[type=submit]:not([aria-hidden="true"]):not([name])',
    );
    const menu = document.querySelector('.court-navbar__toggle');
    const isAdopted =
      menu !== null && Object.keys(menu).some((key) => key.startsWith('__reactProps'));
    if (isAdopted) record.courtBench.adopted ??= performance.now();
    if (record.courtBench.usable !== null) {
      if (isAdopted) clearInterval(timer);
      return;
    }
    if (submit?.disabled) hasWaited = true;
    const isPainted = performance.getEntriesByName('first-contentful-paint').length > 0;
    const isUsable = submit ? !submit.disabled && isPainted : isAdopted;
    if (!isUsable) return;
    record.courtBench.usable = performance.now();
    // A button enabled from the first HTML can be pressed as soon as the page is painted.
    record.courtBench.atPaint = submit !== null && !hasWaited;
  }, 25);
}

async function throttle(session: CDPSession): Promise<void> {
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: false });
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.downloadBytesPerSecond,
    uploadThroughput: PHONE.uploadBytesPerSecond,
  });
  await session.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
}

/**
 * Runs `measure` on a page of a new profile (nothing cached) on the throttled phone, with the
 * page's DevTools session.
 */
async function onThrottledPhone<T>(
  browser: Browser,
  measure: (page: Page, session: CDPSession) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ viewport: PHONE.viewport, isMobile: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(watchUsable);
    const session = await context.newCDPSession(page);
    await throttle(session);
    return await measure(page, session);
  } finally {
    await context.close();
  }
}

/** Opens the page and waits until it is usable and its network is quiet. */
async function openUntilUsable(
  page: Page,
  url: string,
): Promise<{ lcp: number; usable: number; adopted: number; atPaint: boolean }> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(
    () => {
      const figures = (
        window as unknown as { courtBench?: { usable: number | null; adopted: number | null } }
      ).courtBench;
      return figures?.usable != null && figures.adopted != null;
    },
    undefined,
    { timeout: USABLE_WITHIN_MS, polling: 100 },
  );
  await page.waitForLoadState('networkidle');
  const figures = await page.evaluate(
    () =>
      (
        window as unknown as {
          courtBench: { lcp: number; usable: number; atPaint: boolean; adopted: number };
        }
      ).courtBench,
  );
  return {
    lcp: figures.lcp,
    usable: figures.atPaint ? figures.lcp : figures.usable,
    adopted: figures.adopted,
    atPaint: figures.atPaint,
  };
}

/** One cold load of a page on the throttled phone. */
function load(browser: Browser, url: string): Promise<LoadFigures> {
  return onThrottledPhone(browser, async (page, session) => {
    const scripts = new Set<string>();
    const fetches = new Map<string, number>();
    let scriptBytes = 0;
    session.on('Network.responseReceived', ({ requestId, type, response }) => {
      if (type !== 'Script' || response.fromDiskCache || response.fromPrefetchCache) return;
      scripts.add(requestId);
      fetches.set(response.url, (fetches.get(response.url) ?? 0) + 1);
    });
    session.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      if (scripts.has(requestId)) scriptBytes += encodedDataLength;
    });
    const { lcp, usable, adopted, atPaint } = await openUntilUsable(page, url);
    return {
      lcpMs: lcp,
      usableMs: usable,
      adoptedMs: adopted,
      atPaint,
      scriptBytes,
      fetchedTwice: [...fetches].filter(([, count]) => count > 1).map(([fetched]) => fetched),
    };
  });
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

/**
 * The three longest tasks on the page's main thread in one traced load, each named by the script
 * it ran (the longest script evaluation or function call inside it) or else by its longest step.
 */
function longestTasks(browser: Browser, url: string): Promise<string[]> {
  return onThrottledPhone(browser, async (page) => {
    await browser.startTracing(page, {
      categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'],
    });
    await openUntilUsable(page, url);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
      traceEvents: TraceEvent[];
    };
    // Several renderer main threads may be traced (the blank page before the navigation): the
    // page's is the one that evaluated scripts.
    const threadOf = (event: TraceEvent) => `${event.pid}:${event.tid}`;
    const evaluations = new Map<string, number>();
    for (const event of traceEvents) {
      if (event.name !== 'EvaluateScript') continue;
      evaluations.set(threadOf(event), (evaluations.get(threadOf(event)) ?? 0) + 1);
    }
    const [main] = [...evaluations].sort((a, b) => b[1] - a[1]);
    if (!main) return ['(no script evaluation in the trace)'];
    const onMain = traceEvents.filter((event) => threadOf(event) === main[0] && event.ph === 'X');
    const endOf = (event: TraceEvent) => event.ts + (event.dur ?? 0);
    const within = (event: TraceEvent, outer: TraceEvent) =>
      event !== outer && event.ts >= outer.ts && event.ts < endOf(outer);
    // Newer versions trace a task twice, one event inside the other: only the outer one counts.
    const allTasks = onMain.filter((event) => TASK_NAMES.has(event.name));
    const tasks = allTasks
      .filter((task) => !allTasks.some((outer) => within(task, outer)))
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
      .slice(0, 3);
    const ms = (event: TraceEvent) => `${((event.dur ?? 0) / 1000).toFixed(0)} ms`;
    return tasks.map((task) => {
      const inside = onMain
        .filter((event) => within(event, task))
        .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0));
      const script = inside.find((event) => SCRIPT_STEPS.has(event.name) && event.args?.data?.url);
      if (script)
        return `${ms(task)} ${script.name} ${new URL(script.args?.data?.url ?? '').pathname}`;
      // A task with no script (the navigation's commit, a parse) is named by its longest page
      // step with that step's own time, so a short layout inside a long task is not taken for it.
      const step = inside.find((event) => PAGE_STEPS.has(event.name));
      return step
        ? `${ms(task)} task, its longest step ${step.name} ${ms(step)}`
        : `${ms(task)} task`;
    });
  });
}

/** Steps of a task that run a script, named by the script's address. */
const SCRIPT_STEPS = new Set(['EvaluateScript', 'FunctionCall', 'v8.compile']);
/** Steps of a task that build the page rather than run script. */
const PAGE_STEPS = new Set(['ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint']);

/** What Chromium calls one task of the main thread, in older and newer versions. */
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

const seconds = (ms: number) => (ms / 1000).toFixed(2);

test('usable on a throttled phone: real network shaping and a 4x slower CPU', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(PAGES.length * (BENCH_RUNS + 1) * 60_000);
  if (!baseURL) throw new Error('The bench config sets baseURL');
  const rows = [
    [
      'page',
      'LCP s',
      'usable s',
      'form sends at paint',
      'script adopted s',
      'JS KiB (wire)',
      'fetched twice',
    ],
  ];
  const usableByPage = new Map<string, number>();
  const waitedForScript: string[] = [];
  for (const path of PAGES) {
    const runs: LoadFigures[] = [];
    const url = new URL(path, baseURL).href;
    for (let run = 0; run < BENCH_RUNS; run += 1) runs.push(await load(browser, url));
    const usable = median(runs.map((run) => run.usableMs));
    usableByPage.set(path, usable);
    const twice = [...new Set(runs.flatMap((run) => run.fetchedTwice))];
    const isFormPage = FORM_PAGES.includes(path);
    const atPaint = runs.every((run) => run.atPaint);
    if (isFormPage && !atPaint) waitedForScript.push(path);
    rows.push([
      path,
      seconds(median(runs.map((run) => run.lcpMs))),
      seconds(usable),
      isFormPage ? (atPaint ? 'yes' : 'no') : '-',
      seconds(median(runs.map((run) => run.adoptedMs))),
      (median(runs.map((run) => run.scriptBytes)) / 1024).toFixed(0),
      twice.length ? twice.map((url) => new URL(url).pathname).join(' ') : 'none',
    ]);
  }
  const [slowest] = [...usableByPage].sort((a, b) => b[1] - a[1]);
  const tasks = slowest ? await longestTasks(browser, new URL(slowest[0], baseURL).href) : [];
  console.log(
    [
      '',
      `Throttled phone (${PHONE.latencyMs} ms round trip, 1.6 Mbit/s down, 750 kbit/s up, ` +
        `CPU ${PHONE.cpuSlowdown}x slower), median of ${BENCH_RUNS} cold loads`,
      table(rows),
      `Longest main-thread tasks loading ${slowest?.[0] ?? '-'} (one traced load):`,
      ...tasks.map((task) => `  ${task}`),
      '',
    ].join('\n'),
  );
  // Not a time: whether a form's button waited for the script at all, which no machine excuses.
  expect(waitedForScript, 'form pages whose submit waited for the script').toEqual([]);
});
