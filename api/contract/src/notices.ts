/*
 * What every notice the court sends shares, juror notices and hearing day notices and reminders
 * alike: its channels, its states, how its delivery is counted, and the short stop link.
 */

/** Characters one text message carries; a longer text goes as numbered parts. */
export const TEXT_MESSAGE_MAX_LENGTH = 160;

/** Where a text's short stop link points: /u/<token>, redirected to the page. */
export const SHORT_STOP_LINK_PREFIX = '/u/';

/** A stop link's token as its page takes it: letters, digits, dot, dash and underscore. */
export function isStopToken(value: unknown): value is string {
  return typeof value === 'string' && /^[\w.-]{1,64}$/.test(value);
}

/** The API address (under API_BASE) of one stop link of a kind: GET reads it, POST stops. */
export function stopLinkAddress(endpoint: string, token: string): string {
  return `${endpoint}?token=${encodeURIComponent(token)}`;
}

/** Where a stop link's notices stand, whatever they are: still sending, or stopped. */
export const STOP_LINK_STATES = ['sending', 'stopped'] as const;
export type StopLinkState = (typeof STOP_LINK_STATES)[number];

export interface StopLinkStatus {
  state: StopLinkState;
}

/**
 * What the server read for a stop page's address besides the link's status (page data under
 * STOP_LINK_PAGE_DATA): the link is not valid, the court could not be reached, or the page's own
 * form, sent without the script, has just stopped the notices.
 */
export const STOP_LINK_PAGE_DATA = 'stop-link';
export type StopLinkPageState = 'invalid' | 'unreachable' | 'stoppedNow';

/** The query parameter of the stop page a stop sent without the script leads back to. */
export const STOP_LINK_STOPPED_PARAMETER = 'stopped';

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

/**
 * What every notice staff send to the people signed up for a day keeps and shows, whatever the
 * day is (a juror's service date, a hearing date).
 */
export interface DayNoticeFields {
  message: string;
  /** When it goes (or went): an instant, shown in the court's time zone. */
  sendAt: string;
  status: NoticeStatus;
  createdBy: string;
  createdAt: string;
  /** When its messages were queued; null until then. */
  sentAt: string | null;
}

/** How a notice's deliveries stand, counted by state. */
export interface NoticeCounts {
  /** People the notice went to (one person may have an e-mail and a text). */
  recipients: number;
  queued: number;
  sent: number;
  failed: number;
  unreachable: number;
}
