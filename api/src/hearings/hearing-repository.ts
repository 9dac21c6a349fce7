import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../platform/database/schema';
import type { HearingChangeTable, HearingImportTable, HearingTable } from './hearings-tables';

export type HearingRow = Selectable<HearingTable>;
export type HearingImportRow = Selectable<HearingImportTable>;

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters and SQLite's 32,766. */
const INSERT_CHUNK = 500;

async function insertInChunks<Row>(
  rows: readonly Row[],
  insert: (chunk: Row[]) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await insert(rows.slice(start, start + INSERT_CHUNK));
  }
}

export function listHearingRows(db: Kysely<Database>): Promise<HearingRow[]> {
  return db.selectFrom('hearing').selectAll().execute();
}

export async function insertHearings(
  db: Kysely<Database>,
  hearings: readonly Insertable<HearingTable>[],
): Promise<void> {
  await insertInChunks(hearings, (chunk) => db.insertInto('hearing').values(chunk).execute());
}

/** The ids of the hearings an import inserted, keyed by their identity columns. */
export function listHearingsOfImport(
  db: Kysely<Database>,
  importId: number,
): Promise<Pick<HearingRow, 'id' | 'caseNumber' | 'lastName' | 'firstName' | 'hearingType'>[]> {
  return db
    .selectFrom('hearing')
    .select(['id', 'caseNumber', 'lastName', 'firstName', 'hearingType'])
    .where('lastImportId', '=', importId)
    .execute();
}

export async function updateHearing(
  db: Kysely<Database>,
  id: number,
  changes: Partial<Insertable<HearingTable>>,
): Promise<void> {
  await db.updateTable('hearing').set(changes).where('id', '=', id).execute();
}

export async function insertHearingChanges(
  db: Kysely<Database>,
  changes: readonly Insertable<HearingChangeTable>[],
): Promise<void> {
  await insertInChunks(changes, (chunk) => db.insertInto('hearingChange').values(chunk).execute());
}

export async function insertHearingImport(
  db: Kysely<Database>,
  row: Insertable<HearingImportTable>,
): Promise<number> {
  const { id } = await db
    .insertInto('hearingImport')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateHearingImport(
  db: Kysely<Database>,
  id: number,
  changes: Partial<Insertable<HearingImportTable>>,
): Promise<void> {
  await db.updateTable('hearingImport').set(changes).where('id', '=', id).execute();
}

export function listHearingImports(
  db: Kysely<Database>,
  limit: number,
): Promise<HearingImportRow[]> {
  return db.selectFrom('hearingImport').selectAll().orderBy('id', 'desc').limit(limit).execute();
}

export function findHearingImport(
  db: Kysely<Database>,
  id: number,
): Promise<HearingImportRow | undefined> {
  return db.selectFrom('hearingImport').selectAll().where('id', '=', id).executeTakeFirst();
}

/** What an import changed, with the hearing as it now is. */
export function listChangesOfImport(db: Kysely<Database>, importId: number) {
  return db
    .selectFrom('hearingChange')
    .innerJoin('hearing', 'hearing.id', 'hearingChange.hearingId')
    .select([
      'hearingChange.kind',
      'hearingChange.before',
      'hearing.caseNumber',
      'hearing.lastName',
      'hearing.firstName',
      'hearing.hearingType',
      'hearing.hearingDate',
      'hearing.hearingTime',
      'hearing.courtroom',
      'hearing.status',
    ])
    .where('hearingChange.importId', '=', importId)
    .orderBy('hearingChange.id')
    .execute();
}
