import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Koa from 'koa';
import request from 'supertest';
import {
  COURT_FACTS_PATH,
  COURT_HOURS,
  COURT_HOURS_PATH,
  COURT_INFO,
  FOOTER_DOCUMENT_SLUGS,
  publishedCourtHours,
} from '@court/contract';
import { createLogger } from '../platform/logger';
import { createTestStaff, signInBrowser } from '../testing/staff-test-helpers';
import { createTestApp, TestClock, type TestApp } from '../testing/test-app';
import type { AppState } from '../types';
import { compressedPage, keptPage } from './composed-page-cache';
import { matchesRoutePath, PageComposer } from './page-composer';
import type { PageDataSources } from './page-data-cache';
import { IMMUTABLE, NO_CACHE, NO_STORE, staticSite } from './static-site';
import {
  pageDataOf,
  renderedPageData,
  sharedFileOf,
  sharedFileAddress,
} from '../testing/built-site';

// What html-webpack-plugin writes: minified, attributes unquoted.
const INDEX_HTML =
  '<!doctype html><html lang=en><head><meta charset=utf-8>' +
  '<meta name=description content="Canton Municipal Court: the site"><title>Canton Municipal Court</title>' +
  '<script defer src=/main.js></script></head><body><div id=root></div></body></html>';

const FRAME_CJS = `
const PAGE_SLOT = 'test-page-slot';
exports.PAGE_SLOT = PAGE_SLOT;
exports.renderFrame = async ({ url, remotes, page, pageData }) => ({
  html: '<header>frame ' + url + ' (' + remotes.length + ' remotes)' +
    (Object.keys(pageData).length > 0 ? ' ' + JSON.stringify(pageData) : '') + '</header><main>' +
    (page === 'slot' ? PAGE_SLOT : 'Loading') + '</main>',
  head: '<meta name="frame-head">',
  title: '',
  // As the shell's page-not-found page reports itself for an address it has no route for.
  notFound: url.includes('no-such-page'),
  // As the shell says of its search results page, which its script adopts.
  hydratable: ['/search', '/es/search'].includes(url.split('?')[0]),
  description: 'Court "site" & <more> ' + url,
});
`;

// Embeds what it is given, so a test can see which page data a page was rendered with.
const REMOTE_SERVER_CJS = `
exports.renderPage = async (path, language, url, pageData) => ({
  html: '<article>' + [path, language, url].join(' ') + ' ' +
    JSON.stringify(pageData).replace(/</g, '&lt;') + '</article>',
  head: '',
  title: 'News (' + language + ')',
  // As a biography page reports an address that names nobody.
  notFound: url.includes('nobody'),
});
`;

// A "</script>" in a string must not end a page's inline data early.
const HOSTILE_PATH = '</script><script>alert(1)</script>';

const FRAGMENT = {
  name: 'mfe_x',
  entry: '/mfe-x/remoteEntry.js',
  paths: ['x-page', 'news', 'unsourced', 'bio/:name', HOSTILE_PATH],
};

/** What the API merges from the one remote's fragment. */
const REGISTRY = { remotes: [FRAGMENT] };

interface ManifestPage {
  html: Record<string, string>;
  title: Record<string, string>;
  head?: Record<string, string>;
  data?: string[];
  js: string[];
  css: string[];
  shared?: Record<string, string[]>;
}

function prerenderedManifest(pages: Record<string, ManifestPage>) {
  return {
    entry: 'remoteEntry.js',
    exposed: {
      js: ['__federation_expose_Pages.aaaa1111.js'],
      css: ['exposed.bbbb2222.css'],
      shared: { react: ['696.abab1111.js'], '@court/kit': ['758.abab2222.js'] },
    },
    pages,
    parameterPaths: { 'bio/:name': { js: ['page-bio-name.ffff7777.js'], css: [] } },
  };
}

const X_PAGE: ManifestPage = {
  html: { en: 'prerendered/en/x-page.html', es: 'prerendered/es/x-page.html' },
  title: { en: 'X page | Court', es: 'Página X & más | Tribunal' },
  head: { en: '<link rel="preload" as="image" href="/mfe-x/assets/x.png">', es: '' },
  js: ['page-x.cccc3333.js'],
  css: ['page-x.dddd4444.css'],
  // A form's libraries, which the shell does not load on every page: the shell has a copy of
  // formik, which the page runs, and none of the date library, so the remote's copy runs.
  shared: {
    react: ['696.abab1111.js'],
    formik: ['368.abab3333.js', '369.abab4444.js'],
    'date-library': ['370.abab5555.js'],
  },
};

const NEWS_PAGE: ManifestPage = {
  html: { en: 'prerendered/en/news.html', es: 'prerendered/es/news.html' },
  title: { en: 'News', es: 'Noticias' },
  data: ['juror/message'],
  js: ['page-news.eeee5555.js'],
  css: [],
};

// One page of the path with a parameter "bio/:name", listed by its own path.
const BIO_PAGE: ManifestPage = {
  html: { en: 'prerendered/en/bio-jones.html', es: 'prerendered/es/bio-jones.html' },
  title: { en: 'Judge Jones | Court', es: 'Juez Jones | Tribunal' },
  js: ['page-bio-name.ffff7777.js'],
  css: [],
};

const UNSOURCED_PAGE: ManifestPage = {
  ...NEWS_PAGE,
  html: { en: 'prerendered/en/unsourced.html', es: 'prerendered/es/unsourced.html' },
  data: ['no/such/source'],
};

