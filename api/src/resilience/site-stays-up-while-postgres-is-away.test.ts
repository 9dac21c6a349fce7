import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../platform/paths';
import { upsertSiteMessage } from '../messages/site-message-repository';
import { insertOutboxMessage } from '../platform/mail/outbox-repository';
import {
  createProcessDatabase,
  startApiProcess,
  type ApiProcess,
  type ProcessDatabase,
} from '../testing/api-process';
import { startFaultProxy, type FaultProxy, type LinkMode } from '../testing/fault-proxy';
import {
  sendContactForm,
  startTraffic,
  statusCounts,
  timeUntil,
  type Observation,
  type Traffic,
} from '../testing/site-traffic';
import { mailHeader, startSmtpTestServer, type SmtpTestServer } from '../testing/smtp-test-server';
import { TEST_DATABASE_URL } from '../testing/test-database';
import { API_MESSAGES } from '../platform/messages';

/** Bounds the server is started with here, so the faults are seen quickly. */
const CONNECT_TIMEOUT_MS = 1000;
const STATEMENT_TIMEOUT_MS = 2000;
/**
 * The longest any request may take while the database misbehaves: the rate limit's store and
 * then the form's own first query may each wait out a stalled connection (statement timeout
 * plus the client's one-second margin), with room for a busy two-core machine.
 */
const REQUEST_BOUND_MS = 2 * (STATEMENT_TIMEOUT_MS + 1000) + CONNECT_TIMEOUT_MS + 3000;
/** Full service within this long after the database is back. */
const RECOVERY_BOUND_MS = 5000;
/**
 * How long each fault lasts. A stall is held longest: a form sent into it waits out the rate
 * limit's stalled read and then its own, and must end inside the stall to show its answer.
 */
const FAULT_MS: Record<LinkMode, number> = { forward: 0, refuse: 4000, drop: 4000, stall: 10_000 };
const QUEUED_MAIL = 8;
const JUROR_MESSAGE = 'Outage drill: jurors report to the assembly room at 8:30.';

const FAULTS: readonly LinkMode[] = ['refuse', 'drop', 'stall'];

function frontEndsBuilt(): boolean {
  return ['shell/dist/index.html', 'shell/dist-server/render-frame.cjs'].every((file) =>
    existsSync(path.join(REPO_ROOT, file)),
  );
}

/** The same database through the proxy: only the host and port change. */
function throughProxy(url: string, port: number): string {
  const parsed = new URL(url);
  parsed.hostname = '127.0.0.1';
  parsed.port = String(port);
  return parsed.toString();
}

const describeOnPostgres = TEST_DATABASE_URL ? describe : describe.skip;

