import type { Kysely } from 'kysely';
import { COURT_LINKS, courtLinksChanges, type CourtLinks } from '@court/contract';
import { courtLinksSchema } from '@court/contract/schemas';
import type { Database } from '../platform/database/schema';
import { schemaContentKind } from './content-kind';
import { readPublishedContent } from './content-service';

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

/** The Related Links the site shows at `at`. */
export function readPublishedCourtLinks(db: Kysely<Database>, at: Date): Promise<CourtLinks> {
  return readPublishedContent(db, COURT_LINKS_CONTENT, at);
}
