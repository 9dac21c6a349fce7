import { expect, type Page } from '@playwright/test';
import type { ViewportSize } from '../support/focus-walk';
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

/**
 * WCAG 1.4.12's text spacing, as a reader's style sheet or bookmarklet sets it: nothing may be
 * cut off or drawn over other text when a page is read this way.
 */
const TEXT_SPACING = `
  * {
    line-height: 1.5 !important;
    letter-spacing: 0.12em !important;
    word-spacing: 0.16em !important;
  }
  p {
    margin-bottom: 2em !important;
  }
`;

/** A laptop window, and a phone, where the wider letters have the least room. */
const SIZES: readonly ViewportSize[] = [
  { width: 1280, height: 800 },
  { width: 320, height: 640 },
];

// The user style sheet is an inline <style>, which the site's content security policy forbids.
const CONTEXT: SweepContextOptions = { bypassCSP: true };

async function expectTextIntact(page: Page, url: string): Promise<void> {
  await openSettled(page, url);
  await addUserStyles(page, TEXT_SPACING);
  const { clipped, overlapping, sideways } = await textLayoutProblems(page);
  expect.soft(clipped, `${url}: text cut off`).toEqual([]);
  expect.soft(overlapping, `${url}: text over text`).toEqual([]);
  expect.soft(sideways, `${url}: sideways scrolling`).toEqual([]);
}

for (const size of SIZES) {
  test.describe(`text spacing at ${size.width}x${size.height}`, () => {
    for (const { url } of PUBLIC_URLS) {
      test(`${url}: no text is cut off or overlaps with wider spacing`, async ({ walkPages }) => {
        const page = await walkPages.pageAt(size, { context: CONTEXT });
        await expectTextIntact(page, url);
      });
    }

    for (const language of LANGUAGES) {
      test(`${language} staff pages signed in: no text is cut off or overlaps with wider spacing`, async ({
        walkPages,
      }) => {
        test.setTimeout(90_000);
        const page = await walkPages.pageAt(size, { staff: true, context: CONTEXT });
        for (const url of await staffUrls(page, language)) {
          await test.step(url, () => expectTextIntact(page, url));
        }
      });
    }
  });
}
