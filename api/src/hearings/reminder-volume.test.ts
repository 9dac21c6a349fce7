import { createOutboxWorker } from '../platform/mail/outbox-worker';
import { createSmtpMailer } from '../platform/mail/smtp-mailer';
import { createLogger } from '../platform/logger';
import { startSmtpTestServer } from '../testing/smtp-test-server';
import { TestClock, testConfig } from '../testing/test-app';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../testing/test-database';
import { queueDueReminders } from './reminder-scheduler';

/**
 * Many reminders due at once: `npm test` sends REMINDER_VOLUME (200) to check a large round is
 * right; `npm run bench` sets 5,000 and prints the time to queue them and to deliver them over
 * SMTP to a relay on this machine.
 */
const PEOPLE = Number(process.env.REMINDER_VOLUME ?? 200);
const PRINT_FIGURES = process.env.REMINDER_VOLUME !== undefined;
/** 9:00 a.m. in Canton on April 6, 2026: the day before every hearing below. */
const NOW = '2026-04-06T13:00:00.000Z';

async function fill(database: TestDatabase): Promise<void> {
  const db = database.db;
  const at = '2026-03-01T12:00:00.000Z';
  const importRow = await db
    .insertInto('hearingImport')
    .values({
      importedAt: at,
      source: 'upload',
      importedBy: 'bench',
      applied: 1,
      rowCount: PEOPLE,
      addedCount: PEOPLE,
      movedCount: 0,
      cancelledCount: 0,
      disappearedCount: 0,
      unchangedCount: 0,
      errors: '[]',
      errorCount: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let start = 0; start < PEOPLE; start += 250) {
    const indexes = Array.from({ length: Math.min(250, PEOPLE - start) }, (_, i) => start + i);
    const caseOf = (i: number) => `2026TRD${String(i).padStart(5, '0')}`;
    await db
      .insertInto('hearing')
      .values(
        indexes.map((i) => ({
          caseNumber: caseOf(i),
          lastName: `Party${i}`,
          firstName: 'Pat',
          hearingType: 'Arraignment',
          hearingDate: '2026-04-07',
          hearingTime: '09:00',
          startsAt: '2026-04-07T13:00:00.000Z',
          courtroom: `Courtroom ${1 + (i % 4)}`,
          status: 'scheduled',
          lastImportId: importRow.id,
          updatedAt: at,
        })),
      )
      .execute();
    const signups = await db
      .insertInto('reminderSignup')
      .values(
        indexes.map((i) => ({
          reference: `CD-2026-${String(i).padStart(6, '0')}`,
          caseNumber: caseOf(i),
          lastName: `PARTY${i}`,
          language: i % 3 === 0 ? 'es' : 'en',
          createdAt: at,
        })),
      )
      .returning(['id', 'reference'])
      .execute();
    await db
      .insertInto('reminderContact')
      .values(
        signups.map((signup) => ({
          signupId: signup.id,
          channel: 'email' as const,
          destination: `${signup.reference.toLowerCase()}@example.org`,
          carrier: null,
          codeHash: null,
          codeExpiresAt: null,
          codeAttempts: 0,
          codesSent: 1,
          confirmedAt: at,
          consentText: null,
          consentAt: null,
          stoppedAt: null,
          createdAt: at,
        })),
      )
      .execute();
  }
}

forEachDatabase((dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await fill(database);
  }, 300_000);

  afterAll(async () => {
    await database.drop();
  });

  it(`queues ${PEOPLE} reminders due at once, once each, and delivers them over SMTP`, async () => {
    const relay = await startSmtpTestServer();
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${relay.port}`, 'court@example.org');
    const clock = new TestClock(NOW);
    const deps = { db: database.db, clock, config: testConfig() };
    try {
      const queueStarted = process.hrtime.bigint();
      expect(await queueDueReminders(deps, clock.now())).toBe(PEOPLE);
      const queueMs = Number(process.hrtime.bigint() - queueStarted) / 1e6;
      expect(await queueDueReminders(deps, clock.now())).toBe(0);

      const worker = createOutboxWorker({
        db: database.db,
        mailer,
        clock,
        logger: createLogger('silent'),
        batchSize: 100,
      });
      const deliverStarted = process.hrtime.bigint();
      let delivered = 0;
      for (;;) {
        const round = await worker.deliverDueMessages();
        expect(round.failed).toBe(0);
        if (round.sent === 0) break;
        delivered += round.sent;
      }
      const deliverMs = Number(process.hrtime.bigint() - deliverStarted) / 1e6;
      expect(delivered).toBe(PEOPLE);
      expect(relay.inbox).toHaveLength(PEOPLE);
      expect(new Set(relay.inbox.flatMap((mail) => mail.to)).size).toBe(PEOPLE);
      if (PRINT_FIGURES) {
        process.stdout.write(
          `${PEOPLE} court-date reminders on ${dialect}: queued in ${Math.round(queueMs)} ms, delivered over SMTP in ${Math.round(deliverMs)} ms (${Math.round((PEOPLE * 1000) / deliverMs)} a second), rss ${Math.round(process.memoryUsage().rss / 1024 / 1024)} MB\n`,
        );
      }
    } finally {
      mailer.close();
      await relay.stop();
    }
  }, 600_000);
});
