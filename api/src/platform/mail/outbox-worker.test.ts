import {
  mailHeader,
  startSmtpTestServer,
  type SmtpTestServer,
} from '../../testing/smtp-test-server';
import { TestClock } from '../../testing/test-app';
import {
  createTestDatabase,
  forEachDatabase,
  type TestDatabase,
} from '../../testing/test-database';
import { waitUntil } from '../../testing/wait-until';
import { createLogger } from '../logger';
import { findOutboxMessage, insertOutboxMessage } from './outbox-repository';
import { createOutboxWorker, retryDelayMs, type OutboxWorker } from './outbox-worker';
import { createSmtpMailer, type Mailer } from './smtp-mailer';

describe('retryDelayMs', () => {
  it('doubles from the base delay and stops at the cap', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, 30_000, 100_000))).toEqual([
      30_000, 60_000, 100_000, 100_000,
    ]);
  });
});

forEachDatabase((dialect) => {
  let database: TestDatabase;
  let clock: TestClock;
  let smtp: SmtpTestServer;
  let mailer: Mailer;
  let worker: OutboxWorker;

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    clock = new TestClock();
    smtp = await startSmtpTestServer();
    mailer = createSmtpMailer(
      `smtp://127.0.0.1:${smtp.port}`,
      'Canton Municipal Court <no-reply@example.org>',
    );
    worker = createOutboxWorker({
      db: database.db,
      mailer,
      clock,
      logger: createLogger('silent'),
      baseDelayMs: 30_000,
      maxAttempts: 3,
    });
  });

  afterEach(async () => {
    await worker.stop();
    mailer.close();
    await smtp.stop();
    await database.drop();
  });

  function queue(subject = 'Interpreter request for case 2023TRD01234'): Promise<number> {
    return insertOutboxMessage(
      database.db,
      { toAddress: 'clerk@example.org', subject, bodyText: 'Full name: Maria Lopez' },
      clock.now(),
    );
  }

  it('delivers a due message over SMTP and marks it sent', async () => {
    const id = await queue();
    expect(await worker.deliverDueMessages()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.inbox).toHaveLength(1);
    expect(smtp.inbox[0]?.to).toEqual(['clerk@example.org']);
    expect(smtp.inbox[0]?.from).toBe('no-reply@example.org');
    expect(smtp.inbox[0]?.data).toContain('Subject: Interpreter request for case 2023TRD01234');
    expect(smtp.inbox[0]?.data).toContain('Full name: Maria Lopez');
    // Once sent, the row keeps no text: a link or a code in it must not rest in the database.
    expect(await findOutboxMessage(database.db, id)).toMatchObject({
      status: 'sent',
      sentAt: clock.now().toISOString(),
      subject: 'Interpreter request for case 2023TRD01234',
      bodyText: '',
      headers: null,
    });
    expect(await worker.deliverDueMessages()).toEqual({ sent: 0, failed: 0 });
  });

  it('keeps the message while SMTP is down and delivers it when SMTP is back', async () => {
    const id = await queue();
    const { port } = smtp;
    await smtp.stop();

    expect(await worker.deliverDueMessages()).toEqual({ sent: 0, failed: 1 });
    const failed = await findOutboxMessage(database.db, id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(failed?.lastError).toBeTruthy();
    expect(failed?.nextAttemptAt).toBe(new Date(clock.now().getTime() + 30_000).toISOString());

    smtp = await startSmtpTestServer(port);
    // Not due yet: the backoff holds it back.
    expect(await worker.deliverDueMessages()).toEqual({ sent: 0, failed: 0 });
    clock.advance(30_000);
    expect(await worker.deliverDueMessages()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.inbox).toHaveLength(1);
    expect(await findOutboxMessage(database.db, id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('gives up after the last attempt, keeping the reason, and never sends it later', async () => {
    const id = await queue();
    const { port } = smtp;
    await smtp.stop();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await worker.deliverDueMessages();
      clock.advance(10 * 60_000);
    }
    const failed = await findOutboxMessage(database.db, id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, sentAt: null, bodyText: '' });
    expect(failed?.lastError).toBeTruthy();
    expect(await worker.deliverDueMessages()).toEqual({ sent: 0, failed: 0 });
    // Not retried for ever: SMTP back and a day gone by, the message stays failed and unsent.
    smtp = await startSmtpTestServer(port);
    clock.advance(24 * 60 * 60_000);
    expect(await worker.deliverDueMessages()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.inbox).toHaveLength(0);
    expect(await findOutboxMessage(database.db, id)).toMatchObject({ status: 'failed' });
  });

  it('polls on its own once started', async () => {
    const polling = createOutboxWorker({
      db: database.db,
      mailer,
      clock,
      logger: createLogger('silent'),
      pollIntervalMs: 20,
    });
    await queue();
    polling.start();
    await waitUntil('the worker to send the queued message', () => smtp.inbox.length > 0, {
      everyMs: 20,
    });
    await polling.stop();
    expect(smtp.inbox).toHaveLength(1);
  });

  it('sends the extra headers stored with a message', async () => {
    await insertOutboxMessage(
      database.db,
      {
        toAddress: 'juror@example.org',
        subject: 'Jury service notice',
        bodyText: 'Do not report on Tuesday.',
        headers: {
          'List-Unsubscribe': '<https://court.example.org/api/muni/juror/unsubscribe?token=e1.x>',
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      },
      clock.now(),
    );
    expect(await worker.deliverDueMessages()).toEqual({ sent: 1, failed: 0 });
    expect(mailHeader(smtp.inbox[0], 'List-Unsubscribe')).toBe(
      '<https://court.example.org/api/muni/juror/unsubscribe?token=e1.x>',
    );
    expect(mailHeader(smtp.inbox[0], 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('refuses a header that would add lines or replace a standard field', async () => {
    await expect(
      mailer.send({ to: 'a@example.org', subject: 's', text: 't', headers: { X: 'a\r\nBcc: b' } }),
    ).rejects.toThrow(/one line/);
    await expect(
      mailer.send({ to: 'a@example.org', subject: 's', text: 't', headers: { Bcc: 'b@x.org' } }),
    ).rejects.toThrow(/not allowed/);
    expect(smtp.inbox).toHaveLength(0);
  });

  it('sends a message once when two workers (two API processes) poll the same outbox', async () => {
    const second = createOutboxWorker({
      db: database.db,
      mailer,
      clock,
      logger: createLogger('silent'),
    });
    await queue();
    const reports = await Promise.all([worker.deliverDueMessages(), second.deliverDueMessages()]);
    expect(reports.reduce((total, report) => total + report.sent, 0)).toBe(1);
    expect(smtp.inbox).toHaveLength(1);
  });

  it('hands the sms channel to the SMS sender and leaves it alone without one', async () => {
    const texts: { to: string; text: string }[] = [];
    const id = await insertOutboxMessage(
      database.db,
      { toAddress: '3305550100', subject: '', bodyText: 'Do not report.', channel: 'sms' },
      clock.now(),
    );
    expect(await worker.deliverDueMessages()).toEqual({ sent: 0, failed: 0 });
    const texting = createOutboxWorker({
      db: database.db,
      mailer: null,
      smsSender: { send: (message) => Promise.resolve(void texts.push(message)) },
      clock,
      logger: createLogger('silent'),
    });
    expect(await texting.deliverDueMessages()).toEqual({ sent: 1, failed: 0 });
    expect(texts).toEqual([{ to: '3305550100', text: 'Do not report.' }]);
    expect(await findOutboxMessage(database.db, id)).toMatchObject({ status: 'sent' });
    expect(smtp.inbox).toHaveLength(0);
  });
});
