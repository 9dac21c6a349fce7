import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../platform/database/schema';
import type { FormSubmissionTable } from './forms-tables';

export type FormSubmissionRow = Selectable<FormSubmissionTable>;
export type NewFormSubmission = Insertable<FormSubmissionTable>;

export async function insertFormSubmission(
  db: Kysely<Database>,
  submission: NewFormSubmission,
): Promise<number> {
  const row = await db
    .insertInto('formSubmission')
    .values(submission)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The submission a browser already sent with this idempotency key, if any. */
export async function findSubmissionByIdempotencyKey(
  db: Kysely<Database>,
  form: string,
  idempotencyKey: string,
): Promise<{ id: number; reference: string } | undefined> {
  return db
    .selectFrom('formSubmission')
    .select(['id', 'reference'])
    .where('form', '=', form)
    .where('idempotencyKey', '=', idempotencyKey)
    .executeTakeFirst();
}

/**
 * Takes the next number of a reference series (prefix and year) in the caller's transaction:
 * concurrent submissions wait on the counter's row, so no two get the same number.
 */
export async function takeReferenceNumber(
  db: Kysely<Database>,
  prefix: string,
  year: number,
): Promise<number> {
  const row = await db
    .insertInto('referenceCounter')
    .values({ prefix, year, lastNumber: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['prefix', 'year'])
        .doUpdateSet((update) => ({ lastNumber: update('referenceCounter.lastNumber', '+', 1) })),
    )
    .returning('lastNumber')
    .executeTakeFirstOrThrow();
  return row.lastNumber;
}
