import type { PasskeyCreationOptions, PasskeyRequestOptions } from '@court/contract';
import { API_MESSAGES } from '../platform/messages';
import { SoftwareAuthenticator, type SoftwarePasskey } from '../testing/software-authenticator';
import {
  appCode,
  auditRowsOf,
  createTestStaff,
  enrolTestApp,
  openBrowser,
  signInBrowser,
  TEST_PASSWORD,
  type TestBrowser,
} from '../testing/staff-test-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { forEachDatabase } from '../testing/test-database';

const STAFF = '/api/muni/staff';
const MINUTE = 60_000;
const en = API_MESSAGES.en;

const NEW_ACCOUNT = {
  username: 'newclerk',
  displayName: 'New Clerk',
  email: 'newclerk@example.org',
  roles: ['jury'],
};

forEachDatabase((dialect) => {
  let t: TestApp;
  let authenticator: SoftwareAuthenticator;

  beforeEach(() => {
    authenticator = new SoftwareAuthenticator();
  });

  afterEach(async () => {
    await t.database.drop();
  });

  const creationOptions = (browser: TestBrowser) =>
    browser.agent.post(`${STAFF}/passkeys/options`).set(browser.xsrf);

  /** Adds a passkey named `name` from this browser, as the kit does. */
  async function addPasskey(browser: TestBrowser, name: string): Promise<SoftwarePasskey> {
    const options = (await creationOptions(browser).expect(200)).body as PasskeyCreationOptions;
    const { passkey, credential } = authenticator.create(options);
    await browser.agent
      .post(`${STAFF}/passkeys`)
      .set(browser.xsrf)
      .send({ name, credential })
      .expect(200);
    return passkey;
  }

  /** Signs a fresh browser in with the passkey alone; the answer's status. */
  async function signInWithPasskey(passkey: SoftwarePasskey): Promise<number> {
    const browser = await openBrowser(t);
    const options = await browser.agent
      .post(`${STAFF}/session/passkey/options`)
      .set(browser.xsrf)
      .expect(200);
    const credential = authenticator.get(passkey, options.body as PasskeyRequestOptions);
    const answer = await browser.agent
      .post(`${STAFF}/session/passkey`)
      .set(browser.xsrf)
      .send({ credential });
    return answer.status;
  }

  const storedPasskeyNames = async (username: string) =>
    (
      await t.database.db
        .selectFrom('staffPasskey')
        .innerJoin('staffUser', 'staffUser.id', 'staffPasskey.staffUserId')
        .select('name')
        .where('username', '=', username)
        .execute()
    ).map(({ name }) => name);

  const mailTo = (address: string) =>
    t.database.db
      .selectFrom('outboxMessage')
      .select(['subject', 'bodyText'])
      .where('toAddress', '=', address)
      .orderBy('id')
      .execute();

  describe('with second factors required', () => {
    beforeEach(async () => {
      t = await createTestApp(dialect, { env: { STAFF_SECOND_FACTOR_REQUIRED: 'true' } });
    });

    /** A new account whose roles need a second factor, signed in with its password: at enrol. */
    async function atEnrolStep(username: string, role: 'admin' | 'forms'): Promise<TestBrowser> {
      await createTestStaff(t, username, [role]);
      const browser = await openBrowser(t);
      await browser.agent
        .post(`${STAFF}/session`)
        .set(browser.xsrf)
        .send({ username, password: TEST_PASSWORD })
        .expect(200, { next: 'enrol' });
      return browser;
    }

    /** An administrator signed in with a new app: a complete session, its factor proved now. */
    async function adminWithApp(): Promise<{ browser: TestBrowser; secret: string }> {
      const browser = await atEnrolStep('admin', 'admin');
      return { browser, ...(await enrolTestApp(t, browser)) };
    }

    it('asks a session whose factor is old to prove it before adding a passkey, and adding proves none', async () => {
      const { browser, secret } = await adminWithApp();
      const createAccount = () =>
        browser.agent.post(`${STAFF}/accounts`).set(browser.xsrf).send(NEW_ACCOUNT);
      t.clock.advance(6 * MINUTE);
      await createAccount().expect(403);

      // Adding a passkey is refused as the action itself is, with the factors to prove.
      const refused = await creationOptions(browser).expect(403);
      expect(refused.body).toMatchObject({
        error: en['staff.stepUp.required'],
        stepUp: 'factor',
        factors: ['app'],
      });
      expect(await auditRowsOf(t, 'staff.step-up-asked')).toContainEqual(
        expect.objectContaining({ details: { for: 'staff.factor.add', need: 'factor' } }),
      );

      await browser.agent
        .post(`${STAFF}/session/step-up`)
        .set(browser.xsrf)
        .send({ code: appCode(secret, t.clock.now()) })
        .expect(204);
      t.clock.advance(4 * MINUTE);
      await addPasskey(browser, 'Desk key');
      // Six minutes after the step-up, two after the passkey: the passkey counted for nothing.
      t.clock.advance(2 * MINUTE);
      await createAccount().expect(403);
    });

    it('refuses to set up an app on a passkey-only account whose factor is old', async () => {
      const enrolling = await atEnrolStep('clerk', 'forms');
      const passkey = await addPasskey(enrolling, 'Phone');
      t.clock.advance(6 * MINUTE);
      const startApp = () =>
        enrolling.agent.post(`${STAFF}/second-factor/totp`).set(enrolling.xsrf);
      expect((await startApp().expect(403)).body).toMatchObject({
        stepUp: 'factor',
        factors: ['passkey'],
      });
      // Proving the passkey again (the step-up dialog's way) lets it.
      const options = await enrolling.agent
        .post(`${STAFF}/session/factor/passkey/options`)
        .set(enrolling.xsrf)
        .expect(200);
      await enrolling.agent
        .post(`${STAFF}/session/factor/passkey`)
        .set(enrolling.xsrf)
        .send({ credential: authenticator.get(passkey, options.body as PasskeyRequestOptions) })
        .expect(200);
      await startApp().expect(200);
    });

    it('removes the passkeys when an administrator requires a new password, and says which', async () => {
      const clerk = await atEnrolStep('clerk', 'forms');
      const planted = await addPasskey(clerk, 'Planted key');
      expect(await signInWithPasskey(planted)).toBe(200);

      const { browser: admin } = await adminWithApp();
      await admin.agent.post(`${STAFF}/accounts/clerk/password-link`).set(admin.xsrf).expect(200);
      expect(await storedPasskeyNames('clerk')).toEqual([]);
      expect(await signInWithPasskey(planted)).not.toBe(200);
      expect(await auditRowsOf(t, 'staff.user.require-password')).toEqual([
        expect.objectContaining({
          subjectId: 'clerk',
          details: { source: 'browser', passkeysRemoved: ['Planted key'] },
        }),
      ]);
    });

    it('removes the passkeys of an account that is disabled, so enabling it brings none back', async () => {
      const clerk = await atEnrolStep('clerk', 'forms');
      const planted = await addPasskey(clerk, 'Planted key');

      const { browser: admin } = await adminWithApp();
      const change = (disabled: boolean) =>
        admin.agent.patch(`${STAFF}/accounts/clerk`).set(admin.xsrf).send({ disabled }).expect(200);
      await change(true);
      await change(false);
      expect(await storedPasskeyNames('clerk')).toEqual([]);
      expect(await signInWithPasskey(planted)).not.toBe(200);
      expect(await auditRowsOf(t, 'staff.user.disable')).toEqual([
        expect.objectContaining({
          details: { source: 'browser', passkeysRemoved: ['Planted key'] },
        }),
      ]);
    });

    it('ends the password-only sessions of an account given a role that needs a second factor', async () => {
      await createTestStaff(t, 'clerk', ['jury']);
      const clerk = await signInBrowser(t, 'clerk');
      await clerk.agent.get(`${STAFF}/me`).expect(200);
      const { browser: admin } = await adminWithApp();
      await admin.agent
        .patch(`${STAFF}/accounts/clerk`)
        .set(admin.xsrf)
        .send({ roles: ['jury', 'forms'] })
        .expect(200);
      // The session held no second factor: it does not get to read the forms inbox.
      await clerk.agent.get(`${STAFF}/forms/submissions`).expect(401);
      // The administrator's own session, which proved a factor, is untouched.
      await admin.agent.get(`${STAFF}/me`).expect(200);
    });

    it('e-mails the account when a passkey or an app is added, in English and Spanish', async () => {
      const { browser } = await adminWithApp();
      await addPasskey(browser, 'Desk key');
      const mail = await mailTo('admin@example.org');
      expect(mail.map(({ subject }) => subject)).toEqual([
        'An authentication app was added to your Canton Municipal Court staff account / Se agregó una aplicación de autenticación a su cuenta de personal del Canton Municipal Court',
        'A passkey was added to your Canton Municipal Court staff account / Se agregó una llave de acceso a su cuenta de personal del Canton Municipal Court',
      ]);
      // The test clock reads 10:00 in Canton on Monday 2 March 2026.
      expect(mail[1]?.bodyText).toContain(
        'A passkey named "Desk key" was added to your staff account on 2026-03-02 at 10:00',
      );
      expect(mail[1]?.bodyText).toContain(
        'Se agregó una llave de acceso llamada "Desk key" a su cuenta de personal el 2026-03-02',
      );
    });
  });

  describe('with a password alone', () => {
    beforeEach(async () => {
      t = await createTestApp(dialect, { env: { STAFF_SECOND_FACTOR_REQUIRED: 'false' } });
    });

    it('adds a first passkey only within 5 minutes of the sign-in that opened the session', async () => {
      await createTestStaff(t, 'clerk', ['forms']);
      const browser = await signInBrowser(t, 'clerk');
      t.clock.advance(6 * MINUTE);
      expect((await creationOptions(browser).expect(403)).body).toMatchObject({
        error: en['staff.factor.signInAgain'],
      });
      const fresh = await signInBrowser(t, 'clerk');
      await addPasskey(fresh, 'Laptop');
      expect(await storedPasskeyNames('clerk')).toEqual(['Laptop']);
    });
  });
});
