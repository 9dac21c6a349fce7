import type { JurorNoticeDetail } from '@court/contract';
import { createLogger } from '../platform/logger';
import { createOutboxWorker, type OutboxWorker } from '../platform/mail/outbox-worker';
import { createSmtpMailer, type Mailer } from '../platform/mail/smtp-mailer';
import { submitForm } from '../testing/form-client';
import { insertRegistration } from '../testing/juror-registration-fixtures';
import { mailHeader, startSmtpTestServer, type SmtpTestServer } from '../testing/smtp-test-server';
import { createTestStaff, signInBrowser } from '../testing/staff-test-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { forEachDatabase } from '../testing/test-database';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The test clock starts on Monday 2 March 2026; these jurors serve on Tuesday. */
const TUESDAY = '2026-03-03';

forEachDatabase((dialect) => {
  let t: TestApp;
  let smtpPort: number;
  let smtp: SmtpTestServer | undefined;
  let mailer: Mailer;
  let worker: OutboxWorker;

  beforeEach(async () => {
    t = await createTestApp(dialect);
    // The relay's address is known, but nothing listens there: SMTP is down.
    const probe = await startSmtpTestServer();
    smtpPort = probe.port;
    await probe.stop();
    mailer = createSmtpMailer(`smtp://127.0.0.1:${smtpPort}`, 'Court <no-reply@example.org>');
    worker = createOutboxWorker({
      db: t.database.db,
      mailer,
      clock: t.clock,
      logger: createLogger('silent'),
      baseDelayMs: MINUTE,
      maxAttempts: 3,
    });
  });

  afterEach(async () => {
    await worker.stop();
    mailer.close();
    await smtp?.stop();
    smtp = undefined;
    await t.database.drop();
  });

  const outbox = () =>
    t.database.db.selectFrom('outboxMessage').selectAll().orderBy('id').execute();

  it('accepts submissions while SMTP is down and delivers each message once when it is back', async () => {
    const answers = [
      await submitForm(t.server, 'contact-us', {
        name: 'Maria Lopez',
        email: 'maria@example.com',
        phone: '',
        subject: 'Parking',
        message: 'Where do I park?',
      }),
      await submitForm(t.server, 'contact-us', {
        name: 'Dana Smith',
        email: 'dana@example.com',
        phone: '',
        subject: 'Hours',
        message: 'When does the clerk open?',
      }),
      await submitForm(t.server, 'forms/interpreter', {
        fullName: 'Ana Ruiz',
        caseNumber: '2026TRD01234',
        hearingDate: '2026-04-15',
        email: 'ana@example.com',
        language: 'Spanish',
      }),
    ];
    expect(answers.map((answer) => [answer.status, answer.body.success])).toEqual([
      [200, true],
      [200, true],
      [200, true],
    ]);
    // Each submission's notification and confirmation wait in the outbox.
    expect((await outbox()).map((message) => [message.status, message.attempts])).toEqual(
      Array.from({ length: 6 }, () => ['pending', 0]),
    );

    expect(await worker.deliverDueMessages()).toEqual({ sent: 0, failed: 6 });
    t.clock.advance(MINUTE);
    expect(await worker.deliverDueMessages()).toEqual({ sent: 0, failed: 6 });
    const waiting = await outbox();
    expect(waiting.every((message) => message.status === 'pending')).toBe(true);
    expect(waiting.every((message) => message.attempts === 2 && message.lastError)).toBe(true);

    smtp = await startSmtpTestServer(smtpPort);
    // The backoff holds them until their next attempt is due, then all go in one round.
    expect(await worker.deliverDueMessages()).toEqual({ sent: 0, failed: 0 });
    t.clock.advance(2 * MINUTE);
    expect(await worker.deliverDueMessages()).toEqual({ sent: 6, failed: 0 });
    t.clock.advance(DAY);
    expect(await worker.deliverDueMessages()).toEqual({ sent: 0, failed: 0 });

    const delivered = await outbox();
    expect(delivered.every((message) => message.status === 'sent')).toBe(true);
    const received = smtp.inbox
      .map((mail) => `${mail.to.join(',')} | ${mailHeader(mail, 'Subject') ?? ''}`)
      .sort();
    expect(received).toEqual(
      delivered.map((message) => `${message.toAddress} | ${message.subject}`).sort(),
    );
  });

  it('gives up on a message that keeps failing, shows staff why, and never sends it', async () => {
    await createTestStaff(t, 'juryclerk', ['jury']);
    const clerk = await signInBrowser(t, 'juryclerk');
    await insertRegistration(t.database.db, {
      jurorNumber: '3001',
      serveDate: TUESDAY,
      email: 'juror@example.org',
    });
    const created = await clerk.agent
      .post('/api/muni/staff/jury/notices')
      .set(clerk.xsrf)
      .send({ serveDate: TUESDAY, noticeText: 'Do not report on Tuesday.', when: 'now' })
      .expect(201);
    const id = Number((created.body as { id: number }).id);

    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(await worker.deliverDueMessages()).toEqual({ sent: 0, failed: 1 });
      t.clock.advance(10 * MINUTE);
    }
    const [message] = await outbox();
    expect(message).toMatchObject({ status: 'failed', attempts: 3, sentAt: null });

    // The clerk comes back later, in a new session, to see how the notice went.
    const returning = await signInBrowser(t, 'juryclerk');
    const notice = (await returning.agent.get(`/api/muni/staff/jury/notices/${id}`).expect(200))
      .body as JurorNoticeDetail;
    expect(notice.counts.failed).toBe(1);
    expect(notice.recipients).toEqual([
      expect.objectContaining({
        jurorNumber: '3001',
        channel: 'email',
        state: 'failed',
        attempts: 3,
        reason: message?.lastError,
      }),
    ]);
    expect(message?.lastError).toMatch(/ECONNREFUSED/);

    // Failed is final: SMTP coming back a day later does not send it.
    smtp = await startSmtpTestServer(smtpPort);
    t.clock.advance(DAY);
    expect(await worker.deliverDueMessages()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.inbox).toEqual([]);
  });
});
