import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../platform/database/schema';
import type { CareerDocumentTable } from './careers-tables';

/** Stores a PDF unless a document with the same SHA-256 is already there. */
export async function insertCareerDocumentIfAbsent(
  db: Kysely<Database>,
  document: Insertable<CareerDocumentTable>,
): Promise<void> {
  await db
    .insertInto('careerDocument')
    .values(document)
    .onConflict((conflict) => conflict.column('sha256').doNothing())
    .execute();
}

export async function findCareerDocumentId(
  db: Kysely<Database>,
  sha256: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('careerDocument')
    .select('id')
    .where('sha256', '=', sha256)
    .executeTakeFirst();
  return row?.id;
}
