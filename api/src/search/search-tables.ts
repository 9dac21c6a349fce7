import type { Language } from '@court/contract';

// The site search tables, as Kysely sees them (camelCase through CamelCasePlugin; the database is
// snake_case).

/** Searches that found nothing: one row per normalised query, language and court day. */
export interface SearchMissTable {
  query: string;
  language: Language;
  /** YYYY-MM-DD, the court's calendar day. */
  day: string;
  count: number;
}

/**
 * This feature's tables by the names queries use; platform/database/schema.ts joins every
 * feature's into Database.
 */
export interface SearchTables {
  searchMiss: SearchMissTable;
}
