import type { Kysely } from 'kysely';
import { COURT_LINKS, courtLinksChanges, type CourtLinks } from '@court/contract';
import { courtLinksSchema } from '@court/contract/schemas';
import type { Database } from '../platform/database/schema';
import { checkWithSchema, type ContentKindDefinition } from './content-kind';
import { readPublishedContent } from './content-service';

/**
 * The Related Links page: groups of other sites, each a name and an https address. A stored
 * version that no longer passes the checks shows the defaults rather than a page with a hole.
 */
export const COURT_LINKS_CONTENT: ContentKindDefinition<CourtLinks> = {
  kind: 'court-links',
  fields: ['groups'],
  defaults: COURT_LINKS,
  parse(stored) {
    try {
      return courtLinksSchema.validateSync(stored, { stripUnknown: true });
    } catch {
      return COURT_LINKS;
    }
  },
  check: (input) => checkWithSchema(courtLinksSchema, input),
  changes: courtLinksChanges,
};

/** The Related Links the site shows at `at`. */
export function readPublishedCourtLinks(db: Kysely<Database>, at: Date): Promise<CourtLinks> {
  return readPublishedContent(db, COURT_LINKS_CONTENT, at);
}
