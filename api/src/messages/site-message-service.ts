import type { Kysely } from 'kysely';
import type { SiteMessageResponse, StaffRole } from '@court/contract';
import { siteMessageRequestSchema } from '@court/contract/schemas';
import { recordAudit } from '../audit';
import { authorizeStaff, type SignedInStaff } from '../platform/authorization';
import type { Clock } from '../platform/clock';
import type { Database } from '../platform/database/schema';
import type { SiteMessageKey } from './messages-tables';
import { readBody } from '../platform/read-with-schema';
import { findSiteMessage, upsertSiteMessage } from './site-message-repository';

export interface SiteMessageDeps {
  db: Kysely<Database>;
  clock: Clock;
}

/** Who writes each page's message, and what the audit log calls a change to it. */
const SITE_MESSAGE_EDITORS: Record<SiteMessageKey, { role: StaffRole; auditAction: string }> = {
  juror: { role: 'jury', auditAction: 'jury.message.update' },
  'drug-testing': { role: 'probation', auditAction: 'probation.message.update' },
};

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

/** A page's message as its staff edit it (the same text the public page shows). */
export async function getSiteMessageForStaff(
  db: Kysely<Database>,
  user: SignedInStaff | null,
  key: SiteMessageKey,
): Promise<SiteMessageResponse> {
  authorizeStaff(user, [SITE_MESSAGE_EDITORS[key].role]);
  return getSiteMessage(db, key);
}

/**
 * Publishes a page's new message, for the staff role that owns it (jury for the juror message,
 * probation for the drug-testing one; admin too): required, trimmed, at most 2,000 characters,
 * else InvalidInputError. Stored with its audit row (jury.message.update or
 * probation.message.update, with the length, never the text) in one transaction; the public
 * GET shows it at once.
 */
export async function updateSiteMessage(
  deps: SiteMessageDeps,
  user: SignedInStaff | null,
  key: SiteMessageKey,
  input: unknown,
  requestId: string,
): Promise<SiteMessageResponse> {
  const editor = SITE_MESSAGE_EDITORS[key];
  const staff = authorizeStaff(user, [editor.role]);
  const { message } = readBody(siteMessageRequestSchema, input);
  const updatedAt = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await upsertSiteMessage(trx, key, message, updatedAt);
    await recordAudit(
      trx,
      deps.clock,
      { actor: staff.username, requestId },
      {
        action: editor.auditAction,
        subjectType: 'site_message',
        subjectId: key,
        details: { length: message.length },
      },
    );
  });
  return { message, updatedAt };
}
