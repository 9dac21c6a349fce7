import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../platform/database/schema';
import type {
  JurorNoticeDeliveryTable,
  JurorNoticeMessageTable,
  JurorNoticeTable,
} from './jury-tables';
import type { OutboxChannel, OutboxStatus } from '../platform/database/platform-tables';

export type NewJurorNotice = Insertable<JurorNoticeTable>;
export type JurorNoticeRow = Selectable<JurorNoticeTable>;
export type NewNoticeDelivery = Insertable<JurorNoticeDeliveryTable>;
export type NewNoticeMessage = Insertable<JurorNoticeMessageTable>;

export async function insertJurorNotice(
  db: Kysely<Database>,
  notice: NewJurorNotice,
): Promise<number> {
  const row = await db
    .insertInto('jurorNotice')
    .values(notice)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findJurorNotice(
  db: Kysely<Database>,
  id: number,
): Promise<JurorNoticeRow | undefined> {
  return db.selectFrom('jurorNotice').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The latest notices, newest first. */
export async function listLatestJurorNotices(
  db: Kysely<Database>,
  limit: number,
): Promise<JurorNoticeRow[]> {
  return db.selectFrom('jurorNotice').selectAll().orderBy('id', 'desc').limit(limit).execute();
}

/** Scheduled notices whose time has come, oldest first. */
export async function findDueJurorNoticeIds(
  db: Kysely<Database>,
  now: Date,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('jurorNotice')
    .select('id')
    .where('status', '=', 'scheduled')
    .where('sendAt', '<=', now.toISOString())
    .orderBy('sendAt')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Claims a due scheduled notice for sending: true when this call won it. The check and the
 * update are one statement; run it in the transaction that queues the notice's messages, so a
 * failure leaves the notice scheduled and nobody else can claim it meanwhile.
 */
export async function claimDueJurorNotice(
  db: Kysely<Database>,
  id: number,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('jurorNotice')
    .set({ status: 'sent', sentAt: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'scheduled')
    .where('sendAt', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Cancels a notice still scheduled: true when it was. */
export async function cancelScheduledJurorNotice(
  db: Kysely<Database>,
  id: number,
): Promise<boolean> {
  const result = await db
    .updateTable('jurorNotice')
    .set({ status: 'cancelled' })
    .where('id', '=', id)
    .where('status', '=', 'scheduled')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Adds a delivery; undefined when this juror already has one on this channel for the notice. */
export async function insertNoticeDelivery(
  db: Kysely<Database>,
  delivery: NewNoticeDelivery,
): Promise<number | undefined> {
  const row = await db
    .insertInto('jurorNoticeDelivery')
    .values(delivery)
    .onConflict((conflict) =>
      conflict.columns(['noticeId', 'registrationId', 'channel']).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Links an outbox message to the delivery it carries (part 1..n). */
export async function insertNoticeMessage(
  db: Kysely<Database>,
  message: NewNoticeMessage,
): Promise<void> {
  await db.insertInto('jurorNoticeMessage').values(message).execute();
}

/** One outbox message of one delivery (or the delivery alone, when nothing was queued). */
export interface DeliveryPartRow {
  noticeId: number;
  deliveryId: number;
  registrationId: number;
  deliveryStatus: 'queued' | 'unreachable';
  outboxStatus: OutboxStatus | null;
}

/** Every delivery of the given notices with the status of each of its outbox messages. */
export async function listDeliveryParts(
  db: Kysely<Database>,
  noticeIds: readonly number[],
): Promise<DeliveryPartRow[]> {
  if (noticeIds.length === 0) return [];
  return db
    .selectFrom('jurorNoticeDelivery as d')
    .leftJoin('jurorNoticeMessage as m', 'm.deliveryId', 'd.id')
    .leftJoin('outboxMessage as o', 'o.id', 'm.outboxMessageId')
    .select([
      'd.noticeId',
      'd.id as deliveryId',
      'd.registrationId',
      'd.status as deliveryStatus',
      'o.status as outboxStatus',
    ])
    .where('d.noticeId', 'in', noticeIds)
    .orderBy('d.id')
    .execute();
}

/** One outbox message of one delivery of a notice, with the juror it is for. */
export interface RecipientPartRow {
  deliveryId: number;
  registrationId: number;
  jurorNumber: string;
  lastName: string;
  channel: OutboxChannel;
  destination: string;
  deliveryStatus: 'queued' | 'unreachable';
  reason: string | null;
  part: number | null;
  outboxStatus: OutboxStatus | null;
  attempts: number | null;
  lastError: string | null;
}

/** Every delivery of a notice, part by part, by juror then channel. */
export async function listRecipientParts(
  db: Kysely<Database>,
  noticeId: number,
): Promise<RecipientPartRow[]> {
  return db
    .selectFrom('jurorNoticeDelivery as d')
    .innerJoin('jurorRegistration as r', 'r.id', 'd.registrationId')
    .leftJoin('jurorNoticeMessage as m', 'm.deliveryId', 'd.id')
    .leftJoin('outboxMessage as o', 'o.id', 'm.outboxMessageId')
    .select([
      'd.id as deliveryId',
      'd.registrationId',
      'r.jurorNumber',
      'r.lastName',
      'd.channel',
      'd.destination',
      'd.status as deliveryStatus',
      'd.reason',
      'm.part',
      'o.status as outboxStatus',
      'o.attempts',
      'o.lastError',
    ])
    .where('d.noticeId', '=', noticeId)
    .orderBy('r.lastName')
    .orderBy('r.jurorNumber')
    .orderBy('d.channel')
    .orderBy('m.part')
    .execute();
}
