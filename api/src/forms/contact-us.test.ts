import request from 'supertest';
import { createLogger } from '../platform/logger';
import { createOutboxWorker } from '../platform/mail/outbox-worker';
import { createSmtpMailer } from '../platform/mail/smtp-mailer';
import { submitForm } from '../testing/form-client';
import { startSmtpTestServer } from '../testing/smtp-test-server';
import { createTestApp, fetchXsrf, type TestApp } from '../testing/test-app';
import { forEachDatabase } from '../testing/test-database';
import { API_MESSAGES } from '../platform/messages';

const VALID_MESSAGE = {
  name: 'Maria Lopez',
  email: 'maria@example.com',
  phone: '',
  subject: 'Parking for my hearing',
  message: 'Where should I park on the day of my hearing?',
};

forEachDatabase((dialect) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp(dialect);
  });

  afterEach(async () => {
    await t.database.drop();
  });

  async function postContact(body: object, status: number, language = 'en-US') {
    const response = await submitForm(t.server, 'contact-us', body as Record<string, unknown>, {
      language,
    });
    expect(response.status).toBe(status);
    return response;
  }

  describe('contact-us message', () => {
    it('stores a valid message together with a notification for the court mailbox', async () => {
      const response = await postContact({ ...VALID_MESSAGE, extra: 'dropped' }, 200);
      expect(response.body).toEqual({
        success: true,
        reference: expect.stringMatching(/^CM-2026-\d{6}$/),
      });

      const rows = await t.database.db.selectFrom('contactMessage').selectAll().execute();
      expect(rows).toEqual([
        {
          id: expect.any(Number),
          name: 'Maria Lopez',
          email: 'maria@example.com',
          phone: null,
          subject: 'Parking for my hearing',
          message: 'Where should I park on the day of my hearing?',
          createdAt: t.clock.now().toISOString(),
          requestId: response.headers['x-request-id'],
          submissionId: expect.any(Number),
        },
      ]);

      const outbox = await t.database.db
        .selectFrom('outboxMessage')
        .selectAll()
        .orderBy('id')
        .execute();
      expect(outbox).toHaveLength(2);
      expect(outbox[0]).toMatchObject({
        toAddress: t.config.courtMailbox,
        subject: `Website contact: Parking for my hearing (${response.body.reference})`,
        status: 'pending',
        attempts: 0,
      });
      // No Reply-To in the outbox: the clerk finds the sender's address in the body.
      expect(outbox[0]?.bodyText).toContain('E-mail: maria@example.com');
      expect(outbox[0]?.bodyText).toContain('Where should I park on the day of my hearing?');
      expect(outbox[0]?.bodyText).toContain(`Reference: ${response.body.reference}`);
      // The sender's copy, with the same reference.
      expect(outbox[1]).toMatchObject({ toAddress: 'maria@example.com' });
      expect(outbox[1]?.bodyText).toContain(response.body.reference);
    });

    it('keeps the digits of a phone typed with separators', async () => {
      await postContact({ ...VALID_MESSAGE, phone: '(330) 555-0100' }, 200);
      await postContact({ ...VALID_MESSAGE, phone: '330.555.0101' }, 200);
      const rows = await t.database.db
        .selectFrom('contactMessage')
        .select('phone')
        .orderBy('id')
        .execute();
      expect(rows).toEqual([{ phone: '3305550100' }, { phone: '3305550101' }]);
      const outbox = await t.database.db
        .selectFrom('outboxMessage')
        .select('bodyText')
        .orderBy('id')
        .execute();
      expect(outbox[0]?.bodyText).toContain('Phone: 3305550100');
    });

    it('answers success: false with a message under each wrong field, in English', async () => {
      const response = await postContact(
        {
          name: ' ',
          email: 'not-an-email',
          phone: '330-555-010',
          subject: '',
          message: 'x'.repeat(4001),
        },
        200,
      );
      const en = API_MESSAGES.en;
      expect(response.body).toEqual({
        success: false,
        error: en['form.invalid'],
        errors: {
          name: en['name.required'],
          email: en['email.format'],
          phone: en['phone.format'],
          subject: en['subject.required'],
          message: en['message.tooLong'],
        },
      });
      expect(await t.database.db.selectFrom('contactMessage').select('id').execute()).toEqual([]);
      expect(await t.database.db.selectFrom('outboxMessage').select('id').execute()).toEqual([]);
    });

    it('answers in Spanish when the browser prefers Spanish', async () => {
      const response = await postContact({ phone: 'abc' }, 200, 'es-US,es;q=0.9');
      const es = API_MESSAGES.es;
      expect(response.body).toEqual({
        success: false,
        error: es['form.invalid'],
        errors: {
          name: es['name.required'],
          email: es['email.required'],
          phone: es['phone.format'],
          subject: es['subject.required'],
          message: es['message.required'],
        },
      });
    });

    it('answers field messages, not 500, for fields of the wrong type', async () => {
      const response = await postContact({ ...VALID_MESSAGE, name: { first: 'M' }, phone: 3 }, 200);
      expect(response.body.errors).toEqual({
        name: API_MESSAGES.en['name.required'],
        phone: API_MESSAGES.en['phone.format'],
      });
    });

    it('rejects a subject longer than 150 characters', async () => {
      const response = await postContact({ ...VALID_MESSAGE, subject: 's'.repeat(151) }, 200);
      expect(response.body.errors).toEqual({
        subject: API_MESSAGES.en['subject.tooLong'],
      });
    });

    it('accepts a filled honeypot without storing anything', async () => {
      const response = await postContact({ ...VALID_MESSAGE, website: 'http://spam.example' }, 200);
      expect(response.body).toEqual({ success: true });
      expect(await t.database.db.selectFrom('contactMessage').select('id').execute()).toEqual([]);
      expect(await t.database.db.selectFrom('outboxMessage').select('id').execute()).toEqual([]);
    });

    it('answers 403 without the XSRF header and stores nothing', async () => {
      const { cookie } = await fetchXsrf(t.server);
      const response = await request(t.server)
        .post('/api/muni/contact-us')
        .set('Cookie', cookie)
        .send(VALID_MESSAGE)
        .expect(403);
      expect(response.body.error).toBe(API_MESSAGES.en['xsrf.invalid']);
      expect(await t.database.db.selectFrom('contactMessage').select('id').execute()).toEqual([]);
    });
  });

  describe('contact-us delivery', () => {
    it('delivers the message to the court mailbox over SMTP', async () => {
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
        await postContact(VALID_MESSAGE, 200);
        expect(await worker.deliverDueMessages()).toEqual({ sent: 2, failed: 0 });
        expect(smtp.inbox).toHaveLength(2);
        expect(smtp.inbox[0]?.to).toEqual([t.config.courtMailbox]);
        expect(smtp.inbox[0]?.data).toContain(
          'Subject: Website contact: Parking for my hearing (CM-',
        );
        expect(smtp.inbox[0]?.data).toContain('Where should I park on the day of my hearing?');
        expect(smtp.inbox[0]?.data).toContain('E-mail: maria@example.com');
      } finally {
        await worker.stop();
        mailer.close();
        await smtp.stop();
      }
    });
  });
});
