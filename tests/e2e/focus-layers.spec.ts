import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { openPage } from '../support/open-page';

/** True while focus is inside one of these elements. */
function focusIsIn(page: Page, ...containers: Locator[]): Promise<boolean> {
  return Promise.all(
    containers.map((container) =>
      container.evaluate((element) => element.contains(document.activeElement)),
    ),
  ).then((inside) => inside.some(Boolean));
}

/** Presses the key more times than the layer has stops, checking focus after each press. */
async function expectFocusKeptIn(page: Page, key: string, presses: number, ...layer: Locator[]) {
  for (let press = 1; press <= presses; press += 1) {
    await page.keyboard.press(key);
    expect(await focusIsIn(page, ...layer), `${key} press ${press} stays inside`).toBe(true);
  }
}

async function tabStopsIn(container: Locator): Promise<number> {
  return container
    .locator('a[href], button, input, select, textarea, [tabindex="0"]')
    .evaluateAll((elements) => elements.filter((element) => element.checkVisibility()).length);
}

function isInert(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.closest('[inert]') !== null);
}

test.describe('mobile menu', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await openPage(page, '/careers');
  });

  test('takes focus in, keeps it there, leaves the page behind inert, and Escape returns it', async ({
    page,
  }) => {
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Main' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
    await expectNoAxeViolations(page);

    for (const behind of [
      page.locator('main'),
      page.locator('footer'),
      page.locator('.usa-skipnav'),
    ]) {
      expect(await isInert(behind)).toBe(true);
    }
    const stops = (await tabStopsIn(menu)) + 1;
    await expectFocusKeptIn(page, 'Tab', stops + 2, menu, toggle);
    await expectFocusKeptIn(page, 'Shift+Tab', stops + 2, menu, toggle);

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    expect(await isInert(page.locator('main'))).toBe(false);
  });

  test('Escape in the Fees dialog opened from the menu closes the dialog only', async ({
    page,
  }) => {
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    const fees = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Fees and Costs' });
    await fees.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Fees and Costs' });
    await expect(dialog.getByRole('heading', { name: 'Fees and Costs' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(fees).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });
});

/** Each site dialog: how to reach the page and the control that opens it. */
const DIALOGS = [
  {
    name: 'Fees and Costs',
    url: '/careers',
    opener: (page: Page) =>
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: 'Fees and Costs' }),
    close: 'Go Back',
  },
  {
    name: 'Sistema de información de casos',
    url: '/es/',
    opener: (page: Page) => page.getByRole('button', { name: 'Búsqueda de expedientes' }),
    close: 'Regresar',
  },
  {
    // Signed out, a staff tool opens its sign-in dialog at once; this button opens it again.
    name: 'Staff sign-in',
    url: '/staff/audit',
    opener: async (page: Page) => {
      const dialog = page.getByRole('dialog', { name: 'Staff sign-in' });
      // As a person would: the form is there (it follows a loading line), then Cancel.
      await expect(dialog.getByRole('textbox', { name: 'Username' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      return page.getByRole('main').getByRole('button', { name: 'Sign in' });
    },
    close: 'Cancel',
  },
] as const;

test.describe('dialogs', () => {
  for (const { name, url, opener, close } of DIALOGS) {
    test(`${name}: focus moves in, stays in, and returns to the opener on Escape and on ${close}`, async ({
      page,
    }) => {
      await openPage(page, url);
      const button = await opener(page);
      const dialog = page.getByRole('dialog', { name });

      await button.focus();
      await page.keyboard.press('Enter');
      await expect(dialog.getByRole('heading', { name })).toBeFocused();
      const stops = await tabStopsIn(dialog);
      await expectFocusKeptIn(page, 'Tab', stops + 2, dialog);
      await expectFocusKeptIn(page, 'Shift+Tab', stops + 2, dialog);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(button).toBeFocused();

      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: close }).click();
      await expect(dialog).toHaveCount(0);
      await expect(button).toBeFocused();
    });
  }
});
