import {
  test as base,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { BASE_URL } from './server';
import { createStaffAccount } from './staff-accounts';
import type { ViewportSize } from './focus-walk';

const STAFF_PASSWORD = 'correct horse battery staple';

/** Signs in with the staff sign-in form, as a member of staff would. */
async function signInStaff(page: Page, username: string): Promise<void> {
  await page.goto('/staff');
  const form = page.getByRole('form', { name: 'Staff sign-in' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(STAFF_PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Staff tools' }).waitFor();
}

/** How a sweep's browser differs from the default: the user's settings it emulates. */
export type SweepContextOptions = Pick<
  BrowserContextOptions,
  'bypassCSP' | 'colorScheme' | 'forcedColors' | 'javaScriptEnabled' | 'reducedMotion'
>;

export interface WalkPages {
  /**
   * The worker's page at this viewport size (and with these settings), made on first use and
   * reused by every later test of the worker: a fresh context per page would cost more than the
   * walk itself.
   */
  pageAt(
    size: ViewportSize,
    options?: { staff?: boolean; context?: SweepContextOptions },
  ): Promise<Page>;
}

async function openContext(
  browser: Browser,
  size: ViewportSize,
  staffUser: string | null,
  options: SweepContextOptions,
): Promise<Page> {
  const context = await browser.newContext({ ...options, viewport: size, baseURL: BASE_URL });
  const page = await context.newPage();
  if (staffUser) await signInStaff(page, staffUser);
  return page;
}

/** Tests get `walkPages`: one page per viewport size (and signed in or not) per worker. */
export const test = base.extend<Record<never, never>, { walkPages: WalkPages }>({
  walkPages: [
    async ({ browser }, use, workerInfo) => {
      const pages = new Map<string, Promise<Page>>();
      // One account per worker: resetting a shared one would end the other worker's session.
      const staffUser = `e2e-keyboard-${workerInfo.workerIndex}`;
      let staffCreated = false;
      await use({
        pageAt(size, options) {
          const staff = options?.staff ?? false;
          const contextOptions = options?.context ?? {};
          const key = `${size.width}x${size.height}${staff ? ' staff' : ''} ${JSON.stringify(contextOptions)}`;
          let page = pages.get(key);
          if (!page) {
            if (staff && !staffCreated) {
              createStaffAccount(staffUser, STAFF_PASSWORD, ['admin']);
              staffCreated = true;
            }
            page = openContext(browser, size, staff ? staffUser : null, contextOptions);
            pages.set(key, page);
          }
          return page;
        },
      });
      for (const page of pages.values()) await (await page).context().close();
    },
    { scope: 'worker' },
  ],
});
