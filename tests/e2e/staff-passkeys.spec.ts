import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { openPage } from '../support/open-page';
import { startSpecServer, type SpecServer } from '../support/server';
import { createStaffAccount } from '../support/staff-accounts';
import { signIn } from '../support/staff-sign-in';

/**
 * A server of this spec's own, reached at localhost: a passkey belongs to a domain (the rp ID),
 * and an IP address such as the suite's 127.0.0.1 cannot be one. PUBLIC_SITE_URL tells the API
 * the address pages are served from.
 */
const PORT = Number(process.env.TEST_PORT ?? 3100) + 10;
const BASE_URL = `http://localhost:${PORT}`;
const ADMIN = 'e2e-passkey-admin';
const PASSWORD = 'correct horse battery staple';

/**
 * Gives the page's browser a platform authenticator, as a laptop's fingerprint reader or a
 * phone is: it keeps discoverable passkeys and verifies the person at every use.
 */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}

const PASSKEY_OPTIONS = '**/api/muni/staff/session/passkey/options';

/**
 * Signs out from the staff home, whose sign-in form then shows at once (from a tool's page the
 * tool's own sign-in shows for a moment first). The virtual authenticator answers the username's
 * autofill at once, as no person would, and so signs in by itself; unless `autofill` is true, the
 * autofill's challenge is refused on the way, so that what follows is the button's doing. With
 * `autofill` the sign-in form may show too briefly to be seen: the API's answer to the sign-out
 * is what proves it happened.
 */
async function signOut(page: Page, { autofill = false } = {}): Promise<void> {
  await openPage(page, `${BASE_URL}/staff`);
  if (!autofill) await page.route(PASSKEY_OPTIONS, (route) => route.abort(), { times: 1 });
  const autofillRefused = autofill
    ? undefined
    : page.waitForEvent('requestfailed', (request) =>
        request.url().endsWith('/api/muni/staff/session/passkey/options'),
      );
  const signedOut = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/muni/staff/session') &&
      response.request().method() === 'DELETE',
  );
  await page.getByRole('button', { name: 'Sign out' }).click();
  expect((await signedOut).ok()).toBe(true);
  if (autofill) return;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff sign-in');
  await autofillRefused;
}

/** Presses "Use a passkey" on the sign-in page and returns the API's status. */
async function useAPasskey(page: Page): Promise<number> {
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/muni/staff/session/passkey') &&
      response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  return (await answer).status();
}

test.describe('staff passkeys', () => {
  let server: SpecServer | undefined;

  test.beforeAll(async () => {
    server = await startSpecServer(PORT, { PUBLIC_SITE_URL: BASE_URL });
    createStaffAccount(ADMIN, PASSWORD, ['admin'], server.sqliteFile);
  });

  test.afterAll(() => {
    server?.stop();
  });

  test('a person adds a passkey, signs in with it alone, then removes it', async ({ page }) => {
    test.setTimeout(90_000);
    await addVirtualAuthenticator(page);

    await test.step('signed in with the password, they add a passkey on Your sign-in', async () => {
      await openPage(page, `${BASE_URL}/staff`);
      expect(await signIn(page, ADMIN, PASSWORD)).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff tools');
      await page
        .getByRole('link', {
          name: 'Your authentication app, passkeys and where you are signed in',
        })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your sign-in');
      await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByLabel('Name of the passkey').fill('E2E laptop');
      await page.getByRole('button', { name: 'Add a passkey' }).click();
      await expect(
        page.getByText('Passkey added: E2E laptop. You can now sign in with it.'),
      ).toBeFocused();
      await expect(page.getByRole('row', { name: /E2E laptop/ })).toContainText('Never');
      await expectNoAxeViolations(page);
      await signOut(page);
    });

    await test.step('"Use a passkey" alone signs them in, and the audit log says so', async () => {
      expect(await useAPasskey(page)).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff tools');
      await expect(page.getByText(`Signed in as E2E ${ADMIN}`)).toBeVisible();

      await page.getByRole('link', { name: 'Audit log' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit log');
      const newest = page.getByRole('table').getByRole('row').nth(1);
      await expect(newest).toContainText('staff.sign-in');
      await expect(newest).toContainText('method: passkey');
      await expect(page.getByRole('cell', { name: 'staff.passkey.register' })).toBeVisible();
    });

    await test.step('the passkey offered in the username’s autofill signs them in too', async () => {
      const answer = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/muni/staff/session/passkey') &&
          response.request().method() === 'POST',
      );
      await signOut(page, { autofill: true });
      expect((await answer).status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff tools');
    });

    await test.step('they remove the passkey after confirming it', async () => {
      await openPage(page, `${BASE_URL}/staff/me`);
      await expect(page.getByRole('row', { name: /E2E laptop/ })).not.toContainText('Never');
      await page.getByRole('button', { name: 'Remove the passkey E2E laptop' }).click();
      const dialog = page.getByRole('dialog', { name: 'Remove this passkey?' });
      await expect(dialog).toContainText(
        'You will no longer be able to sign in with the passkey “E2E laptop”.',
      );
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Remove the passkey' }).click();
      await expect(page.getByText(/^Passkey removed: E2E laptop\./)).toBeFocused();
      await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
      await expectNoAxeViolations(page);
      await signOut(page);
    });

    await test.step('the removed passkey no longer signs them in, and the page says why', async () => {
      expect(await useAPasskey(page)).toBe(401);
      await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText(
        'This passkey could not sign you in: it is not registered for an active staff account, or it was removed.',
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff sign-in');
      await expectNoAxeViolations(page);
    });
  });
});
