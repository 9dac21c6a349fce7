import { expect, type Page } from '@playwright/test';
import { waitForQuietPage } from './focus-walk';
import { PUBLIC_PAGES, pageUrl } from './site-paths';

export const LANGUAGES = ['en', 'es'] as const;
export type SweepLanguage = (typeof LANGUAGES)[number];

/** Every public page in both languages, as the sweeps below visit them. */
export const PUBLIC_URLS: { url: string; path: string; language: SweepLanguage }[] =
  LANGUAGES.flatMap((language) =>
    PUBLIC_PAGES.map(({ path }) => ({ url: pageUrl(path, language), path, language })),
  );

/**
 * Opens a page and waits until everything it asked for has come and it has stopped changing:
 * a staff page's sign-in dialog grows by a button once the passkey code arrives, lists are
 * fetched after the heading, and a check must measure the page as the visitor finally sees it.
 */
export async function openSettled(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await waitForQuietPage(page);
}

/**
 * The staff home and the tools it links to, in the page's language: the staff pages that exist
 * for a signed-in admin right now. Leaves the page on the staff home.
 */
export async function staffUrls(page: Page, language: SweepLanguage): Promise<string[]> {
  const home = pageUrl('staff', language);
  await openSettled(page, home);
  await page.getByRole('main').getByRole('list').waitFor();
  const tools = await page
    .getByRole('main')
    .getByRole('listitem')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(tools.length, 'staff tools listed').toBeGreaterThan(0);
  return [home, ...tools];
}

/**
 * Adds a style sheet after the site's own, as a visitor's browser extension or user style sheet
 * would. The page's content security policy allows no inline styles, so the context that opens
 * the page needs `bypassCSP: true`. Lasts until the next navigation.
 */
export async function addUserStyles(page: Page, css: string): Promise<void> {
  await page.addStyleTag({ content: css });
  // Two frames: the new rules are applied and laid out before anything is measured.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await waitForQuietPage(page);
}
