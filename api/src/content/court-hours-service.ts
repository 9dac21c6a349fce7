import { COURT_HOURS, courtHoursChanges, isRecord } from '@court/contract';
import { courtHoursSchema } from '@court/contract/schemas';
import { schemaContentKind } from './content-kind';

/**
 * Hours saved before an office was added lack it: it gets its default hours, so they still read
 * whole (and staff find it in the tool to set).
 */
function withEveryOffice(saved: unknown): unknown {
  if (!isRecord(saved) || !Array.isArray(saved.offices)) return saved;
  const offices: unknown[] = saved.offices;
  const named = new Set(offices.map((entry) => (isRecord(entry) ? entry.office : null)));
  return {
    ...saved,
    offices: [...offices, ...COURT_HOURS.offices.filter(({ office }) => !named.has(office))],
  };
}

/**
 * Each office's usual week and the dated exceptions (a closure, shorter hours).
 */
export const COURT_HOURS_CONTENT = schemaContentKind({
  kind: 'court-hours',
  fields: ['offices', 'exceptions'],
  defaults: COURT_HOURS,
  schema: courtHoursSchema,
  changes: courtHoursChanges,
  upgrade: withEveryOffice,
});
