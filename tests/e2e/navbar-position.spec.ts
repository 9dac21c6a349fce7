import { expect, test, type Page } from '@playwright/test';
import { openPage } from '../support/open-page';

/**
 * A laptop window, where the header stays at the top as the page scrolls; the same window at 200%
 * zoom, where it would cover 44% of the window and so scrolls away with the page.
 */
const WINDOWS = [
  { width: 1280, height: 800, position: 'sticky' },
  { width: 640, height: 400, position: 'static' },
] as const;

const PAGES = ['/faq', '/es/faq', '/'];

function headerPosition(page: Page): Promise<string> {
  return page
    .locator('header.court-navbar')
    .evaluate((header) => getComputedStyle(header).position);
}

test.describe('header position, with JavaScript switched off', () => {
  test.use({ javaScriptEnabled: false });

  for (const { width, height, position } of WINDOWS) {
    test(`the styles alone make the header ${position} at ${width}x${height}`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      for (const url of PAGES) {
        await page.goto(url);
        expect(await headerPosition(page), url).toBe(position);
      }
    });
  }
});

test.describe('header position, with JavaScript', () => {
  for (const { width, height, position } of WINDOWS) {
    test(`the header is ${position} at ${width}x${height} once the script runs`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      for (const url of PAGES) {
        await openPage(page, url);
        expect(await headerPosition(page), url).toBe(position);
      }
    });
  }
});
