import { pageSearchQuery, SEARCH_PAGE_PATH, type Language } from '@court/contract';
import { localizedPath } from '@court/kit';

/** The query a results page address asks for (its ?q=), as the page searches it. */
export function readSearchQuery(search: string): string {
  return pageSearchQuery(new URLSearchParams(search).get('q'));
}

/**
 * The results page for a query, in a language. Encoded as the GET form encodes it, so the
 * address a search leads to is the same with and without the page's script.
 */
export function searchPagePath(query: string, language: Language): string {
  const path = localizedPath(SEARCH_PAGE_PATH, language);
  const trimmed = query.trim();
  return trimmed ? `${path}?${new URLSearchParams({ q: trimmed }).toString()}` : path;
}
