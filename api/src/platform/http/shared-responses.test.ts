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
import { createProcessDatabase, startApiProcess } from '../../testing/api-process';
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

  /** A jury clerk signs in and publishes a new juror message. */
  async function staffPublishJurorMessage(message: string): Promise<void> {
    await createTestStaff(t, 'juryclerk', ['jury']);
    const clerk = await signInBrowser(t, 'juryclerk');
    await clerk.agent
      .put('/api/muni/staff/juror/message')
      .set(clerk.xsrf)
      .send({ message })
      .expect(200);
  }

  it('makes the answer anew as soon as staff change something', async () => {
    await request(t.server).get(MESSAGE_PATH).expect(200);
    await staffPublishJurorMessage('Court closed Monday.');
    const after = await request(t.server).get(MESSAGE_PATH).expect(200);
    expect(after.body).toMatchObject({ message: 'Court closed Monday.' });
  });

  /** The log's lines with this message, each with only the given fields. */
  function logged(message: string, fields: string[]): Record<string, unknown>[] {
    return logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === message)
      .map((line) => Object.fromEntries(fields.map((field) => [field, line[field]])));
  }

  const idOf = (response: Response) => response.headers[REQUEST_ID_HEADER.toLowerCase()];

  it('logs a line for each answer it makes, and how often a kept answer was sent again when it lets it go', async () => {
    const made = await request(t.server).get(MESSAGE_PATH).expect(200);
    const sentAgain = [
      await request(t.server).get(MESSAGE_PATH).expect(200),
      await request(t.server).get(MESSAGE_PATH).expect(200),
    ];
    const missing = await request(t.server).get('/api/muni/people/555-12-3456').expect(404);
    // Each answer sent again has its own id, though no line of its own.
    expect(new Set([made, ...sentAgain].map(idOf)).size).toBe(3);
    expect(logged('kept response sent again', ['path'])).toEqual([]);

    // A second later the answer is made anew, and the one kept before says what it served.
    now.mockReturnValue(Date.parse('2026-03-02T15:00:01Z'));
    const remade = await request(t.server).get(MESSAGE_PATH).expect(200);
    await request(t.server).get(MESSAGE_PATH).expect(200);
    // Staff change something: what was kept is let go, and says so too.
    await staffPublishJurorMessage('Court closed Monday.');

    const requestLines = logged('request', ['requestId', 'method', 'path', 'status', 'service']);
    expect(requestLines.slice(0, 3)).toEqual(
      [
        [made, MESSAGE_PATH, 200],
        [missing, '/api/muni/people/#-#-#', 404],
        [remade, MESSAGE_PATH, 200],
      ].map(([response, path, status]) => ({
        requestId: idOf(response as Response),
        method: 'GET',
        path,
        status,
        service: 'court-api',
      })),
    );
    expect(
      logged('kept response sent again', ['madeBy', 'path', 'sentAgain', 'notModified']),
    ).toEqual([
      { madeBy: idOf(made), path: MESSAGE_PATH, sentAgain: 2, notModified: 0 },
      { madeBy: idOf(remade), path: MESSAGE_PATH, sentAgain: 1, notModified: 0 },
    ]);
  });

  it('logs what a kept answer served soon after its second, though nobody asks for it again', async () => {
    const made = await request(t.server).get(MESSAGE_PATH).expect(200);
    await request(t.server).get(MESSAGE_PATH).expect(200);
    now.mockReturnValue(Date.parse('2026-03-02T15:00:05Z'));
    await request(t.server).get('/health').expect(200);
    // Looked for at most every ten seconds: the first request after that lets it go.
    expect(logged('kept response sent again', ['madeBy'])).toEqual([]);
    now.mockReturnValue(Date.parse('2026-03-02T15:00:11Z'));
    await request(t.server).get('/health').expect(200);
    expect(logged('kept response sent again', ['madeBy', 'sentAgain'])).toEqual([
      { madeBy: idOf(made), sentAgain: 1 },
    ]);
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

describe('the server, as it stops', () => {
  it('logs how often each response it kept was sent again', async () => {
    const database = await createProcessDatabase('sqlite');
    const api = await startApiProcess(database.env);
    try {
      const made = await fetch(`${api.url}${MESSAGE_PATH}`);
      expect(made.status).toBe(200);
      for (let again = 0; again < 3; again += 1) {
        expect((await fetch(`${api.url}${MESSAGE_PATH}`)).status).toBe(200);
      }
      await api.stop();
      expect(
        api
          .logs()
          .filter((line) => line.msg === 'kept response sent again')
          .map(({ madeBy, path, sentAgain }) => ({ madeBy, path, sentAgain })),
      ).toEqual([
        { madeBy: made.headers.get(REQUEST_ID_HEADER), path: MESSAGE_PATH, sentAgain: 3 },
      ]);
    } finally {
      await api.stop();
      await database.drop();
    }
  });
});
