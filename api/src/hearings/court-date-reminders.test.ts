import request from 'supertest';
import type { CourtDateReminderSignupAccepted, ReminderSignupState } from '@court/contract';
import { createLogger } from '../platform/logger';
import { API_MESSAGES } from '../platform/messages';
import {
  auditRowsOf,
  createTestStaff,
  signInBrowser,
  type TestBrowser,
} from '../testing/staff-test-helpers';
import { REMINDER_SIGN_UP } from '../testing/court-date-reminder-fixtures';
import { submitForm } from '../testing/form-client';
import { createTestApp, fetchXsrf, type TestApp } from '../testing/test-app';
import { forEachDatabase } from '../testing/test-database';
import { queueChangeNotices, queueDueReminders } from './reminder-scheduler';
import { purgeReminderSignups } from './reminder-retention-service';
import { scheduledJobs } from '../scheduled-jobs';

const HEADER =
  'case_number,last_name,first_name,hearing_date,hearing_time,hearing_type,courtroom,status';
const GARCIA = '2026TRD01234,García,Ana,2026-04-07,09:00,Arraignment,Courtroom 2,scheduled';
const EARLY = '2026CRB00100,Lee,Kim,2026-04-09,07:30,Sentencing,Courtroom 1,scheduled';
const IMPORTS = '/api/muni/staff/hearings/imports';

/** The answer of a call, once its status is the one expected. */
async function answered(call: Promise<request.Response>, status: number) {
  const response = await call;
  expect({ status: response.status, body: response.body as unknown }).toMatchObject({ status });
  return response;
}

function schedule(...lines: string[]): Buffer {
  return Buffer.from(`${[HEADER, ...lines].join('\r\n')}\r\n`);
}

