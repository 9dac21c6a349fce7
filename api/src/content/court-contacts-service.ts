import type { Kysely } from 'kysely';
import { COURT_CONTACTS, courtContactsChanges, type CourtContacts } from '@court/contract';
import { courtContactsSchema } from '@court/contract/schemas';
import type { Database } from '../platform/database/schema';
import { schemaContentKind } from './content-kind';
import { readPublishedContent } from './content-service';

/**
 * The office phones of Contact Us beyond the Clerk's main line and the Jury Office, which are
 * court facts.
 */
export const COURT_CONTACTS_CONTENT = schemaContentKind({
  kind: 'court-contacts',
  fields: ['clerkOffices', 'otherOffices'],
  defaults: COURT_CONTACTS,
  schema: courtContactsSchema,
  changes: courtContactsChanges,
});

/** The office phones the site shows at `at`. */
export function readPublishedCourtContacts(db: Kysely<Database>, at: Date): Promise<CourtContacts> {
  return readPublishedContent(db, COURT_CONTACTS_CONTENT, at);
}
