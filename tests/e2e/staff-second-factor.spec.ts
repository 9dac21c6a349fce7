import { expect, test, type Locator, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expectNoAxeViolations } from '../support/axe';
import { openPage } from '../support/open-page';
import { startSpecServer, type SpecServer } from '../support/server';
import { createStaffAccount } from '../support/staff-accounts';
import { signIn } from '../support/staff-sign-in';

/** A server of this spec's own: the suite's server lets administrators in with a password. */
const PORT = Number(process.env.TEST_PORT ?? 3100) + 9;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const ADMIN = 'e2e-second-factor-admin';
const PASSWORD = 'correct horse battery staple';

/** Sends the password step in `form`: the page's unless given (the gate's dialog). */
async function enterPassword(page: Page, form?: Locator): Promise<void> {
  expect(await signIn(page, ADMIN, PASSWORD, form)).toBe(200);
}

/** Signs in with the password at /staff, up to the step that asks for a code. */
async function passwordAtStaffHome(page: Page): Promise<Locator> {
  await openPage(page, `${BASE_URL}/staff`);
  await enterPassword(page);
  const heading = page.getByRole('heading', { level: 2, name: 'Confirm it is you' });
  await expect(heading).toBeFocused();
  return page.getByRole('form', { name: 'Confirm it is you' });
}

/**
 * Sends a code in the code step, from the keyboard, and returns the API's status. Enter rather
 * than a click: once a refused code is changed, leaving the field takes its error away, and the
 * button moves up under the pointer before the click ends.
 */
async function enterCode(page: Page, form: Locator, code: string): Promise<number> {
  const field = form.getByLabel('Code', { exact: true });
  await field.fill(code);
  const answer = page.waitForResponse((response) =>
    response.url().endsWith('/api/muni/staff/session/factor'),
  );
  await field.press('Enter');
  return (await answer).status();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff sign-in');
}

test.describe('staff second factor', () => {
  let server: SpecServer | undefined;

  test.beforeAll(async () => {
    server = await startSpecServer(PORT, { STAFF_SECOND_FACTOR_REQUIRED: 'true' });
    createStaffAccount(ADMIN, PASSWORD, ['admin'], server.sqliteFile);
  });

  test.afterAll(() => {
    server?.stop();
  });

  test('an administrator sets up an authentication app, then signs in with its codes or a recovery code, each once', async ({
    page,
  }) => {
    // Codes are waited for: each sign-in with the app takes a 30-second step not used before.
    test.setTimeout(180_000);
    let totp: TOTP | undefined;
    let recoveryCodes: string[] = [];
    /** The 30-second step of the last app code the API took. */
    let usedStep = 0;

    const app = (): TOTP => {
      expect(totp, 'the app was set up').toBeDefined();
      return totp as TOTP;
    };
    const stepNow = () => app().counter();
    /** A code of a step after the last one used, waiting for that step to begin if need be. */
    const freshCode = async (): Promise<{ code: string; step: number }> => {
      const periodMs = app().period * 1000;
      while (stepNow() <= usedStep) {
        await page.waitForTimeout(periodMs - (Date.now() % periodMs) + 100);
      }
      const step = stepNow();
      return { code: app().generate(), step };
    };

    await test.step('the password leads to the enrolment, and to nothing else', async () => {
      await openPage(page, `${BASE_URL}/staff`);
      await enterPassword(page);
      await expect(
        page.getByRole('heading', { level: 2, name: 'Your account needs a second factor' }),
      ).toBeFocused();
      await expectNoAxeViolations(page);

      // The session the password opened can only enrol.
      expect((await page.request.get(`${BASE_URL}/api/muni/staff/audit`)).status()).toBe(401);
      expect((await page.request.get(`${BASE_URL}/api/muni/staff/me`)).status()).toBe(401);
      await openPage(page, `${BASE_URL}/staff/audit`);
      await expect(page.getByRole('dialog', { name: 'Staff sign-in' })).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
    });

    await test.step('signed in again in the audit log’s dialog, they set up the app there', async () => {
      const dialog = page.getByRole('dialog', { name: 'Staff sign-in' });
      await enterPassword(page, dialog);
      await expect(
        dialog.getByRole('heading', { level: 3, name: 'Your account needs a second factor' }),
      ).toBeFocused();
      await dialog.getByRole('button', { name: 'Set up an authentication app' }).click();
      await expect(
        dialog.getByRole('heading', { level: 4, name: 'Add your account to the app' }),
      ).toBeFocused();
      await expect(
        dialog.getByRole('img', {
          name: 'QR code that adds your court staff account to an authentication app',
        }),
      ).toBeVisible();
      await expectNoAxeViolations(page);

      // What a person who cannot scan types into their app: the key, in groups of four.
      const key = await dialog.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).textContent();
      totp = new TOTP({
        secret: Secret.fromBase32((key ?? '').replace(/ /g, '')),
        algorithm: 'SHA1',
        digits: 6,
        period: 30,
      });
      const { code, step } = await freshCode();
      await dialog.getByLabel('6-digit code from the app').fill(code);
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      usedStep = step;

      const codesHeading = dialog.getByRole('heading', {
        level: 4,
        name: 'Save your recovery codes',
      });
      await expect(codesHeading).toBeFocused();
      await expect(dialog).toContainText(
        'Save these codes somewhere safe: each works once if you lose your phone.',
      );
      const codes = dialog.getByRole('list', { name: 'Save your recovery codes' });
      recoveryCodes = await codes.getByRole('listitem').allTextContents();
      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      await expectNoAxeViolations(page);

      await dialog.getByRole('button', { name: 'I have saved my recovery codes' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit log');
      await expect(page.getByRole('cell', { name: 'staff.sign-in' }).first()).toBeVisible();
      await signOut(page);
    });

    let lastCode = '';
    await test.step('the password and a code from the app sign them in', async () => {
      const form = await passwordAtStaffHome(page);
      await expectNoAxeViolations(page);
      const { code, step } = await freshCode();
      expect(await enterCode(page, form, code)).toBe(200);
      usedStep = step;
      lastCode = code;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff tools');
      await expect(
        page.getByText('Your account has a second factor: after your password, each sign-in'),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await signOut(page);
    });

    await test.step('the same code again is refused; a recovery code signs them in', async () => {
      const form = await passwordAtStaffHome(page);
      // Still within the step it was made for, or the one after, which the API also accepts.
      expect(stepNow() - usedStep).toBeLessThanOrEqual(1);
      expect(await enterCode(page, form, lastCode)).toBe(400);
      await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText(
        'This code is not right, or it was already used.',
      );
      await expect(form.getByLabel('Code', { exact: true })).toHaveValue(lastCode);
      await expectNoAxeViolations(page);

      expect(await enterCode(page, form, recoveryCodes[0] ?? '')).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff tools');
      await signOut(page);
    });

    await test.step('that recovery code does not work a second time; another one does', async () => {
      const form = await passwordAtStaffHome(page);
      expect(await enterCode(page, form, recoveryCodes[0] ?? '')).toBe(400);
      await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText(
        'This code is not right, or it was already used.',
      );
      expect(await enterCode(page, form, recoveryCodes[1] ?? '')).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff tools');
    });
  });
});
