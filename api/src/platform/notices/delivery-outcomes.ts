import type { DeliveryState, NoticeCounts } from '@court/contract';
import type { OutboxStatus } from '../database/platform-tables';

/**
 * How far the messages of a notice got, shared by every notice sent to many people (juror
 * notices, hearing day notices): a delivery is one person on one channel, carried by one e-mail
 * or the parts of a text, each an outbox message.
 */

/** A delivery's state from its own status and its outbox messages' statuses. */
export function deliveryState(
  status: 'queued' | 'unreachable',
  parts: readonly (OutboxStatus | null)[],
): DeliveryState {
  if (status === 'unreachable') return 'unreachable';
  const known = parts.filter((part): part is OutboxStatus => part !== null);
  if (known.includes('failed')) return 'failed';
  if (known.length > 0 && known.every((part) => part === 'sent')) return 'sent';
  return 'queued';
}

/** Counts of deliveries by state, and of the people (`recipient`) they are for. */
export function countDeliveries(
  deliveries: Iterable<{ recipient: number; state: DeliveryState }>,
): NoticeCounts {
  const counts: NoticeCounts = {
    recipients: 0,
    queued: 0,
    sent: 0,
    failed: 0,
    unreachable: 0,
  };
  const people = new Set<number>();
  for (const delivery of deliveries) {
    people.add(delivery.recipient);
    counts[delivery.state] += 1;
  }
  counts.recipients = people.size;
  return counts;
}

/** Part rows grouped by delivery, in the order they came. */
export function groupByDelivery<T extends { deliveryId: number }>(rows: readonly T[]): T[][] {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.deliveryId);
    if (group) group.push(row);
    else groups.set(row.deliveryId, [row]);
  }
  return [...groups.values()];
}

/** One outbox message of one delivery, as the recipients' list reads it. */
export interface DeliveryPart {
  deliveryStatus: 'queued' | 'unreachable';
  reason: string | null;
  part: number | null;
  outboxStatus: OutboxStatus | null;
  attempts: number | null;
  lastError: string | null;
}

/** Where one delivery stands, from its parts (at least one). */
export function deliveryProgress(parts: readonly [DeliveryPart, ...DeliveryPart[]]): {
  state: DeliveryState;
  reason: string | null;
  attempts: number;
  parts: number;
} {
  const [first] = parts;
  const state = deliveryState(
    first.deliveryStatus,
    parts.map((part) => part.outboxStatus),
  );
  const failure =
    parts.find((part) => part.outboxStatus === 'failed') ??
    parts.find((part) => part.outboxStatus === 'pending' && part.lastError !== null);
  const reason =
    state === 'unreachable' ? first.reason : state === 'sent' ? null : (failure?.lastError ?? null);
  return {
    state,
    reason,
    attempts: parts.reduce((total, part) => total + (part.attempts ?? 0), 0),
    parts: parts.filter((part) => part.part !== null).length,
  };
}
