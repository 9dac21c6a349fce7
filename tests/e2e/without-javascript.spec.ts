import { expect, test, type Locator, type Page } from '@playwright/test';
import { inspectFocusedElement } from '../support/focus-walk';
import { holdScript, waitForScript } from '../support/open-page';

const PHONE = '330-555-0100';
const PHONE_WINDOW = { width: 390, height: 844 };
/** Addresses of a judge's biography with a name no official has, and the heading they show. */
const MISTYPED_BIOGRAPHIES = [
  ['/bio/no-such-judge', 'Biography not found'],
  ['/es/bio/no-such-judge', 'No se encontró la biografía'],
] as const;

/** What the page shows, <noscript> content included, as a reader sees it. */
function shownText(locator: Locator): Promise<string> {
  return locator.innerText();
}

function results(page: Page): Locator {
  return page.getByRole('main').getByRole('list', { name: /^(Results|Resultados)$/ });
}

test.describe('with JavaScript switched off', () => {
  test.use({ javaScriptEnabled: false });

  test('information pages read whole and say nothing about JavaScript', async ({ page }) => {
    for (const url of [
      '/',
      '/jury-service',
      '/es/',
      '/es/hours-and-parking',
      '/search',
      '/bio/judge-one',
      '/es/bio/clerk-of-court',
    ]) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 }), url).toBeVisible();
      expect(await shownText(page.locator('body')), url).not.toContain('JavaScript');
    }
  });

  // The browser opens a disclosure only around a target inside its answer; the question's own
  // anchor gets the focus and the view, and a key press opens the answer.
  test('a link to an FAQ question scrolls to it and focuses it, by the browser alone', async ({
    page,
  }) => {
    await page.goto('/es/jury-faq#juror-pay');
    const question = page.locator('summary', { hasText: '¿Me pagan por el servicio de jurado?' });
    await expect(question).toBeFocused();
    await expect(question).toBeInViewport();
    // Clear of the bar, not under it, and outlined: the styles reckon the bar's height before
    // any script measures it.
    const report = await page.evaluate(inspectFocusedElement);
    expect(report.kind === 'stop' ? report.problems : [report.kind]).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(question.locator('xpath=..')).toHaveAttribute('open', '');
  });

  test('no public form says it needs JavaScript: each is a form the browser sends', async ({
    page,
  }) => {
    for (const form of [
      'contact-us',
      'zoom-hearing',
      'interpreter',
      'driving-privileges',
      'juror-notification-signup',
      'court-date-reminders',
    ]) {
      for (const url of [`/${form}`, `/es/${form}`]) {
        await page.goto(url);
        const main = page.getByRole('main');
        // To the page itself, which comes back at the form's error summary or confirmation.
        await expect(main.locator('form[method="post"]').first(), url).toHaveAttribute(
          'action',
          new RegExp(`^${url}#[a-z-]+-outcome$`),
        );
        await expect(main.locator('form button[type="submit"]:visible').last(), url).toBeEnabled();
        expect(await shownText(page.locator('body')), url).not.toContain('JavaScript');
      }
    }
  });

  test('a biography address that names nobody says so in its language, answered 404', async ({
    page,
  }) => {
    for (const [url, heading] of MISTYPED_BIOGRAPHIES) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }), url).toHaveText(heading);
      await expect(
        page.getByRole('main').getByRole('link', { name: /About Us|Quiénes somos/ }),
      ).toBeVisible();
      expect(await shownText(page.locator('body')), url).not.toContain('JavaScript');
    }
  });

  test('staff sign-in says the staff tools need JavaScript, with the phone', async ({ page }) => {
    await page.goto('/staff');
    const english = await shownText(page.getByRole('main'));
    expect(english).toContain(
      `To show this page, your browser needs JavaScript turned on. You can also call the court at ${PHONE}.`,
    );
    expect(english).not.toContain('Checking whether you are signed in');
    await page.goto('/es/staff');
    expect(await shownText(page.getByRole('main'))).toContain(
      'Para mostrar esta página, su navegador necesita tener JavaScript activado.',
    );
  });

  for (const { url, query, count, language } of [
    { url: '/search?q=jury', query: 'jury', count: /^\d+ results for “jury”$/, language: 'en' },
    {
      url: '/es/search?q=jurado',
      query: 'jurado',
      count: /^\d+ resultados para «jurado»$/,
      language: 'es',
    },
  ]) {
    test(`${url} lists its results, counted, under a heading`, async ({ page }) => {
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const main = page.getByRole('main');
      await expect(main.getByRole('status')).toHaveText(count);
      await expect(main.getByRole('searchbox')).toHaveValue(query);
      await expect(
        main.getByRole('heading', { level: 2, name: /^(Results|Resultados)$/ }),
      ).toBeAttached();
      const items = results(page).getByRole('listitem');
      const shown = await items.count();
      expect(shown).toBeGreaterThan(1);
      expect(await main.getByRole('status').innerText()).toMatch(new RegExp(`^${shown} `));
      // A page of the site among them opens, in the same language.
      const first = results(page).locator('a:not([href^="/documents/"])').first();
      await expect(first).toHaveAttribute('href', language === 'es' ? /^\/es\// : /^\/[a-z]/);
      await first.click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(page.url()).not.toContain('/search');
    });
  }

  test('on a phone the navigation shows its links, Fees and Costs leading to the fee schedules', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE_WINDOW);
    await page.goto('/jury-service');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    const menu = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Careers', 'Forms', 'Contact Us', 'Español']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('searchbox', { name: 'Search the site' })).toBeVisible();
    // No button that cannot work: the Fees and Costs dialog becomes a search for its schedules.
    await expect(page.getByRole('button', { name: 'Fees and Costs' })).toHaveCount(0);
    await menu.getByRole('link', { name: 'Fees and Costs' }).click();
    await expect(page).toHaveURL(/\/search\?q=Fees\+and\+Costs$/);
    const schedules = results(page).getByRole('link', { name: /\(PDF\)/ });
    await expect(schedules.first()).toHaveAttribute('href', /^\/documents\/costs-[a-z-]+\.pdf$/);
    const found = await schedules.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    );
    expect(found).toEqual(
      expect.arrayContaining([
        '/documents/costs-civil.pdf',
        '/documents/costs-criminal-traffic.pdf',
        '/documents/costs-waiver-bureau.pdf',
      ]),
    );
    // The footer's Fees and Costs goes there too; the page's own links are unchanged.
    await page.goto('/es/jury-service');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Tarifas y costos' }),
    ).toHaveAttribute('href', '/es/search?q=Tarifas+y+costos');
  });

  test('the online service tiles lead to the case information system itself', async ({ page }) => {
    await page.goto('/online-services');
    const eFile = page.getByRole('main').getByRole('link', { name: /^E-File/ });
    await expect(eFile).toHaveAttribute('href', /^https?:\/\//);
    await expect(eFile).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
    expect(await shownText(page.locator('body'))).not.toContain('JavaScript');
  });
});

