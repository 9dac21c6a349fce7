import { expect } from '@playwright/test';
import { motionOf, recordedMotion, recordMotion } from '../support/motion';
import { LANGUAGES, openSettled } from '../support/page-sweep';
import { BASE_URL } from '../support/server';
import { showSignOutToast } from '../support/sign-out-toast';
import { test, type SweepContextOptions } from '../support/walk-pages';

// Every page is walked with reduced motion by page-walk.spec.ts; these are the layers over it.
test.describe.configure({ mode: 'parallel' });

/** The operating system's "reduce motion" setting, which browsers report to the page. */
const REDUCED: SweepContextOptions = { reducedMotion: 'reduce' };
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 320, height: 640 };

test.describe('reduced motion', () => {
  for (const language of LANGUAGES) {
    test(`${language}: the mobile menu and the Fees dialog open without motion`, async ({
      walkPages,
    }) => {
      const page = await walkPages.pageAt(PHONE, { context: REDUCED });
      await openSettled(page, language === 'en' ? '/faq' : '/es/faq');
      await recordMotion(page);
      const menu = page.getByRole('button', { name: language === 'en' ? 'Menu' : 'Menú' });
      await menu.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await motionOf(page, 'header'), 'mobile menu open').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      expect(await recordedMotion(page), 'mobile menu opening and closing').toEqual([]);

      await recordMotion(page);
      await page
        .getByRole('contentinfo')
        .getByRole('button', { name: language === 'en' ? 'Fees and Costs' : 'Tarifas y costos' })
        .click();
      await expect(page.locator('dialog[open] h2')).toBeFocused();
      expect(await motionOf(page, 'dialog[open]'), 'Fees dialog open').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.locator('dialog[open]')).toHaveCount(0);
      expect(await recordedMotion(page), 'Fees dialog opening and closing').toEqual([]);
    });
  }

  test('a toast appears and leaves without motion', async ({ browser }) => {
    const context = await browser.newContext({ ...REDUCED, viewport: LAPTOP, baseURL: BASE_URL });
    const page = await context.newPage();
    const toast = await showSignOutToast(page, `e2e-motion-toast-${test.info().workerIndex}`, () =>
      recordMotion(page),
    );
    expect(await motionOf(page, '.Toastify__toast-container'), 'toast shown').toEqual([]);
    await toast.getByRole('button').click();
    await expect(toast).toHaveCount(0);
    expect(await recordedMotion(page), 'toast arriving and leaving').toEqual([]);
    await context.close();
  });
});
