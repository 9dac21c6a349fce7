import type { Kysely } from 'kysely';
import type { Database } from '../platform/database/schema';
import type { SiteMessageKey } from './messages-tables';

export interface SiteMessageRow {
  message: string;
  updatedAt: string;
}

export async function findSiteMessage(
  db: Kysely<Database>,
  key: SiteMessageKey,
): Promise<SiteMessageRow | undefined> {
  return db
    .selectFrom('siteMessage')
    .select(['message', 'updatedAt'])
    .where('key', '=', key)
    .executeTakeFirst();
}

export async function insertSiteMessage(
  db: Kysely<Database>,
  key: SiteMessageKey,
  message: string,
  updatedAt: string,
): Promise<void> {
  await db.insertInto('siteMessage').values({ key, message, updatedAt }).execute();
}

/** Writes a message, creating the row when staff have never written one. */
export async function upsertSiteMessage(
  db: Kysely<Database>,
  key: SiteMessageKey,
  message: string,
  updatedAt: string,
): Promise<void> {
  await db
    .insertInto('siteMessage')
    .values({ key, message, updatedAt })
    .onConflict((oc) => oc.column('key').doUpdateSet({ message, updatedAt }))
    .execute();
}
