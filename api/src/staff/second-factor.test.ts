import { createHash } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import {
  COURT_INFO,
  RECOVERY_CODE_COUNT,
  type TotpEnrolled,
  type TotpEnrolment,
} from '@court/contract';
import { isApiResponse } from '@court/contract/responses';
import { EXIT_OK, EXIT_REFUSED, runStaffCommand } from '../cli/staff';
import { insertContentVersion } from '../content/content-repository';
import { openField, parseFieldKey } from '../platform/crypto/field-encryption';
import {
  appCode,
  createTestStaff,
  enrolTestApp,
  openBrowser,
  sessionCookieOf,
  TEST_PASSWORD,
  type TestBrowser,
  auditRowsOf,
  failuresOfName as failuresOfNameIn,
} from '../testing/staff-test-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { forEachDatabase } from '../testing/test-database';
import { resealSecondFactorSecrets, TOTP_SECRET_CONTEXT } from './second-factor-service';
import { API_MESSAGES } from '../platform/messages';

const STAFF = '/api/muni/staff';
const STEP_MS = 30_000;
const en = API_MESSAGES.en;

/** A six-digit code the app does not show at `at`, nor a step before or after. */
function wrongCode(secret: string, at: Date): string {
  const right = [-STEP_MS, 0, STEP_MS].map((offset) =>
    appCode(secret, new Date(at.getTime() + offset)),
  );
  for (let n = 0; ; n += 1) {
    const code = String(n).padStart(6, '0');
    if (!right.includes(code)) return code;
  }
}

