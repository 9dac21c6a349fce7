import type { Kysely } from 'kysely';
import {
  COURT_HOURS,
  courtHoursChanges,
  publishedCourtHours,
  type CourtHours,
  type PublishedCourtHours,
} from '@court/contract';
import { courtHoursSchema } from '@court/contract/schemas';
import type { Database } from '../platform/database/schema';
import { checkWithSchema, type ContentKindDefinition } from './content-kind';
import { readPublishedContent } from './content-service';

/**
 * Each office's usual week and the dated exceptions (a closure, shorter hours). A stored version
 * is read through the same schema staff input is; one that no longer passes (say, an office
 * added since) shows the defaults rather than a page with a hole in it.
 */
export const COURT_HOURS_CONTENT: ContentKindDefinition<CourtHours> = {
  kind: 'court-hours',
  fields: ['offices', 'exceptions'],
  defaults: COURT_HOURS,
  parse(stored) {
    try {
      return courtHoursSchema.validateSync(stored, { stripUnknown: true });
    } catch {
      return COURT_HOURS;
    }
  },
  check: (input) => checkWithSchema(courtHoursSchema, input),
  changes: courtHoursChanges,
};

/** The hours the site shows at `at`, with whether each office is open then. */
export async function readPublishedCourtHours(
  db: Kysely<Database>,
  at: Date,
): Promise<PublishedCourtHours> {
  return publishedCourtHours(await readPublishedContent(db, COURT_HOURS_CONTENT, at), at);
}
