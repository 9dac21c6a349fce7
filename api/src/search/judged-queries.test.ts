import { existsSync } from 'node:fs';
import path from 'node:path';
import { documentUrl, LANGUAGES, type SearchResult } from '@court/contract';
import { REPO_ROOT } from '../platform/paths';
import { COURT_DOCUMENTS } from '../documents/built-in-catalog';
import { systemClock } from '../platform/clock';
import { createTestApp, type TestApp } from '../testing/test-app';
import { JUDGED_QUERIES, type JudgedQuery } from './judged-queries';
import { readSearchFragments, SEARCH_FRAGMENT_FILE } from './search-fragments';
import { SEARCH_NAVIGATION_FILE } from './search-navigation';
import { SiteSearch } from './site-search';
import { DEFAULT_SEARCH_SYNONYMS } from './synonyms';

/** The share of judged queries that must be answered among the first RESULTS_LOOKED_AT. */
const MIN_ANSWERED_SHARE = 0.9;
/** What a visitor reads before giving up or rephrasing. */
const RESULTS_LOOKED_AT = 3;
/** What the builds write for the site search. */
const BUILT_FILES = [
  ...['mfe-info', 'mfe-jury', 'mfe-forms', 'mfe-careers'].map((remote) =>
    path.join(remote, 'dist', SEARCH_FRAGMENT_FILE),
  ),
  SEARCH_NAVIGATION_FILE,
];

/** Where a result leads: a page's site path or a document's URL. */
function targetOf(result: SearchResult): string {
  return result.kind === 'page' ? result.path : result.url;
}

/** Whether a result is a judged answer: a page, a part of one or a document's slug. */
function isAnswer(result: SearchResult, answer: string): boolean {
  if (!answer.startsWith('/')) {
    return result.kind === 'document' && result.url === documentUrl(answer);
  }
  if (result.kind !== 'page') return false;
  return answer.includes('#')
    ? result.path === answer
    : result.path === answer || result.path.startsWith(`${answer}#`);
}

interface Judgement {
  judged: JudgedQuery;
  answered: boolean;
  /** The first results, where they lead. */
  top: string[];
}

async function judge(search: SiteSearch, queries: readonly JudgedQuery[]): Promise<Judgement[]> {
  const judgements: Judgement[] = [];
  for (const judged of queries) {
    const top = (await search.search(judged.query, judged.language)).slice(0, RESULTS_LOOKED_AT);
    judgements.push({
      judged,
      answered: top.some((result) => judged.answers.some((answer) => isAnswer(result, answer))),
      top: top.map(targetOf),
    });
  }
  return judgements;
}

function share(judgements: readonly Judgement[]): string {
  const answered = judgements.filter((judgement) => judgement.answered).length;
  const percent = ((100 * answered) / judgements.length).toFixed(1);
  return `${percent}% (${answered} of ${judgements.length})`;
}

/** A few lines: the share answered, overall and per language, then each query missed. */
function report(judgements: readonly Judgement[]): string {
  const byLanguage = LANGUAGES.map(
    (language) =>
      `${language} ${share(judgements.filter(({ judged }) => judged.language === language))}`,
  );
  const missed = judgements
    .filter((judgement) => !judgement.answered)
    .map(
      ({ judged, top }) =>
        `  ${judged.language} "${judged.query}": ${top.join(', ') || 'nothing'} (wanted ${judged.answers.join(' or ')})`,
    );
  return [
    `Judged queries answered in the first ${RESULTS_LOOKED_AT} results: ${share(judgements)}; ${byLanguage.join(', ')}`,
    ...(missed.length > 0 ? ['Missed:', ...missed] : []),
  ].join('\n');
}

/**
 * The site search measured on the judged queries, against the index the API builds from the
 * built front ends and the document catalog.
 */
describe('site search on the judged queries', () => {
  let search: SiteSearch;
  let t: TestApp;

  afterAll(async () => {
    await t.database.drop();
  });

  beforeAll(async () => {
    if (!BUILT_FILES.every((file) => existsSync(path.join(REPO_ROOT, file)))) {
      throw new Error('The front ends are not built: run `npm run build` first (npm test does).');
    }
    // The library as a first start fills it, with the texts of its PDFs, as the server reads them.
    t = await createTestApp('sqlite', { documentTexts: true });
    // As registerSearchRoutes builds it, with the built-in synonyms.
    search = new SiteSearch({
      webRoot: REPO_ROOT,
      documents: t.documents,
      synonyms: DEFAULT_SEARCH_SYNONYMS,
      clock: systemClock,
      documentTexts: t.documentTexts,
    });
  });

  it('judges at least 60 queries, 20 of them in Spanish', () => {
    expect(JUDGED_QUERIES.length).toBeGreaterThanOrEqual(60);
    expect(
      JUDGED_QUERIES.filter(({ language }) => language === 'es').length,
    ).toBeGreaterThanOrEqual(20);
  });

  it('names as answers only pages, parts of pages and documents the site has', async () => {
    const { pages } = await readSearchFragments(REPO_ROOT);
    /** Each page's site path and those of its parts, with the language they are in. */
    const sitePaths = new Set(
      pages.flatMap(({ language, path: pagePath, sections }) => [
        `${language}/${pagePath}`,
        ...sections.flatMap(({ anchor }) => (anchor ? [`${language}/${pagePath}#${anchor}`] : [])),
      ]),
    );
    const slugs = new Set(COURT_DOCUMENTS.map((document) => document.slug));
    const unknown = JUDGED_QUERIES.flatMap(({ language, answers }) =>
      answers.filter((answer) =>
        answer.startsWith('/') ? !sitePaths.has(`${language}${answer}`) : !slugs.has(answer),
      ),
    );
    expect(unknown).toEqual([]);
  });

  it('counts a query as missed when no answer is among the first results', async () => {
    const [judgement] = await judge(search, [
      { language: 'en', query: 'jury duty pay', answers: ['/privacy'] },
    ]);
    expect(judgement?.answered).toBe(false);
  });

  it(`answers ${100 * MIN_ANSWERED_SHARE}% of them in the first ${RESULTS_LOOKED_AT} results`, async () => {
    const judgements = await judge(search, JUDGED_QUERIES);
    console.log(report(judgements));
    const answered = judgements.filter((judgement) => judgement.answered).length;
    expect(answered / judgements.length).toBeGreaterThanOrEqual(MIN_ANSWERED_SHARE);
  });
});
