import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../platform/database/schema';
import type { DrivingPrivilegesRequestTable } from '../forms-tables';

export type NewDrivingPrivilegesRequest = Insertable<DrivingPrivilegesRequestTable>;
export type DrivingPrivilegesRequestRow = Selectable<DrivingPrivilegesRequestTable>;

export async function insertDrivingPrivilegesRequest(
  db: Kysely<Database>,
  request: NewDrivingPrivilegesRequest,
): Promise<void> {
  await db.insertInto('drivingPrivilegesRequest').values(request).execute();
}

export async function findDrivingPrivilegesRequest(
  db: Kysely<Database>,
  submissionId: number,
): Promise<DrivingPrivilegesRequestRow | undefined> {
  return db
    .selectFrom('drivingPrivilegesRequest')
    .selectAll()
    .where('submissionId', '=', submissionId)
    .executeTakeFirst();
}

/** The sealed SSN of one application. */
export async function findSealedSsn(
  db: Kysely<Database>,
  submissionId: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('drivingPrivilegesRequest')
    .select('ssnEncrypted')
    .where('submissionId', '=', submissionId)
    .executeTakeFirst();
  return row?.ssnEncrypted;
}

/** Applications whose SSN is sealed under another key than `currentKeyId`, a batch at a time. */
export async function findSsnsSealedWithOtherKeys(
  db: Kysely<Database>,
  currentKeyId: string,
  limit: number,
): Promise<{ id: number; ssnEncrypted: string }[]> {
  return db
    .selectFrom('drivingPrivilegesRequest')
    .select(['id', 'ssnEncrypted'])
    .where('ssnEncrypted', 'not like', `${currentKeyId}.%`)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function updateSealedSsn(
  db: Kysely<Database>,
  id: number,
  ssnEncrypted: string,
): Promise<void> {
  await db
    .updateTable('drivingPrivilegesRequest')
    .set({ ssnEncrypted })
    .where('id', '=', id)
    .execute();
}
