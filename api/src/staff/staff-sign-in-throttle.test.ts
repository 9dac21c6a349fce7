import type request from 'supertest';
import { STAFF_SIGN_IN_THROTTLE } from '@court/contract';
import {
  createTestStaff,
  openBrowser,
  sessionCookieOf,
  TEST_PASSWORD,
} from '../testing/staff-test-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { forEachDatabase } from '../testing/test-database';
import { resetStaffPassword } from './cli-account-service';
import { API_MESSAGES } from '../platform/messages';

const en = API_MESSAGES.en;
const { perSource, perName } = STAFF_SIGN_IN_THROTTLE;
const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;
const WRONG = 'not the password at all';
const OWNER = '198.51.100.7';
/** The owner somewhere they never signed in from. */
const OWNER_AWAY = '198.51.100.80';
const GUESSER = '203.0.113.9';

/** A different address for each stranger, so each stays under its own per-address count. */
function stranger(index: number): string {
  return `192.0.2.${index % 250}`;
}

/** What a client sees of an answer, apart from what differs for every request anyway. */
function comparable(response: request.Response) {
  const headers: Record<string, unknown> = { ...response.headers };
  delete headers['x-request-id'];
  delete headers.date;
  return { status: response.status, headers, body: { ...response.body, requestId: undefined } };
}

function retryAfterSeconds(response: request.Response): number {
  return Number(response.headers['retry-after']);
}

// Every test here makes dozens of sign-ins, each paying argon2's deliberate cost: seconds on an
// idle machine, several times that beside a browser suite.
jest.setTimeout(30_000);

