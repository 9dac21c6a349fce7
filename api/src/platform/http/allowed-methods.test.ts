import request from 'supertest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { API_MESSAGES } from '../messages';

describe('unknown methods', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });

  afterAll(async () => {
    await t.database.drop();
  });

  it.each(['TRACE', 'PROPFIND', 'SEARCH', 'PURGE'])(
    'answers %s with a JSON 405 under /api/, never a 5xx',
    async (method) => {
      const response = await request(t.server)[method.toLowerCase() as 'get'](
        '/api/muni/juror/message',
      );
      expect(response.status).toBe(405);
      expect(response.headers.allow).toContain('GET');
      expect(response.body.error).toBe(API_MESSAGES.en['request.methodNotAllowed']);
    },
  );

  it('answers 405 on a page too', async () => {
    const response = await request(t.server).purge('/jury-service');
    expect(response.status).toBe(405);
  });
});
