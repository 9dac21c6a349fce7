import { expect, type Page } from '@playwright/test';
import { WALK_SIZES, waitForQuietPage, walkByTab, type ViewportSize } from '../support/focus-walk';
import { PUBLIC_PAGES, pageUrl } from '../support/site-paths';
import { test } from '../support/walk-pages';

// Walks are independent of each other: spread them over the workers. Each worker keeps one page
// per viewport size, so a walk costs a page load and its Tab presses.
test.describe.configure({ mode: 'parallel' });

const LANGUAGES = ['en', 'es'] as const;

/** Pages whose content changes after a click, walked in that state too. */
const OPENED_STATES = [
  {
    path: 'interpreter',
    state: 'with the request form open',
    button: { en: /^Request an Interpreter$/, es: /^Solicitar un intérprete$/i },
  },
] as const;

function sizeName({ width, height }: ViewportSize): string {
  return `${width}x${height}`;
}

async function load(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // A staff page's sign-in dialog fetches the passkey code after it shows, then grows by a button:
  // the walk is of the page once everything it asked for has come.
  await page.waitForLoadState('networkidle');
  await waitForQuietPage(page);
}

async function expectEveryStopFine(page: Page, label: string): Promise<void> {
  const { stops, problems } = await walkByTab(page);
  expect(stops.length, `${label}: tab stops reached`).toBeGreaterThan(0);
  expect.soft(problems, `${label}: focus problems`).toEqual([]);
}

for (const size of WALK_SIZES) {
  test.describe(`keyboard walk at ${sizeName(size)}`, () => {
    for (const language of LANGUAGES) {
      for (const { path } of PUBLIC_PAGES) {
        const url = pageUrl(path, language);
        test(`${url}: every Tab stop is visible, uncovered and outlined`, async ({ walkPages }) => {
          const page = await walkPages.pageAt(size);
          await load(page, url);
          await expectEveryStopFine(page, url);
        });
      }

      for (const { path, state, button } of OPENED_STATES) {
        const url = pageUrl(path, language);
        test(`${url} ${state}: every Tab stop is visible, uncovered and outlined`, async ({
          walkPages,
        }) => {
          const page = await walkPages.pageAt(size);
          await load(page, url);
          await page.getByRole('button', { name: button[language] }).click();
          await waitForQuietPage(page);
          await expectEveryStopFine(page, `${url} ${state}`);
        });
      }

      test(`${language} staff pages signed in: every Tab stop is visible, uncovered and outlined`, async ({
        walkPages,
      }) => {
        test.setTimeout(120_000);
        const page = await walkPages.pageAt(size, { staff: true });
        const home = pageUrl('staff', language);
        await load(page, home);
        await page.getByRole('main').getByRole('list').waitFor();
        // The tools the staff home links to are the staff pages that exist right now.
        const tools = await page
          .getByRole('main')
          .getByRole('listitem')
          .getByRole('link')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        expect(tools.length, 'staff tools listed').toBeGreaterThan(0);
        for (const url of [home, ...tools]) {
          await test.step(url, async () => {
            await load(page, url);
            await expectEveryStopFine(page, url);
          });
        }
      });
    }
  });
}
