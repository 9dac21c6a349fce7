import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../platform/database/schema';
import type { StaffPasskeyTable } from './staff-tables';

export type NewStaffPasskey = Insertable<StaffPasskeyTable>;

/** A stored passkey, its counter read as a number whichever database answered. */
export type StaffPasskeyRow = Omit<Selectable<StaffPasskeyTable>, 'signCount'> & {
  signCount: number;
};

/** A passkey with the account it signs in to, as a sign-in needs them together. */
export interface PasskeyWithAccount extends StaffPasskeyRow {
  username: string;
  displayName: string;
  roles: string;
  disabled: number;
  passkeyUserHandle: string | null;
  totpSecret: string | null;
}

function withNumericCount<T extends { signCount: number | string }>(
  row: T,
): Omit<T, 'signCount'> & { signCount: number } {
  return { ...row, signCount: Number(row.signCount) };
}

export async function insertPasskey(db: Kysely<Database>, passkey: NewStaffPasskey): Promise<void> {
  await db.insertInto('staffPasskey').values(passkey).execute();
}

/** An account's passkeys, oldest first. */
export async function listPasskeysOfUser(
  db: Kysely<Database>,
  staffUserId: number,
): Promise<StaffPasskeyRow[]> {
  const rows = await db
    .selectFrom('staffPasskey')
    .selectAll()
    .where('staffUserId', '=', staffUserId)
    .orderBy('id')
    .execute();
  return rows.map(withNumericCount);
}

/** The passkey with this credential id, whoever's it is, with its account. */
export async function findPasskeyByCredentialId(
  db: Kysely<Database>,
  credentialId: string,
): Promise<PasskeyWithAccount | undefined> {
  const row = await db
    .selectFrom('staffPasskey')
    .innerJoin('staffUser', 'staffUser.id', 'staffPasskey.staffUserId')
    .selectAll('staffPasskey')
    .select([
      'staffUser.username',
      'staffUser.displayName',
      'staffUser.roles',
      'staffUser.disabled',
      'staffUser.passkeyUserHandle',
      'staffUser.totpSecret',
    ])
    .where('staffPasskey.credentialId', '=', credentialId)
    .executeTakeFirst();
  return row && withNumericCount(row);
}

/** Whether a passkey with this credential id is stored, for any account. */
export async function passkeyCredentialExists(
  db: Kysely<Database>,
  credentialId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('staffPasskey')
    .select('id')
    .where('credentialId', '=', credentialId)
    .executeTakeFirst();
  return row !== undefined;
}

/** How many passkeys each account has, for the accounts that have any. */
export async function countPasskeysByUser(db: Kysely<Database>): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('staffPasskey')
    .select(['staffUserId', (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy('staffUserId')
    .execute();
  return new Map(rows.map((row) => [row.staffUserId, Number(row.count)]));
}

/** After a sign-in with it: its new counter, whether it is backed up now, and when it was used. */
export async function recordPasskeyUse(
  db: Kysely<Database>,
  id: number,
  use: { signCount: number; backedUp: boolean; usedAt: string },
): Promise<void> {
  await db
    .updateTable('staffPasskey')
    .set({ signCount: use.signCount, backedUp: use.backedUp ? 1 : 0, lastUsedAt: use.usedAt })
    .where('id', '=', id)
    .execute();
}

/** Deletes one of the account's passkeys; false when it has none with this id. */
export async function deletePasskey(
  db: Kysely<Database>,
  staffUserId: number,
  id: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('staffPasskey')
    .where('id', '=', id)
    .where('staffUserId', '=', staffUserId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Deletes every passkey of the account; their names, for the audit. */
export async function deletePasskeysOfUser(
  db: Kysely<Database>,
  staffUserId: number,
): Promise<string[]> {
  const removed = await db
    .deleteFrom('staffPasskey')
    .where('staffUserId', '=', staffUserId)
    .returning('name')
    .execute();
  return removed.map(({ name }) => name);
}

/** Keeps a challenge handed to a browser that has no session, until `expiresAt`. */
export async function insertPasskeyChallenge(
  db: Kysely<Database>,
  challengeHash: string,
  expiresAt: string,
): Promise<void> {
  await db.insertInto('staffPasskeyChallenge').values({ challengeHash, expiresAt }).execute();
}

/**
 * Uses up a challenge handed out before `now` expired it: true when it was there. One statement,
 * so two answers signed over the same challenge cannot both pass.
 */
export async function spendPasskeyChallenge(
  db: Kysely<Database>,
  challengeHash: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('staffPasskeyChallenge')
    .where('challengeHash', '=', challengeHash)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Removes the challenges nobody answered in time. */
export async function deleteExpiredPasskeyChallenges(
  db: Kysely<Database>,
  now: string,
): Promise<void> {
  await db.deleteFrom('staffPasskeyChallenge').where('expiresAt', '<=', now).execute();
}