forEachDatabase((dialect) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp(dialect, { env: { STAFF_SECOND_FACTOR_REQUIRED: 'true' } });
  });

  afterEach(async () => {
    await t.database.drop();
  });

  function signInWithPassword(browser: TestBrowser, username: string) {
    return browser.agent
      .post(`${STAFF}/session`)
      .set(browser.xsrf)
      .send({ username, password: TEST_PASSWORD });
  }

  function giveCode(browser: TestBrowser, code: string) {
    return browser.agent.post(`${STAFF}/session/factor`).set(browser.xsrf).send({ code });
  }

  async function signOut(browser: TestBrowser): Promise<void> {
    await browser.agent.delete(`${STAFF}/session`).set(browser.xsrf).expect(204);
  }

  const enrol = (browser: TestBrowser) => enrolTestApp(t, browser);

  const auditRows = (action: string) => auditRowsOf(t, action);
  const failuresOfName = () => failuresOfNameIn(t);

  async function userRow(username: string) {
    return t.database.db
      .selectFrom('staffUser')
      .selectAll()
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
  }

  it("files the app's codes under the court's published name", async () => {
    await insertContentVersion(t.database.db, 'court-facts', {
      data: JSON.stringify({ ...COURT_INFO, name: 'Example Municipal Court' }),
      publishedBy: 'webeditor',
      createdAt: t.clock.now().toISOString(),
      publishAt: t.clock.now().toISOString(),
    });
    await createTestStaff(t, 'boss', ['admin']);
    const browser = await openBrowser(t);
    await signInWithPassword(browser, 'boss').expect(200);
    const started = await browser.agent
      .post(`${STAFF}/second-factor/totp`)
      .set(browser.xsrf)
      .expect(200);
    const { uri } = started.body as TotpEnrolment;
    expect(uri).toMatch(
      /^otpauth:\/\/totp\/Example%20Municipal%20Court:boss\?issuer=Example%20Municipal%20Court&/,
    );
  });

  it('has an administrator set up an app before anything else, then give a code at each sign-in', async () => {
    await createTestStaff(t, 'boss', ['admin']);
    const browser = await openBrowser(t);

    const first = await signInWithPassword(browser, 'boss').expect(200);
    expect(first.body).toEqual({ next: 'enrol' });
    expect(isApiResponse('signIn', first.body)).toBe(true);
    // Until enrolled, the session can do nothing but enrol.
    await browser.agent.get(`${STAFF}/me`).expect(401);
    await browser.agent.get(`${STAFF}/audit`).expect(401);
    await browser.agent.get(`${STAFF}/accounts`).expect(401);
    await giveCode(browser, '123456').expect(401);
    expect(await auditRows('staff.sign-in')).toEqual([]);

    const started = await browser.agent
      .post(`${STAFF}/second-factor/totp`)
      .set(browser.xsrf)
      .expect(200);
    expect(started.headers['cache-control']).toBe('no-store');
    expect(isApiResponse('totpEnrolment', started.body)).toBe(true);
    const { secret, uri, qr } = started.body as TotpEnrolment;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/Canton%20Municipal%20Court:boss?issuer=Canton%20Municipal%20Court&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qr.modules).toHaveLength(qr.size * qr.size);
    const session = await t.database.db
      .selectFrom('staffSession')
      .select(['stage', 'totpPendingSecret'])
      .executeTakeFirstOrThrow();
    expect(session.stage).toBe('enrol');
    expect(session.totpPendingSecret).not.toContain(secret);

    const confirm = (code: string) =>
      browser.agent.post(`${STAFF}/second-factor/totp/confirm`).set(browser.xsrf).send({ code });
    const wrong = await confirm(wrongCode(secret, t.clock.now())).expect(400);
    expect(wrong.body.errors).toEqual({ code: en['staff.secondFactor.appCode.wrong'] });
    expect(await auditRows('staff.second-factor-failed')).toEqual([
      { actor: null, subjectId: 'boss', details: { stage: 'enrol' } },
    ]);
    expect(await failuresOfName()).toBe(1);

    const enrolmentCode = appCode(secret, t.clock.now());
    const enrolled = await confirm(enrolmentCode).expect(200);
    expect(enrolled.headers['cache-control']).toBe('no-store');
    expect(isApiResponse('totpEnrolled', enrolled.body)).toBe(true);
    const { user, recoveryCodes } = enrolled.body as TotpEnrolled;
    expect(user).toEqual({
      username: 'boss',
      displayName: 'Test boss',
      roles: ['admin'],
      secondFactor: true,
    });
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of recoveryCodes)
      expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){2}$/);
    // A new session id once the factor is proved.
    expect(sessionCookieOf(enrolled)).toBeDefined();
    expect(sessionCookieOf(enrolled)).not.toBe(sessionCookieOf(first));
    expect((await browser.agent.get(`${STAFF}/me`).expect(200)).body).toEqual(user);
    await browser.agent.get(`${STAFF}/audit`).expect(200);
    expect(await failuresOfName()).toBeUndefined();

    // Stored sealed, and the recovery codes as hashes only.
    const row = await userRow('boss');
    expect(row.totpSecret).not.toContain(secret);
    expect(openField(t.config.fieldKeyring, TOTP_SECRET_CONTEXT, row.totpSecret ?? '')).toBe(
      secret,
    );
    expect(row.totpEnrolledAt).toBe(t.clock.now().toISOString());
    const stored = await t.database.db
      .selectFrom('staffRecoveryCode')
      .select(['codeHash', 'usedAt'])
      .execute();
    expect(stored.map((code) => code.codeHash).sort()).toEqual(
      recoveryCodes
        .map((code) => createHash('sha256').update(code.replace(/-/g, '')).digest('hex'))
        .sort(),
    );
    expect(await auditRows('staff.second-factor.enrol')).toEqual([
      { actor: 'boss', subjectId: 'boss', details: { recoveryCodes: RECOVERY_CODE_COUNT } },
    ]);
    expect(await auditRows('staff.sign-in')).toEqual([
      { actor: 'boss', subjectId: 'boss', details: { method: 'password+totp' } },
    ]);

    // Next sign-in: the password, then a code.
    await signOut(browser);
    const again = await signInWithPassword(browser, 'boss').expect(200);
    expect(again.body).toEqual({ next: 'factor', factors: ['app'] });
    await browser.agent.get(`${STAFF}/me`).expect(401);
    await browser.agent.post(`${STAFF}/second-factor/totp`).set(browser.xsrf).expect(401);
    const refused = await giveCode(browser, wrongCode(secret, t.clock.now())).expect(400);
    expect(refused.body.errors).toEqual({ code: en['staff.secondFactor.code.wrong'] });
    expect(await failuresOfName()).toBe(1);
    // The code that confirmed the app was used once already: its step is spent.
    await giveCode(browser, enrolmentCode).expect(400);
    await giveCode(browser, 'not a code').expect(400);
    expect(await failuresOfName()).toBe(3);
    // The third failure from this address holds it for a second, as wrong passwords do.
    const held = await giveCode(browser, appCode(secret, t.clock.now())).expect(429);
    expect(held.headers['retry-after']).toBe('1');
    // Past the hold, and into the next step: this one's code confirmed the app.
    t.clock.advance(STEP_MS);
    const code = appCode(secret, t.clock.now());
    const signedIn = await giveCode(browser, code).expect(200);
    expect(signedIn.body).toEqual(user);
    expect(sessionCookieOf(signedIn)).not.toBe(sessionCookieOf(again));
    await browser.agent.get(`${STAFF}/accounts`).expect(200);
    const factorAt = await t.database.db
      .selectFrom('staffSession')
      .select(['stage', 'factorAt'])
      .executeTakeFirstOrThrow();
    expect(factorAt).toEqual({ stage: 'complete', factorAt: t.clock.now().toISOString() });
    expect((await userRow('boss')).lastSignInAt).toBe(t.clock.now().toISOString());
    expect(await auditRows('staff.second-factor-failed')).toHaveLength(4);

    // The same code again, at a new sign-in within its 30 seconds, is refused.
    await signOut(browser);
    await signInWithPassword(browser, 'boss').expect(200);
    await giveCode(browser, code).expect(400);
    // The next step's code works.
    t.clock.advance(STEP_MS);
    await giveCode(browser, appCode(secret, t.clock.now())).expect(200);

    // A recovery code works once, however it is typed.
    const [recoveryCode = ''] = recoveryCodes;
    await signOut(browser);
    await signInWithPassword(browser, 'boss').expect(200);
    await giveCode(browser, ` ${recoveryCode.toUpperCase().replace(/-/g, ' ')} `).expect(200);
    await signOut(browser);
    await signInWithPassword(browser, 'boss').expect(200);
    await giveCode(browser, recoveryCode).expect(400);
    const usedCodes = await t.database.db
      .selectFrom('staffRecoveryCode')
      .select('usedAt')
      .where('usedAt', 'is not', null)
      .execute();
    expect(usedCodes).toHaveLength(1);
    expect((await auditRows('staff.sign-in')).map((entry) => entry.details)).toEqual([
      { method: 'password+totp' },
      { method: 'password+totp' },
      { method: 'password+totp' },
      { method: 'password+recovery-code' },
    ]);
  });

  it('asks the forms role to enrol too, and lets other roles in with their password', async () => {
    await createTestStaff(t, 'formsclerk', ['forms']);
    await createTestStaff(t, 'juryclerk', ['jury']);
    const forms = await openBrowser(t);
    expect((await signInWithPassword(forms, 'formsclerk').expect(200)).body).toEqual({
      next: 'enrol',
    });

    const jury = await openBrowser(t);
    const direct = await signInWithPassword(jury, 'juryclerk').expect(200);
    expect(direct.body).toEqual({
      username: 'juryclerk',
      displayName: 'Test juryclerk',
      roles: ['jury'],
      secondFactor: false,
    });
    expect(isApiResponse('signIn', direct.body)).toBe(true);
    const notNeeded = await giveCode(jury, '123456').expect(409);
    expect(notNeeded.body.error).toBe(en['staff.secondFactor.notNeeded']);

    // Optional for this role: once set up, it is asked for like anyone's.
    const { secret } = await enrol(jury);
    expect((await jury.agent.get(`${STAFF}/me`).expect(200)).body).toMatchObject({
      secondFactor: true,
    });
    const already = await jury.agent.post(`${STAFF}/second-factor/totp`).set(jury.xsrf).expect(409);
    expect(already.body.error).toBe(en['staff.secondFactor.alreadyEnrolled']);
    expect(await auditRows('staff.sign-in')).toEqual([
      { actor: 'juryclerk', subjectId: 'juryclerk', details: { method: 'password' } },
    ]);
    expect(await auditRows('staff.second-factor.enrol')).toHaveLength(1);

    await signOut(jury);
    expect((await signInWithPassword(jury, 'juryclerk').expect(200)).body).toEqual({
      next: 'factor',
      factors: ['app'],
    });
    t.clock.advance(STEP_MS);
    await giveCode(jury, appCode(secret, t.clock.now())).expect(200);
  });

  it('confirms only an enrolment this session started', async () => {
    await createTestStaff(t, 'juryclerk', ['jury']);
    const browser = await openBrowser(t);
    await signInWithPassword(browser, 'juryclerk').expect(200);
    const response = await browser.agent
      .post(`${STAFF}/second-factor/totp/confirm`)
      .set(browser.xsrf)
      .send({ code: '123456' })
      .expect(409);
    expect(response.body.error).toBe(en['staff.secondFactor.notStarted']);
    const empty = await browser.agent
      .post(`${STAFF}/second-factor/totp/confirm`)
      .set(browser.xsrf)
      .send({})
      .expect(400);
    expect(empty.body.errors).toEqual({ code: en['staff.secondFactor.appCode.required'] });
    const number = await browser.agent
      .post(`${STAFF}/second-factor/totp/confirm`)
      .set(browser.xsrf)
      .send({ code: 123456 })
      .expect(400);
    expect(number.body.errors).toEqual({ code: en['staff.secondFactor.appCode.required'] });
  });

  it('asks for a code left out, blank, or sent as anything but text, counting no failure', async () => {
    await createTestStaff(t, 'boss', ['admin']);
    const browser = await openBrowser(t);
    await signInWithPassword(browser, 'boss').expect(200);
    await enrol(browser);
    await signOut(browser);
    await signInWithPassword(browser, 'boss').expect(200);
    for (const body of [{}, { code: '   ' }, { code: 123456 }, { code: ['123456'] }, ['123456']]) {
      const response = await browser.agent
        .post(`${STAFF}/session/factor`)
        .set(browser.xsrf)
        .send(body)
        .expect(400);
      expect(response.body.errors).toEqual({ code: en['staff.secondFactor.code.required'] });
    }
    expect(await auditRows('staff.second-factor-failed')).toEqual([]);
    expect((await userRow('boss')).factorFailures).toBe(0);
  });

  it('removes an app from the command line for a lost phone: the person enrols again', async () => {
    await createTestStaff(t, 'boss', ['admin']);
    const browser = await openBrowser(t);
    await signInWithPassword(browser, 'boss').expect(200);
    await enrol(browser);

    const run = async (args: string[]) => {
      let stdout = '';
      let stderr = '';
      const sink = (append: (text: string) => void) => {
        const stream = new PassThrough();
        stream.on('data', (chunk: Buffer) => append(chunk.toString()));
        return stream;
      };
      const code = await runStaffCommand(
        args,
        { db: t.database.db, clock: t.clock },
        {
          stdin: Readable.from([]),
          stdout: sink((text) => (stdout += text)),
          stderr: sink((text) => (stderr += text)),
        },
      );
      return { code, stdout, stderr };
    };
    expect(await run(['reset-second-factor', '--username', 'Boss'])).toEqual({
      code: EXIT_OK,
      stdout:
        'Authentication app, recovery codes and passkeys removed for boss; their sessions ended.\n',
      stderr: '',
    });
    await browser.agent.get(`${STAFF}/me`).expect(401);
    const row = await userRow('boss');
    expect([row.totpSecret, row.totpLastStep, row.totpEnrolledAt]).toEqual([null, null, null]);
    expect(await t.database.db.selectFrom('staffRecoveryCode').selectAll().execute()).toEqual([]);
    expect(await auditRows('staff.user.reset-second-factor')).toEqual([
      { actor: null, subjectId: 'boss', details: { source: 'cli' } },
    ]);
    expect((await run(['list'])).stdout).toMatch(/boss .*admin\s+none\s+active/);
    expect(await run(['reset-second-factor', '--username', 'boss'])).toMatchObject({
      code: EXIT_REFUSED,
      stderr: 'boss has no authentication app or passkey to reset.\n',
    });

    const back = await openBrowser(t);
    expect((await signInWithPassword(back, 'boss').expect(200)).body).toEqual({ next: 'enrol' });
  });

  it('removes another account’s app from the accounts tool, never the administrator’s own', async () => {
    await createTestStaff(t, 'boss', ['admin']);
    await createTestStaff(t, 'formsclerk', ['forms']);
    await createTestStaff(t, 'juryclerk', ['jury']);
    const admin = await openBrowser(t);
    await signInWithPassword(admin, 'boss').expect(200);
    await enrol(admin);
    const clerk = await openBrowser(t);
    await signInWithPassword(clerk, 'formsclerk').expect(200);
    await enrol(clerk);

    const listed = await admin.agent.get(`${STAFF}/accounts`).expect(200);
    const flags = (listed.body as { accounts: { username: string; secondFactor: boolean }[] })
      .accounts;
    expect(flags.map(({ username, secondFactor }) => [username, secondFactor])).toEqual([
      ['boss', true],
      ['formsclerk', true],
      ['juryclerk', false],
    ]);

    const reset = (username: string) =>
      admin.agent.post(`${STAFF}/accounts/${username}/second-factor/reset`).set(admin.xsrf);
    const own = await reset('boss').expect(409);
    expect(own.body.error).toBe(en['staff.account.ownSecondFactor']);
    const none = await reset('juryclerk').expect(409);
    expect(none.body.error).toBe(en['staff.account.noSecondFactor']);
    await reset('nobody').expect(404);

    const done = await reset('formsclerk').expect(200);
    expect(isApiResponse('staffAccount', done.body)).toBe(true);
    expect(done.body).toMatchObject({ username: 'formsclerk', secondFactor: false });
    await clerk.agent.get(`${STAFF}/me`).expect(401);
    expect(await auditRows('staff.user.reset-second-factor')).toEqual([
      { actor: 'boss', subjectId: 'formsclerk', details: { source: 'browser' } },
    ]);
    expect(
      await t.database.db
        .selectFrom('staffRecoveryCode')
        .innerJoin('staffUser', 'staffUser.id', 'staffRecoveryCode.staffUserId')
        .select('username')
        .distinct()
        .execute(),
    ).toEqual([{ username: 'boss' }]);
    expect((await signInWithPassword(clerk, 'formsclerk').expect(200)).body).toEqual({
      next: 'enrol',
    });
  });

  it('locks an account’s second factor after 100 failed proofs in a row, until an administrator resets it', async () => {
    await createTestStaff(t, 'boss', ['admin']);
    await createTestStaff(t, 'formsclerk', ['forms']);
    const admin = await openBrowser(t);
    await signInWithPassword(admin, 'boss').expect(200);
    await enrol(admin);
    const clerk = await openBrowser(t);
    await signInWithPassword(clerk, 'formsclerk').expect(200);
    const { secret } = await enrol(clerk);
    await signOut(clerk);
    const setFailures = (factorFailures: number) =>
      t.database.db
        .updateTable('staffUser')
        .set({ factorFailures })
        .where('username', '=', 'formsclerk')
        .execute();

    // A right code starts the count again (a later one: the enrolment's was used).
    await setFailures(60);
    t.clock.advance(STEP_MS);
    await signInWithPassword(clerk, 'formsclerk').expect(200);
    await giveCode(clerk, appCode(secret, t.clock.now())).expect(200);
    expect((await userRow('formsclerk')).factorFailures).toBe(0);
    await signOut(clerk);

    await setFailures(98);
    t.clock.advance(STEP_MS);
    await signInWithPassword(clerk, 'formsclerk').expect(200);
    await giveCode(clerk, wrongCode(secret, t.clock.now())).expect(400);
    expect(await auditRows('staff.second-factor-locked')).toEqual([]);
    t.clock.advance(60_000);
    await giveCode(clerk, wrongCode(secret, t.clock.now())).expect(400);
    expect(await auditRows('staff.second-factor-locked')).toEqual([
      { actor: null, subjectId: 'formsclerk', details: { failures: 100 } },
    ]);
    // The right code no longer helps, in either language.
    t.clock.advance(60_000);
    const locked = await giveCode(clerk, appCode(secret, t.clock.now())).expect(403);
    expect(locked.body.error).toBe(en['staff.secondFactor.locked']);
    const spanish = await clerk.agent
      .post(`${STAFF}/session/factor`)
      .set(clerk.xsrf)
      .set('Accept-Language', 'es')
      .send({ code: appCode(secret, t.clock.now()) })
      .expect(403);
    expect(spanish.body.error).toBe(API_MESSAGES.es['staff.secondFactor.locked']);

    await admin.agent
      .post(`${STAFF}/accounts/formsclerk/second-factor/reset`)
      .set(admin.xsrf)
      .expect(200);
    expect((await userRow('formsclerk')).factorFailures).toBe(0);
    const back = await openBrowser(t);
    expect((await signInWithPassword(back, 'formsclerk').expect(200)).body).toEqual({
      next: 'enrol',
    });
  });

  it('re-seals app secrets, in force or being set up, under a new field key', async () => {
    await createTestStaff(t, 'boss', ['admin']);
    await createTestStaff(t, 'juryclerk', ['jury']);
    const admin = await openBrowser(t);
    await signInWithPassword(admin, 'boss').expect(200);
    const { secret } = await enrol(admin);
    const clerk = await openBrowser(t);
    await signInWithPassword(clerk, 'juryclerk').expect(200);
    const pending = await clerk.agent
      .post(`${STAFF}/second-factor/totp`)
      .set(clerk.xsrf)
      .expect(200);

    const newKey = parseFieldKey(`k2:${Buffer.alloc(32, 7).toString('base64')}`, 'TEST');
    const rotated = { current: newKey, previous: [t.config.fieldKeyring.current] };
    expect(await resealSecondFactorSecrets(t.database.db, rotated)).toBe(2);
    expect(await resealSecondFactorSecrets(t.database.db, rotated)).toBe(0);
    const onlyNewKey = { current: newKey, previous: [] };
    const row = await userRow('boss');
    expect(openField(onlyNewKey, TOTP_SECRET_CONTEXT, row.totpSecret ?? '')).toBe(secret);
    const session = await t.database.db
      .selectFrom('staffSession')
      .select('totpPendingSecret')
      .where('totpPendingSecret', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(
      openField(onlyNewKey, 'staff_session.totp_pending_secret', session.totpPendingSecret ?? ''),
    ).toBe((pending.body as TotpEnrolment).secret);
  });
});
