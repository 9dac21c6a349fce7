import { sql, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database } from '../platform/database/schema';
import type { SubmissionStatusColumn } from './forms-tables';
import type { FormSubmissionRow } from './form-submission-repository';

/** What the staff inbox can narrow the list by; every part is optional. */
export interface InboxFilter {
  forms: readonly string[];
  status?: SubmissionStatusColumn;
  /** ISO instants, inclusive start and exclusive end. */
  receivedFrom?: string;
  receivedBefore?: string;
  /** Matches the start of a reference, or part of a name or case number, in any case. */
  search?: string;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** LIKE with the backslash as escape character, said outright: SQLite has no default one. */
function like(value: Expression<string>, pattern: string): Expression<SqlBool> {
  return sql<SqlBool>`${value} like ${pattern} escape '\\'`;
}

function filtered<O>(
  query: SelectQueryBuilder<Database, 'formSubmission', O>,
  filter: InboxFilter,
): SelectQueryBuilder<Database, 'formSubmission', O> {
  let narrowed = query.where('form', 'in', [...filter.forms]);
  if (filter.status) narrowed = narrowed.where('status', '=', filter.status);
  if (filter.receivedFrom) narrowed = narrowed.where('receivedAt', '>=', filter.receivedFrom);
  if (filter.receivedBefore) narrowed = narrowed.where('receivedAt', '<', filter.receivedBefore);
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search.toLowerCase())}%`;
    const prefix = `${escapeLike(filter.search.toUpperCase())}%`;
    narrowed = narrowed.where((eb) =>
      eb.or([
        like(eb.ref('reference'), prefix),
        like(eb.fn<string>('lower', ['name']), pattern),
        like(eb.fn<string>('lower', ['caseNumber']), pattern),
      ]),
    );
  }
  return narrowed;
}

/** One page of submissions, newest first. */
export async function listInboxSubmissions(
  db: Kysely<Database>,
  filter: InboxFilter,
  limit: number,
  offset: number,
): Promise<FormSubmissionRow[]> {
  return filtered(db.selectFrom('formSubmission').selectAll(), filter)
    .orderBy('receivedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countInboxSubmissions(
  db: Kysely<Database>,
  filter: InboxFilter,
): Promise<number> {
  const row = await filtered(
    db.selectFrom('formSubmission').select((eb) => eb.fn.countAll<number | string>().as('total')),
    filter,
  ).executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function findSubmission(
  db: Kysely<Database>,
  id: number,
): Promise<FormSubmissionRow | undefined> {
  return db.selectFrom('formSubmission').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Marks a new submission processed; false when it was not new (or not there). */
export async function markSubmissionProcessed(
  db: Kysely<Database>,
  id: number,
  processedBy: string,
  processedAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('formSubmission')
    .set({ status: 'processed', processedAt, processedBy })
    .where('id', '=', id)
    .where('status', '=', 'new')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes processed submissions older than `cutoff`; the forms' rows cascade with them. */
export async function deleteProcessedSubmissionsBefore(
  db: Kysely<Database>,
  cutoff: Date,
): Promise<number> {
  const result = await db
    .deleteFrom('formSubmission')
    .where('status', '=', 'processed')
    .where('processedAt', '<', cutoff.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
