import Koa from 'koa';
import request from 'supertest';
import { submitForm } from '../../testing/form-client';
import { createTestApp, fetchXsrf, type TestApp } from '../../testing/test-app';
import type { AppState } from '../../types';
import { ClientError } from '../errors';
import { createLogger } from '../logger';
import { Pool } from 'pg';
import { startFaultProxy } from '../../testing/fault-proxy';
import { rateLimit, type RateLimitStore } from './rate-limit';

const MESSAGE = {
  name: 'Ana',
  email: 'ana@example.org',
  subject: 'Parking',
  message: 'Where do I park?',
};

/** A bare app behind one limit of one request per window, answering 204 or the refusal's status. */
function limitedApp(store: RateLimitStore, windowSeconds: number) {
  const app = new Koa<AppState>();
  app.use(async (ctx, next) => {
    ctx.state.log = createLogger('silent');
    try {
      await next();
    } catch (error) {
      ctx.status = error instanceof ClientError ? error.status : 500;
    }
  });
  app.use(rateLimit({ store, name: 'window-test', limit: 1, windowSeconds, applies: () => true }));
  app.use((ctx) => {
    ctx.status = 204;
  });
  return app.callback();
}

describe('rate limit windows', () => {
  it('lets a client through again once its window has passed', async () => {
    const server = limitedApp({ kind: 'memory' }, 1);
    await request(server).get('/').expect(204);
    const limited = await request(server).get('/').expect(429);
    expect(Number(limited.headers['retry-after'])).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await request(server).get('/').expect(204);
  });

  it('counts in memory at once while its PostgreSQL store is known to be away', async () => {
    // Accepts connections and never answers: a store asked anyway would hold the request.
    const proxy = await startFaultProxy({ host: '127.0.0.1', port: 9 });
    await proxy.setMode('stall');
    const pool = new Pool({ host: '127.0.0.1', port: proxy.port, connectionTimeoutMillis: 60_000 });
    pool.on('error', () => undefined);
    try {
      const server = limitedApp({ kind: 'postgres', pool, isAway: () => true }, 60);
      // Would time out (jest's 5 s) if either request waited for the stalled store.
      await request(server).get('/').expect(204);
      await request(server).get('/').expect(429);
    } finally {
      await proxy.close();
      await pool.end();
    }
  });
});

describe('rate limits', () => {
  let t: TestApp;

  afterEach(async () => {
    await t.database.drop();
  });

  it('cannot be dodged by spelling the path in other letters or with a trailing slash', async () => {
    t = await createTestApp('sqlite', { env: { RATE_LIMIT_PER_MINUTE: '1' } });
    expect((await submitForm(t.server, 'contact-us', MESSAGE)).status).toBe(200);
    expect((await submitForm(t.server, 'contact-us', MESSAGE)).status).toBe(429);
    for (const spelling of ['Contact-Us', 'contact-us/', 'CONTACT-US']) {
      const response = await submitForm(t.server, spelling, MESSAGE);
      expect(response.status).not.toBe(200);
    }
    const rows = await t.database.db.selectFrom('contactMessage').select('id').execute();
    expect(rows).toHaveLength(1);
  });

  it('limits searches per client, so no one can flood the count of searches with no results', async () => {
    t = await createTestApp('sqlite', { env: { SEARCH_LIMIT_PER_MINUTE: '2' } });
    for (const query of ['zzqxv', 'qqzvw']) {
      await request(t.server).get(`/api/muni/search?q=${query}&lang=en`).expect(200);
    }
    const limited = await request(t.server).get('/api/muni/search?q=xxqzk&lang=en');
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    const counted = await t.database.db.selectFrom('searchMiss').select('query').execute();
    expect(counted.map((row) => row.query).sort()).toEqual(['qqzvw', 'zzqxv']);
  });

  it('refuses other spellings of the staff sign-in too', async () => {
    t = await createTestApp('sqlite');
    const { cookie, header } = await fetchXsrf(t.server);
    for (const path of ['/api/muni/staff/Session', '/api/muni/staff/session/']) {
      const response = await request(t.server)
        .post(path)
        .set('Cookie', cookie)
        .set(header)
        .send({ username: 'a', password: 'b' });
      expect(response.status).toBe(404);
    }
  });

  it('behind a proxy, counts the address the proxy saw, not a forged left-most entry', async () => {
    t = await createTestApp('sqlite', {
      env: { TRUST_PROXY: 'true', RATE_LIMIT_PER_MINUTE: '1' },
    });
    const { cookie, header } = await fetchXsrf(t.server);
    const post = (forwardedFor: string) =>
      request(t.server)
        .post('/api/muni/contact-us')
        .set('Cookie', cookie)
        .set(header)
        .set('X-Forwarded-For', forwardedFor)
        .send(MESSAGE);
    expect((await post('198.51.100.1, 203.0.113.9')).status).toBe(400);
    expect((await post('198.51.100.2, 203.0.113.9')).status).toBe(429);
    // A different real client still gets through.
    expect((await post('198.51.100.3, 203.0.113.10')).status).toBe(400);
  });
});