describeOnPostgres('on postgres: the site while PostgreSQL is away', () => {
  let database: ProcessDatabase;
  let proxy: FaultProxy;
  let smtp: SmtpTestServer;
  let api: ApiProcess;
  let traffic: Traffic;
  const figures: string[] = [];
  const recoveries = new Map<LinkMode, number | null>();

  beforeAll(async () => {
    if (!frontEndsBuilt()) {
      throw new Error('The front ends are not built: run `npm run build` first (npm test does).');
    }
    database = await createProcessDatabase('postgres');
    const databaseUrl = database.env.DATABASE_URL ?? '';
    const url = new URL(databaseUrl);
    proxy = await startFaultProxy({ host: url.hostname, port: Number(url.port || 5432) });
    smtp = await startSmtpTestServer();
    api = await startApiProcess({
      ...database.env,
      DATABASE_URL: throughProxy(databaseUrl, proxy.port),
      DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
      DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SMS_SENDER: 'none',
    });
    // Written past the proxy, as staff would have before the outage.
    await upsertSiteMessage(database.handle.db, 'juror', JUROR_MESSAGE, new Date().toISOString());
    const warm = await fetch(`${api.url}/jury-service`).then((response) => response.text());
    expect(warm).toContain(JUROR_MESSAGE);
    for (let index = 0; index < QUEUED_MAIL; index += 1) {
      await insertOutboxMessage(
        database.handle.db,
        {
          toAddress: 'clerk@example.org',
          subject: `Queued before the outage ${index}`,
          bodyText: 'x',
        },
        new Date(),
      );
    }
    traffic = startTraffic(api.url);

    for (const fault of FAULTS) {
      traffic.setPhase(`before ${fault}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      traffic.setPhase(fault);
      await proxy.setMode(fault);
      await new Promise((resolve) => setTimeout(resolve, FAULT_MS[fault]));
      traffic.setPhase(`after ${fault}`);
      await proxy.setMode('forward');
      recoveries.set(
        fault,
        await timeUntil(async () => {
          const [data, ready] = await Promise.all([
            fetch(`${api.url}/api/muni/juror/message`, { headers: { 'X-Probe': fault } }),
            fetch(`${api.url}/health/ready`),
          ]);
          return data.status === 200 && ready.status === 200;
        }, 30_000),
      );
    }
    traffic.setPhase('after');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await traffic.stop();
  }, 180_000);

  afterAll(async () => {
    await traffic?.stop();
    await api?.stop();
    await proxy?.close();
    await smtp?.stop();
    await database?.drop();
    if (figures.length > 0) console.info(figures.join('\n'));
  });

  const during = (fault: string, kind?: Observation['kind']) =>
    traffic.observations.filter(
      (observation) => observation.phase === fault && (!kind || observation.kind === kind),
    );

  it('keeps the process alive, with no unhandled rejection, through every fault', () => {
    expect(api.hasExited()).toBe(false);
    const unhandled = api.logs().filter((line) => line.msg === 'unhandled rejection');
    expect(unhandled).toEqual([]);
    expect(api.output()).not.toContain('Connection terminated unexpectedly\n    at');
  });

  it.each(FAULTS)(
    'serves every information page while the link %s, with the last juror message',
    (fault) => {
      const pages = during(fault, 'page');
      expect(pages.length).toBeGreaterThan(3);
      expect(
        pages.filter((page) => page.status !== 200).map((page) => [page.url, page.status]),
      ).toEqual([]);
      for (const page of pages.filter((candidate) => candidate.url.endsWith('jury-service'))) {
        expect(page.body).toContain(JUROR_MESSAGE);
      }
    },
  );

  it.each(FAULTS)('answers data 503 with Retry-After while the link %s', (fault) => {
    const data = during(fault, 'data');
    expect(data.every((answer) => answer.status === 200 || answer.status === 503)).toBe(true);
    const refused = data.filter((answer) => answer.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.retryAfter).toBe('5');
      expect(JSON.parse(answer.body)).toEqual(
        expect.objectContaining({ error: API_MESSAGES.en['server.unavailable'] }),
      );
    }
  });

  it.each(FAULTS)(
    'tells a visitor sending a form while the link %s, in words, to send it again',
    (fault) => {
      const forms = during(fault, 'form');
      expect(forms.every((answer) => answer.status === 200 || answer.status === 503)).toBe(true);
      const refused = forms.filter((answer) => answer.status === 503);
      expect(refused.length).toBeGreaterThan(0);
      for (const answer of refused) {
        expect(JSON.parse(answer.body)).toEqual(
          expect.objectContaining({ error: API_MESSAGES.en['server.unavailable'] }),
        );
      }
    },
  );

  it('answers every request within the bound and recovers within 5 s of each restore', () => {
    for (const fault of FAULTS) {
      const observed = during(fault);
      const longest = Math.max(...observed.map((observation) => observation.ms));
      figures.push(
        `PostgreSQL ${fault}: ${observed.length} requests (pages ${statusCounts(during(fault, 'page'))}; ` +
          `data ${statusCounts(during(fault, 'data'))}; forms ${statusCounts(during(fault, 'form'))}), ` +
          `longest ${Math.round(longest)} ms, recovered in ${Math.round(recoveries.get(fault) ?? -1)} ms`,
      );
    }
    const slow = traffic.observations.filter(
      (observation) => observation.status === 0 || observation.ms > REQUEST_BOUND_MS,
    );
    expect(slow.map(({ phase, url, status, ms }) => ({ phase, url, status, ms }))).toEqual([]);
    for (const fault of FAULTS) {
      const recovery = recoveries.get(fault);
      expect(recovery).not.toBeNull();
      expect(recovery ?? Infinity).toBeLessThan(RECOVERY_BOUND_MS);
    }
  });

  it('stores a form refused during the outage when it is sent again, once', async () => {
    const refused = traffic.observations.filter(
      (observation) => observation.kind === 'form' && observation.status === 503,
    );
    expect(refused.length).toBeGreaterThan(0);
    const resent = await Promise.all(
      refused.slice(0, 4).map(async (observation) => {
        const first = await sendContactForm(api.url, observation.attempt);
        const again = await sendContactForm(api.url, observation.attempt);
        return [first, again].map((answer) => [answer.status, JSON.parse(answer.body) as unknown]);
      }),
    );
    for (const [first, again] of resent) {
      expect(first?.[0]).toBe(200);
      expect(first?.[1]).toEqual(expect.objectContaining({ success: true }));
      // The same attempt again is answered with the reference it was stored under.
      expect(again).toEqual(first);
    }
  });

  it('delivers every queued message exactly once, none lost', async () => {
    const allSent = await timeUntil(async () => {
      const waiting = await database.handle.db
        .selectFrom('outboxMessage')
        .select('id')
        .where('status', '!=', 'sent')
        .execute();
      return waiting.length === 0;
    }, 90_000);
    expect(allSent).not.toBeNull();
    const rows = await database.handle.db.selectFrom('outboxMessage').select('subject').execute();
    expect(smtp.inbox).toHaveLength(rows.length);
    for (let index = 0; index < QUEUED_MAIL; index += 1) {
      const subject = `Queued before the outage ${index}`;
      expect(smtp.inbox.filter((mail) => mailHeader(mail, 'Subject') === subject)).toHaveLength(1);
    }
  }, 100_000);
});
