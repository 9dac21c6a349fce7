import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { openPage } from '../support/open-page';

test.describe('site frame', () => {
  test('navigating moves focus to the new page heading and sets the title', async ({ page }) => {
    await openPage(page, '/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Careers' })
      .click();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Employment Opportunities');
    await expect(heading).toBeFocused();
    await expect(page).toHaveTitle(/^Employment Opportunities \| Canton Municipal Court$/);
  });

  test('the skip link is the first stop and jumps to the content', async ({ page }) => {
    await openPage(page, '/careers');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: /Skip to main content/i });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test('Fees and Costs opens a dialog whose schedules are real PDFs', async ({ page, request }) => {
    await openPage(page, '/careers');
    const opener = page.getByRole('button', { name: 'Fees and Costs' }).first();
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Fees and Costs' });
    await expect(dialog.getByRole('heading', { name: 'Fees and Costs' })).toBeVisible();
    await expectNoAxeViolations(page);
    for (const name of ['Civil', 'Criminal/Traffic', 'Waiver Bureau']) {
      const link = dialog.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('target', '_blank');
      const response = await request.get((await link.getAttribute('href')) ?? '');
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/pdf');
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    await opener.click();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the home tiles open the case-information-system notice', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Docket Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Case Information System' });
    await expect(dialog.getByText('Standard Public User')).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Continue/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(dialog.getByRole('link', { name: 'Call 330-555-0100' })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Go Back' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the language switch keeps the page and sets the document language', async ({ page }) => {
    await openPage(page, '/jury-service');
    await page.getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es\/jury-service$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Servicio de jurado');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/jury-service$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('an external link says once, in the page language, that it opens a new tab', async ({
    page,
  }) => {
    await openPage(page, '/careers');
    await expect(
      page.getByRole('link', { name: 'Case Information System (opens in a new tab)', exact: true }),
    ).toBeVisible();
    await openPage(page, '/es/careers');
    await expect(
      page.getByRole('link', {
        name: 'Sistema de información de casos (se abre en una pestaña nueva)',
        exact: true,
      }),
    ).toBeVisible();
  });

  test('legacy template paths go to the pages that replace them', async ({ page }) => {
    await openPage(page, '/user-profile');
    await expect(page).toHaveURL(/\/$/);
    await openPage(page, '/es/nucleoicons');
    await expect(page).toHaveURL(/\/es\/?$/);
    await openPage(page, '/signup');
    await expect(page).toHaveURL(/\/juror-notification-signup$/);
  });

  test('the footer Online Services link scrolls to the home page section', async ({ page }) => {
    await openPage(page, '/careers');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Online Services' }).click();
    await expect(page.locator('#online-services')).toBeInViewport();
  });

  test('back restores the scroll position', async ({ page }) => {
    await openPage(page, '/');
    // The position is recorded on the frame after the scroll: two frames on, it is kept.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.scrollTo(0, 600);
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        }),
    );
    await page.getByRole('link', { name: 'Jury Service' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jury Service');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Canton Municipal Court/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  });

  test('the navbar is transparent over the home hero until scrolled past 150 px', async ({
    page,
  }) => {
    await openPage(page, '/');
    const bar = page.locator('header').first();
    await expect(bar).toHaveClass(/court-navbar--transparent/);
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(bar).not.toHaveClass(/court-navbar--transparent/);
    await openPage(page, '/careers');
    await expect(bar).not.toHaveClass(/court-navbar--transparent/);
  });

  test('on a phone the menu opens, closes with Escape and returns focus', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await openPage(page, '/careers');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Forms' }),
    ).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const forms = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Forms' });
    await expect(forms).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('a page heading is never hidden under the fixed navbar', async ({ page }) => {
    for (const width of [1280, 800, 400]) {
      await page.setViewportSize({ width, height: 800 });
      await openPage(page, '/es/jury-service');
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      const barBottom = await page
        .locator('header')
        .first()
        .evaluate((el) => el.getBoundingClientRect().bottom);
      const headingTop = await heading.evaluate((el) => el.getBoundingClientRect().top);
      expect(headingTop, `at ${width}px`).toBeGreaterThanOrEqual(barBottom);
    }
  });
});
