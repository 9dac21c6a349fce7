import request from 'supertest';
import { createTestApp, fetchXsrf, type TestApp } from '../../testing/test-app';
import { API_MESSAGES } from '../messages';

const en = API_MESSAGES.en;

describe('JSON bodies a client can send', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });

  afterAll(async () => {
    await t.database.drop();
  });

  async function post(body: Buffer | string, headers: Record<string, string>) {
    const { cookie, header } = await fetchXsrf(t.server);
    return request(t.server)
      .post('/api/muni/contact-us')
      .set('Cookie', cookie)
      .set(header)
      .set('Content-Type', 'application/json')
      .set(headers)
      .send(body);
  }

  it.each([
    ['gzip on plain JSON', 'gzip'],
    ['br on plain JSON', 'br'],
    ['deflate on plain JSON', 'deflate'],
  ])('answers 400, not 500, for %s', async (_name, encoding) => {
    const response = await post('{"name":"Ana"}', { 'Content-Encoding': encoding });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(en['body.invalid']);
  });

  it('answers 415 for an encoding it does not take', async () => {
    const response = await post('{"name":"Ana"}', { 'Content-Encoding': 'compress' });
    expect(response.status).toBe(415);
  });

  it.each([
    ['arrays', '[', ']'],
    ['objects', '{"a":', '}'],
  ])('answers 400, not 500, for %s nested thousands deep', async (_name, open, close) => {
    const depth = 10_000;
    const response = await post(`${open.repeat(depth)}1${close.repeat(depth)}`, {});
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(en['body.invalid']);
  });

  it('refuses a NUL character in a key', async () => {
    const response = await post('{"na\\u0000me":"Ana"}', {});
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(en['body.invalid']);
  });
});
