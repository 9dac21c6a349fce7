import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import {
  linkIn,
  startMailCapture,
  type MailCapture,
  type ReceivedMail,
} from '../support/mail-capture';
import { openPage } from '../support/open-page';
import { startSpecServer, type SpecServer } from '../support/server';
import { createStaffAccount } from '../support/staff-accounts';
import { signIn } from '../support/staff-sign-in';

/** A server of this spec's own, so the set-password links it mails reach the capture below. */
const PORT = Number(process.env.TEST_PORT ?? 3100) + 8;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const ADMIN = 'e2e-accounts-admin';
const ADMIN_NAME = `E2E ${ADMIN}`;
const ADMIN_PASSWORD = 'correct horse battery staple';
const NEWCOMER = 'e2e-newcomer';
const NEWCOMER_NAME = 'Nia Newcomer';
const NEWCOMER_EMAIL = 'nia.newcomer@example.org';

/** The English set-password link of a message (the Spanish one follows it). */
function setPasswordLink(mail: ReceivedMail): string {
  return linkIn(mail, new RegExp(`${BASE_URL}/staff/set-password\\?token=[\\w-]+`));
}

/** Signs in with the form at /staff; the status of the API's answer. */
async function signInAtStaffHome(page: Page, username: string, password: string): Promise<number> {
  await openPage(page, `${BASE_URL}/staff`);
  return signIn(page, username, password);
}

/** A browser of its own for the new member of staff: the administrator stays signed in. */
async function personPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  return context.newPage();
}

