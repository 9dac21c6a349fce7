// The site messages tables, as Kysely sees them (camelCase through CamelCasePlugin; the database is
// snake_case).

export type SiteMessageKey = 'juror' | 'drug-testing';

export interface SiteMessageTable {
  key: SiteMessageKey;
  message: string;
  updatedAt: string;
}

/**
 * This feature's tables by the names queries use; platform/database/schema.ts joins every
 * feature's into Database.
 */
export interface MessagesTables {
  siteMessage: SiteMessageTable;
}
