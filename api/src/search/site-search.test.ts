import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SearchablePage } from '../site';
import { SiteSearch } from './site-search';

const HOURS_PAGE = 'hours-and-parking';

/** A remote's build as the search reads it: its registry fragment and its pages' text. */
function deployRemote(webRoot: string, title: string): void {
  const dist = path.join(webRoot, 'mfe-info', 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'registry-fragment.json'), '{"remotes":[]}');
  const page = { title, sections: [{ anchor: null, heading: null, text: 'Where to park.' }] };
  writeFileSync(
    path.join(dist, 'search-fragment.json'),
    JSON.stringify({ format: 1, pages: { [HOURS_PAGE]: { en: page, es: page } } }),
  );
}

describe('the site search after a deployment', () => {
  let webRoot: string;

  beforeEach(() => {
    webRoot = mkdtempSync(path.join(os.tmpdir(), 'court-search-'));
  });

  afterEach(() => {
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('reads the pages rendered with their data again with the new build, not at their half minute', async () => {
    let now = Date.parse('2026-03-02T15:00:00.000Z');
    /** The title the server renders the hours page with: the deployed build's words. */
    let renderedTitle = 'Hours and Parking';
    const rendered = (): SearchablePage[] =>
      (['en', 'es'] as const).map((language) => ({
        path: HOURS_PAGE,
        language,
        title: renderedTitle,
        sections: [{ anchor: null, heading: null, text: 'Open 8 to 4:30. Where to park.' }],
      }));
    const search = new SiteSearch({
      webRoot,
      documents: { listing: () => Promise.resolve([]), version: 0 },
      synonyms: {},
      clock: { now: () => new Date(now) },
      checkEveryMs: 1000,
      searchablePages: () => Promise.resolve(rendered()),
      searchablePagesEveryMs: 30_000,
    });
    deployRemote(webRoot, 'Hours and Parking');
    expect((await search.search('parking', 'en')).map(({ title }) => title)).toEqual([
      'Hours and Parking',
    ]);

    // The remote is deployed again with new words; two seconds later, a search.
    deployRemote(webRoot, 'Hours and Parking (redeployed)');
    renderedTitle = 'Hours and Parking (redeployed)';
    now += 2_000;
    expect((await search.search('redeployed', 'en')).map(({ title }) => title)).toEqual([
      'Hours and Parking (redeployed)',
    ]);
  });
});
