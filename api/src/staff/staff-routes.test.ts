import { createHash } from 'node:crypto';
import request from 'supertest';
import { type AuditPage, type StaffUser } from '@court/contract';
import { STAFF_SESSION_COOKIE } from '../platform/http/staff-session-cookie';
import {
  createTestStaff,
  openBrowser,
  sessionCookieOf,
  setCookieLines,
  signInBrowser,
  TEST_PASSWORD,
} from '../testing/staff-test-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { forEachDatabase } from '../testing/test-database';
import { setStaffAccountDisabled } from './cli-account-service';
import { hashSessionId } from './staff-auth-service';
import { API_MESSAGES } from '../platform/messages';

const en = API_MESSAGES.en;
const MINUTE = 60_000;

forEachDatabase((dialect) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp(dialect);
  });

  afterEach(async () => {
    await t.database.drop();
  });

  async function auditActions(): Promise<string[]> {
    const rows = await t.database.db
      .selectFrom('auditLog')
      .select('action')
      .orderBy('id')
      .execute();
    return rows.map((row) => row.action);
  }

  async function attempt(username: string, password: string, expected: number) {
    const browser = await openBrowser(t);
    return browser.agent
      .post('/api/muni/staff/session')
      .set(browser.xsrf)
      .send({ username, password })
      .expect(expected);
  }

  describe('sign-in', () => {
    it('answers the StaffUser, sets an httpOnly SameSite=Lax cookie and audits it', async () => {
      await createTestStaff(t, 'mjones', ['careers', 'jury']);
      const browser = await openBrowser(t);
      const response = await browser.agent
        .post('/api/muni/staff/session')
        .set(browser.xsrf)
        .send({ username: '  MJones ', password: TEST_PASSWORD })
        .expect(200);
      const body: StaffUser = response.body;
      expect(body).toEqual({
        username: 'mjones',
        displayName: 'Test mjones',
        roles: ['careers', 'jury'],
        secondFactor: false,
      });
      expect(JSON.stringify(body)).not.toMatch(/hash|argon/i);
      const line = setCookieLines(response).find((cookie) =>
        cookie.startsWith(`${STAFF_SESSION_COOKIE}=`),
      );
      expect(line).toMatch(/; path=\//);
      expect(line).toMatch(/; samesite=lax/i);
      expect(line).toMatch(/; httponly/i);
      // Not Secure outside production (the test talks plain HTTP).
      expect(line).not.toMatch(/; secure/i);
      expect(response.headers['cache-control']).toBe('no-store');

      const audit = await t.database.db.selectFrom('auditLog').selectAll().execute();
      expect(audit).toEqual([
        expect.objectContaining({ action: 'staff.user.create', actor: null }),
        expect.objectContaining({
          action: 'staff.sign-in',
          actor: 'mjones',
          subjectType: 'staff_user',
          subjectId: 'mjones',
          requestId: response.headers['x-request-id'],
        }),
      ]);
    });

    it('stores the password as argon2id', async () => {
      await createTestStaff(t, 'mjones', ['careers']);
      const row = await t.database.db
        .selectFrom('staffUser')
        .select('passwordHash')
        .executeTakeFirstOrThrow();
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row.passwordHash).not.toContain(TEST_PASSWORD);
    });

    it('gives a wrong password and an unknown user the identical 401 answer', async () => {
      await createTestStaff(t, 'mjones', ['careers']);
      const wrongPassword = await attempt('mjones', 'not the password at all', 401);
      const unknownUser = await attempt('nobody', TEST_PASSWORD, 401);
      const strip = (body: Record<string, unknown>) => ({ ...body, requestId: undefined });
      expect(strip(wrongPassword.body)).toEqual(strip(unknownUser.body));
      expect(wrongPassword.body.error).toBe(en['staff.signInFailed']);
      expect(sessionCookieOf(wrongPassword)).toBeUndefined();

      const failures = await t.database.db
        .selectFrom('auditLog')
        .selectAll()
        .where('action', '=', 'staff.sign-in-failed')
        .orderBy('id')
        .execute();
      expect(failures.map((row) => [row.actor, JSON.parse(row.details ?? '{}')])).toEqual([
        [null, { username: 'mjones' }],
        [null, { username: expect.stringMatching(/^unknown\(6 chars, [0-9a-f]{12}\)$/) }],
      ]);
      expect(failures.map((row) => row.details).join()).not.toContain('not the password');
    });

    it('keeps no trace of a password typed into the username field', async () => {
      const typed = 'Tr0ub4dor&3-secret';
      await attempt(typed, 'whatever password', 401);
      const rows = await t.database.db.selectFrom('auditLog').select('details').execute();
      const details = rows.map((row) => row.details).join();
      expect(details).not.toMatch(/tr0ub4dor/i);
      // Nor a hash anyone could test guesses against: the audit's and the throttle's hashes are
      // keyed with the server's secret, not the plain SHA-256 of what was typed.
      const plain = createHash('sha256').update(typed.toLowerCase()).digest('hex');
      expect(details).toMatch(/unknown\(18 chars, [0-9a-f]{12}\)/);
      expect(details).not.toContain(plain.slice(0, 12));
      const counts = await t.database.db.selectFrom('signInThrottle').select('nameHash').execute();
      expect(counts.length).toBeGreaterThan(0);
      expect(counts.map((row) => row.nameHash)).not.toContain(plain);
    });

    it('answers in Spanish when the browser prefers Spanish', async () => {
      const browser = await openBrowser(t);
      const response = await browser.agent
        .post('/api/muni/staff/session')
        .set(browser.xsrf)
        .set('Accept-Language', 'es')
        .send({ username: 'nobody', password: 'whatever password' })
        .expect(401);
      expect(response.body.error).toBe(API_MESSAGES.es['staff.signInFailed']);
    });

    it('refuses a disabled account with the same 401, even with the right password', async () => {
      await createTestStaff(t, 'mjones', ['careers']);
      await setStaffAccountDisabled({ db: t.database.db, clock: t.clock }, 'mjones', true);
      const response = await attempt('mjones', TEST_PASSWORD, 401);
      expect(response.body.error).toBe(en['staff.signInFailed']);
    });

    it('answers 400 when the body has no username or password', async () => {
      await attempt('', TEST_PASSWORD, 400);
      const browser = await openBrowser(t);
      await browser.agent
        .post('/api/muni/staff/session')
        .set(browser.xsrf)
        .send({ username: 'mjones' })
        .expect(400);
    });

    it('rate-limits sign-in attempts per client with 429', async () => {
      for (let i = 0; i < t.config.staffSignInLimitPerMinute; i += 1) {
        await attempt(`nobody${i}`, 'wrong password number', 401);
      }
      const limited = await attempt('nobody', 'wrong password number', 429);
      expect(limited.body.error).toBe(en['rate.limited']);
      expect(limited.headers['retry-after']).toBeDefined();
    });

    it('signs in a whole office behind one address, and counts only the attempts refused', async () => {
      const limit = t.config.staffSignInLimitPerMinute;
      const office = Array.from({ length: limit + 5 }, (_, index) => `clerk${index}`);
      for (const username of office) await createTestStaff(t, username, ['careers']);
      for (const username of office) await attempt(username, TEST_PASSWORD, 200);
      for (let i = 0; i < limit; i += 1) await attempt(`nobody${i}`, 'wrong password number', 401);
      // Over the limit, a right password waits out the minute too: a guesser learns nothing.
      const held = await attempt('clerk0', TEST_PASSWORD, 429);
      expect(held.body.error).toBe(en['rate.limited']);
    });

    it('counts step-up codes with the sign-in attempts of the address', async () => {
      await createTestStaff(t, 'mjones', ['careers']);
      const browser = await signInBrowser(t, 'mjones');
      const stepUp = () =>
        browser.agent
          .post('/api/muni/staff/session/step-up')
          .set(browser.xsrf)
          .send({ code: '000000' });
      const answers: unknown[] = [];
      for (let i = 0; i <= t.config.staffSignInLimitPerMinute; i += 1) {
        answers.push((await stepUp()).body);
      }
      // One more than the limit: refused by the address's limit (wrong codes are slowed by the
      // name's throttle too, with a message of its own).
      expect(answers.at(-1)).toMatchObject({ error: en['rate.limited'] });
    });

    it('hands out passkey challenges to a whole office behind one address', async () => {
      const statuses = new Set<number>();
      for (let person = 0; person < 3 * t.config.staffSignInLimitPerMinute; person += 1) {
        const browser = await openBrowser(t);
        const options = await browser.agent
          .post('/api/muni/staff/session/passkey/options')
          .set(browser.xsrf);
        statuses.add(options.status);
      }
      expect([...statuses]).toEqual([200]);
    });
  });

  describe('sessions', () => {
    beforeEach(async () => {
      await createTestStaff(t, 'mjones', ['careers']);
    });

    it('answers me with the StaffUser, and 401 without a session', async () => {
      const browser = await signInBrowser(t, 'mjones');
      const me = await browser.agent.get('/api/muni/staff/me').expect(200);
      expect(me.body).toEqual({
        username: 'mjones',
        displayName: 'Test mjones',
        roles: ['careers'],
        secondFactor: false,
      });
      const anonymous = await request(t.server).get('/api/muni/staff/me').expect(401);
      expect(anonymous.body.error).toBe(en['staff.signInRequired']);
    });

    it('keeps only a hash of the session id in the database', async () => {
      const browser = await openBrowser(t);
      const response = await browser.agent
        .post('/api/muni/staff/session')
        .set(browser.xsrf)
        .send({ username: 'mjones', password: TEST_PASSWORD })
        .expect(200);
      const raw = sessionCookieOf(response);
      expect(raw).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const rows = await t.database.db.selectFrom('staffSession').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.idHash).toBe(hashSessionId(raw ?? ''));
      expect(JSON.stringify(rows)).not.toContain(raw);
    });

    it('expires after 30 idle minutes, and slides while in use', async () => {
      const browser = await signInBrowser(t, 'mjones');
      t.clock.advance(29 * MINUTE);
      await browser.agent.get('/api/muni/staff/me').expect(200);
      t.clock.advance(29 * MINUTE);
      await browser.agent.get('/api/muni/staff/me').expect(200);
      t.clock.advance(30 * MINUTE);
      await browser.agent.get('/api/muni/staff/me').expect(401);
      expect(await t.database.db.selectFrom('staffSession').select('idHash').execute()).toEqual([]);
    });

    it('expires 12 hours after sign-in even when in use', async () => {
      const browser = await signInBrowser(t, 'mjones');
      for (let elapsed = 0; elapsed < 12 * 60 - 20; elapsed += 20) {
        t.clock.advance(20 * MINUTE);
        await browser.agent.get('/api/muni/staff/me').expect(200);
      }
      t.clock.advance(20 * MINUTE);
      await browser.agent.get('/api/muni/staff/me').expect(401);
    });

    it('signs out: 204, the cookie no longer works, and again 204', async () => {
      const browser = await openBrowser(t);
      const signIn = await browser.agent
        .post('/api/muni/staff/session')
        .set(browser.xsrf)
        .send({ username: 'mjones', password: TEST_PASSWORD })
        .expect(200);
      const raw = sessionCookieOf(signIn);
      const signOut = await browser.agent
        .delete('/api/muni/staff/session')
        .set(browser.xsrf)
        .expect(204);
      expect(sessionCookieOf(signOut)).toBe('');
      await browser.agent.get('/api/muni/staff/me').expect(401);
      // A copy of the old cookie is worthless: the session is gone from the database.
      await request(t.server)
        .get('/api/muni/staff/me')
        .set('Cookie', `${STAFF_SESSION_COOKIE}=${raw}`)
        .expect(401);
      await browser.agent.delete('/api/muni/staff/session').set(browser.xsrf).expect(204);
      expect(await auditActions()).toEqual([
        'staff.user.create',
        'staff.sign-in',
        'staff.sign-out',
      ]);
    });

    it('rotates the session id on sign-in and drops the previous one', async () => {
      const browser = await openBrowser(t);
      const first = await browser.agent
        .post('/api/muni/staff/session')
        .set(browser.xsrf)
        .send({ username: 'mjones', password: TEST_PASSWORD })
        .expect(200);
      const second = await browser.agent
        .post('/api/muni/staff/session')
        .set(browser.xsrf)
        .send({ username: 'mjones', password: TEST_PASSWORD })
        .expect(200);
      const firstId = sessionCookieOf(first);
      const secondId = sessionCookieOf(second);
      expect(secondId).toBeDefined();
      expect(secondId).not.toBe(firstId);
      await request(t.server)
        .get('/api/muni/staff/me')
        .set('Cookie', `${STAFF_SESSION_COOKIE}=${firstId}`)
        .expect(401);
      await browser.agent.get('/api/muni/staff/me').expect(200);
      expect(
        await t.database.db.selectFrom('staffSession').select('idHash').execute(),
      ).toHaveLength(1);
    });

    it('ends the sessions of an account that is disabled', async () => {
      const browser = await signInBrowser(t, 'mjones');
      await setStaffAccountDisabled({ db: t.database.db, clock: t.clock }, 'mjones', true);
      await browser.agent.get('/api/muni/staff/me').expect(401);
    });

    it('ignores a malformed or unknown session cookie', async () => {
      for (const value of ['short', 'x'.repeat(43)]) {
        await request(t.server)
          .get('/api/muni/staff/me')
          .set('Cookie', `${STAFF_SESSION_COOKIE}=${value}`)
          .expect(401);
      }
    });
  });

  describe('XSRF', () => {
    it('refuses staff writes without the header, even with a valid session', async () => {
      await createTestStaff(t, 'probe', ['probation']);
      const browser = await signInBrowser(t, 'probe');
      const put = await browser.agent
        .put('/api/muni/staff/drug-testing/message')
        .send({ message: 'Closed today.' })
        .expect(403);
      expect(put.body.error).toBe(en['xsrf.invalid']);
      await browser.agent.delete('/api/muni/staff/session').expect(403);
      await browser.agent
        .post('/api/muni/staff/session')
        .send({ username: 'probe', password: TEST_PASSWORD })
        .expect(403);
      // Still signed in: the refused DELETE did not sign out.
      await browser.agent.get('/api/muni/staff/me').expect(200);
    });
  });

  describe('probation message', () => {
    beforeEach(async () => {
      await createTestStaff(t, 'probe', ['probation']);
    });

    it('lets probation staff read and publish the message the public page shows', async () => {
      const browser = await signInBrowser(t, 'probe');
      const before = await browser.agent.get('/api/muni/staff/drug-testing/message').expect(200);
      expect(before.body).toEqual({ message: '', updatedAt: null });

      t.clock.advance(MINUTE);
      const put = await browser.agent
        .put('/api/muni/staff/drug-testing/message')
        .set(browser.xsrf)
        .send({ message: '  Testing is closed on Friday.  ' })
        .expect(200);
      const updatedAt = t.clock.now().toISOString();
      expect(put.body).toEqual({ message: 'Testing is closed on Friday.', updatedAt });

      const mine = await browser.agent.get('/api/muni/staff/drug-testing/message').expect(200);
      expect(mine.body).toEqual(put.body);
      const publicView = await request(t.server).get('/api/muni/drug-testing/message').expect(200);
      expect(publicView.body).toEqual({ message: 'Testing is closed on Friday.', updatedAt });

      t.clock.advance(MINUTE);
      await browser.agent
        .put('/api/muni/staff/drug-testing/message')
        .set(browser.xsrf)
        .send({ message: 'Open again on Monday.' })
        .expect(200);
      const publicAgain = await request(t.server).get('/api/muni/drug-testing/message').expect(200);
      expect(publicAgain.body.message).toBe('Open again on Monday.');

      const audit = await t.database.db
        .selectFrom('auditLog')
        .selectAll()
        .where('action', '=', 'probation.message.update')
        .orderBy('id')
        .execute();
      expect(audit).toHaveLength(2);
      expect(audit[0]).toMatchObject({
        actor: 'probe',
        subjectType: 'site_message',
        subjectId: 'drug-testing',
        requestId: put.headers['x-request-id'],
      });
      expect(JSON.parse(audit[0]?.details ?? '')).toEqual({ length: 28 });
    });

    it.each([
      ['no message', {}, en['staff.message.required']],
      ['only spaces', { message: '   ' }, en['staff.message.required']],
      ['a number', { message: 42 }, en['staff.message.required']],
      ['2,001 characters', { message: 'x'.repeat(2001) }, en['text.tooLongLong']],
    ])('answers 400 with a message error for %s', async (_label, body, expected) => {
      const browser = await signInBrowser(t, 'probe');
      const response = await browser.agent
        .put('/api/muni/staff/drug-testing/message')
        .set(browser.xsrf)
        .send(body)
        .expect(400);
      expect(response.body).toEqual({
        error: en['form.invalid'],
        errors: { message: expected },
        requestId: response.headers['x-request-id'],
      });
      expect(await auditActions()).not.toContain('probation.message.update');
    });

    it('accepts exactly 2,000 characters', async () => {
      const browser = await signInBrowser(t, 'probe');
      await browser.agent
        .put('/api/muni/staff/drug-testing/message')
        .set(browser.xsrf)
        .send({ message: 'x'.repeat(2000) })
        .expect(200);
    });
  });

  describe('audit log', () => {
    beforeEach(async () => {
      await createTestStaff(t, 'boss', ['admin']);
      await createTestStaff(t, 'probe', ['probation']);
    });

    it('is for administrators only', async () => {
      await request(t.server).get('/api/muni/staff/audit').expect(401);
      const probation = await signInBrowser(t, 'probe');
      const refused = await probation.agent.get('/api/muni/staff/audit').expect(403);
      expect(refused.body.error).toBe(en['staff.forbidden']);
    });

    it('pages newest first and filters by action, actor and dates', async () => {
      const probation = await signInBrowser(t, 'probe');
      for (let i = 0; i < 30; i += 1) {
        t.clock.advance(MINUTE);
        await probation.agent
          .put('/api/muni/staff/drug-testing/message')
          .set(probation.xsrf)
          .send({ message: `Message ${i}` })
          .expect(200);
      }
      const boss = await signInBrowser(t, 'boss');
      // 2 creations, 2 sign-ins, 30 updates.
      const first = await boss.agent.get('/api/muni/staff/audit').expect(200);
      const page: AuditPage = first.body;
      expect(page.total).toBe(34);
      expect(page.page).toBe(1);
      expect(page.pageSize).toBe(25);
      expect(page.entries).toHaveLength(25);
      expect(page.entries[0]).toMatchObject({ action: 'staff.sign-in', actor: 'boss' });
      const times = page.entries.map((entry) => entry.at);
      expect([...times].sort().reverse()).toEqual(times);

      const third = await boss.agent.get('/api/muni/staff/audit?page=3&pageSize=10').expect(200);
      expect(third.body.entries).toHaveLength(10);
      const fourth = await boss.agent.get('/api/muni/staff/audit?page=4&pageSize=10').expect(200);
      expect(fourth.body.entries.map((entry: { action: string }) => entry.action)).toEqual([
        'probation.message.update',
        'staff.sign-in',
        'staff.user.create',
        'staff.user.create',
      ]);

      const updates = await boss.agent
        .get('/api/muni/staff/audit?action=probation.message.update&actor=PROBE&pageSize=100')
        .expect(200);
      expect(updates.body.total).toBe(30);
      expect(updates.body.entries[0].details).toEqual({ length: 'Message 29'.length });

      const start = t.clock.now();
      const today = start.toISOString().slice(0, 10);
      const byDay = await boss.agent.get(`/api/muni/staff/audit?from=${today}&to=${today}`);
      expect(byDay.body.total).toBe(34);
      const tomorrow = new Date(start.getTime() + 24 * 60 * MINUTE).toISOString().slice(0, 10);
      const none = await boss.agent.get(`/api/muni/staff/audit?from=${tomorrow}`).expect(200);
      expect(none.body).toMatchObject({ entries: [], total: 0 });
      const fiveMinutesAgo = new Date(start.getTime() - 5 * MINUTE + 1).toISOString();
      const recent = await boss.agent
        .get(`/api/muni/staff/audit?action=probation.message.update&from=${fiveMinutesAgo}`)
        .expect(200);
      expect(recent.body.total).toBe(5);
      const until = await boss.agent
        .get(`/api/muni/staff/audit?action=probation.message.update&to=${fiveMinutesAgo}`)
        .expect(200);
      expect(until.body.total).toBe(25);
    });

    it('answers 400 with field errors for an invalid query', async () => {
      const boss = await signInBrowser(t, 'boss');
      const response = await boss.agent
        .get('/api/muni/staff/audit?page=0&pageSize=101&from=2026-02-30&to=yesterday')
        .expect(400);
      expect(response.body.errors).toEqual({
        page: en['audit.page.format'],
        pageSize: en['audit.pageSize.format'],
        from: en['audit.date.format'],
        to: en['audit.date.format'],
      });
    });
  });
});
