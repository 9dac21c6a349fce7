import type { Kysely } from 'kysely';
import type { Database } from '../platform/database/schema';

/** A document with its current file, as the catalog and the staff tool read it. */
export interface DocumentRow {
  id: number;
  slug: string;
  groupName: string;
  titleEn: string;
  titleEs: string;
  position: number;
  retiredAt: string | null;
  replacedBySlug: string | null;
  currentVersionId: number | null;
  /** SHA-256 of the current file; null only for a document caught between its two inserts. */
  sha256: string | null;
}

/** Every document, with the SHA-256 of its current file, in group then position order. */
export function listDocumentRows(db: Kysely<Database>): Promise<DocumentRow[]> {
  return db
    .selectFrom('document')
    .leftJoin('documentVersion', 'documentVersion.id', 'document.currentVersionId')
    .leftJoin('documentFile', 'documentFile.id', 'documentVersion.fileId')
    .select([
      'document.id',
      'document.slug',
      'document.groupName',
      'document.titleEn',
      'document.titleEs',
      'document.position',
      'document.retiredAt',
      'document.replacedBySlug',
      'document.currentVersionId',
      'documentFile.sha256',
    ])
    .orderBy('document.position')
    .orderBy('document.id')
    .execute();
}

/** A version of a document with what staff are shown of its file. */
export interface DocumentVersionRow {
  id: number;
  documentId: number;
  uploadedAt: string;
  uploadedBy: string | null;
  sha256: string;
  size: number;
  pages: number | null;
}

/** Every version of every document, newest first. */
export function listDocumentVersionRows(db: Kysely<Database>): Promise<DocumentVersionRow[]> {
  return db
    .selectFrom('documentVersion')
    .innerJoin('documentFile', 'documentFile.id', 'documentVersion.fileId')
    .select([
      'documentVersion.id',
      'documentVersion.documentId',
      'documentVersion.uploadedAt',
      'documentVersion.uploadedBy',
      'documentFile.sha256',
      'documentFile.size',
      'documentFile.pages',
    ])
    .orderBy('documentVersion.id', 'desc')
    .execute();
}

/** Adds a version of a document and makes it the one its address serves. */
export async function insertCurrentVersion(
  db: Kysely<Database>,
  version: { documentId: number; fileId: number; uploadedAt: string; uploadedBy: string | null },
): Promise<number> {
  const { id } = await db
    .insertInto('documentVersion')
    .values(version)
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('document')
    .set({ currentVersionId: id })
    .where('id', '=', version.documentId)
    .execute();
  return id;
}

/** The next position at the end of a group. */
export async function nextPositionIn(db: Kysely<Database>, groupName: string): Promise<number> {
  const row = await db
    .selectFrom('document')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('groupName', '=', groupName)
    .executeTakeFirst();
  return Number(row?.last ?? -1) + 1;
}
