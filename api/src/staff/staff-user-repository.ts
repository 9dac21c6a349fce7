import type { Insertable, Kysely, NotNull, Selectable } from 'kysely';
import type { Database } from '../platform/database/schema';
import type { StaffUserTable } from './staff-tables';

export type StaffUserRow = Selectable<StaffUserTable>;
export type NewStaffUser = Insertable<StaffUserTable>;

export async function findStaffUserByUsername(
  db: Kysely<Database>,
  username: string,
): Promise<StaffUserRow | undefined> {
  return db.selectFrom('staffUser').selectAll().where('username', '=', username).executeTakeFirst();
}

export async function findStaffUserById(
  db: Kysely<Database>,
  id: number,
): Promise<StaffUserRow | undefined> {
  return db.selectFrom('staffUser').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The account of a person of an OpenID Connect provider: its issuer and the `sub` claim. */
export async function findStaffUserBySubject(
  db: Kysely<Database>,
  issuer: string,
  subject: string,
): Promise<StaffUserRow | undefined> {
  return db
    .selectFrom('staffUser')
    .selectAll()
    .where('oidcIssuer', '=', issuer)
    .where('oidcSubject', '=', subject)
    .executeTakeFirst();
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

/** What the provider says of an account's person, written at each of their sign-ins. */
export async function updateStaffFromProvider(
  db: Kysely<Database>,
  id: number,
  person: { displayName: string; email: string; roles: string },
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable('staffUser')
    .set({ ...person, updatedAt })
    .where('id', '=', id)
    .execute();
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

/**
 * Records that a code of the account's app was accepted for `step`, unless a code of that step
 * or a later one already was: false then, and the code must be refused. One statement, so two
 * requests with the same code cannot both pass.
 */
export async function acceptTotpStep(
  db: Kysely<Database>,
  id: number,
  step: number,
): Promise<boolean> {
  const result = await db
    .updateTable('staffUser')
    .set({ totpLastStep: step })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totpLastStep', 'is', null), eb('totpLastStep', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Puts an authentication app in force for an account that has none, with the step its first
 * code was accepted for. False when the account already has one (enrolled meanwhile elsewhere).
 */
export async function enrolStaffTotp(
  db: Kysely<Database>,
  id: number,
  enrolment: { sealedSecret: string; step: number; enrolledAt: string },
): Promise<boolean> {
  const result = await db
    .updateTable('staffUser')
    .set({
      totpSecret: enrolment.sealedSecret,
      totpLastStep: enrolment.step,
      totpEnrolledAt: enrolment.enrolledAt,
      updatedAt: enrolment.enrolledAt,
    })
    .where('id', '=', id)
    .where('totpSecret', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Removes an account's authentication app. */
export async function clearStaffTotp(
  db: Kysely<Database>,
  id: number,
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable('staffUser')
    .set({
      totpSecret: null,
      totpLastStep: null,
      totpEnrolledAt: null,
      factorFailures: 0,
      updatedAt,
    })
    .where('id', '=', id)
    .execute();
}

/** Counts one more failed second-factor proof of an account, in one statement; the new count. */
export async function countFactorFailure(db: Kysely<Database>, id: number): Promise<number> {
  const row = await db
    .updateTable('staffUser')
    .set((eb) => ({ factorFailures: eb('factorFailures', '+', 1) }))
    .where('id', '=', id)
    .returning('factorFailures')
    .executeTakeFirst();
  return row?.factorFailures ?? 0;
}

/** A proof went through: the failures in a row start again. */
export async function clearFactorFailures(db: Kysely<Database>, id: number): Promise<void> {
  await db
    .updateTable('staffUser')
    .set({ factorFailures: 0 })
    .where('id', '=', id)
    .where('factorFailures', '>', 0)
    .execute();
}

/** App secrets sealed under another key than `currentKeyId`. */
export async function listTotpSecretsSealedWithOtherKeys(
  db: Kysely<Database>,
  currentKeyId: string,
): Promise<{ id: number; totpSecret: string }[]> {
  return db
    .selectFrom('staffUser')
    .select(['id', 'totpSecret'])
    .where('totpSecret', 'is not', null)
    .where('totpSecret', 'not like', `${currentKeyId}.%`)
    .$narrowType<{ totpSecret: NotNull }>()
    .execute();
}

export async function updateStaffTotpSecret(
  db: Kysely<Database>,
  id: number,
  totpSecret: string,
): Promise<void> {
  await db.updateTable('staffUser').set({ totpSecret }).where('id', '=', id).execute();
}

/**
 * Gives the account `handle` as the user handle of its passkeys, unless it has one already (two
 * passkeys added at once keep the first). Read the account again for the handle it has.
 */
export async function setPasskeyUserHandleIfNone(
  db: Kysely<Database>,
  id: number,
  handle: string,
): Promise<void> {
  await db
    .updateTable('staffUser')
    .set({ passkeyUserHandle: handle })
    .where('id', '=', id)
    .where('passkeyUserHandle', 'is', null)
    .execute();
}
