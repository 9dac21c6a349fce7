import type { Kysely } from 'kysely';
import {
  addCalendarDays,
  courtDateOf,
  SEARCH_MISS_RETENTION_DAYS,
  SEARCH_MISSES_LISTED,
  SEARCH_QUERY_MAX_LENGTH,
  type Language,
  type SearchMissList,
  type SearchResponse,
} from '@court/contract';
import { authorizeStaff, type SignedInStaff } from '../platform/authorization';
import type { Clock } from '../platform/clock';
import type { Database } from '../platform/database/schema';
import type { Logger } from '../platform/logger';
import {
  countSearchMiss,
  deleteSearchMissesBefore,
  listFrequentSearchMisses,
} from './search-miss-repository';
import type { SiteSearch } from './site-search';
import { normalizeQuery } from './text';

export interface SearchDeps {
  db: Kysely<Database>;
  clock: Clock;
  search: SiteSearch;
  log: Logger;
}

/** Longest query kept in the count of searches that found nothing. */
const MISS_QUERY_MAX_LENGTH = 100;

/**
 * A query that may say who someone is: an e-mail address, or a number of five digits or more
 * (a case, phone or Social Security number), however it is spaced. Such a query is not counted.
 */
const IDENTIFYING = /@|\d(?:[\s().-]*\d){4}/;

/** The first SEARCH_QUERY_MAX_LENGTH characters of a trimmed query, never half a character. */
function searchedPart(query: string): { query: string; truncated: boolean } {
  const characters = Array.from(query.trim());
  const truncated = characters.length > SEARCH_QUERY_MAX_LENGTH;
  return {
    query: truncated ? characters.slice(0, SEARCH_QUERY_MAX_LENGTH).join('').trim() : query.trim(),
    truncated,
  };
}

/**
 * Searches the site in a language. A query longer than SEARCH_QUERY_MAX_LENGTH characters is
 * searched on its start. A query that finds nothing is counted, normalised, by day and language,
 * unless it may identify someone; a failure to count is logged and the answer still given.
 */
export async function searchSite(
  deps: SearchDeps,
  rawQuery: string,
  language: Language,
): Promise<SearchResponse> {
  const { query, truncated } = searchedPart(rawQuery);
  const results = await deps.search.search(query, language);
  const counted = normalizeQuery(query).slice(0, MISS_QUERY_MAX_LENGTH).trim();
  if (results.length === 0 && counted !== '' && !IDENTIFYING.test(query)) {
    const day = courtDateOf(deps.clock.now());
    await countSearchMiss(deps.db, { query: counted, language, day }).catch((error: unknown) => {
      deps.log.warn({ err: error }, 'A search that found nothing could not be counted');
    });
  }
  return { query, truncated, language, results };
}

/** The first court day still counted on `now`'s day: the last SEARCH_MISS_RETENTION_DAYS. */
function firstCountedDay(now: Date): string {
  return addCalendarDays(courtDateOf(now), -(SEARCH_MISS_RETENTION_DAYS - 1));
}

/** The most frequent queries that found nothing in the retention period (role admin). */
export async function listSearchMisses(
  deps: { db: Kysely<Database>; clock: Clock },
  user: SignedInStaff | null,
): Promise<SearchMissList> {
  authorizeStaff(user, ['admin']);
  const rows = await listFrequentSearchMisses(
    deps.db,
    firstCountedDay(deps.clock.now()),
    SEARCH_MISSES_LISTED,
  );
  return {
    days: SEARCH_MISS_RETENTION_DAYS,
    misses: rows.map((row) => ({
      query: row.query,
      total: row.total,
      counts: { en: row.en, es: row.es },
      lastSeen: row.lastSeen,
    })),
  };
}

/** Deletes the counts older than the retention period; returns how many rows went. */
export async function purgeSearchMisses(db: Kysely<Database>, now: Date): Promise<number> {
  return deleteSearchMissesBefore(db, firstCountedDay(now));
}
