import type { Language } from './constants';
import type {
  DayNoticeFields,
  DeliveryState,
  NoticeCounts,
  NoticeChannel,
  StopLinkStatus,
} from './notices';

/*
 * Court-date reminders: a person with a hearing signs up with the case number and their last
 * name, confirms each phone number or e-mail address with a six-digit code sent to it, and is
 * then reminded before each hearing of that case, told at once when the hearing moves or is
 * cancelled, and reached by the notices staff send to everyone with a hearing on a day.
 *
 * Public endpoints (under API_BASE):
 * - GET  court-dates/options: CourtDateReminderOptions (which ways of being reminded exist);
 * - POST court-dates/signups: the sign-up, through the court forms' pipeline (proof of work,
 *   idempotency key, honeypot, rate limit, errors by field): CourtDateReminderSignupAccepted;
 * - POST court-dates/signups/confirm: ReminderConfirmRequest, answers ReminderSignupState;
 * - POST court-dates/signups/resend: ReminderResendRequest, a new code, ReminderSignupState;
 * - GET and POST court-dates/unsubscribe?token=: ReminderStopStatus (POST stops; a mail
 *   client's one-click POST too).
 * Staff endpoints (role hearings): see the day notices below.
 */

/** The public sign-up page (site path, and under /es/). */
export const COURT_DATE_REMINDERS_PAGE = 'court-date-reminders';
/** The page a stop link opens: ?token=... */
export const COURT_DATE_REMINDERS_STOP_PAGE = 'court-date-reminders/stop';
/** Id of the sign-up page's section on what to bring and how to get there. */
export const BEFORE_YOUR_HEARING_ID = 'before-your-hearing';
/** The short address texts carry to that section: /h (English) and /es/h. */
export const BEFORE_YOUR_HEARING_SHORT_PATH = 'h';

export const REMINDER_OPTIONS_PATH = 'court-dates/options';
export const REMINDER_SIGNUP_PATH = 'court-dates/signups';
export const REMINDER_CONFIRM_PATH = 'court-dates/signups/confirm';
export const REMINDER_RESEND_PATH = 'court-dates/signups/resend';

/**
 * The actions of the confirm step's forms sent without the page's script, posted to the sign-up
 * page with the sign-up's reference and token: confirm the code typed for a channel, send it a
 * new one, or go back to the sign-up's answers to change them.
 */
export const REMINDER_STEP_ACTIONS = {
  confirm: 'confirmCode',
  resend: 'resendCode',
  change: 'changeAnswers',
} as const;

/** Page data of the sign-up page after "send a new code" without the script: to which channel. */
export const REMINDER_CODE_RESENT = 'reminder-code-resent';
/**
 * The API endpoint (under API_BASE) that reads a reminder stop token (GET) and applies it (POST):
 * its address keeps the first word it had, as the links of messages already sent lead there.
 */
export const REMINDER_STOP_ENDPOINT = 'court-dates/unsubscribe';

/** How a person chooses to be reminded. */
export const REMIND_BY_CHOICES = ['text', 'email', 'both'] as const;
export type RemindBy = (typeof REMIND_BY_CHOICES)[number];

/** Digits of a confirmation code. */
export const REMINDER_CODE_LENGTH = 6;
/** A code is good for this long after it is sent. */
export const REMINDER_CODE_MINUTES = 30;
/** Wrong codes allowed for one phone or address before a new code is needed. */
export const REMINDER_CODE_ATTEMPTS = 5;

/**
 * The words a person agrees to before texts are sent, shown beside the cellphone field and
 * stored with the time they agreed, in the language they read them.
 */
export const TEXT_CONSENT_WORDING: Record<Language, string> = {
  en: 'I agree to receive text messages from the Canton Municipal Court about my court dates at this number: a confirmation code, reminders before each hearing and notices when a hearing changes. Message and data rates may apply. Reply STOP to end them at any time.',
  es: 'Acepto recibir mensajes de texto del Tribunal Municipal de Canton sobre mis fechas de corte en este número: un código de confirmación, recordatorios antes de cada audiencia y avisos cuando una audiencia cambie. Pueden aplicarse tarifas de mensajes y datos. Responda STOP para terminarlos en cualquier momento.',
};

/**
 * GET court-dates/options. texts: 'off' when the court sends no texts (only e-mail is offered),
 * 'carrier' when texts go through the carriers' e-mail gateways (the carrier must be chosen),
 * 'direct' when a text provider sends them (no carrier needed).
 */
export interface CourtDateReminderOptions {
  texts: 'off' | 'carrier' | 'direct';
}

/** One hearing as the public sees it. */
export interface ReminderHearing {
  /** YYYY-MM-DD, court time. */
  date: string;
  /** HH:MM, 24-hour, court time. */
  time: string;
  /** "Courtroom 2", "Zoom". */
  courtroom: string;
  /** As the court names it: "Pretrial", "Arraignment". */
  hearingType: string;
}

/** Where a channel of a sign-up stands: waiting for its code, or confirmed. */
export interface ReminderChannelState {
  channel: NoticeChannel;
  /** The number or address, partly hidden: "(•••) •••-0123", "j•••@example.org". */
  destination: string;
  confirmed: boolean;
}

