import type { Language } from './constants';
import {
  TEXT_MESSAGE_MAX_LENGTH,
  type DayNoticeFields,
  type DeliveryState,
  type NoticeChannel,
  type NoticeCounts,
  type StopLinkStatus,
} from './notices';

/** Longest notice staff may write: a few text messages, not a letter. */
export const JUROR_NOTICE_MAX_LENGTH = 600;

/**
 * The public page (site path) where a juror confirms stopping notices: ?token=... Its address
 * keeps the first word it had ("unsubscribe"), as does the endpoint's: the links of e-mails
 * already sent lead there.
 */
export const JUROR_STOP_PAGE = 'juror-unsubscribe';

/** The API endpoint (under API_BASE) that reads a stop token (GET) and applies it (POST). */
export const JUROR_STOP_ENDPOINT = 'juror/unsubscribe';

/**
 * Field names of the notice form, the same in the browser and in the API's error map. The text
 * is noticeText, not message: the staff page's juror message form already has a field of that
 * name, and names are the fields' element ids.
 */
export const JUROR_NOTICE_FIELDS = {
  serveDate: 'serveDate',
  noticeText: 'noticeText',
  when: 'when',
  sendDate: 'sendDate',
  sendTime: 'sendTime',
} as const;

/**
 * POST staff/jury/notices. `when` is "now" or "later"; later needs sendDate (YYYY-MM-DD) and
 * sendTime (HH:MM, 24-hour), both read in the court's time zone.
 */
export interface JurorNoticeRequest {
  serveDate: string;
  noticeText: string;
  when: 'now' | 'later';
  sendDate?: string;
  sendTime?: string;
}

/** A notice as the staff list shows it. */
export interface JurorNoticeSummary extends DayNoticeFields {
  id: number;
  /** The service date (YYYY-MM-DD) whose registered jurors receive it. */
  serveDate: string;
  counts: NoticeCounts;
}

/** One recipient of a notice on one channel, as staff follow it. */
export interface JurorNoticeRecipient {
  jurorNumber: string;
  lastName: string;
  channel: NoticeChannel;
  /** The e-mail address or the ten-digit cellphone. */
  destination: string;
  state: DeliveryState;
  /** For unreachable, an UnreachableReason; for failed (and queued after a failure), the error. */
  reason: string | null;
  /** Attempts made so far, over every part of a text. */
  attempts: number;
  /** Text messages (parts) this delivery is made of; 1 for an e-mail, 0 when unreachable. */
  parts: number;
}

/** GET staff/jury/notices/:id. */
export interface JurorNoticeDetail extends JurorNoticeSummary {
  recipients: JurorNoticeRecipient[];
}

/** A service date with jurors registered for notices. */
export interface UpcomingServeDate {
  serveDate: string;
  registrations: number;
}

/** GET staff/jury/notices. */
export interface JurorNoticeList {
  /** Newest first. */
  notices: JurorNoticeSummary[];
  /** Service dates from today on with registrations still receiving notices. */
  upcoming: UpcomingServeDate[];
  /** False when the court sends no texts (SMS_SENDER=none). */
  textsEnabled: boolean;
  /** A stop link as long as a real one, so the form counts a text's parts right. */
  sampleStopLink: string;
}

/** GET and POST juror/unsubscribe?token=: where a juror's notices stand. */
export interface JurorStopStatus extends StopLinkStatus {
  language: Language;
  /** The service date the registration is for; null when the registration is gone. */
  serveDate: string | null;
}

const TEXT_WORDING: Record<Language, { optOut: string }> = {
  en: { optOut: 'Reply STOP or visit' },
  es: { optOut: 'Responda STOP o visite' },
};

/** Runs of spaces and line breaks as one space: a text message has no layout. */
export function oneLineText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The whole text a juror receives: who sends it (the court's name as published), the notice, and
 * the way out ("Reply STOP or visit <link>"), before it is cut into parts.
 */
export function composeNoticeText(
  courtName: string,
  message: string,
  language: Language,
  stopLink: string,
): string {
  const body = oneLineText(message);
  const closed = /[.!?:;…)]$/.test(body) ? body : `${body}.`;
  return `${courtName}: ${closed} ${TEXT_WORDING[language].optOut} ${stopLink}`;
}

/** Pieces of at most `room` characters, cut between words; a longer word is cut where it must. */
function wrapWords(text: string, room: number): string[] {
  const pieces: string[] = [];
  let current = '';
  let currentLength = 0;
  for (const word of text.split(' ')) {
    let letters = Array.from(word);
    while (letters.length > 0) {
      const needed = currentLength === 0 ? letters.length : currentLength + 1 + letters.length;
      if (needed <= room) {
        current = currentLength === 0 ? letters.join('') : `${current} ${letters.join('')}`;
        currentLength = needed;
        letters = [];
      } else if (currentLength > 0) {
        pieces.push(current);
        current = '';
        currentLength = 0;
      } else {
        pieces.push(letters.slice(0, room).join(''));
        letters = letters.slice(room);
      }
    }
  }
  if (currentLength > 0) pieces.push(current);
  return pieces;
}

/**
 * A text as the text messages that carry it: itself when it fits in `maxLength` characters,
 * else numbered parts ("(1/2) ...", "(2/2) ...") of at most `maxLength` characters each, cut
 * between words. Characters are counted as code points, so an accent or emoji is never split.
 */
export function splitTextMessage(text: string, maxLength = TEXT_MESSAGE_MAX_LENGTH): string[] {
  const clean = oneLineText(text);
  if (Array.from(clean).length <= maxLength) return [clean];
  // The prefix "(i/n) " takes 2 digits-of-n + 4 characters at most; n is known only after
  // cutting, so cut again with a wider prefix when n has more digits than allowed for.
  for (let digits = 1; ; digits += 1) {
    const room = maxLength - (2 * digits + 4);
    if (room < 1) throw new RangeError(`A text part of ${maxLength} characters is too short`);
    const pieces = wrapWords(clean, room);
    if (String(pieces.length).length <= digits) {
      return pieces.map((piece, index) => `(${index + 1}/${pieces.length}) ${piece}`);
    }
  }
}
