import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import request from 'supertest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { cacheControlFor, IMMUTABLE, NO_CACHE } from './static-site';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const CHUNK = 'console.warn("chunk");'.repeat(20);

function write(root: string, relativePath: string, content: string | Buffer): void {
  const file = path.join(root, relativePath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

describe('static hosting', () => {
  let webRoot: string;
  let t: TestApp;

  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'court-web-'));
    write(webRoot, 'shell/dist/index.html', INDEX_HTML);
    write(webRoot, 'shell/dist/main.js', 'console.warn("main");');
    write(webRoot, 'shell/dist/262.40d86e80.js', CHUNK);
    write(webRoot, 'shell/dist/262.40d86e80.js.br', brotliCompressSync(CHUNK));
    write(webRoot, 'shell/dist/assets/public-sans.woff2', 'font');
    write(
      webRoot,
      'mfe-x/dist/registry-fragment.json',
      JSON.stringify({ name: 'mfe_x', entry: '/mfe-x/remoteEntry.js', paths: ['x-page'] }),
    );
    write(webRoot, 'mfe-x/dist/remoteEntry.js', 'var mfe_x;');
    write(webRoot, 'shell/dist/bundle-contents.json', '{"versions":"secret"}');
    // A folder that is not a built remote (no fragment) is neither listed nor served.
    write(webRoot, 'mfe-unbuilt/src/index.ts', 'export {};');
    t = await createTestApp('sqlite', { env: { WEB_ROOT: webRoot } });
  });

  afterAll(async () => {
    await t.database.drop();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('serves the shell index at / without caching', async () => {
    const response = await request(t.server).get('/').expect(200);
    expect(response.text).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toBe(NO_CACHE);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('serves the un-hashed entry no-cache and hashed chunks immutable', async () => {
    const main = await request(t.server).get('/main.js').expect(200);
    expect(main.headers['cache-control']).toBe(NO_CACHE);
    const chunk = await request(t.server).get('/262.40d86e80.js').expect(200);
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    const font = await request(t.server).get('/assets/public-sans.woff2').expect(200);
    expect(font.headers['cache-control']).toBe(IMMUTABLE);
  });

  it.each(['/main.js', '/mfe-x/remoteEntry.js', '/', '/262.40d86e80.js'])(
    'answers 304 when the browser revalidates its current copy of %s',
    async (url) => {
      const first = await request(t.server).get(url).expect(200);
      const etag = first.headers['etag'] ?? '';
      const lastModified = first.headers['last-modified'] ?? '';
      expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
      expect(lastModified).not.toBe('');

      const byTag = await request(t.server).get(url).set('If-None-Match', etag).expect(304);
      expect(byTag.text).toBe('');
      expect(byTag.headers['cache-control']).toBe(first.headers['cache-control']);
      await request(t.server).get(url).set('If-Modified-Since', lastModified).expect(304);
      // Another copy (an earlier deployment) is sent the file.
      const stale = await request(t.server).get(url).set('If-None-Match', 'W/"1-1"').expect(200);
      expect(stale.text).toBe(first.text);
    },
  );

  it('serves the brotli sibling when the browser accepts it', async () => {
    const response = await request(t.server)
      .get('/262.40d86e80.js')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .expect(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toContain('Accept-Encoding');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.text).toBe(CHUNK);
  });

  it('serves the plain file when the browser does not accept brotli', async () => {
    const response = await request(t.server)
      .get('/262.40d86e80.js')
      .set('Accept-Encoding', 'identity')
      .expect(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.text).toBe(CHUNK);
  });

  it("serves a remote's files under its folder name", async () => {
    const entry = await request(t.server).get('/mfe-x/remoteEntry.js').expect(200);
    expect(entry.text).toBe('var mfe_x;');
    expect(entry.headers['cache-control']).toBe(NO_CACHE);
    const fragment = await request(t.server).get('/mfe-x/registry-fragment.json').expect(200);
    expect(fragment.headers['cache-control']).toBe(NO_CACHE);
  });

  it('merges the registry from every built remote, freshly on each request', async () => {
    const first = await request(t.server).get('/remotes.json').expect(200);
    expect(first.headers['cache-control']).toBe(NO_CACHE);
    expect(first.body).toEqual({
      remotes: [{ name: 'mfe_x', entry: '/mfe-x/remoteEntry.js', paths: ['x-page'] }],
    });
    write(
      webRoot,
      'mfe-y/dist/registry-fragment.json',
      JSON.stringify({ name: 'mfe_y', entry: '/mfe-y/remoteEntry.js', paths: ['y-page'] }),
    );
    const second = await request(t.server).get('/remotes.json').expect(200);
    expect(second.body.remotes.map((remote: { name: string }) => remote.name)).toEqual([
      'mfe_x',
      'mfe_y',
    ]);
    rmSync(path.join(webRoot, 'mfe-y'), { recursive: true });
  });

  it.each(['/jury-faq', '/es/jury-faq', '/bio/some-judge', '/staff/jury'])(
    'answers the page path %s with the shell index',
    async (url) => {
      const response = await request(t.server).get(url).expect(200);
      expect(response.text).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe(NO_CACHE);
    },
  );

  it.each(['/mfe-x/missing.js', '/missing.js', '/mfe-x/', '/mfe-x/deep/page'])(
    'answers 404 for %s, never the index',
    async (url) => {
      const response = await request(t.server).get(url).expect(404);
      expect(response.text).not.toContain('<html');
    },
  );

  it('keeps build reports that list library versions out of what is served', async () => {
    await request(t.server).get('/bundle-contents.json').expect(404);
    await request(t.server).get('/mfe-x/remoteEntry.js').expect(200);
  });

  it('never serves files outside the dist folders', async () => {
    await request(t.server).get('/..%2F..%2Fetc%2Fpasswd.txt').expect(404);
    await request(t.server).get('/mfe-unbuilt/src/index.ts').expect(404);
  });

  it('says so when the front end is not built', async () => {
    const emptyRoot = mkdtempSync(path.join(tmpdir(), 'court-web-empty-'));
    const bare = await createTestApp('sqlite', { env: { WEB_ROOT: emptyRoot } });
    try {
      const response = await request(bare.server).get('/jury-faq').expect(503);
      expect(response.text).toContain('npm run build');
      const script = await request(bare.server).get('/main.js').expect(503);
      expect(script.text).toContain('npm run build');
      await request(bare.server).get('/api/muni/juror/message').expect(200);
    } finally {
      await bare.database.drop();
      rmSync(emptyRoot, { recursive: true, force: true });
    }
  });
});

describe('cacheControlFor', () => {
  it.each([
    ['index.html', NO_CACHE],
    ['remoteEntry.js', NO_CACHE],
    ['main.js', NO_CACHE],
    ['__federation_expose_Pages.6e4be843.js', IMMUTABLE],
    ['styles.0a1b2c3d.css', IMMUTABLE],
    ['assets/logo.png', IMMUTABLE],
    ['favicon.ico', NO_CACHE],
  ])('%s -> %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});
