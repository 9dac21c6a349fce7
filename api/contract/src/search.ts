import type { Language } from './constants';

/** The public endpoint (under API_BASE): GET search?q=&lang= answers SearchResponse. */
export const SEARCH_ENDPOINT = 'search';
/** A longer query is searched on its first SEARCH_QUERY_MAX_LENGTH characters. */
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** Most results one search answers. */
export const SEARCH_MAX_RESULTS = 20;

/** The results page, without the language prefix: /search?q= (/es/search?q=). */
export const SEARCH_PAGE_PATH = 'search';

/**
 * The query of a results page's address (its ?q=, decoded), as the page searches it: trimmed,
 * and cut one character past what is searched, so the search still says only its start was
 * searched while a page never repeats a query of kilobytes. The browser and the server that
 * renders the page read an address alike.
 */
export function pageSearchQuery(q: string | null): string {
  return Array.from((q ?? '').trim())
    .slice(0, SEARCH_QUERY_MAX_LENGTH + 1)
    .join('');
}

/**
 * The API path the results page reads a query's results from, which is also where the server
 * puts them in the page data of the page it renders.
 */
export function searchApiPath(query: string, language: Language): string {
  return `${SEARCH_ENDPOINT}?q=${encodeURIComponent(query)}&lang=${language}`;
}

/** The staff endpoint (under the staff API, role admin): GET search/misses. */
export const SEARCH_MISSES_ENDPOINT = 'search/misses';
/** Days a query that found nothing is counted for before it is forgotten. */
export const SEARCH_MISS_RETENTION_DAYS = 90;
/** How many of the most frequent queries that found nothing staff see. */
export const SEARCH_MISSES_LISTED = 50;

/** A piece of an excerpt: the words the query matched have match true. Plain text, never HTML. */
export interface SearchExcerptSegment {
  text: string;
  match: boolean;
}

interface SearchResultBase {
  /** The page's title, or the document's. */
  title: string;
  /** The part of the page (a heading, an FAQ question), or the document's group; null: the top. */
  section: string | null;
  excerpt: SearchExcerptSegment[];
}

/** A page of the site, or a part of one. */
export interface PageSearchResult extends SearchResultBase {
  kind: 'page';
  /** Site path without the language prefix, e.g. "/jury-faq#juror-pay"; localize it to link. */
  path: string;
}

/** A PDF of the document library; the site opens these in a new tab. */
export interface DocumentSearchResult extends SearchResultBase {
  kind: 'document';
  /** The PDF's URL, e.g. "/documents/eviction-complaint.pdf". */
  url: string;
  /**
   * True when a word searched for was found inside the PDF's text rather than in its title or
   * group: the excerpt is then cut from the text, the matched words marked.
   */
  matchedInText: boolean;
}

export type SearchResult = PageSearchResult | DocumentSearchResult;

/** GET search?q=&lang=: the results in the language searched, the best first. */
export interface SearchResponse {
  /** The query as searched: trimmed, and cut to SEARCH_QUERY_MAX_LENGTH characters. */
  query: string;
  /** True when the query was longer than SEARCH_QUERY_MAX_LENGTH and only its start searched. */
  truncated: boolean;
  language: Language;
  results: SearchResult[];
}

/** A query that found nothing, as staff see it: normalised, counted per language. */
export interface SearchMiss {
  query: string;
  total: number;
  counts: Record<Language, number>;
  /** The last court day (YYYY-MM-DD) someone searched for it. */
  lastSeen: string;
}

/** GET staff/search/misses: the most frequent queries that found nothing, most frequent first. */
export interface SearchMissList {
  /** The days counted: the last SEARCH_MISS_RETENTION_DAYS, today included. */
  days: number;
  misses: SearchMiss[];
}
