import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { NoticeChannel } from '@court/contract';
import type { Database } from '../platform/database/schema';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Most codes one phone or e-mail address is sent, across every sign-up, address and process:
 * enough for a person who signs up twice and loses a message, too few to flood anyone's phone
 * or mailbox (each text may be a paid message).
 */
export const REMINDER_CODES_PER_DESTINATION = [
  { window: 'hour', hours: 1, limit: 5, message: 'reminders.code.destinationHour' },
  { window: 'day', hours: 24, limit: 10, message: 'reminders.code.destinationDay' },
] as const;

export type ReminderCodeQuotaMessage = (typeof REMINDER_CODES_PER_DESTINATION)[number]['message'];

/** A keyed hash, so the table never holds the phone or address itself. */
function destinationKey(secret: string, channel: NoticeChannel, destination: string): string {
  return createHmac('sha256', secret)
    .update(`reminder-code-destination:${channel}:${destination.toLowerCase()}`)
    .digest('base64url');
}

/**
 * Counts one more code to this destination in each window, in the caller's transaction. Each
 * count is raised in one statement and only while under its limit, so parallel requests on
 * PostgreSQL cannot pass it; returns the message of the first window that is full (the caller
 * throws, and its transaction undoes the counts already raised), or null when the code may go.
 */
export async function countReminderCode(
  trx: Kysely<Database>,
  secret: string,
  destination: { channel: NoticeChannel; destination: string },
  now: Date,
): Promise<ReminderCodeQuotaMessage | null> {
  const hashed = destinationKey(secret, destination.channel, destination.destination);
  for (const { window, hours, limit, message } of REMINDER_CODES_PER_DESTINATION) {
    const windowMs = hours * HOUR_MS;
    const start = Math.floor(now.getTime() / windowMs) * windowMs;
    const raised = await trx
      .insertInto('reminderCodeQuota')
      .values({
        key: `${window}:${start}:${hashed}`,
        sends: 1,
        expiresAt: new Date(start + windowMs).toISOString(),
      })
      .onConflict((conflict) =>
        conflict
          .column('key')
          .doUpdateSet((eb) => ({ sends: eb('reminderCodeQuota.sends', '+', 1) }))
          .where('reminderCodeQuota.sends', '<', limit),
      )
      .returning('sends')
      .executeTakeFirst();
    if (raised === undefined) return message;
  }
  return null;
}

/** Forgets the counts of windows that have passed. */
export async function deleteExpiredReminderCodeQuotas(
  db: Kysely<Database>,
  now: Date,
): Promise<void> {
  await db.deleteFrom('reminderCodeQuota').where('expiresAt', '<=', now.toISOString()).execute();
}
