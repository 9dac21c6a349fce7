import { type AlertRequest, type ApiErrorBody } from '@court/contract';
import { submitForm } from '../testing/form-client';
import {
  appCode,
  createTestStaff,
  enrolTestApp,
  openBrowser,
  sessionCookieOf,
  signInBrowser,
  TEST_PASSWORD,
  type TestBrowser,
} from '../testing/staff-test-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { forEachDatabase } from '../testing/test-database';
import { API_MESSAGES } from '../platform/messages';

const STAFF = '/api/muni/staff';
const MINUTE = 60_000;
const en = API_MESSAGES.en;
const es = API_MESSAGES.es;

const APPLICATION = {
  firstName: 'Pat',
  lastName: 'Jones',
  ssn: '123-45-6789',
  dob: '1988-07-04',
  caseNumber: '2026TRD04567',
  cellPhone: '3305550177',
  email: '',
  address: '12 Elm St, North Canton, OH 44720',
  locations: [
    {
      type: 'Medical',
      name: 'Aultman Hospital',
      address: '1 Main St',
      days: { monday: true },
      hours: '9 to 5',
    },
  ],
  proofOfInsurance: { agentName: 'Lee Agent', agentPhone: '3305550199', policyNumber: 'PL-1' },
};

/** The test clock starts on Monday 2 March 2026, 10:00 in Canton. */
const EMERGENCY: AlertRequest = {
  severity: 'emergency',
  placement: 'everyPage',
  headingEn: 'Court closed',
  headingEs: 'Tribunal cerrado',
  bodyEn: 'The building is closed because of a water main break.',
  bodyEs: 'El edificio está cerrado por una rotura de tubería.',
  linkUrl: '',
  linkTextEn: '',
  linkTextEs: '',
  startDate: '2026-03-02',
  startTime: '10:00',
  endDate: '2026-03-02',
  endTime: '17:00',
};

