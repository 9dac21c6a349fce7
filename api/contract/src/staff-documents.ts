import type { Language } from './constants';
import type { DocumentGroup } from './documents';

/*
 * The document library as staff with the role documents (or admin) keep it. The endpoints, all
 * under staff/documents (STAFF_DOCUMENTS_PATH), each answering the StaffDocument it changed:
 *
 * - GET staff/documents: every document, retired ones too (StaffDocumentList).
 * - POST staff/documents, multipart { file, slug, group, titleEn, titleEs }: adds a document (201).
 * - PATCH staff/documents/:slug { title }: new titles.
 * - POST staff/documents/:slug/versions, multipart { file }: a new file, current at once (201).
 * - POST staff/documents/:slug/versions/:id/current: makes an older file current again.
 * - GET staff/documents/:slug/versions/:id/file: any version's PDF.
 * - POST staff/documents/:slug/retire { replacedBy }: out of the public lists; its address
 *   answers 410, or redirects to replacedBy's address for good when one is named.
 * - POST staff/documents/:slug/restore: back in its group, at the end.
 * - PUT staff/documents/order { group, slugs }: the order of a group's documents (StaffDocumentList).
 */

/** Where staff keep the document library (under API_BASE). */
export const STAFF_DOCUMENTS_PATH = 'staff/documents';

/** The groups staff file documents under, in the order the tool shows them. */
export const DOCUMENT_GROUPS = [
  'fees',
  'court',
  'policies',
  'annual-reports',
  'victim-rights',
  'bank-garnishments',
  'wage-garnishments',
  'other-forms',
] as const satisfies readonly DocumentGroup[];

/** A document's address: lower-case letters and digits in words joined by single dashes. */
export const DOCUMENT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const DOCUMENT_SLUG_MAX_LENGTH = 80;
export const DOCUMENT_TITLE_MAX_LENGTH = 200;
/** Largest PDF staff may upload, in bytes. */
export const DOCUMENT_MAX_BYTES = 15 * 1024 * 1024;

/** The names of the fields of the add and replace forms, as the API reports errors under them. */
export const STAFF_DOCUMENT_FIELDS = {
  file: 'file',
  slug: 'slug',
  group: 'group',
  titleEn: 'titleEn',
  titleEs: 'titleEs',
  replacedBy: 'replacedBy',
} as const;

/** One uploaded file of a document. */
export interface StaffDocumentVersion {
  id: number;
  /** SHA-256 of the bytes, hex. */
  sha256: string;
  /** Size in bytes. */
  size: number;
  /** Pages, when the PDF could be counted. */
  pages: number | null;
  /** ISO date-time. */
  uploadedAt: string;
  /** Username of who uploaded it; null for the files the catalog was first filled with. */
  uploadedBy: string | null;
  /** Where staff download this version. */
  fileUrl: string;
}

/** A document of the library as staff see it: its place, titles, current file and history. */
export interface StaffDocument {
  slug: string;
  group: DocumentGroup;
  title: Record<Language, string>;
  /** The public address, /documents/<slug>.pdf. */
  url: string;
  /** ISO date-time it was retired; null while it is listed. */
  retiredAt: string | null;
  /** Where a retired document's address redirects; null for a 410. */
  replacedBy: string | null;
  /** Id of the version the public address serves. */
  currentVersionId: number;
  /** Every file it has had, newest first. */
  versions: StaffDocumentVersion[];
}

/** GET staff/documents and PUT staff/documents/order: listed documents by group order, then retired. */
export interface StaffDocumentList {
  documents: StaffDocument[];
}

/** PATCH staff/documents/:slug. */
export interface StaffDocumentTitleChange {
  title: Record<Language, string>;
}

/** POST staff/documents/:slug/retire. */
export interface StaffDocumentRetirement {
  replacedBy: string | null;
}

/** PUT staff/documents/order. */
export interface StaffDocumentOrder {
  group: DocumentGroup;
  slugs: string[];
}
