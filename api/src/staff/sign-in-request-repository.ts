import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../platform/database/schema';
import type { StaffSignInRequestTable } from './staff-tables';

export type StaffSignInRequestRow = Selectable<StaffSignInRequestTable>;

export async function insertSignInRequest(
  db: Kysely<Database>,
  request: Insertable<StaffSignInRequestTable>,
): Promise<void> {
  await db.insertInto('staffSignInRequest').values(request).execute();
}

/**
 * Takes the sign-in request of a state for the browser that started it, while it lasts: deleted
 * as it is read, in one statement, so a callback sent twice finds it only once.
 */
export async function takeSignInRequest(
  db: Kysely<Database>,
  stateHash: string,
  browserHash: string,
  now: string,
): Promise<StaffSignInRequestRow | undefined> {
  return db
    .deleteFrom('staffSignInRequest')
    .where('stateHash', '=', stateHash)
    .where('browserHash', '=', browserHash)
    .where('expiresAt', '>', now)
    .returningAll()
    .executeTakeFirst();
}

/** Removes the requests nobody finished in time. */
export async function deleteExpiredSignInRequests(
  db: Kysely<Database>,
  now: string,
): Promise<void> {
  await db.deleteFrom('staffSignInRequest').where('expiresAt', '<=', now).execute();
}
