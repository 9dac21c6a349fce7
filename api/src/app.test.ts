import Router from '@koa/router';
import { sql } from 'kysely';
import request from 'supertest';
import { MAX_JSON_BODY_BYTES } from '@court/contract';
import { jsonBody } from './platform/http/json-body';
import { CONTENT_SECURITY_POLICY } from './platform/http/security-headers';
import {
  createTestApp,
  fetchXsrf,
  TEST_PRODUCTION_SECRETS,
  type TestApp,
} from './testing/test-app';
import { forEachDatabase } from './testing/test-database';
import type { AppState } from './types';
import { API_MESSAGES } from './platform/messages';

// Test-only routes, mounted through buildApp's extraRouters: never part of the production app.
function failingRouter(): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/api/muni/test/explode', () => {
    throw new Error('secret internal detail at /var/lib/something');
  });
  // What node-postgres throws when PostgreSQL refuses connections.
  router.get('/api/muni/test/database-away', () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
  });
  router.post('/api/muni/test/echo', jsonBody({ maxBytes: MAX_JSON_BODY_BYTES }), (ctx) => {
    ctx.body = { received: ctx.request.body };
  });
  // A route that takes no body: whatever is sent is never parsed.
  router.post('/api/muni/test/no-body', (ctx) => {
    ctx.body = { received: ctx.request.body ?? null };
  });
  return router;
}

