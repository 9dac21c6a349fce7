import {
  pageSearchQuery,
  parseLocalizedPath,
  SEARCH_PAGE_PATH,
  searchApiPath,
  type Language,
} from '@court/contract';
import { searchSite, type SearchDeps } from './search-service';

/**
 * What a results page address asks to search (/es/search?q=jurado), read as the page reads it;
 * null for another page, or for the results page without a query.
 */
export function searchPageQuery(
  pathname: string,
  search: string,
): { query: string; language: Language } | null {
  const { language, path } = parseLocalizedPath(pathname);
  if (path.replace(/\/+$/, '') !== SEARCH_PAGE_PATH) return null;
  const query = pageSearchQuery(new URLSearchParams(search).get('q'));
  return query ? { query, language } : null;
}

/**
 * The results page's page data: the search's answer, under the API path the page reads it
 * from. The page is then served with its results, and once its script runs it does not search
 * again, so a search that finds nothing is counted once. A search that fails leaves the answer
 * out: the page says so when scripts are off, and its script asks the API. Null for any other
 * address.
 */
export async function searchPageData(
  deps: SearchDeps,
  pathname: string,
  search: string,
): Promise<Record<string, unknown> | null> {
  const asked = searchPageQuery(pathname, search);
  if (!asked) return null;
  const { query, language } = asked;
  try {
    return { [searchApiPath(query, language)]: await searchSite(deps, query, language) };
  } catch (error) {
    deps.log.warn({ err: error }, 'The results page could not search: it is served without them');
    return {};
  }
}
