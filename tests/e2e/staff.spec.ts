import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { openPage } from '../support/open-page';
import { createStaffAccount } from '../support/staff-accounts';

const PASSWORD = 'correct horse battery staple';

async function signIn(page: Page, username: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Staff sign-in' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('staff tools', () => {
  test.beforeAll(() => {
    createStaffAccount('e2e-admin', PASSWORD, ['admin']);
    createStaffAccount('e2e-probation', PASSWORD, ['probation']);
    createStaffAccount('e2e-locked', PASSWORD, ['jury']);
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

  test('five wrong passwords lock the account, even against the right one', async ({ page }) => {
    await openPage(page, '/staff');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await signIn(page, 'e2e-locked', `wrong password ${attempt}`);
      await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    }
    await expect(page.getByText(/locked/i).first()).toBeVisible();
    await signIn(page, 'e2e-locked', PASSWORD);
    await expect(page.getByText(/locked/i).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff sign-in');
  });

  test('wrong credentials get one message that does not say which part was wrong', async ({
    page,
  }) => {
    await openPage(page, '/staff');
    await signIn(page, 'nobody-here', PASSWORD);
    await expect(page.getByText('The username or password is not correct.').first()).toBeVisible();
    await signIn(page, 'e2e-admin', 'not the password');
    await expect(page.getByText('The username or password is not correct.').first()).toBeVisible();
  });
});
