import { existsSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import {
  COURT_OFFICIALS_DEFAULTS,
  FAQ_DEFAULTS,
  STAFF_COURT_OFFICIALS_ENDPOINT,
  STAFF_FAQ_ENDPOINTS,
  type Faq,
  type SearchResponse,
} from '@court/contract';
import { REPO_ROOT } from '../platform/paths';
import {
  publishContentAs,
  saveContentDraftAs,
  signInContentEditor,
} from '../testing/content-tool-client';
import type { TestBrowser } from '../testing/staff-test-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

/** The jury FAQ with its first answer rewritten, saying a word no page of the site has. */
function juryFaqWith(answer: string): Faq {
  const [first, ...rest] = FAQ_DEFAULTS.jury.topics;
  if (!first) throw new Error('the jury FAQ has no topic');
  const [onCall, ...others] = first.questions;
  if (!onCall) throw new Error('the jury FAQ has no question');
  return {
    topics: [
      { ...first, questions: [{ ...onCall, answer: { en: answer, es: '' } }, ...others] },
      ...rest,
    ],
  };
}

/**
 * Against the real build: the site search finds what staff publish on a content page (rendered
 * by the remote's server bundle with the published content), within a minute and without a
 * rebuild: an FAQ answer, and a biography the build never rendered.
 */
describe('the site search after staff publish', () => {
  let t: TestApp;
  let editor: TestBrowser;

  beforeAll(async () => {
    if (!existsSync(path.join(REPO_ROOT, 'mfe-jury/dist-server'))) {
      throw new Error('The front ends are not built: run `npm run build` first (npm test does).');
    }
    t = await createTestApp('sqlite');
    editor = await signInContentEditor(t);
  });

  afterAll(async () => {
    await t.database.drop();
  });

  async function search(query: string, language: string) {
    const response = await request(t.server)
      .get('/api/muni/search')
      .query({ q: query, lang: language })
      .expect(200);
    return (response.body as SearchResponse).results;
  }

  async function resultPaths(query: string, language = 'en'): Promise<string[]> {
    return (await search(query, language)).flatMap((result) =>
      result.kind === 'page' ? [result.path] : [],
    );
  }

  /** The text of each result's excerpt. */
  async function excerpts(query: string): Promise<string[]> {
    return (await search(query, 'en')).map((result) =>
      result.excerpt.map((segment) => segment.text).join(''),
    );
  }

  it('finds the new words at the question they answer, and no longer the old ones', async () => {
    const oldWords = 'the evening before your service week';
    expect((await excerpts(oldWords)).join('\n')).toContain(oldWords);
    expect(await resultPaths('zeppelin')).toEqual([]);

    await saveContentDraftAs(
      editor,
      STAFF_FAQ_ENDPOINTS.jury,
      juryFaqWith('Listen for the **zeppelin** horn at the courthouse each evening.'),
    );
    await publishContentAs(editor, STAFF_FAQ_ENDPOINTS.jury);
    // The search reads the rendered pages again every half minute.
    t.clock.advance(31_000);

    expect(await resultPaths('zeppelin')).toEqual(['/jury-faq#on-call']);
    // Not written in Spanish: the Spanish page shows the English, and so does its search.
    expect(await resultPaths('zeppelin', 'es')).toEqual(['/jury-faq#on-call']);
    expect((await excerpts(oldWords)).join('\n')).not.toContain(oldWords);
  });

  it('finds the biography of an official added since the build, and no longer a retired one', async () => {
    const serving = COURT_OFFICIALS_DEFAULTS.officials;
    const leaving = serving[3];
    if (!leaving) throw new Error('the defaults have no fourth official');
    // Words of the fourth official's biography alone.
    const leavingWords = 'older adults';
    expect(leaving.biography.en).toContain(leavingWords);
    expect(await resultPaths(leavingWords)).toContain(`/bio/${leaving.slug}`);
    expect(await resultPaths('quetzal')).toEqual([]);

    await saveContentDraftAs(editor, STAFF_COURT_OFFICIALS_ENDPOINT, {
      officials: [
        ...serving.map((entry) => (entry === leaving ? { ...entry, retired: true } : entry)),
        {
          ...leaving,
          slug: 'judge-new-bench',
          name: 'Robin Example',
          biography: {
            en: 'Sat on the **quetzal** bench of the county before this court.',
            es: '',
          },
        },
      ],
    });
    await publishContentAs(editor, STAFF_COURT_OFFICIALS_ENDPOINT);
    t.clock.advance(31_000);

    expect(await resultPaths('quetzal')).toEqual(['/bio/judge-new-bench']);
    expect(await resultPaths('quetzal', 'es')).toEqual(['/bio/judge-new-bench']);
    expect(await resultPaths(leavingWords)).not.toContain(`/bio/${leaving.slug}`);
  });
});
