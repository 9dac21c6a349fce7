import type { Insertable, Kysely } from 'kysely';
import type { Database, InterpreterRequestTable } from '../db/schema';

export type NewInterpreterRequest = Insertable<InterpreterRequestTable>;

export async function insertInterpreterRequest(
  db: Kysely<Database>,
  request: NewInterpreterRequest,
): Promise<number> {
  const row = await db
    .insertInto('interpreterRequest')
    .values(request)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
