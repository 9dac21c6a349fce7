import { createServer, type AddressInfo, type Socket } from 'node:net';
import { Secret, TOTP } from 'otpauth';
import request from 'supertest';
import { type TotpEnrolment } from '@court/contract';
import { isApiResponse } from '@court/contract/responses';
import { STAFF_SESSION_COOKIE } from '../platform/http/staff-session-cookie';
import {
  startOidcTestProvider,
  type OidcTestProvider,
  type ProviderSignIn,
  type TestIdentity,
} from '../testing/oidc-test-provider';
import {
  createTestStaff,
  openBrowser,
  sessionCookieOf,
  setCookieLines,
  TEST_PASSWORD,
} from '../testing/staff-test-helpers';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app';
import { forEachDatabase } from '../testing/test-database';
import { singleSignOnRedirectUri } from './single-sign-on-routes';
import { API_MESSAGES } from '../platform/messages';

const STAFF = '/api/muni/staff';
const REDIRECT_URI = singleSignOnRedirectUri(testConfig().publicSiteUrl);
const ROLE_MAP = 'court-clerks=jury,court-jury=jury,court-forms=forms,court-it=admin';

/** The people the provider knows at the start of each test. */
const PEOPLE: Record<string, TestIdentity> = {
  'subject-clerk': {
    preferredUsername: 'mclerk@court.example',
    email: 'mary.clerk@court.example',
    name: 'Mary Clerk',
    groups: ['court-clerks', 'everyone'],
  },
  'subject-admin': {
    preferredUsername: 'ada@court.example',
    email: 'ada@court.example',
    name: 'Ada Admin',
    groups: ['court-it'],
  },
  'subject-visitor': {
    preferredUsername: 'visitor@court.example',
    name: 'Vic Visitor',
    groups: ['everyone'],
  },
};

