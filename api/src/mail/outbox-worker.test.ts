import { createLogger } from '../logger';
import { startSmtpTestServer, type SmtpTestServer } from '../testing/smtp-test-server';
import { TestClock } from '../testing/test-app';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../testing/test-database';
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
    expect(await findOutboxMessage(database.db, id)).toMatchObject({
      status: 'sent',
      sentAt: clock.now().toISOString(),
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

  it('gives up after the last attempt', async () => {
    const id = await queue();
    await smtp.stop();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await worker.deliverDueMessages();
      clock.advance(10 * 60_000);
    }
    expect(await findOutboxMessage(database.db, id)).toMatchObject({
      status: 'failed',
      attempts: 3,
    });
    expect(await worker.deliverDueMessages()).toEqual({ sent: 0, failed: 0 });
    smtp = await startSmtpTestServer();
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
    const deadline = Date.now() + 5000;
    while (smtp.inbox.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await polling.stop();
    expect(smtp.inbox).toHaveLength(1);
  });
});
