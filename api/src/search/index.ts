// The site search: an index per language of the pages the front ends rendered and of the
// document catalog, the searches that found nothing, the results page's data, and the synonyms
// setting.
export { parseSearchSynonyms, type SearchSynonyms } from './synonyms';
export { purgeSearchMisses } from './search-service';
export { registerSearchRoutes } from './search-routes';
export { searchPageData, searchPageQuery } from './search-page';
export { SiteSearch } from './site-search';
export { createSearchMissesRouter } from './search-misses-routes';
export { SEARCH_CONFIG_VARIABLES } from './search-config';
