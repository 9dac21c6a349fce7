import { expect, test, type APIRequestContext } from '@playwright/test';

/** A result of GET /api/muni/search, as far as these checks read it. */
interface SearchResult {
  kind: 'page' | 'document';
  title: string;
  section: string | null;
  excerpt: { text: string; match: boolean }[];
  path?: string;
  url?: string;
}

/** The site search over the real build: every remote's search fragment and the catalog. */
async function search(
  request: APIRequestContext,
  q: string,
  lang: 'en' | 'es',
): Promise<SearchResult[]> {
  const response = await request.get('/api/muni/search', { params: { q, lang } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { language: string; results: SearchResult[] };
  expect(body.language).toBe(lang);
  return body.results;
}

test.describe('site search API', () => {
  test('a typo finds the interpreter page first', async ({ request }) => {
    const [first] = await search(request, 'intepreter', 'en');
    expect(first).toMatchObject({ kind: 'page', path: '/interpreter', section: null });
    expect(first?.excerpt.filter((segment) => segment.match).map(({ text }) => text)).toContain(
      'interpreter',
    );
  });

  test('"eviction" and "desalojo" find the FAQ answer on objecting and the eviction forms first', async ({
    request,
  }) => {
    const url = '/documents/eviction-objection-to-magistrates-decision.pdf';
    const firstDocument = (results: SearchResult[]) =>
      results.find((result) => result.kind === 'document');
    const english = await search(request, 'eviction', 'en');
    // The FAQ's question names eviction and explains the forms; the forms follow it.
    expect(english.slice(0, 2).map((result) => result.kind)).toEqual(['page', 'document']);
    expect(english[0]).toMatchObject({ path: '/faq#eviction-objection' });
    expect(firstDocument(english)).toMatchObject({ kind: 'document', url });
    expect(firstDocument(english)?.title).toContain('Eviction');
    const spanish = await search(request, 'desalojo', 'es');
    expect(firstDocument(spanish)).toMatchObject({ kind: 'document', url });
    expect(firstDocument(spanish)?.title).toContain('desalojo');
    // The result leads to the PDF the Forms page links to.
    const pdf = await request.get(url);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
  });

  test('"jurado" finds a jury page in Spanish', async ({ request }) => {
    const [first] = await search(request, 'jurado', 'es');
    expect(first?.kind).toBe('page');
    expect(first?.path).toMatch(/^\/(jury|juror)-/);
    expect(first?.title).toMatch(/jurado/i);
  });

  test('"compensation" finds the jury FAQ answer on pay, by its anchor', async ({ request }) => {
    const [first] = await search(request, 'compensation', 'en');
    expect(first).toMatchObject({
      kind: 'page',
      path: '/jury-faq#juror-pay',
      title: 'Jury FAQ',
      section: 'Am I paid for jury service?',
    });
  });

  test('"pay ticket" finds the online payments', async ({ request }) => {
    const [first] = await search(request, 'pay ticket', 'en');
    expect(first?.kind).toBe('page');
    expect(first?.path).toMatch(/online-services/);
    const marked = first?.excerpt.filter((segment) => segment.match).map(({ text }) => text);
    expect(marked).toEqual(expect.arrayContaining(['Online', 'Payments']));
  });

  test('the general FAQ answers lead to their anchors', async ({ request }) => {
    const results = await search(request, 'citation cost', 'en');
    expect(results.map((result) => result.path)).toContain('/faq#citation-cost');
  });
});