/** A port nothing listens on: a provider that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let provider: OidcTestProvider;

beforeAll(async () => {
  provider = await startOidcTestProvider({ redirectUri: REDIRECT_URI });
});

afterAll(async () => {
  await provider.close();
});

beforeEach(() => {
  provider.accounts.clear();
  for (const [subject, identity] of Object.entries(PEOPLE)) {
    provider.accounts.set(subject, { ...identity, groups: [...identity.groups] });
  }
});

function providerEnv(): Record<string, string> {
  return {
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_PROVIDER_NAME: 'Canton Courts test account',
    OIDC_ROLE_CLAIM: 'groups',
    OIDC_ROLE_MAP: ROLE_MAP,
    STAFF_SECOND_FACTOR_REQUIRED: 'true',
    // Each sign-in is two requests; the limit itself is the password tests' to prove.
    STAFF_SIGN_IN_LIMIT_PER_MINUTE: '1000',
  };
}

type Agent = ReturnType<typeof request.agent>;

forEachDatabase((dialect) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp(dialect, { env: providerEnv() });
  });

  afterEach(async () => {
    await t.database.drop();
  });

  /** Starts a single sign-on in `agent`'s browser; the provider's address it was sent to. */
  async function start(agent: Agent, returnTo = '/staff'): Promise<string> {
    const response = await agent.get(`${STAFF}/sso/start`).query({ returnTo }).expect(302);
    const location = String(response.headers.location);
    expect(location.startsWith(`${provider.issuer}/`)).toBe(true);
    return location;
  }

  /** The callback the provider sends the browser to, followed by `agent`. */
  function callback(agent: Agent, back: URL) {
    return agent.get(`${back.pathname}${back.search}`).expect(302);
  }

  /** A whole sign-in in `agent`'s browser: where it lands, and the session cookie it got. */
  async function signIn(agent: Agent, choice: ProviderSignIn, returnTo?: string) {
    const back = await provider.signIn(await start(agent, returnTo), choice);
    const response = await callback(agent, back);
    return { location: String(response.headers.location), session: sessionCookieOf(response) };
  }

  async function auditRows(action: string) {
    const rows = await t.database.db
      .selectFrom('auditLog')
      .select(['actor', 'subjectId', 'details'])
      .where('action', '=', action)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      ...row,
      details: row.details === null ? null : (JSON.parse(row.details) as unknown),
    }));
  }

  async function sessionsOf(username: string) {
    return t.database.db
      .selectFrom('staffSession')
      .innerJoin('staffUser', 'staffUser.id', 'staffSession.staffUserId')
      .select(['stage', 'firstFactor', 'factorAt'])
      .where('staffUser.username', '=', username)
      .execute();
  }

  it('makes the account at the first sign-in, with the roles the group claim gives', async () => {
    const agent = request.agent(t.server);
    const { location, session } = await signIn(agent, { account: 'subject-clerk' });
    expect(location).toBe('/staff?signIn=complete');
    expect(session).toBeDefined();

    const me = await agent.get(`${STAFF}/me`).expect(200);
    expect(me.body).toEqual({
      username: 'mclerk',
      displayName: 'Mary Clerk',
      roles: ['jury'],
      secondFactor: false,
    });
    const account = await t.database.db
      .selectFrom('staffUser')
      .select(['email', 'oidcIssuer', 'oidcSubject', 'passwordHash'])
      .where('username', '=', 'mclerk')
      .executeTakeFirstOrThrow();
    expect(account).toEqual({
      email: 'mary.clerk@court.example',
      oidcIssuer: provider.issuer,
      oidcSubject: 'subject-clerk',
      passwordHash: '',
    });
    expect(await auditRows('staff.user.create')).toEqual([
      { actor: 'mclerk', subjectId: 'mclerk', details: { roles: ['jury'], source: 'sso' } },
    ]);
    expect(await auditRows('staff.sign-in')).toEqual([
      {
        actor: 'mclerk',
        subjectId: 'mclerk',
        details: { method: 'sso', providerSecondFactor: false },
      },
    ]);
    // jury needs no second factor: the session is complete without one.
    expect(await sessionsOf('mclerk')).toEqual([
      { stage: 'complete', firstFactor: 'sso', factorAt: null },
    ]);
  });

  it('keeps only an e-mail address the provider has checked', async () => {
    const person = provider.accounts.get('subject-clerk');
    if (!person) throw new Error('no such person');
    const emailOf = async () =>
      (
        await t.database.db
          .selectFrom('staffUser')
          .select('email')
          .where('username', '=', 'mclerk')
          .executeTakeFirstOrThrow()
      ).email;
    person.emailVerified = false;
    await signIn(request.agent(t.server), { account: 'subject-clerk' });
    expect(await emailOf()).toBe('');
    person.emailVerified = true;
    await signIn(request.agent(t.server), { account: 'subject-clerk' });
    expect(await emailOf()).toBe('mary.clerk@court.example');
    // An unchecked new address does not replace the checked one.
    person.email = 'someone.else@elsewhere.example';
    person.emailVerified = false;
    await signIn(request.agent(t.server), { account: 'subject-clerk' });
    expect(await emailOf()).toBe('mary.clerk@court.example');
  });

  it('recomputes the roles at every sign-in: a person out of a group loses its role, out of them all is refused', async () => {
    const person = provider.accounts.get('subject-clerk');
    if (!person) throw new Error('no clerk');
    person.groups = ['court-clerks', 'court-forms'];
    const first = request.agent(t.server);
    expect((await signIn(first, { account: 'subject-clerk', mfa: true })).location).toBe(
      '/staff?signIn=complete',
    );
    expect((await first.get(`${STAFF}/me`).expect(200)).body.roles).toEqual(['jury', 'forms']);

    person.groups = ['court-clerks'];
    const second = request.agent(t.server);
    await signIn(second, { account: 'subject-clerk', mfa: true });
    expect((await second.get(`${STAFF}/me`).expect(200)).body.roles).toEqual(['jury']);
    // The session opened before is the same person's: it loses the role at once too.
    expect((await first.get(`${STAFF}/me`).expect(200)).body.roles).toEqual(['jury']);
    await first.get(`${STAFF}/forms/submissions`).expect(403);
    expect(await auditRows('staff.user.roles')).toEqual([
      {
        actor: 'mclerk',
        subjectId: 'mclerk',
        details: { from: ['jury', 'forms'], to: ['jury'], source: 'sso' },
      },
    ]);

    person.groups = ['everyone'];
    const third = request.agent(t.server);
    const refused = await signIn(third, { account: 'subject-clerk', mfa: true });
    expect(refused).toEqual({ location: '/staff?signIn=noRole', session: undefined });
    await third.get(`${STAFF}/me`).expect(401);
    const { roles } = await t.database.db
      .selectFrom('staffUser')
      .select('roles')
      .where('username', '=', 'mclerk')
      .executeTakeFirstOrThrow();
    expect(roles).toBe('');
    expect(await auditRows('staff.sign-in-failed')).toEqual([
      {
        actor: null,
        subjectId: 'mclerk',
        details: { method: 'sso', reason: 'noRole', username: 'mclerk' },
      },
    ]);
  });

  it('refuses a person with no group of the role table, making no account', async () => {
    const agent = request.agent(t.server);
    const refused = await signIn(agent, { account: 'subject-visitor', mfa: true }, '/es/staff');
    expect(refused).toEqual({ location: '/es/staff?signIn=noRole', session: undefined });
    expect(await t.database.db.selectFrom('staffUser').select('id').execute()).toEqual([]);
  });

  it('takes the provider’s second factor as proved: complete, with factor_at, even for an administrator', async () => {
    const agent = request.agent(t.server);
    const { location } = await signIn(agent, { account: 'subject-admin', mfa: true });
    expect(location).toBe('/staff?signIn=complete');
    await agent.get(`${STAFF}/accounts`).expect(200);
    expect(await sessionsOf('ada')).toEqual([
      { stage: 'complete', firstFactor: 'sso', factorAt: t.clock.now().toISOString() },
    ]);
    expect((await auditRows('staff.sign-in'))[0]?.details).toEqual({
      method: 'sso',
      providerSecondFactor: true,
    });
  });

  it('asks an administrator without the provider’s second factor to set up the court’s own, then audits sso+totp', async () => {
    const browser = await openBrowser(t);
    const { location } = await signIn(browser.agent, { account: 'subject-admin' });
    expect(location).toBe('/staff?signIn=enrol');
    // The session can do nothing but enrol.
    await browser.agent.get(`${STAFF}/me`).expect(401);
    await browser.agent.get(`${STAFF}/accounts`).expect(401);
    expect(await sessionsOf('ada')).toEqual([
      { stage: 'enrol', firstFactor: 'sso', factorAt: null },
    ]);
    expect(await auditRows('staff.sign-in')).toEqual([]);

    const started = await browser.agent
      .post(`${STAFF}/second-factor/totp`)
      .set(browser.xsrf)
      .expect(200);
    const { secret } = started.body as TotpEnrolment;
    const app = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
    await browser.agent
      .post(`${STAFF}/second-factor/totp/confirm`)
      .set(browser.xsrf)
      .send({ code: app.generate({ timestamp: t.clock.now().getTime() }) })
      .expect(200);
    await browser.agent.get(`${STAFF}/accounts`).expect(200);
    expect((await auditRows('staff.sign-in'))[0]?.details).toEqual({ method: 'sso+totp' });

    // With an app, the next sign-in without the provider's second factor asks for a code.
    t.clock.advance(60_000);
    const next = await signIn(request.agent(t.server), { account: 'subject-admin' });
    expect(next.location).toBe('/staff?signIn=factor');
  });

  it('refuses a forged state, and a callback from a browser that did not start the sign-in', async () => {
    const agent = request.agent(t.server);
    const back = await provider.signIn(await start(agent), { account: 'subject-clerk' });

    const forged = new URL(back);
    forged.searchParams.set('state', 'forged-state-of-another-sign-in');
    const refusedForged = await callback(agent, forged);
    expect(refusedForged.headers.location).toBe('/staff?signIn=expired');
    expect(sessionCookieOf(refusedForged)).toBeUndefined();

    const stranger = request.agent(t.server);
    const refusedStranger = await callback(stranger, back);
    expect(refusedStranger.headers.location).toBe('/staff?signIn=expired');
    expect(sessionCookieOf(refusedStranger)).toBeUndefined();
    await stranger.get(`${STAFF}/me`).expect(401);

    // Neither used up the sign-in of the browser that started it.
    const own = await callback(agent, back);
    expect(own.headers.location).toBe('/staff?signIn=complete');
  });

  it('refuses the same callback twice, even with the cookie of the browser that started it', async () => {
    const starting = await request(t.server).get(`${STAFF}/sso/start`).expect(302);
    const browserCookie = setCookieLines(starting)
      .find((line) => line.startsWith('court_staff_sso='))
      ?.split(';')[0];
    if (browserCookie === undefined) throw new Error('no browser cookie');
    const back = await provider.signIn(String(starting.headers.location), {
      account: 'subject-clerk',
    });
    const send = () =>
      request(t.server)
        .get(`${back.pathname}${back.search}`)
        .set('Cookie', browserCookie)
        .expect(302);

    const first = await send();
    expect(first.headers.location).toBe('/staff?signIn=complete');
    expect(sessionCookieOf(first)).toBeDefined();
    const replayed = await send();
    expect(replayed.headers.location).toBe('/staff?signIn=expired');
    expect(sessionCookieOf(replayed)).toBeUndefined();
    expect((await auditRows('staff.sign-in')).length).toBe(1);
  });

  it('refuses a callback without the browser cookie, and one past its ten minutes', async () => {
    const agent = request.agent(t.server);
    const back = await provider.signIn(await start(agent), { account: 'subject-clerk' });
    const withoutCookie = await request(t.server).get(`${back.pathname}${back.search}`).expect(302);
    expect(withoutCookie.headers.location).toBe('/staff?signIn=expired');

    t.clock.advance(10 * 60_000);
    const late = await callback(agent, back);
    expect(late.headers.location).toBe('/staff?signIn=expired');
    expect(sessionCookieOf(late)).toBeUndefined();
  });

  it('says so when the person cancels at the provider, in the language they started in', async () => {
    const agent = request.agent(t.server);
    const cancelled = await signIn(
      agent,
      { account: 'subject-clerk', cancel: true },
      '/es/staff/audit',
    );
    expect(cancelled).toEqual({ location: '/es/staff?signIn=cancelled', session: undefined });
  });

  it('comes back to the staff page it started from, and never to another site', async () => {
    const first = await signIn(
      request.agent(t.server),
      { account: 'subject-clerk' },
      '/es/staff/jury?date=2026-03-09',
    );
    expect(first.location).toBe('/es/staff/jury?date=2026-03-09&signIn=complete');
    for (const elsewhere of [
      'https://evil.example/staff',
      '//evil.example/staff',
      '/jury-service',
    ]) {
      const landed = await signIn(request.agent(t.server), { account: 'subject-clerk' }, elsewhere);
      expect(landed.location).toBe('/staff?signIn=complete');
    }
  });

  it('refuses a disabled account, and never links a person to a local account of the same name', async () => {
    await createTestStaff(t, 'mclerk', ['careers']);
    const agent = request.agent(t.server);
    await signIn(agent, { account: 'subject-clerk' });
    expect((await agent.get(`${STAFF}/me`).expect(200)).body.username).toBe('mclerk-2');

    await t.database.db
      .updateTable('staffUser')
      .set({ disabled: 1 })
      .where('username', '=', 'mclerk-2')
      .execute();
    const refused = await signIn(request.agent(t.server), { account: 'subject-clerk' });
    expect(refused).toEqual({ location: '/staff?signIn=disabled', session: undefined });
    const local = await t.database.db
      .selectFrom('staffUser')
      .select(['roles', 'oidcSubject'])
      .where('username', '=', 'mclerk')
      .executeTakeFirstOrThrow();
    expect(local).toEqual({ roles: 'careers', oidcSubject: null });
  });

  it('offers both ways of signing in, and keeps passwords while LOCAL_SIGN_IN is on', async () => {
    const options = await request(t.server).get(`${STAFF}/sign-in-options`).expect(200);
    expect(options.body).toEqual({
      localSignIn: true,
      singleSignOn: { name: 'Canton Courts test account' },
    });
    expect(isApiResponse('signInOptions', options.body)).toBe(true);
    expect(options.headers['cache-control']).toBe('public, max-age=60');
    await createTestStaff(t, 'jjury', ['jury']);
    const browser = await openBrowser(t);
    await browser.agent
      .post(`${STAFF}/session`)
      .set(browser.xsrf)
      .send({ username: 'jjury', password: TEST_PASSWORD })
      .expect(200);
  });

  it('sets the browser cookie httpOnly, SameSite=Lax, for the single sign-on paths alone, for a while', async () => {
    const response = await request(t.server).get(`${STAFF}/sso/start`).expect(302);
    const cookie = setCookieLines(response).find((line) => line.startsWith('court_staff_sso='));
    expect(cookie).toMatch(/; path=\/api\/muni\/staff\/sso;/);
    expect(cookie).toMatch(/; expires=[^;]+;/);
    expect(cookie).toMatch(/; samesite=lax; httponly$/);
    expect(setCookieLines(response).join()).not.toContain(`${STAFF_SESSION_COOKIE}=`);
  });
});

