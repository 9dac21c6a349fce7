import { Writable } from 'node:stream';
import request from 'supertest';
import { createLogger } from '../platform/logger';
import { insertRegistration } from '../testing/juror-registration-fixtures';
import { createTestApp, sameAppLoggingTo, type TestApp } from '../testing/test-app';
import { forEachDatabase } from '../testing/test-database';
import { dispatchDueJurorNotices, dispatchJurorNotice } from './juror-notice-dispatch-service';
import { createJurorNotice } from './juror-notice-service';
import { emailStopLinks, textStopLink } from './juror-stop-service';
import { API_MESSAGES } from '../platform/messages';
import { BROWSER_ACCEPT } from '../testing/browser-accept';

const SITE = 'https://court.example.org';
const TUESDAY = '2026-03-03';
const CLERK = {
  id: 1,
  username: 'juryclerk',
  displayName: 'Jury Clerk',
  roles: ['jury' as const],
  secondFactor: false,
};

forEachDatabase((dialect) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp(dialect, { env: { PUBLIC_SITE_URL: SITE } });
  });

  afterEach(async () => {
    await t.database.drop();
  });

  const deps = () => ({ db: t.database.db, clock: t.clock, config: t.config });

  function tokenOf(link: string): string {
    const token = new URL(link).searchParams.get('token') ?? link.split('/u/')[1];
    if (!token) throw new Error(`no token in ${link}`);
    return token;
  }

  async function registration(overrides: { language?: string } = {}) {
    return insertRegistration(t.database.db, {
      jurorNumber: '1001',
      serveDate: TUESDAY,
      email: 'ada@example.org',
      cellphone: '3305550100',
      carrier: 'Verizon',
      ...overrides,
    });
  }

  async function stopState(id: number) {
    return t.database.db
      .selectFrom('jurorRegistration')
      .select(['stoppedAt', 'stopChannel'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  /** Sends a notice now for Tuesday; answers how many outbox messages it queued. */
  async function sendNoticeNow(): Promise<number> {
    const before = await t.database.db.selectFrom('outboxMessage').select('id').execute();
    await createJurorNotice(
      deps(),
      CLERK,
      { serveDate: TUESDAY, noticeText: 'Do not report.', when: 'now' },
      'test',
    );
    const after = await t.database.db.selectFrom('outboxMessage').select('id').execute();
    return after.length - before.length;
  }

  it("stops the notices with a mail client's one-click POST, without the XSRF cookie", async () => {
    const id = await registration();
    expect(await sendNoticeNow()).toBe(2);
    const { oneClick } = emailStopLinks(t.config, id, 'en');
    expect(oneClick.startsWith(`${SITE}/api/muni/juror/unsubscribe?token=`)).toBe(true);

    const response = await request(t.server)
      .post(`/api/muni/juror/unsubscribe?token=${tokenOf(oneClick)}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(response.body).toEqual({ state: 'stopped', language: 'en', serveDate: TUESDAY });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await stopState(id)).toEqual({
      stoppedAt: t.clock.now().toISOString(),
      stopChannel: 'email',
    });

    // The next notice skips this juror on every channel.
    expect(await sendNoticeNow()).toBe(0);
  });

  it('keeps every other POST behind the XSRF check', async () => {
    await request(t.server).post('/api/muni/contact-us').send({}).expect(403);
    await request(t.server).post('/api/muni/juror/unsubscribe/').send({}).expect(403);
  });

  it('shows the confirmation page the state, then stops from its button', async () => {
    const id = await registration({ language: 'es' });
    const token = tokenOf(emailStopLinks(t.config, id, 'es').page);
    const status = await request(t.server)
      .get(`/api/muni/juror/unsubscribe?token=${token}`)
      .set('Accept', 'application/json')
      .expect(200);
    expect(status.body).toEqual({ state: 'sending', language: 'es', serveDate: TUESDAY });

    await request(t.server).post(`/api/muni/juror/unsubscribe?token=${token}`).expect(200);
    // A second stop is harmless and keeps the first one's record.
    t.clock.advance(60_000);
    await request(t.server).post(`/api/muni/juror/unsubscribe?token=${token}`).expect(200);
    const after = await request(t.server)
      .get(`/api/muni/juror/unsubscribe?token=${token}`)
      .set('Accept', 'application/json')
      .expect(200);
    expect(after.body.state).toBe('stopped');
    expect((await stopState(id)).stoppedAt).toBe(
      new Date(t.clock.now().getTime() - 60_000).toISOString(),
    );
  });

  it('refuses a forged or altered token and changes nothing', async () => {
    const id = await registration();
    const real = tokenOf(emailStopLinks(t.config, id, 'en').oneClick);
    const other = await insertRegistration(t.database.db, {
      jurorNumber: '1002',
      serveDate: TUESDAY,
      email: 'bob@example.org',
    });
    const [, signature] = real.split('.');
    const forged = [
      `e${other.toString(36)}.${signature}`,
      `${real.slice(0, -2)}${real.endsWith('AA') ? 'BB' : 'AA'}`,
      'e1.AAAAAAAAAAAAAAAAAAAAAA',
      'not-a-token',
      '',
    ];
    for (const token of forged) {
      const response = await request(t.server)
        .post(`/api/muni/juror/unsubscribe?token=${encodeURIComponent(token)}`)
        .expect(400);
      expect(response.body.error).toBe(API_MESSAGES.en['juror.stop.invalid']);
      await request(t.server)
        .get(`/api/muni/juror/unsubscribe?token=${encodeURIComponent(token)}`)
        .set('Accept', 'application/json')
        .expect(400);
    }
    await request(t.server).post('/api/muni/juror/unsubscribe').expect(400);
    await request(t.server).post('/api/muni/juror/unsubscribe?token=a&token=b').expect(400);
    expect((await request(t.server).get('/u/%E0%A4%A')).status).toBeLessThan(500);
    expect(await stopState(id)).toEqual({ stoppedAt: null, stopChannel: null });
    expect(await stopState(other)).toEqual({ stoppedAt: null, stopChannel: null });

    // Whatever body comes with the real token is never read: the token alone decides.
    await request(t.server)
      .post(`/api/muni/juror/unsubscribe?token=${real}`)
      .set('Content-Type', 'application/json')
      .send('{"not json')
      .expect(200);
    expect(await stopState(other)).toEqual({ stoppedAt: null, stopChannel: null });
  });

  it("leads a text's short link, and the one-click address opened in a browser, to the page in the juror's language", async () => {
    const id = await registration({ language: 'es' });
    const link = textStopLink(t.config, id);
    expect(link).toMatch(/^https:\/\/court\.example\.org\/u\/t[0-9a-z]+\.[\w-]{22}$/);
    const token = tokenOf(link);
    const short = await request(t.server).get(`/u/${token}`).expect(303);
    expect(short.headers.location).toBe(`/es/juror-unsubscribe?token=${token}`);
    expect(short.headers['cache-control']).toBe('no-store');

    const opened = await request(t.server)
      .get(`/api/muni/juror/unsubscribe?token=${token}`)
      .set('Accept', BROWSER_ACCEPT)
      .expect(303);
    expect(opened.headers.location).toBe(`/es/juror-unsubscribe?token=${token}`);

    // A stop from the text's link is recorded as such.
    await request(t.server).post(`/api/muni/juror/unsubscribe?token=${token}`).expect(200);
    expect((await stopState(id)).stopChannel).toBe('sms');

    const bad = await request(t.server).get('/u/garbage').expect(303);
    expect(bad.headers.location).toBe('/juror-unsubscribe?token=garbage');
  });

  it('never writes a token to the log', async () => {
    const lines: string[] = [];
    const logger = createLogger(
      'info',
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString('utf8'));
          done();
        },
      }),
    );
    const server = sameAppLoggingTo(t, logger);
    const id = await registration();
    const token = tokenOf(textStopLink(t.config, id));
    await request(server).get(`/u/${token}`).expect(303);
    await request(server).post(`/api/muni/juror/unsubscribe?token=${token}`).expect(200);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(token.split('.')[1]);
  });

  it('sends a due notice once when two API processes try at the same moment', async () => {
    await registration();
    await createJurorNotice(
      deps(),
      CLERK,
      {
        serveDate: TUESDAY,
        noticeText: 'Report at noon.',
        when: 'later',
        sendDate: '2026-03-02',
        sendTime: '17:00',
      },
      'test',
    );
    t.clock.advance(7 * 60 * 60_000);
    const sent = await Promise.all([
      dispatchDueJurorNotices(deps(), t.clock.now()),
      dispatchDueJurorNotices(deps(), t.clock.now()),
      dispatchJurorNotice(deps(), 1, t.clock.now(), { actor: null, requestId: null }),
    ]);
    expect(sent[0] + sent[1] + (sent[2] ? 1 : 0)).toBe(1);
    expect(await t.database.db.selectFrom('outboxMessage').select('id').execute()).toHaveLength(2);
    expect(
      await t.database.db.selectFrom('jurorNoticeDelivery').select('id').execute(),
    ).toHaveLength(2);
  });
});
