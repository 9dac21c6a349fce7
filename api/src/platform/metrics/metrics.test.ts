import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { submitForm } from '../../testing/form-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { forEachDatabase } from '../../testing/test-database';
import { insertOutboxMessage } from '../mail/outbox-repository';
import { createMetrics } from './metrics';
import { metricsListener } from './metrics-routes';

const TOKEN = 'metrics-token-for-tests-only-0123456789';

const CONTACT = {
  name: 'Maria Lopez',
  email: 'maria@example.com',
  phone: '',
  subject: 'Parking for my hearing',
  message: 'Where should I park on the day of my hearing?',
};

/** The value of one sample line of the Prometheus text, or undefined when it is not there. */
function sample(text: string, name: string, labels: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name}{${labels}}`));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

forEachDatabase((dialect) => {
  let t: TestApp;

  afterEach(async () => {
    await t.database.drop();
  });

  it('serves no /metrics on the site port without a token configured', async () => {
    t = await createTestApp(dialect);
    const response = await request(t.server).get('/metrics');
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('court_http_requests_total');
  });

  it('answers /metrics only to the bearer of the configured token', async () => {
    t = await createTestApp(dialect, { env: { METRICS_TOKEN: TOKEN } });
    await request(t.server).get('/metrics').expect(401);
    await request(t.server).get('/metrics').set('Authorization', 'Bearer wrong').expect(401);
    await request(t.server).get('/metrics').set('Authorization', `Bearer ${TOKEN}x`).expect(401);
    const response = await request(t.server)
      .get('/metrics')
      .set('Authorization', `Bearer ${TOKEN}`)
      .expect(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.text).toContain('court_api_process_resident_memory_bytes');
    expect(response.text).toMatch(/^court_log_lines_dropped_total \d+$/m);
  });

  it('counts requests by route, form outcomes, rate-limit refusals and the outbox', async () => {
    t = await createTestApp(dialect, {
      env: { METRICS_TOKEN: TOKEN, RATE_LIMIT_PER_MINUTE: '2' },
    });
    await request(t.server).get('/api/muni/juror/message').expect(200);
    await request(t.server).get('/api/muni/juror/message').expect(200);
    expect((await submitForm(t.server, 'contact-us', CONTACT)).status).toBe(200);
    expect((await submitForm(t.server, 'contact-us', { ...CONTACT, email: 'x' })).status).toBe(200);
    expect((await submitForm(t.server, 'contact-us', CONTACT)).status).toBe(429);
    await insertOutboxMessage(
      t.database.db,
      { toAddress: 'clerk@example.org', subject: 'Queued', bodyText: 'Waiting' },
      new Date(Date.now() - 60_000),
    );

    const { text } = await request(t.server)
      .get('/metrics')
      .set('Authorization', `Bearer ${TOKEN}`)
      .expect(200);
    expect(
      sample(
        text,
        'court_http_requests_total',
        'method="GET",route="/api/muni/juror/message",status="200"',
      ),
    ).toBe(2);
    expect(
      sample(text, 'court_form_submissions_total', 'form="contact-us",outcome="accepted"'),
    ).toBe(1);
    expect(
      sample(text, 'court_form_submissions_total', 'form="contact-us",outcome="refused"'),
    ).toBe(1);
    expect(sample(text, 'court_rate_limit_refusals_total', 'limit="public-post"')).toBe(1);
    // The accepted message queued its mails, and the one inserted above waits a minute already.
    expect(sample(text, 'court_outbox_messages', 'state="pending"')).toBeGreaterThanOrEqual(2);
    const oldest = text.match(/^court_outbox_oldest_pending_age_seconds (\S+)$/m)?.[1];
    expect(Number(oldest)).toBeGreaterThanOrEqual(59);
    // Made-up paths share one label rather than one each.
    await request(t.server).get('/api/muni/no-such-thing-1').expect(404);
    await request(t.server).get('/api/muni/no-such-thing-2').expect(404);
    const after = await request(t.server)
      .get('/metrics')
      .set('Authorization', `Bearer ${TOKEN}`)
      .expect(200);
    expect(
      sample(
        after.text,
        'court_http_requests_total',
        'method="GET",route="(no route)",status="404"',
      ),
    ).toBe(2);
    expect(after.text).not.toContain('no-such-thing');
    if (dialect === 'postgres') {
      expect(after.text).toMatch(/^court_database_pool_connections\{state="total"\} \d+$/m);
    }
  });
});

describe('the metrics port', () => {
  it('serves /metrics and nothing else', async () => {
    const metrics = createMetrics();
    const server: Server = createServer(metricsListener(metrics));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('court_api_process_cpu_seconds_total');
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
