import type { Kysely } from 'kysely';
import {
  COURT_OFFICIALS_DEFAULTS,
  courtOfficialsChanges,
  type PublishedOfficials,
} from '@court/contract';
import { publishedOfficials } from '@court/contract/markdown';
import { courtOfficialsSchema } from '@court/contract/schemas';
import type { Database } from '../platform/database/schema';
import { schemaContentKind } from './content-kind';
import { keptOfficialPhotos } from './official-photos';
import { readPublishedContent } from './content-service';

/**
 * The court's officials: About Us in their order, each biography's page, and where a retired
 * official's address leads.
 */
export const COURT_OFFICIALS_CONTENT = schemaContentKind({
  kind: 'court-officials',
  fields: ['officials'],
  defaults: COURT_OFFICIALS_DEFAULTS,
  schema: courtOfficialsSchema,
  changes: courtOfficialsChanges,
  unkept: async (db, { officials }) => {
    const kept = await keptOfficialPhotos(
      db,
      officials.map(({ photo }) => photo),
    );
    return Object.fromEntries(
      officials.flatMap(({ photo }, index) =>
        photo && !kept.has(photo) ? [[`officials[${index}].photo`, 'officials.photo']] : [],
      ),
    );
  },
});

/** The officials as the pages show them at `at`. */
export async function readPublishedOfficials(
  db: Kysely<Database>,
  at: Date,
): Promise<PublishedOfficials> {
  return publishedOfficials(await readPublishedContent(db, COURT_OFFICIALS_CONTENT, at));
}
