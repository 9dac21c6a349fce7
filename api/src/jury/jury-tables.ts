import type { Generated } from 'kysely';
import type { OutboxChannel } from '../platform/database/platform-tables';

// The juror notifications tables, as Kysely sees them (camelCase through CamelCasePlugin; the
// database is snake_case).

/**
 * A juror signed up for notifications for one service date; unique per juror number and date,
 * so a second sign-up updates the row. Juror notices read it and mark the stopped ones.
 */
export interface JurorRegistrationTable {
  id: Generated<number>;
  jurorNumber: string;
  /** YYYY-MM-DD, the first date of service. */
  serveDate: string;
  /** Upper-cased. */
  lastName: string;
  /** Ten digits; null when the juror gave only an e-mail. */
  cellphone: string | null;
  /** One of CARRIERS; null with the cellphone. */
  carrier: string | null;
  /** Lower-cased; null when the juror gave only a cellphone. */
  email: string | null;
  /** Language of the sign-up: 'en' or 'es'. */
  language: string;
  createdAt: string;
  updatedAt: string;
  /** When the juror asked to stop the notices, and how (set by juror notices). */
  stoppedAt: string | null;
  stopChannel: string | null;
  /** The latest sign-up's submission. */
  submissionId: number | null;
}

/** A notice to the jurors registered for one service date. */
export interface JurorNoticeTable {
  id: Generated<number>;
  /** YYYY-MM-DD. */
  serveDate: string;
  message: string;
  /** ISO 8601 instant, UTC, when it goes. */
  sendAt: string;
  status: 'scheduled' | 'sent' | 'cancelled';
  /** Username of the member of staff who wrote it. */
  createdBy: string;
  createdAt: string;
  /** When its messages were queued. */
  sentAt: string | null;
}

/** One juror on one channel of a notice: unique, so no notice reaches anyone twice. */
export interface JurorNoticeDeliveryTable {
  id: Generated<number>;
  noticeId: number;
  registrationId: number;
  channel: OutboxChannel;
  /** The e-mail address or the ten-digit cellphone, as it was when queued. */
  destination: string;
  /** queued: its outbox messages tell how it went; unreachable: a text that cannot go. */
  status: 'queued' | 'unreachable';
  /** Why unreachable (an UnreachableReason); null when queued. */
  reason: string | null;
  createdAt: string;
}

/** The outbox messages of a delivery: one e-mail, or each part of a text. */
export interface JurorNoticeMessageTable {
  outboxMessageId: number;
  deliveryId: number;
  /** 1 for an e-mail; 1..n for the parts of a text. */
  part: number;
}

/**
 * This feature's tables by the names queries use; platform/database/schema.ts joins every
 * feature's into Database.
 */
export interface JuryTables {
  jurorRegistration: JurorRegistrationTable;
  jurorNotice: JurorNoticeTable;
  jurorNoticeDelivery: JurorNoticeDeliveryTable;
  jurorNoticeMessage: JurorNoticeMessageTable;
}
