// Slow by nature (one to two minutes for both databases): two real API processes, and most of
// the time is waiting for the start of the next minute, when the minute job sends the court-date
// reminders.
import request from 'supertest';
import { addCalendarDays, courtTimeOf, courtTimeToInstant } from '@court/contract';
import type { Dialect } from '../platform/database/database';
import { STAFF_SESSION_COOKIE } from '../platform/http/staff-session-cookie';
import {
  assertApiBuilt,
  createProcessDatabase,
  runStaffCli,
  startApiProcess,
  type ApiProcess,
  type ProcessDatabase,
} from '../testing/api-process';
import { submitForm } from '../testing/form-client';
import { mailHeader, startSmtpTestServer, type SmtpTestServer } from '../testing/smtp-test-server';
import { fetchXsrf } from '../testing/test-app';
import { forEachDatabase } from '../testing/test-database';
import { waitUntil } from '../testing/wait-until';

const PASSWORD = 'two processes share one database';
const HOUR_MS = 60 * 60 * 1000;
const RATE_LIMIT = 20;
const CONTACT_MESSAGES = 10;
const REMINDED_PEOPLE = 12;
// Each message is acknowledged this late: one process's round of all the contact form's mail
// (two messages a form) outlasts the other's poll interval (5 s), so the other always finds
// messages still unclaimed and both workers are at the same messages at once. At 250 ms a
// round of twenty took just the interval, and the other could find every message claimed.
const SMTP_ACCEPT_DELAY_MS = 400;

/**
 * A court-local date and time (whole minutes) whose day-before reminder is due now, whatever the
 * hour the test runs: a minute ago in the day, or 7:59 p.m. the last evening at night.
 */
function hearingDueForItsDayBeforeReminder(now: Date): { date: string; time: string } {
  const { date, time } = courtTimeOf(new Date(now.getTime() - 60_000));
  let nominal = { date, time };
  if (time >= '20:00') nominal = { date, time: '19:59' };
  else if (time < '08:00') nominal = { date: addCalendarDays(date, -1), time: '19:59' };
  return { date: addCalendarDays(nominal.date, 1), time: nominal.time };
}

function sessionCookie(response: request.Response): string | undefined {
  const lines = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  return lines
    .map((line) => new RegExp(`^${STAFF_SESSION_COOKIE}=([^;]+)`).exec(line)?.[1])
    .find((value) => value !== undefined);
}

function rateLimitTitle(dialect: Dialect): string {
  return dialect === 'postgres'
    ? 'counts the public rate limit across both processes'
    : 'counts the public rate limit in each process, SQLite having no shared store';
}

