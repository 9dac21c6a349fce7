import { COURT_HOURS, courtHoursChanges } from '@court/contract';
import { courtHoursSchema } from '@court/contract/schemas';
import { schemaContentKind } from './content-kind';

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