function write(root: string, relativePath: string, content: string): void {
  const file = path.join(root, relativePath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** A built site: the shell (with `frame` as its server bundle, if any) and the remote mfe-x. */
function makeWebRoot(frame: string | null = FRAME_CJS): string {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'court-pages-'));
  write(webRoot, 'shell/dist/index.html', INDEX_HTML);
  write(
    webRoot,
    'shell/dist/shell-boot.json',
    JSON.stringify({
      shared: ['@court/kit', 'react'],
      files: ['412.abcd0001.js', 'bootstrap.abcd0002.js'],
      copies: { formik: ['527.abcd0003.js', '528.abcd0004.js'] },
    }),
  );
  if (frame !== null) write(webRoot, 'shell/dist-server/render-frame.cjs', frame);
  write(webRoot, 'mfe-x/dist/registry-fragment.json', JSON.stringify(FRAGMENT));
  write(
    webRoot,
    'mfe-x/dist/prerendered.json',
    JSON.stringify(
      prerenderedManifest({
        'x-page': X_PAGE,
        news: NEWS_PAGE,
        unsourced: UNSOURCED_PAGE,
        'bio/jones': BIO_PAGE,
      }),
    ),
  );
  write(webRoot, 'mfe-x/dist/prerendered/en/x-page.html', '<section>X page in English</section>');
  write(webRoot, 'mfe-x/dist/prerendered/es/x-page.html', '<section>Página X en español</section>');
  write(webRoot, 'mfe-x/dist/prerendered/en/news.html', '<article>news built</article>');
  write(webRoot, 'mfe-x/dist/prerendered/en/bio-jones.html', '<article>Judge Jones</article>');
  write(webRoot, 'mfe-x/dist/prerendered/es/bio-jones.html', '<article>Juez Jones</article>');
  write(webRoot, 'mfe-x/dist/prerendered/es/news.html', '<article>noticias</article>');
  write(webRoot, 'mfe-x/dist/prerendered/en/unsourced.html', '<article>unsourced built</article>');
  write(webRoot, 'mfe-x/dist-server/remote-server.cjs', REMOTE_SERVER_CJS);
  return webRoot;
}

/** The scripts a page's <head> preloads, in order. */
function preloadedScripts(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link rel="preload" href="([^"]+)" as="script"/g)].map(
    (match) => match[1] ?? '',
  );
}

/** A logger whose lines the test reads. */
function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger('info', destination), lines };
}

