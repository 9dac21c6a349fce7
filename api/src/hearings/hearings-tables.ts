import type { Generated } from 'kysely';
import type { OutboxChannel } from '../platform/database/platform-tables';

// The hearing schedule and court-date reminders tables, as Kysely sees them (camelCase through
// CamelCasePlugin; the database is snake_case).

export interface HearingImportTable {
  id: Generated<number>;
  importedAt: string;
  source: string;
  importedBy: string;
  applied: number;
  rowCount: number;
  addedCount: number;
  movedCount: number;
  cancelledCount: number;
  disappearedCount: number;
  unchangedCount: number;
  errors: string;
  errorCount: number;
}

export interface HearingTable {
  id: Generated<number>;
  caseNumber: string;
  lastName: string;
  firstName: string;
  hearingType: string;
  hearingDate: string;
  hearingTime: string;
  startsAt: string;
  courtroom: string;
  status: string;
  lastImportId: number;
  updatedAt: string;
}

export interface HearingChangeTable {
  id: Generated<number>;
  importId: number;
  hearingId: number;
  kind: string;
  before: string | null;
  /** When the notices of this change were queued; null until then. */
  notifiedAt: Generated<string | null>;
}

/** A court-date reminder sign-up: one case and last name, in one language. */
export interface ReminderSignupTable {
  id: Generated<number>;
  reference: string;
  caseNumber: string;
  lastName: string;
  language: string;
  createdAt: string;
}

/** One way of reaching a sign-up (e-mail or text), confirmed by a code before it is used. */
export interface ReminderContactTable {
  id: Generated<number>;
  signupId: number;
  channel: OutboxChannel;
  destination: string;
  carrier: string | null;
  codeHash: string | null;
  codeExpiresAt: string | null;
  codeAttempts: number;
  codesSent: number;
  confirmedAt: string | null;
  consentText: string | null;
  consentAt: string | null;
  stoppedAt: string | null;
  createdAt: string;
}

/**
 * Codes sent to one phone or address in one window (an hour, a day), under a keyed hash of the
 * destination; a row is deleted once its window has passed.
 */
export interface ReminderCodeQuotaTable {
  key: string;
  sends: number;
  expiresAt: string;
}

/** Staff's notice to everyone signed up with a hearing on a date. */
export interface HearingDayNoticeTable {
  id: Generated<number>;
  hearingDate: string;
  message: string;
  emergency: number;
  sendAt: string;
  status: 'scheduled' | 'sent' | 'cancelled';
  createdBy: string;
  createdAt: string;
  sentAt: string | null;
}

/** One message to one contact on one occasion (unique), queued or found unreachable. */
export interface ReminderDeliveryTable {
  id: Generated<number>;
  contactId: number;
  occasion: string;
  dayNoticeId: number | null;
  status: 'queued' | 'unreachable';
  reason: string | null;
  createdAt: string;
}

/** The outbox messages that carry a delivery: one e-mail, or the parts of a text. */
export interface ReminderMessageTable {
  outboxMessageId: number;
  deliveryId: number;
  part: number;
}

/**
 * This feature's tables by the names queries use; platform/database/schema.ts joins every
 * feature's into Database.
 */
export interface HearingsTables {
  hearingImport: HearingImportTable;
  hearing: HearingTable;
  hearingChange: HearingChangeTable;
  reminderSignup: ReminderSignupTable;
  reminderContact: ReminderContactTable;
  reminderCodeQuota: ReminderCodeQuotaTable;
  hearingDayNotice: HearingDayNoticeTable;
  reminderDelivery: ReminderDeliveryTable;
  reminderMessage: ReminderMessageTable;
}
