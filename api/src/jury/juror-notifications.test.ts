import request from 'supertest';
import { submitForm } from '../testing/form-client';
import { createTestApp, fetchXsrf, type TestApp } from '../testing/test-app';
import { forEachDatabase } from '../testing/test-database';
import { API_MESSAGES } from '../platform/messages';

const en = API_MESSAGES.en;
const es = API_MESSAGES.es;

/** A sign-up as the page sends it, the test clock's court date being 2026-03-02. */
const VALID = {
  lnameInput: 'Smith',
  lname: 'SMITH',
  serveDateInput: '2026-03-09',
  serveDate: '03/09/2026',
  jurorNo: '104233',
  cellphone: '3305550123',
  carrier: 'Verizon',
  email: 'pat.smith@example.org',
  agree: true,
};

forEachDatabase((dialect) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp(dialect);
  });

  afterEach(async () => {
    await t.database.drop();
  });

  async function signUp(body: Record<string, unknown>, language = 'en-US') {
    return submitForm(t.server, 'juror/notifications', body, { language });
  }

  async function signUpAccepted(body: Record<string, unknown>, language = 'en-US') {
    const response = await signUp(body, language);
    expect([response.status, response.body]).toEqual([200, { success: true }]);
  }

  async function registrations() {
    return t.database.db.selectFrom('jurorRegistration').selectAll().orderBy('id').execute();
  }

  it('keeps a valid sign-up and answers { success: true }', async () => {
    const response = await signUp({
      ...VALID,
      lnameInput: ' smith ',
      email: 'Pat.Smith@Example.org',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });

    const rows = await registrations();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      jurorNumber: '104233',
      serveDate: '2026-03-09',
      lastName: 'SMITH',
      cellphone: '3305550123',
      carrier: 'Verizon',
      email: 'pat.smith@example.org',
      language: 'en',
      createdAt: '2026-03-02T15:00:00.000Z',
      updatedAt: '2026-03-02T15:00:00.000Z',
      stoppedAt: null,
      stopChannel: null,
    });
    const submission = await t.database.db
      .selectFrom('formSubmission')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(submission).toMatchObject({
      form: 'juror-notifications',
      reference: expect.stringMatching(/^JN-2026-\d{6}$/),
      name: 'SMITH',
    });
    expect(rows[0]?.submissionId).toBe(submission.id);
    // Nothing is mailed at sign-up: the notices are what reach the juror.
    expect(await t.database.db.selectFrom('outboxMessage').selectAll().execute()).toEqual([]);
  });

  it('keeps an e-mail-only sign-up and a text-only one, blanks stored as null', async () => {
    await signUpAccepted({ ...VALID, cellphone: '', carrier: '' });
    await signUpAccepted({ ...VALID, jurorNo: '200', email: '' });
    const rows = await registrations();
    expect(rows.map((row) => [row.jurorNumber, row.cellphone, row.carrier, row.email])).toEqual([
      ['104233', null, null, 'pat.smith@example.org'],
      ['200', '3305550123', 'Verizon', null],
    ]);
  });

  it('accepts the juror number as a JSON number, as the original page sent it', async () => {
    await signUpAccepted({ ...VALID, jurorNo: 104233 });
    expect((await registrations())[0]?.jurorNumber).toBe('104233');
  });

  it('updates the first sign-up of a juror number and date instead of adding another', async () => {
    await signUpAccepted(VALID);
    await t.database.db
      .updateTable('jurorRegistration')
      .set({ stoppedAt: '2026-03-02T16:00:00.000Z', stopChannel: 'email' })
      .execute();
    t.clock.advance(60 * 60 * 1000);
    await signUpAccepted(
      { ...VALID, lnameInput: 'Smith-Jones', email: 'pj@example.org', cellphone: '', carrier: '' },
      'es',
    );

    const rows = await registrations();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      lastName: 'SMITH-JONES',
      email: 'pj@example.org',
      cellphone: null,
      carrier: null,
      language: 'es',
      createdAt: '2026-03-02T15:00:00.000Z',
      updatedAt: '2026-03-02T16:00:00.000Z',
      // Signing up again asks for the notices again.
      stoppedAt: null,
      stopChannel: null,
    });
    const submissions = await t.database.db
      .selectFrom('formSubmission')
      .select('id')
      .orderBy('id')
      .execute();
    expect(submissions).toHaveLength(2);
    expect(rows[0]?.submissionId).toBe(submissions[1]?.id);

    // Another date for the same juror is another registration.
    await signUpAccepted({ ...VALID, serveDateInput: '2026-03-16' });
    expect(await registrations()).toHaveLength(2);
  });

  describe('answers every sign-up rule with 400 and its message', () => {
    it.each([
      ['1: terms not accepted', { agree: false }, { agree: en['jurorSignup.agree.required'] }],
      [
        '2: no valid e-mail and no cellphone or carrier',
        { email: 'pat@', cellphone: '', carrier: '' },
        { email: en['jurorSignup.email.required'] },
      ],
      [
        '3: a cellphone with dashes',
        { cellphone: '330-555-0123' },
        { cellphone: en['jurorSignup.cellphone.format'] },
      ],
      [
        '4: a cellphone without a carrier',
        { carrier: '', email: '' },
        { carrier: en['jurorSignup.cellphoneCarrier.both'] },
      ],
      [
        '4: a carrier without a cellphone',
        { cellphone: '', email: '' },
        { cellphone: en['jurorSignup.cellphoneCarrier.both'] },
      ],
      [
        '5: a valid e-mail with a carrier but no cellphone',
        { cellphone: '' },
        {
          cellphone: en['jurorSignup.cellphoneCarrier.both'],
          carrier: en['jurorSignup.cellphoneCarrier.notRequired'],
        },
      ],
      ['6: no last name', { lnameInput: '  ' }, { lnameInput: en['jurorSignup.lname.required'] }],
      ['7: no juror number', { jurorNo: '' }, { jurorNo: en['jurorSignup.jurorNo.required'] }],
      [
        '8: no date',
        { serveDateInput: '' },
        { serveDateInput: en['jurorSignup.serveDate.required'] },
      ],
    ])('rule %s', async (_rule, changes, errors) => {
      const response = await signUp({ ...VALID, ...changes });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: Object.values(errors).join(' '), errors });
      expect(await registrations()).toEqual([]);
    });
  });

  it('joins two messages of one field, and every message in rule order in the error', async () => {
    const response = await signUp({ ...VALID, agree: false, carrier: '', jurorNo: '' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: [
        en['jurorSignup.agree.required'],
        en['jurorSignup.cellphoneCarrier.both'],
        en['jurorSignup.cellphoneCarrier.notRequired'],
        en['jurorSignup.jurorNo.required'],
      ].join(' '),
      errors: {
        agree: en['jurorSignup.agree.required'],
        carrier: `${en['jurorSignup.cellphoneCarrier.both']} ${en['jurorSignup.cellphoneCarrier.notRequired']}`,
        jurorNo: en['jurorSignup.jurorNo.required'],
      },
    });
  });

  it('answers an empty form with the five rules it breaks, in Spanish for a Spanish page', async () => {
    const response = await signUp({}, 'es');
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(
      [
        es['jurorSignup.agree.required'],
        es['jurorSignup.email.required'],
        es['jurorSignup.lname.required'],
        es['jurorSignup.jurorNo.required'],
        es['jurorSignup.serveDate.required'],
      ].join(' '),
    );
    expect(Object.keys(response.body.errors)).toEqual([
      'agree',
      'email',
      'lnameInput',
      'jurorNo',
      'serveDateInput',
    ]);
  });

  it.each([
    ['a date outside the service window', { serveDateInput: '2025-01-01' }, 'serveDateInput'],
    ['an impossible date', { serveDateInput: '2026-02-30' }, 'serveDateInput'],
    ['a carrier not on the list', { carrier: 'Acme' }, 'carrier'],
    ['a juror number with letters', { jurorNo: 'ABC' }, 'jurorNo'],
    ['a typed e-mail that is not valid', { email: 'pat at example.org' }, 'email'],
    ['a name sent as an object', { lnameInput: { first: 'x' } }, 'lnameInput'],
    ['a cellphone sent as a list', { cellphone: ['3305550123'], carrier: '' }, 'cellphone'],
  ])('answers 400, never 5xx, for %s', async (_label, changes, field) => {
    const response = await signUp({ ...VALID, ...changes });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors)).toEqual([field]);
    expect(typeof response.body.error).toBe('string');
  });

  it('answers a JSON list instead of a form with 400 and { error }', async () => {
    const { cookie, header } = await fetchXsrf(t.server);
    const response = await request(t.server)
      .post('/api/muni/juror/notifications')
      .set('Cookie', cookie)
      .set(header)
      .set('Content-Type', 'application/json')
      .send('[1, 2, 3]');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: expect.any(String) });
  });

  it('refuses a sign-up without a solved proof-of-work with { error } and 400', async () => {
    const response = await submitForm(t.server, 'juror/notifications', VALID, {
      proofOfWork: null,
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: en['proofOfWork.failed'] });
    expect(await registrations()).toEqual([]);
  });

  it('stores a resend of the same attempt once', async () => {
    const idempotencyKey = 'juror-signup-attempt-0001';
    const first = await submitForm(t.server, 'juror/notifications', VALID, { idempotencyKey });
    expect(first.status).toBe(200);
    const again = await submitForm(t.server, 'juror/notifications', VALID, { idempotencyKey });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ success: true });
    expect(await t.database.db.selectFrom('formSubmission').select('id').execute()).toHaveLength(1);
  });

  it('answers a filled honeypot as accepted but keeps nothing', async () => {
    const response = await signUp({ ...VALID, website: 'http://spam.example' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });
    expect(await registrations()).toEqual([]);
  });
});
