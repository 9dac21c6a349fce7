import type { Generated } from 'kysely';
import type { StoredFileTable } from '../platform/files/stored-file-table';

// The document library tables, as Kysely sees them (camelCase through CamelCasePlugin; the database
// is snake_case).

/** A library PDF, stored once however many versions use it (platform/files/file-store.ts). */
export interface DocumentFileTable extends StoredFileTable {
  /** Null when the PDF could not be counted. */
  pages: number | null;
}

export interface DocumentTable {
  id: Generated<number>;
  slug: string;
  groupName: string;
  titleEn: string;
  titleEs: string;
  position: number;
  currentVersionId: number | null;
  createdAt: string;
  retiredAt: string | null;
  replacedBySlug: string | null;
}

export interface DocumentVersionTable {
  id: Generated<number>;
  documentId: number;
  fileId: number;
  uploadedAt: string;
  uploadedBy: string | null;
}

/**
 * This feature's tables by the names queries use; platform/database/schema.ts joins every
 * feature's into Database.
 */
export interface DocumentsTables {
  documentFile: DocumentFileTable;
  document: DocumentTable;
  documentVersion: DocumentVersionTable;
}