forEachDatabase((dialect) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp(dialect, {
      env: { RATE_LIMIT_PER_MINUTE: '3' },
      extraRouters: [failingRouter()],
    });
  });

  afterEach(async () => {
    await t.database.drop();
  });

  describe('health', () => {
    it('answers pong on /ping', async () => {
      const response = await request(t.server).get('/ping').expect(200);
      expect(response.text).toBe('pong');
    });

    it('reports a reachable database with a current schema, on /health/ready and /health', async () => {
      for (const url of ['/health/ready', '/health']) {
        const response = await request(t.server).get(url).expect(200);
        expect(response.body).toEqual({ status: 'ok', database: 'ok', migrations: 'current' });
        expect(response.headers['cache-control']).toBe('no-store');
      }
    });

    it('is not ready while a migration this build knows is not applied', async () => {
      await sql`delete from kysely_migration where name = '202611241100-search-misses'`.execute(
        t.database.db,
      );
      const response = await request(t.server).get('/health/ready').expect(503);
      expect(response.body).toEqual({
        status: 'unavailable',
        database: 'ok',
        migrations: 'pending',
      });
    });

    it('answers 503 on readiness but stays live when the database is gone', async () => {
      await t.database.db.destroy();
      const response = await request(t.server).get('/health/ready').expect(503);
      expect(response.body).toEqual({
        status: 'unavailable',
        database: 'unavailable',
        migrations: 'unknown',
      });
      await request(t.server).get('/health').expect(503);
      const live = await request(t.server).get('/health/live').expect(200);
      expect(live.text).toBe('pong');
    });
  });

  describe('security headers', () => {
    it('sets them on pages, API answers and errors alike', async () => {
      for (const url of ['/ping', '/api/muni/nothing-here', '/api/muni/test/explode']) {
        const response = await request(t.server).get(url);
        expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(response.headers['permissions-policy']).toBe(
          'camera=(), microphone=(), geolocation=()',
        );
        expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
        expect(response.headers['strict-transport-security']).toBeUndefined();
      }
    });

    it('leaves out what changes nothing in the browsers the site supports, framing being refused by the policy', async () => {
      const response = await request(t.server).get('/ping');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      for (const obsolete of [
        'origin-agent-cluster',
        'x-dns-prefetch-control',
        'x-frame-options',
        'x-xss-protection',
        'x-download-options',
        'x-permitted-cross-domain-policies',
      ]) {
        expect(response.headers[obsolete]).toBeUndefined();
      }
    });

    it('adds HSTS in production', async () => {
      const production = await createTestApp(dialect, {
        env: { NODE_ENV: 'production', ...TEST_PRODUCTION_SECRETS },
      });
      try {
        const response = await request(production.server).get('/ping').expect(200);
        expect(response.headers['strict-transport-security']).toContain('max-age=');
      } finally {
        await production.database.drop();
      }
    });
  });

  describe('request id', () => {
    it('generates one when none is sent', async () => {
      const response = await request(t.server).get('/ping');
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('keeps a sane incoming id and replaces an unsafe one', async () => {
      const kept = await request(t.server).get('/ping').set('X-Request-Id', 'abc-123-def-456');
      expect(kept.headers['x-request-id']).toBe('abc-123-def-456');
      const replaced = await request(t.server).get('/ping').set('X-Request-Id', 'bad id <script>');
      expect(replaced.headers['x-request-id']).not.toContain('<');
    });
  });

  describe('errors', () => {
    it('answers a database that is away with 503, Retry-After and the message in the visitor language', async () => {
      const english = await request(t.server).get('/api/muni/test/database-away').expect(503);
      expect(english.headers['retry-after']).toBe('5');
      expect(english.body).toEqual({
        error: API_MESSAGES.en['server.unavailable'],
        requestId: english.headers['x-request-id'],
      });
      const spanish = await request(t.server)
        .get('/api/muni/test/database-away')
        .set('Accept-Language', 'es')
        .expect(503);
      expect(spanish.body.error).toBe(API_MESSAGES.es['server.unavailable']);
      expect(JSON.stringify(spanish.body)).not.toContain('ECONNREFUSED');
    });

    it('answers a thrown error with 500 JSON, a request id and no internals', async () => {
      const response = await request(t.server).get('/api/muni/test/explode').expect(500);
      expect(response.body).toEqual({
        error: API_MESSAGES.en['server.error'],
        requestId: response.headers['x-request-id'],
      });
      expect(response.text).not.toMatch(/secret|\/var\/lib|at .*\.ts/);
    });

    it('translates the error into Spanish', async () => {
      const response = await request(t.server)
        .get('/api/muni/test/explode')
        .set('Accept-Language', 'es-MX,es;q=0.9');
      expect(response.body.error).toBe(API_MESSAGES.es['server.error']);
    });

    it('answers a wrong method on an API path with 405 JSON', async () => {
      const { cookie, header } = await fetchXsrf(t.server);
      const response = await request(t.server)
        .put('/api/muni/juror/message')
        .set('Cookie', cookie)
        .set(header)
        .expect(405);
      expect(response.body.error).toBe(API_MESSAGES.en['request.methodNotAllowed']);
    });

    it('answers unknown API paths with 404 JSON', async () => {
      const response = await request(t.server).get('/api/muni/no-such-thing').expect(404);
      expect(response.type).toBe('application/json');
      expect(response.body.error).toBe(API_MESSAGES.en.notFound);
    });
  });

  describe('XSRF', () => {
    it('sets a readable SameSite=Strict cookie', async () => {
      const response = await request(t.server).get('/api/muni/xsrf').expect(204);
      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toMatch(/XSRF-TOKEN=[A-Za-z0-9_-]{43}/);
      expect(cookie.toLowerCase()).toContain('samesite=strict');
      expect(cookie.toLowerCase()).toContain('path=/');
      expect(cookie.toLowerCase()).not.toContain('httponly');
    });

    it('hands the cookie out at its own address only, so pages and public data carry none', async () => {
      const page = await request(t.server).get('/');
      expect(page.headers['set-cookie']).toBeUndefined();
      const alerts = await request(t.server).get('/api/muni/alerts?lang=en').expect(200);
      expect(alerts.headers['set-cookie']).toBeUndefined();
      const message = await request(t.server).get('/api/muni/juror/message').expect(200);
      expect(message.headers['set-cookie']).toBeUndefined();
    });

    it('refuses a POST without the header', async () => {
      const { cookie } = await fetchXsrf(t.server);
      const response = await request(t.server)
        .post('/api/muni/test/echo')
        .set('Cookie', cookie)
        .send({ a: 1 })
        .expect(403);
      expect(response.body.error).toBe(API_MESSAGES.en['xsrf.invalid']);
    });

    it('refuses a POST whose header does not match the cookie', async () => {
      const { cookie } = await fetchXsrf(t.server);
      await request(t.server)
        .post('/api/muni/test/echo')
        .set('Cookie', cookie)
        .set('X-XSRF-TOKEN', 'x'.repeat(43))
        .send({ a: 1 })
        .expect(403);
    });

    it('accepts a POST with the matching cookie and header', async () => {
      const { cookie, header } = await fetchXsrf(t.server);
      const response = await request(t.server)
        .post('/api/muni/test/echo')
        .set('Cookie', cookie)
        .set(header)
        .send({ a: 1 })
        .expect(200);
      expect(response.body).toEqual({ received: { a: 1 } });
    });
  });

  describe('request bodies', () => {
    it('answers 413 for a body above the limit', async () => {
      const { cookie, header } = await fetchXsrf(t.server);
      const response = await request(t.server)
        .post('/api/muni/test/echo')
        .set('Cookie', cookie)
        .set(header)
        .send({ text: 'x'.repeat(MAX_JSON_BODY_BYTES + 10) })
        .expect(413);
      expect(response.body.error).toBe(API_MESSAGES.en['body.tooLarge']);
    });

    it('answers 400 for malformed JSON', async () => {
      const { cookie, header } = await fetchXsrf(t.server);
      const response = await request(t.server)
        .post('/api/muni/test/echo')
        .set('Cookie', cookie)
        .set(header)
        .set('Content-Type', 'application/json')
        .send('{"fullName": ')
        .expect(400);
      expect(response.body.error).toBe(API_MESSAGES.en['body.invalid']);
    });

    it('answers 415 for a body that is not JSON', async () => {
      const { cookie, header } = await fetchXsrf(t.server);
      await request(t.server)
        .post('/api/muni/test/echo')
        .set('Cookie', cookie)
        .set(header)
        .type('form')
        .send('a=1')
        .expect(415);
    });

    it('checks XSRF before reading any body: 403 for a bad body without the header', async () => {
      const { cookie } = await fetchXsrf(t.server);
      const post = () => request(t.server).post('/api/muni/test/echo').set('Cookie', cookie);
      const tooLarge = await post()
        .send({ text: 'x'.repeat(MAX_JSON_BODY_BYTES + 10) })
        .expect(403);
      expect(tooLarge.body.error).toBe(API_MESSAGES.en['xsrf.invalid']);
      await post().type('form').send('a=1').expect(403);
      await post().set('Content-Type', 'application/json').send('{"fullName": ').expect(403);
    });

    it('never parses a body on a route that takes none', async () => {
      const { cookie, header } = await fetchXsrf(t.server);
      const response = await request(t.server)
        .post('/api/muni/test/no-body')
        .set('Cookie', cookie)
        .set(header)
        .type('form')
        .send('a=1')
        .expect(200);
      expect(response.body).toEqual({ received: null });
    });
  });

  describe('rate limit', () => {
    it('answers 429 with Retry-After past the limit', async () => {
      const { cookie, header } = await fetchXsrf(t.server);
      const post = () =>
        request(t.server).post('/api/muni/test/echo').set('Cookie', cookie).set(header).send({});
      for (let index = 0; index < 3; index += 1) await post().expect(200);
      const limited = await post().expect(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.body.error).toBe(API_MESSAGES.en['rate.limited']);
    });

    it('does not count GET requests', async () => {
      for (let index = 0; index < 5; index += 1) {
        await request(t.server).get('/api/muni/juror/message').expect(200);
      }
    });
  });
});
