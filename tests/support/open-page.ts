import { expect, type Page } from '@playwright/test';

/**
 * Opens a page and waits until it is usable: its heading is painted and the page's script has
 * taken it over. The server sends the page rendered, so the heading shows before the script
 * runs, and until then the controls that need the script are disabled.
 */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForScript(page);
}

/** Waits until React owns the page's heading: the page's script has hydrated or rendered it. */
export async function waitForScript(page: Page): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 });
  await heading.waitFor();
  // React keeps a fiber on each node it owns.
  await expect
    .poll(() =>
      heading.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))),
    )
    .toBe(true);
}

/**
 * Holds the shell's entry script back until the returned function is called, so a test sees the
 * page as the server painted it, before any script runs.
 */
export async function holdScript(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/main.js*', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
