import request from 'supertest';
import { STAFF_ROLES, type SignInNextStep, type StaffRole } from '@court/contract';
import { API_MESSAGES } from './platform/messages';
import { STAFF_API_BASE, UNGUARDED_STAFF_ROUTES } from './platform/http/staff-api';
import { createMetrics } from './platform/metrics/metrics';
import { createStaffRouters } from './staff-routers';
import { staffRoutesOf, type StaffRoute } from './testing/staff-routes';
import { createTestStaff, signInBrowser, type TestBrowser } from './testing/staff-test-helpers';
import { createTestApp, type TestApp } from './testing/test-app';
import { forEachDatabase } from './testing/test-database';

function call(
  agent: ReturnType<typeof request.agent>,
  route: StaffRoute,
  xsrf: Record<string, string>,
) {
  const url = `${STAFF_API_BASE}${route.path}`;
  const methods = {
    GET: () => agent.get(url),
    POST: () => agent.post(url).set(xsrf).send({}),
    PUT: () => agent.put(url).set(xsrf).send({}),
    PATCH: () => agent.patch(url).set(xsrf).send({}),
    DELETE: () => agent.delete(url).set(xsrf),
  } as const;
  const make = methods[route.method as keyof typeof methods];
  if (!make) throw new Error(`no test call for ${route.method}`);
  return make();
}

forEachDatabase((dialect) => {
  let t: TestApp;
  let routes: StaffRoute[];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    routes = createStaffRouters({
      config: t.config,
      db: t.database.db,
      clock: t.clock,
      metrics: createMetrics(),
      documents: t.documents,
    }).flatMap(staffRoutesOf);
    // One account per non-admin role, so each route meets a user it must refuse.
    for (const role of STAFF_ROLES.filter((name) => name !== 'admin')) {
      await createTestStaff(t, `only-${role}`, [role]);
    }
    // Every role: whatever refuses its pending sessions, it is not a missing role.
    await createTestStaff(t, 'every-role', STAFF_ROLES);
  });

  afterAll(async () => {
    await t.database.drop();
  });

  it('finds the staff routes, and a guard on every one but sign-in, sign-out and me', () => {
    const unguarded = routes
      .filter((route) => route.allowedRoles === null && route.allowedStages === null)
      .map((route) => `${route.method} ${route.path}`);
    expect(unguarded.sort()).toEqual([...UNGUARDED_STAFF_ROUTES].sort());
    expect(routes.filter((route) => route.allowedRoles !== null).length).toBeGreaterThanOrEqual(3);
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([
        'GET /audit',
        'PUT /drug-testing/message',
        'GET /careers',
        'POST /careers',
        'PATCH /careers/:id',
        'GET /careers/:id/document',
        'GET /jury/notices',
        'POST /jury/notices',
        'GET /jury/notices/:id',
        'POST /jury/notices/:id/cancel',
        'GET /juror/message',
        'PUT /juror/message',
        'GET /jury/service-dates',
        'GET /jury/registrations',
        'GET /jury/registrations.csv',
        'GET /accounts',
        'POST /accounts',
        'PATCH /accounts/:username',
        'POST /accounts/:username/password-link',
        'POST /accounts/:username/second-factor/reset',
        'POST /session/factor',
        'POST /second-factor/totp',
        'POST /second-factor/totp/confirm',
        'POST /session/factor/passkey/options',
        'POST /session/factor/passkey',
        'GET /passkeys',
        'POST /passkeys/options',
        'POST /passkeys',
        'DELETE /passkeys/:id',
      ]),
    );
  });

  it('answers 401 on every guarded route without a session', async () => {
    const agent = request.agent(t.server);
    const xsrfResponse = await agent.get('/api/muni/xsrf').expect(204);
    const token = /XSRF-TOKEN=([^;]+)/.exec(String(xsrfResponse.headers['set-cookie']))?.[1];
    const guarded = routes.filter(
      (candidate) => candidate.allowedRoles !== null || candidate.allowedStages !== null,
    );
    for (const route of guarded) {
      const response = await call(agent, route, { 'X-XSRF-TOKEN': token ?? '' });
      expect([route.method, route.path, response.status]).toEqual([route.method, route.path, 401]);
      expect(response.body.error).toBe(API_MESSAGES.en['staff.signInRequired']);
    }
  });

  it('answers 403 on every guarded route for a signed-in user without its role', async () => {
    const browsers = new Map<StaffRole, TestBrowser>();
    for (const route of routes.filter((candidate) => candidate.allowedRoles !== null)) {
      const allowed = route.allowedRoles ?? [];
      const outsider = STAFF_ROLES.find((role) => role !== 'admin' && !allowed.includes(role));
      if (!outsider) throw new Error(`${route.method} ${route.path} allows every role`);
      let browser = browsers.get(outsider);
      if (!browser) {
        browser = await signInBrowser(t, `only-${outsider}`);
        browsers.set(outsider, browser);
      }
      const response = await call(browser.agent, route, browser.xsrf);
      expect([route.method, route.path, response.status]).toEqual([route.method, route.path, 403]);
      expect(response.body.error).toBe(API_MESSAGES.en['staff.forbidden']);
    }
  });

  it.each<SignInNextStep['next']>(['factor', 'enrol'])(
    'answers 401 to a session at stage %s on every route but its own step, GET /me included',
    async (stage) => {
      const browser = await signInBrowser(t, 'every-role');
      // The password was right, and a step remains: what the sign-in leaves when one is due.
      await t.database.db
        .updateTable('staffSession')
        .set({ stage })
        .where('staffUserId', 'in', (eb) =>
          eb.selectFrom('staffUser').select('id').where('username', '=', 'every-role'),
        )
        .execute();
      const me = await browser.agent.get(`${STAFF_API_BASE}/me`);
      expect(me.status).toBe(401);
      for (const route of routes) {
        if (route.allowedRoles === null && route.allowedStages === null) continue;
        const response = await call(browser.agent, route, browser.xsrf);
        const ownStep = route.allowedStages?.includes(stage) === true;
        expect([route.method, route.path, response.status === 401]).toEqual([
          route.method,
          route.path,
          !ownStep,
        ]);
      }
    },
  );
});
