import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';
import type { OutboxChannel, OutboxStatus } from '../database/platform-tables';

export interface NewOutboxMessage {
  toAddress: string;
  subject: string;
  bodyText: string;
  /** email (the default) goes over SMTP; sms to the SMS sender, with toAddress the number. */
  channel?: OutboxChannel;
  /** Extra mail headers (e.g. List-Unsubscribe), stored as JSON. */
  headers?: Readonly<Record<string, string>>;
}

export interface OutboxMessage {
  id: number;
  toAddress: string;
  subject: string;
  bodyText: string;
  channel: OutboxChannel;
  /** JSON object of extra mail headers, or null. */
  headers: string | null;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** Queues a message; due at once. Pass the transaction of the submission it belongs to. */
export async function insertOutboxMessage(
  db: Kysely<Database>,
  message: NewOutboxMessage,
  now: Date,
): Promise<number> {
  const { headers, ...fields } = message;
  const row = await db
    .insertInto('outboxMessage')
    .values({
      ...fields,
      headers: headers ? JSON.stringify(headers) : null,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now.toISOString(),
      createdAt: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Pending messages on the given channels whose next attempt is due, oldest first. */
export async function findDueOutboxMessages(
  db: Kysely<Database>,
  now: Date,
  limit: number,
  channels: readonly OutboxChannel[] = ['email'],
): Promise<OutboxMessage[]> {
  return db
    .selectFrom('outboxMessage')
    .selectAll()
    .where('status', '=', 'pending')
    .where('channel', 'in', channels)
    .where('nextAttemptAt', '<=', now.toISOString())
    .orderBy('nextAttemptAt')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function findOutboxMessage(
  db: Kysely<Database>,
  id: number,
): Promise<OutboxMessage | undefined> {
  return db.selectFrom('outboxMessage').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Claims a due message for one delivery attempt: true when this call won it. The check and the
 * update are one statement, so of several workers (API processes) exactly one sends it; the
 * message is held until leaseUntil, after which a worker that died mid-send lets it go.
 */
export async function claimOutboxMessage(
  db: Kysely<Database>,
  id: number,
  now: Date,
  leaseUntil: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('outboxMessage')
    .set({ nextAttemptAt: leaseUntil.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('nextAttemptAt', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * What a message keeps once it has gone or been given up: its address, subject and outcome, not
 * its text or headers, which may carry a set-password link, a code or a stop link that must not
 * rest in the database (or its backups) after it has been delivered.
 */
const DELIVERED_CONTENT = { bodyText: '', headers: null } as const;

export async function markOutboxMessageSent(
  db: Kysely<Database>,
  id: number,
  now: Date,
): Promise<void> {
  await db
    .updateTable('outboxMessage')
    .set({ status: 'sent', sentAt: now.toISOString(), lastError: null, ...DELIVERED_CONTENT })
    .where('id', '=', id)
    .execute();
}

export interface FailedAttempt {
  attempts: number;
  status: OutboxStatus;
  nextAttemptAt: string;
  lastError: string;
}

/** A failed attempt; a message given up ('failed') keeps no content, as a sent one does. */
export async function recordOutboxFailure(
  db: Kysely<Database>,
  id: number,
  failure: FailedAttempt,
): Promise<void> {
  await db
    .updateTable('outboxMessage')
    .set({ ...failure, ...(failure.status === 'failed' ? DELIVERED_CONTENT : {}) })
    .where('id', '=', id)
    .execute();
}

/** The tables of features whose rows point at outbox messages to tell what became of a notice. */
export type OutboxKeeper = {
  [Table in keyof Database]: Database[Table] extends { outboxMessageId: number } ? Table : never;
}[keyof Database];

/**
 * Deletes the messages sent or given up before `before` that no feature keeps to tell what
 * became of a notice (those go with their notice); the number deleted. Pending messages stay
 * however old: they have yet to go.
 */
export async function deleteFinishedOutboxMessages(
  db: Kysely<Database>,
  before: Date,
  keptBy: readonly OutboxKeeper[],
): Promise<number> {
  let query = db
    .deleteFrom('outboxMessage')
    .where('status', 'in', ['sent', 'failed'])
    .where('createdAt', '<', before.toISOString());
  for (const table of keptBy) {
    query = query.where('id', 'not in', db.selectFrom(table).select('outboxMessageId'));
  }
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface OutboxDepth {
  status: OutboxStatus;
  count: number;
  /** When the oldest message of that status was queued (ISO 8601), or null. */
  oldestCreatedAt: string | null;
}

/** How many messages wait, were sent or failed, and the oldest of each: for the metrics. */
export async function countOutboxMessagesByStatus(db: Kysely<Database>): Promise<OutboxDepth[]> {
  const rows = await db
    .selectFrom('outboxMessage')
    .select(({ fn }) => [
      'status',
      fn.countAll<number | string>().as('count'),
      fn.min('createdAt').as('oldestCreatedAt'),
    ])
    .groupBy('status')
    .execute();
  return rows.map((row) => ({
    status: row.status,
    count: Number(row.count),
    oldestCreatedAt: row.oldestCreatedAt ?? null,
  }));
}
