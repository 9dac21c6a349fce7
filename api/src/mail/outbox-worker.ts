import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import type { Logger } from '../logger';
import {
  findDueOutboxMessages,
  markOutboxMessageSent,
  recordOutboxFailure,
  type OutboxMessage,
} from './outbox-repository';
import type { Mailer } from './smtp-mailer';

export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  pollIntervalMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
}

export interface DeliveryReport {
  sent: number;
  failed: number;
}

export interface OutboxWorker {
  start(): void;
  /** Stops polling and waits for a delivery round in progress. */
  stop(): Promise<void>;
  /** One delivery round over the messages due now. */
  deliverDueMessages(): Promise<DeliveryReport>;
}

// Structural rather than instanceof: socket errors may come from another realm (jest).
function errorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    return String(error.message);
  }
  return String(error);
}

/** Delay before the next attempt after `attempts` failures: base * 2^(attempts-1), capped. */
export function retryDelayMs(attempts: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Delivers the outbox over SMTP: each due message is sent and marked sent; a failure counts an
 * attempt and schedules the next one with exponential backoff, until maxAttempts marks it failed.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const {
    db,
    mailer,
    clock,
    logger,
    pollIntervalMs = 5_000,
    batchSize = 20,
    maxAttempts = 8,
    baseDelayMs = 30_000,
    maxDelayMs = 60 * 60_000,
  } = options;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<DeliveryReport> | null = null;
  let stopped = true;

  async function deliver(message: OutboxMessage): Promise<boolean> {
    try {
      await mailer.send({
        to: message.toAddress,
        subject: message.subject,
        text: message.bodyText,
      });
      await markOutboxMessageSent(db, message.id, clock.now());
      logger.info({ outboxMessageId: message.id }, 'outbox message sent');
      return true;
    } catch (error) {
      const attempts = message.attempts + 1;
      const status = attempts >= maxAttempts ? 'failed' : 'pending';
      const delay = retryDelayMs(attempts, baseDelayMs, maxDelayMs);
      const lastError = errorMessage(error);
      await recordOutboxFailure(db, message.id, {
        attempts,
        status,
        nextAttemptAt: new Date(clock.now().getTime() + delay).toISOString(),
        lastError: lastError.slice(0, 1000),
      });
      logger.warn(
        { outboxMessageId: message.id, attempts, status, err: error },
        'outbox delivery failed',
      );
      return false;
    }
  }

  async function deliverRound(): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, failed: 0 };
    const due = await findDueOutboxMessages(db, clock.now(), batchSize);
    for (const message of due) {
      if (await deliver(message)) report.sent += 1;
      else report.failed += 1;
    }
    return report;
  }

  function deliverDueMessages(): Promise<DeliveryReport> {
    // One round at a time, so a message is never sent twice by overlapping rounds.
    running ??= deliverRound().finally(() => {
      running = null;
    });
    return running;
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      deliverDueMessages()
        .catch((error: unknown) => logger.error({ err: error }, 'outbox round failed'))
        .finally(schedule);
    }, pollIntervalMs);
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      if (running) await running.catch(() => undefined);
    },
    deliverDueMessages,
  };
}
