import type { Generated } from 'kysely';
import type { StoredFileTable } from '../platform/files/stored-file-table';

// The careers tables, as Kysely sees them (camelCase through CamelCasePlugin; the database is
// snake_case).

export interface CareerPostingTable {
  id: Generated<number>;
  title: string;
  documentId: number;
  /** YYYY-MM-DD. */
  postedDate: string;
  /** 1 active, 0 expired: an integer so both databases bind it the same way. */
  active: number;
  createdAt: string;
}

/** A job-posting PDF, stored once however many postings use it (platform/files/file-store.ts). */
export type CareerDocumentTable = StoredFileTable;

/**
 * This feature's tables by the names queries use; platform/database/schema.ts joins every
 * feature's into Database.
 */
export interface CareersTables {
  careerPosting: CareerPostingTable;
  careerDocument: CareerDocumentTable;
}
