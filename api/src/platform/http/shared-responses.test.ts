import { Writable } from 'node:stream';
import request, { type Response } from 'supertest';
import { REQUEST_ID_HEADER } from '@court/contract';
import { insertSiteAlert } from '../../alerts/site-alert-repository';
import { upsertSiteMessage } from '../../messages/site-message-repository';
import { createTestStaff, signInBrowser } from '../../testing/staff-test-helpers';
import {
  createTestApp,
  fetchXsrf,
  TEST_PRODUCTION_SECRETS,
  type TestApp,
} from '../../testing/test-app';
import { forEachDatabase } from '../../testing/test-database';
import { createLogger } from '../logger';

const MESSAGE_PATH = '/api/muni/juror/message';

/** The headers an answer is made of, without the ones written for each request. */
function answerHeaders(response: Response): Record<string, unknown> {
  const perRequest = new Set([REQUEST_ID_HEADER.toLowerCase(), 'set-cookie', 'date']);
  return Object.fromEntries(
    Object.entries(response.headers).filter(([name]) => !perRequest.has(name)),
  );
}

forEachDatabase((dialect) => {
  let t: TestApp;
  let now: jest.SpiedFunction<typeof Date.now>;
  let logLines: string[];

  beforeEach(async () => {
    logLines = [];
    const memory = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        logLines.push(chunk.toString('utf8'));
        callback();
      },
    });
    t = await createTestApp(dialect, {
      sharedResponses: true,
      logger: createLogger('info', memory),
    });
    await upsertSiteMessage(t.database.db, 'juror', 'Report at 8:00 a.m.', '2026-03-02T12:00:00Z');
    // Time stands still unless a test moves it: only then does a shared answer grow old.
    now = jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-03-02T15:00:00Z'));
  });

  afterEach(async () => {
    now.mockRestore();
    await t.database.drop();
  });

  it('sends the same answer, headers and all, for a second, then makes it anew', async () => {
    const first = await request(t.server).get(MESSAGE_PATH).expect(200);
    expect(first.body).toEqual({
      message: 'Report at 8:00 a.m.',
      updatedAt: '2026-03-02T12:00:00Z',
    });
    // Changed behind the API's back: an answer sent again still says what it said.
    await upsertSiteMessage(t.database.db, 'juror', 'Do not report.', '2026-03-02T14:00:00Z');

    const again = await request(t.server).get(MESSAGE_PATH).expect(200);
    expect(again.text).toBe(first.text);
    expect(answerHeaders(again)).toEqual(answerHeaders(first));
    expect(again.headers['content-security-policy']).toContain("frame-ancestors 'none'");

    now.mockReturnValue(Date.parse('2026-03-02T15:00:01Z'));
    const later = await request(t.server).get(MESSAGE_PATH).expect(200);
    expect(later.body).toEqual({ message: 'Do not report.', updatedAt: '2026-03-02T14:00:00Z' });
  });

  it('makes the answer anew as soon as staff change something', async () => {
    await createTestStaff(t, 'juryclerk', ['jury']);
    const clerk = await signInBrowser(t, 'juryclerk');
    await request(t.server).get(MESSAGE_PATH).expect(200);
    await clerk.agent
      .put('/api/muni/staff/juror/message')
      .set(clerk.xsrf)
      .send({ message: 'Court closed Monday.' })
      .expect(200);
    const after = await request(t.server).get(MESSAGE_PATH).expect(200);
    expect(after.body).toMatchObject({ message: 'Court closed Monday.' });
  });

  it('logs one line for each request with its id, whether its answer was made or sent again', async () => {
    const made = await request(t.server).get(MESSAGE_PATH).expect(200);
    const sentAgain = await request(t.server).get(MESSAGE_PATH).expect(200);
    const missing = await request(t.server).get('/api/muni/people/555-12-3456').expect(404);
    const requestLines = logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === 'request')
      .map(({ requestId, method, path, status, service }) => ({
        requestId,
        method,
        path,
        status,
        service,
      }));
    expect(requestLines).toEqual(
      [
        [made, MESSAGE_PATH, 200],
        [sentAgain, MESSAGE_PATH, 200],
        [missing, '/api/muni/people/#-#-#', 404],
      ].map(([response, path, status]) => ({
        requestId: (response as Response).headers[REQUEST_ID_HEADER.toLowerCase()],
        method: 'GET',
        path,
        status,
        service: 'court-api',
      })),
    );
  });

  it('gives each request its own id, and no cookie: the answer is the same for every visitor', async () => {
    const first = await request(t.server).get(MESSAGE_PATH).expect(200);
    const second = await request(t.server).get(MESSAGE_PATH).expect(200);
    const ids = [first, second].map((response) => response.headers['x-request-id']);
    expect(new Set(ids).size).toBe(2);
    expect([first, second].map((response) => response.headers['set-cookie'])).toEqual([
      undefined,
      undefined,
    ]);

    // A browser that has its cookie is answered alike, and the id it sent is kept.
    const xsrf = await fetchXsrf(t.server);
    const withCookie = await request(t.server)
      .get(MESSAGE_PATH)
      .set('Cookie', xsrf.cookie)
      .set(REQUEST_ID_HEADER, 'trace-1234-abcd')
      .expect(200);
    expect(withCookie.headers['set-cookie']).toBeUndefined();
    expect(withCookie.headers['x-request-id']).toBe('trace-1234-abcd');
    expect(withCookie.body).toEqual(second.body);
  });

  it("shares a first visit's answer in production too, where no public answer sets a cookie", async () => {
    const production = await createTestApp(dialect, {
      sharedResponses: true,
      env: { NODE_ENV: 'production', ...TEST_PRODUCTION_SECRETS },
    });
    const jurorMessage = (text: string, updatedAt: string) =>
      upsertSiteMessage(production.database.db, 'juror', text, updatedAt);
    try {
      await jurorMessage('Report at 8:00 a.m.', '2026-03-02T12:00:00Z');
      const first = await request(production.server).get(MESSAGE_PATH).expect(200);
      await jurorMessage('Do not report.', '2026-03-02T14:00:00Z');
      const again = await request(production.server).get(MESSAGE_PATH).expect(200);
      expect(again.text).toBe(first.text);
      expect(again.headers['set-cookie']).toBeUndefined();
    } finally {
      await production.database.drop();
    }
  });

  it('never sends a shared answer to a staff member, whose session the app refreshes', async () => {
    await createTestStaff(t, 'juryclerk', ['jury']);
    const clerk = await signInBrowser(t, 'juryclerk');
    await request(t.server).get(MESSAGE_PATH).expect(200);
    await upsertSiteMessage(t.database.db, 'juror', 'Do not report.', '2026-03-02T14:00:00Z');
    const staffView = await clerk.agent.get(MESSAGE_PATH).expect(200);
    expect(staffView.body).toMatchObject({ message: 'Do not report.' });
  });

  it('shares nothing that differs between visitors at one URL', async () => {
    await insertSiteAlert(t.database.db, {
      severity: 'warning',
      placement: 'everyPage',
      headingEn: 'Snow',
      headingEs: 'Nieve',
      bodyEn: 'The court opens at noon.',
      bodyEs: 'El tribunal abre a mediodía.',
      linkUrl: null,
      linkTextEn: null,
      linkTextEs: null,
      startsAt: '2026-03-01T00:00:00.000Z',
      endsAt: '2026-03-09T00:00:00.000Z',
      updatedBy: 'alerts',
      updatedAt: '2026-03-01T00:00:00.000Z',
    });
    // Without ?lang=, the browser's language chooses the alerts' text.
    for (const [language, heading] of [
      ['en', 'Snow'],
      ['es', 'Nieve'],
      ['en', 'Snow'],
    ] as const) {
      const response = await request(t.server)
        .get('/api/muni/alerts')
        .set('Accept-Language', language)
        .expect(200);
      expect(response.text).toContain(`"${heading}"`);
    }
  });
});
