import type { Generated } from 'kysely';

// The court content tables, as Kysely sees them (camelCase through CamelCasePlugin; the database is
// snake_case).

/** Which content a draft or version holds. */
export type ContentKind =
  | 'court-facts'
  | 'court-hours'
  | 'court-links'
  | 'court-contacts'
  | 'court-directions'
  | 'site-faq'
  | 'jury-faq'
  | 'court-officials';

/** An official's photo, re-encoded to WebP at the pages' size and at twice it. */
export interface OfficialPhotoTable {
  /** The first 32 hex digits of the SHA-256 of the standard size. */
  id: string;
  standard: Buffer;
  double: Buffer;
  uploadedBy: string;
  uploadedAt: string;
}

/** The working draft of one kind of content: a JSON object, as staff last saved it. */
export interface ContentDraftTable {
  kind: ContentKind;
  data: string;
  savedBy: string;
  savedAt: string;
}

/** A published version of one kind of content; the site shows the newest whose time has come. */
export interface ContentVersionTable {
  id: Generated<number>;
  kind: ContentKind;
  /** 1, 2, 3… per kind. */
  number: number;
  data: string;
  publishedBy: string;
  createdAt: string;
  /** ISO 8601 instant from which the site shows it. */
  publishAt: string;
  /** Staff cancelled it before its time: the site never shows it. */
  cancelledBy: string | null;
  cancelledAt: string | null;
}

/**
 * This feature's tables by the names queries use; platform/database/schema.ts joins every
 * feature's into Database.
 */
export interface ContentTables {
  contentDraft: ContentDraftTable;
  contentVersion: ContentVersionTable;
  officialPhoto: OfficialPhotoTable;
}
