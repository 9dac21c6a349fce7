import { expect, type Page } from '@playwright/test';
import { walkByTab, type ViewportSize } from '../support/focus-walk';
import {
  addUserStyles,
  LANGUAGES,
  openSettled,
  PUBLIC_URLS,
  staffUrls,
} from '../support/page-sweep';
import { textLayoutProblems } from '../support/text-layout';
import { test, type SweepContextOptions } from '../support/walk-pages';

// Pages are independent of each other: spread them over the workers.
test.describe.configure({ mode: 'parallel' });

interface Zoom {
  name: string;
  /** The CSS viewport the zoomed window leaves. */
  size: ViewportSize;
  /** A user style sheet standing in for the zoom, if the viewport alone does not. */
  css?: string;
  context?: SweepContextOptions;
}

const ZOOMS: readonly Zoom[] = [
  // A 1280x800 window at 400% zoom leaves a 320x200 CSS px viewport (WCAG 1.4.10).
  { name: '400% zoom', size: { width: 320, height: 200 } },
  {
    name: 'text-only zoom 200%',
    size: { width: 1280, height: 800 },
    // A browser's text-only zoom (Chrome's font size setting, Firefox's "Zoom text only") scales
    // the default font size, so every rem and em size doubles while the window keeps its CSS
    // width: a root font size of 200% does the same (WCAG 1.4.4). The user style sheet is an
    // inline <style>, which the site's content security policy forbids.
    css: 'html { font-size: 200% !important; }',
    context: { bypassCSP: true },
  },
];

/** How much of the viewport's height the site header covers, half-way down the page. */
async function headerCoverHalfWay(page: Page): Promise<{ covered: number; viewport: number }> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  const cover = await page
    .locator('header')
    .first()
    .evaluate((header) => {
      const box = header.getBoundingClientRect();
      const viewport = document.documentElement.clientHeight;
      return {
        covered: Math.max(0, Math.min(box.bottom, viewport) - Math.max(box.top, 0)),
        viewport,
      };
    });
  await page.evaluate(() => window.scrollTo(0, 0));
  return cover;
}

async function expectZoomedPageUsable(page: Page, url: string, zoom: Zoom): Promise<void> {
  await openSettled(page, url);
  if (zoom.css) await addUserStyles(page, zoom.css);
  const { clipped, overlapping, sideways } = await textLayoutProblems(page);
  expect.soft(sideways, `${url}: sideways scrolling`).toEqual([]);
  expect.soft(clipped, `${url}: text cut off`).toEqual([]);
  expect.soft(overlapping, `${url}: text over text`).toEqual([]);
  // A header that stays put over a short window hides what is scrolled under it: it may keep a
  // fifth of the window at most, as in focus-visibility.spec.ts.
  const { covered, viewport } = await headerCoverHalfWay(page);
  expect
    .soft(covered, `${url}: header height in view half-way down`)
    .toBeLessThanOrEqual(viewport / 5);
  // Every control can be reached with Tab, and the browser's focus scrolling brings it fully
  // into view, uncovered at its centre (elementFromPoint) by the header or anything else.
  const { stops, problems } = await walkByTab(page);
  expect(stops.length, `${url}: tab stops reached`).toBeGreaterThan(0);
  expect.soft(problems, `${url}: focus problems`).toEqual([]);
}

for (const zoom of ZOOMS) {
  test.describe(zoom.name, () => {
    for (const { url } of PUBLIC_URLS) {
      test(`${url}: no sideways scrolling, no hidden text, every control reachable`, async ({
        walkPages,
      }) => {
        const page = await walkPages.pageAt(zoom.size, { context: zoom.context });
        await expectZoomedPageUsable(page, url, zoom);
      });
    }

    for (const language of LANGUAGES) {
      test(`${language} staff pages signed in: no sideways scrolling, no hidden text, every control reachable`, async ({
        walkPages,
      }) => {
        test.setTimeout(150_000);
        const page = await walkPages.pageAt(zoom.size, { staff: true, context: zoom.context });
        for (const url of await staffUrls(page, language)) {
          await test.step(url, () => expectZoomedPageUsable(page, url, zoom));
        }
      });
    }
  });
}