/** Chooses the password on the set-password page a link opened. */
async function setPassword(page: Page, password: string): Promise<void> {
  await expect(page.getByText(`Hello, ${NEWCOMER_NAME}.`)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('New password again').fill(password);
  await page.getByRole('button', { name: 'Set the password' }).click();
  await expect(
    page.getByText(`Your password is set. Sign in with your username, ${NEWCOMER}`),
  ).toBeFocused();
}

test.describe('staff accounts', () => {
  let capture: MailCapture;
  let server: SpecServer | undefined;

  test.beforeAll(async () => {
    capture = await startMailCapture();
    server = await startSpecServer(PORT, { SMTP_URL: capture.smtpUrl, PUBLIC_SITE_URL: BASE_URL });
    // The court's only administrator.
    createStaffAccount(ADMIN, ADMIN_PASSWORD, ['admin'], server.sqliteFile);
  });

  test.afterAll(async () => {
    server?.stop();
    await capture.stop();
  });

  test('an administrator makes an account; the person sets a password from the e-mail; access ends when the administrator says', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const person = await personPage(browser);
    const firstPassword = 'a river, two lamps and a kettle';
    const secondPassword = 'seven quiet owls over the bridge';

    await test.step('the administrator opens the accounts tool and cannot disable themselves', async () => {
      await openPage(page, `${BASE_URL}/staff/accounts`);
      const dialog = page.getByRole('dialog', { name: 'Staff sign-in' });
      expect(await signIn(page, ADMIN, ADMIN_PASSWORD, dialog)).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff accounts');
      const own = page.getByRole('row', { name: new RegExp(ADMIN_NAME) });
      await expect(own).toContainText('You cannot disable your own account.');
      await expect(own.getByRole('button', { name: /^Disable/ })).toHaveCount(0);
      // Nor can they drop their own admin role: the box is fixed.
      await own.getByRole('button', { name: /^Change roles/ }).click();
      const roles = page.getByRole('dialog', { name: `Change the roles of ${ADMIN_NAME}` });
      await expect(roles.getByRole('checkbox', { name: /^Administrator/ })).toBeDisabled();
      await expectNoAxeViolations(page);
      await roles.getByRole('button', { name: 'Cancel' }).click();
      await expect(own.getByRole('button', { name: /^Change roles/ })).toBeFocused();
    });

    await test.step('the administrator creates an account with the careers role', async () => {
      const form = page.getByRole('form', { name: 'New account' });
      await form.getByLabel('Username').fill(NEWCOMER);
      await form.getByLabel('Name', { exact: true }).fill(NEWCOMER_NAME);
      await form.getByLabel('E-mail address').fill(NEWCOMER_EMAIL);
      await form.getByRole('checkbox', { name: /^Careers/ }).check();
      await form.getByRole('button', { name: 'Create the account' }).click();
      await expect(
        page.getByText(`Account created for ${NEWCOMER_NAME} (${NEWCOMER}).`),
      ).toBeFocused();
      await expect(page.getByRole('row', { name: new RegExp(NEWCOMER_NAME) })).toContainText(
        'Waiting for the person to set a password',
      );
      await expectNoAxeViolations(page);
    });

    await test.step('the person follows the e-mailed link, sets a password and signs in', async () => {
      const link = setPasswordLink(await capture.nextMailTo(NEWCOMER_EMAIL, 0));
      await openPage(person, link);
      await expectNoAxeViolations(person);
      await setPassword(person, firstPassword);
      await expectNoAxeViolations(person);
      await person.getByRole('link', { name: 'Go to the staff sign-in' }).click();
      await expect(person.getByRole('heading', { level: 1 })).toHaveText('Staff sign-in');
      expect(await signInAtStaffHome(person, NEWCOMER, firstPassword)).toBe(200);
      await expect(person.getByRole('heading', { level: 1 })).toHaveText('Staff tools');
      await expect(person.getByRole('link', { name: 'Careers administration' })).toBeVisible();
      await expect(person.getByRole('link', { name: 'Staff accounts' })).toHaveCount(0);

      // The link worked once.
      await openPage(person, link);
      await expect(person.getByRole('alert')).toContainText(
        'Ask a site administrator to send you a new link.',
      );
      await expect(person.getByLabel('New password', { exact: true })).toHaveCount(0);
    });

    await test.step('the administrator requires a new password: the old one stops working', async () => {
      await openPage(page, `${BASE_URL}/staff/accounts`);
      const row = page.getByRole('row', { name: new RegExp(NEWCOMER_NAME) });
      await row.getByRole('button', { name: /^Require a new password/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Require a new password?' });
      await expect(dialog).toContainText(`The court e-mails a link to ${NEWCOMER_EMAIL}`);
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Require a new password' }).click();
      await expect(
        page.getByText(`The password of ${NEWCOMER_NAME} (${NEWCOMER}) no longer works.`),
      ).toBeFocused();

      expect(await signInAtStaffHome(person, NEWCOMER, firstPassword)).toBe(401);
      await expect(person.getByRole('region', { name: 'There is a problem' })).toContainText(
        'The username or password is not correct.',
      );
      await openPage(person, setPasswordLink(await capture.nextMailTo(NEWCOMER_EMAIL, 1)));
      await setPassword(person, secondPassword);
      expect(await signInAtStaffHome(person, NEWCOMER, secondPassword)).toBe(200);
    });

    await test.step('the administrator disables the account: the person can no longer sign in', async () => {
      const row = page.getByRole('row', { name: new RegExp(NEWCOMER_NAME) });
      await row.getByRole('button', { name: /^Disable/ }).click();
      await page
        .getByRole('dialog', { name: 'Disable this account?' })
        .getByRole('button', { name: 'Disable the account' })
        .click();
      await expect(
        page.getByText(`Account disabled: ${NEWCOMER_NAME} (${NEWCOMER}).`),
      ).toBeFocused();
      await expect(row).toContainText('Disabled');

      // The session the person had open ended with it.
      await openPage(person, `${BASE_URL}/staff`);
      await expect(person.getByRole('heading', { level: 1 })).toHaveText('Staff sign-in');
      expect(await signInAtStaffHome(person, NEWCOMER, secondPassword)).toBe(401);
    });
    await person.context().close();
  });
});
