import type { Kysely } from 'kysely';
import type { SiteMessageResponse } from '@court/contract';
import type { Database, SiteMessageKey } from '../db/schema';
import { findSiteMessage } from '../repositories/site-message-repository';

/** The staff-authored message for a page; an empty message when staff have written none. */
export async function getSiteMessage(
  db: Kysely<Database>,
  key: SiteMessageKey,
): Promise<SiteMessageResponse> {
  const row = await findSiteMessage(db, key);
  return row
    ? { message: row.message, updatedAt: row.updatedAt }
    : { message: '', updatedAt: null };
}
