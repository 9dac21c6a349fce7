import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../platform/database/schema';
import type { InterpreterRequestTable } from '../forms-tables';

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

export type InterpreterRequestRow = Selectable<InterpreterRequestTable>;

export async function findInterpreterRequest(
  db: Kysely<Database>,
  submissionId: number,
): Promise<InterpreterRequestRow | undefined> {
  return db
    .selectFrom('interpreterRequest')
    .selectAll()
    .where('submissionId', '=', submissionId)
    .executeTakeFirst();
}
