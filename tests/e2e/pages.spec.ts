import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { PUBLIC_PAGES, pageUrl } from '../support/site-paths';

for (const language of ['en', 'es'] as const) {
  for (const { path, heading, notFound = false } of PUBLIC_PAGES) {
    const url = pageUrl(path, language);

    test(`${url} renders its content in ${language} with no axe violation`, async ({ page }) => {
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      const response = await page.goto(url);
      // A "not found" page is answered 404, so search engines and monitoring see it;
      // Chromium logs that status as a console error, which is then expected.
      expect(response?.status()).toBe(notFound ? 404 : 200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading[language]);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByText(/temporarily unavailable|no está disponible/i)).toHaveCount(0);
      await expect(page).toHaveTitle(/Canton/);
      await expectNoAxeViolations(page);
      expect(consoleErrors.filter((error) => !(notFound && /\b404\b/.test(error)))).toEqual([]);
    });

    test(`${url} reflows to 320 px without sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading[language]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
}
