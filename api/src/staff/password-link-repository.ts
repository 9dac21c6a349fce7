import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../platform/database/schema';
import type { StaffPasswordLinkTable } from './staff-tables';

export type NewPasswordLink = Insertable<StaffPasswordLinkTable>;

/** A link that can still be used, with the account it sets the password of. */
export interface UsablePasswordLink {
  staffUserId: number;
  username: string;
  displayName: string;
}

export async function insertPasswordLink(
  db: Kysely<Database>,
  link: NewPasswordLink,
): Promise<void> {
  await db.insertInto('staffPasswordLink').values(link).execute();
}

/** Deletes every link of an account: a newer link, or a password set another way, replaces them. */
export async function deletePasswordLinksOfUser(
  db: Kysely<Database>,
  staffUserId: number,
): Promise<void> {
  await db.deleteFrom('staffPasswordLink').where('staffUserId', '=', staffUserId).execute();
}

/** The link behind a token hash when it is unused, not expired and of an enabled account. */
export async function findUsablePasswordLink(
  db: Kysely<Database>,
  tokenHash: string,
  now: string,
): Promise<UsablePasswordLink | undefined> {
  return db
    .selectFrom('staffPasswordLink')
    .innerJoin('staffUser', 'staffUser.id', 'staffPasswordLink.staffUserId')
    .select(['staffUser.id as staffUserId', 'staffUser.username', 'staffUser.displayName'])
    .where('staffPasswordLink.tokenHash', '=', tokenHash)
    .where('staffPasswordLink.usedAt', 'is', null)
    .where('staffPasswordLink.expiresAt', '>', now)
    .where('staffUser.disabled', '=', 0)
    .executeTakeFirst();
}

/**
 * Marks a link used if it still was usable; true when this call did. The check and the write are
 * one statement, so of two requests with the same link exactly one succeeds.
 */
export async function markPasswordLinkUsed(
  db: Kysely<Database>,
  tokenHash: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('staffPasswordLink')
    .set({ usedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
