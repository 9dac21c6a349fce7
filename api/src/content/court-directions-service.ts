import { COURT_DIRECTIONS, courtDirectionsChanges } from '@court/contract';
import { courtDirectionsSchema } from '@court/contract/schemas';
import { schemaContentKind } from './content-kind';

/**
 * The court's directions: to City Hall (hours and parking) and to where jurors park (driving
 * directions), each a heading, a word before, and routes of steps.
 */
export const COURT_DIRECTIONS_CONTENT = schemaContentKind({
  kind: 'court-directions',
  fields: ['toCityHall', 'toJurorParking'],
  defaults: COURT_DIRECTIONS,
  schema: courtDirectionsSchema,
  changes: courtDirectionsChanges,
});
