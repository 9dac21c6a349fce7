import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { openPage } from '../support/open-page';

const PHONE = { width: 390, height: 844 };

/** The results page's announced status line (the navbar and the toasts have none of their own). */
function searchStatus(page: Page): Locator {
  return page.getByRole('main').getByRole('status');
}

function results(page: Page): Locator {
  return page.getByRole('main').getByRole('list', { name: /^(Results|Resultados)$/ });
}

function firstResultLink(page: Page): Locator {
  return results(page).getByRole('listitem').first().getByRole('link');
}

test.describe('site search', () => {
  test('on a phone: the menu search finds an eviction form, which opens as a PDF in a new tab', async ({
    page,
  }) => {
    // Two page loads, the menu and a PDF opened in a new tab (6 s alone).
    test.slow();
    await page.setViewportSize(PHONE);
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('searchbox', { name: 'Search the site' }).fill('eviction');
    await menu.getByRole('button', { name: 'Search' }).click();

    await expect(page).toHaveURL(/\/search\?q=eviction$/);
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeFocused();
    await expect(searchStatus(page)).toHaveText(/^\d+ results? for “eviction”$/);
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('eviction');
    const marked = await results(page).locator('mark').allTextContents();
    expect(marked.map((word) => word.toLowerCase())).toContain('eviction');

    // The first form among the results (the FAQ's answer on eviction may come before it).
    const pdf = results(page)
      .getByRole('link', { name: /\(PDF\)/ })
      .first();
    await expect(pdf).toHaveAccessibleName(/Eviction.*\(PDF\).*\(opens in a new tab\)$/);
    await expect(pdf).toHaveAttribute('target', '_blank');
    await expect(pdf).toHaveAttribute('href', /^\/documents\/[a-z0-9-]+\.pdf$/);
    const href = (await pdf.getAttribute('href')) ?? '';
    // The new tab asks for the PDF; whether it shows it or saves it is the browser's choice.
    const [tab, request] = await Promise.all([
      page.context().waitForEvent('page'),
      page.context().waitForEvent('request', (each) => new URL(each.url()).pathname === href),
      pdf.click(),
    ]);
    expect(request.frame().page()).toBe(tab);
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
  });

  test('a typo, "intepreter", still leads to the interpreter page', async ({ page }) => {
    await openPage(page, '/search?q=intepreter');
    await expect(searchStatus(page)).toHaveText(/results? for “intepreter”/);
    const first = firstResultLink(page);
    await expect(first).toHaveAttribute('href', '/interpreter');
    await first.click();
    await expect(page).toHaveURL(/\/interpreter$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Interpreter/);
  });

  test('"compensation" leads to the jury FAQ answer on pay, opened at its anchor', async ({
    page,
  }) => {
    await openPage(page, '/search?q=compensation');
    const first = results(page).getByRole('listitem').first();
    await expect(first.getByRole('link')).toHaveText('Jury FAQ');
    await expect(first).toContainText('Am I paid for jury service?');
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/jury-faq#juror-pay$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jury FAQ');
    const answer = page.locator('details', { has: page.locator('#juror-pay') });
    await expect(answer).toHaveAttribute('open', '');
    await expect(answer.getByText(/Jurors receive/)).toBeVisible();
  });

  test('searches in Spanish, and the results page has no axe violation', async ({ page }) => {
    await openPage(page, '/es/search?q=jurado');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados de la búsqueda');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(searchStatus(page)).toHaveText(/^\d+ resultados? para «jurado»$/);
    await expect(firstResultLink(page)).toHaveAttribute('href', /^\/es\/(jury|juror)-/);
    await expect(firstResultLink(page)).toHaveText(/jurado/i);
    await expectNoAxeViolations(page);
  });

  test('the English results page, with results and with none, has no axe violation', async ({
    page,
  }) => {
    await openPage(page, '/search?q=eviction');
    await expect(firstResultLink(page)).toBeVisible();
    await expectNoAxeViolations(page);

    await openPage(page, '/search?q=qwxzvb');
    await expect(searchStatus(page)).toHaveText('No results for “qwxzvb”');
    await expect(page.getByRole('region', { name: 'Search tips' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the whole search is done with the keyboard alone', async ({ page }) => {
    await openPage(page, '/');
    const field = page.getByRole('navigation').getByRole('searchbox', { name: 'Search the site' });
    for (let press = 0; press < 30 && !(await isFocused(field)); press += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(field).toBeFocused();
    await page.keyboard.type('intepreter');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/search\?q=intepreter$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeFocused();
    const first = firstResultLink(page);
    await expect(first).toBeVisible();
    for (let press = 0; press < 10 && !(await isFocused(first)); press += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/interpreter$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('searching again from the results page changes the address; Back returns', async ({
    page,
  }) => {
    await openPage(page, '/search?q=eviction');
    await expect(firstResultLink(page)).toBeVisible();
    const field = page.getByRole('main').getByRole('searchbox', { name: 'Search the site' });
    await field.fill('jury');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=jury$/);
    await expect(searchStatus(page)).toHaveText(/results? for “jury”/);
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=eviction$/);
    await expect(field).toHaveValue('eviction');
    await expect(searchStatus(page)).toHaveText(/results? for “eviction”/);
  });

  test('at 320 px the menu with the search box does not scroll sideways', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await openPage(page, '/es/');
    await page.getByRole('button', { name: 'Menú' }).click();
    const menu = page.getByRole('navigation', { name: 'Principal' });
    await expect(menu.getByRole('searchbox', { name: 'Buscar en el sitio' })).toBeVisible();
    const sideways = await menu.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(sideways).toBeLessThanOrEqual(0);
  });

  test('without JavaScript the navbar form leads to the results page, with its results', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/es/forms');
    await page.getByRole('searchbox', { name: 'Buscar en el sitio' }).fill('desalojo');
    await page.getByRole('search', { name: 'Búsqueda en el sitio' }).getByRole('button').click();
    await expect(page).toHaveURL(/\/es\/search\?q=desalojo$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados de la búsqueda');
    await expect(searchStatus(page)).toHaveText(/^\d+ resultados? para «desalojo»$/);
    await expect(firstResultLink(page)).toBeVisible();
    await context.close();
  });
});

function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}
