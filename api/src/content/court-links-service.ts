import { COURT_LINKS, courtLinksChanges } from '@court/contract';
import { courtLinksSchema } from '@court/contract/schemas';
import { schemaContentKind } from './content-kind';

/**
 * The Related Links page: groups of other sites, each a name and an https address.
 */
export const COURT_LINKS_CONTENT = schemaContentKind({
  kind: 'court-links',
  fields: ['groups'],
  defaults: COURT_LINKS,
  schema: courtLinksSchema,
  changes: courtLinksChanges,
});
