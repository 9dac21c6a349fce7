import { expect, request, type Browser, type Page } from '@playwright/test';
import { courtClock } from '../support/court-clock';
import { forcedColorProblems } from '../support/forced-colors';
import { expectTabWalkClean } from '../support/focus-walk';
import { LANGUAGES, openSettled } from '../support/page-sweep';
import { BASE_URL, startSpecServer, type SpecServer } from '../support/server';
import { showSignOutToast } from '../support/sign-out-toast';
import { createStaffAccount } from '../support/staff-accounts';
import { test, type SweepContextOptions } from '../support/walk-pages';

// Every page is walked in forced colours by page-walk.spec.ts; these are the layers over it.
test.describe.configure({ mode: 'parallel' });

/**
 * Forced colours with a dark palette (white text on black, yellow links), as most Windows
 * high-contrast users choose: an icon painted in a fixed dark colour disappears in it.
 */
const FORCED: SweepContextOptions = { forcedColors: 'active', colorScheme: 'dark' };
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 320, height: 640 };
const PASSWORD = 'correct horse battery staple';

/** Controls, layers and icons show, and every Tab stop is outlined (box shadows are gone). */
async function expectVisibleInForcedColors(page: Page, label: string): Promise<void> {
  expect.soft(await forcedColorProblems(page), `${label}: hidden by forced colours`).toEqual([]);
  await expectTabWalkClean(page, label, 'focus problems in forced colours');
}

test.describe('forced colours', () => {
  for (const language of LANGUAGES) {
    test(`${language}: the mobile menu and the Fees dialog keep their edges and controls`, async ({
      walkPages,
    }) => {
      const page = await walkPages.pageAt(PHONE, { context: FORCED });
      // The jury page also shows the juror message, a USWDS alert with its icon.
      await openSettled(page, language === 'en' ? '/jury-service' : '/es/jury-service');
      const menu = page.getByRole('button', { name: language === 'en' ? 'Menu' : 'Menú' });
      await menu.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectVisibleInForcedColors(page, 'mobile menu');
      await page.keyboard.press('Escape');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');

      await page
        .getByRole('contentinfo')
        .getByRole('button', { name: language === 'en' ? 'Fees and Costs' : 'Tarifas y costos' })
        .click();
      await expect(page.locator('dialog[open] h2')).toBeFocused();
      await expectVisibleInForcedColors(page, 'Fees dialog');
      await page.keyboard.press('Escape');
    });
  }

  test('a toast keeps its edge, icon and close button', async ({ browser }) => {
    const context = await browser.newContext({ ...FORCED, viewport: LAPTOP, baseURL: BASE_URL });
    const page = await context.newPage();
    await showSignOutToast(page, `e2e-forced-toast-${test.info().workerIndex}`);
    expect(await forcedColorProblems(page), 'toast in forced colours').toEqual([]);
    await context.close();
  });
});

/** A server of this spec's own: alerts show on every page, so they must not reach other specs. */
const ALERTS_PORT = Number(process.env.TEST_PORT ?? 3100) + 12;
const ALERTS_URL = `http://127.0.0.1:${ALERTS_PORT}`;

const SEVERITIES = [
  { severity: 'information', en: 'Information', es: 'Información' },
  { severity: 'warning', en: 'Warning', es: 'Advertencia' },
  { severity: 'emergency', en: 'Emergency alert', es: 'Alerta de emergencia' },
] as const;

/** Text of the element that a sighted person sees: visually hidden text left out. */
function seenText(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let text = '';
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const owner = node.parentElement;
        if (!owner?.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        const box = owner.getBoundingClientRect();
        const clipped = getComputedStyle(owner).clipPath === 'inset(50%)';
        if (box.width > 1 && box.height > 1 && box.right > 0 && !clipped) {
          text += node.textContent;
        }
      }
      return text.replace(/\s+/g, ' ').trim();
    }),
  );
}

async function openForced(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ ...FORCED, viewport: LAPTOP });
  const page = await context.newPage();
  await openSettled(page, url);
  return page;
}

test.describe('site alerts in forced colours', () => {
  let server: SpecServer | undefined;

  test.beforeAll(async () => {
    server = await startSpecServer(ALERTS_PORT);
    createStaffAccount('e2e-forced-alerts', PASSWORD, ['alerts'], server.sqliteFile);
    const api = await request.newContext({ baseURL: ALERTS_URL });
    await api.get('/api/muni/xsrf');
    const token = (await api.storageState()).cookies.find(({ name }) => name === 'XSRF-TOKEN');
    const headers = { 'X-XSRF-TOKEN': decodeURIComponent(token?.value ?? '') };
    const session = await api.post('/api/muni/staff/session', {
      headers,
      data: { username: 'e2e-forced-alerts', password: PASSWORD },
    });
    expect(session.status()).toBe(200);
    const start = courtClock(-1);
    const end = courtClock(24 * 60);
    for (const [index, { severity }] of SEVERITIES.entries()) {
      const saved = await api.post('/api/muni/staff/alerts', {
        headers,
        data: {
          severity,
          placement: 'everyPage',
          // Headings that do not name the severity: the alert must say it by itself.
          headingEn: `Notice ${index + 1}`,
          headingEs: `Aviso ${index + 1}`,
          bodyEn: 'The court closes at noon.',
          bodyEs: 'El tribunal cierra al mediodía.',
          startDate: start.date,
          startTime: start.time,
          endDate: end.date,
          endTime: end.time,
        },
      });
      expect(saved.status()).toBe(201);
    }
    await api.dispose();
  });

  test.afterAll(() => server?.stop());

  // One test for both languages: the server and its alerts are made once, in one worker.
  test('each alert says its severity in words and keeps its icon, in both languages', async ({
    browser,
  }) => {
    for (const language of LANGUAGES) {
      await test.step(language, async () => {
        const page = await openForced(browser, `${ALERTS_URL}${language === 'en' ? '/' : '/es/'}`);
        await expect(page.locator('.court-site-alert')).toHaveCount(SEVERITIES.length);
        const texts = await seenText(page, '.court-site-alert');
        for (const [index, { severity, ...label }] of SEVERITIES.entries()) {
          const heading = `${language === 'en' ? 'Notice' : 'Aviso'} ${index + 1}`;
          const shown = texts.find((text) => text.includes(heading));
          // Colour alone (gone in forced colours) must not be what tells an emergency apart.
          expect(shown, `${severity} alert`).toContain(label[language]);
        }
        expect(await forcedColorProblems(page), 'alerts in forced colours').toEqual([]);
        await page.context().close();
      });
    }
  });
});
