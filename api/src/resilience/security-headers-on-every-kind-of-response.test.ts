import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { COURT_DOCUMENTS } from '../documents/built-in-catalog';
import { createTestApp, TEST_PRODUCTION_SECRETS, type TestApp } from '../testing/test-app';

const HASHED_CHUNK = '262.40d86e80.js';
const PDF_SLUG = COURT_DOCUMENTS[0]?.slug ?? 'missing-catalog';

/** What each kind of response is fetched with, and the content type that proves its kind. */
const RESPONSES = [
  { kind: 'an HTML page', path: '/', type: /^text\/html/ },
  { kind: 'a page path answered with the shell', path: '/contact-us', type: /^text\/html/ },
  { kind: 'a JS asset', path: `/${HASHED_CHUNK}`, type: /javascript/ },
  { kind: 'a JSON answer', path: '/api/muni/documents', type: /^application\/json/ },
  { kind: 'a JSON error', path: '/api/muni/no-such-endpoint', type: /^application\/json/ },
  { kind: 'a PDF', path: `/documents/${PDF_SLUG}.pdf`, type: /^application\/pdf/ },
];

const STRICT_REFERRER_POLICIES = [
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
];

/** The policy's directives by name, each with its sources. */
function cspDirectives(header: string | undefined): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [(name ?? '').toLowerCase(), sources]),
  );
}

function writeSite(root: string): void {
  const files: Record<string, string> = {
    'shell/dist/index.html':
      '<!doctype html><html><head><script src="/main.js" defer></script></head><body><div id="root"></div></body></html>',
    'shell/dist/main.js': 'console.warn("main");',
    [`shell/dist/${HASHED_CHUNK}`]: 'console.warn("chunk");',
  };
  for (const [relativePath, content] of Object.entries(files)) {
    const file = path.join(root, relativePath);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
}

describe('security headers', () => {
  let folder: string;
  let production: TestApp;
  let testMode: TestApp;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'court-headers-'));
    const webRoot = path.join(folder, 'web');
    const documentsDir = path.join(folder, 'documents');
    mkdirSync(documentsDir);
    writeSite(webRoot);
    const env = { WEB_ROOT: webRoot, DOCUMENTS_DIR: documentsDir };
    production = await createTestApp('sqlite', {
      env: { ...env, ...TEST_PRODUCTION_SECRETS, NODE_ENV: 'production' },
      documents: true,
    });
    testMode = await createTestApp('sqlite', { env, documents: true });
  });

  afterAll(async () => {
    await production.database.drop();
    await testMode.database.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  describe.each(RESPONSES)('on $kind ($path)', ({ path: url, type }) => {
    let headers: Record<string, string | undefined>;

    beforeAll(async () => {
      const response = await request(production.server).get(url).buffer(true);
      expect(response.headers['content-type']).toMatch(type);
      headers = response.headers as Record<string, string | undefined>;
    });

    it('allows scripts from the site only, never inline or eval', () => {
      const csp = cspDirectives(headers['content-security-policy']);
      const scriptSources = csp.get('script-src') ?? csp.get('default-src');
      expect(scriptSources).toEqual(expect.arrayContaining(["'self'"]));
      for (const directive of ['script-src', 'script-src-elem', 'script-src-attr', 'default-src']) {
        const sources = csp.get(directive) ?? [];
        expect(sources).not.toContain("'unsafe-inline'");
        expect(sources).not.toContain("'unsafe-eval'");
        expect(sources).not.toContain('*');
      }
      expect(csp.get('object-src')).toEqual(["'none'"]);
    });

    it('may not be framed by any site', () => {
      expect(cspDirectives(headers['content-security-policy']).get('frame-ancestors')).toEqual([
        "'none'",
      ]);
    });

    it('forbids content sniffing and sends a strict referrer policy', () => {
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(STRICT_REFERRER_POLICIES).toContain(headers['referrer-policy']);
    });

    it('pins HTTPS for a year in production, and only there', async () => {
      const hsts = headers['strict-transport-security'] ?? '';
      const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
      expect(maxAge).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
      expect(hsts).toContain('includeSubDomains');
      const local = await request(testMode.server).get(url).buffer(true);
      expect(local.headers['strict-transport-security']).toBeUndefined();
      expect(local.headers['content-security-policy']).toBe(headers['content-security-policy']);
    });
  });
});
