// Reads the JSON reports jest and Playwright write during a test run and prints where the time
// went: each phase, the slowest test files, and how many page-walk checks ran.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';

/**
 * Milliseconds one core takes for a fixed piece of JavaScript (JSON and sorting, as the tests
 * do much of), the best of three: machines of the same kind differ, and a run's times mean
 * little without how fast its machine was. Measured before the build, while the machine is idle.
 */
export function machineSpeedMs() {
  const rows = Array.from({ length: 50_000 }, (_, index) => ({
    id: index,
    name: `row ${(index * 7919) % 50_000}`,
    tags: ['a', 'b', String(index % 13)],
  }));
  let best = Infinity;
  for (let round = 0; round < 3; round += 1) {
    const started = performance.now();
    const copy = JSON.parse(JSON.stringify(rows));
    copy.sort((first, second) => first.name.localeCompare(second.name));
    best = Math.min(best, performance.now() - started);
  }
  return Math.round(best);
}

export function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Each jest test file with its run time, and the time its tests took per database. */
function jestFiles(reports) {
  const files = [];
  const byDatabase = { sqlite: 0, postgres: 0, none: 0 };
  for (const file of reports.flatMap((report) => report?.testResults ?? [])) {
    files.push({
      file: path.relative(ROOT, file.name),
      ms: Math.max(0, (file.endTime ?? 0) - (file.startTime ?? 0)),
    });
    for (const test of file.assertionResults ?? []) {
      const on = /^on (sqlite|postgres)\b/.exec(test.ancestorTitles?.[0] ?? '')?.[1] ?? 'none';
      byDatabase[on] += test.duration ?? 0;
    }
  }
  return { files, byDatabase };
}

/** Walks Playwright's suites, calling back for every test with the file it is in. */
function eachPlaywrightTest(suites, visit, file = undefined) {
  for (const suite of suites ?? []) {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) visit(test, spec, here);
    }
    eachPlaywrightTest(suite.suites, visit, here);
  }
}

/** Calls back for every result of a Playwright test that neither passed nor was skipped. */
function eachFailedResult(report, visit) {
  eachPlaywrightTest(report?.suites, (test, spec, file) => {
    for (const result of test.results ?? []) {
      if (result.status !== 'passed' && result.status !== 'skipped') visit(result, spec, file);
    }
  });
}

/** Each Playwright spec file with the summed time of its tests (the workers run side by side). */
function playwrightFiles(report) {
  const totals = new Map();
  eachPlaywrightTest(report?.suites, (test, _spec, file) => {
    const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
    totals.set(file, (totals.get(file) ?? 0) + ms);
  });
  return [...totals].map(([file, ms]) => ({ file: path.join('tests/e2e', file), ms }));
}

/**
 * The page walk's cases: each check run on a page in one state and language is a step titled
 * "check: NAME" of a test whose title names the state, the page and the language.
 */
export function pageWalkCases(report) {
  let cases = 0;
  const countSteps = (steps) => {
    for (const step of steps ?? []) {
      if (step.title.startsWith('check: ')) cases += 1;
      countSteps(step.steps);
    }
  };
  eachPlaywrightTest(report?.suites, (test) => {
    for (const result of test.results ?? []) countSteps(result.steps);
  });
  return cases;
}

const SNAPSHOT_LINES = 80;
// The frame every page shares says nothing about a failure: its landmarks are left out.
const FRAME = /^- (banner|contentinfo|link "Skip to main content")/;

/** The accessibility snapshot in a failure's error context, without the site's frame. */
function pageSnapshot(errorContext) {
  const yaml = /```yaml\n([\s\S]*?)```/.exec(errorContext)?.[1];
  if (!yaml) return undefined;
  let inFrame = false;
  return yaml.split('\n').filter((line) => {
    if (!line.startsWith(' ')) inFrame = FRAME.test(line);
    return !inFrame && line.trim() !== '';
  });
}

/**
 * What the page showed when each failed browser test stopped: the accessibility snapshot
 * Playwright writes beside the failure. CI keeps only the end of the log, and a failure seen once
 * on a loaded machine may not be seen again; this is the part that says what the page was doing.
 */
