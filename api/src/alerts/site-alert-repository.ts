import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../platform/database/schema';
import type { SiteAlertTable } from './alerts-tables';

export type SiteAlertRow = Selectable<SiteAlertTable>;
export type NewSiteAlert = Insertable<SiteAlertTable>;
export type SiteAlertChanges = Updateable<SiteAlertTable>;

/** Alerts in force at an instant (ISO 8601, UTC), the most urgent first, then the oldest. */
export async function listAlertsInForce(db: Kysely<Database>, at: string): Promise<SiteAlertRow[]> {
  const rows = await db
    .selectFrom('siteAlert')
    .selectAll()
    .where('startsAt', '<=', at)
    .where('endsAt', '>', at)
    .orderBy('startsAt')
    .orderBy('id')
    .execute();
  const urgency = { emergency: 0, warning: 1, information: 2 } as const;
  return rows.sort((a, b) => urgency[a.severity] - urgency[b.severity]);
}

/** Alerts not yet ended at an instant, and the latest `endedLimit` ended ones. */
export async function listAlertsForStaff(
  db: Kysely<Database>,
  at: string,
  endedLimit: number,
): Promise<SiteAlertRow[]> {
  const current = await db
    .selectFrom('siteAlert')
    .selectAll()
    .where('endsAt', '>', at)
    .orderBy('startsAt')
    .orderBy('id')
    .execute();
  const ended = await db
    .selectFrom('siteAlert')
    .selectAll()
    .where('endsAt', '<=', at)
    .orderBy('endsAt', 'desc')
    .orderBy('id', 'desc')
    .limit(endedLimit)
    .execute();
  return [...current, ...ended];
}

export async function findSiteAlert(
  db: Kysely<Database>,
  id: number,
): Promise<SiteAlertRow | undefined> {
  return db.selectFrom('siteAlert').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertSiteAlert(db: Kysely<Database>, alert: NewSiteAlert): Promise<number> {
  const row = await db
    .insertInto('siteAlert')
    .values(alert)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSiteAlert(
  db: Kysely<Database>,
  id: number,
  changes: SiteAlertChanges,
): Promise<void> {
  await db.updateTable('siteAlert').set(changes).where('id', '=', id).execute();
}