forEachDatabase((dialect) => {
  let t: TestApp;

  beforeEach(async () => {
    // Addresses come from X-Forwarded-For; the per-address request limit is not under test here.
    t = await createTestApp(dialect, {
      env: { TRUST_PROXY: 'true', STAFF_SIGN_IN_LIMIT_PER_MINUTE: '100000' },
    });
    await createTestStaff(t, 'mjones', ['careers']);
  });

  afterEach(async () => {
    await t.database.drop();
  });

  async function attempt(username: string, password: string, from: string) {
    const browser = await openBrowser(t);
    return browser.agent
      .post('/api/muni/staff/session')
      .set(browser.xsrf)
      .set('X-Forwarded-For', from)
      .send({ username, password });
  }

  /**
   * Strangers, each from an address of their own, fail `count` times at mjones; a hold of the
   * name is waited out, so exactly `count` failures are counted.
   */
  async function strangersFail(count: number, firstIndex = 0): Promise<void> {
    for (let i = 0; i < count;) {
      const response = await attempt('mjones', WRONG, stranger(firstIndex + i));
      if (response.status === 429) {
        t.clock.advance(retryAfterSeconds(response) * SECOND);
      } else {
        expect(response.status).toBe(401);
        i += 1;
      }
    }
  }

  async function auditRows(action: string) {
    const rows = await t.database.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', action)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ ...row, details: JSON.parse(row.details ?? 'null') }));
  }

  it('answers a known and an unknown name alike, through many failures from many places', async () => {
    const statuses = new Set<number>();
    for (let round = 0; round < 60; round += 1) {
      // Mostly one address, sometimes others, so both counts come into play.
      const from = round % 3 === 0 ? stranger(round) : GUESSER;
      const known = await attempt('mjones', WRONG, from);
      const unknown = await attempt('nobody', WRONG, from);
      expect(comparable(unknown)).toEqual(comparable(known));
      statuses.add(known.status);
      if (known.status === 429) t.clock.advance(retryAfterSeconds(known) * SECOND);
    }
    expect([...statuses].sort()).toEqual([401, 429]);
  });

  it('holds one address after its free failures, with waits that double up to 15 minutes', async () => {
    for (let i = 0; i < perSource.freeFailures; i += 1) {
      expect((await attempt('mjones', WRONG, GUESSER)).status).toBe(401);
    }
    const waits: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      expect((await attempt('mjones', WRONG, GUESSER)).status).toBe(401);
      // Even the right password is not checked while held.
      const held = await attempt('mjones', TEST_PASSWORD, GUESSER);
      expect(held.status).toBe(429);
      expect(held.body.error).toBe(en['staff.slowDown']);
      expect(sessionCookieOf(held)).toBeUndefined();
      waits.push(retryAfterSeconds(held));
      t.clock.advance(retryAfterSeconds(held) * SECOND - 1);
      expect((await attempt('mjones', TEST_PASSWORD, GUESSER)).status).toBe(429);
      t.clock.advance(1);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);

    expect((await attempt('mjones', TEST_PASSWORD, GUESSER)).status).toBe(200);
    // The sign-in forgot the failures: the free ones are free again.
    for (let i = 0; i < perSource.freeFailures; i += 1) {
      expect((await attempt('mjones', WRONG, GUESSER)).status).toBe(401);
    }
    expect((await attempt('mjones', TEST_PASSWORD, GUESSER)).status).toBe(200);
  });

  it('checks no more passwords sent at once than one after another', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => attempt('mjones', WRONG, GUESSER)),
    );
    const statuses = answers.map((answer) => answer.status);
    // One after another, the free failures and the one that starts the hold are checked.
    expect(statuses.filter((status) => status === 401)).toHaveLength(perSource.freeFailures + 1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      10 - perSource.freeFailures - 1,
    );
    expect(await auditRows('staff.sign-in-failed')).toHaveLength(perSource.freeFailures + 1);
  });

  it('checks a name from many addresses at once no more often than its own count allows', async () => {
    const addresses = Array.from({ length: 30 }, (_, index) => stranger(index));
    const answers = await Promise.all(
      addresses.flatMap((from) => Array.from({ length: 3 }, () => attempt('mjones', WRONG, from))),
    );
    const checked = answers.filter((answer) => answer.status === 401).length;
    expect(checked).toBe(perName.freeFailures + 1);
    // The right password from the owner's own address waits out the name's short hold like
    // anyone's, then signs in.
    t.clock.advance(perName.maxDelaySeconds * SECOND);
    expect((await attempt('mjones', TEST_PASSWORD, OWNER)).status).toBe(200);
  });

  it('answers a held attempt in Spanish with Retry-After', async () => {
    for (let i = 0; i <= perSource.freeFailures; i += 1) await attempt('nobody', WRONG, GUESSER);
    const browser = await openBrowser(t);
    const held = await browser.agent
      .post('/api/muni/staff/session')
      .set(browser.xsrf)
      .set('X-Forwarded-For', GUESSER)
      .set('Accept-Language', 'es')
      .send({ username: 'nobody', password: WRONG })
      .expect(429);
    expect(held.headers['retry-after']).toBe('1');
    expect(held.body.error).toBe(API_MESSAGES.es['staff.slowDown']);
  });

  it('does not stop the owner because a stranger elsewhere guesses', async () => {
    for (let i = 0; i < 10; i += 1) await attempt('mjones', WRONG, GUESSER);
    expect((await attempt('mjones', TEST_PASSWORD, GUESSER)).status).toBe(429);
    expect((await attempt('mjones', TEST_PASSWORD, OWNER)).status).toBe(200);
  });

  it('holds a name everywhere only after many failures, and then only briefly', async () => {
    await strangersFail(perName.freeFailures - 1);
    expect((await attempt('mjones', TEST_PASSWORD, OWNER)).status).toBe(200);

    // The owner's sign-in forgot those; now enough strangers fail to hold the name, also for the
    // owner away from the address they signed in from.
    await strangersFail(perName.freeFailures, 50);
    const waits: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      expect((await attempt('mjones', WRONG, stranger(200 + i))).status).toBe(401);
      const held = await attempt('mjones', TEST_PASSWORD, OWNER_AWAY);
      expect(held.status).toBe(429);
      waits.push(retryAfterSeconds(held));
      t.clock.advance(retryAfterSeconds(held) * SECOND);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
    expect((await attempt('mjones', TEST_PASSWORD, OWNER_AWAY)).status).toBe(200);
  });

  it('never holds an address the owner signed in from for a name held elsewhere', async () => {
    expect((await attempt('mjones', TEST_PASSWORD, OWNER)).status).toBe(200);
    await strangersFail(perName.freeFailures + 5);
    expect((await attempt('mjones', TEST_PASSWORD, stranger(241))).status).toBe(429);
    expect((await attempt('mjones', TEST_PASSWORD, OWNER)).status).toBe(200);

    // The trust lasts 30 days from the last sign-in.
    t.clock.advance(STAFF_SIGN_IN_THROTTLE.trustedSourceDays * 24 * HOUR + SECOND);
    await strangersFail(perName.freeFailures + 1);
    expect((await attempt('mjones', TEST_PASSWORD, OWNER)).status).toBe(429);
  });

  it('counts an IPv6 client by its /64', async () => {
    for (let i = 1; i <= perSource.freeFailures + 1; i += 1) {
      expect((await attempt('mjones', WRONG, `2001:db8:1:2::${i}`)).status).toBe(401);
    }
    expect((await attempt('mjones', TEST_PASSWORD, '2001:db8:1:2:ffff::9')).status).toBe(429);
    expect((await attempt('mjones', TEST_PASSWORD, '2001:db8:1:3::1')).status).toBe(200);
  });

  it('forgets failures after a day without one, and sweeps the old counts', async () => {
    for (let i = 0; i < perSource.freeFailures; i += 1) await attempt('mjones', WRONG, GUESSER);
    t.clock.advance(STAFF_SIGN_IN_THROTTLE.forgetAfterHours * HOUR + SECOND);
    for (let i = 0; i < perSource.freeFailures; i += 1) {
      expect((await attempt('mjones', WRONG, GUESSER)).status).toBe(401);
    }
    expect((await attempt('mjones', TEST_PASSWORD, GUESSER)).status).toBe(200);

    await attempt('nobody', WRONG, GUESSER);
    t.clock.advance(STAFF_SIGN_IN_THROTTLE.forgetAfterHours * HOUR + SECOND);
    await attempt('someone', WRONG, OWNER);
    const rows = await t.database.db.selectFrom('signInThrottle').select('key').execute();
    // The fresh failure's two counts, and the address trusted for mjones.
    expect(rows.map((row) => row.key.split(':')[0]).sort()).toEqual(['name', 'source', 'trusted']);
  });

  it('lets reset-password lift every hold on the name, and only on it', async () => {
    for (let i = 0; i <= perSource.freeFailures; i += 1) {
      await attempt('mjones', WRONG, GUESSER);
      await attempt('nobody', WRONG, GUESSER);
    }
    // With those three, the strangers' failures reach the per-name count that holds the name.
    await strangersFail(perName.freeFailures - perSource.freeFailures);
    expect((await attempt('mjones', TEST_PASSWORD, OWNER)).status).toBe(429);
    expect((await attempt('mjones', TEST_PASSWORD, GUESSER)).status).toBe(429);

    const newPassword = 'a brand new passphrase';
    await resetStaffPassword({ db: t.database.db, clock: t.clock }, 'mjones', newPassword);
    expect((await attempt('mjones', newPassword, GUESSER)).status).toBe(200);
    expect((await attempt('mjones', newPassword, OWNER)).status).toBe(200);
    expect((await attempt('nobody', WRONG, GUESSER)).status).toBe(429);
  });

  it('audits every checked failure, and each hold once when it starts', async () => {
    for (let i = 0; i <= perSource.freeFailures; i += 1) {
      await attempt('mjones', WRONG, GUESSER);
      await attempt('Nobody', WRONG, GUESSER);
    }
    for (let i = 0; i < 5; i += 1) {
      expect((await attempt('mjones', WRONG, GUESSER)).status).toBe(429);
      expect((await attempt('nobody', WRONG, GUESSER)).status).toBe(429);
    }
    const failures = await auditRows('staff.sign-in-failed');
    expect(failures).toHaveLength(2 * (perSource.freeFailures + 1));
    const holds = await auditRows('staff.sign-in-throttled');
    const masked = expect.stringMatching(/^unknown\(6 chars, [0-9a-f]{12}\)$/);
    expect(holds).toEqual([
      expect.objectContaining({
        actor: null,
        subjectType: 'staff_user',
        subjectId: 'mjones',
        details: {
          username: 'mjones',
          scope: 'source',
          source: GUESSER,
          failures: 3,
          delaySeconds: 1,
        },
      }),
      expect.objectContaining({
        actor: null,
        subjectType: null,
        subjectId: null,
        details: {
          username: masked,
          scope: 'source',
          source: GUESSER,
          failures: 3,
          delaySeconds: 1,
        },
      }),
    ]);
    expect(JSON.stringify(holds)).not.toMatch(/nobody/i);
  });
});
