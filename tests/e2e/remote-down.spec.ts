import { expect, test } from '@playwright/test';

test.describe('when one remote cannot be loaded', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/mfe-jury/**', (route) => route.abort('connectionrefused'));
  });

  test('its pages say the part is unavailable and give the phone number, in English', async ({
    page,
  }) => {
    await page.goto('/jury-service');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This part of the site is temporarily unavailable',
    );
    await expect(
      page.getByRole('main').getByRole('link', { name: /Call 330-555-0100/ }),
    ).toHaveAttribute('href', 'tel:+13305550100');
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Phone: 330-555-0100');
  });

  test('its pages say so in Spanish on Spanish pages', async ({ page }) => {
    await page.goto('/es/jury-service');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Esta parte del sitio no está disponible temporalmente',
    );
  });

  test('the other remotes and the shell keep working', async ({ page }) => {
    await page.goto('/jury-service');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('unavailable');
    await page.goto('/careers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Employment Opportunities');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Canton Municipal Court/);
    await page.goto('/interpreter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Interpreter/);
  });
});
