import type { Insertable, Kysely, NotNull } from 'kysely';
import type {
  Database,
  StaffFirstFactor,
  StaffSessionStage,
  StaffSessionTable,
} from '../platform/database/schema';

export type NewStaffSession = Insertable<StaffSessionTable>;

/** A session joined with its account: what the session middleware needs in one query. */
export interface StaffSessionWithUser {
  idHash: string;
  lastSeenAt: string;
  expiresAt: string;
  stage: StaffSessionStage;
  factorAt: string | null;
  userId: number;
  username: string;
  displayName: string;
  roles: string;
  disabled: number;
  /** Null while the account has no authentication app. */
  totpEnrolledAt: string | null;
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
      'staffSession.stage',
      'staffSession.factorAt',
      'staffUser.id as userId',
      'staffUser.username',
      'staffUser.displayName',
      'staffUser.roles',
      'staffUser.disabled',
      'staffUser.totpEnrolledAt',
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

/** The sealed app secret being enrolled from a session, if one is. */
export async function findPendingTotpSecret(
  db: Kysely<Database>,
  idHash: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('staffSession')
    .select('totpPendingSecret')
    .where('idHash', '=', idHash)
    .executeTakeFirst();
  return row?.totpPendingSecret ?? null;
}

export async function setPendingTotpSecret(
  db: Kysely<Database>,
  idHash: string,
  sealedSecret: string,
): Promise<void> {
  await db
    .updateTable('staffSession')
    .set({ totpPendingSecret: sealedSecret })
    .where('idHash', '=', idHash)
    .execute();
}

/**
 * Marks a session as having proved a second factor at `factorAt`, past every step of sign-in, and
 * gives it a new id: the id that served before the factor was proved no longer works. Returns how
 * its first factor was proved; undefined when the session is gone.
 */
export async function completeStaffSession(
  db: Kysely<Database>,
  idHash: string,
  newIdHash: string,
  factorAt: string,
): Promise<StaffFirstFactor | undefined> {
  const row = await db
    .updateTable('staffSession')
    .set({ idHash: newIdHash, stage: 'complete', factorAt, totpPendingSecret: null })
    .where('idHash', '=', idHash)
    .returning('firstFactor')
    .executeTakeFirst();
  return row?.firstFactor;
}

/** App secrets being enrolled that are sealed under another key than `currentKeyId`. */
export async function listPendingSecretsSealedWithOtherKeys(
  db: Kysely<Database>,
  currentKeyId: string,
): Promise<{ idHash: string; totpPendingSecret: string }[]> {
  return db
    .selectFrom('staffSession')
    .select(['idHash', 'totpPendingSecret'])
    .where('totpPendingSecret', 'is not', null)
    .where('totpPendingSecret', 'not like', `${currentKeyId}.%`)
    .$narrowType<{ totpPendingSecret: NotNull }>()
    .execute();
}

/** Every session of an account, whatever its step, the most recently used first. */
export async function listStaffSessionsOfUser(
  db: Kysely<Database>,
  userId: number,
): Promise<
  Pick<
    StaffSessionTable,
    'idHash' | 'createdAt' | 'lastSeenAt' | 'expiresAt' | 'ip' | 'userAgent' | 'stage'
  >[]
> {
  return db
    .selectFrom('staffSession')
    .select(['idHash', 'createdAt', 'lastSeenAt', 'expiresAt', 'ip', 'userAgent', 'stage'])
    .where('staffUserId', '=', userId)
    .orderBy('lastSeenAt', 'desc')
    .execute();
}

/** Deletes every session of an account but `keepIdHash`; the number deleted. */
export async function deleteOtherStaffSessionsOfUser(
  db: Kysely<Database>,
  userId: number,
  keepIdHash: string,
): Promise<number> {
  const result = await db
    .deleteFrom('staffSession')
    .where('staffUserId', '=', userId)
    .where('idHash', '!=', keepIdHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
