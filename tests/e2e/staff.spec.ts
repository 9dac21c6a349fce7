import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { openPage } from '../support/open-page';
import { createStaffAccount } from '../support/staff-accounts';
import { signIn } from '../support/staff-sign-in';

const PASSWORD = 'correct horse battery staple';

test.describe('staff tools', () => {
  test.beforeAll(() => {
    createStaffAccount('e2e-admin', PASSWORD, ['admin']);
    createStaffAccount('e2e-probation', PASSWORD, ['probation']);
    createStaffAccount('e2e-slowed', PASSWORD, ['jury']);
  });

  test('an administrator created with the CLI signs in, sees the audit log and signs out', async ({
    page,
  }) => {
    await openPage(page, '/staff');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff sign-in');
    await signIn(page, 'e2e-admin', PASSWORD);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff tools');
    await expect(page.getByText('Signed in as E2E e2e-admin')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Audit log' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Probation drug-testing message' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit log');
    await expect(page.getByRole('cell', { name: 'staff.sign-in' }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/staff$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff sign-in');
    await page.goto('/staff/audit');
    await expect(page.getByRole('dialog', { name: 'Staff sign-in' })).toBeVisible();
  });

  test('a probation officer updates the public drug-testing message', async ({ page }) => {
    await openPage(page, '/staff/probation');
    const dialog = page.getByRole('dialog', { name: 'Staff sign-in' });
    await dialog.getByLabel('Username').fill('e2e-probation');
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Probation drug-testing message',
    );
    const message = `Testing moves to Room 104 on ${Date.now()}.`;
    await page.getByLabel('Message').fill(message);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The message has been updated.')).toBeVisible();
    await expectNoAxeViolations(page);

    await openPage(page, '/es/probation-drug-testing');
    await expect(page.getByText(message)).toBeVisible();
  });

  test('a probation officer cannot open the audit log', async ({ page }) => {
    await openPage(page, '/staff');
    await signIn(page, 'e2e-probation', PASSWORD);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff tools');
    await expect(page.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
    await openPage(page, '/staff/audit');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'You do not have access to this tool',
    );
  });

  test('wrong passwords slow the sign-in down, and the right one works after the wait', async ({
    page,
  }) => {
    await openPage(page, '/staff');
    const summary = page.getByRole('region', { name: 'There is a problem' });
    // Two wrong passwords are free; each one after them makes the next attempt wait, 1 s, then
    // 2 s, then 4 s..., so a quick attempt soon meets a wait.
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6 && !statuses.includes(429); attempt += 1) {
      statuses.push(await signIn(page, 'e2e-slowed', `wrong password ${attempt}`));
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    await expect(summary).toContainText('Wait a little and try again');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff sign-in');

    // The right password is not even checked during the wait; once it is over, it works.
    await expect
      .poll(() => signIn(page, 'e2e-slowed', PASSWORD), { intervals: [1000], timeout: 40_000 })
      .toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff tools');
  });

  test('wrong credentials get one message that does not say which part was wrong', async ({
    page,
  }) => {
    await openPage(page, '/staff');
    const summary = page.getByRole('region', { name: 'There is a problem' });
    expect(await signIn(page, 'nobody-here', PASSWORD)).toBe(401);
    await expect(summary).toContainText('The username or password is not correct.');
    const unknownUserText = await summary.textContent();
    expect(await signIn(page, 'e2e-admin', 'not the password')).toBe(401);
    await expect(summary).toContainText('The username or password is not correct.');
    expect(await summary.textContent()).toBe(unknownUserText);
  });
});
