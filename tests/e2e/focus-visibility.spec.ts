import { expect, test, type Page } from '@playwright/test';
import { inspectFocusedElement, WALK_SIZES, type FocusReport } from '../support/focus-walk';
import { openPage } from '../support/open-page';
import { headerCover } from '../support/text-layout';

/** The focused element's problems, as the keyboard walk sees them. */
async function focusProblems(page: Page): Promise<string[]> {
  const report: FocusReport = await page.evaluate(inspectFocusedElement);
  return report.kind === 'stop' ? report.problems : [`focus is not on an element (${report.kind})`];
}

test.describe('focus stays visible', () => {
  for (const size of WALK_SIZES) {
    test(`the skip link shows above the navbar at ${size.width}x${size.height}`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await openPage(page, '/es/jury-faq');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Saltar al contenido principal' })).toBeFocused();
      expect(await focusProblems(page)).toEqual([]);
    });
  }

  // 640x400 is a 1280x800 window at 200% zoom, 320x256 the same window at 400%.
  for (const size of [...WALK_SIZES, { width: 320, height: 256 }, { width: 640, height: 800 }]) {
    test(`the header covers at most a fifth of a ${size.width}x${size.height} viewport`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      for (const url of ['/faq', '/es/faq']) {
        await openPage(page, url);
        // Half-way down the page, where a fixed header would sit over the content.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
        const { covered, viewport } = await headerCover(page);
        expect(covered, `${url}: header height in view`).toBeLessThanOrEqual(viewport / 5);
      }
    });
  }

  test('a link focused at 200% zoom scrolls clear of the header', async ({ page }) => {
    await page.setViewportSize({ width: 640, height: 400 });
    await openPage(page, '/faq');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // Backwards from the footer, so each question scrolls in from above, where the header is.
    await page.getByRole('contentinfo').getByRole('link').first().focus();
    for (let press = 0; press < 6; press += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusProblems(page)).toEqual([]);
    }
  });

  // Both FAQs are the kit's one component and stylesheet: the ids links use, and the outline.
  for (const { url, question } of [
    { url: '/faq#citation-cost', question: 'How much does a traffic citation cost?' },
    { url: '/jury-faq#juror-pay', question: 'Am I paid for jury service?' },
  ]) {
    test(`a link to ${url} opens its answer and shows the focused question`, async ({ page }) => {
      await openPage(page, url);
      const summary = page.locator('summary', { hasText: question });
      // Polled by name, so a failure says what had the focus instead (seen once in thirty runs).
      const focused = () =>
        page.evaluate(() => {
          const active = document.activeElement;
          const text = active?.textContent?.replace(/\s+/g, ' ').trim().slice(0, 80) ?? '';
          return active ? `${active.tagName.toLowerCase()}: ${text}` : 'nothing';
        });
      await expect.poll(focused).toBe(`summary: ${question}`);
      await expect(summary.locator('xpath=..')).toHaveAttribute('open', '');
      expect(await focusProblems(page)).toEqual([]);
    });
  }

  test("the date field's calendar button shows where focus is", async ({ page }) => {
    await openPage(page, '/interpreter');
    const date = page.getByLabel('Court Hearing Date');
    await date.focus();
    // Month, day, year, then Chromium's calendar button, which is inside the input.
    for (let press = 0; press < 3; press += 1) await page.keyboard.press('Tab');
    await expect(date).toBeFocused();
    expect(await date.evaluate((input) => input.matches(':focus'))).toBe(false);
    expect(await focusProblems(page)).toEqual([]);
  });
});