/** Only the static site, serving pages composed by the given composer. */
function siteServer(webRoot: string, pages: PageComposer): RequestListener {
  const app = new Koa<AppState>();
  app.use(staticSite({ webRoot, logger: createLogger('silent'), pages, excludedPrefixes: [] }));
  return app.callback();
}

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET whose body is kept as sent (supertest would decompress it before the test sees it). */
function rawGet(
  server: Server,
  url: string,
  headers: Record<string, string>,
): Promise<RawResponse> {
  const { port } = server.address() as AddressInfo;
  return new Promise<RawResponse>((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: url, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

// The server sends shared answers (pages among them) again without the app: the same pages.
/**
 * What the app's frame reads for every page: the alerts in force (none) and where the footer's
 * documents are (an empty library has none of them).
 */
function frameData(language: string): Record<string, unknown> {
  return {
    [`alerts?lang=${language}`]: { alerts: [] },
    'documents/footer': {
      documents: FOOTER_DOCUMENT_SLUGS.map((slug) => ({ slug, current: null })),
    },
    [COURT_FACTS_PATH]: COURT_INFO,
    // As the test clock reads when it starts: a Monday morning, every office open.
    [COURT_HOURS_PATH]: publishedCourtHours(COURT_HOURS, new TestClock().now()),
  };
}

describe.each([
  ['the app', false],
  ['the server, sharing answers', true],
])('pages served through %s', (_handler, sharedResponses) => {
  let webRoot: string;
  let t: TestApp;

  beforeAll(async () => {
    webRoot = makeWebRoot();
    t = await createTestApp('sqlite', { env: { WEB_ROOT: webRoot }, sharedResponses });
  });

  afterAll(async () => {
    await t.database.drop();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it("serves a remote's page inside the frame, with its hints, ready to hydrate", async () => {
    const response = await request(t.server).get('/x-page').expect(200);
    const html = response.text;
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>X page | Court</title>');
    expect(html).toContain(
      '<div id="root" data-hydrate=""><header>frame /x-page (1 remotes) ' +
        `${JSON.stringify(frameData('en'))}</header>` +
        '<main><section>X page in English</section></main></div>',
    );
    expect(html).not.toContain('test-page-slot');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<meta name="frame-head">');
    expect(head).toContain('<link rel="preload" as="image" href="/mfe-x/assets/x.png">');
    // Every script the page needs before it can adopt the HTML, fetched at once: the remote's,
    // the copies of the libraries the shell does not load on every page (the shell's copy where
    // it has one), and the shell's own.
    expect(preloadedScripts(html)).toEqual([
      '/mfe-x/remoteEntry.js',
      '/mfe-x/__federation_expose_Pages.aaaa1111.js',
      '/mfe-x/page-x.cccc3333.js',
      '/527.abcd0003.js',
      '/528.abcd0004.js',
      '/mfe-x/370.abab5555.js',
      '/412.abcd0001.js',
      '/bootstrap.abcd0002.js',
    ]);
    expect(head).toContain(
      '<link rel="preload" href="/mfe-x/remoteEntry.js" as="script" fetchpriority="low">',
    );
    for (const file of ['exposed.bbbb2222.css', 'page-x.dddd4444.css']) {
      expect(head).toContain(`<link rel="stylesheet" href="/mfe-x/${file}" data-href="${file}">`);
    }
    // The shell's own script still loads.
    expect(head).toContain('<script defer src=/main.js></script>');
    // The page reads nothing; the frame read the alerts in force (none).
    expect(await pageDataOf(t.server, html)).toEqual(frameData('en'));
  });

  it('serves the Spanish page, title and description escaped, under /es/', async () => {
    const response = await request(t.server).get('/es/x-page').expect(200);
    expect(response.text).toContain('<html lang="es">');
    expect(response.text).toContain('<title>Página X &#38; más | Tribunal</title>');
    expect(response.text).toContain(
      '<meta name=description content="Court &#34;site&#34; &#38; &#60;more&#62; /es/x-page">',
    );
    expect(response.text).toContain('<main><section>Página X en español</section></main>');
    expect(response.text).not.toContain('X page in English');
  });

  it('links every page, one no remote serves too, to the registry the shell routes with', async () => {
    const response = await request(t.server).get('/x-page').expect(200);
    expect(response.text).not.toContain('"entry":');
    expect((await sharedFileOf(t.server, response.text)).registry).toEqual(REGISTRY);
    const loading = await request(t.server).get('/nowhere').expect(200);
    expect((await sharedFileOf(t.server, loading.text)).registry).toEqual(REGISTRY);
  });

  it("writes a page's data so that no string in it can close the script", async () => {
    const query = encodeURIComponent(HOSTILE_PATH);
    const response = await request(t.server).get(`/search?q=${query}`).expect(200);
    // Cut at a "</script>" written as is, the page's data would not be JSON.
    expect(Object.keys(renderedPageData(response.text))).toContain(`search?q=${query}&lang=en`);
  });

  it.each([
    ['/nowhere', 'en'],
    ['/es/nowhere', 'es'],
  ])('serves %s as the frame with the page loading', async (url, language) => {
    const response = await request(t.server).get(url).expect(200);
    const html = response.text;
    expect(html).toContain(`<html lang="${language}">`);
    expect(html).toContain(
      `<div id="root"><header>frame ${url} (1 remotes) ` +
        `${JSON.stringify(frameData(language))}</header><main>Loading</main></div>`,
    );
    expect(html).not.toContain('data-hydrate');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('/mfe-x/');
    expect(head).not.toContain('rel="stylesheet"');
    expect(html).toContain('<title>Canton Municipal Court</title>');
    expect(html).toContain('<meta name="frame-head">');
  });

  it.each([
    ['/bio/jones', '<article>Judge Jones</article>', 'Judge Jones | Court'],
    ['/es/bio/jones', '<article>Juez Jones</article>', 'Juez Jones | Tribunal'],
  ])(
    'serves %s, a page of a path with a parameter, as its build rendered it',
    async (url, page, title) => {
      const html = (await request(t.server).get(url).expect(200)).text;
      expect(html).toContain(`<main>${page}</main>`);
      expect(html).toContain(`<title>${title}</title>`);
      expect(preloadedScripts(html)).toContain('/mfe-x/page-bio-name.ffff7777.js');
    },
  );

  it.each([
    ['/bio/smith', 'en', 200],
    ['/es/bio/smith', 'es', 200],
    ['/bio/nobody', 'en', 404],
    ['/es/bio/nobody', 'es', 404],
  ])(
    'renders %s (%s), a page of a path with a parameter the build did not render, through its remote: %s',
    async (url, language, status) => {
      const html = (await request(t.server).get(url).expect(status)).text;
      expect(html).toContain(`<html lang="${language}">`);
      expect(html).toContain(`<main><article>bio/:name ${language} ${url} {}</article></main>`);
      expect(html).toContain('data-hydrate=""');
      expect(preloadedScripts(html)).toContain('/mfe-x/page-bio-name.ffff7777.js');
    },
  );

  it('revalidates by ETag and is never cached unchecked', async () => {
    const first = await request(t.server).get('/x-page').expect(200);
    const etag = first.headers['etag'] ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe(NO_CACHE);
    expect(first.headers['vary']).toContain('Accept-Encoding');

    const again = await request(t.server).get('/x-page').set('If-None-Match', etag).expect(304);
    expect(again.text).toBe('');
    expect(again.headers['etag']).toBe(etag);

    await request(t.server).get('/x-page').set('If-None-Match', '"something-else"').expect(200);
    const spanish = await request(t.server).get('/es/x-page').expect(200);
    expect(spanish.headers['etag']).not.toBe(etag);
    await request(t.server).get('/es/x-page').set('If-None-Match', etag).expect(200);
  });

  it('compresses the page as the browser accepts, every encoding the same HTML', async () => {
    const plain = await rawGet(t.server, '/x-page', { 'Accept-Encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const html = plain.body.toString('utf8');
    expect(html).toContain('X page in English');

    const br = await rawGet(t.server, '/x-page', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(html);

    const gzip = await rawGet(t.server, '/x-page', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(html);

    expect(new Set([plain, br, gzip].map((response) => response.headers['etag'])).size).toBe(1);
  });

  it('links to the data every page shares, one file for every page and both languages', async () => {
    const english = await request(t.server).get('/x-page').expect(200);
    const address = sharedFileAddress(english.text) ?? '';
    expect(address).toMatch(/^\/page-data\/[\w-]{22}\.json$/);
    for (const other of ['/es/x-page', '/news', '/es/nowhere']) {
      const page = await request(t.server).get(other);
      expect(sharedFileAddress(page.text)).toBe(address);
    }
    // The page carries its own data only, and asks for the shared file with its HTML.
    expect(renderedPageData(english.text)).toEqual({ 'alerts?lang=en': { alerts: [] } });
    const head = english.text.slice(0, english.text.indexOf('</head>'));
    expect(head).toContain(`<link rel="preload" href="${address}" as="fetch" crossorigin>`);

    const shared = Object.fromEntries(
      Object.entries(frameData('en')).filter(([apiPath]) => !apiPath.startsWith('alerts')),
    );
    const br = await rawGet(t.server, address, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual({
      registry: REGISTRY,
      pageData: shared,
    });
    const plain = await rawGet(t.server, address, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString('utf8'))).toEqual({
      registry: REGISTRY,
      pageData: shared,
    });
    const etag = plain.headers['etag'] ?? '';
    await request(t.server).get(address).set('If-None-Match', etag).expect(304);
    // A name that is no hash of ours is no file.
    await request(t.server).get('/page-data/not-a-hash.json').expect(404);
  });

  it('still serves files and keeps the API out of page rendering', async () => {
    await request(t.server).get('/mfe-x/prerendered.json').expect(200);
    const api = await request(t.server).get('/api/muni/juror/message').expect(200);
    expect(api.body).toEqual({ message: '', updatedAt: null });
  });

  it("serves the results page with its search's answer, searching for every request", async () => {
    const first = await request(t.server).get('/es/search?q=qwxzvb').expect(200);
    const answer = { query: 'qwxzvb', truncated: false, language: 'es', results: [] };
    expect(first.text).toContain(
      '<div id="root" data-hydrate=""><header>frame /es/search?q=qwxzvb (1 remotes) ' +
        JSON.stringify({ ...frameData('es'), 'search?q=qwxzvb&lang=es': answer }),
    );
    expect(await pageDataOf(t.server, first.text)).toEqual({
      ...frameData('es'),
      'search?q=qwxzvb&lang=es': answer,
    });
    expect(first.headers['cache-control']).toBe(NO_STORE);
    expect(first.headers['etag']).toBeUndefined();
    await request(t.server).get('/es/search?q=qwxzvb').expect(200);
    const misses = await t.database.db
      .selectFrom('searchMiss')
      .select('count')
      .where('query', '=', 'qwxzvb')
      .execute();
    expect(misses.map((row) => Number(row.count))).toEqual([2]);

    // Without a query it is a page like any other.
    const plain = await request(t.server).get('/es/search').expect(200);
    expect(plain.text).toContain('<div id="root" data-hydrate=""><header>frame /es/search ');
    expect(plain.headers['cache-control']).toBe(NO_CACHE);
  });

  it('renders a page with the answers of its API paths, fresh once staff change them', async () => {
    await createTestStaff(t, 'juryclerk', ['jury']);
    const clerk = await signInBrowser(t, 'juryclerk');
    // Time stands still: only forgetting the answers can make the page read them again.
    const now = jest.spyOn(Date, 'now').mockReturnValue(Date.now());
    try {
      const before = await request(t.server).get('/news').expect(200);
      expect(before.text).toContain('<main><article>news en /news ');
      expect(await pageDataOf(t.server, before.text)).toEqual({
        ...frameData('en'),
        'juror/message': { message: '', updatedAt: null },
      });

      await clerk.agent
        .put('/api/muni/staff/juror/message')
        .set(clerk.xsrf)
        .send({ message: 'Jurors for Monday need not report.' })
        .expect(200);

      const after = await request(t.server).get('/news').expect(200);
      expect(after.text).toContain('Jurors for Monday need not report.');
      expect(await pageDataOf(t.server, after.text)).toEqual({
        ...frameData('en'),
        'juror/message': {
          message: 'Jurors for Monday need not report.',
          updatedAt: '2026-03-02T15:00:00.000Z',
        },
      });
      expect(after.headers['etag']).not.toBe(before.headers['etag']);
    } finally {
      now.mockRestore();
    }
  });
});

describe('PageComposer', () => {
  const roots: string[] = [];
  let now: number;

  beforeEach(() => {
    now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  afterAll(() => {
    for (const root of roots) rmSync(root, { recursive: true, force: true });
  });

  function newWebRoot(frame?: string | null): string {
    const root = makeWebRoot(frame);
    roots.push(root);
    return root;
  }

  /** Sources whose answer the test sets, counting how often they are read. */
  function countingSources(initial: unknown) {
    const state = { answer: initial, reads: 0 };
    const sources: PageDataSources = {
      'juror/message': () => {
        state.reads += 1;
        return Promise.resolve(state.answer);
      },
    };
    return { state, sources };
  }

  it('renders a page with data through its remote, with the answers its sources give', async () => {
    const webRoot = newWebRoot();
    const { state, sources } = countingSources({ message: 'Court closed Friday' });
    const pages = new PageComposer(webRoot, createLogger('silent'), sources, {
      maxPages: 10,
      checkEveryMs: 0,
      pageDataMaxAgeMs: 50,
    });
    const server = siteServer(webRoot, pages);

    const english = await request(server).get('/news').expect(200);
    expect(english.text).toContain(
      '<div id="root" data-hydrate=""><header>frame /news (1 remotes)</header><main>' +
        '<article>news en /news {"juror/message":{"message":"Court closed Friday"}}</article>' +
        '</main></div>',
    );
    expect(english.text).toContain('<title>News (en)</title>');
    expect(preloadedScripts(english.text)).toContain('/mfe-x/page-news.eeee5555.js');
    expect(renderedPageData(english.text)).toEqual({
      'juror/message': { message: 'Court closed Friday' },
    });

    const spanish = await request(server).get('/es/news').expect(200);
    expect(spanish.text).toContain('<article>news es /es/news ');
    expect(spanish.text).toContain('<html lang="es">');
    // Both languages were rendered from one reading of the answers.
    expect(state.reads).toBe(1);
  });

  it('reads answers again no more than once per pageDataMaxAgeMs, and at once when told', async () => {
    const webRoot = newWebRoot();
    const { state, sources } = countingSources({ message: 'first' });
    const pages = new PageComposer(webRoot, createLogger('silent'), sources, {
      maxPages: 10,
      checkEveryMs: 0,
      pageDataMaxAgeMs: 50,
    });
    const server = siteServer(webRoot, pages);

    const first = await request(server).get('/news').expect(200);
    expect(state.reads).toBe(1);

    // The answer changes, but the page keeps the one it read until that is 50 ms old.
    state.answer = { message: 'second' };
    now += 49;
    const cached = await request(server).get('/news').expect(200);
    expect(state.reads).toBe(1);
    expect(cached.headers['etag']).toBe(first.headers['etag']);
    expect(cached.text).toContain('first');

    now += 1;
    const fresh = await request(server).get('/news').expect(200);
    expect(state.reads).toBe(2);
    expect(fresh.text).toContain('{"message":"second"}');
    expect(fresh.text).not.toContain('first');
    expect(fresh.headers['etag']).not.toBe(first.headers['etag']);

    state.answer = { message: 'third' };
    pages.forgetPageData();
    const forgotten = await request(server).get('/news').expect(200);
    expect(state.reads).toBe(3);
    expect(renderedPageData(forgotten.text)).toEqual({
      'juror/message': { message: 'third' },
    });

    // An answer that comes back unchanged serves the page already composed.
    pages.forgetPageData();
    const same = await request(server).get('/news').expect(200);
    expect(state.reads).toBe(4);
    expect(same.headers['etag']).toBe(forgotten.headers['etag']);
  });

  it('reads an answer once for requests that arrive together', async () => {
    const webRoot = newWebRoot();
    let reads = 0;
    const sources: PageDataSources = {
      'juror/message': async () => {
        reads += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return { message: 'slow' };
      },
    };
    const pages = new PageComposer(webRoot, createLogger('silent'), sources, {
      maxPages: 10,
      checkEveryMs: 0,
      pageDataMaxAgeMs: 1000,
    });
    await pages.compose('/x-page');
    const composed = await Promise.all([
      pages.compose('/news'),
      pages.compose('/es/news'),
      pages.compose('/news'),
    ]);
    expect(reads).toBe(1);
    for (const page of composed)
      expect(page?.encoded('identity').toString()).toContain('{"message":"slow"}');
  });

  it('names the shared data by its content, so any process serves a name while the data holds', async () => {
    const webRoot = newWebRoot();
    let hours = { today: '2026-03-02', open: true };
    const sources: PageDataSources = {
      'alerts?lang=en': () => Promise.resolve({ alerts: [] }),
      'alerts?lang=es': () => Promise.resolve({ alerts: [] }),
      'court/hours': () => Promise.resolve(hours),
    };
    const options = {
      checkEveryMs: 0,
      pageDataMaxAgeMs: 0,
      frameDataPaths: (language: string) => [`alerts?lang=${language}`, 'court/hours'],
      sharedFrameDataPaths: ['court/hours'],
    };
    const composing = new PageComposer(webRoot, createLogger('silent'), sources, options);
    const other = siteServer(
      webRoot,
      new PageComposer(webRoot, createLogger('silent'), sources, options),
    );
    const before = await request(siteServer(webRoot, composing)).get('/x-page').expect(200);
    const address = sharedFileAddress(before.text) ?? '';
    expect(address).toMatch(/^\/page-data\//);
    // Another process, which composed no page, serves the same name with the same data.
    const elsewhere = await request(other).get(address).expect(200);
    expect(elsewhere.body).toEqual({ registry: REGISTRY, pageData: { 'court/hours': hours } });
    expect(elsewhere.headers['cache-control']).toBe(IMMUTABLE);

    // The offices closed since the page was composed: a page composed now names other data.
    // A process that kept the earlier data still serves it under its name, as the earlier page
    // was painted with it; one started since answers that name with today's data, kept by nobody.
    hours = { today: '2026-03-02', open: false };
    const after = await request(siteServer(webRoot, composing)).get('/x-page').expect(200);
    expect(sharedFileAddress(after.text)).not.toBe(address);
    const kept = await request(other).get(address).expect(200);
    expect(kept.body).toEqual({
      registry: REGISTRY,
      pageData: { 'court/hours': { today: '2026-03-02', open: true } },
    });
    const started = siteServer(
      webRoot,
      new PageComposer(webRoot, createLogger('silent'), sources, options),
    );
    const stale = await request(started).get(address).expect(200);
    expect(stale.body).toEqual({
      registry: REGISTRY,
      pageData: { 'court/hours': { today: '2026-03-02', open: false } },
    });
    expect(stale.headers['cache-control']).toBe(NO_STORE);
    const current = await request(started).get(sharedFileAddress(after.text) ?? '');
    expect(current.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('renders every frame with the answers of its frame paths, in the page language', async () => {
    const webRoot = newWebRoot();
    const alerts: Record<string, string[]> = { en: ['Snow: closed'], es: ['Nieve: cerrado'] };
    let reads = 0;
    const sources: PageDataSources = {
      'alerts?lang=en': () => {
        reads += 1;
        return Promise.resolve({ alerts: alerts.en });
      },
      'alerts?lang=es': () => Promise.resolve({ alerts: alerts.es }),
      'juror/message': () => Promise.resolve({ message: 'Court closed Friday' }),
    };
    const pages = new PageComposer(webRoot, createLogger('silent'), sources, {
      maxPages: 10,
      checkEveryMs: 0,
      pageDataMaxAgeMs: 50,
      frameDataPaths: (language) => [`alerts?lang=${language}`],
    });
    const server = siteServer(webRoot, pages);

    const english = await request(server).get('/x-page').expect(200);
    expect(english.text).toContain(
      '<header>frame /x-page (1 remotes) {"alerts?lang=en":{"alerts":["Snow: closed"]}}</header>',
    );
    expect(renderedPageData(english.text)).toEqual({
      'alerts?lang=en': { alerts: ['Snow: closed'] },
    });
    const spanish = await request(server).get('/es/x-page').expect(200);
    expect(spanish.text).toContain('{"alerts?lang=es":{"alerts":["Nieve: cerrado"]}}</header>');
    // A page with answers of its own carries both.
    const news = await request(server).get('/news').expect(200);
    expect(Object.keys(renderedPageData(news.text))).toEqual(['alerts?lang=en', 'juror/message']);

    // An alert that ends shows on the next page served once the answer is read again.
    alerts.en = [];
    now += 60;
    const later = await request(server).get('/x-page').expect(200);
    expect(later.text).toContain('{"alerts?lang=en":{"alerts":[]}}</header>');
    expect(reads).toBe(2);
  });

  it('serves the built page, without answers, when a data path has no source', async () => {
    const webRoot = newWebRoot();
    const { state, sources } = countingSources({ message: 'unused' });
    const pages = new PageComposer(webRoot, createLogger('silent'), sources, {
      maxPages: 10,
      checkEveryMs: 0,
      pageDataMaxAgeMs: 50,
    });
    const response = await request(siteServer(webRoot, pages)).get('/unsourced').expect(200);
    expect(response.text).toContain('<main><article>unsourced built</article></main>');
    expect(response.text).toContain('data-hydrate=""');
    expect(renderedPageData(response.text)).toEqual({});
    expect(state.reads).toBe(0);
  });

  it('serves the frame with the page loading for a parameter page of a remote built before parameterPaths', async () => {
    const webRoot = newWebRoot();
    const manifestFile = path.join(webRoot, 'mfe-x/dist/prerendered.json');
    // JSON leaves the field out.
    writeFileSync(
      manifestFile,
      JSON.stringify({ ...prerenderedManifest({}), parameterPaths: undefined }),
    );
    const pages = new PageComposer(webRoot, createLogger('silent'), {}, { checkEveryMs: 0 });
    const response = await request(siteServer(webRoot, pages)).get('/bio/nobody').expect(200);
    expect(response.text).toContain('<main>Loading</main>');
  });

  it("serves the built page, without answers, when the remote's server bundle is missing", async () => {
    const webRoot = newWebRoot();
    rmSync(path.join(webRoot, 'mfe-x/dist-server'), { recursive: true });
    const { sources } = countingSources({ message: 'not rendered in' });
    const pages = new PageComposer(webRoot, createLogger('silent'), sources, {
      maxPages: 10,
      checkEveryMs: 0,
      pageDataMaxAgeMs: 50,
    });
    const response = await request(siteServer(webRoot, pages)).get('/news').expect(200);
    expect(response.text).toContain('<main><article>news built</article></main>');
    // The browser must hydrate with the answers the HTML was rendered with: none here.
    expect(renderedPageData(response.text)).toEqual({});
    expect(response.text).not.toContain('not rendered in');
    // A page the build did not render, and now nothing can: the browser renders it.
    const bio = await request(siteServer(webRoot, pages)).get('/bio/smith').expect(200);
    expect(bio.text).toContain('<main>Loading</main>');
    expect(bio.text).not.toContain('data-hydrate');
  });

  it('serves the page without an answer it never read, then the last answer read while its source fails', async () => {
    const webRoot = newWebRoot();
    let down = true;
    let reads = 0;
    const sources: PageDataSources = {
      'juror/message': () => {
        reads += 1;
        return down
          ? Promise.reject(new Error('database down'))
          : Promise.resolve({ message: `read ${reads}` });
      },
    };
    const pages = new PageComposer(webRoot, createLogger('silent'), sources, {
      maxPages: 10,
      checkEveryMs: 0,
      pageDataMaxAgeMs: 50,
    });
    const server = siteServer(webRoot, pages);
    // Never read: the page is rendered without it, and the browser is given no answer to reuse.
    const first = await request(server).get('/news').expect(200);
    expect(first.text).toContain('<main><article>news en /news {}</article></main>');
    expect(renderedPageData(first.text)).toEqual({});
    // Pages without data are unaffected.
    await request(server)
      .get('/x-page')
      .expect(200, /X page in English/);

    // The failure is not kept as the answer: the next page reads again and shows it.
    down = false;
    const recovered = await request(server).get('/news').expect(200);
    expect(recovered.text).toContain('{"message":"read 2"}');

    // Away again, past the answer's age: the last answer read is served, not an error.
    down = true;
    now += 60;
    const stale = await request(server).get('/news').expect(200);
    expect(stale.text).toContain('{"message":"read 2"}');
    expect(reads).toBe(3);
  });

  it('serves the last answer read when a source stalls, without waiting past pageDataWaitMs', async () => {
    const webRoot = newWebRoot();
    let stalled = false;
    const sources: PageDataSources = {
      'juror/message': () =>
        stalled ? new Promise<never>(() => undefined) : Promise.resolve({ message: 'before' }),
    };
    const pages = new PageComposer(webRoot, createLogger('silent'), sources, {
      maxPages: 10,
      checkEveryMs: 0,
      pageDataMaxAgeMs: 10,
      pageDataWaitMs: 200,
    });
    const server = siteServer(webRoot, pages);
    await request(server)
      .get('/news')
      .expect(200, /\{"message":"before"\}/);
    stalled = true;
    now += 20;
    // A page that waited for the stalled read would never answer, and the test would time out.
    const response = await request(server).get('/news').expect(200);
    expect(response.text).toContain('{"message":"before"}');
  });

  it("preloads no library and none of the shell's files when the shell's build does not list them", async () => {
    const webRoot = newWebRoot();
    rmSync(path.join(webRoot, 'shell/dist/shell-boot.json'));
    const pages = new PageComposer(webRoot, createLogger('silent'), {}, { maxPages: 10 });
    const response = await request(siteServer(webRoot, pages)).get('/x-page').expect(200);
    expect(preloadedScripts(response.text)).toEqual([
      '/mfe-x/remoteEntry.js',
      '/mfe-x/__federation_expose_Pages.aaaa1111.js',
      '/mfe-x/page-x.cccc3333.js',
    ]);
  });

  it('serves a remote deployed alone after checkEveryMs, without a restart', async () => {
    const webRoot = newWebRoot();
    const pages = new PageComposer(
      webRoot,
      createLogger('silent'),
      {},
      {
        maxPages: 10,
        checkEveryMs: 10,
        pageDataMaxAgeMs: 50,
      },
    );
    const server = siteServer(webRoot, pages);
    const before = await request(server).get('/x-page').expect(200);
    expect(before.text).toContain('X page in English');

    // The remote's new build: new page HTML (under a new name) and a new manifest naming it.
    write(
      webRoot,
      'mfe-x/dist/prerendered/en/x-page-v2.html',
      '<section>X page, version 2</section>',
    );
    write(
      webRoot,
      'mfe-x/dist/prerendered.json',
      JSON.stringify(
        prerenderedManifest({
          'x-page': {
            ...X_PAGE,
            html: { ...X_PAGE.html, en: 'prerendered/en/x-page-v2.html' },
            title: { ...X_PAGE.title, en: 'X page v2 | Court' },
            js: ['page-x.ffff6666.js'],
          },
        }),
      ),
    );
    // A deployment writes its files later than the build before it.
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(webRoot, 'mfe-x/dist/prerendered.json'), later, later);

    now += 9;
    const soon = await request(server).get('/x-page').expect(200);
    expect(soon.text).toBe(before.text);

    now += 1;
    const after = await request(server).get('/x-page').expect(200);
    expect(after.text).toContain('<main><section>X page, version 2</section></main>');
    expect(after.text).toContain('<title>X page v2 | Court</title>');
    expect(preloadedScripts(after.text)).toContain('/mfe-x/page-x.ffff6666.js');
    expect(after.text).not.toContain('page-x.cccc3333.js');
    expect(after.headers['etag']).not.toBe(before.headers['etag']);
  });

  it('keeps at most maxPages pages, evicting the least recently used', async () => {
    const webRoot = newWebRoot();
    const pages = new PageComposer(
      webRoot,
      createLogger('silent'),
      {},
      {
        maxPages: 2,
        checkEveryMs: 60_000,
        pageDataMaxAgeMs: 50,
      },
    );
    const a = await pages.compose('/x-page');
    const b = await pages.compose('/es/x-page');
    expect(await pages.compose('/x-page')).toBe(a);
    await pages.compose('/nowhere');
    // "/es/x-page" was the least recently used: composed again, equal but not the same object.
    const b2 = await pages.compose('/es/x-page');
    expect(b2).not.toBe(b);
    expect(b2?.etag).toBe(b?.etag);
    expect(await pages.compose('/nowhere')).not.toBeNull();
  });

  it("keeps addresses with no page apart: a run of made-up ones never pushes the site's pages out", async () => {
    const pages = new PageComposer(newWebRoot(), createLogger('silent'), {}, { maxPages: 2 });
    const page = await pages.compose('/x-page');
    const spanish = await pages.compose('/es/x-page');
    for (let index = 0; index < 10; index += 1) {
      expect((await pages.compose(`/no-such-page-${index}`))?.status).toBe(404);
    }
    expect(await pages.compose('/x-page')).toBe(page);
    expect(await pages.compose('/es/x-page')).toBe(spanish);
  });

  it('composes a page once for requests that arrive together', async () => {
    const pages = new PageComposer(newWebRoot(), createLogger('silent'));
    const composed = await Promise.all(Array.from({ length: 5 }, () => pages.compose('/x-page')));
    expect(new Set(composed).size).toBe(1);
    expect(composed[0]?.status).toBe(200);
  });

  it('composes a page with request page data for each request alone, with its query', async () => {
    const webRoot = newWebRoot();
    const asked: string[] = [];
    const pages = new PageComposer(
      webRoot,
      createLogger('silent'),
      {},
      {
        maxPages: 10,
        checkEveryMs: 60_000,
        requestPageData: (pathname, search) => {
          if (!search.startsWith('?q=')) return Promise.resolve(null);
          asked.push(`${pathname}${search}`);
          return Promise.resolve({ [`found${search}`]: asked.length });
        },
      },
    );
    const a = await pages.compose('/search', '?q=a');
    expect(a?.perRequest).toBe(true);
    expect(a?.encoded('identity').toString()).toContain(
      '<div id="root" data-hydrate=""><header>frame /search?q=a (1 remotes) {"found?q=a":1}</header>',
    );
    const again = await pages.compose('/search', '?q=a');
    expect(again).not.toBe(a);
    expect(again?.encoded('identity').toString()).toContain('{"found?q=a":2}');
    await pages.compose('/search', '?q=b');
    expect(asked).toEqual(['/search?q=a', '/search?q=a', '/search?q=b']);

    // Other pages ignore the query: one page, kept.
    const kept = await pages.compose('/x-page', '?utm=mail');
    expect(kept?.perRequest).toBe(false);
    expect(await pages.compose('/x-page')).toBe(kept);
    expect(kept?.encoded('identity').toString()).toContain('<header>frame /x-page (1 remotes)');
  });

  it('composes nothing without the shell server bundle', async () => {
    const webRoot = newWebRoot(null);
    const pages = new PageComposer(webRoot, createLogger('silent'));
    expect(await pages.compose('/x-page')).toBeNull();
  });

  it('composes nothing when index.html has no empty root element to fill', async () => {
    const webRoot = newWebRoot();
    write(webRoot, 'shell/dist/index.html', '<!doctype html><html><body><p>Down</p></body></html>');
    const pages = new PageComposer(webRoot, createLogger('silent'));
    expect(await pages.compose('/x-page')).toBeNull();
  });
});

describe('compressing composed pages', () => {
  // Paragraphs of the court's words in a fixed pseudo-random order: prose, as pages hold.
  const WORDS =
    'jury forms fees hours careers probation court clerk the of a to and notice hearing payment office judge case traffic civil criminal summons record filing'.split(
      ' ',
    );
  let seed = 7;
  const nextWord = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return WORDS[seed % WORDS.length];
  };
  const html =
    '<!doctype html><html><body><main>' +
    Array.from(
      { length: 120 },
      () => `<p class="court-text">${Array.from({ length: 12 }, nextWord).join(' ')}.</p>`,
    ).join('') +
    '</main></body></html>';

  it('makes a kept page as small as brotli makes it, and one for a single answer quickly', async () => {
    const kept = (await keptPage(html, 200)).encoded('br');
    const once = compressedPage(html, 200, true).encoded('br');
    expect(brotliDecompressSync(kept).toString()).toBe(html);
    expect(brotliDecompressSync(once).toString()).toBe(html);
    // Brotli's best is about an eighth smaller here; its quality 9 only a twentieth.
    expect(kept.length).toBeLessThan(once.length * 0.92);
  });

  it('compresses an answer with no page quickly too: any address can be made up', async () => {
    const notFound = await keptPage(html, 404);
    expect(notFound.encoded('br')).toEqual(compressedPage(html, 404, true).encoded('br'));
    expect(gunzipSync(notFound.encoded('gzip')).toString()).toBe(html);
  });
});

describe('pages when the shell cannot render them', () => {
  const roots: string[] = [];

  afterAll(() => {
    for (const root of roots) rmSync(root, { recursive: true, force: true });
  });

  async function appFor(frame: string | null) {
    const webRoot = makeWebRoot(frame);
    roots.push(webRoot);
    const { logger, lines } = capturedLogger();
    const t = await createTestApp('sqlite', { env: { WEB_ROOT: webRoot }, logger });
    return { t, lines };
  }

  it('serves index.html as it is without render-frame.cjs', async () => {
    const { t } = await appFor(null);
    try {
      for (const url of ['/x-page', '/es/x-page', '/news', '/nowhere']) {
        const response = await request(t.server).get(url).expect(200);
        expect(response.text).toBe(INDEX_HTML);
        expect(response.headers['cache-control']).toBe(NO_CACHE);
      }
    } finally {
      await t.database.drop();
    }
  });

  it('answers 404 with the page-not-found page for an address the site has no page for', async () => {
    const webRoot = makeWebRoot();
    const pages = new PageComposer(webRoot, createLogger('silent'), {}, { checkEveryMs: 0 });
    const server = siteServer(webRoot, pages);
    for (const url of ['/no-such-page', '/es/no-such-page', '/staff/no-such-page']) {
      const response = await request(server).get(url).expect(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.text).toContain(`<header>frame ${url}`);
      // Asked again with its ETag, it is still a 404, never a 304.
      await request(server)
        .get(url)
        .set('If-None-Match', response.headers.etag ?? '')
        .expect(404);
    }
    await request(server).get('/x-page').expect(200);
    await request(server).get('/bio/someone').expect(200);
    // The remote's page reports an address that names nobody.
    await request(server).get('/bio/nobody').expect(404);
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('serves index.html and logs the error when renderFrame throws, never a 500', async () => {
    const { t, lines } = await appFor(
      `exports.PAGE_SLOT = 'slot';
       exports.renderFrame = async () => { throw new Error('the frame fell over'); };`,
    );
    try {
      for (const url of ['/x-page', '/nowhere']) {
        const response = await request(t.server).get(url).expect(200);
        expect(response.text).toBe(INDEX_HTML);
      }
      const errors = lines.filter((line) => line.msg === 'A page could not be rendered');
      expect(errors).toHaveLength(2);
      expect(errors[0]).toMatchObject({
        level: 50,
        path: '/x-page',
        err: { message: 'the frame fell over' },
      });
    } finally {
      await t.database.drop();
    }
  });

  it('serves index.html and logs the error when render-frame.cjs cannot be loaded', async () => {
    const { t, lines } = await appFor(`throw new Error('the bundle is broken');`);
    try {
      const response = await request(t.server).get('/x-page').expect(200);
      expect(response.text).toBe(INDEX_HTML);
      expect(lines).toContainEqual(
        expect.objectContaining({
          msg: 'A server bundle could not be loaded',
          err: expect.objectContaining({ message: 'the bundle is broken' }) as unknown,
        }),
      );
    } finally {
      await t.database.drop();
    }
  });
});

describe('matchesRoutePath', () => {
  it.each([
    ['x-page', 'x-page', true],
    ['staff/jury', 'staff/jury', true],
    ['staff/jury', 'staff/jury/', true],
    ['', '', true],
    ['bio/:name', 'bio/smith', true],
    [':a/:b', 'one/two', true],
    ['bio/:name', 'bio', false],
    ['bio/:name', 'bio/smith/more', false],
    ['bio/:name', 'team/smith', false],
    ['jury-faq', 'jury', false],
    ['jury', 'jury-faq', false],
    ['x-page', '', false],
    ['', 'x-page', false],
  ])('%j matches %j: %s', (pattern, pagePath, expected) => {
    expect(matchesRoutePath(pattern, pagePath)).toBe(expected);
  });
});
