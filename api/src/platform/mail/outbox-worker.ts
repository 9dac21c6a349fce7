import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../database/schema';
import type { OutboxChannel } from '../database/platform-tables';
import type { Logger } from '../logger';
import type { SmsSender } from '../sms/sms-sender';
import {
  claimOutboxMessage,
  findDueOutboxMessages,
  markOutboxMessageSent,
  recordOutboxFailure,
  type OutboxMessage,
} from './outbox-repository';
import type { Mailer } from './smtp-mailer';

export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  /** Delivers the email channel; without it e-mail waits in the outbox. */
  mailer: Mailer | null;
  /** Delivers the sms channel; without it texts wait in the outbox. */
  smsSender?: SmsSender | null;
  clock: Clock;
  logger: Logger;
  pollIntervalMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How long a claimed message is held while it is sent; longer than any send takes. */
  leaseMs?: number;
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

// Relays and providers may quote the recipient in an error; the log keeps neither.
function withoutContacts(text: string): string {
  return text
    .replace(/[^\s<>"'@]+@[^\s<>"']+/g, '[address]')
    .replace(/\+?\d[\d\s().-]{8,}\d/g, '[number]');
}

/** How often a delivered message is marked sent again while the database is away. */
const MARK_SENT_RETRY_MS = 1000;

/** Delay before the next attempt after `attempts` failures: base * 2^(attempts-1), capped. */
export function retryDelayMs(attempts: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

/** The extra headers stored with a message; unreadable JSON is a bug, reported as a failure. */
function storedHeaders(message: OutboxMessage): Record<string, string> | undefined {
  if (message.headers === null) return undefined;
  const parsed: unknown = JSON.parse(message.headers);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('stored headers are not an object');
  }
  return Object.fromEntries(Object.entries(parsed).map(([name, value]) => [name, String(value)]));
}

/**
 * Delivers the outbox: e-mail over SMTP, texts through the SMS sender. Each due message is
 * claimed, so two API processes never send it both, then sent and marked sent; a failure counts
 * an attempt and schedules the next one with exponential backoff, until maxAttempts marks it
 * failed.
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
    leaseMs = 5 * 60_000,
  } = options;
  const smsSender = options.smsSender ?? null;
  const channels: OutboxChannel[] = [
    ...(mailer ? (['email'] as const) : []),
    ...(smsSender ? (['sms'] as const) : []),
  ];
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<DeliveryReport> | null = null;
  let stopped = true;

  async function send(message: OutboxMessage): Promise<void> {
    if (message.channel === 'sms' && smsSender) {
      await smsSender.send({ to: message.toAddress, text: message.bodyText });
    } else if (message.channel === 'email' && mailer) {
      await mailer.send({
        to: message.toAddress,
        subject: message.subject,
        text: message.bodyText,
        headers: storedHeaders(message),
      });
    } else {
      throw new Error(`no sender for the ${message.channel} channel`);
    }
  }

  /** True when sent, false when it failed, null when another worker had claimed it. */
  async function deliver(message: OutboxMessage): Promise<boolean | null> {
    const now = clock.now();
    if (!(await claimOutboxMessage(db, message.id, now, new Date(now.getTime() + leaseMs)))) {
      return null;
    }
    // Real time, whatever the clock tests set: the claim's end is what other processes see.
    const claimEndsAt = Date.now() + leaseMs;
    try {
      await send(message);
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
        { outboxMessageId: message.id, attempts, status, error: withoutContacts(lastError) },
        'outbox delivery failed',
      );
      return false;
    }
    await recordSent(message.id, claimEndsAt);
    return true;
  }

  /**
   * Marks a delivered message sent. The database may have gone away while it was on its way:
   * then this tries again every second while the claim lasts, since an unmarked message would
   * be delivered a second time once its claim ran out.
   */
  async function recordSent(id: number, claimEndsAt: number): Promise<void> {
    for (;;) {
      try {
        await markOutboxMessageSent(db, id, clock.now());
        logger.info({ outboxMessageId: id }, 'outbox message sent');
        return;
      } catch (error) {
        if (stopped || Date.now() + MARK_SENT_RETRY_MS >= claimEndsAt) {
          logger.error(
            { err: error, outboxMessageId: id },
            'outbox message delivered but not marked sent: it may be delivered again',
          );
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, MARK_SENT_RETRY_MS));
      }
    }
  }

  async function deliverRound(): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, failed: 0 };
    if (channels.length === 0) return report;
    const due = await findDueOutboxMessages(db, clock.now(), batchSize, channels);
    for (const message of due) {
      const delivered = await deliver(message);
      if (delivered === true) report.sent += 1;
      else if (delivered === false) report.failed += 1;
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
