import { expect, test } from '@playwright/test';
import { htmlProblems } from '../support/html-validity';
import { openPage } from '../support/open-page';
import { PUBLIC_PAGES, pageUrl } from '../support/site-paths';

test.describe.configure({ mode: 'parallel' });

for (const language of ['en', 'es'] as const) {
  for (const { path } of PUBLIC_PAGES) {
    const url = pageUrl(path, language);
    test(`${url} is valid HTML once rendered`, async ({ page }) => {
      await openPage(page, url);
      // Lists fetched after the heading (documents, postings) are part of the page too.
      await page.waitForLoadState('networkidle');
      expect(await htmlProblems(await page.content())).toEqual([]);
    });
  }

  test(`${pageUrl('interpreter', language)} is valid HTML with the request form open`, async ({
    page,
  }) => {
    await openPage(page, pageUrl('interpreter', language));
    const open = { en: /^Request an Interpreter$/, es: /^Solicitar un intérprete$/i }[language];
    await page.getByRole('button', { name: open }).click();
    await page.locator('main form').waitFor();
    expect(await htmlProblems(await page.content())).toEqual([]);
  });
}
