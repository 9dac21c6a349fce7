import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../platform/database/schema';
import type { CareerPostingTable } from './careers-tables';

export interface CareerPostingSummary {
  id: number;
  title: string;
  postedDate: string;
}

/** A posting as staff see it: its flag and the size of its document, never the bytes. */
export interface CareerPostingRow extends CareerPostingSummary {
  active: number;
  documentSize: number;
}

/** A posting's title and the stored file (career_document) of its PDF. */
export interface CareerPostingDocument {
  title: string;
  documentId: number;
}

/** Active postings, newest first. */
export async function listActiveCareerPostings(
  db: Kysely<Database>,
): Promise<CareerPostingSummary[]> {
  return db
    .selectFrom('careerPosting')
    .select(['id', 'title', 'postedDate'])
    .where('active', '=', 1)
    .orderBy('postedDate', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Every posting, active or expired, newest first. */
export async function listAllCareerPostings(db: Kysely<Database>): Promise<CareerPostingRow[]> {
  return db
    .selectFrom('careerPosting')
    .innerJoin('careerDocument', 'careerDocument.id', 'careerPosting.documentId')
    .select([
      'careerPosting.id',
      'careerPosting.title',
      'careerPosting.postedDate',
      'careerPosting.active',
      'careerDocument.size as documentSize',
    ])
    .orderBy('careerPosting.postedDate', 'desc')
    .orderBy('careerPosting.id', 'desc')
    .execute();
}

export async function findCareerPosting(
  db: Kysely<Database>,
  id: number,
): Promise<CareerPostingRow | undefined> {
  return db
    .selectFrom('careerPosting')
    .innerJoin('careerDocument', 'careerDocument.id', 'careerPosting.documentId')
    .select([
      'careerPosting.id',
      'careerPosting.title',
      'careerPosting.postedDate',
      'careerPosting.active',
      'careerDocument.size as documentSize',
    ])
    .where('careerPosting.id', '=', id)
    .executeTakeFirst();
}

/** Which PDF a posting has; with onlyActive, undefined for an expired one. */
export async function findCareerPostingDocument(
  db: Kysely<Database>,
  id: number,
  onlyActive: boolean,
): Promise<CareerPostingDocument | undefined> {
  let query = db.selectFrom('careerPosting').select(['title', 'documentId']).where('id', '=', id);
  if (onlyActive) query = query.where('active', '=', 1);
  return query.executeTakeFirst();
}

export async function insertCareerPosting(
  db: Kysely<Database>,
  posting: Insertable<CareerPostingTable>,
): Promise<number> {
  const row = await db
    .insertInto('careerPosting')
    .values(posting)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes a posting's title or flag; answers false when there is no such posting. */
export async function updateCareerPosting(
  db: Kysely<Database>,
  id: number,
  changes: Pick<Updateable<CareerPostingTable>, 'title' | 'active'>,
): Promise<boolean> {
  const result = await db
    .updateTable('careerPosting')
    .set(changes)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** True when no posting exists at all (the seed only fills an empty database). */
export async function hasAnyCareerPosting(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('careerPosting').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}
