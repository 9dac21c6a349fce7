import type { ColumnType, Generated } from 'kysely';

/** The tables every feature uses: the outbox and the scheduled jobs. */

export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** email goes over SMTP; sms to the configured SMS sender (toAddress is then the number). */
export type OutboxChannel = 'email' | 'sms';

export interface OutboxMessageTable {
  id: Generated<number>;
  toAddress: string;
  subject: string;
  bodyText: string;
  /** 'email' unless given. */
  channel: ColumnType<OutboxChannel, OutboxChannel | undefined, never>;
  /** JSON object of extra mail headers (List-Unsubscribe...), or null. */
  headers: string | null;
  status: OutboxStatus;
  attempts: number;
  /** ISO 8601 instant, UTC. */
  nextAttemptAt: string;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface ScheduledJobTable {
  name: string;
  nextRunAt: string;
  leasedUntil: string;
  lastRunAt: string | null;
  lastError: string | null;
}

/**
 * Platform's tables by the names queries use; schema.ts joins them with every feature's into
 * Database.
 */
export interface PlatformTables {
  outboxMessage: OutboxMessageTable;
  scheduledJob: ScheduledJobTable;
}
