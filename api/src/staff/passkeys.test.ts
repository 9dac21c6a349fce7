import { PassThrough, Readable } from 'node:stream';
import {
  type PasskeyCreationOptions,
  type PasskeyRequestOptions,
  type PasskeysChanged,
  type StaffAccountList,
  type StaffPasskeyList,
} from '@court/contract';
import { isApiResponse } from '@court/contract/responses';
import { EXIT_OK, runStaffCommand } from '../cli/staff';
import {
  SoftwareAuthenticator,
  type CredentialJSON,
  type SoftwarePasskey,
} from '../testing/software-authenticator';
import {
  createTestStaff,
  openBrowser,
  sessionCookieOf,
  TEST_PASSWORD,
  type TestBrowser,
  auditRowsOf,
  failuresOfName as failuresOfNameIn,
} from '../testing/staff-test-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { forEachDatabase } from '../testing/test-database';
import { API_MESSAGES } from '../platform/messages';

const STAFF = '/api/muni/staff';
const en = API_MESSAGES.en;

forEachDatabase((dialect) => {
  let t: TestApp;
  let authenticator: SoftwareAuthenticator;

  beforeEach(async () => {
    t = await createTestApp(dialect, { env: { STAFF_SECOND_FACTOR_REQUIRED: 'true' } });
    authenticator = new SoftwareAuthenticator();
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

  async function signOut(browser: TestBrowser): Promise<void> {
    await browser.agent.delete(`${STAFF}/session`).set(browser.xsrf).expect(204);
  }

  async function creationOptions(browser: TestBrowser): Promise<PasskeyCreationOptions> {
    const answer = await browser.agent
      .post(`${STAFF}/passkeys/options`)
      .set(browser.xsrf)
      .expect(200);
    expect(isApiResponse('passkeyCreationOptions', answer.body)).toBe(true);
    return answer.body as PasskeyCreationOptions;
  }

  function register(browser: TestBrowser, name: string, credential: CredentialJSON) {
    return browser.agent.post(`${STAFF}/passkeys`).set(browser.xsrf).send({ name, credential });
  }

  /** Adds a passkey from a signed-in or enrolling browser, as the kit does. */
  async function addPasskey(browser: TestBrowser, name = 'Work laptop'): Promise<SoftwarePasskey> {
    const { passkey, credential } = authenticator.create(await creationOptions(browser));
    await register(browser, name, credential).expect(200);
    return passkey;
  }

  async function signInOptions(browser: TestBrowser): Promise<PasskeyRequestOptions> {
    const answer = await browser.agent
      .post(`${STAFF}/session/passkey/options`)
      .set(browser.xsrf)
      .expect(200);
    expect(isApiResponse('passkeyRequestOptions', answer.body)).toBe(true);
    return answer.body as PasskeyRequestOptions;
  }

  function signInWithPasskey(browser: TestBrowser, credential: CredentialJSON) {
    return browser.agent.post(`${STAFF}/session/passkey`).set(browser.xsrf).send({ credential });
  }

  const auditRows = (action: string) => auditRowsOf(t, action);
  const failuresOfName = () => failuresOfNameIn(t);

  async function storedPasskeys() {
    return t.database.db
      .selectFrom('staffPasskey')
      .innerJoin('staffUser', 'staffUser.id', 'staffPasskey.staffUserId')
      .select(['username', 'name', 'signCount', 'lastUsedAt', 'backedUp'])
      .orderBy('staffPasskey.id')
      .execute();
  }

  it('adds a passkey for a signed-in person, who then signs in with it alone', async () => {
    await createTestStaff(t, 'juryclerk', ['jury']);
    const browser = await openBrowser(t);
    const password = await signInWithPassword(browser, 'juryclerk').expect(200);

    const options = await creationOptions(browser);
    expect(options).toMatchObject({
      rp: { id: 'localhost', name: 'Canton Municipal Court' },
      user: { name: 'juryclerk', displayName: 'Test juryclerk' },
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
      attestation: 'none',
      excludeCredentials: [],
    });
    expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { passkey, credential } = authenticator.create(options);
    // A name is checked before the challenge is used, so the person can correct it.
    expect((await register(browser, ' ', credential).expect(400)).body.errors).toEqual({
      name: en['staff.passkey.name.required'],
    });
    expect((await register(browser, 'x'.repeat(61), credential).expect(400)).body.errors).toEqual({
      name: en['staff.passkey.name.tooLong'],
    });
    // A name left out or sent as anything but text is no name, even with a bad answer beside it.
    for (const body of [{ credential }, { name: 7, credential }, { name: ['Work laptop'] }]) {
      const unnamed = await browser.agent
        .post(`${STAFF}/passkeys`)
        .set(browser.xsrf)
        .send(body)
        .expect(400);
      expect(unnamed.body.errors).toEqual({ name: en['staff.passkey.name.required'] });
    }
    const added = await register(browser, '  Work   laptop ', credential).expect(200);
    expect(isApiResponse('passkeysChanged', added.body)).toBe(true);
    expect(added.body).toEqual({
      user: {
        username: 'juryclerk',
        displayName: 'Test juryclerk',
        roles: ['jury'],
        secondFactor: true,
      },
      passkeys: [
        {
          id: expect.any(Number) as number,
          name: 'Work laptop',
          createdAt: t.clock.now().toISOString(),
          lastUsedAt: null,
          backedUp: false,
        },
      ],
    } satisfies PasskeysChanged);
    // A factor was proved: a new session id.
    expect(sessionCookieOf(added)).not.toBe(sessionCookieOf(password));
    expect((await browser.agent.get(`${STAFF}/me`).expect(200)).body).toMatchObject({
      secondFactor: true,
    });
    expect(await auditRows('staff.passkey.register')).toEqual([
      {
        actor: 'juryclerk',
        subjectId: 'juryclerk',
        details: { name: 'Work laptop', backedUp: false },
      },
    ]);
    // The same answer again: its challenge is spent.
    const again = await register(browser, 'Again', credential).expect(409);
    expect(again.body.error).toBe(en['staff.passkey.notStarted']);
    const list = await browser.agent.get(`${STAFF}/passkeys`).expect(200);
    expect(isApiResponse('staffPasskeys', list.body)).toBe(true);
    expect(list.body).toEqual({ passkeys: (added.body as PasskeysChanged).passkeys });

    await signOut(browser);
    t.clock.advance(60_000);
    const requestOptions = await signInOptions(browser);
    expect(requestOptions).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(requestOptions.allowCredentials ?? []).toEqual([]);
    const assertion = authenticator.get(passkey, requestOptions);
    const signedIn = await signInWithPasskey(browser, assertion).expect(200);
    expect(isApiResponse('staffUser', signedIn.body)).toBe(true);
    expect(signedIn.body).toMatchObject({ username: 'juryclerk', secondFactor: true });
    await browser.agent.get(`${STAFF}/me`).expect(200);
    // The device that holds it is not asked to make another (the sign-in with it proved the
    // factor that adding one now needs).
    const next = await creationOptions(browser);
    expect(next.excludeCredentials?.map((descriptor) => descriptor.id)).toEqual([credential.id]);
    expect(next.user.id).toBe(options.user.id);
    // A passkey proves both factors: the session is complete and says when one was proved.
    const now = t.clock.now().toISOString();
    expect(
      await t.database.db.selectFrom('staffSession').select(['stage', 'factorAt']).execute(),
    ).toEqual([{ stage: 'complete', factorAt: now }]);
    expect((await storedPasskeys()).map((row) => [Number(row.signCount), row.lastUsedAt])).toEqual([
      [1, now],
    ]);
    expect(await auditRows('staff.sign-in')).toEqual([
      { actor: 'juryclerk', subjectId: 'juryclerk', details: { method: 'password' } },
      { actor: 'juryclerk', subjectId: 'juryclerk', details: { method: 'passkey' } },
    ]);

    // The same signature again: its challenge was used.
    await signOut(browser);
    const replayed = await signInWithPasskey(browser, assertion).expect(400);
    expect(replayed.body.error).toBe(en['staff.passkey.expired']);
    // A challenge answered too late.
    const late = await signInOptions(browser);
    t.clock.advance(5 * 60_000);
    await signInWithPasskey(browser, authenticator.get(passkey, late)).expect(400);
    await browser.agent.get(`${STAFF}/me`).expect(401);
  });

  it('refuses a passkey it does not know, a disabled account’s, and one signed for another site', async () => {
    await createTestStaff(t, 'juryclerk', ['jury']);
    const browser = await openBrowser(t);
    await signInWithPassword(browser, 'juryclerk').expect(200);
    const passkey = await addPasskey(browser);
    await signOut(browser);

    // A passkey made for this site elsewhere: another database, or one since restored.
    const stranger = new SoftwareAuthenticator();
    const { passkey: unknownPasskey } = stranger.create({
      rp: { id: 'localhost', name: 'Canton Municipal Court' },
      user: { id: 'c29tZW9uZQ', name: 'someone', displayName: 'Someone' },
      challenge: 'c29tZSBjaGFsbGVuZ2U',
      pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
    });
    const refused = await signInWithPasskey(
      browser,
      stranger.get(unknownPasskey, await signInOptions(browser)),
    ).expect(401);
    expect(refused.body.error).toBe(en['staff.passkey.signInFailed']);
    expect(await auditRows('staff.sign-in-failed')).toEqual([
      { actor: null, subjectId: null, details: { method: 'passkey', username: null } },
    ]);
    // No account is known, so no name's count grows.
    expect(await failuresOfName()).toBeUndefined();

    // Signed on a look-alike site, relayed here: the browser wrote that site's origin.
    const phished = new SoftwareAuthenticator({ origin: 'https://court-staff.example.com' });
    await signInWithPasskey(browser, phished.get(passkey, await signInOptions(browser))).expect(
      401,
    );
    // Made without the person's fingerprint or PIN.
    const unverified = new SoftwareAuthenticator({ userVerified: false });
    await signInWithPasskey(browser, unverified.get(passkey, await signInOptions(browser))).expect(
      401,
    );
    expect(await failuresOfName()).toBe(2);

    await t.database.db
      .updateTable('staffUser')
      .set({ disabled: 1 })
      .where('username', '=', 'juryclerk')
      .execute();
    t.clock.advance(15 * 60_000);
    await signInWithPasskey(
      browser,
      authenticator.get(passkey, await signInOptions(browser)),
    ).expect(401);
    expect((await auditRows('staff.sign-in-failed')).map((row) => row.details)).toEqual([
      { method: 'passkey', username: null },
      { method: 'passkey', username: 'juryclerk' },
      { method: 'passkey', username: 'juryclerk' },
      { method: 'passkey', username: 'juryclerk' },
    ]);
    expect(await auditRows('staff.sign-in')).toHaveLength(1);
    await browser.agent.get(`${STAFF}/me`).expect(401);
  });

  it('slows a passkey held by the name’s throttle, without checking it', async () => {
    await createTestStaff(t, 'juryclerk', ['jury']);
    const browser = await openBrowser(t);
    await signInWithPassword(browser, 'juryclerk').expect(200);
    const passkey = await addPasskey(browser);
    await signOut(browser);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await browser.agent
        .post(`${STAFF}/session`)
        .set(browser.xsrf)
        .send({ username: 'juryclerk', password: 'wrong password, again' })
        .expect(401);
    }
    const held = await signInWithPasskey(
      browser,
      authenticator.get(passkey, await signInOptions(browser)),
    ).expect(429);
    expect(held.body.error).toBe(en['staff.slowDown']);
    t.clock.advance(60_000);
    // A passkey sign-in clears the name's counts, as a password does.
    await signInWithPasskey(
      browser,
      authenticator.get(passkey, await signInOptions(browser)),
    ).expect(200);
    expect(await failuresOfName()).toBeUndefined();
  });

  it('lets an administrator enrol a passkey instead of an app, then asks for it after the password', async () => {
    await createTestStaff(t, 'boss', ['admin']);
    await createTestStaff(t, 'juryclerk', ['jury']);
    const browser = await openBrowser(t);
    expect((await signInWithPassword(browser, 'boss').expect(200)).body).toEqual({
      next: 'enrol',
    });
    const passkey = await addPasskey(browser, 'Security key');
    await browser.agent.get(`${STAFF}/accounts`).expect(200);
    expect(await auditRows('staff.sign-in')).toEqual([
      { actor: 'boss', subjectId: 'boss', details: { method: 'password+passkey' } },
    ]);

    await signOut(browser);
    const factorStep = await signInWithPassword(browser, 'boss').expect(200);
    expect(factorStep.body).toEqual({ next: 'factor', factors: ['passkey'] });
    expect(isApiResponse('signIn', factorStep.body)).toBe(true);
    await browser.agent.get(`${STAFF}/me`).expect(401);
    // No code is right for an account without an app; each counts as a wrong one.
    await browser.agent
      .post(`${STAFF}/session/factor`)
      .set(browser.xsrf)
      .send({ code: '123456' })
      .expect(400);
    expect(await failuresOfName()).toBe(1);

    const options = await browser.agent
      .post(`${STAFF}/session/factor/passkey/options`)
      .set(browser.xsrf)
      .expect(200);
    const requestOptions = options.body as PasskeyRequestOptions;
    expect(requestOptions.allowCredentials?.map((descriptor) => descriptor.id)).toEqual([
      passkey.credentialId.toString('base64url'),
    ]);

    // Another account's passkey is not this account's factor.
    const clerk = await openBrowser(t);
    await signInWithPassword(clerk, 'juryclerk').expect(200);
    const clerksPasskey = await addPasskey(clerk);
    const wrong = await browser.agent
      .post(`${STAFF}/session/factor/passkey`)
      .set(browser.xsrf)
      .send({ credential: authenticator.get(clerksPasskey, requestOptions) })
      .expect(400);
    expect(wrong.body.error).toBe(en['staff.passkey.factorFailed']);
    expect(await auditRows('staff.second-factor-failed')).toHaveLength(2);

    const again = await browser.agent
      .post(`${STAFF}/session/factor/passkey/options`)
      .set(browser.xsrf)
      .expect(200);
    const proved = await browser.agent
      .post(`${STAFF}/session/factor/passkey`)
      .set(browser.xsrf)
      .send({ credential: authenticator.get(passkey, again.body as PasskeyRequestOptions) })
      .expect(200);
    expect(proved.body).toMatchObject({ username: 'boss', secondFactor: true });
    expect(sessionCookieOf(proved)).not.toBe(sessionCookieOf(factorStep));
    await browser.agent.get(`${STAFF}/accounts`).expect(200);
    expect((await auditRows('staff.sign-in')).map((row) => row.details)).toEqual([
      { method: 'password+passkey' },
      { method: 'password' },
      { method: 'password+passkey' },
    ]);
    expect(await failuresOfName()).toBeUndefined();
  });

  it('takes a passkey for the step-up before a change to an account, audited', async () => {
    await createTestStaff(t, 'boss', ['admin']);
    await createTestStaff(t, 'juryclerk', ['jury']);
    const browser = await openBrowser(t);
    await signInWithPassword(browser, 'boss').expect(200);
    const passkey = await addPasskey(browser, 'Security key');
    t.clock.advance(6 * 60_000);

    const change = () =>
      browser.agent
        .patch(`${STAFF}/accounts/juryclerk`)
        .set(browser.xsrf)
        .send({ roles: ['jury', 'careers'] });
    const refused = await change().expect(403);
    expect(refused.body).toMatchObject({ stepUp: 'factor', factors: ['passkey'] });

    const options = await browser.agent
      .post(`${STAFF}/session/factor/passkey/options`)
      .set(browser.xsrf)
      .expect(200);
    await browser.agent
      .post(`${STAFF}/session/factor/passkey`)
      .set(browser.xsrf)
      .send({ credential: authenticator.get(passkey, options.body as PasskeyRequestOptions) })
      .expect(200);
    await change().expect(200);
    expect(await auditRows('staff.step-up')).toEqual([
      { actor: 'boss', subjectId: 'boss', details: { method: 'passkey' } },
    ]);
    // The enrolment signed in; the step-up is not a sign-in.
    expect(await auditRows('staff.sign-in')).toHaveLength(1);
  });

  it('removes a person’s own passkeys, but keeps the last factor of an account that needs one', async () => {
    await createTestStaff(t, 'boss', ['admin']);
    await createTestStaff(t, 'juryclerk', ['jury']);
    const admin = await openBrowser(t);
    await signInWithPassword(admin, 'boss').expect(200);
    await addPasskey(admin, 'Laptop');
    const clerk = await openBrowser(t);
    await signInWithPassword(clerk, 'juryclerk').expect(200);
    const passkey = await addPasskey(clerk, 'Phone');

    const listOf = async (browser: TestBrowser) =>
      ((await browser.agent.get(`${STAFF}/passkeys`).expect(200)).body as StaffPasskeyList)
        .passkeys;
    const [own] = await listOf(admin);
    const [clerks] = await listOf(clerk);
    const lastFactor = await admin.agent
      .delete(`${STAFF}/passkeys/${own?.id}`)
      .set(admin.xsrf)
      .expect(409);
    expect(lastFactor.body.error).toBe(en['staff.passkey.lastFactor']);
    // Nobody reaches another person's passkeys.
    await admin.agent.delete(`${STAFF}/passkeys/${clerks?.id}`).set(admin.xsrf).expect(404);
    await admin.agent.delete(`${STAFF}/passkeys/nine`).set(admin.xsrf).expect(404);
    const removed = await clerk.agent
      .delete(`${STAFF}/passkeys/${clerks?.id}`)
      .set(clerk.xsrf)
      .expect(200);
    expect(isApiResponse('passkeysChanged', removed.body)).toBe(true);
    expect(removed.body).toMatchObject({ user: { secondFactor: false }, passkeys: [] });
    expect((await clerk.agent.get(`${STAFF}/me`).expect(200)).body).toMatchObject({
      secondFactor: false,
    });
    expect(await auditRows('staff.passkey.remove')).toEqual([
      {
        actor: 'juryclerk',
        subjectId: 'juryclerk',
        details: { passkey: clerks?.id, name: 'Phone' },
      },
    ]);

    // A removed passkey no longer signs anyone in.
    await signOut(clerk);
    const refused = await signInWithPasskey(
      clerk,
      authenticator.get(passkey, await signInOptions(clerk)),
    ).expect(401);
    expect(refused.body.error).toBe(en['staff.passkey.signInFailed']);
  });

  it('removes passkeys with the rest of a second factor when an administrator resets it', async () => {
    await createTestStaff(t, 'boss', ['admin']);
    await createTestStaff(t, 'formsclerk', ['forms']);
    await createTestStaff(t, 'juryclerk', ['jury']);
    const admin = await openBrowser(t);
    await signInWithPassword(admin, 'boss').expect(200);
    await addPasskey(admin, 'Laptop');
    const clerk = await openBrowser(t);
    await signInWithPassword(clerk, 'formsclerk').expect(200);
    const passkey = await addPasskey(clerk, 'Phone');
    await addPasskey(clerk, 'Key');
    const jury = await openBrowser(t);
    await signInWithPassword(jury, 'juryclerk').expect(200);
    await addPasskey(jury, 'Tablet');

    const listed = await admin.agent.get(`${STAFF}/accounts`).expect(200);
    expect(
      (listed.body as StaffAccountList).accounts.map(({ username, secondFactor, passkeys }) => [
        username,
        secondFactor,
        passkeys,
      ]),
    ).toEqual([
      ['boss', false, 1],
      ['formsclerk', false, 2],
      ['juryclerk', false, 1],
    ]);

    const done = await admin.agent
      .post(`${STAFF}/accounts/formsclerk/second-factor/reset`)
      .set(admin.xsrf)
      .expect(200);
    expect(done.body).toMatchObject({ username: 'formsclerk', secondFactor: false, passkeys: 0 });
    await clerk.agent.get(`${STAFF}/me`).expect(401);
    expect((await storedPasskeys()).map((row) => row.username)).toEqual(['boss', 'juryclerk']);
    expect(
      (await signInWithPasskey(clerk, authenticator.get(passkey, await signInOptions(clerk))))
        .status,
    ).toBe(401);
    expect((await signInWithPassword(clerk, 'formsclerk').expect(200)).body).toEqual({
      next: 'enrol',
    });

    // The command line lists them, and resets them the same way.
    const run = async (args: string[]) => {
      let stdout = '';
      const output = new PassThrough();
      output.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      const code = await runStaffCommand(
        args,
        { db: t.database.db, clock: t.clock },
        { stdin: Readable.from([]), stdout: output, stderr: output },
      );
      return { code, stdout };
    };
    expect((await run(['list'])).stdout).toMatch(/juryclerk .*jury\s+1 passkey\s+active/);
    expect((await run(['reset-second-factor', '--username', 'juryclerk'])).code).toBe(EXIT_OK);
    expect((await storedPasskeys()).map((row) => row.username)).toEqual(['boss']);
  });

  it('answers the factor step with the kinds of factor the account has', async () => {
    await createTestStaff(t, 'juryclerk', ['jury']);
    const browser = await openBrowser(t);
    await signInWithPassword(browser, 'juryclerk').expect(200);
    await addPasskey(browser);
    await signOut(browser);
    expect((await signInWithPassword(browser, 'juryclerk').expect(200)).body).toEqual({
      next: 'factor',
      factors: ['passkey'],
    });
  });
});
