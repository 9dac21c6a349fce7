import type { Insertable, Kysely } from 'kysely';
import type { CareerPostingTable, Database } from '../db/schema';

export interface CareerPostingSummary {
  id: number;
  title: string;
  postedDate: string;
}

export interface CareerPostingDocument {
  title: string;
  document: Buffer;
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

export async function findActiveCareerPostingDocument(
  db: Kysely<Database>,
  id: number,
): Promise<CareerPostingDocument | undefined> {
  return db
    .selectFrom('careerPosting')
    .select(['title', 'document'])
    .where('id', '=', id)
    .where('active', '=', 1)
    .executeTakeFirst();
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

/** True when no posting exists at all (the seed only fills an empty database). */
export async function hasAnyCareerPosting(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('careerPosting').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}
