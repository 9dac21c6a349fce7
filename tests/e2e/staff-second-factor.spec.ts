import { expect, test, type Locator, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { Secret, TOTP } from 'otpauth';
import { expectNoAxeViolations } from '../support/axe';
import { remotesRun } from '../support/federation';
import { openPage } from '../support/open-page';
import { startSpecServer, type SpecServer } from '../support/server';
import { submitApplication } from '../support/driving-privileges';
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

/** The app a person sets up by typing the key shown as text, in groups of four. */
async function appFromKeyShown(enrolment: Locator): Promise<TOTP> {
  const key = await enrolment.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).textContent();
  return new TOTP({
    secret: Secret.fromBase32((key ?? '').replace(/ /g, '')),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
}

/**
 * A code of the first 30-second step after `usedStep` that the API takes now, with its step. The
 * API accepts the step before and after the current one (a phone's clock may be off), so that is
 * the current step or the next, each still accepted if a new step begins on the way: a wait is
 * needed only when both are used.
 */
async function codeAfter(
  page: Page,
  app: TOTP,
  usedStep: number,
): Promise<{ code: string; step: number }> {
  const periodMs = app.period * 1000;
  for (;;) {
    const now = app.counter();
    const step = Math.max(usedStep + 1, now);
    if (step <= now + 1) return { code: app.generate({ timestamp: step * periodMs }), step };
    await page.waitForTimeout(periodMs - (Date.now() % periodMs));
  }
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
    test.setTimeout(120_000);
    let totp: TOTP | undefined;
    let recoveryCodes: string[] = [];
    /** The 30-second step of the last app code the API took. */
    let usedStep = 0;

    const app = (): TOTP => {
      expect(totp, 'the app was set up').toBeDefined();
      return totp as TOTP;
    };
    const stepNow = () => app().counter();
    const freshCode = () => codeAfter(page, app(), usedStep);

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

      totp = await appFromKeyShown(dialog);
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

  test('revealing an SSN more than 5 minutes after the last code asks for one again, then reveals it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const clerk = 'e2e-step-up-clerk';
    createStaffAccount(clerk, PASSWORD, ['forms'], server?.sqliteFile);
    const lastName = `StepUp${Date.now()}`;
    await openPage(page, `${BASE_URL}/staff/forms`);
    const reference = await submitApplication(page, lastName);

    // The clerk's first sign-in: the password, then an app set up in the gate's dialog.
    const dialog = page.getByRole('dialog', { name: 'Staff sign-in' });
    expect(await signIn(page, clerk, PASSWORD, dialog)).toBe(200);
    await dialog.getByRole('button', { name: 'Set up an authentication app' }).click();
    const app = await appFromKeyShown(dialog);
    const enrolment = await codeAfter(page, app, 0);
    await dialog.getByLabel('6-digit code from the app').fill(enrolment.code);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Form submissions');

    await openPage(page, `${BASE_URL}/staff/forms?q=${lastName}`);
    await page.getByRole('link', { name: reference }).click();
    // A staff page takes its form library from one copy: the remotes of other pages, started
    // beside it, once handed the inbox's fields a second copy that knew of no form around them.
    expect(await remotesRun(page)).toEqual(['mfe_forms']);
    const reveal = page.getByRole('button', { name: 'Reveal SSN' });
    const hide = page.getByRole('button', { name: 'Hide SSN' });

    await test.step('within 5 minutes of the code, the number shows at once', async () => {
      await reveal.click();
      await expect(page.getByText('123-45-6789')).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await hide.click();
    });

    await test.step('6 minutes later, a code is asked for first', async () => {
      // Six minutes pass for the session: its last proof of a factor is moved back.
      const db = new Database(server?.sqliteFile ?? '');
      try {
        db.prepare(
          `UPDATE staff_session SET factor_at = ?
           WHERE staff_user_id = (SELECT id FROM staff_user WHERE username = ?)`,
        ).run(new Date(Date.now() - 6 * 60_000).toISOString(), clerk);
      } finally {
        db.close();
      }
      await reveal.click();
      const stepUp = page.getByRole('dialog', { name: 'Confirm it is you' });
      await expect(stepUp.getByRole('heading', { name: 'Confirm it is you' })).toBeFocused();
      await expect(page.getByText('123-45-6789')).toHaveCount(0);
      await expectNoAxeViolations(page);

      const { code } = await codeAfter(page, app, enrolment.step);
      await stepUp.getByLabel('Code', { exact: true }).fill(code);
      await stepUp.getByRole('button', { name: 'Confirm and continue' }).click();
      await expect(page.getByText('123-45-6789')).toBeVisible();
      await expect(hide).toBeFocused();
      await expect(stepUp).toHaveCount(0);
    });

    await test.step('the audit keeps the request for a code, the code and both reveals', async () => {
      const db = new Database(server?.sqliteFile ?? '', { readonly: true });
      try {
        const rows = db
          .prepare(
            `SELECT action, details FROM audit_log
             WHERE actor = ? AND action IN ('staff.step-up-asked', 'staff.step-up', 'forms.ssn.reveal')
             ORDER BY id`,
          )
          .all(clerk) as { action: string; details: string | null }[];
        expect(rows.map(({ action }) => action)).toEqual([
          'forms.ssn.reveal',
          'staff.step-up-asked',
          'staff.step-up',
          'forms.ssn.reveal',
        ]);
        expect(JSON.parse(rows[1]?.details ?? '{}')).toEqual({
          for: 'forms.ssn.reveal',
          need: 'factor',
        });
        expect(JSON.parse(rows[2]?.details ?? '{}')).toEqual({ method: 'totp' });
      } finally {
        db.close();
      }
    });
  });

  test('a person sees where they are signed in at /staff/me and signs out of the other sessions', async ({
    page,
    browser,
  }) => {
    const clerk = 'e2e-sessions-clerk';
    createStaffAccount(clerk, PASSWORD, ['jury'], server?.sqliteFile);
    const phone = await browser.newContext({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    });
    try {
      const phonePage = await phone.newPage();
      await openPage(phonePage, `${BASE_URL}/staff`);
      expect(await signIn(phonePage, clerk, PASSWORD)).toBe(200);
      await expect(phonePage.getByRole('heading', { level: 1 })).toHaveText('Staff tools');

      await openPage(page, `${BASE_URL}/staff`);
      expect(await signIn(page, clerk, PASSWORD)).toBe(200);
      await page
        .getByRole('link', {
          name: 'Your authentication app, passkeys and where you are signed in',
        })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your sign-in');
      const sessions = page.getByRole('table', { name: /Each browser where your account/ });
      await expect(sessions.getByRole('row')).toHaveCount(3);
      await expect(sessions.getByRole('row').nth(1)).toContainText('This browser');
      await expect(sessions.getByRole('row').nth(2)).toContainText('Safari 17 on iOS');
      await expect(
        page.getByRole('button', { name: 'Set up an authentication app' }),
      ).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Sign out of all other sessions' }).click();
      await expect(page.getByText('You are signed out of 1 other session.')).toBeFocused();
      await expect(sessions.getByRole('row')).toHaveCount(2);

      // The phone's session is gone: its next request finds nobody signed in.
      expect((await phonePage.request.get(`${BASE_URL}/api/muni/staff/me`)).status()).toBe(401);
      expect((await page.request.get(`${BASE_URL}/api/muni/staff/me`)).status()).toBe(200);
    } finally {
      await phone.close();
    }
  });
});