/** What the confirm, resend and sign-up answers tell about one sign-up. */
export interface ReminderSignupState {
  /** The case number as the court writes it: "2026 TRD 01234". */
  caseNumber: string;
  channels: ReminderChannelState[];
  /** The next hearing of the case for this last name, or null when none is scheduled yet. */
  nextHearing: ReminderHearing | null;
  /** When the codes sent last stop working (ISO instant). */
  codesExpireAt: string;
}

/**
 * POST court-dates/signups answers 200 with this (the court forms' { success, reference } plus
 * the sign-up); a refusal is the court forms' { success: false, error, errors } by field.
 */
export interface CourtDateReminderSignupAccepted extends ReminderSignupState {
  success: true;
  reference: string;
  /** Carried by the confirm and resend requests: proves the browser made this sign-up. */
  signupToken: string;
}

/** POST court-dates/signups/confirm. A wrong code answers 400 { error, errors: { code } }. */
export interface ReminderConfirmRequest {
  reference: string;
  signupToken: string;
  channel: NoticeChannel;
  code: string;
}

/** POST court-dates/signups/resend: a new code to one channel not yet confirmed. */
export interface ReminderResendRequest {
  reference: string;
  signupToken: string;
  channel: NoticeChannel;
}

/** GET and POST court-dates/unsubscribe?token=: where one channel of one sign-up stands. */
export interface ReminderStopStatus extends StopLinkStatus {
  language: Language;
  channel: NoticeChannel;
  /** "2026 TRD 01234"; null when the sign-up has been deleted. */
  caseNumber: string | null;
}

/*
 * Staff: notices to everyone signed up with a hearing on a day (role hearings):
 * GET staff/hearings/day-notices (HearingDayNoticeList), POST it (HearingDayNoticeRequest,
 * 201 HearingDayNoticeSummary; 400 errors by HEARING_DAY_NOTICE_FIELDS), GET .../:id
 * (HearingDayNoticeDetail), POST .../:id/cancel a scheduled one (HearingDayNoticeSummary).
 */

export const STAFF_HEARING_DAY_NOTICES_PATH = 'staff/hearings/day-notices';

/** Longest day notice staff may write. */
export const HEARING_DAY_NOTICE_MAX_LENGTH = 600;

/** Field names of the day notice form, the same in the browser and in the API's errors. */
export const HEARING_DAY_NOTICE_FIELDS = {
  hearingDate: 'hearingDate',
  noticeText: 'noticeText',
  when: 'when',
  sendDate: 'sendDate',
  sendTime: 'sendTime',
  emergency: 'emergency',
} as const;

/**
 * POST staff/hearings/day-notices. `when` is "now" or "later" (sendDate YYYY-MM-DD and sendTime
 * HH:MM, court time). A notice that is not an emergency waits for 8 a.m. when its time falls
 * between 8 p.m. and 8 a.m. court time; an emergency goes at any hour.
 */
export interface HearingDayNoticeRequest {
  hearingDate: string;
  noticeText: string;
  when: 'now' | 'later';
  sendDate?: string;
  sendTime?: string;
  emergency: boolean;
}

/**
 * A day notice as the staff list shows it; its sendAt comes after the quiet hours, for a notice
 * that is not an emergency.
 */
export interface HearingDayNoticeSummary extends DayNoticeFields {
  id: number;
  /** The hearing date (YYYY-MM-DD) whose signed-up people receive it. */
  hearingDate: string;
  emergency: boolean;
  counts: NoticeCounts;
}

/** One recipient of a day notice on one channel. */
export interface HearingDayNoticeRecipient {
  caseNumber: string;
  lastName: string;
  channel: NoticeChannel;
  destination: string;
  state: DeliveryState;
  reason: string | null;
  attempts: number;
  parts: number;
}

/** GET staff/hearings/day-notices/:id. */
export interface HearingDayNoticeDetail extends HearingDayNoticeSummary {
  recipients: HearingDayNoticeRecipient[];
}

/** A date with hearings and people signed up for reminders about them. */
export interface HearingDayWithSignups {
  hearingDate: string;
  /** Confirmed, not stopped sign-up channels with a hearing that day. */
  signups: number;
}

/** GET staff/hearings/day-notices. */
export interface HearingDayNoticeList {
  /** Newest first. */
  notices: HearingDayNoticeSummary[];
  /** Dates from today on with hearings and people signed up. */
  upcoming: HearingDayWithSignups[];
  textsEnabled: boolean;
  /** A stop link as long as a real one, so the form counts a text's parts right. */
  sampleStopLink: string;
}

/** "2026TRD01234" as the court writes it: "2026 TRD 01234". */
export function formatCaseNumber(caseNumber: string): string {
  const match = /^(\d{4})([A-Z]{3})(\d{1,5})$/.exec(caseNumber);
  return match ? `${match[1]} ${match[2]} ${match[3]}` : caseNumber;
}

/** A case number as typed ("2026 trd 01234", "2026-TRD-01234") as stored: 2026TRD01234. */
export function caseNumberKey(typed: string): string {
  return typed.replace(/[\s-]+/g, '').toUpperCase();
}
