import request from 'supertest';
import { type AuditEntry, type StaffAccount } from '@court/contract';
import { isApiResponse } from '@court/contract/responses';
import {
  createTestStaff,
  openBrowser,
  signInBrowser,
  TEST_PASSWORD,
  type TestBrowser,
} from '../testing/staff-test-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { forEachDatabase } from '../testing/test-database';
import { API_MESSAGES } from '../platform/messages';

const en = API_MESSAGES.en;
const es = API_MESSAGES.es;
const ACCOUNTS = '/api/muni/staff/accounts';
const PASSWORD_LINK = '/api/muni/password-link';
const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;
const NEW_PASSWORD = 'a passphrase of my own choosing';
const NEW_ACCOUNT = {
  username: ' MJones ',
  displayName: 'Mary Jones',
  email: 'mjones@example.org',
  roles: ['jury', 'careers'],
};

forEachDatabase((dialect) => {
  let t: TestApp;
  let admin: TestBrowser;

  beforeEach(async () => {
    t = await createTestApp(dialect);
    await createTestStaff(t, 'boss', ['admin']);
    admin = await signInBrowser(t, 'boss');
  });

  afterEach(async () => {
    await t.database.drop();
  });

  async function mail() {
    return t.database.db.selectFrom('outboxMessage').selectAll().orderBy('id').execute();
  }

  /** The token of the set-password link in the latest e-mail. */
  async function latestToken(): Promise<string> {
    const text = (await mail()).at(-1)?.bodyText ?? '';
    const token = /\/staff\/set-password\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
    if (token === undefined) throw new Error(`no link in: ${text}`);
    return token;
  }

  async function createAccount(body: object = NEW_ACCOUNT, status = 201) {
    return admin.agent.post(ACCOUNTS).set(admin.xsrf).send(body).expect(status);
  }

  async function change(username: string, body: object, status = 200) {
    return admin.agent.patch(`${ACCOUNTS}/${username}`).set(admin.xsrf).send(body).expect(status);
  }

  async function requirePassword(username: string, status = 200) {
    return admin.agent.post(`${ACCOUNTS}/${username}/password-link`).set(admin.xsrf).expect(status);
  }

  async function setPassword(token: string, password: string, status: number) {
    const browser = await openBrowser(t);
    return browser.agent
      .post(PASSWORD_LINK)
      .set(browser.xsrf)
      .send({ token, password })
      .expect(status);
  }

  async function signInStatus(username: string, password: string) {
    const browser = await openBrowser(t);
    return browser.agent
      .post('/api/muni/staff/session')
      .set(browser.xsrf)
      .send({ username, password });
  }

  async function account(username: string): Promise<StaffAccount | undefined> {
    const response = await admin.agent.get(ACCOUNTS).expect(200);
    const accounts: StaffAccount[] = response.body.accounts;
    return accounts.find((candidate) => candidate.username === username);
  }

  async function audit(action: string): Promise<AuditEntry[]> {
    const response = await admin.agent
      .get(`/api/muni/staff/audit?action=${action}&pageSize=100`)
      .expect(200);
    return response.body.entries;
  }

  describe('the list', () => {
    it('shows every account with its roles, password state and last sign-in, never a hash', async () => {
      await createTestStaff(t, 'clerk', ['jury']);
      const response = await admin.agent.get(ACCOUNTS).expect(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(isApiResponse('staffAccounts', response.body)).toBe(true);
      expect(response.body).toEqual({
        accounts: [
          {
            username: 'boss',
            displayName: 'Test boss',
            email: 'boss@example.org',
            roles: ['admin'],
            disabled: false,
            passwordSet: true,
            secondFactor: false,
            passkeys: 0,
            lastSignInAt: t.clock.now().toISOString(),
            signInSlowedUntil: null,
            secondFactorLocked: false,
            createdAt: t.clock.now().toISOString(),
          },
          expect.objectContaining({ username: 'clerk', passwordSet: true, lastSignInAt: null }),
        ],
      });
      expect(response.text).not.toMatch(/argon|hash/i);
    });

    it('shows whose sign-in failed attempts are slowing', async () => {
      await createTestStaff(t, 'clerk', ['jury']);
      for (let i = 0; i < 3; i += 1) {
        expect((await signInStatus('clerk', 'not the password at all')).status).toBe(401);
      }
      expect((await account('clerk'))?.signInSlowedUntil).toBe(
        new Date(t.clock.now().getTime() + SECOND).toISOString(),
      );
    });
  });

  describe('who may use it', () => {
    const calls: [
      string,
      (agent: TestBrowser['agent'], xsrf: Record<string, string>) => request.Test,
    ][] = [
      ['GET /accounts', (agent) => agent.get(ACCOUNTS)],
      ['POST /accounts', (agent, xsrf) => agent.post(ACCOUNTS).set(xsrf).send(NEW_ACCOUNT)],
      [
        'PATCH /accounts/:username',
        (agent, xsrf) => agent.patch(`${ACCOUNTS}/boss`).set(xsrf).send({ disabled: true }),
      ],
      [
        'POST /accounts/:username/password-link',
        (agent, xsrf) => agent.post(`${ACCOUNTS}/boss/password-link`).set(xsrf),
      ],
    ];

    it.each(calls)(
      'refuses %s signed out (401) and without the admin role (403)',
      async (_, call) => {
        const visitor = await openBrowser(t);
        const signedOut = await call(visitor.agent, visitor.xsrf).expect(401);
        expect(signedOut.body.error).toBe(en['staff.signInRequired']);
        await createTestStaff(t, 'clerk', ['careers', 'jury', 'probation', 'forms', 'alerts']);
        const clerk = await signInBrowser(t, 'clerk');
        const refused = await call(clerk.agent, clerk.xsrf).expect(403);
        expect(refused.body.error).toBe(en['staff.forbidden']);
        expect(await mail()).toEqual([]);
        expect((await account('boss'))?.disabled).toBe(false);
      },
    );
  });

  describe('a new account', () => {
    it('is made without a password, and the person gets a one-time link by e-mail', async () => {
      const response = await createAccount();
      expect(isApiResponse('staffAccount', response.body)).toBe(true);
      expect(response.body).toEqual({
        username: 'mjones',
        displayName: 'Mary Jones',
        email: 'mjones@example.org',
        roles: ['careers', 'jury'],
        disabled: false,
        passwordSet: false,
        secondFactor: false,
        passkeys: 0,
        lastSignInAt: null,
        signInSlowedUntil: null,
        secondFactorLocked: false,
        createdAt: t.clock.now().toISOString(),
      });
      expect(await account('mjones')).toEqual(response.body);

      const messages = await mail();
      expect(messages).toHaveLength(1);
      const [message] = messages;
      expect(message?.toAddress).toBe('mjones@example.org');
      expect(message?.subject).toMatch(/Set your password.* \/ Establezca la contraseña/);
      const token = await latestToken();
      const text = message?.bodyText ?? '';
      expect(text).toContain(`${t.config.publicSiteUrl}/staff/set-password?token=${token}`);
      expect(text).toContain(`${t.config.publicSiteUrl}/es/staff/set-password?token=${token}`);
      expect(text.indexOf('The link works once')).toBeLessThan(text.indexOf('una sola vez'));
      for (const fact of ['Mary Jones', 'mjones', '24 hours', '24 horas', 'Test boss']) {
        expect(text).toContain(fact);
      }

      const [created] = await audit('staff.user.create');
      expect(created).toMatchObject({
        actor: 'boss',
        subjectType: 'staff_user',
        subjectId: 'mjones',
        requestId: response.headers['x-request-id'],
        details: { roles: ['careers', 'jury'], source: 'browser' },
      });
    });

    it('cannot be signed in to until the password is set: the same 401 as a wrong password', async () => {
      await createAccount();
      const anyPassword = await signInStatus('mjones', 'a guess at a password');
      const wrongPassword = await signInStatus('boss', 'not the password at all');
      for (const response of [anyPassword, wrongPassword]) expect(response.status).toBe(401);
      const strip = (body: Record<string, unknown>) => ({ ...body, requestId: undefined });
      expect(strip(anyPassword.body)).toEqual(strip(wrongPassword.body));
      expect(anyPassword.body.error).toBe(en['staff.signInFailed']);
    });

    it('answers every field problem at once, in the language of the browser', async () => {
      const english = await createAccount(
        { username: 'x', displayName: 'y'.repeat(121), email: 'nope', roles: ['admin', 'judge'] },
        400,
      );
      expect(english.body).toEqual({
        error: en['form.invalid'],
        errors: {
          username: en['staff.account.username.format'],
          displayName: en['staff.account.displayName.tooLong'],
          email: en['email.format'],
          roles: en['staff.account.roles.format'],
        },
        requestId: english.headers['x-request-id'],
      });
      const spanish = await admin.agent
        .post(ACCOUNTS)
        .set(admin.xsrf)
        .set('Accept-Language', 'es')
        .send({ displayName: '  ', roles: [] })
        .expect(400);
      expect(spanish.body.errors).toEqual({
        username: es['staff.account.username.required'],
        displayName: es['staff.account.displayName.required'],
        email: es['staff.account.email.required'],
        roles: es['staff.account.roles.required'],
      });
      expect(await mail()).toEqual([]);
      expect(await account('x')).toBeUndefined();
    });

    it('reads a field of another type as a missing one, and roles not in a list as unknown', async () => {
      const response = await createAccount(
        { username: 42, displayName: ['Mary Jones'], email: { address: 'a@b.org' }, roles: 'jury' },
        400,
      );
      expect(response.body.errors).toEqual({
        username: en['staff.account.username.required'],
        displayName: en['staff.account.displayName.required'],
        email: en['staff.account.email.required'],
        roles: en['staff.account.roles.format'],
      });
      const list = await admin.agent.post(ACCOUNTS).set(admin.xsrf).send([NEW_ACCOUNT]).expect(400);
      expect(list.body.errors).toEqual({
        username: en['staff.account.username.required'],
        displayName: en['staff.account.displayName.required'],
        email: en['staff.account.email.required'],
        roles: en['staff.account.roles.required'],
      });
      expect(await mail()).toEqual([]);
    });

    it('answers 409 on the username when it is taken, whatever its case', async () => {
      const response = await createAccount({ ...NEW_ACCOUNT, username: 'BOSS' }, 409);
      expect(response.body.errors).toEqual({ username: en['staff.account.username.taken'] });
      expect(await mail()).toEqual([]);
    });
  });

  describe('the set-password link', () => {
    it('greets the person, refuses a weak password, then sets it once', async () => {
      await createAccount();
      const token = await latestToken();
      const status = await request(t.server).get(`${PASSWORD_LINK}?token=${token}`).expect(200);
      expect(status.headers['cache-control']).toBe('no-store');
      expect(isApiResponse('passwordLinkStatus', status.body)).toBe(true);
      expect(status.body).toEqual({ username: 'mjones', displayName: 'Mary Jones' });

      const short = await setPassword(token, 'too short', 400);
      expect(short.body.errors).toEqual({ password: en['staff.password.tooShort'] });
      const long = await setPassword(token, 'x'.repeat(1025), 400);
      expect(long.body.errors).toEqual({ password: en['staff.password.tooLong'] });
      // A refused password leaves the link as it was.
      await request(t.server).get(`${PASSWORD_LINK}?token=${token}`).expect(200);

      const set = await setPassword(token, NEW_PASSWORD, 204);
      expect(set.headers['cache-control']).toBe('no-store');
      expect(set.text).toBe('');
      const again = await setPassword(token, 'another passphrase entirely', 404);
      expect(again.body.error).toBe(en['staff.passwordLink.invalid']);
      const gone = await request(t.server).get(`${PASSWORD_LINK}?token=${token}`).expect(404);
      expect(gone.body.error).toBe(en['staff.passwordLink.invalid']);
      expect(gone.headers['cache-control']).toBe('no-store');

      t.clock.advance(SECOND);
      const person = await signInBrowser(t, 'mjones', NEW_PASSWORD);
      await person.agent.get('/api/muni/staff/me').expect(200);
      expect(await account('mjones')).toMatchObject({
        passwordSet: true,
        lastSignInAt: t.clock.now().toISOString(),
      });
      expect((await signInStatus('mjones', 'another passphrase entirely')).status).toBe(401);

      const [audited] = await audit('staff.user.set-password');
      expect(audited).toMatchObject({
        actor: 'mjones',
        subjectType: 'staff_user',
        subjectId: 'mjones',
        requestId: set.headers['x-request-id'],
        details: { source: 'browser' },
      });
    });

    it('answers the same 404 for a missing, malformed or unknown token', async () => {
      for (const query of ['', '?token=', '?token=abc', `?token=${'A'.repeat(43)}`]) {
        const response = await request(t.server).get(`${PASSWORD_LINK}${query}`).expect(404);
        expect(response.body.error).toBe(en['staff.passwordLink.invalid']);
      }
      const spanish = await request(t.server)
        .get(`${PASSWORD_LINK}?token=abc`)
        .set('Accept-Language', 'es')
        .expect(404);
      expect(spanish.body.error).toBe(es['staff.passwordLink.invalid']);
      await setPassword('A'.repeat(43), NEW_PASSWORD, 404);
      const browser = await openBrowser(t);
      await browser.agent.post(PASSWORD_LINK).set(browser.xsrf).send({}).expect(404);
    });

    it('reads the token first: a body without a usable one is 404 whatever its password', async () => {
      await createAccount();
      const token = await latestToken();
      const browser = await openBrowser(t);
      const post = (body: object) => browser.agent.post(PASSWORD_LINK).set(browser.xsrf).send(body);
      for (const body of [
        { password: 'short' },
        { token: 42, password: 5 },
        [token, NEW_PASSWORD],
      ]) {
        const response = await post(body).expect(404);
        expect(response.body.error).toBe(en['staff.passwordLink.invalid']);
      }
      // A password left out or sent as anything but text is none: too short.
      for (const body of [{ token }, { token, password: 123456789012345 }]) {
        const response = await post(body).expect(400);
        expect(response.body.errors).toEqual({ password: en['staff.password.tooShort'] });
      }
      await post({ token, password: NEW_PASSWORD }).expect(204);
    });

    it('works for 24 hours, and a newer link replaces the older one', async () => {
      await createAccount();
      const first = await latestToken();
      await requirePassword('mjones');
      const second = await latestToken();
      expect(second).not.toBe(first);
      await request(t.server).get(`${PASSWORD_LINK}?token=${first}`).expect(404);
      await setPassword(first, NEW_PASSWORD, 404);

      t.clock.advance(24 * HOUR - SECOND);
      await request(t.server).get(`${PASSWORD_LINK}?token=${second}`).expect(200);
      t.clock.advance(2 * SECOND);
      await request(t.server).get(`${PASSWORD_LINK}?token=${second}`).expect(404);
      await setPassword(second, NEW_PASSWORD, 404);
      // The administrator's session has ended by now too.
      admin = await signInBrowser(t, 'boss');
      expect((await account('mjones'))?.passwordSet).toBe(false);
    });

    it('does not work while the account is disabled', async () => {
      await createAccount();
      const token = await latestToken();
      await change('mjones', { disabled: true });
      await request(t.server).get(`${PASSWORD_LINK}?token=${token}`).expect(404);
      await setPassword(token, NEW_PASSWORD, 404);
    });
  });

  describe('changing an account', () => {
    beforeEach(async () => {
      await createTestStaff(t, 'clerk', ['jury']);
    });

    it('changes roles, disables (ending its sessions) and enables, each audited', async () => {
      const clerk = await signInBrowser(t, 'clerk');
      const roles = await change('Clerk', { roles: ['alerts', 'jury'] });
      expect(isApiResponse('staffAccount', roles.body)).toBe(true);
      expect(roles.body).toMatchObject({ username: 'clerk', roles: ['jury', 'alerts'] });
      const me = await clerk.agent.get('/api/muni/staff/me').expect(200);
      expect(me.body.roles).toEqual(['jury', 'alerts']);

      const disabled = await change('clerk', { disabled: true });
      expect(disabled.body).toMatchObject({ disabled: true, roles: ['jury', 'alerts'] });
      await clerk.agent.get('/api/muni/staff/me').expect(401);
      expect((await signInStatus('clerk', TEST_PASSWORD)).status).toBe(401);

      const enabled = await change('clerk', { disabled: false, roles: ['jury'] });
      expect(enabled.body).toMatchObject({ disabled: false, roles: ['jury'] });
      expect((await signInStatus('clerk', TEST_PASSWORD)).status).toBe(200);

      // Nothing to change: answered, not audited.
      await change('clerk', { disabled: false });

      const entries = (await admin.agent.get('/api/muni/staff/audit?actor=boss').expect(200)).body
        .entries as AuditEntry[];
      const changes = entries
        .filter((entry) => entry.action.startsWith('staff.user.'))
        .reverse()
        .map(({ action, actor, subjectId, details }) => ({ action, actor, subjectId, details }));
      const by = { actor: 'boss', subjectId: 'clerk' };
      expect(changes).toEqual([
        {
          action: 'staff.user.roles',
          ...by,
          details: { from: ['jury'], to: ['jury', 'alerts'], source: 'browser' },
        },
        {
          action: 'staff.user.disable',
          ...by,
          details: { source: 'browser', passkeysRemoved: [] },
        },
        {
          action: 'staff.user.roles',
          ...by,
          details: { from: ['jury', 'alerts'], to: ['jury'], source: 'browser' },
        },
        { action: 'staff.user.enable', ...by, details: { source: 'browser' } },
      ]);
    });

    it.each([
      ['no change', {}, 'staff.account.change.empty', undefined],
      ['roles as text', { roles: 'jury' }, 'form.invalid', { roles: 'staff.account.roles.format' }],
      ['no roles', { roles: [] }, 'form.invalid', { roles: 'staff.account.roles.required' }],
      [
        'disabled as text',
        { disabled: 'yes' },
        'form.invalid',
        { disabled: 'staff.account.disabled.format' },
      ],
    ])('answers 400 for %s', async (_label, body, code, fields) => {
      const response = await change('clerk', body, 400);
      expect(response.body.error).toBe(en[code]);
      const expected =
        fields &&
        Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, en[value]]));
      expect(response.body.errors).toEqual(expected);
      expect((await account('clerk'))?.roles).toEqual(['jury']);
    });

    it('answers 404 for an account that does not exist', async () => {
      const response = await change('nobody', { disabled: true }, 404);
      expect(response.body.error).toBe(en['staff.account.notFound']);
      await requirePassword('nobody', 404);
      await change('%20', { disabled: true }, 404);
    });

    it('never leaves the court without an active administrator', async () => {
      for (const body of [{ roles: ['jury'] }, { disabled: true }]) {
        const response = await change('boss', body, 409);
        expect(response.body.error).toBe(en['staff.account.lastAdmin']);
      }
      // A disabled administrator does not count.
      await change('clerk', { roles: ['admin'], disabled: true });
      await change('boss', { roles: ['jury'] }, 409);
      expect(await account('boss')).toMatchObject({ roles: ['admin'], disabled: false });
      expect(await audit('staff.user.disable')).toHaveLength(1);
    });

    it('lets no administrator disable themselves or drop their own admin role', async () => {
      await change('clerk', { roles: ['admin'] });
      for (const body of [{ roles: ['jury'] }, { disabled: true }]) {
        const response = await change('boss', body, 409);
        expect(response.body.error).toBe(en['staff.account.ownAccount']);
      }
      await change('boss', { roles: ['admin', 'jury'] });
      await admin.agent.get(ACCOUNTS).expect(200);
      // Another administrator may.
      await change('clerk', { roles: ['jury'] });
      expect((await account('clerk'))?.roles).toEqual(['jury']);
    });
  });

  describe('requiring a new password', () => {
    beforeEach(async () => {
      await createTestStaff(t, 'clerk', ['jury']);
    });

    it('stops the old password and the sessions, lifts sign-in delays and e-mails a link', async () => {
      const clerk = await signInBrowser(t, 'clerk');
      for (let i = 0; i < 3; i += 1) await signInStatus('clerk', 'not the password at all');
      expect((await account('clerk'))?.signInSlowedUntil).not.toBeNull();

      const response = await requirePassword('clerk');
      expect(isApiResponse('staffAccount', response.body)).toBe(true);
      expect(response.body).toMatchObject({
        username: 'clerk',
        passwordSet: false,
        signInSlowedUntil: null,
      });
      await clerk.agent.get('/api/muni/staff/me').expect(401);
      expect((await signInStatus('clerk', TEST_PASSWORD)).status).toBe(401);

      const messages = await mail();
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatchObject({ toAddress: 'clerk@example.org' });
      expect(messages[0]?.subject).toMatch(/^Set a new password/);
      await setPassword(await latestToken(), NEW_PASSWORD, 204);
      expect((await signInStatus('clerk', NEW_PASSWORD)).status).toBe(200);

      const [required] = await audit('staff.user.require-password');
      expect(required).toMatchObject({
        actor: 'boss',
        subjectId: 'clerk',
        requestId: response.headers['x-request-id'],
        details: { source: 'browser' },
      });
    });

    it('is refused for a disabled account, whose link could not be used', async () => {
      await change('clerk', { disabled: true });
      const response = await requirePassword('clerk', 409);
      expect(response.body.error).toBe(en['staff.account.disabledNoLink']);
      expect(await mail()).toEqual([]);
      expect((await account('clerk'))?.passwordSet).toBe(true);
    });
  });
});
