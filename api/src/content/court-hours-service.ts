import type { Kysely } from 'kysely';
import {
  COURT_HOURS,
  courtHoursChanges,
  publishedCourtHours,
  type PublishedCourtHours,
} from '@court/contract';
import { courtHoursSchema } from '@court/contract/schemas';
import type { Database } from '../platform/database/schema';
import { schemaContentKind } from './content-kind';
import { readPublishedContent } from './content-service';

/**
 * Each office's usual week and the dated exceptions (a closure, shorter hours).
 */
export const COURT_HOURS_CONTENT = schemaContentKind({
  kind: 'court-hours',
  fields: ['offices', 'exceptions'],
  defaults: COURT_HOURS,
  schema: courtHoursSchema,
  changes: courtHoursChanges,
});

/** The hours the site shows at `at`, with whether each office is open then. */
export async function readPublishedCourtHours(
  db: Kysely<Database>,
  at: Date,
): Promise<PublishedCourtHours> {
  return publishedCourtHours(await readPublishedContent(db, COURT_HOURS_CONTENT, at), at);
}