forEachDatabase((dialect) => {
  let database: ProcessDatabase | undefined;
  let smtp: SmtpTestServer | undefined;
  let first: ApiProcess | undefined;
  let second: ApiProcess | undefined;

  /** What beforeAll set up; each test fails plainly when it could not. */
  function setUp() {
    if (!database || !smtp || !first || !second) throw new Error('the set-up did not complete');
    return { db: database.handle.db, smtp, a: first, b: second };
  }

  beforeAll(async () => {
    assertApiBuilt();
    database = await createProcessDatabase(dialect);
    smtp = await startSmtpTestServer(0, { acceptDelayMs: SMTP_ACCEPT_DELAY_MS });
    // The CLI migrates the empty database, then creates the account.
    const cli = await runStaffCli(
      [
        'create',
        '--username',
        'clerk',
        '--display-name',
        'Forms Clerk',
        '--email',
        'clerk@example.org',
        '--roles',
        'forms',
      ],
      database.env,
      `${PASSWORD}\n`,
    );
    expect(cli).toMatchObject({ code: 0, stderr: '' });
    // A submission processed long ago: the hourly purge, which both processes start by
    // running, has this one row to delete.
    await database.handle.db
      .insertInto('formSubmission')
      .values({
        form: 'interpreter',
        reference: 'IR-2025-000001',
        name: 'Processed Long Ago',
        caseNumber: null,
        email: null,
        language: 'en',
        status: 'processed',
        receivedAt: '2025-01-06T15:00:00.000Z',
        processedAt: '2025-01-07T15:00:00.000Z',
        processedBy: 'clerk',
        idempotencyKey: null,
      })
      .execute();
    const env = {
      ...database.env,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    };
    // Both start at once, and both are kept (to be stopped) even if the other fails to start.
    const started = await Promise.allSettled([startApiProcess(env), startApiProcess(env)]);
    [first, second] = started.map((result) =>
      result.status === 'fulfilled' ? result.value : undefined,
    );
    for (const result of started) if (result.status === 'rejected') throw result.reason;
  }, 60_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await smtp?.stop();
    await database?.drop();
  });

  it('accepts on one process a staff session made on the other, and ends it on both', async () => {
    const { a, b } = setUp();
    const xsrf = await fetchXsrf(a.url);
    const signIn = await request(a.url)
      .post('/api/muni/staff/session')
      .set('Cookie', xsrf.cookie)
      .set(xsrf.header)
      .send({ username: 'clerk', password: PASSWORD });
    expect(signIn.status).toBe(200);
    const session = sessionCookie(signIn);
    expect(session).toBeDefined();
    const cookies = `${xsrf.cookie}; ${STAFF_SESSION_COOKIE}=${session ?? ''}`;

    const me = await request(b.url).get('/api/muni/staff/me').set('Cookie', cookies);
    expect([me.status, (me.body as { username?: string }).username]).toEqual([200, 'clerk']);
    await request(b.url)
      .get('/api/muni/staff/forms/submissions')
      .set('Cookie', cookies)
      .expect(200);

    await request(b.url)
      .delete('/api/muni/staff/session')
      .set('Cookie', cookies)
      .set(xsrf.header)
      .expect(204);
    await request(a.url).get('/api/muni/staff/me').set('Cookie', cookies).expect(401);
  });

  it(rateLimitTitle(dialect), async () => {
    const { a, b } = setUp();
    const xsrf = await fetchXsrf(a.url);
    // An empty form: refused (400), but counted like any public POST.
    const post = async (api: ApiProcess) => {
      const response = await request(api.url)
        .post('/api/muni/forms/zoom-hearing')
        .set('Cookie', xsrf.cookie)
        .set(xsrf.header)
        .send({});
      return { status: response.status, retryAfter: response.headers['retry-after'] };
    };
    const underLimit: number[] = [];
    for (let sent = 0; sent < RATE_LIMIT / 2; sent += 1) {
      underLimit.push((await post(a)).status, (await post(b)).status);
    }
    expect(underLimit).toEqual(Array.from({ length: RATE_LIMIT }, () => 400));

    const overShared = [await post(a), await post(b)];
    if (dialect === 'postgres') {
      expect(overShared).toEqual([
        { status: 429, retryAfter: expect.stringMatching(/^\d+$/) },
        { status: 429, retryAfter: expect.stringMatching(/^\d+$/) },
      ]);
    } else {
      // Each process has counted only its own half, plus this one.
      expect(overShared.map((answer) => answer.status)).toEqual([400, 400]);
    }
  });

  it('delivers each outbox message once although both processes deliver the outbox', async () => {
    const { a, b, db, smtp: relay } = setUp();
    const answers = await Promise.all(
      Array.from({ length: CONTACT_MESSAGES }, (_, index) =>
        submitForm(index % 2 === 0 ? a.url : b.url, 'contact-us', {
          name: `Writer ${index}`,
          email: `writer${index}@example.org`,
          phone: '',
          subject: `Two processes ${index}`,
          message: 'Which process sends this?',
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(
      Array.from({ length: CONTACT_MESSAGES }, () => 200),
    );

    const outbox = () => db.selectFrom('outboxMessage').selectAll().execute();
    await waitUntil(
      'the outbox to be delivered',
      async () => (await outbox()).every((message) => message.status === 'sent'),
      { timeoutMs: 45_000, everyMs: 200 },
    );
    // A second send of a message would land within one more SMTP answer.
    await new Promise((resolve) => setTimeout(resolve, 2 * SMTP_ACCEPT_DELAY_MS));

    const queued = (await outbox())
      .map((message) => `${message.toAddress} | ${message.subject}`)
      .sort();
    expect(queued).toHaveLength(2 * CONTACT_MESSAGES);
    const received = relay.inbox
      .map((mail) => `${mail.to.join(',')} | ${mailHeader(mail, 'Subject') ?? ''}`)
      .sort();
    expect(received).toEqual(queued);
    // Both workers took part (so they did compete for messages), and together sent each once.
    const sentBy = (api: ApiProcess) =>
      api.logs().filter((line) => line.msg === 'outbox message sent').length;
    expect(sentBy(a)).toBeGreaterThan(0);
    expect(sentBy(b)).toBeGreaterThan(0);
    expect(sentBy(a) + sentBy(b)).toBe(2 * CONTACT_MESSAGES);
  }, 60_000);

  it('sends each court-date reminder once although both processes run the reminders', async () => {
    const { db, smtp: relay } = setUp();
    const hearing = hearingDueForItsDayBeforeReminder(new Date());
    const longAgo = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString();
    const importRow = await db
      .insertInto('hearingImport')
      .values({
        importedAt: longAgo,
        source: 'upload',
        importedBy: 'test',
        applied: 1,
        rowCount: REMINDED_PEOPLE,
        addedCount: REMINDED_PEOPLE,
        movedCount: 0,
        cancelledCount: 0,
        disappearedCount: 0,
        unchangedCount: 0,
        errors: '[]',
        errorCount: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let index = 0; index < REMINDED_PEOPLE; index += 1) {
      const caseNumber = `2026TRD${String(index + 1).padStart(5, '0')}`;
      await db
        .insertInto('hearing')
        .values({
          caseNumber,
          lastName: 'Rivera',
          firstName: 'Sol',
          hearingType: 'Pretrial',
          hearingDate: hearing.date,
          hearingTime: hearing.time,
          startsAt: courtTimeToInstant(hearing.date, hearing.time).toISOString(),
          courtroom: 'Courtroom 2',
          status: 'scheduled',
          lastImportId: importRow.id,
          updatedAt: longAgo,
        })
        .execute();
      const signup = await db
        .insertInto('reminderSignup')
        .values({
          reference: `CD-2026-${String(index + 1).padStart(6, '0')}`,
          caseNumber,
          lastName: 'RIVERA',
          language: 'en',
          createdAt: longAgo,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('reminderContact')
        .values({
          signupId: signup.id,
          channel: 'email',
          destination: `person${index}@example.org`,
          carrier: null,
          codeHash: null,
          codeExpiresAt: null,
          codeAttempts: 0,
          codesSent: 1,
          confirmedAt: longAgo,
          consentText: null,
          consentAt: null,
          stoppedAt: null,
          createdAt: longAgo,
        })
        .execute();
    }
    const reminders = () =>
      relay.inbox.filter((mail) => (mailHeader(mail, 'Subject') ?? '').startsWith('Reminder:'));
    // The job runs every minute, in one process or the other.
    await waitUntil('every reminder to arrive', async () => reminders().length >= REMINDED_PEOPLE, {
      timeoutMs: 150_000,
      everyMs: 200,
    });
    await new Promise((resolve) => setTimeout(resolve, 2 * SMTP_ACCEPT_DELAY_MS));
    expect(
      reminders()
        .flatMap((mail) => mail.to)
        .sort(),
    ).toEqual(
      Array.from({ length: REMINDED_PEOPLE }, (_, index) => `person${index}@example.org`).sort(),
    );
  }, 180_000);

  it('runs each scheduled job once across both processes', async () => {
    const { a, b, db } = setUp();
    const jobs = () => db.selectFrom('scheduledJob').selectAll().execute();
    await waitUntil(
      'every scheduled job to run',
      async () => {
        const rows = await jobs();
        return rows.length > 0 && rows.every((row) => row.lastRunAt !== null);
      },
      { timeoutMs: 30_000, everyMs: 200 },
    );
    expect((await jobs()).map((row) => [row.name, row.lastError])).toEqual(
      expect.arrayContaining([
        ['purge-processed-submissions', null],
        ['purge-juror-registrations', null],
      ]),
    );
    // Each run of the hourly purges logs one line, in whichever process ran it: once in each hour
    // the processes ran through (twice when the test crosses the hour, when they run again).
    const logs = [...a.logs(), ...b.logs()];
    for (const message of ['processed submissions purged', 'juror registrations purged']) {
      const hours = logs
        .filter((line) => line.msg === message)
        .map((line) => Math.floor(Number(line.time) / HOUR_MS));
      expect({
        message,
        runs: hours.length > 0,
        oncePerHour: new Set(hours).size === hours.length,
      }).toEqual({ message, runs: true, oncePerHour: true });
    }
    const purges = await db
      .selectFrom('auditLog')
      .select('details')
      .where('action', '=', 'forms.purge')
      .execute();
    expect(purges).toHaveLength(1);
    expect(
      await db
        .selectFrom('formSubmission')
        .select('reference')
        .where('form', '=', 'interpreter')
        .execute(),
    ).toEqual([]);
  });
});
