import { existsSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { FAQ_DEFAULTS, STAFF_FAQ_ENDPOINTS, type Faq, type SearchResponse } from '@court/contract';
import { REPO_ROOT } from '../platform/paths';
import {
  publishContentAs,
  saveContentDraftAs,
  signInContentEditor,
} from '../testing/content-tool-client';
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
 * by the remote's server bundle with the published FAQ), within a minute and without a rebuild.
 */
describe('the site search after staff publish an FAQ answer', () => {
  let t: TestApp;

  beforeAll(async () => {
    if (!existsSync(path.join(REPO_ROOT, 'mfe-jury/dist-server'))) {
      throw new Error('The front ends are not built: run `npm run build` first (npm test does).');
    }
    t = await createTestApp('sqlite');
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

    const editor = await signInContentEditor(t);
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
});
