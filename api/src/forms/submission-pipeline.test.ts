import { sql } from 'kysely';
import request from 'supertest';
import { REFERENCE_PATTERN } from '@court/contract';
import { ZOOM_HEARING_NEXT_STEPS } from '@court/contract/schemas';
import { createLogger } from '../platform/logger';
import { createOutboxWorker } from '../platform/mail/outbox-worker';
import { createSmtpMailer } from '../platform/mail/smtp-mailer';
import { solveProofOfWork, submitForm } from '../testing/form-client';
import { startSmtpTestServer } from '../testing/smtp-test-server';
import { createTestApp, fetchXsrf, TestClock, type TestApp } from '../testing/test-app';
import { forEachDatabase } from '../testing/test-database';
import { API_MESSAGES } from '../platform/messages';

const en = API_MESSAGES.en;
const es = API_MESSAGES.es;

// Monday 23 November 2026, 10:00 in Canton; Thursday the 26th is Thanksgiving.
const MONDAY_BEFORE_THANKSGIVING = '2026-11-23T15:00:00.000Z';

const ZOOM_REQUEST = {
  fullName: 'Dana Smith',
  hearingDate: '2026-12-01',
  caseNumber: '2026cvi00123',
  phone: '(330) 555-0142',
  email: 'Dana@Example.com',
  agree: true,
};

const LOCATION = {
  type: 'Employer',
  name: 'Acme Tool and Die',
  address: '100 Market Ave N, Canton, OH 44702',
  days: {
    monday: true,
    tuesday: true,
    wednesday: false,
    thursday: false,
    friday: true,
    saturday: false,
    sunday: false,
  },
  hours: '7:00 AM to 3:30 PM',
  info: 'Use the loading dock entrance.',
};

const SSN = '123-45-6789';

const DRIVING_APPLICATION = {
  firstName: 'Pat',
  lastName: 'Jones',
  ssn: SSN,
  dob: '1988-07-04',
  caseNumber: '2026TRD04567',
  cellPhone: '(330) 555-0177',
  homePhone: '',
  email: 'pat@example.com',
  address: '12 Elm St, North Canton, OH 44720',
  locations: [LOCATION],
  proofOfInsurance: {
    agentName: 'Lee Agent',
    agentPhone: '(330) 555-0199',
    policyNumber: 'PL-55-1',
  },
};

