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

/** Common laptop and desktop widths, where the bar's links and tools share one or two lines. */
const DESKTOP_WIDTHS = [1280, 1366, 1440, 1536];

/** Where the bar's tools (search, languages) start, relative to the bar: which line they are on. */
function toolsOffset(page: Page): Promise<number> {
  return page
    .locator('.court-navbar__tools')
    .evaluate(
      (tools) =>
        tools.getBoundingClientRect().top -
        (tools.closest('.court-navbar__nav')?.getBoundingClientRect().top ?? 0),
    );
}

test.describe('the bar wraps the same in the web font and in its fallback', () => {
  // The fallback shows when the web font is late; if it arrives just after the first paint, a bar
  // that wrapped differently in the two fonts would move under the visitor.
  for (const url of ['/', '/es/']) {
    test(`${url} keeps its lines when the web font does not come`, async ({ browser }) => {
      const withFont = await browser.newPage();
      const withoutFont = await browser.newPage();
      await withoutFont.route(/\.woff2$/, (route) => route.abort());
      // Cached, the web font is there by the first paint of every load after this one.
      await openPage(withFont, url);
      await withFont.evaluate(() => document.fonts.ready);
      for (const width of DESKTOP_WIDTHS) {
        for (const page of [withFont, withoutFont]) {
          await page.setViewportSize({ width, height: 800 });
          await openPage(page, url);
        }
        expect(
          await withFont.evaluate(() => document.fonts.check('16px "Public Sans"')),
          `${url} at ${width} px: the web font is used`,
        ).toBe(true);
        expect(await toolsOffset(withoutFont), `${url} at ${width} px`).toBeCloseTo(
          await toolsOffset(withFont),
          // Within a few pixels: the same line.
          -1,
        );
      }
      if (url === '/') {
        await withFont.setViewportSize({ width: 1280, height: 800 });
        expect(await toolsOffset(withFont), 'the English bar is one line at 1280 px').toBeLessThan(
          8,
        );
      }
      await withFont.close();
      await withoutFont.close();
    });
  }
});
