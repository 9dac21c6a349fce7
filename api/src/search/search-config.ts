import { defineConfig } from '../platform/config/config-table';
import { integer } from '../platform/config/parsers';
import { parseSearchSynonyms } from './synonyms';

/** The settings of the site search. */
export const SEARCH_CONFIG_VARIABLES = defineConfig([
  {
    name: 'SEARCH_LIMIT_PER_MINUTE',
    ...integer({ min: 1, max: 100_000, default: 60 }),
    description:
      'site searches allowed per client IP per minute (so no one can flood the count of searches that found nothing)',
  },
  {
    name: 'SEARCH_SYNONYMS',
    default: '(built-in table)',
    parse: parseSearchSynonyms,
    description:
      'JSON table replacing the built-in synonyms of the site search, from words or phrases people search with to words or phrases of the site, e.g. `{"ticket": ["citation"], "pay ticket": ["online payments"]}`; the table is in `api/src/search/synonyms.ts`',
  },
]);
