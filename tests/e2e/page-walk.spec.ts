import { expect, type Page } from '@playwright/test';
import { LANGUAGES, openSettled, staffUrls, type SweepLanguage } from '../support/page-sweep';
import {
  emulateWalkMedia,
  OPENED_STATES,
  WALK_LOADS,
  type LoadedPage,
  type PageCheck,
  type WalkLoad,
  type WalkState,
} from '../support/page-walk';
import { PUBLIC_PAGES, pageUrl } from '../support/site-paths';
import { test } from '../support/walk-pages';
import { isReached, reachedStaffToolCount, reachesStaffTools } from '../support/reached-routes';

// Pages are independent of each other: spread them over the workers. Each worker keeps one page
// per state, so a test costs one load and its checks.
test.describe.configure({ mode: 'parallel' });

/** The path of a page's address, as the routes name it: no language prefix, no leading slash. */
const routePath = (url: string) => url.replace(/^\/es(\/|$)/, '/').replace(/^\//, '');

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

/**
 * Each language's staff tools are walked in this many parts, every tool in one of them: a tool's
 * form can hold a hundred fields to walk by keyboard, and one test for every tool outgrew its
 * time on a loaded machine, while parts also spread over the workers.
 */
const STAFF_WALK_PARTS = 3;
/** Fewer when WALK_ROUTES names fewer tools, so that no part is left with none. */
const staffWalkParts = Math.max(
  1,
  Math.min(STAFF_WALK_PARTS, reachedStaffToolCount ?? STAFF_WALK_PARTS),
);

// The staff walks are the longest tests: listed first, so the workers start them early.
for (const walkLoad of WALK_LOADS) {
  const { state } = walkLoad;
  const stages = stagesOf(walkLoad, ({ staff }) => staff);
  if (!reachesStaffTools || stages.every(({ checks }) => checks.length === 0)) continue;
  for (const language of LANGUAGES) {
    for (let part = 1; part <= staffWalkParts; part += 1) {
      const title = `${state.name}: ${language} staff pages signed in, part ${part} of ${staffWalkParts}`;
      test(title, async ({ walkPages }) => {
        test.setTimeout(360_000);
        const page = await walkPages.pageAt(state.size, { staff: true, context: state.context });
        const reached = (await staffUrls(page, language)).filter((url) =>
          isReached(routePath(url)),
        );
        expect(reached.length, 'staff pages to walk').toBeGreaterThan(0);
        const urls = reached.filter((_, index) => index % staffWalkParts === part - 1);
        expect(urls.length, 'staff pages of this part').toBeGreaterThan(0);
        for (const url of urls) {
          await test.step(url, async () => {
            const { loaded, done } = await load(page, url, language);
            try {
              await runStages(loaded, stages);
            } finally {
              done();
            }
          });
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