forEachDatabase((dialect) => {
  describe('court-date reminders', () => {
    let t: TestApp;
    let clerk: TestBrowser;

    beforeEach(async () => {
      t = await createTestApp(dialect);
      await createTestStaff(t, 'scheduler', ['hearings']);
      clerk = await signInBrowser(t, 'scheduler');
      await upload(schedule(GARCIA, EARLY)).expect(201);
    });

    afterEach(async () => {
      await t.database.drop();
    });

    function upload(file: Buffer) {
      return clerk.agent
        .post(IMPORTS)
        .set(clerk.xsrf)
        .attach('file', file, { filename: 'schedule.csv', contentType: 'text/csv' });
    }

    /** Moves the test clock to an instant. */
    function setClock(iso: string) {
      t.clock.advance(Date.parse(iso) - t.clock.now().getTime());
    }

    const jobDeps = () => ({ db: t.database.db, clock: t.clock, config: t.config });

    const outbox = () =>
      t.database.db
        .selectFrom('outboxMessage')
        .select(['id', 'toAddress', 'subject', 'bodyText', 'headers'])
        .orderBy('id')
        .execute();

    /** The six-digit code of the last message to `address`. */
    async function codeSentTo(address: string): Promise<string> {
      const message = (await outbox()).filter((row) => row.toAddress === address).at(-1);
      const code = /\b(\d{6})\b/.exec(message?.bodyText ?? '')?.[1];
      if (!code) throw new Error(`no code was sent to ${address}`);
      return code;
    }

    async function post(path: string, body: object) {
      const { cookie, header } = await fetchXsrf(t.server);
      return request(t.server)
        .post(`/api/muni/${path}`)
        .set('Cookie', cookie)
        .set(header)
        .send(body);
    }

    async function signUpAndConfirm(answers: Record<string, unknown> = REMINDER_SIGN_UP) {
      const response = await answered(submitForm(t.server, 'court-dates/signups', answers), 200);
      const signup = response.body as CourtDateReminderSignupAccepted;
      const { reference, signupToken } = signup;
      for (const { channel } of signup.channels) {
        const address = channel === 'sms' ? '3305550123@vtext.com' : 'ana@example.org';
        await answered(
          post('court-dates/signups/confirm', {
            reference,
            signupToken,
            channel,
            code: await codeSentTo(address),
          }),
          200,
        );
      }
      return signup;
    }

    it('refuses a sign-up with problems by field, in the language asked, and keeps nothing', async () => {
      const response = await answered(
        submitForm(
          t.server,
          'court-dates/signups',
          {
            ...REMINDER_SIGN_UP,
            caseNumber: 'TRD',
            remindBy: 'text',
            cellphone: '555',
            textConsent: false,
          },
          { language: 'es' },
        ),
        400,
      );
      expect(Object.keys(response.body.errors as object).sort()).toEqual([
        'caseNumber',
        'cellphone',
        'textConsent',
      ]);
      expect(response.body.errors.textConsent).toBe(
        'Para recibir recordatorios por texto, acepte recibir mensajes del tribunal.',
      );
      expect(await t.database.db.selectFrom('reminderSignup').selectAll().execute()).toEqual([]);
      expect(await outbox()).toEqual([]);
    });

    it('shows the hearing, sends a code to each channel, and confirms them', async () => {
      const response = await answered(
        submitForm(t.server, 'court-dates/signups', REMINDER_SIGN_UP),
        200,
      );
      const signup = response.body as CourtDateReminderSignupAccepted;
      expect(signup).toMatchObject({
        success: true,
        caseNumber: '2026 TRD 01234',
        nextHearing: {
          date: '2026-04-07',
          time: '09:00',
          courtroom: 'Courtroom 2',
          hearingType: 'Arraignment',
        },
        channels: [
          { channel: 'sms', destination: '(•••) •••-0123', confirmed: false },
          { channel: 'email', destination: 'a•••@example.org', confirmed: false },
        ],
      });
      expect(signup.reference).toMatch(/^CD-2026-\d{6}$/);
      const sent = await outbox();
      expect(sent.map((row) => row.toAddress).sort()).toEqual([
        '3305550123@vtext.com',
        'ana@example.org',
      ]);
      // The person chose Spanish: the codes come in Spanish.
      expect(sent.find((row) => row.toAddress === 'ana@example.org')?.subject).toMatch(
        /^Su código de confirmación: \d{6}$/,
      );

      const { reference, signupToken } = signup;
      const wrong = await answered(
        post('court-dates/signups/confirm', {
          reference,
          signupToken,
          channel: 'email',
          code: '000000' === (await codeSentTo('ana@example.org')) ? '111111' : '000000',
        }),
        400,
      );
      expect(wrong.body.errors).toEqual({
        code: 'That code is not right. Check the code we sent you and enter it again.',
      });
      await answered(
        post('court-dates/signups/confirm', {
          reference,
          signupToken: 'x'.repeat(22),
          channel: 'email',
          code: await codeSentTo('ana@example.org'),
        }),
        404,
      );

      const confirmed = await answered(
        post('court-dates/signups/confirm', {
          reference,
          signupToken,
          channel: 'email',
          code: await codeSentTo('ana@example.org'),
        }),
        200,
      );
      expect((confirmed.body as ReminderSignupState).channels).toEqual([
        { channel: 'sms', destination: '(•••) •••-0123', confirmed: false },
        { channel: 'email', destination: 'a•••@example.org', confirmed: true },
      ]);

      const resent = await answered(
        post('court-dates/signups/resend', {
          reference,
          signupToken,
          channel: 'sms',
        }),
        200,
      );
      expect((resent.body as ReminderSignupState).channels[0]?.confirmed).toBe(false);
      const texts = (await outbox()).filter((row) => row.toAddress === '3305550123@vtext.com');
      expect(texts).toHaveLength(2);
    });

    it('reads a code request in turn: the sign-up, then the channel, then the code', async () => {
      const signup = (
        await answered(submitForm(t.server, 'court-dates/signups', REMINDER_SIGN_UP), 200)
      ).body as CourtDateReminderSignupAccepted;
      const { reference, signupToken } = signup;
      const en = API_MESSAGES.en;
      const code = await codeSentTo('ana@example.org');
      const confirm = (body: object, status: number) =>
        answered(post('court-dates/signups/confirm', body), status);

      // A sign-up named by anything but text is unknown, whatever else is wrong.
      for (const body of [
        { reference: 7, signupToken, channel: 'email', code },
        { reference, signupToken: 7, channel: 'email', code },
        { signupToken, channel: 'fax', code: 5 },
        [reference, signupToken, 'email', code],
      ]) {
        const unknown = await confirm(body, 404);
        expect(unknown.body.error).toBe(en['reminders.signup.unknown']);
      }
      for (const channel of ['fax', 7, undefined]) {
        for (const path of ['confirm', 'resend']) {
          const wrong = await answered(
            post(`court-dates/signups/${path}`, { reference, signupToken, channel, code: 5 }),
            400,
          );
          expect(wrong.body.errors).toEqual({ code: en['reminders.signup.unknown'] });
        }
      }
      for (const typed of [Number(code), undefined, `${code}7`]) {
        const format = await confirm(
          { reference, signupToken, channel: 'email', code: typed },
          400,
        );
        expect(format.body.errors).toEqual({ code: en['reminders.code.format'] });
      }
      const spaced = `${code.slice(0, 3)} ${code.slice(3)} `;
      await confirm({ reference, signupToken, channel: 'email', code: spaced }, 200);
      // Confirmed already, the channel takes any code.
      await confirm({ reference, signupToken, channel: 'email', code: 5 }, 200);
    });

    it('stops a channel after five wrong codes until a new code is sent', async () => {
      const signup = (
        await answered(
          submitForm(t.server, 'court-dates/signups', {
            ...REMINDER_SIGN_UP,
            remindBy: 'email',
          }),
          200,
        )
      ).body as CourtDateReminderSignupAccepted;
      const right = await codeSentTo('ana@example.org');
      const wrongCode = right === '123456' ? '654321' : '123456';
      const attempt = (code: string) =>
        post('court-dates/signups/confirm', {
          reference: signup.reference,
          signupToken: signup.signupToken,
          channel: 'email',
          code,
        });
      for (let tries = 0; tries < 4; tries += 1) await answered(attempt(wrongCode), 400);
      expect((await answered(attempt(wrongCode), 400)).body.errors.code).toBe(
        'Too many wrong codes. Ask for a new code.',
      );
      expect((await answered(attempt(right), 400)).body.errors.code).toBe(
        'Too many wrong codes. Ask for a new code.',
      );
    });

    it('checks no more than five of many wrong codes sent at once', async () => {
      const signup = (
        await answered(
          submitForm(t.server, 'court-dates/signups', { ...REMINDER_SIGN_UP, remindBy: 'email' }),
          200,
        )
      ).body as CourtDateReminderSignupAccepted;
      const right = await codeSentTo('ana@example.org');
      const wrongCode = right === '123456' ? '654321' : '123456';
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          post('court-dates/signups/confirm', {
            reference: signup.reference,
            signupToken: signup.signupToken,
            channel: 'email',
            code: wrongCode,
          }),
        ),
      );
      const messages = answers.map((answer) => String(answer.body.errors?.code));
      // Four say "wrong"; the fifth check and every refused attempt say there were too many.
      expect(
        messages.filter((message) => message.startsWith('That code is not right')),
      ).toHaveLength(4);
      expect(messages.filter((message) => message.startsWith('Too many wrong codes'))).toHaveLength(
        16,
      );
      const contact = await t.database.db
        .selectFrom('reminderContact')
        .select('codeAttempts')
        .executeTakeFirstOrThrow();
      expect(contact.codeAttempts).toBe(5);
    });

    it('sends one address at most five codes an hour and ten a day, across sign-ups', async () => {
      setClock('2026-03-30T09:00:00.000Z');
      const byEmail = { ...REMINDER_SIGN_UP, remindBy: 'email' };
      const signUp = () => submitForm(t.server, 'court-dates/signups', byEmail);
      const first = (await answered(signUp(), 200)).body as CourtDateReminderSignupAccepted;
      for (let count = 2; count <= 5; count += 1) await answered(signUp(), 200);
      const sixth = await answered(signUp(), 400);
      expect(sixth.body.errors).toEqual({
        email:
          'We have sent this phone or e-mail address as many codes as we can in one hour. Please try again in an hour.',
      });
      const resend = await answered(
        post('court-dates/signups/resend', {
          reference: first.reference,
          signupToken: first.signupToken,
          channel: 'email',
        }),
        400,
      );
      expect(resend.body.errors.code).toMatch(/as many codes as we can in one hour/);
      // Nothing of the refused sign-up is kept, and no sixth code went.
      expect(await t.database.db.selectFrom('reminderSignup').select('id').execute()).toHaveLength(
        5,
      );
      expect((await outbox()).filter((row) => row.toAddress === 'ana@example.org')).toHaveLength(5);

      setClock('2026-03-30T10:00:00.000Z');
      for (let count = 6; count <= 10; count += 1) await answered(signUp(), 200);
      setClock('2026-03-30T11:00:00.000Z');
      const spanish = await answered(
        submitForm(t.server, 'court-dates/signups', byEmail, { language: 'es' }),
        400,
      );
      expect(spanish.body.errors.email).toMatch(/todos los códigos que podemos en un día/);
      // Another address is not held by this one's count.
      await answered(
        submitForm(t.server, 'court-dates/signups', { ...byEmail, email: 'kim@example.org' }),
        200,
      );
      setClock('2026-03-31T00:00:00.000Z');
      await answered(signUp(), 200);
    });

    it('reminds 7 days and 1 day before, once each, in the person’s language', async () => {
      await signUpAndConfirm();
      const before = (await outbox()).length;
      setClock('2026-03-31T13:00:00.000Z'); // 9:00 a.m. in Canton, seven days before.
      const [first, again] = await Promise.all([
        queueDueReminders(jobDeps(), t.clock.now()),
        queueDueReminders(jobDeps(), t.clock.now()),
      ]);
      expect(first + again).toBe(2);
      expect(await queueDueReminders(jobDeps(), t.clock.now())).toBe(0);
      const sent = (await outbox()).slice(before);
      const email = sent.find((row) => row.toAddress === 'ana@example.org');
      expect(email?.subject).toBe('Recordatorio: su fecha de corte el martes, 7 de abril de 2026');
      // The schedule's English words, in the person's language.
      expect(email?.bodyText).toContain('Sala 2\nLectura de cargos');
      expect(email?.bodyText).not.toMatch(/Courtroom|Arraignment/);
      expect(email?.bodyText).toContain('330-555-0100');
      expect(JSON.parse(email?.headers ?? '{}')).toMatchObject({
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      const texts = sent.filter((row) => row.toAddress === '3305550123@vtext.com');
      const whole = texts.map((row) => row.bodyText.replace(/^\(\d\/\d\) /, '')).join(' ');
      expect(whole).toMatch(/^Tribunal Municipal de Canton: Recordatorio: caso 2026 TRD 01234/);
      expect(whole).toContain('mar 7 de abr 9:00, Sala 2');
      expect(whole).toContain('http://localhost:3000/es/h');
      expect(whole).toMatch(/Responda STOP o visite http:\/\/localhost:3000\/u\/r\w+\.\S+$/);

      setClock('2026-04-06T13:00:00.000Z');
      expect(await queueDueReminders(jobDeps(), t.clock.now())).toBe(2);
      setClock('2026-04-07T14:00:00.000Z'); // The hearing has begun: nothing more.
      expect(await queueDueReminders(jobDeps(), t.clock.now())).toBe(0);
    });

    it('deletes sent codes 30 days on, and keeps the reminders’ mail with their deliveries', async () => {
      await signUpAndConfirm();
      setClock('2026-03-31T13:00:00.000Z');
      expect(await queueDueReminders(jobDeps(), t.clock.now())).toBe(2);
      const all = await outbox();
      const reminderIds = (
        await t.database.db.selectFrom('reminderMessage').select('outboxMessageId').execute()
      ).map((row) => row.outboxMessageId);
      expect(reminderIds.length).toBeGreaterThan(0);
      // Every message went but the last, which still waits.
      const waiting = all.at(-1)?.id ?? 0;
      await t.database.db
        .updateTable('outboxMessage')
        .set({ status: 'sent', sentAt: t.clock.now().toISOString(), bodyText: '' })
        .where('id', '<', waiting)
        .execute();
      const purge = scheduledJobs({
        db: t.database.db,
        clock: t.clock,
        config: t.config,
        logger: createLogger('silent'),
      }).find((job) => job.name === 'purge-sent-mail');
      if (!purge) throw new Error('no purge-sent-mail job');

      const { createdAt: codesSentAt } = await t.database.db
        .selectFrom('outboxMessage')
        .select('createdAt')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const daysAfterCodes = (days: number) =>
        new Date(Date.parse(codesSentAt) + days * 24 * 60 * 60 * 1000);
      await purge.run(daysAfterCodes(29));
      expect(await outbox()).toHaveLength(all.length);
      // Long enough after the reminders too: they stay because their deliveries keep them.
      await purge.run(new Date(Date.parse('2026-05-10T00:00:00.000Z')));
      const kept = (await outbox()).map((row) => row.id);
      expect(kept).toEqual(
        all.map((row) => row.id).filter((id) => id === waiting || reminderIds.includes(id)),
      );
      // The codes were written before the reminders: none of them is left.
      expect(kept.length).toBeLessThan(all.length);
    });

    it('holds a reminder that falls at night until 8 a.m. court time', async () => {
      await signUpAndConfirm({ ...REMINDER_SIGN_UP, caseNumber: '2026CRB00100', lastName: 'Lee' });
      setClock('2026-04-02T11:45:00.000Z'); // 7:45 a.m. in Canton, a week before 7:30 a.m.
      expect(await queueDueReminders(jobDeps(), t.clock.now())).toBe(0);
      setClock('2026-04-02T12:00:00.000Z'); // 8:00 a.m.
      expect(await queueDueReminders(jobDeps(), t.clock.now())).toBe(2);
    });

    it('tells each channel once when a hearing moves, and the reminders follow it', async () => {
      await signUpAndConfirm();
      await upload(
        schedule(
          '2026TRD01234,García,Ana,2026-04-14,10:00,Arraignment,Courtroom 3,continued',
          EARLY,
        ),
      ).expect(201);
      const before = (await outbox()).length;
      const [first, again] = await Promise.all([
        queueChangeNotices(jobDeps(), t.clock.now()),
        queueChangeNotices(jobDeps(), t.clock.now()),
      ]);
      expect(first + again).toBe(2);
      const notices = (await outbox()).slice(before);
      expect(await t.database.db.selectFrom('reminderDelivery').selectAll().execute()).toHaveLength(
        2,
      );
      expect(notices.find((row) => row.toAddress === 'ana@example.org')?.subject).toBe(
        'Su fecha de corte cambió: caso 2026 TRD 01234',
      );
      expect(notices.find((row) => row.toAddress === '3305550123@vtext.com')?.bodyText).toContain(
        'cambió a mar 14 de abr 10:00, Sala 3',
      );
      // The old date's reminder does not go; the new one's does.
      setClock('2026-03-31T13:00:00.000Z');
      expect(await queueDueReminders(jobDeps(), t.clock.now())).toBe(0);
      setClock('2026-04-07T14:00:00.000Z');
      expect(await queueDueReminders(jobDeps(), t.clock.now())).toBe(2);
    });

    it('sends a cancellation notice and no reminder for a cancelled hearing', async () => {
      await signUpAndConfirm();
      await upload(schedule(GARCIA.replace('scheduled', 'cancelled'), EARLY)).expect(201);
      const before = (await outbox()).length;
      expect(await queueChangeNotices(jobDeps(), t.clock.now())).toBe(2);
      const notice = (await outbox())
        .slice(before)
        .find((row) => row.toAddress === 'ana@example.org');
      expect(notice?.subject).toBe('Su audiencia fue cancelada: caso 2026 TRD 01234');
      setClock('2026-03-31T13:00:00.000Z');
      expect(await queueDueReminders(jobDeps(), t.clock.now())).toBe(0);
    });

    it('stops one channel with the e-mail’s one-click address, without a cookie', async () => {
      await signUpAndConfirm();
      setClock('2026-03-31T13:00:00.000Z');
      await queueDueReminders(jobDeps(), t.clock.now());
      const email = (await outbox()).filter((row) => row.toAddress === 'ana@example.org').at(-1);
      const oneClick = /<([^>]+)>/.exec(
        (JSON.parse(email?.headers ?? '{}') as Record<string, string>)['List-Unsubscribe'] ?? '',
      )?.[1];
      const url = new URL(oneClick ?? 'http://localhost/none');
      const stopped = await request(t.server)
        .post(`${url.pathname}${url.search}`)
        .type('form')
        .send('List-Unsubscribe=One-Click')
        .expect(200);
      expect(stopped.body).toEqual({
        state: 'stopped',
        language: 'es',
        channel: 'email',
        caseNumber: '2026 TRD 01234',
      });
      const token = url.searchParams.get('token') ?? '';
      const page = await request(t.server).get(`/u/${token}`).expect(303);
      expect(page.headers.location).toBe(
        `/es/court-date-reminders/stop?token=${encodeURIComponent(token)}`,
      );
      // A forged link is refused in the words of court-date reminders, not of juror notices.
      const forged = await request(t.server)
        .get('/api/muni/court-dates/unsubscribe?token=r1.forged')
        .set('Accept-Language', 'es')
        .expect(400);
      expect(forged.body.error).toBe(API_MESSAGES.es['reminders.stop.invalid']);
      setClock('2026-04-06T13:00:00.000Z');
      // The text still goes; the e-mail does not.
      expect(await queueDueReminders(jobDeps(), t.clock.now())).toBe(1);
    });

    it('lets staff reach everyone with a hearing on a day, audited', async () => {
      await signUpAndConfirm();
      setClock('2026-04-07T03:00:00.000Z'); // 11 p.m. the night before, in Canton.
      clerk = await signInBrowser(t, 'scheduler');
      const held = await clerk.agent
        .post('/api/muni/staff/hearings/day-notices')
        .set(clerk.xsrf)
        .send({
          hearingDate: '2026-04-07',
          noticeText: 'Court closed: snow.',
          when: 'now',
          emergency: false,
        })
        .expect(201);
      expect(held.body).toMatchObject({ status: 'scheduled', sendAt: '2026-04-07T12:00:00.000Z' });
      const urgent = await clerk.agent
        .post('/api/muni/staff/hearings/day-notices')
        .set(clerk.xsrf)
        .send({
          hearingDate: '2026-04-07',
          noticeText: 'Court closed: snow.',
          when: 'now',
          emergency: true,
        })
        .expect(201);
      expect(urgent.body).toMatchObject({
        status: 'sent',
        emergency: true,
        counts: { recipients: 1, queued: 2 },
      });
      expect(urgent.body.recipients).toHaveLength(2);
      const refused = await clerk.agent
        .post('/api/muni/staff/hearings/day-notices')
        .set(clerk.xsrf)
        .send({ hearingDate: '2026-01-01', noticeText: '', when: 'soon' })
        .expect(400);
      expect(Object.keys(refused.body.errors as object).sort()).toEqual([
        'hearingDate',
        'noticeText',
        'when',
      ]);
      expect(await auditRowsOf(t, 'hearings.notice.create')).toHaveLength(2);
      expect(await auditRowsOf(t, 'hearings.notice.send')).toHaveLength(1);
    });

    it('reads a day notice’s answers of the wrong type as left out, and only true as an emergency', async () => {
      setClock('2026-04-07T03:00:00.000Z'); // 11 p.m. the night before, in Canton.
      clerk = await signInBrowser(t, 'scheduler');
      const post = (body: object) =>
        clerk.agent.post('/api/muni/staff/hearings/day-notices').set(clerk.xsrf).send(body);
      const en = API_MESSAGES.en;
      const leftOut = {
        hearingDate: en['hearings.notice.hearingDate.required'],
        noticeText: en['notice.message.required'],
        when: en['notice.when.required'],
      };
      const list = await answered(post(['2026-04-07', 'Court closed: snow.', 'now']), 400);
      expect(list.body.errors).toEqual(leftOut);
      const typed = await answered(
        post({ hearingDate: 20260407, noticeText: 42, when: true, emergency: 'yes' }),
        400,
      );
      expect(typed.body.errors).toEqual(leftOut);
      const notUrgent = await answered(
        post({
          hearingDate: ' 2026-04-07 ',
          noticeText: '  Court closed: snow.  ',
          when: 'now',
          emergency: 'yes',
        }),
        201,
      );
      // Not an emergency, so it waits for 8 a.m.
      expect(notUrgent.body).toMatchObject({
        hearingDate: '2026-04-07',
        message: 'Court closed: snow.',
        emergency: false,
        status: 'scheduled',
        sendAt: '2026-04-07T12:00:00.000Z',
      });
    });

    it('deletes sign-ups 30 days after the case’s last hearing', async () => {
      await signUpAndConfirm();
      const deps = { ...jobDeps(), logger: createLogger('silent'), retentionDays: 30 };
      setClock('2026-05-06T12:00:00.000Z');
      expect(await purgeReminderSignups(deps, t.clock.now())).toBe(0);
      setClock('2026-05-08T12:00:00.000Z');
      expect(await purgeReminderSignups(deps, t.clock.now())).toBe(1);
      expect(await t.database.db.selectFrom('reminderContact').selectAll().execute()).toEqual([]);
      expect(await auditRowsOf(t, 'hearings.reminders.purge')).toHaveLength(1);
    });
  });
});
