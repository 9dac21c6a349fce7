import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, StaffUserTable } from '../platform/database/schema';

export type StaffUserRow = Selectable<StaffUserTable>;
export type NewStaffUser = Insertable<StaffUserTable>;

export async function findStaffUserByUsername(
  db: Kysely<Database>,
  username: string,
): Promise<StaffUserRow | undefined> {
  return db.selectFrom('staffUser').selectAll().where('username', '=', username).executeTakeFirst();
}

export async function insertStaffUser(db: Kysely<Database>, user: NewStaffUser): Promise<number> {
  const row = await db
    .insertInto('staffUser')
    .values(user)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function listStaffUsers(db: Kysely<Database>): Promise<StaffUserRow[]> {
  return db.selectFrom('staffUser').selectAll().orderBy('username').execute();
}

export async function updateStaffPassword(
  db: Kysely<Database>,
  id: number,
  passwordHash: string,
  updatedAt: string,
): Promise<void> {
  await db.updateTable('staffUser').set({ passwordHash, updatedAt }).where('id', '=', id).execute();
}

export async function updateStaffDisabled(
  db: Kysely<Database>,
  id: number,
  disabled: boolean,
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable('staffUser')
    .set({ disabled: disabled ? 1 : 0, updatedAt })
    .where('id', '=', id)
    .execute();
}
