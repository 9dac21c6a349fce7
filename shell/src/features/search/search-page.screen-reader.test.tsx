import type { Language, PageSearchResult, SearchResponse } from '@court/contract';
import { jsonResponse, renderPageOnServer, spokenWhile, standInForFetch } from '@court/kit/testing';
import { screen } from '@testing-library/react';
import { SearchPage } from './search-page';

const INTERPRETER: PageSearchResult = {
  kind: 'page',
  path: '/interpreter',
  title: 'Do You Need An Interpreter?',
  section: null,
  excerpt: [{ text: 'The court will provide an interpreter.', match: false }],
};
const JURY_FAQ: PageSearchResult = {
  kind: 'page',
  path: '/jury-faq',
  title: 'Jury FAQ',
  section: null,
  excerpt: [{ text: 'Interpreters are provided for jurors.', match: false }],
};

const TEXT: Record<Language, { route: string; query: string; searching: string; found: string }> = {
  en: {
    route: '/search?q=interpreter',
    query: 'interpreter',
    searching: 'Searching…',
    found: '2 results for “interpreter”',
  },
  es: {
    route: '/es/search?q=int%C3%A9rprete',
    query: 'intérprete',
    searching: 'Buscando…',
    found: '2 resultados para «intérprete»',
  },
};

const fetchMock = standInForFetch();

describe.each(['en', 'es'] as const)(
  'the search results count, to a screen reader (%s)',
  (language) => {
    const text = TEXT[language];

    it('is read out politely once the results arrive, after "searching"', async () => {
      const answer: SearchResponse = {
        query: text.query,
        truncated: false,
        language,
        results: [INTERPRETER, JURY_FAQ],
      };
      fetchMock.mockResolvedValue(jsonResponse(200, answer));
      const page = renderPageOnServer(<SearchPage />, { route: text.route });

      // The status line is in the page from the start, empty, so each change of it is read out.
      const spoken = await spokenWhile(page.container, async () => {
        page.hydrate();
        await screen.findByText(text.found);
      });
      expect(spoken).toEqual([`polite: ${text.searching}`, `polite: ${text.found}`]);
    });
  },
);
