import request from 'supertest';
import { REPO_ROOT } from '../platform/paths';
import { createTestApp, type TestApp } from '../testing/test-app';
import { readRemoteRegistry } from './remote-registry';
import { expectBuiltFrontEnds } from '../testing/built-site';

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
});
