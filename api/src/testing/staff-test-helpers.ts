import { Secret, TOTP } from 'otpauth';
import request from 'supertest';
import {
  XSRF_COOKIE,
  XSRF_HEADER,
  type StaffRole,
  type TotpEnrolled,
  type TotpEnrolment,
} from '@court/contract';
import { STAFF_SESSION_COOKIE } from '../platform/http/staff-session-cookie';
import { createStaffAccount } from '../staff/cli-account-service';
import type { TestApp, TestTarget } from './test-app';

export const TEST_PASSWORD = 'correct horse battery staple';

/** Creates an account through the same service the CLI uses. */
export async function createTestStaff(
  t: TestApp,
  username: string,
  roles: readonly StaffRole[],
  password = TEST_PASSWORD,
): Promise<void> {
  await createStaffAccount(
    { db: t.database.db, clock: t.clock },
    {
      username,
      displayName: `Test ${username}`,
      email: `${username}@example.org`,
      roles: roles.join(','),
    },
    password,
  );
}

/** A browser: a cookie jar plus the XSRF header the kit's client would send. */
export interface TestBrowser {
  agent: ReturnType<typeof request.agent>;
  xsrf: Record<string, string>;
}

function cookieValue(setCookie: string[], name: string): string | undefined {
  return setCookie
    .map((line) => new RegExp(`^${name}=([^;]*)`).exec(line)?.[1])
    .find((value) => value !== undefined);
}

export function setCookieLines(response: request.Response): string[] {
  return ([] as string[]).concat(response.headers['set-cookie'] ?? []);
}

/** The staff session cookie a response set, if any. */
export function sessionCookieOf(response: request.Response): string | undefined {
  return cookieValue(setCookieLines(response), STAFF_SESSION_COOKIE);
}

/** Opens a browser and fetches its XSRF cookie. */
export async function openBrowser(t: { server: TestTarget }): Promise<TestBrowser> {
  const agent = request.agent(t.server);
  const response = await agent.get('/api/muni/xsrf').expect(204);
  const token = cookieValue(setCookieLines(response), XSRF_COOKIE);
  if (!token) throw new Error('no XSRF cookie was set');
  return { agent, xsrf: { [XSRF_HEADER]: token } };
}

/** Signs in through the API; returns the browser, now carrying the session cookie. */
export async function signInBrowser(
  t: TestApp,
  username: string,
  password = TEST_PASSWORD,
): Promise<TestBrowser> {
  const browser = await openBrowser(t);
  await browser.agent
    .post('/api/muni/staff/session')
    .set(browser.xsrf)
    .send({ username, password })
    .expect(200);
  return browser;
}

/** The code an authentication app shows for `secret` at `at`. */
export function appCode(secret: string, at: Date): string {
  const totp = new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
  return totp.generate({ timestamp: at.getTime() });
}

/** Sets up an app from a signed-in or enrolling browser; its secret and recovery codes. */
export async function enrolTestApp(
  t: TestApp,
  browser: TestBrowser,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await browser.agent
    .post('/api/muni/staff/second-factor/totp')
    .set(browser.xsrf)
    .expect(200);
  const { secret } = started.body as TotpEnrolment;
  const confirmed = await browser.agent
    .post('/api/muni/staff/second-factor/totp/confirm')
    .set(browser.xsrf)
    .send({ code: appCode(secret, t.clock.now()) })
    .expect(200);
  return { secret, recoveryCodes: (confirmed.body as TotpEnrolled).recoveryCodes };
}

/** The audit rows of one action, oldest first, their details read back from JSON. */
export async function auditRowsOf(t: Pick<TestApp, 'database'>, action: string) {
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

/** The failures the sign-in throttle counts for the (one) name tried; undefined when none. */
export async function failuresOfName(t: Pick<TestApp, 'database'>): Promise<number | undefined> {
  const row = await t.database.db
    .selectFrom('signInThrottle')
    .select('failures')
    .where('key', 'like', 'name:%')
    .executeTakeFirst();
  return row?.failures;
}