test.describe('with JavaScript', () => {
  for (const url of ['/search?q=eviction', '/es/search?q=desalojo']) {
    test(`${url} is adopted as painted: the same results, no new search, no console error`, async ({
      page,
    }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          problems.push(message.text());
        }
      });
      page.on('pageerror', (error) => problems.push(error.message));
      const searches: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/muni/search') searches.push(request.url());
      });
      // The script is held back until the painted page has been marked.
      const release = await holdScript(page);
      await page.goto(url, { waitUntil: 'commit' });
      const list = results(page);
      await list.waitFor();
      const painted = await list.evaluate((node) => {
        Object.assign(node, { paintedByServer: true });
        return node.textContent;
      });
      const status = await page.getByRole('main').getByRole('status').innerText();
      release();
      await waitForScript(page);
      await page.waitForLoadState('networkidle');

      const kept = await results(page).evaluate(
        (node) => (node as unknown as { paintedByServer?: boolean }).paintedByServer === true,
      );
      expect(kept).toBe(true);
      // textContent, not innerText: the painted page may be measured before its style sheet
      // arrives, and innerText's line breaks follow the layout.
      expect(await results(page).evaluate((node) => node.textContent)).toBe(painted);
      await expect(page.getByRole('main').getByRole('status')).toHaveText(status);
      expect(searches).toEqual([]);
      expect(problems).toEqual([]);

      // Searching again from the page is the script's, through the API.
      const field = page.getByRole('main').getByRole('searchbox');
      await field.fill('jury');
      await field.press('Enter');
      await expect(page.getByRole('main').getByRole('status')).toHaveText(/jury/);
      expect(searches).toHaveLength(1);
    });
  }
});
