import type { Generated } from 'kysely';

// The document library tables, as Kysely sees them (camelCase through CamelCasePlugin; the database
// is snake_case).

export interface DocumentFileTable {
  id: Generated<number>;
  /** SHA-256 of the bytes, hex; unique, so the same file is kept only once. */
  sha256: string;
  size: number;
  pages: number | null;
  bytes: Buffer;
  createdAt: string;
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
