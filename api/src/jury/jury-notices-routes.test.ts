import {
  type JurorNoticeDetail,
  type JurorNoticeList,
  type JurorNoticeRecipient,
} from '@court/contract';
import { createScheduler } from '../platform/jobs/scheduler';
import { createLogger } from '../platform/logger';
import { createOutboxWorker, type OutboxWorker } from '../platform/mail/outbox-worker';
import { createSmtpMailer, type Mailer } from '../platform/mail/smtp-mailer';
import { createSmsSender } from '../platform/sms/sms-sender';
import { scheduledJobs } from '../scheduled-jobs';
import { insertRegistration } from '../testing/juror-registration-fixtures';
import { startSmsTestServer, type SmsTestServer } from '../testing/sms-test-server';
import {
  mailBody,
  mailHeader,
  startSmtpTestServer,
  type SmtpTestServer,
} from '../testing/smtp-test-server';
import { createTestStaff, signInBrowser, type TestBrowser } from '../testing/staff-test-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { forEachDatabase } from '../testing/test-database';
import { dispatchDueJurorNotices } from './juror-notice-dispatch-service';
import { API_MESSAGES } from '../platform/messages';

const en = API_MESSAGES.en;
const SITE = 'https://court.example.org';
/** The test clock starts on Monday 2 March 2026, 10:00 in Canton; jurors serve on Tuesday. */
const TUESDAY = '2026-03-03';
const NOTICE = 'Jurors for Tuesday: you do not need to report';
const MINUTE = 60_000;

