import request from 'supertest';
import { REPO_ROOT } from '../platform/paths';
import { createTestApp, type TestApp } from '../testing/test-app';
import { readRemoteRegistry } from './remote-registry';
import { expectBuiltFrontEnds } from '../testing/built-site';
import { BROWSER_ACCEPT } from '../testing/browser-accept';

// A value that names something, for each parameter of a route path.
const PARAMETER_VALUES: Partial<Record<string, string>> = { ':name': 'clerk-of-court' };

// The shell's own pages, beside those the remotes' registry lists.
const SHELL_PATHS = [
  '',
  'staff',
  'staff/audit',
  'staff/search',
  'staff/accounts',
  'staff/me',
  'staff/set-password',
  'search',
  'signup',
  'landing',
  'user-profile',
  'nucleoicons',
];

/**
 * Against the real build: an address the site has no page for is answered 404 (with the
 * page-not-found page, in the address's language), every real route 200. Monitoring and search
 * engines can then tell a broken link from a page.
 */
describe('page status on the built site', () => {
  let t: TestApp;

  beforeAll(async () => {
    expectBuiltFrontEnds();
    t = await createTestApp('sqlite');
  });

  afterAll(async () => {
    await t.database.drop();
  });

  it.each([
    ['/no-such-page', 'Page not found'],
    ['/staff/nothing', 'Page not found'],
    ['/es/no-such-page', 'Página no encontrada'],
    ['/jury-service/extra', 'Page not found'],
    // A judge's address with a name no official has: the biography page says so.
    ['/bio/no-such-judge', 'Biography not found'],
    ['/es/bio/no-such-judge', 'No se encontró la biografía'],
  ])('answers %s with 404 and the page-not-found page', async (url, heading) => {
    const response = await request(t.server).get(url).expect(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.text).toContain(heading);
  });

  it('answers a browser opening an old address with a file extension the page-not-found page', async () => {
    const opened = await request(t.server)
      .get('/es/jurado.html')
      .set('Accept', BROWSER_ACCEPT)
      .expect(404)
      .expect('Content-Type', 'text/html; charset=utf-8');
    expect(opened.text).toContain('Página no encontrada');
    // A missing script or image is a plain 404, as before.
    await request(t.server)
      .get('/missing-chunk.js')
      .expect(404)
      .expect('Content-Type', /text\/plain/);
    await request(t.server)
      .get('/jurado.png')
      .set('Accept', 'image/avif,image/webp,*/*')
      .expect(404);
  });

  it('answers every route the site has with 200, in both languages, parameters filled in', async () => {
    const registry = await readRemoteRegistry(REPO_ROOT);
    const patterns = [...SHELL_PATHS, ...registry.remotes.flatMap((remote) => remote.paths)];
    expect(patterns.length).toBeGreaterThan(30);
    const answered: Array<[string, number]> = [];
    for (const pattern of patterns) {
      const pagePath = pattern.replace(/:[^/]+/g, (parameter) => PARAMETER_VALUES[parameter] ?? '');
      for (const prefix of ['/', '/es/']) {
        const url = `${prefix}${pagePath}`;
        answered.push([url, (await request(t.server).get(url)).status]);
      }
    }
    expect(answered.filter(([, status]) => status !== 200)).toEqual([]);
    // Every page of the site in both languages, rendered one after another: about 90 renders.
  }, 30_000);

  it('answers a client that asks for many addresses with no page 429 for the rest of the minute', async () => {
    const limited = await createTestApp('sqlite', { env: { PAGES_NOT_FOUND_PER_MINUTE: '3' } });
    try {
      // Pages the site has do not count.
      for (let index = 0; index < 5; index += 1) {
        await request(limited.server).get('/jury-service').expect(200);
      }
      for (let index = 0; index < 3; index += 1) {
        await request(limited.server).get(`/wp-admin-${index}`).expect(404);
      }
      const refused = await request(limited.server).get('/wp-admin-3').expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.body).toEqual(
        expect.objectContaining({ error: expect.any(String), requestId: expect.any(String) }),
      );
      // The rest of that minute, that client's next address is refused before any page is
      // composed; the API answers it as before.
      await request(limited.server).get('/es/wp-admin-4').expect(429);
      await request(limited.server).get('/api/muni/juror/message').expect(200);
      // A browser is answered a page to read, in the language of the address, kept by no cache.
      const page = await request(limited.server)
        .get('/es/wp-admin-5')
        .set('Accept', BROWSER_ACCEPT)
        .expect(429)
        .expect('Content-Type', 'text/html; charset=utf-8')
        .expect('Cache-Control', 'no-store');
      expect(Number(page.headers['retry-after'])).toBeGreaterThan(0);
      expect(page.text).toContain('<html lang="es">');
      expect(page.text).toContain('<h1>Espere un minuto, por favor</h1>');
    } finally {
      await limited.database.drop();
    }
  });
});
