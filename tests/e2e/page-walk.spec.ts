import { expect, type Page } from '@playwright/test';
import { LANGUAGES, openSettled, staffUrls, type SweepLanguage } from '../support/page-sweep';
import { OPENED_STATES, WALK_STATES, type LoadedPage, type PageCheck } from '../support/page-walk';
import { PUBLIC_PAGES, pageUrl } from '../support/site-paths';
import { test } from '../support/walk-pages';
import { isReached, reachesStaffTools } from '../support/reached-routes';

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

/**
 * Runs each check in a step of its own, all of them even when one fails, so the report names
 * every rule that broke on the page.
 */
async function runChecks(loaded: LoadedPage, checks: readonly PageCheck[]): Promise<void> {
  const stopped: string[] = [];
  for (const check of checks) {
    await test
      .step(`check: ${check.name}`, () => check.run(loaded))
      .catch((error: unknown) => {
        stopped.push(`${check.name} on ${loaded.url}: ${String(error)}`);
      });
  }
  expect(stopped, 'checks that failed outright').toEqual([]);
}

// The staff walks are the longest tests: listed first, so the workers start them early.
for (const state of WALK_STATES.filter(({ staff }) => reachesStaffTools && staff.length > 0)) {
  for (const language of LANGUAGES) {
    test(`${state.name}: ${language} staff pages signed in`, async ({ walkPages }) => {
      test.setTimeout(240_000);
      const page = await walkPages.pageAt(state.size, { staff: true, context: state.context });
      const urls = (await staffUrls(page, language)).filter((url) => isReached(routePath(url)));
      expect(urls.length, 'staff pages to walk').toBeGreaterThan(0);
      for (const url of urls) {
        await test.step(url, async () => {
          const { loaded, done } = await load(page, url, language);
          try {
            await runChecks(loaded, state.staff);
          } finally {
            done();
          }
        });
      }
    });
  }
}

for (const state of WALK_STATES) {
  test.describe(state.name, () => {
    for (const language of LANGUAGES) {
      for (const entry of PUBLIC_PAGES.filter(({ path }) => isReached(path))) {
        const url = pageUrl(entry.path, language);
        const checks = state.public.filter(({ appliesTo }) => appliesTo?.(entry) ?? true);
        if (checks.length === 0) continue;
        test(`${url}: ${checks.map(({ name }) => name).join(', ')}`, async ({ walkPages }) => {
          test.setTimeout(90_000);
          const page = await walkPages.pageAt(state.size, { context: state.context });
          const markPaintedHeading = checks.some((check) => check.marksPaintedHeading);
          const { loaded, done } = await load(page, url, language, {
            entry,
            markPaintedHeading,
            // No script runs, so nothing is waited for: the page as the server sent it.
            withoutScript: state.context?.javaScriptEnabled === false,
          });
          try {
            await runChecks(loaded, checks);
          } finally {
            done();
          }
        });
      }

      if (state.opened.length === 0) continue;
      for (const opened of OPENED_STATES.filter(({ path }) => isReached(path))) {
        const url = pageUrl(opened.path, language);
        test(`${url} ${opened.state}: ${state.opened.map(({ name }) => name).join(', ')}`, async ({
          walkPages,
        }) => {
          test.setTimeout(90_000);
          const page = await walkPages.pageAt(state.size, { context: state.context });
          const { loaded, done } = await load(page, url, language);
          try {
            await opened.open(page, language);
            await runChecks({ ...loaded, url: `${url} ${opened.state}` }, state.opened);
          } finally {
            done();
          }
        });
      }
    }
  });
}
