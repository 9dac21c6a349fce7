import { expect, type Locator, type Page } from '@playwright/test';
import { openSettled } from './page-sweep';
import { createStaffAccount } from './staff-accounts';
import { signIn } from './staff-sign-in';

const PASSWORD = 'correct horse battery staple';

/**
 * Makes the site show a toast, as a member of staff sees one: signs a staff account of its own
 * in on the page (on the suite's server), then out, which the site confirms in a toast.
 * `beforeSignOut` runs once signed in, just before the press. Returns the toast.
 */
export async function showSignOutToast(
  page: Page,
  username: string,
  beforeSignOut?: () => Promise<void>,
): Promise<Locator> {
  createStaffAccount(username, PASSWORD, ['admin']);
  await openSettled(page, '/staff');
  expect(await signIn(page, username, PASSWORD)).toBe(200);
  await beforeSignOut?.();
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  const toast = page.locator('.Toastify__toast');
  await expect(toast).toBeVisible();
  return toast;
}
