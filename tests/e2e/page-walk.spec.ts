import { expect, type Page } from '@playwright/test';
import {
  LANGUAGES,
  listedStaffTools,
  openSettled,
  type SweepLanguage,
} from '../support/page-sweep';
import {
  emulateWalkMedia,
  OPENED_STATES,
  WALK_LOADS,
  type LoadedPage,
  type PageCheck,
  type WalkLoad,
  type WalkState,
} from '../support/page-walk';
import { PUBLIC_PAGES, STAFF_PAGES, pageUrl } from '../support/site-paths';
import { test } from '../support/walk-pages';
import { isReached } from '../support/reached-routes';

// Pages are independent of each other: spread them over the workers. Each worker keeps one page
// per state, so a test costs one load and its checks.
test.describe.configure({ mode: 'parallel' });

/** Opens a page, noting its status and what it logs while the checks run. */
async function load(
  page: Page,
  url: string,
  language: SweepLanguage,
  {
    entry,
    markPaintedHeading = false,
    withoutScript = false,
  }: { entry?: LoadedPage['entry']; markPaintedHeading?: boolean; withoutScript?: boolean } = {},
): Promise<{ loaded: LoadedPage; done(): void }> {
  const consoleErrors: string[] = [];
  const consoleProblems: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
    if (message.type() === 'error' || message.type() === 'warning') {
      consoleProblems.push(message.text());
    }
  };
  const onPageError = (error: Error) => consoleProblems.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  const response = withoutScript
    ? await page.goto(url)
    : await openSettled(page, url, { markPaintedHeading });
  return {
    loaded: {
      page,
      url,
      entry,
      language,
      status: response?.status(),
      consoleErrors,
      consoleProblems,
    },
    done: () => {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    },
  };
}

/** A state's checks to run on a load. */
interface Stage {
  state: WalkState;
  checks: readonly PageCheck[];
}

/**
 * Runs each check in a step of its own, all of them even when one fails, so the report names
 * every rule that broke on the page. A state of emulated settings is put on the page for its
 * checks (a step named by the state), and taken off after.
 */
async function runStages(loaded: LoadedPage, stages: readonly Stage[]): Promise<void> {
  const stopped: string[] = [];
  const runChecks = async (state: WalkState, checks: readonly PageCheck[]) => {
    for (const check of checks) {
      await test
        .step(`check: ${check.name}`, () => check.run(loaded))
        .catch((error: unknown) => {
          stopped.push(`${state.name}, ${check.name} on ${loaded.url}: ${String(error)}`);
        });
    }
  };
  for (const { state, checks } of stages) {
    if (checks.length === 0) continue;
    if (!state.media) {
      await runChecks(state, checks);
      continue;
    }
    const { media } = state;
    await test.step(state.name, async () => {
      await emulateWalkMedia(loaded.page, media);
      try {
        await runChecks(state, checks);
      } finally {
        await emulateWalkMedia(loaded.page, undefined);
      }
    });
  }
  expect(stopped, 'checks that failed outright').toEqual([]);
}

/** A load's stages: its own state's checks, then each emulated state's. */
const stagesOf = (
  { state, emulated }: WalkLoad,
  checksOf: (state: WalkState) => readonly PageCheck[],
): Stage[] => [state, ...emulated].map((each) => ({ state: each, checks: checksOf(each) }));

/** What a test runs, named in its title; an emulated state's checks after its name. */
const describeStages = (stages: readonly Stage[]) =>
  stages
    .filter(({ checks }) => checks.length > 0)
    .map(({ state, checks }) => {
      const names = checks.map(({ name }) => name).join(', ');
      return state.media ? `${state.name}: ${names}` : names;
    })
    .join('; ');

// Each staff page is a test of its own, signed in as an administrator: the long forms (a
// hundred fields to walk by keyboard) spread over the workers, and each has its own time.
for (const walkLoad of WALK_LOADS) {
  const { state } = walkLoad;
  const stages = stagesOf(walkLoad, ({ staff }) => staff);
  if (stages.every(({ checks }) => checks.length === 0)) continue;
  for (const language of LANGUAGES) {
    for (const path of STAFF_PAGES.filter((each) => isReached(each))) {
      const url = pageUrl(path, language);
      test(`${state.name}: ${url} signed in: ${describeStages(stages)}`, async ({ walkPages }) => {
        test.setTimeout(180_000);
        const page = await walkPages.pageAt(state.size, { staff: true, context: state.context });
        const { loaded, done } = await load(page, url, language);
        try {
          if (path === 'staff') {
            // A tool the home lists that the walks do not know would go unwalked.
            expect
              .soft(
                [...(await listedStaffTools(page))].sort(),
                'the tools the staff home lists are the ones the walks walk',
              )
              .toEqual(STAFF_PAGES.filter((each) => each !== 'staff').sort());
          }
          await runStages(loaded, stages);
        } finally {
          done();
        }
      });
    }
  }
}

for (const walkLoad of WALK_LOADS) {
  const { state } = walkLoad;
  test.describe(state.name, () => {
    for (const language of LANGUAGES) {
      for (const entry of PUBLIC_PAGES.filter(({ path }) => isReached(path))) {
        const url = pageUrl(entry.path, language);
        const stages = stagesOf(walkLoad, (each) =>
          each.public.filter(({ appliesTo }) => appliesTo?.(entry) ?? true),
        );
        if (stages.every(({ checks }) => checks.length === 0)) continue;
        test(`${url}: ${describeStages(stages)}`, async ({ walkPages }) => {
          test.setTimeout(90_000);
          const page = await walkPages.pageAt(state.size, { context: state.context });
          const markPaintedHeading = stages.some(({ checks }) =>
            checks.some((check) => check.marksPaintedHeading),
          );
          const { loaded, done } = await load(page, url, language, {
            entry,
            markPaintedHeading,
            // No script runs, so nothing is waited for: the page as the server sent it.
            withoutScript: state.context?.javaScriptEnabled === false,
          });
          try {
            await runStages(loaded, stages);
          } finally {
            done();
          }
        });
      }

      const openedStages = stagesOf(walkLoad, ({ opened }) => opened);
      if (openedStages.every(({ checks }) => checks.length === 0)) continue;
      for (const opened of OPENED_STATES.filter(({ path }) => isReached(path))) {
        const url = pageUrl(opened.path, language);
        test(`${url} ${opened.state}: ${describeStages(openedStages)}`, async ({ walkPages }) => {
          test.setTimeout(90_000);
          const page = await walkPages.pageAt(state.size, { context: state.context });
          const { loaded, done } = await load(page, url, language);
          try {
            await opened.open(page, language);
            await runStages({ ...loaded, url: `${url} ${opened.state}` }, openedStages);
          } finally {
            done();
          }
        });
      }
    }
  });
}
