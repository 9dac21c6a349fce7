import { COURT_CONTACTS, courtContactsChanges } from '@court/contract';
import { courtContactsSchema } from '@court/contract/schemas';
import { schemaContentKind } from './content-kind';

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
