import request from 'supertest';
import {
  localizedPath,
  SEARCH_QUERY_MAX_LENGTH,
  searchApiPath,
  type Language,
  type SearchResponse,
} from '@court/contract';
import { isApiResponse } from '@court/contract/responses';
import { createTestApp, type TestApp } from '../testing/test-app';
import { searchPageQuery } from './search-page';
import { expectBuiltFrontEnds, renderedPageData } from '../testing/built-site';

/** The search answer a results page was rendered with, from its page data. */
function renderedAnswer(html: string, query: string, language: Language): SearchResponse {
  const answer = renderedPageData(html)[searchApiPath(query, language)];
  expect(isApiResponse('search', answer)).toBe(true);
  return answer as SearchResponse;
}

/** Text as React writes it into HTML. */
function escaped(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

/**
 * Against the real build: the results page is served with its results in its HTML, rendered by
 * the shell's server bundle from the API's own search, and with them as the page data its
 * script starts from, so it works without JavaScript and hydrates without searching again.
 */
describe('the results page on the built site', () => {
  let t: TestApp;

  beforeAll(async () => {
    expectBuiltFrontEnds();
    // As the server serves it: shared responses are sent again without the app.
    t = await createTestApp('sqlite', { documents: true, sharedResponses: true });
  });

  afterAll(async () => {
    await t.database.drop();
  });

  async function missCounts() {
    const rows = await t.database.db
      .selectFrom('searchMiss')
      .select(['query', 'language', 'count'])
      .orderBy('query')
      .orderBy('language')
      .execute();
    return rows.map((row) => ({ ...row, count: Number(row.count) }));
  }

  it.each([
    ['/search?q=jury', 'jury', 'en', 'result', 'results for “jury”'],
    ['/es/search?q=jurado', 'jurado', 'es', 'resultado', 'resultados para «jurado»'],
  ] as const)(
    'serves %s with its results in the HTML and in its page data',
    async (url, query, language, one, many) => {
      const response = await request(t.server).get(url).expect(200);
      const html = response.text;
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(html).toContain(`<html lang="${language}">`);
      // The script adopts this HTML rather than painting the page again.
      expect(html).toContain('<div id="root" data-hydrate="">');

      const answer = renderedAnswer(html, query, language);
      expect(answer).toMatchObject({ query, language, truncated: false });
      const { results } = answer;
      expect(results.length).toBeGreaterThan(1);
      // The count is stated, and the list has a heading of its own.
      expect(html).toContain(`>${results.length} ${results.length === 1 ? one : many}</p>`);
      expect(html).toMatch(
        /<h2 id="search-results-heading"[^>]*>(Results|Resultados)<\/h2><ol [^>]*aria-labelledby="search-results-heading"/,
      );
      for (const result of results) {
        const href =
          result.kind === 'page' ? localizedPath(result.path, language) : escaped(result.url);
        expect(html).toContain(`href="${href}"`);
        expect(html).toContain(escaped(result.title));
      }
      // The page names no script it needs: it reads without one.
      expect(html).not.toContain('JavaScript');
    },
  );

  it('escapes what is searched for wherever the page shows it', async () => {
    const hostile = `</script><script>alert("q")</script><img src=x onerror=alert('q')>&amp;`;
    const response = await request(t.server)
      .get(`/search?q=${encodeURIComponent(hostile)}`)
      .expect(200);
    const html = response.text;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    // In the field, and in the count.
    expect(html).toContain(`value="${escaped(hostile)}"`);
    expect(html).toContain(escaped(hostile));
    // The page data holds it as it was typed, and nothing in it can close its script element.
    expect(renderedAnswer(html, hostile, 'en').query).toBe(hostile);
  });

  it('searches the start of a very long query, and repeats no more of it than that', async () => {
    const long = 'eviction '.repeat(1000).trim();
    const response = await request(t.server)
      .get(`/search?q=${encodeURIComponent(long)}`)
      .expect(200);
    const kept = Array.from(long)
      .slice(0, SEARCH_QUERY_MAX_LENGTH + 1)
      .join('');
    expect(searchPageQuery('/search', `?q=${encodeURIComponent(long)}`)?.query).toBe(kept);
    const answer = renderedAnswer(response.text, kept, 'en');
    expect(answer.truncated).toBe(true);
    expect(answer.results.length).toBeGreaterThan(0);
    expect(response.text).toContain('Only the first 200 characters of your search were used.');
    expect(response.text).not.toContain(long.slice(0, SEARCH_QUERY_MAX_LENGTH + 20));
    expect(response.text.length).toBeLessThan(300_000);
  });

  it('is composed for each request, never stored, and counts each search that finds nothing', async () => {
    const first = await request(t.server).get('/search?q=qwxzvb').expect(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers['etag']).toBeUndefined();
    expect(renderedAnswer(first.text, 'qwxzvb', 'en').results).toEqual([]);
    expect(first.text).toContain('No results for “qwxzvb”');
    // Asked again at once: searched again, not sent from the shared responses.
    await request(t.server).get('/search?q=qwxzvb').expect(200);
    await request(t.server).get('/es/search?q=qwxzvb').expect(200);
    // Another query is another page.
    const other = await request(t.server).get('/search?q=eviction').expect(200);
    expect(other.text).not.toContain('qwxzvb');
    expect(renderedAnswer(other.text, 'eviction', 'en').results.length).toBeGreaterThan(0);
    // As the search endpoint counts them: once per search, by language.
    await request(t.server).get('/api/muni/search?q=qwxzvb&lang=en').expect(200);
    expect(await missCounts()).toEqual([
      { query: 'qwxzvb', language: 'en', count: 3 },
      { query: 'qwxzvb', language: 'es', count: 1 },
    ]);
  });

  it.each(['/search', '/search?q=', '/search?q=%20%20', '/es/search?lang=en'])(
    'serves %s as the plain results page, shared and revalidated like any page',
    async (url) => {
      const response = await request(t.server).get(url).expect(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['etag']).toMatch(/^"[\w-]+"$/);
      expect(response.text).toContain('<div id="root" data-hydrate="">');
      expect(response.text).toMatch(
        /Enter a word to search for\.|Escriba una palabra para buscar\./,
      );
      expect(response.text).not.toContain('search-results-heading');
      expect(renderedPageData(response.text)).not.toHaveProperty(searchApiPath('', 'en'));
    },
  );
});

describe('searches through the results page, counted with the search endpoint', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { SEARCH_LIMIT_PER_MINUTE: '2' } });
  });

  afterAll(async () => {
    await t.database.drop();
  });

  it('refuses a visitor past the limit, page searches and endpoint searches alike', async () => {
    // The plain page searches nothing, so counts nothing.
    await request(t.server).get('/search').expect(200);
    await request(t.server).get('/search?q=zzqxv').expect(200);
    await request(t.server).get('/es/search?q=qqzvw').expect(200);
    const limited = await request(t.server).get('/api/muni/search?q=xxqzk&lang=en');
    expect(limited.status).toBe(429);
    await request(t.server).get('/search?q=xxqzk').expect(429);
    await request(t.server).head('/search?q=xxqzk').expect(429);
    const counted = await t.database.db.selectFrom('searchMiss').select('query').execute();
    expect(counted.map((row) => row.query).sort()).toEqual(['qqzvw', 'zzqxv']);
  });
});

describe('searchPageQuery', () => {
  it.each([
    ['/search', '?q=jury', { query: 'jury', language: 'en' }],
    ['/search/', '?q=%20jury%20', { query: 'jury', language: 'en' }],
    ['/es/search', '?q=jurado&lang=en', { query: 'jurado', language: 'es' }],
    ['/search', '?q=a&q=b', { query: 'a', language: 'en' }],
    ['/search', '?q=pay+ticket', { query: 'pay ticket', language: 'en' }],
    ['/search', '', null],
    ['/search', '?q=%20', null],
    ['/jury-service', '?q=jury', null],
    ['/search-tips', '?q=jury', null],
  ])('reads %s%s as %j', (pathname, search, expected) => {
    expect(searchPageQuery(pathname, search)).toEqual(expected);
  });
});
