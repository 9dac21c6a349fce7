import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../platform/database/schema';
import type { ZoomHearingRequestTable } from '../forms-tables';

export type NewZoomHearingRequest = Insertable<ZoomHearingRequestTable>;
export type ZoomHearingRequestRow = Selectable<ZoomHearingRequestTable>;

export async function insertZoomHearingRequest(
  db: Kysely<Database>,
  request: NewZoomHearingRequest,
): Promise<void> {
  await db.insertInto('zoomHearingRequest').values(request).execute();
}

export async function findZoomHearingRequest(
  db: Kysely<Database>,
  submissionId: number,
): Promise<ZoomHearingRequestRow | undefined> {
  return db
    .selectFrom('zoomHearingRequest')
    .selectAll()
    .where('submissionId', '=', submissionId)
    .executeTakeFirst();
}
