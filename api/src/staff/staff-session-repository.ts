import type { Insertable, Kysely, NotNull } from 'kysely';
import type { Database } from '../platform/database/schema';
import type { StaffFirstFactor, StaffSessionTable } from './staff-tables';
import type { StaffSessionStage } from '../platform/authorization';

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
  /** Whether the account has a passkey. */
  hasPasskey: boolean;
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
  const row = await db
    .selectFrom('staffSession')
    .innerJoin('staffUser', 'staffUser.id', 'staffSession.staffUserId')
    .select((eb) => [
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
      eb
        .exists(
          eb
            .selectFrom('staffPasskey')
            .select('staffPasskey.id')
            .whereRef('staffPasskey.staffUserId', '=', 'staffUser.id'),
        )
        .as('hasPasskey'),
    ])
    .where('staffSession.idHash', '=', idHash)
    .executeTakeFirst();
  // SQLite answers exists with 0 or 1, PostgreSQL with a boolean.
  return row && { ...row, hasPasskey: Boolean(row.hasPasskey) };
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

/** Ends the account's sessions that never proved a second factor (a password alone). */
export async function deleteStaffSessionsWithoutFactor(
  db: Kysely<Database>,
  userId: number,
): Promise<void> {
  await db
    .deleteFrom('staffSession')
    .where('staffUserId', '=', userId)
    .where('factorAt', 'is', null)
    .execute();
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

/** Keeps the challenge of a passkey being added or proved from this session, replacing any. */
export async function setWebauthnChallenge(
  db: Kysely<Database>,
  idHash: string,
  challengeHash: string,
): Promise<void> {
  await db
    .updateTable('staffSession')
    .set({ webauthnChallenge: challengeHash })
    .where('idHash', '=', idHash)
    .execute();
}

/**
 * Uses up the session's challenge when it is this one: true then. One statement, so two answers
 * signed over the same challenge cannot both pass.
 */
export async function spendWebauthnChallenge(
  db: Kysely<Database>,
  idHash: string,
  challengeHash: string,
): Promise<boolean> {
  const result = await db
    .updateTable('staffSession')
    .set({ webauthnChallenge: null })
    .where('idHash', '=', idHash)
    .where('webauthnChallenge', '=', challengeHash)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Moves a session past every step of sign-in and gives it a new id: the id that served before
 * no longer works. `factorAt` is when it proved a second factor; undefined keeps the time it
 * had (adding a factor proves none). Returns how its first factor was proved; undefined when the
 * session is gone.
 */
export async function completeStaffSession(
  db: Kysely<Database>,
  idHash: string,
  newIdHash: string,
  factorAt: string | undefined,
): Promise<StaffFirstFactor | undefined> {
  const row = await db
    .updateTable('staffSession')
    .set({
      idHash: newIdHash,
      stage: 'complete',
      ...(factorAt === undefined ? {} : { factorAt }),
      totpPendingSecret: null,
      webauthnChallenge: null,
    })
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

/** When a session was opened and when it last proved a second factor; undefined when gone. */
export async function findSessionTimes(
  db: Kysely<Database>,
  idHash: string,
): Promise<{ createdAt: string; factorAt: string | null } | undefined> {
  return db
    .selectFrom('staffSession')
    .select(['createdAt', 'factorAt'])
    .where('idHash', '=', idHash)
    .executeTakeFirst();
}
