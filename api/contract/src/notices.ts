/*
 * What every notice the court sends shares, juror notices and hearing day notices and reminders
 * alike: its channels, its states, how its delivery is counted, and the short stop link.
 */

/** Characters one text message carries; a longer text goes as numbered parts. */
export const TEXT_MESSAGE_MAX_LENGTH = 160;

/** Where a text's short stop link points: /u/<token>, redirected to the page. */
export const SHORT_STOP_LINK_PREFIX = '/u/';

/** Where a notice goes: an e-mail, or a text message to a cellphone. */
export const NOTICE_CHANNELS = ['email', 'sms'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

/** scheduled: waits for its time; sent: handed to the outbox; cancelled: will never go. */
export const NOTICE_STATUSES = ['scheduled', 'sent', 'cancelled'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

/**
 * One recipient on one channel: queued (waiting or being retried), sent, failed (gave up after
 * the last retry), or unreachable (a text that cannot go: see UnreachableReason).
 */
export const DELIVERY_STATES = ['queued', 'sent', 'failed', 'unreachable'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/**
 * Why a text cannot go: the carrier's e-mail-to-text gateway is retired, the person gave no
 * carrier (or one without a gateway), or the court sends no texts (SMS_SENDER=none).
 */
export const UNREACHABLE_REASONS = ['retiredGateway', 'noCarrier', 'textsOff'] as const;
export type UnreachableReason = (typeof UNREACHABLE_REASONS)[number];

/** How a notice's deliveries stand, counted by state. */
export interface NoticeCounts {
  /** People the notice went to (one person may have an e-mail and a text). */
  recipients: number;
  queued: number;
  sent: number;
  failed: number;
  unreachable: number;
}
