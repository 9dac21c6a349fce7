import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  startOidcTestProvider,
  type OidcTestProvider,
} from '../../api/src/testing/oidc-test-provider';
import { expectNoAxeViolations } from '../support/axe';
import { openPage } from '../support/open-page';
import { startSpecServer, type SpecServer } from '../support/server';

/** A server of this spec's own, signing staff in through a real OpenID Connect provider. */
const PORT = Number(process.env.TEST_PORT ?? 3100) + 11;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const PROVIDER_NAME = 'Canton Courts test account';

/** Signs in on the provider's own page, as the person who is `account` there. */
async function signInAtProvider(page: Page, account: string, mfa: boolean): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Test provider sign-in' })).toBeVisible();
  await page.getByLabel('Account').selectOption(account);
  await page.getByLabel('Proved a second factor').setChecked(mfa);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Follows a "Sign in with" link: the sign-in form is settled first (it is busy while it finds
 * out whether the browser has passkeys), and a press that started no sign-in is made again (seen
 * once in a full run under load: the site still showing, nothing asked of the API).
 */
async function followSignInLink(page: Page, link: Locator): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(async () => {
    const started = page.waitForRequest(/\/api\/muni\/staff\/sso\/start\?/, { timeout: 3_000 });
    await link.click({ timeout: 2_000 });
    await started;
  }).toPass({ timeout: 20_000 });
}

/** Opens a staff page of the site signed out and follows its "Sign in with" link. */
async function startAt(page: Page, path: string, linkName = `Sign in with ${PROVIDER_NAME}`) {
  await openPage(page, `${BASE_URL}${path}`);
  await followSignInLink(page, page.getByRole('link', { name: linkName }));
}

/**
 * Ends the person's session at the provider (its cookies), so the next sign-in shows its page
 * again; the court's own session is not touched.
 */
async function forgetProviderSession(page: Page): Promise<void> {
  await page.context().clearCookies({ name: /^_session/ });
}

test.describe('staff single sign-on', () => {
  let provider: OidcTestProvider | undefined;
  let server: SpecServer | undefined;

  test.beforeAll(async () => {
    provider = await startOidcTestProvider({
      redirectUri: `${BASE_URL}/api/muni/staff/sso/callback`,
      accounts: {
        'subject-jury-clerk': {
          preferredUsername: 'jclerk@court.example',
          email: 'jclerk@court.example',
          name: 'Jo Clerk',
          groups: ['court-jury'],
        },
        'subject-it': {
          preferredUsername: 'ada@court.example',
          email: 'ada@court.example',
          name: 'Ada Admin',
          groups: ['court-it'],
        },
        'subject-visitor': { name: 'Vic Visitor', groups: ['everyone'] },
      },
    });
    server = await startSpecServer(PORT, {
      PUBLIC_SITE_URL: BASE_URL,
      STAFF_SECOND_FACTOR_REQUIRED: 'true',
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_PROVIDER_NAME: PROVIDER_NAME,
      OIDC_ROLE_CLAIM: 'groups',
      OIDC_ROLE_MAP: 'court-jury=jury,court-it=admin',
    });
  });

  test.afterAll(async () => {
    server?.stop();
    await provider?.close();
  });

  test('a juror clerk signs in with the court’s provider and lands on the jury tool', async ({
    page,
  }) => {
    await openPage(page, `${BASE_URL}/staff`);
    await expect(page.getByRole('link', { name: `Sign in with ${PROVIDER_NAME}` })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Staff sign-in' })).toBeVisible();
    await expectNoAxeViolations(page);

    await followSignInLink(page, page.getByRole('link', { name: `Sign in with ${PROVIDER_NAME}` }));
    await signInAtProvider(page, 'subject-jury-clerk', false);

    await expect(page).toHaveURL(`${BASE_URL}/staff`);
    await expect(page.getByRole('heading', { level: 1, name: 'Staff tools' })).toBeFocused();
    await expect(page.getByText('Signed in as Jo Clerk')).toBeVisible();
    const tools = page.getByRole('main').getByRole('list').getByRole('link');
    await expect(tools).toHaveText(['Jury messages, registrations and notifications']);
    await tools.click();
    await expect(page).toHaveURL(`${BASE_URL}/staff/jury`);
    await expect(page.getByRole('heading', { level: 1, name: 'Jury office tools' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('an administrator who proved a second factor at the provider goes straight in; one who did not sets up the court’s app first', async ({
    page,
  }) => {
    // Started from the accounts tool's sign-in dialog, it comes back to the tool.
    await openPage(page, `${BASE_URL}/staff/accounts`);
    await followSignInLink(
      page,
      page
        .getByRole('dialog', { name: 'Staff sign-in' })
        .getByRole('link', { name: `Sign in with ${PROVIDER_NAME}` }),
    );
    await signInAtProvider(page, 'subject-it', true);
    await expect(page).toHaveURL(`${BASE_URL}/staff/accounts`);
    await expect(page.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await forgetProviderSession(page);

    await startAt(page, '/staff');
    await signInAtProvider(page, 'subject-it', false);
    await expect(page).toHaveURL(`${BASE_URL}/staff`);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Your account needs a second factor' }),
    ).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('a person in none of the court’s groups is told so, in a focused alert, in Spanish too', async ({
    page,
  }) => {
    await startAt(page, '/staff');
    await signInAtProvider(page, 'subject-visitor', true);
    await expect(page).toHaveURL(`${BASE_URL}/staff`);
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(
      "Your account has no role in the court's staff tools; ask an administrator.",
    );
    await expect(page.locator('.court-sign-in-problem')).toBeFocused();
    await expectNoAxeViolations(page);

    // Still signed in at the provider, the person comes straight back, refused again.
    await startAt(page, '/es/staff', `Iniciar sesión con ${PROVIDER_NAME}`);
    await expect(page).toHaveURL(`${BASE_URL}/es/staff`);
    await expect(page.getByRole('alert')).toHaveText(
      'Su cuenta no tiene ningún rol en las herramientas del personal del tribunal; pídaselo a un administrador.',
    );
  });
});