export function printFailedPageSnapshots(reports) {
  for (const report of reports) {
    eachFailedResult(report, (result, spec, file) => {
      const context = (result.attachments ?? []).find(({ name }) => name === 'error-context');
      let lines;
      try {
        lines = context?.path && pageSnapshot(readFileSync(context.path, 'utf8'));
      } catch {
        lines = undefined;
      }
      if (!lines) return;
      console.log(`\nThe page when ${file} › ${spec.title} failed:`);
      console.log(lines.slice(0, SNAPSHOT_LINES).join('\n'));
      if (lines.length > SNAPSHOT_LINES) {
        console.log(`(${lines.length - SNAPSHOT_LINES} more lines)`);
      }
    });
  }
}

/** Prints the phases, the slowest test files and the page walk's count of cases. */
export function printTimings({
  phases,
  machineMs,
  jestReports = [],
  playwrightReports = [],
  slowest = 15,
}) {
  console.log('\nWhere the time went:');
  if (machineMs !== undefined) {
    console.log(`  this machine: ${machineMs} ms for the fixed workload of machineSpeedMs()`);
  }
  for (const { name, ms } of phases) console.log(`  ${name.padEnd(28)} ${seconds(ms).padStart(9)}`);
  const total = phases.reduce((sum, { ms }) => sum + ms, 0);
  console.log(`  ${'total'.padEnd(28)} ${seconds(total).padStart(9)}`);

  const { files, byDatabase } = jestFiles(jestReports);
  if (jestReports.some((report) => report)) {
    console.log(
      `  jest tests' own time: ${seconds(byDatabase.sqlite)} on SQLite, ` +
        `${seconds(byDatabase.postgres)} on PostgreSQL, ${seconds(byDatabase.none)} without a database`,
    );
  }
  const all = [...files, ...playwrightReports.flatMap(playwrightFiles)].sort((a, b) => b.ms - a.ms);
  if (all.length > 0) {
    console.log(`\nThe ${Math.min(slowest, all.length)} slowest test files:`);
    for (const { file, ms } of all.slice(0, slowest)) {
      console.log(`  ${seconds(ms).padStart(9)}  ${file}`);
    }
  }
  const cases = playwrightReports.reduce((sum, report) => sum + pageWalkCases(report), 0);
  if (cases > 0) console.log(`\nPage walk: ${cases} (page, language, state, check) cases run`);
}

const FAILURE_LINES = 8;
// eslint-disable-next-line no-control-regex -- terminal colours are escape sequences
const COLOURS = /\u001b\[[0-9;]*m/g;

/** The first lines of a failure's message, without colours or the stack. */
function failureSummary(message) {
  return (message ?? '')
    .replace(COLOURS, '')
    .split('\n')
    .filter((line) => line.trim() !== '' && !/^\s+at /.test(line))
    .slice(0, FAILURE_LINES)
    .map((line) => `      ${line.trimEnd()}`);
}

/**
 * Each failed test by file and title, with the first lines of what it said. Printed last:
 * CI keeps only the end of the log, and a suite run quietly beside another prints its failure
 * far above it.
 */
export function printFailures({ jestReports = [], playwrightReports = [] }) {
  const failures = [];
  for (const file of jestReports.flatMap((report) => report?.testResults ?? [])) {
    const name = path.relative(ROOT, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      failures.push({
        title: [name, ...(test.ancestorTitles ?? []), test.title].join(' › '),
        lines: failureSummary(test.failureMessages?.join('\n')),
      });
    }
    if (failed.length === 0 && file.status === 'failed') {
      failures.push({ title: `${name} (the file)`, lines: failureSummary(file.message) });
    }
  }
  for (const report of playwrightReports) {
    eachFailedResult(report, (result, spec, file) => {
      failures.push({
        title: `tests/e2e/${file} › ${spec.title} (${result.status})`,
        lines: failureSummary(result.error?.message ?? result.errors?.[0]?.message),
      });
    });
    for (const error of report?.errors ?? []) {
      failures.push({ title: 'the browser suite itself', lines: failureSummary(error.message) });
    }
  }
  if (failures.length === 0) return;
  console.log(`\nWhat failed (${failures.length}):`);
  for (const { title, lines } of failures) console.log([`  ${title}`, ...lines].join('\n'));
}
