import { expect, type Page, type Request, type Response } from '@playwright/test';
import { waitForQuietPage } from './focus-walk';
import { holdScript, markPaintedHeading, SHELL_SCRIPT } from './open-page';

export const LANGUAGES = ['en', 'es'] as const;
export type SweepLanguage = (typeof LANGUAGES)[number];

/**
 * Opens a page and waits until everything it asked for has come and it has stopped changing:
 * a staff page's sign-in dialog grows by a button once the passkey code arrives, lists are
 * fetched after the heading, and a check must measure the page as the visitor finally sees it.
 */
export async function openSettled(
  page: Page,
  url: string,
  { markPaintedHeading = false }: { markPaintedHeading?: boolean } = {},
): Promise<Response | null> {
  const pending = new Set<Request>();
  const started = (request: Request) => pending.add(request);
  const ended = (request: Request) => pending.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const response = markPaintedHeading
      ? await openMarkingPaintedHeading(page, url)
      : await page.goto(url);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Settled when nothing it asked for is still coming, no part says it is still being made
    // (aria-busy: the sign-in dialog while it finds out whether the browser has passkeys) and the
    // page has stopped changing, with nothing new asked for meanwhile: what 'networkidle' tells
    // too, without its fixed 500 ms.
    const busy = page.locator('[aria-busy="true"]');
    for (let round = 0; round < SETTLE_ROUNDS; round += 1) {
      await expect.poll(() => pending.size, { timeout: 10_000, intervals: [25] }).toBe(0);
      await expect(busy).toHaveCount(0, { timeout: 10_000 });
      await waitForQuietPage(page);
      if (pending.size === 0 && (await busy.count()) === 0) break;
    }
    return response;
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * Opens a page with the shell's script held back, marks the heading the server painted, then
 * lets the script run (see markPaintedHeading).
 */
async function openMarkingPaintedHeading(page: Page, url: string): Promise<Response | null> {
  const release = await holdScript(page);
  try {
    const response = await page.goto(url, { waitUntil: 'commit' });
    await markPaintedHeading(page);
    release();
    await page.waitForLoadState('load');
    return response;
  } finally {
    release();
    await page.unroute(SHELL_SCRIPT);
  }
}

/** Rounds of "requests done, page quiet" a page may take to settle: each answer can ask again. */
const SETTLE_ROUNDS = 5;

/** The addresses of the tools the staff home lists, as the routes name them, in its order. */
export async function listedStaffTools(page: Page): Promise<string[]> {
  await page.getByRole('main').getByRole('list').waitFor();
  const hrefs = await page
    .getByRole('main')
    .getByRole('listitem')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.replace(/^\/es(\/|$)/, '/').replace(/^\//, ''));
}

/**
 * Adds a style sheet after the site's own, as a visitor's browser extension or user style sheet
 * would, and returns what removes it again. It is a constructed sheet, which the site's content
 * security policy (no inline styles) does not stop, so the page keeps its real policy.
 */
export async function addUserStyles(page: Page, css: string): Promise<() => Promise<void>> {
  const marker = `court-user-styles-${Math.random().toString(36).slice(2)}`;
  await page.evaluate(
    ({ css, marker }) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      (window as unknown as Record<string, CSSStyleSheet>)[marker] = sheet;
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    },
    { css, marker },
  );
  await settleLayout(page);
  return async () => {
    await page.evaluate((marker) => {
      const sheet = (window as unknown as Record<string, CSSStyleSheet>)[marker];
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((each) => each !== sheet);
    }, marker);
    await settleLayout(page);
  };
}

/** Two frames, so that new rules are applied and laid out before anything is measured. */
async function settleLayout(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await waitForQuietPage(page);
}