forEachDatabase((dialect) => {
  let t: TestApp;
  let clerk: TestBrowser;
  let smtp: SmtpTestServer;
  let mailer: Mailer;
  let worker: OutboxWorker;

  async function start(env: Record<string, string> = {}) {
    t = await createTestApp(dialect, { env: { PUBLIC_SITE_URL: SITE, ...env } });
    await createTestStaff(t, 'juryclerk', ['jury']);
    clerk = await signInBrowser(t, 'juryclerk');
    smtp = await startSmtpTestServer();
    mailer = createSmtpMailer(`smtp://127.0.0.1:${smtp.port}`, 'Court <no-reply@example.org>');
    worker = createOutboxWorker({
      db: t.database.db,
      mailer,
      smsSender: createSmsSender(t.config.sms),
      clock: t.clock,
      logger: createLogger('silent'),
      maxAttempts: 2,
      baseDelayMs: MINUTE,
    });
  }

  afterEach(async () => {
    await worker.stop();
    mailer.close();
    await smtp.stop();
    await t.database.drop();
  });

  function sendNotice(body: object) {
    return clerk.agent.post('/api/muni/staff/jury/notices').set(clerk.xsrf).send(body);
  }

  async function detail(id: number): Promise<JurorNoticeDetail> {
    const response = await clerk.agent.get(`/api/muni/staff/jury/notices/${id}`).expect(200);
    return response.body as JurorNoticeDetail;
  }

  function recipient(notice: JurorNoticeDetail, jurorNumber: string, channel: string) {
    return notice.recipients.find(
      (item: JurorNoticeRecipient) => item.jurorNumber === jurorNumber && item.channel === channel,
    );
  }

  describe('with the carrier gateways', () => {
    beforeEach(() => start());

    it('e-mails each juror of the date with a stop link and one-click headers, and texts through the gateway', async () => {
      const db = t.database.db;
      await insertRegistration(db, {
        jurorNumber: '1001',
        serveDate: TUESDAY,
        lastName: 'ADAMS',
        email: 'ada@example.org',
        cellphone: '3305550100',
        carrier: 'Verizon',
      });
      await insertRegistration(db, {
        jurorNumber: '1002',
        serveDate: TUESDAY,
        lastName: 'BAEZ',
        email: 'bea@example.org',
        language: 'es',
      });
      await insertRegistration(db, {
        jurorNumber: '1003',
        serveDate: TUESDAY,
        lastName: 'COLE',
        cellphone: '3305550103',
        carrier: 'AT&T',
      });
      await insertRegistration(db, {
        jurorNumber: '1004',
        serveDate: '2026-03-04',
        email: 'wednesday@example.org',
      });

      const response = await sendNotice({ serveDate: TUESDAY, noticeText: NOTICE, when: 'now' });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        serveDate: TUESDAY,
        message: NOTICE,
        status: 'sent',
        sendAt: t.clock.now().toISOString(),
        createdBy: 'juryclerk',
        counts: { recipients: 3, queued: 3, sent: 0, failed: 0, unreachable: 1 },
      });

      expect(await worker.deliverDueMessages()).toEqual({ sent: 3, failed: 0 });
      expect(smtp.inbox).toHaveLength(3);

      const ada = smtp.inbox.find((mail) => mail.to.includes('ada@example.org'));
      expect(mailHeader(ada, 'Subject')).toBe('Jury service notice for Tuesday, March 3, 2026');
      const adaBody = mailBody(ada);
      expect(adaBody).toContain(NOTICE);
      const pageLink = /https:\/\/court\.example\.org\/juror-unsubscribe\?token=(\S+)/.exec(
        adaBody,
      );
      expect(pageLink).not.toBeNull();
      expect(mailHeader(ada, 'List-Unsubscribe')).toBe(
        `<${SITE}/api/muni/juror/unsubscribe?token=${pageLink?.[1]}>`,
      );
      expect(mailHeader(ada, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

      const bea = smtp.inbox.find((mail) => mail.to.includes('bea@example.org'));
      expect(mailBody(bea)).toContain(`${SITE}/es/juror-unsubscribe?token=`);
      expect(mailBody(bea)).toContain('Para dejar de recibir estos avisos');

      const text = smtp.inbox.find((mail) => mail.to.includes('3305550100@vtext.com'));
      expect(mailHeader(text, 'List-Unsubscribe')).toBeUndefined();
      expect(mailBody(text).trim()).toMatch(
        new RegExp(
          `^Canton Municipal Court: ${NOTICE}\\. Reply STOP or visit ${SITE}/u/t[0-9a-z]+\\.[\\w-]{22}$`,
        ),
      );
      expect(mailBody(text).trim().length).toBeLessThanOrEqual(160);
      expect(smtp.inbox.some((mail) => mail.to.includes('wednesday@example.org'))).toBe(false);

      const notice = await detail(Number(response.body.id));
      expect(notice.counts).toEqual({
        recipients: 3,
        queued: 0,
        sent: 3,
        failed: 0,
        unreachable: 1,
      });
      expect(recipient(notice, '1001', 'email')).toMatchObject({
        lastName: 'ADAMS',
        destination: 'ada@example.org',
        state: 'sent',
        parts: 1,
      });
      expect(recipient(notice, '1001', 'sms')).toMatchObject({ state: 'sent', parts: 1 });
      expect(recipient(notice, '1003', 'sms')).toMatchObject({
        destination: '3305550103',
        state: 'unreachable',
        reason: 'retiredGateway',
        parts: 0,
      });

      const audit = await db.selectFrom('auditLog').select(['action', 'actor']).execute();
      expect(audit).toEqual(
        expect.arrayContaining([
          { action: 'jury.notice.create', actor: 'juryclerk' },
          { action: 'jury.notice.send', actor: 'juryclerk' },
        ]),
      );

      // The same notice is never queued again, whatever runs afterwards.
      expect(
        await dispatchDueJurorNotices({ db, clock: t.clock, config: t.config }, t.clock.now()),
      ).toBe(0);
      expect(await worker.deliverDueMessages()).toEqual({ sent: 0, failed: 0 });
    });

    it('splits a long text into numbered parts, each mailed to the gateway', async () => {
      await insertRegistration(t.database.db, {
        jurorNumber: '2001',
        serveDate: TUESDAY,
        cellphone: '3305550100',
        carrier: 'Verizon',
      });
      const long = `Jurors for Tuesday: report at 1:30 p.m. instead of 8:00 a.m. ${'Bring your summons and a photo ID to the jury assembly room on the second floor. '.repeat(2)}`;
      const response = await sendNotice({ serveDate: TUESDAY, noticeText: long, when: 'now' });
      expect(response.status).toBe(201);
      await worker.deliverDueMessages();
      const texts = smtp.inbox.map((mail) => mailBody(mail).trim());
      expect(texts.length).toBeGreaterThan(1);
      texts.forEach((text, index) => {
        expect(text.startsWith(`(${index + 1}/${texts.length}) `)).toBe(true);
        expect(text.length).toBeLessThanOrEqual(160);
      });
      const rejoined = texts.map((text) => text.replace(/^\(\d+\/\d+\) /, '')).join(' ');
      expect(rejoined).toMatch(
        /^Canton Municipal Court: Jurors for Tuesday: report at 1:30 p\.m\./,
      );
      expect(rejoined).toMatch(/Reply STOP or visit https:\/\/court\.example\.org\/u\/\S+$/);
      const notice = await detail(Number(response.body.id));
      expect(recipient(notice, '2001', 'sms')).toMatchObject({
        state: 'sent',
        parts: texts.length,
      });
    });

    it('finds a juror without a carrier not reachable by text', async () => {
      await insertRegistration(t.database.db, {
        jurorNumber: '3001',
        serveDate: TUESDAY,
        cellphone: '3305550100',
        carrier: null,
        email: 'only@example.org',
      });
      const response = await sendNotice({ serveDate: TUESDAY, noticeText: NOTICE, when: 'now' });
      const notice = await detail(Number(response.body.id));
      expect(recipient(notice, '3001', 'sms')).toMatchObject({
        state: 'unreachable',
        reason: 'noCarrier',
      });
      expect(recipient(notice, '3001', 'email')).toMatchObject({ state: 'queued' });
    });

    it('sends a scheduled notice once, at its time in the court time zone', async () => {
      const db = t.database.db;
      await insertRegistration(db, {
        jurorNumber: '4001',
        serveDate: TUESDAY,
        email: 'later@example.org',
      });
      // 5:00 p.m. in Canton on Monday 2 March 2026 (EST) is 22:00 UTC.
      const response = await sendNotice({
        serveDate: TUESDAY,
        noticeText: NOTICE,
        when: 'later',
        sendDate: '2026-03-02',
        sendTime: '17:00',
      });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        status: 'scheduled',
        sendAt: '2026-03-02T22:00:00.000Z',
        sentAt: null,
        counts: { recipients: 0 },
      });

      const jobs = scheduledJobs({
        db,
        clock: t.clock,
        config: t.config,
        logger: createLogger('silent'),
      });
      const scheduler = createScheduler({
        db,
        clock: t.clock,
        logger: createLogger('silent'),
        jobs,
      });
      expect(await scheduler.runDueJobs()).toContain('send-scheduled-juror-notices');
      await worker.deliverDueMessages();
      expect(smtp.inbox).toHaveLength(0);

      t.clock.advance(7 * 60 * MINUTE - MINUTE);
      await scheduler.runDueJobs();
      await worker.deliverDueMessages();
      expect(smtp.inbox).toHaveLength(0);

      t.clock.advance(MINUTE);
      expect(await scheduler.runDueJobs()).toContain('send-scheduled-juror-notices');
      // Running the job again, and again a minute later, sends nothing more.
      await scheduler.runDueJobs();
      t.clock.advance(MINUTE);
      expect(await scheduler.runDueJobs()).toContain('send-scheduled-juror-notices');
      await worker.deliverDueMessages();
      expect(smtp.inbox).toHaveLength(1);
      expect(smtp.inbox[0]?.to).toEqual(['later@example.org']);

      // Hours later the morning's session has ended.
      clerk = await signInBrowser(t, 'juryclerk');
      const notice = await detail(Number(response.body.id));
      expect(notice).toMatchObject({
        status: 'sent',
        sentAt: '2026-03-02T22:00:00.000Z',
        counts: { recipients: 1, sent: 1 },
      });
      const sends = await db
        .selectFrom('auditLog')
        .select('actor')
        .where('action', '=', 'jury.notice.send')
        .execute();
      expect(sends).toEqual([{ actor: null }]);
    });

    it('cancels a scheduled notice, which then never goes', async () => {
      await insertRegistration(t.database.db, {
        jurorNumber: '5001',
        serveDate: TUESDAY,
        email: 'cancel@example.org',
      });
      const created = await sendNotice({
        serveDate: TUESDAY,
        noticeText: NOTICE,
        when: 'later',
        sendDate: '2026-03-02',
        sendTime: '17:00',
      });
      const id = Number(created.body.id);
      const cancel = () =>
        clerk.agent.post(`/api/muni/staff/jury/notices/${id}/cancel`).set(clerk.xsrf);
      expect((await cancel().expect(200)).body).toMatchObject({ status: 'cancelled' });
      expect((await cancel().expect(409)).body.error).toBe(en['notice.notScheduled']);
      t.clock.advance(8 * 60 * MINUTE);
      const config = t.config;
      expect(
        await dispatchDueJurorNotices({ db: t.database.db, clock: t.clock, config }, t.clock.now()),
      ).toBe(0);
      await worker.deliverDueMessages();
      expect(smtp.inbox).toHaveLength(0);
    });

    it('refuses what will not do with a message per field, storing nothing', async () => {
      const empty = await sendNotice({});
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toEqual({
        serveDate: en['juror.notice.serveDate.required'],
        noticeText: en['notice.message.required'],
        when: en['notice.when.required'],
      });

      const past = await sendNotice({
        serveDate: '2026-03-01',
        noticeText: 'x'.repeat(601),
        when: 'later',
        sendDate: '2026-03-02',
        sendTime: '9:00',
      });
      expect(past.body.errors).toEqual({
        serveDate: en['juror.notice.serveDate.past'],
        noticeText: en['notice.message.tooLong'],
        sendTime: en['notice.sendTime.required'],
      });

      const earlier = await sendNotice({
        serveDate: TUESDAY,
        noticeText: NOTICE,
        when: 'later',
        sendDate: '2026-03-02',
        sendTime: '09:59',
      });
      expect(earlier.body.errors).toEqual({ sendTime: en['notice.sendAt.past'] });

      const afterService = await sendNotice({
        serveDate: TUESDAY,
        noticeText: NOTICE,
        when: 'later',
        sendDate: '2026-03-04',
        sendTime: '00:00',
      });
      expect(afterService.body.errors).toEqual({
        sendDate: en['juror.notice.sendAt.afterService'],
      });

      const malformed = await clerk.agent
        .post('/api/muni/staff/jury/notices')
        .set(clerk.xsrf)
        .set('Content-Type', 'application/json')
        .send('{"serveDate":');
      expect(malformed.status).toBe(400);

      expect(await t.database.db.selectFrom('jurorNotice').select('id').execute()).toEqual([]);
    });

    it('reads answers of the wrong type as left out, and trims the text and the dates', async () => {
      const leftOut = {
        serveDate: en['juror.notice.serveDate.required'],
        noticeText: en['notice.message.required'],
        when: en['notice.when.required'],
      };
      const list = await sendNotice([TUESDAY, NOTICE, 'now']);
      expect(list.status).toBe(400);
      expect(list.body.errors).toEqual(leftOut);

      const typed = await sendNotice({ serveDate: 20260303, noticeText: 42, when: true });
      expect(typed.status).toBe(400);
      expect(typed.body.errors).toEqual(leftOut);

      const typedLater = await sendNotice({
        serveDate: TUESDAY,
        noticeText: [NOTICE],
        when: 'later',
        sendDate: ['2026-03-02'],
        sendTime: 1700,
      });
      expect(typedLater.status).toBe(400);
      expect(typedLater.body.errors).toEqual({
        noticeText: en['notice.message.required'],
        sendDate: en['notice.sendDate.required'],
        sendTime: en['notice.sendTime.required'],
      });

      // A send date gone by is told once: its time is not also said to have passed.
      const yesterday = await sendNotice({
        serveDate: TUESDAY,
        noticeText: ' ',
        when: 'later',
        sendDate: '2026-03-01',
        sendTime: '09:00',
      });
      expect(yesterday.body.errors).toEqual({
        noticeText: en['notice.message.required'],
        sendDate: en['notice.sendAt.past'],
      });

      // Only the words themselves choose when: not padded, not another case.
      const padded = await sendNotice({ serveDate: TUESDAY, noticeText: NOTICE, when: ' now' });
      expect(padded.body.errors).toEqual({ when: en['notice.when.required'] });
      expect(await t.database.db.selectFrom('jurorNotice').select('id').execute()).toEqual([]);

      const trimmed = await sendNotice({
        serveDate: ` ${TUESDAY} `,
        noticeText: `  ${NOTICE}  `,
        when: 'later',
        sendDate: ' 2026-03-02 ',
        sendTime: ' 17:00 ',
      });
      expect(trimmed.status).toBe(201);
      expect(trimmed.body).toMatchObject({
        serveDate: TUESDAY,
        message: NOTICE,
        sendAt: '2026-03-02T22:00:00.000Z',
      });
    });

    it('lists the notices with their counts and the upcoming service dates', async () => {
      await insertRegistration(t.database.db, {
        jurorNumber: '6001',
        serveDate: TUESDAY,
        email: 'one@example.org',
      });
      await insertRegistration(t.database.db, {
        jurorNumber: '6002',
        serveDate: TUESDAY,
        email: 'two@example.org',
        stoppedAt: '2026-03-01T00:00:00.000Z',
        stopChannel: 'email',
      });
      await insertRegistration(t.database.db, {
        jurorNumber: '6003',
        serveDate: '2026-02-27',
        email: 'past@example.org',
      });
      await sendNotice({ serveDate: TUESDAY, noticeText: NOTICE, when: 'now' }).expect(201);
      const response = await clerk.agent.get('/api/muni/staff/jury/notices').expect(200);
      const list = response.body as JurorNoticeList;
      expect(response.headers['cache-control']).toBe('no-store');
      expect(list.upcoming).toEqual([{ serveDate: TUESDAY, registrations: 1 }]);
      expect(list.textsEnabled).toBe(true);
      expect(list.sampleStopLink).toMatch(/^https:\/\/court\.example\.org\/u\/t\w+\.[\w-]{22}$/);
      expect(list.notices).toHaveLength(1);
      expect(list.notices[0]?.counts).toEqual({
        recipients: 1,
        queued: 1,
        sent: 0,
        failed: 0,
        unreachable: 0,
      });
    });

    it('answers 404 for a notice that does not exist', async () => {
      await clerk.agent.get('/api/muni/staff/jury/notices/999').expect(404);
      await clerk.agent.get('/api/muni/staff/jury/notices/abc').expect(404);
      await clerk.agent.post('/api/muni/staff/jury/notices/999/cancel').set(clerk.xsrf).expect(404);
    });
  });

  describe('with an HTTP SMS provider', () => {
    let provider: SmsTestServer;

    beforeEach(async () => {
      provider = await startSmsTestServer();
      await start({
        SMS_SENDER: 'http',
        SMS_HTTP_URL: provider.url,
        SMS_HTTP_API_KEY: 'provider-key-42',
      });
    });

    afterEach(async () => {
      await provider.stop();
    });

    it('posts each text to the provider with the API key', async () => {
      await insertRegistration(t.database.db, {
        jurorNumber: '7001',
        serveDate: TUESDAY,
        cellphone: '3305550107',
        carrier: 'AT&T',
        language: 'es',
      });
      const response = await sendNotice({
        serveDate: TUESDAY,
        noticeText: 'No se presente el martes',
        when: 'now',
      });
      expect(await worker.deliverDueMessages()).toEqual({ sent: 1, failed: 0 });
      expect(smtp.inbox).toHaveLength(0);
      expect(provider.received).toHaveLength(1);
      expect(provider.received[0]?.authorization).toBe('Bearer provider-key-42');
      expect(provider.received[0]?.body).toEqual({
        to: '+13305550107',
        text: expect.stringMatching(
          /^Tribunal Municipal de Canton: No se presente el martes\. Responda STOP o visite https:\/\/court\.example\.org\/u\/\S+$/,
        ),
      });
      const notice = await detail(Number(response.body.id));
      expect(recipient(notice, '7001', 'sms')).toMatchObject({ state: 'sent', attempts: 0 });
    });

    it('retries a failed text with backoff, then reports it failed with the reason', async () => {
      provider.answerWith(500);
      await insertRegistration(t.database.db, {
        jurorNumber: '7002',
        serveDate: TUESDAY,
        cellphone: '3305550108',
      });
      const response = await sendNotice({ serveDate: TUESDAY, noticeText: NOTICE, when: 'now' });
      const id = Number(response.body.id);
      expect(await worker.deliverDueMessages()).toEqual({ sent: 0, failed: 1 });
      expect(recipient(await detail(id), '7002', 'sms')).toMatchObject({
        state: 'queued',
        attempts: 1,
        reason: 'SMS provider answered HTTP 500',
      });
      // Not due again before the backoff has passed.
      expect(await worker.deliverDueMessages()).toEqual({ sent: 0, failed: 0 });
      t.clock.advance(MINUTE);
      expect(await worker.deliverDueMessages()).toEqual({ sent: 0, failed: 1 });
      const notice = await detail(id);
      expect(recipient(notice, '7002', 'sms')).toMatchObject({
        state: 'failed',
        attempts: 2,
        reason: 'SMS provider answered HTTP 500',
      });
      expect(notice.counts.failed).toBe(1);
      t.clock.advance(60 * MINUTE);
      expect(await worker.deliverDueMessages()).toEqual({ sent: 0, failed: 0 });
      expect(provider.received).toHaveLength(2);
    });
  });
});