forEachDatabase((dialect) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp(dialect, { env: { MAILBOX_ZOOM_HEARING: 'zoom@example.org' } });
    t.clock = Object.assign(t.clock, new TestClock(MONDAY_BEFORE_THANKSGIVING));
  });

  afterEach(async () => {
    await t.database.drop();
  });

  const submissions = () =>
    t.database.db.selectFrom('formSubmission').selectAll().orderBy('id').execute();
  const outbox = () =>
    t.database.db.selectFrom('outboxMessage').selectAll().orderBy('id').execute();

  describe('zoom hearing registration', () => {
    it('stores the registration with a server-made reference and answers it', async () => {
      const response = await submitForm(t.server, 'forms/zoom-hearing', ZOOM_REQUEST);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, reference: 'ZH-2026-000001' });
      expect(response.body.reference).toMatch(REFERENCE_PATTERN);

      const [submission] = await submissions();
      expect(submission).toMatchObject({
        form: 'zoom-hearing',
        reference: 'ZH-2026-000001',
        name: 'Dana Smith',
        caseNumber: '2026CVI00123',
        email: 'dana@example.com',
        status: 'new',
        language: 'en',
      });
      const rows = await t.database.db.selectFrom('zoomHearingRequest').selectAll().execute();
      expect(rows).toEqual([
        expect.objectContaining({
          submissionId: submission?.id,
          hearingDate: '2026-12-01',
          caseNumber: '2026CVI00123',
          phone: '3305550142',
        }),
      ]);
    });

    it('numbers references per form and year', async () => {
      await submitForm(t.server, 'forms/zoom-hearing', ZOOM_REQUEST);
      const second = await submitForm(t.server, 'forms/zoom-hearing', ZOOM_REQUEST);
      const interpreter = await submitForm(t.server, 'forms/interpreter', {
        fullName: 'Dana Smith',
        caseNumber: '2026CVI00123',
        hearingDate: '2026-12-01',
        email: 'dana@example.com',
        language: 'Somali',
      });
      expect(second.body.reference).toBe('ZH-2026-000002');
      expect(interpreter.body.reference).toBe('IR-2026-000001');
    });

    it('queues the office notice and a confirmation in the language the person used', async () => {
      await submitForm(t.server, 'forms/zoom-hearing', ZOOM_REQUEST, { language: 'es-US' });
      const [office, confirmation] = await outbox();
      expect(office).toMatchObject({ toAddress: 'zoom@example.org' });
      expect(office?.subject).toContain('ZH-2026-000001');
      expect(office?.bodyText).toContain('Dana Smith');
      expect(confirmation).toMatchObject({ toAddress: 'dana@example.com' });
      expect(confirmation?.bodyText).toContain('Su número de referencia es ZH-2026-000001');
      // The court's name as published, in Spanish too, and what happens next.
      expect(confirmation?.subject).toBe(
        'Tribunal Municipal de Canton recibió su inscripción para una audiencia por Zoom (ZH-2026-000001)',
      );
      expect(confirmation?.bodyText).toContain(ZOOM_HEARING_NEXT_STEPS.es);
    });

    it('refuses a hearing less than five business days away, naming the earliest date', async () => {
      // Tue 24, Wed 25, (Thanksgiving), Fri 27, Mon 30, Tue 1 December.
      const response = await submitForm(t.server, 'forms/zoom-hearing', {
        ...ZOOM_REQUEST,
        hearingDate: '2026-11-30',
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: false,
        error: en['form.invalid'],
        errors: {
          hearingDate: (en['hearingDate.tooSoon'] ?? '').replace(
            '{{date}}',
            'Tuesday, December 1, 2026',
          ),
        },
      });
      expect(await submissions()).toEqual([]);
    });

    it('names the earliest date in Spanish for a Spanish visitor', async () => {
      const response = await submitForm(
        t.server,
        'forms/zoom-hearing',
        { ...ZOOM_REQUEST, hearingDate: '2026-11-24' },
        { language: 'es' },
      );
      expect(response.body.errors.hearingDate).toBe(
        (es['hearingDate.tooSoon'] ?? '').replace('{{date}}', 'martes, 1 de diciembre de 2026'),
      );
    });

    it('skips the weekend when counting from a Friday', async () => {
      t.clock = Object.assign(t.clock, new TestClock('2026-11-20T15:00:00.000Z'));
      const early = await request(t.server).get('/api/muni/forms/zoom-hearing/earliest-date');
      expect(early.body).toEqual({ earliestDate: '2026-11-30' });
      const accepted = await submitForm(t.server, 'forms/zoom-hearing', {
        ...ZOOM_REQUEST,
        hearingDate: '2026-11-30',
      });
      expect(accepted.body.success).toBe(true);
    });

    it('counts from the court date: 11:30 p.m. in Canton is still Monday', async () => {
      t.clock = Object.assign(t.clock, new TestClock('2026-11-24T04:30:00.000Z'));
      const early = await request(t.server).get('/api/muni/forms/zoom-hearing/earliest-date');
      expect(early.body).toEqual({ earliestDate: '2026-12-01' });
    });

    it('refuses an unticked confirmation, a past date and a wrong phone together', async () => {
      const response = await submitForm(t.server, 'forms/zoom-hearing', {
        ...ZOOM_REQUEST,
        agree: false,
        phone: '555-01',
        hearingDate: '2026-02-30',
      });
      expect(response.body.errors).toEqual({
        agree: en['agree.required'],
        phone: en['phone.digits'],
        hearingDate: en['date.format'],
      });
    });
  });

  describe('limited driving privileges', () => {
    it('stores the SSN sealed: the raw column holds no plaintext', async () => {
      const response = await submitForm(t.server, 'forms/driving-privileges', DRIVING_APPLICATION);
      expect(response.body).toEqual({ success: true, reference: 'DP-2026-000001' });

      const raw = await sql<{ ssn_encrypted: string; ssn_last_four: string }>`
        select ssn_encrypted, ssn_last_four from driving_privileges_request`.execute(
        t.database.db.withoutPlugins(),
      );
      const [row] = raw.rows;
      expect(row?.ssn_last_four).toBe('6789');
      expect(row?.ssn_encrypted).not.toContain('123456789');
      expect(row?.ssn_encrypted).not.toContain('123-45-6789');
      expect(row?.ssn_encrypted.startsWith('dev.')).toBe(true);
    });

    it('never puts the SSN or date of birth in an e-mail', async () => {
      await submitForm(t.server, 'forms/driving-privileges', DRIVING_APPLICATION);
      const messages = await outbox();
      expect(messages).toHaveLength(2);
      for (const message of messages) {
        const text = `${message.subject}\n${message.bodyText}`;
        expect(text).not.toMatch(/123.?45.?6789/);
        expect(text).not.toContain('6789');
        expect(text).not.toContain('1988-07-04');
      }
    });

    it('reports nested answers under the spec field names', async () => {
      const response = await submitForm(t.server, 'forms/driving-privileges', {
        ...DRIVING_APPLICATION,
        ssn: '000-12-3456',
        locations: [{ ...LOCATION, hours: '' }],
        proofOfInsurance: { agentName: '', agentPhone: '123', policyNumber: 'P1' },
      });
      expect(response.body.errors).toEqual({
        ssn: en['ssn.format'],
        locations: en['location.hours.required'],
        agentName: en['agentName.required'],
        agentPhone: en['phone.digits'],
      });
    });

    it('asks for at least one place, and leaves the e-mail optional', async () => {
      const response = await submitForm(t.server, 'forms/driving-privileges', {
        ...DRIVING_APPLICATION,
        email: '',
        locations: [],
      });
      expect(response.body.errors).toEqual({ locations: en['locations.required'] });
      const accepted = await submitForm(t.server, 'forms/driving-privileges', {
        ...DRIVING_APPLICATION,
        email: '',
      });
      expect(accepted.body.success).toBe(true);
      // Without an address there is no confirmation: only the office notice is queued.
      expect(await outbox()).toHaveLength(1);
    });

    it('refuses a date of birth in the future', async () => {
      const response = await submitForm(t.server, 'forms/driving-privileges', {
        ...DRIVING_APPLICATION,
        dob: '2030-01-01',
      });
      expect(response.body.errors).toEqual({ dob: en['dob.range'] });
    });
  });

  describe('what every form shares', () => {
    it('answers a resend with the same idempotency key with the first reference', async () => {
      const key = 'attempt-0123456789abcdef';
      const first = await submitForm(t.server, 'forms/zoom-hearing', ZOOM_REQUEST, {
        idempotencyKey: key,
      });
      const again = await submitForm(t.server, 'forms/zoom-hearing', ZOOM_REQUEST, {
        idempotencyKey: key,
      });
      expect(again.body).toEqual(first.body);
      expect(await submissions()).toHaveLength(1);
    });

    it('answers a byte-identical resend, whose solution is already used, with its reference', async () => {
      const key = 'attempt-fedcba9876543210';
      const proofOfWork = await solveProofOfWork(t.server);
      const send = () =>
        submitForm(t.server, 'forms/zoom-hearing', ZOOM_REQUEST, {
          idempotencyKey: key,
          proofOfWork,
        });
      const [a, b] = await Promise.all([send(), send()]);
      const third = await send();
      // A number is drawn before the insert, so either send may be the one whose row is kept,
      // holding the first number or the second: what counts is that all three agree with it.
      expect(a.body).toEqual({
        success: true,
        reference: expect.stringMatching(/^ZH-2026-\d{6}$/),
      });
      expect(b.body).toEqual(a.body);
      expect(third.body).toEqual(a.body);
      const stored = await submissions();
      expect(stored).toHaveLength(1);
      expect(stored[0]?.reference).toBe(a.body.reference);
    });

    it('refuses a proof-of-work solution used before', async () => {
      const proofOfWork = await solveProofOfWork(t.server);
      await submitForm(t.server, 'forms/zoom-hearing', ZOOM_REQUEST, { proofOfWork });
      const replay = await submitForm(t.server, 'forms/zoom-hearing', ZOOM_REQUEST, {
        proofOfWork,
      });
      expect(replay.status).toBe(400);
      expect(replay.body).toEqual({
        success: false,
        error: en['proofOfWork.failed'],
        errors: {},
      });
      expect(await submissions()).toHaveLength(1);
    });

    it('refuses a form without a solution, or with a forged one', async () => {
      const none = await submitForm(t.server, 'forms/zoom-hearing', ZOOM_REQUEST, {
        proofOfWork: null,
      });
      expect(none.status).toBe(400);
      const proofOfWork = await solveProofOfWork(t.server);
      const payload = JSON.parse(Buffer.from(proofOfWork, 'base64').toString('utf8'));
      // The derived key is the proof; one changed digit must fail its signature check.
      const key: string = payload.solution.derivedKey;
      payload.solution.derivedKey = `${key[0] === '0' ? '1' : '0'}${key.slice(1)}`;
      const forged = await submitForm(t.server, 'forms/zoom-hearing', ZOOM_REQUEST, {
        proofOfWork: Buffer.from(JSON.stringify(payload)).toString('base64'),
      });
      expect(forged.status).toBe(400);
      const garbage = await submitForm(t.server, 'forms/zoom-hearing', ZOOM_REQUEST, {
        proofOfWork: 'not base64 json',
      });
      expect(garbage.status).toBe(400);
      expect(await submissions()).toEqual([]);
    });

    it('keeps a solution usable when the answers were refused', async () => {
      const proofOfWork = await solveProofOfWork(t.server);
      const refused = await submitForm(
        t.server,
        'forms/zoom-hearing',
        { ...ZOOM_REQUEST, fullName: '' },
        { proofOfWork },
      );
      expect(refused.body.success).toBe(false);
      const accepted = await submitForm(t.server, 'forms/zoom-hearing', ZOOM_REQUEST, {
        proofOfWork,
      });
      expect(accepted.body.success).toBe(true);
    });

    it('answers the spec recaptcha call for a valid and an invalid token', async () => {
      const token = await solveProofOfWork(t.server);
      const valid = await request(t.server).get('/api/muni/recaptcha').query({ token });
      expect(valid.body).toEqual({ success: true });
      const invalid = await request(t.server).get('/api/muni/recaptcha').query({ token: 'x' });
      expect(invalid.body).toEqual({ success: false });
    });

    it('refuses a malformed idempotency key', async () => {
      const response = await submitForm(t.server, 'forms/zoom-hearing', ZOOM_REQUEST, {
        idempotencyKey: 'short',
      });
      expect(response.status).toBe(400);
      expect(response.body.error).toBe(en['idempotencyKey.format']);
    });

    it('answers a filled honeypot like a success, without a reference or a row', async () => {
      const response = await submitForm(t.server, 'forms/zoom-hearing', {
        ...ZOOM_REQUEST,
        website: 'http://spam.example',
      });
      expect(response.body).toEqual({ success: true });
      expect(await submissions()).toEqual([]);
      expect(await outbox()).toEqual([]);
    });

    it.each(['constructor', 'toString', 'valueOf', 'hasOwnProperty'])(
      'ignores a body key named %s instead of failing',
      async (key) => {
        const body = JSON.parse(JSON.stringify(ZOOM_REQUEST)) as Record<string, unknown>;
        Object.defineProperty(body, key, { value: 'x', enumerable: true });
        const response = await submitForm(t.server, 'forms/zoom-hearing', body);
        expect(response.status).toBe(200);
        expect(response.body.success).toBe(true);
      },
    );

    it('refuses a body that tries to set __proto__, as the JSON parser does', async () => {
      const response = await submitForm(
        t.server,
        'forms/zoom-hearing',
        JSON.parse(`{"__proto__": {"admin": true}, "fullName": "Dana"}`) as Record<string, unknown>,
      );
      expect(response.status).toBe(400);
      expect(await submissions()).toEqual([]);
    });

    it('treats a field sent as an object with its own toString as the wrong type', async () => {
      const response = await submitForm(t.server, 'forms/zoom-hearing', {
        ...ZOOM_REQUEST,
        fullName: { toString: 'x' },
      });
      expect(response.status).toBe(200);
      expect(response.body.errors).toEqual({ fullName: en['fullName.required'] });
    });

    it('refuses a NUL character with 400 on every database', async () => {
      const response = await submitForm(t.server, 'forms/zoom-hearing', {
        ...ZOOM_REQUEST,
        fullName: 'Dana\u0000Smith',
      });
      expect(response.status).toBe(400);
      expect(response.body.error).toBe(en['body.invalid']);
      expect(await submissions()).toEqual([]);
    });

    it('answers malformed JSON with 400 and a clear error', async () => {
      const { cookie, header } = await fetchXsrf(t.server);
      const response = await request(t.server)
        .post('/api/muni/forms/zoom-hearing')
        .set('Cookie', cookie)
        .set(header)
        .set('Content-Type', 'application/json')
        .send('{"fullName": ');
      expect(response.status).toBe(400);
      expect(response.body.error).toBe(en['body.invalid']);
    });
  });

  describe('mail delivery', () => {
    it('delivers the office notice and the confirmation over SMTP, neither with the SSN', async () => {
      const smtp = await startSmtpTestServer();
      const mailer = createSmtpMailer(
        `smtp://127.0.0.1:${smtp.port}`,
        'Canton Municipal Court <no-reply@example.org>',
      );
      const worker = createOutboxWorker({
        db: t.database.db,
        mailer,
        clock: t.clock,
        logger: createLogger('silent'),
      });
      try {
        await submitForm(t.server, 'forms/driving-privileges', DRIVING_APPLICATION);
        expect(await worker.deliverDueMessages()).toEqual({ sent: 2, failed: 0 });
        expect(smtp.inbox.map((mail) => mail.to)).toEqual([
          [t.config.formMailboxes['driving-privileges']],
          ['pat@example.com'],
        ]);
        expect(smtp.inbox[1]?.data).toContain('DP-2026-000001');
        for (const mail of smtp.inbox) {
          // The Message-ID is random hexadecimal, which holds "6789" now and then.
          const written = mail.data.replace(/^Message-ID: .*$/m, '');
          expect(written).not.toMatch(/123.?45.?6789/);
          expect(written).not.toContain('6789');
        }
      } finally {
        await worker.stop();
        mailer.close();
        await smtp.stop();
      }
    });
  });
});