forEachDatabase((dialect) => {
  it('refuses passwords with LOCAL_SIGN_IN=false, and offers only the single sign-on', async () => {
    const t = await createTestApp(dialect, { env: { ...providerEnv(), LOCAL_SIGN_IN: 'false' } });
    try {
      await createTestStaff(t, 'jjury', ['jury']);
      const browser = await openBrowser(t);
      const refused = await browser.agent
        .post(`${STAFF}/session`)
        .set(browser.xsrf)
        .send({ username: 'jjury', password: TEST_PASSWORD })
        .expect(403);
      expect(refused.body.error).toBe(API_MESSAGES.en['staff.passwordSignInOff']);
      expect(sessionCookieOf(refused)).toBeUndefined();
      const options = await request(t.server).get(`${STAFF}/sign-in-options`).expect(200);
      expect(options.body).toEqual({
        localSignIn: false,
        singleSignOn: { name: 'Canton Courts test account' },
      });
    } finally {
      await t.database.drop();
    }
  });

  it('holds the starts of single sign-on from one address to the staff sign-in limit', async () => {
    const t = await createTestApp(dialect, {
      env: { ...providerEnv(), STAFF_SIGN_IN_LIMIT_PER_MINUTE: '2' },
    });
    try {
      await request(t.server).get(`${STAFF}/sso/start`).expect(302);
      await request(t.server).get(`${STAFF}/sso/start`).expect(302);
      const held = await request(t.server).get(`${STAFF}/sso/start`).expect(429);
      expect(held.headers['retry-after']).toBeDefined();
    } finally {
      await t.database.drop();
    }
  });

  it('offers passwords alone without single sign-on, where its paths are not found', async () => {
    const t = await createTestApp(dialect);
    try {
      const options = await request(t.server).get(`${STAFF}/sign-in-options`).expect(200);
      expect(options.body).toEqual({ localSignIn: true, singleSignOn: null });
      await request(t.server).get(`${STAFF}/sso/start`).expect(404);
      await request(t.server).get(`${STAFF}/sso/callback?state=x&code=y`).expect(404);
    } finally {
      await t.database.drop();
    }
  });

  it('asks again after a provider that was down, and signs in once it is back', async () => {
    const port = await closedPort();
    const t = await createTestApp(dialect, {
      env: { ...providerEnv(), OIDC_ISSUER: `http://127.0.0.1:${port}` },
    });
    try {
      const down = await request(t.server).get(`${STAFF}/sso/start`).expect(302);
      expect(down.headers.location).toBe('/staff?signIn=unavailable');
      const back = await startOidcTestProvider({ redirectUri: REDIRECT_URI, port });
      try {
        const up = await request(t.server).get(`${STAFF}/sso/start`).expect(302);
        expect(String(up.headers.location).startsWith(`${back.issuer}/auth?`)).toBe(true);
      } finally {
        await back.close();
      }
    } finally {
      await t.database.drop();
    }
  });

  it('gives up on a provider that does not answer after a few seconds', async () => {
    // Takes connections and never answers them.
    const connections = new Set<Socket>();
    const silent = createServer((socket) => connections.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const t = await createTestApp(dialect, {
      env: { ...providerEnv(), OIDC_ISSUER: `http://127.0.0.1:${port}` },
    });
    try {
      // The client's own wait (5 s a request) is the bound: a start that waited for ever would
      // run into this test's timeout, four times longer. Elapsed time is not asserted, as it
      // varies with the machine.
      const response = await request(t.server).get(`${STAFF}/sso/start`).expect(302);
      expect(response.headers.location).toBe('/staff?signIn=unavailable');
      // It did ask the provider, and gave up waiting for its answer.
      expect(connections.size).toBeGreaterThan(0);
    } finally {
      await t.database.drop();
      for (const socket of connections) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  }, 40_000);

  it('answers a provider that cannot be reached with a message, and keeps serving', async () => {
    const port = await closedPort();
    const t = await createTestApp(dialect, {
      env: { ...providerEnv(), OIDC_ISSUER: `http://127.0.0.1:${port}` },
    });
    try {
      for (const returnTo of ['/staff', '/es/staff']) {
        const response = await request(t.server)
          .get(`${STAFF}/sso/start`)
          .query({ returnTo })
          .expect(302);
        expect(response.headers.location).toBe(`${returnTo}?signIn=unavailable`);
        expect(setCookieLines(response).join()).not.toContain('court_staff_sso=');
      }
      await request(t.server).get(`${STAFF}/sign-in-options`).expect(200);
    } finally {
      await t.database.drop();
    }
  });
});
