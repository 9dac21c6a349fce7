import type { Page } from '@playwright/test';

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
  await page.getByRole('heading', { level: 1 }).waitFor();
  // React keeps a fiber on each node it owns. Watched in the page, which sees it within 50 ms; a
  // poll from here waited up to a second more, on each of a hundred loads. The heading is looked
  // up each time: a page the script renders afresh replaces the server's node.
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('h1, [role="heading"][aria-level="1"]')].some((node) =>
        Object.keys(node).some((key) => key.startsWith('__reactFiber')),
      ),
    undefined,
    { polling: 50, timeout: 10_000 },
  );
}

/** The shell's entry script, which loads the rest. */
export const SHELL_SCRIPT = '**/main.js*';

/**
 * Holds the shell's entry script back until the returned function is called, so a test sees the
 * page as the server painted it, before any script runs. `page.unroute(SHELL_SCRIPT)` ends the
 * hold for later loads of the same page.
 */
export async function holdScript(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(SHELL_SCRIPT, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Marks the heading the server painted, before the script runs: an attribute, and a property the
 * script cannot copy. A page the script adopted keeps both; one it painted again has neither.
 */
export async function markPaintedHeading(page: Page): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 }).first();
  await heading.waitFor();
  await heading.evaluate((node) => {
    node.setAttribute('data-painted-by-server', '');
    Object.assign(node, { paintedByServer: true });
  });
}

/** Whether the heading markPaintedHeading marked is still the node on the page. */
export function paintedHeadingKept(page: Page): Promise<boolean> {
  return page
    .getByRole('heading', { level: 1 })
    .first()
    .evaluate(
      (node) => (node as unknown as { paintedByServer?: boolean }).paintedByServer === true,
    );
}
