// The site search: an index per language of the pages the front ends rendered and of the
// document catalog, the searches that found nothing, and the synonyms setting.
export { parseSearchSynonyms, type SearchSynonyms } from './synonyms';
export { purgeSearchMisses } from './search-service';
export { registerSearchRoutes } from './search-routes';
export { createSearchMissesRouter } from './search-misses-routes';
