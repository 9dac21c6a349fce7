import { isApiResponse } from '@court/contract/responses';
import type { MySignIn } from '@court/contract';
import {
  createTestStaff,
  enrolTestApp,
  openBrowser,
  TEST_PASSWORD,
  type TestBrowser,
} from '../testing/staff-test-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { forEachDatabase } from '../testing/test-database';
import { describeBrowser } from './my-sign-in-service';

const STAFF = '/api/muni/staff';
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('describeBrowser', () => {
  it('names the browser with its major version and the system', () => {
    expect(describeBrowser(CHROME_ON_WINDOWS)).toEqual({
      browser: 'Chrome 131',
      system: 'Windows 10',
    });
    expect(describeBrowser(SAFARI_ON_IPHONE)).toEqual({ browser: 'Safari 17', system: 'iOS' });
    expect(describeBrowser(FIREFOX_ON_LINUX)).toEqual({ browser: 'Firefox 133', system: 'Linux' });
  });

  it('says nothing of a browser that said nothing', () => {
    expect(describeBrowser(null)).toEqual({ browser: null, system: null });
    expect(describeBrowser('')).toEqual({ browser: null, system: null });
  });
});

forEachDatabase((dialect) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp(dialect, { env: { STAFF_SECOND_FACTOR_REQUIRED: 'true' } });
    await createTestStaff(t, 'clerk', ['jury']);
  });

  afterEach(async () => {
    await t.database.drop();
  });

  async function passwordFrom(userAgent: string): Promise<TestBrowser> {
    const browser = await openBrowser(t);
    await browser.agent
      .post(`${STAFF}/session`)
      .set(browser.xsrf)
      .set('User-Agent', userAgent)
      .send({ username: 'clerk', password: TEST_PASSWORD })
      .expect(200);
    return browser;
  }

  async function mySignIn(browser: TestBrowser): Promise<MySignIn> {
    const response = await browser.agent.get(`${STAFF}/me/sign-in`).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(isApiResponse('mySignIn', response.body)).toBe(true);
    return response.body as MySignIn;
  }

  it('lists the live sessions, this one first, with browser, address and times', async () => {
    const office = await passwordFrom(CHROME_ON_WINDOWS);
    t.clock.advance(60_000);
    const phone = await passwordFrom(SAFARI_ON_IPHONE);
    t.clock.advance(60_000);

    const seen = await mySignIn(office);
    expect(seen.authenticationApp).toBeNull();
    expect(seen.recoveryCodesLeft).toBe(0);
    expect(
      seen.sessions.map(({ current, complete, browser, system }) => ({
        current,
        complete,
        browser,
        system,
      })),
    ).toEqual([
      { current: true, complete: true, browser: 'Chrome 131', system: 'Windows 10' },
      { current: false, complete: true, browser: 'Safari 17', system: 'iOS' },
    ]);
    expect(seen.sessions[0]?.address).toMatch(/127\.0\.0\.1/);
    expect(seen.sessions[1]?.signedInAt).toBe('2026-03-02T15:01:00.000Z');
    expect((await mySignIn(phone)).sessions[0]).toMatchObject({ current: true, system: 'iOS' });

    // A session past its idle time is not listed, though not yet swept.
    t.clock.advance(29 * 60_000);
    await mySignIn(office);
    t.clock.advance(2 * 60_000);
    expect((await mySignIn(office)).sessions).toHaveLength(1);
  });

  it('shows the app, the recovery codes left, and a password typed elsewhere that waits for a code', async () => {
    const office = await passwordFrom(CHROME_ON_WINDOWS);
    const { recoveryCodes } = await enrolTestApp(t, office);
    expect((await mySignIn(office)).authenticationApp).toEqual({
      enrolledAt: '2026-03-02T15:00:00.000Z',
    });

    const elsewhere = await passwordFrom(FIREFOX_ON_LINUX);
    await elsewhere.agent.get(`${STAFF}/me/sign-in`).expect(401);
    const seen = await mySignIn(office);
    expect(seen.recoveryCodesLeft).toBe(10);
    expect(seen.sessions.map(({ complete, browser }) => [complete, browser])).toEqual([
      [true, 'Chrome 131'],
      [false, 'Firefox 133'],
    ]);

    await elsewhere.agent
      .post(`${STAFF}/session/factor`)
      .set(elsewhere.xsrf)
      .send({ code: recoveryCodes[0] })
      .expect(200);
    expect((await mySignIn(office)).recoveryCodesLeft).toBe(9);
  });

  it('signs out of every other session, audited, and keeps this one', async () => {
    const office = await passwordFrom(CHROME_ON_WINDOWS);
    const phone = await passwordFrom(SAFARI_ON_IPHONE);
    const laptop = await passwordFrom(FIREFOX_ON_LINUX);

    const ended = await office.agent
      .post(`${STAFF}/me/sessions/sign-out-others`)
      .set(office.xsrf)
      .expect(200);
    expect(ended.body).toEqual({ ended: 2 });
    expect(isApiResponse('otherSessionsEnded', ended.body)).toBe(true);

    await phone.agent.get(`${STAFF}/me`).expect(401);
    await laptop.agent.get(`${STAFF}/me`).expect(401);
    await office.agent.get(`${STAFF}/me`).expect(200);
    expect((await mySignIn(office)).sessions).toHaveLength(1);

    const audit = await t.database.db
      .selectFrom('auditLog')
      .select(['actor', 'details'])
      .where('action', '=', 'staff.sign-out-others')
      .execute();
    expect(audit).toEqual([{ actor: 'clerk', details: JSON.stringify({ ended: 2 }) }]);
  });

  it('refuses a browser without a session', async () => {
    const stranger = await openBrowser(t);
    await stranger.agent.get(`${STAFF}/me/sign-in`).expect(401);
    await stranger.agent
      .post(`${STAFF}/me/sessions/sign-out-others`)
      .set(stranger.xsrf)
      .expect(401);
  });
});
