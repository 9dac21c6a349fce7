import type { Insertable, Kysely } from 'kysely';
import type { Database, StaffSessionTable } from '../platform/database/schema';

export type NewStaffSession = Insertable<StaffSessionTable>;

/** A session joined with its account: what the session middleware needs in one query. */
export interface StaffSessionWithUser {
  idHash: string;
  lastSeenAt: string;
  expiresAt: string;
  userId: number;
  username: string;
  displayName: string;
  roles: string;
  disabled: number;
}

export async function insertStaffSession(
  db: Kysely<Database>,
  session: NewStaffSession,
): Promise<void> {
  await db.insertInto('staffSession').values(session).execute();
}

export async function findStaffSession(
  db: Kysely<Database>,
  idHash: string,
): Promise<StaffSessionWithUser | undefined> {
  return db
    .selectFrom('staffSession')
    .innerJoin('staffUser', 'staffUser.id', 'staffSession.staffUserId')
    .select([
      'staffSession.idHash',
      'staffSession.lastSeenAt',
      'staffSession.expiresAt',
      'staffUser.id as userId',
      'staffUser.username',
      'staffUser.displayName',
      'staffUser.roles',
      'staffUser.disabled',
    ])
    .where('staffSession.idHash', '=', idHash)
    .executeTakeFirst();
}

export async function touchStaffSession(
  db: Kysely<Database>,
  idHash: string,
  lastSeenAt: string,
): Promise<void> {
  await db.updateTable('staffSession').set({ lastSeenAt }).where('idHash', '=', idHash).execute();
}

/** Deletes one session; returns whether it existed. */
export async function deleteStaffSession(db: Kysely<Database>, idHash: string): Promise<boolean> {
  const result = await db
    .deleteFrom('staffSession')
    .where('idHash', '=', idHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteStaffSessionsOfUser(
  db: Kysely<Database>,
  userId: number,
): Promise<void> {
  await db.deleteFrom('staffSession').where('staffUserId', '=', userId).execute();
}

/** Removes sessions past their absolute end or idle since before `idleSince`. */
export async function deleteExpiredStaffSessions(
  db: Kysely<Database>,
  now: string,
  idleSince: string,
): Promise<void> {
  await db
    .deleteFrom('staffSession')
    .where((eb) => eb.or([eb('expiresAt', '<=', now), eb('lastSeenAt', '<=', idleSince)]))
    .execute();
}
