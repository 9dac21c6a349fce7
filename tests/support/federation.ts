import type { Page } from '@playwright/test';

/** The shell's own federation container, which every page runs. */
export const SHELL_CONTAINER = 'court_shell';

/**
 * The remotes whose entries the page has run: the federation runtime keeps an instance per
 * container it started. A page should run its own remote and no other, or a remote started late
 * could hand the page a second copy of a shared library while the first copy is still loading.
 */
export async function remotesRun(page: Page): Promise<string[]> {
  const names = await page.evaluate(() =>
    (
      (window as { __FEDERATION__?: { __INSTANCES__?: { name: string }[] } }).__FEDERATION__
        ?.__INSTANCES__ ?? []
    ).map(({ name }) => name),
  );
  return names.filter((name) => name !== SHELL_CONTAINER);
}
