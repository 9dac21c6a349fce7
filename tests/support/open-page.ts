import type { Page } from '@playwright/test';

/**
 * Opens a page and waits until its remote content has rendered: the shell fetches the registry
 * and the remote after the load event, so `goto` alone returns before the page is usable.
 */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).waitFor();
}
