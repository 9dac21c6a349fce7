import { expect, test, type Page } from '@playwright/test';
import { waitForScript } from '../support/open-page';

/** Marks the window, so a later check can tell a visit inside the page from a new load. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as Window & { courtSameLoad?: boolean }).courtSameLoad = true;
  });
}

function isSameLoad(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as Window & { courtSameLoad?: boolean }).courtSameLoad === true,
  );
}

function footerLink(page: Page, name: string) {
  return page.getByRole('contentinfo').getByRole('link', { name, exact: true });
}

test.describe('when one remote cannot be loaded', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/mfe-jury/**', (route) => route.abort('connectionrefused'));
  });

  test('a visit to its pages says the part is unavailable and gives the phone number', async ({
    page,
  }) => {
    await page.goto('/careers');
    await waitForScript(page);
    await markWindow(page);
    await footerLink(page, 'Jury Service').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This part of the site is temporarily unavailable',
    );
    expect(await isSameLoad(page), 'the visit stayed in the page').toBe(true);
    await expect(
      page.getByRole('main').getByRole('link', { name: /Call 330-555-0100/ }),
    ).toHaveAttribute('href', 'tel:+13305550100');
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Phone: 330-555-0100');
  });

  test('it says so in Spanish on Spanish pages', async ({ page }) => {
    await page.goto('/es/careers');
    await waitForScript(page);
    await footerLink(page, 'Servicio de jurado').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Esta parte del sitio no está disponible temporalmente',
    );
  });

  // The server painted the page from its own copy of the remote: it reads as it does without
  // JavaScript, and the frame around it is the script's.
  for (const [address, heading, forms] of [
    ['/jury-service', /Jury Service/, 'Forms'],
    ['/es/jury-service', /Servicio de jurado/i, 'Formularios'],
  ] as const) {
    test(`a load of ${address} keeps the page the server painted, in a working frame`, async ({
      page,
    }) => {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      // The frame is adopted by the script: its links are visits inside the page.
      await expect
        .poll(() =>
          footerLink(page, forms).evaluate((link) =>
            Object.keys(link).some((key) => key.startsWith('__reactFiber')),
          ),
        )
        .toBe(true);
      await expect(page.getByText(/temporarily unavailable|no está disponible/i)).toHaveCount(0);
      await markWindow(page);
      await footerLink(page, forms).click();
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(heading);
      expect(await isSameLoad(page), 'the visit stayed in the page').toBe(true);
    });
  }

  test('the other remotes and the shell keep working', async ({ page }) => {
    await page.goto('/careers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Employment Opportunities');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Canton Municipal Court/);
    await page.goto('/interpreter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Interpreter/);
  });
});

test('a form whose remote cannot be loaded is sent as the server painted it', async ({ page }) => {
  await page.route('**/mfe-forms/**', (route) => route.abort('connectionrefused'));
  await page.goto('/interpreter');
  const main = page.getByRole('main');
  for (const [name, value] of Object.entries({
    fullName: 'Ana Diaz',
    caseNumber: '2026TRD00012',
    hearingDate: '2027-01-15',
    email: 'ana@example.com',
    language: 'Spanish',
  })) {
    await main.locator(`[name="${name}"]`).fill(value);
  }
  await main.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(main).toContainText(/Your reference number is IR-\d{4}-\d{6}/);
});
