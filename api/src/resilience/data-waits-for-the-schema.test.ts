import request from 'supertest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { forEachDatabase } from '../testing/test-database';
import { BROWSER_ACCEPT } from '../testing/browser-accept';

// What a server answers while it brings the schema up to date at its start (an empty database,
// an upgrade): the tables may not be there yet, so data waits, as while the database is away.
forEachDatabase((dialect) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp(dialect);
  });

  afterEach(async () => {
    await t.database.drop();
  });

  it('answers every data route 503 with Retry-After until the schema is current, then serves', async () => {
    t.database.availability.markSchemaPending();
    for (const path of ['/api/muni/juror/message', '/api/muni/careers', '/api/muni/alerts']) {
      const waiting = await request(t.server).get(path);
      expect([path, waiting.status]).toEqual([path, 503]);
      expect(waiting.headers['retry-after']).toMatch(/^\d+$/);
      expect(waiting.headers['cache-control']).toBe('no-store');
    }
    const post = await request(t.server).post('/api/muni/forms/contact-us').send({});
    expect(post.status).toBe(503);
    // A visitor following a link to a document reads a page that says to come back soon.
    const documentLink = await request(t.server)
      .get('/documents/local-rules.pdf')
      .set('Accept', BROWSER_ACCEPT);
    expect(documentLink.status).toBe(503);
    expect(documentLink.headers['retry-after']).toMatch(/^\d+$/);
    expect(documentLink.text).toContain('<h1>This page is not available right now</h1>');
    // Readiness says the same, though the migrations themselves have run: data still waits.
    const ready = await request(t.server).get('/health/ready').expect(503);
    expect(ready.body).toMatchObject({ status: 'unavailable', migrations: 'pending' });

    t.database.availability.markSchemaCurrent();
    await request(t.server).get('/api/muni/careers').expect(200);
    expect((await request(t.server).get('/health/ready').expect(200)).body).toMatchObject({
      status: 'ok',
      migrations: 'current',
    });
  });
});
