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

export async function updateStaffRoles(
  db: Kysely<Database>,
  id: number,
  roles: string,
  updatedAt: string,
): Promise<void> {
  await db.updateTable('staffUser').set({ roles, updatedAt }).where('id', '=', id).execute();
}

export async function updateStaffLastSignIn(
  db: Kysely<Database>,
  id: number,
  lastSignInAt: string,
): Promise<void> {
  await db.updateTable('staffUser').set({ lastSignInAt }).where('id', '=', id).execute();
}

/**
 * Locks the rows of every account not disabled until the transaction ends, by writing each as it
 * is: two administrators changing each other's accounts at once are then taken one after the
 * other, so both cannot see the other as the administrator who remains.
 */
export async function lockActiveStaffUsers(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable('staffUser')
    .set((eb) => ({ updatedAt: eb.ref('updatedAt') }))
    .where('disabled', '=', 0)
    .execute();
}

/** The stored roles of every account not disabled, but the one given. */
export async function listActiveStaffRolesExcept(
  db: Kysely<Database>,
  id: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('staffUser')
    .select('roles')
    .where('disabled', '=', 0)
    .where('id', '<>', id)
    .execute();
  return rows.map((row) => row.roles);
}
