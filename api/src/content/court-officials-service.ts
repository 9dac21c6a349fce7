import { COURT_OFFICIALS_DEFAULTS, courtOfficialsChanges } from '@court/contract';
import { courtOfficialsSchema } from '@court/contract/schemas';
import { schemaContentKind } from './content-kind';
import { keptOfficialPhotos } from './official-photos';

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