forEachDatabase((dialect) => {
  let t: TestApp;

  afterEach(async () => {
    await t.database.drop();
  });

  /** Signs a new account in with its password, then sets up its app: a complete session. */
  async function signInWithNewApp(
    username: string,
    roles: Parameters<typeof createTestStaff>[2],
  ): Promise<{ browser: TestBrowser; secret: string; recoveryCodes: string[] }> {
    await createTestStaff(t, username, roles);
    const browser = await openBrowser(t);
    await browser.agent
      .post(`${STAFF}/session`)
      .set(browser.xsrf)
      .send({ username, password: TEST_PASSWORD })
      .expect(200, { next: 'enrol' });
    return { browser, ...(await enrolTestApp(t, browser)) };
  }

  async function auditRows(action: string) {
    const rows = await t.database.db
      .selectFrom('auditLog')
      .select(['actor', 'details'])
      .where('action', '=', action)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      actor: row.actor,
      details: row.details === null ? null : (JSON.parse(row.details) as unknown),
    }));
  }

  describe('with second factors required', () => {
    beforeEach(async () => {
      t = await createTestApp(dialect, { env: { STAFF_SECOND_FACTOR_REQUIRED: 'true' } });
    });

    async function submissionWithSsn(): Promise<number> {
      await submitForm(t.server, 'forms/driving-privileges', APPLICATION);
      const row = await t.database.db
        .selectFrom('formSubmission')
        .select('id')
        .executeTakeFirstOrThrow();
      return row.id;
    }

    it('reveals an SSN within 5 minutes of the factor, and asks for it again after', async () => {
      const { browser, secret } = await signInWithNewApp('clerk', ['forms']);
      const id = await submissionWithSsn();
      const reveal = () =>
        browser.agent.post(`${STAFF}/forms/submissions/${id}/reveal-ssn`).set(browser.xsrf);

      t.clock.advance(5 * MINUTE);
      await reveal().expect(200, { ssn: '123-45-6789' });
      expect(await auditRows('staff.step-up-asked')).toEqual([]);

      t.clock.advance(MINUTE + 1000);
      const refused = await reveal().set('Accept-Language', 'es').expect(403);
      expect(refused.body).toMatchObject({
        error: es['staff.stepUp.required'],
        stepUp: 'factor',
        factors: ['app'],
      } satisfies Partial<ApiErrorBody>);
      expect(await auditRows('staff.step-up-asked')).toEqual([
        { actor: 'clerk', details: { for: 'forms.ssn.reveal', need: 'factor' } },
      ]);

      const stepUp = (code: string) =>
        browser.agent.post(`${STAFF}/session/step-up`).set(browser.xsrf).send({ code });
      const wrong = await stepUp('000000').expect(400);
      expect(wrong.body.errors).toEqual({ code: en['staff.secondFactor.code.wrong'] });
      const proved = await stepUp(appCode(secret, t.clock.now())).expect(204);
      // Proving a factor again is a change of privilege: the session id changes with it.
      expect(sessionCookieOf(proved)).toMatch(/^[A-Za-z0-9_-]{43}$/);

      await reveal().expect(200, { ssn: '123-45-6789' });
      expect(await auditRows('staff.step-up')).toEqual([
        { actor: 'clerk', details: { method: 'totp' } },
      ]);
      expect(await auditRows('forms.ssn.reveal')).toHaveLength(2);
    });

    it('takes a recovery code for the step-up, once', async () => {
      const { browser, recoveryCodes } = await signInWithNewApp('clerk', ['forms']);
      const id = await submissionWithSsn();
      t.clock.advance(10 * MINUTE);
      const code = recoveryCodes[0] ?? '';
      const stepUp = () =>
        browser.agent.post(`${STAFF}/session/step-up`).set(browser.xsrf).send({ code });
      await stepUp().expect(204);
      await browser.agent
        .post(`${STAFF}/forms/submissions/${id}/reveal-ssn`)
        .set(browser.xsrf)
        .expect(200);
      await stepUp().expect(400);
      expect(await auditRows('staff.step-up')).toEqual([
        { actor: 'clerk', details: { method: 'recovery-code' } },
      ]);
    });

    it('asks for a recent factor before any change to an account', async () => {
      const { browser, secret } = await signInWithNewApp('boss', ['admin']);
      await createTestStaff(t, 'juryclerk', ['jury']);
      t.clock.advance(6 * MINUTE);
      const accounts = `${STAFF}/accounts`;
      const changes = [
        () =>
          browser.agent
            .post(accounts)
            .set(browser.xsrf)
            .send({
              username: 'newclerk',
              displayName: 'New Clerk',
              email: 'new@example.org',
              roles: ['jury'],
            }),
        () =>
          browser.agent
            .patch(`${accounts}/juryclerk`)
            .set(browser.xsrf)
            .send({ roles: ['jury', 'careers'] }),
        () => browser.agent.post(`${accounts}/juryclerk/password-link`).set(browser.xsrf),
        () => browser.agent.post(`${accounts}/juryclerk/second-factor/reset`).set(browser.xsrf),
      ];
      for (const change of changes) {
        const refused = await change().expect(403);
        expect(refused.body.stepUp).toBe('factor');
      }
      // Reading the accounts is not a change.
      await browser.agent.get(accounts).expect(200);

      await browser.agent
        .post(`${STAFF}/session/step-up`)
        .set(browser.xsrf)
        .send({ code: appCode(secret, t.clock.now()) })
        .expect(204);
      const [create, roles] = changes;
      await create?.().expect(201);
      await roles?.().expect(200);
    });

    it('asks for a factor before an emergency alert, and for an app when there is none', async () => {
      await createTestStaff(t, 'editor', ['alerts']);
      const editor = await signInBrowser(t, 'editor');
      const post = (alert: AlertRequest) =>
        editor.agent.post(`${STAFF}/alerts`).set(editor.xsrf).send(alert);

      await post({ ...EMERGENCY, severity: 'warning' }).expect(201);
      const refused = await post(EMERGENCY).expect(403);
      expect(refused.body).toMatchObject({
        error: en['staff.stepUp.enrolFirst'],
        stepUp: 'enrol',
      });
      expect(refused.body.factors).toEqual([]);
      // Without an app no code can be right.
      await editor.agent
        .post(`${STAFF}/session/step-up`)
        .set(editor.xsrf)
        .send({ code: '123456' })
        .expect(400);

      const { secret } = await enrolTestApp(t, editor);
      const stepUp = () =>
        editor.agent
          .post(`${STAFF}/session/step-up`)
          .set(editor.xsrf)
          .send({ code: appCode(secret, t.clock.now()) })
          .expect(204);
      // Setting the app up proves nothing by itself: its code is asked for (a later one: the
      // enrolment's was used).
      expect((await post(EMERGENCY).expect(403)).body).toMatchObject({ stepUp: 'factor' });
      t.clock.advance(30_000);
      await stepUp();
      await post(EMERGENCY).expect(201);
      t.clock.advance(6 * MINUTE);
      await post(EMERGENCY).expect(403);
      await stepUp();
      await post(EMERGENCY).expect(201);
    });

    it('asks for the factor however the emergency is spelled, on a new alert and on an edit', async () => {
      await createTestStaff(t, 'editor', ['alerts']);
      const editor = await signInBrowser(t, 'editor');
      // The alert is read with its fields trimmed: " emergency" is an emergency.
      const spaced = { ...EMERGENCY, severity: ' emergency ' } as unknown as AlertRequest;
      const refused = await editor.agent
        .post(`${STAFF}/alerts`)
        .set(editor.xsrf)
        .send(spaced)
        .expect(403);
      expect(refused.body).toMatchObject({ stepUp: 'enrol' });

      const warning = await editor.agent
        .post(`${STAFF}/alerts`)
        .set(editor.xsrf)
        .send({ ...EMERGENCY, severity: 'warning' })
        .expect(201);
      await editor.agent
        .put(`${STAFF}/alerts/${(warning.body as { id: number }).id}`)
        .set(editor.xsrf)
        .send(spaced)
        .expect(403);
      const stored = await t.database.db.selectFrom('siteAlert').select('severity').execute();
      expect(stored).toEqual([{ severity: 'warning' }]);
    });

    it('is only for signed-in sessions', async () => {
      const browser = await openBrowser(t);
      await browser.agent
        .post(`${STAFF}/session/step-up`)
        .set(browser.xsrf)
        .send({ code: '123456' })
        .expect(401);
    });
  });

  it('asks for nothing more where second factors are not required', async () => {
    t = await createTestApp(dialect);
    await createTestStaff(t, 'clerk', ['forms']);
    const clerk = await signInBrowser(t, 'clerk');
    await submitForm(t.server, 'forms/driving-privileges', APPLICATION);
    const { id } = await t.database.db
      .selectFrom('formSubmission')
      .select('id')
      .executeTakeFirstOrThrow();
    t.clock.advance(20 * MINUTE);
    await clerk.agent
      .post(`${STAFF}/forms/submissions/${id}/reveal-ssn`)
      .set(clerk.xsrf)
      .expect(200, { ssn: '123-45-6789' });
  });
});
