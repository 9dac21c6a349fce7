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
import {
  createTestApp,
  sameAppLoggingTo,
  type TestApp,
  type TestTarget,
} from '../testing/test-app';
import { createLogger } from '../platform/logger';
import { waitUntil } from '../testing/wait-until';

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

  async function search(query: string, language: string, server: TestTarget = t.server) {
    const response = await request(server)
      .get('/api/muni/search')
      .query({ q: query, lang: language })
      .expect(200);
    return (response.body as SearchResponse).results;
  }

  async function resultPaths(
    query: string,
    language = 'en',
    server: TestTarget = t.server,
  ): Promise<string[]> {
    return (await search(query, language, server)).flatMap((result) =>
      result.kind === 'page' ? [result.path] : [],
    );
  }

  /** The text of each result's excerpt. */
  async function excerpts(query: string, server: TestTarget = t.server): Promise<string[]> {
    return (await search(query, 'en', server)).map((result) =>
      result.excerpt.map((segment) => segment.text).join(''),
    );
  }

  it('finds the new words at the question they answer, in this process and another, and no longer the old ones', async () => {
    // Another process of the same site, over the same database: staff's change never reaches it.
    const other = sameAppLoggingTo(t, createLogger('silent'));
    const oldWords = 'the evening before your service week';
    for (const server of [t.server, other]) {
      expect((await excerpts(oldWords, server)).join('\n')).toContain(oldWords);
      expect(await resultPaths('zeppelin', 'en', server)).toEqual([]);
    }

    await saveContentDraftAs(
      editor,
      STAFF_FAQ_ENDPOINTS.jury,
      juryFaqWith('Listen for the **zeppelin** horn at the courthouse each evening.'),
    );
    await publishContentAs(editor, STAFF_FAQ_ENDPOINTS.jury);

    // The process that took the change reads its pages again at once.
    expect(await resultPaths('zeppelin')).toEqual(['/jury-faq#on-call']);
    // Not written in Spanish: the Spanish page shows the English, and so does its search.
    expect(await resultPaths('zeppelin', 'es')).toEqual(['/jury-faq#on-call']);
    expect((await excerpts(oldWords)).join('\n')).not.toContain(oldWords);

    // The other process's page shows the change once its page data, looked at every second,
    // has it; its search still has the pages it read, until their half minute is up (on the
    // test's clock).
    await waitUntil('the other process to show the new answer', async () => {
      const page = await request(other).get('/jury-faq').expect(200);
      return page.text.includes('zeppelin');
    });
    expect(await resultPaths('zeppelin', 'en', other)).toEqual([]);
    t.clock.advance(31_000);
    expect(await resultPaths('zeppelin', 'en', other)).toEqual(['/jury-faq#on-call']);
    expect((await excerpts(oldWords, other)).join('\n')).not.toContain(oldWords);
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
