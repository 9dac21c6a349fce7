import type { Kysely } from 'kysely';
import type { Database, OutboxStatus } from '../db/schema';

export interface NewOutboxMessage {
  toAddress: string;
  subject: string;
  bodyText: string;
}

export interface OutboxMessage {
  id: number;
  toAddress: string;
  subject: string;
  bodyText: string;
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
  const row = await db
    .insertInto('outboxMessage')
    .values({
      ...message,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now.toISOString(),
      createdAt: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Pending messages whose next attempt is due, oldest first. */
export async function findDueOutboxMessages(
  db: Kysely<Database>,
  now: Date,
  limit: number,
): Promise<OutboxMessage[]> {
  return db
    .selectFrom('outboxMessage')
    .selectAll()
    .where('status', '=', 'pending')
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

export async function markOutboxMessageSent(
  db: Kysely<Database>,
  id: number,
  now: Date,
): Promise<void> {
  await db
    .updateTable('outboxMessage')
    .set({ status: 'sent', sentAt: now.toISOString(), lastError: null })
    .where('id', '=', id)
    .execute();
}

export interface FailedAttempt {
  attempts: number;
  status: OutboxStatus;
  nextAttemptAt: string;
  lastError: string;
}

export async function recordOutboxFailure(
  db: Kysely<Database>,
  id: number,
  failure: FailedAttempt,
): Promise<void> {
  await db.updateTable('outboxMessage').set(failure).where('id', '=', id).execute();
}
