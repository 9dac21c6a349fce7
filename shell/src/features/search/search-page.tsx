import {
  SEARCH_QUERY_MAX_LENGTH,
  searchApiPath,
  type Language,
  type SearchResponse,
} from '@court/contract';
import {
  Alert,
  LocalizedLink,
  PageHeading,
  PhoneLink,
  type ApiLoad,
  useApiGet,
  useCourtFacts,
  useHydrated,
  useLanguage,
  useLocation,
  useTranslation,
} from '@court/kit';
import { SearchForm } from './search-form';
import { readSearchQuery } from './search-path';
import { SearchResults } from './search-results';
import './search-translations';

type SearchLoad = ApiLoad<SearchResponse>;

/**
 * Asks the API for a query's results (none for an empty query). An answer counts only for the
 * request it answers, so a new query shows "Searching…" rather than the last query's results.
 * The server renders the page with the results of its address's query as page data, so the
 * first render shows them and the API is not asked again.
 */
function useSearch(
  query: string,
  language: Language,
): { load: SearchLoad | null; retry: () => void } {
  const path = query ? searchApiPath(query, language) : null;
  const { load, reload } = useApiGet(path, 'search');
  return { load: path === null ? null : load, retry: reload };
}

/**
 * The line a screen reader announces as the search goes: searching, how many were found, or
 * none. Always rendered, so each change of its text is announced. "Searching…" waits for the
 * script: the server renders the page with the results, so without them nothing is searching.
 */
function SearchStatus({ load }: { load: SearchLoad | null }) {
  const { t } = useTranslation('shellSearch');
  const isHydrated = useHydrated();
  let text = '';
  if (load === null) {
    text = t('empty');
  } else if (load.status === 'loading') {
    if (isHydrated) text = t('searching');
  } else if (load.status === 'ready') {
    const { query, results, truncated } = load.data;
    const found =
      results.length === 0
        ? t('noResults', { query })
        : t('results', { count: results.length, query });
    text = truncated ? `${found}. ${t('truncated', { max: SEARCH_QUERY_MAX_LENGTH })}` : found;
  }
  return (
    <p role="status" className="court-search__status">
      {text}
    </p>
  );
}

function CallTheCourt() {
  const { t } = useTranslation('shellSearch');
  const court = useCourtFacts();
  return (
    <>
      {t('tips.call')} <PhoneLink phone={court.phone} />
    </>
  );
}

/** What to try when nothing matched. */
function SearchTips() {
  const { t } = useTranslation('shellSearch');
  return (
    <section aria-labelledby="search-tips-heading" className="court-search__tips">
      <h2 id="search-tips-heading">{t('tips.heading')}</h2>
      <ul className="usa-list">
        <li>{t('tips.spelling')}</li>
        <li>{t('tips.fewer')}</li>
        <li>
          <LocalizedLink to="forms" className="usa-link">
            {t('tips.forms')}
          </LocalizedLink>
        </li>
        <li>
          <CallTheCourt />
        </li>
      </ul>
    </section>
  );
}

/**
 * /search?q=: the site search's results. The address holds the query, so the back button and a
 * shared link show the same search; searching again from here is a new address.
 */
export function SearchPage() {
  const { t } = useTranslation('shellSearch');
  const language = useLanguage();
  const { search } = useLocation();
  const query = readSearchQuery(search);
  const { load, retry } = useSearch(query, language);

  return (
    <div className="court-page court-search">
      <PageHeading>{t('heading')}</PageHeading>
      <SearchForm
        // The address is the truth: after the back button the field shows its query again.
        key={query}
        inputId="search-page-query"
        landmarkLabel={t('form.again')}
        variant="page"
        defaultQuery={query}
      />
      <SearchStatus load={load} />
      {load?.status === 'loading' && (
        // Served without results, the server could not search: without the script, say so.
        <noscript>
          <p>
            {t('failed')} <CallTheCourt />
          </p>
        </noscript>
      )}
      {load && load.status !== 'loading' && load.status !== 'ready' && (
        <Alert kind="warning" slim>
          <p className="usa-alert__text">{t('failed')}</p>
          <p className="usa-alert__text">
            <CallTheCourt />
          </p>
          {load.status === 'failed' && load.retryable && (
            <button type="button" className="usa-button usa-button--outline" onClick={retry}>
              {t('retry')}
            </button>
          )}
        </Alert>
      )}
      {load?.status === 'ready' &&
        (load.data.results.length > 0 ? (
          <SearchResults results={load.data.results} />
        ) : (
          <SearchTips />
        ))}
    </div>
  );
}

export default SearchPage;
