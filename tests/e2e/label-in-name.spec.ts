import { expect } from '@playwright/test';
import { expectLabelsInNames } from '../support/label-in-name';
import { LANGUAGES, openSettled } from '../support/page-sweep';
import { pageUrl } from '../support/site-paths';
import { test } from '../support/walk-pages';

// Every page, and the interpreter request form, is checked by page-walk.spec.ts; these are the
// site's dialogs, which open over a page.
test.describe.configure({ mode: 'parallel' });

const LAPTOP = { width: 1280, height: 800 };

test.describe('label in name', () => {
  for (const language of LANGUAGES) {
    test(`${language}: the site's dialogs name their controls by their labels`, async ({
      walkPages,
    }) => {
      const page = await walkPages.pageAt(LAPTOP);
      await openSettled(page, pageUrl('', language));
      await page
        .getByRole('contentinfo')
        .getByRole('button', { name: language === 'en' ? 'Fees and Costs' : 'Tarifas y costos' })
        .click();
      await expect(page.locator('dialog[open] h2')).toBeFocused();
      await expectLabelsInNames(page, 'Fees dialog');
      await page.keyboard.press('Escape');
      await expect(page.locator('dialog[open]')).toHaveCount(0);

      // The home page's case information tile opens the other site dialog.
      await page
        .getByRole('button', {
          name: language === 'en' ? 'Docket Search' : 'Búsqueda de expedientes',
        })
        .click();
      await expect(page.locator('dialog[open] h2')).toBeFocused();
      await expectLabelsInNames(page, 'case information dialog');
      await page.keyboard.press('Escape');
    });
  }
});
