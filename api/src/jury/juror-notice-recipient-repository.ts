import type { Kysely } from 'kysely';
import type { Database } from '../platform/database/schema';
import type { OutboxChannel } from '../platform/database/platform-tables';

/**
 * The juror registrations as notices see them: who receives a notice, and who stopped. The
 * sign-up owns the table; these are the notices' own questions to it.
 */

export interface NoticeRecipientRow {
  id: number;
  email: string | null;
  cellphone: string | null;
  carrier: string | null;
  language: string;
}

/** Registrations for a service date that still want notices, in the order they came. */
export async function listReceivingRegistrations(
  db: Kysely<Database>,
  serveDate: string,
): Promise<NoticeRecipientRow[]> {
  return db
    .selectFrom('jurorRegistration')
    .select(['id', 'email', 'cellphone', 'carrier', 'language'])
    .where('serveDate', '=', serveDate)
    .where('stoppedAt', 'is', null)
    .orderBy('id')
    .execute();
}

export interface ServeDateCountRow {
  serveDate: string;
  registrations: number | string | bigint;
}

/** Service dates from `fromDate` on, with how many registrations still want notices. */
export async function countReceivingRegistrationsByDate(
  db: Kysely<Database>,
  fromDate: string,
  limit: number,
): Promise<ServeDateCountRow[]> {
  return db
    .selectFrom('jurorRegistration')
    .select(['serveDate', (eb) => eb.fn.countAll().as('registrations')])
    .where('serveDate', '>=', fromDate)
    .where('stoppedAt', 'is', null)
    .groupBy('serveDate')
    .orderBy('serveDate')
    .limit(limit)
    .execute();
}

export interface StopStateRow {
  language: string;
  serveDate: string;
  stoppedAt: string | null;
}

/** What a stop link's page shows about its registration. */
export async function findRegistrationStopState(
  db: Kysely<Database>,
  id: number,
): Promise<StopStateRow | undefined> {
  return db
    .selectFrom('jurorRegistration')
    .select(['language', 'serveDate', 'stoppedAt'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Stops a registration's notices, once: a second stop keeps the first time and channel. */
export async function markRegistrationStopped(
  db: Kysely<Database>,
  id: number,
  at: Date,
  channel: OutboxChannel,
): Promise<void> {
  await db
    .updateTable('jurorRegistration')
    .set({
      stoppedAt: at.toISOString(),
      stopChannel: channel,
      updatedAt: at.toISOString(),
    })
    .where('id', '=', id)
    .where('stoppedAt', 'is', null)
    .execute();
}
