import { courtDateOf, courtTimeToInstant, isCalendarDate, isRecord } from '@court/contract';

/**
 * What every staff notice form asks, read the same way for juror notices and hearing day
 * notices: a day its people are picked by, the text, and now or a date and time in court time.
 */

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export type NoticeFields = Record<string, unknown>;
/** Message codes by field, filled in as problems are found. */
export type NoticeProblems = Record<string, string>;

/** The form's answers as fields; anything but an object has none. */
export function noticeFields(input: unknown): NoticeFields {
  return isRecord(input) ? input : {};
}

function trimmed(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The day of `field` (YYYY-MM-DD), from the court's today on; problems under its name. */
export function readNoticeDay(
  fields: NoticeFields,
  field: string,
  now: Date,
  problems: NoticeProblems,
  codes: { required: string; past: string },
): string {
  const day = trimmed(fields[field]);
  if (day === '') problems[field] = codes.required;
  else if (!isCalendarDate(day)) problems[field] = 'date.format';
  else if (day < courtDateOf(now)) problems[field] = codes.past;
  return day;
}

/** The notice's text (noticeText), at most `maxLength` characters. */
export function readNoticeText(
  fields: NoticeFields,
  maxLength: number,
  problems: NoticeProblems,
): string {
  const message = trimmed(fields.noticeText);
  if (message === '') problems.noticeText = 'notice.message.required';
  else if (Array.from(message).length > maxLength) {
    problems.noticeText = 'notice.message.tooLong';
  }
  return message;
}

/** When it goes: null for "now", else the instant of sendDate and sendTime, in the future. */
export function readSendAt(fields: NoticeFields, now: Date, problems: NoticeProblems): Date | null {
  if (fields.when === 'now') return null;
  if (fields.when !== 'later') {
    problems.when = 'notice.when.required';
    return null;
  }
  const sendDate = trimmed(fields.sendDate);
  const sendTime = trimmed(fields.sendTime);
  if (sendDate === '') problems.sendDate = 'notice.sendDate.required';
  else if (!isCalendarDate(sendDate)) problems.sendDate = 'date.format';
  else if (sendDate < courtDateOf(now)) problems.sendDate = 'notice.sendAt.past';
  if (!TIME.test(sendTime)) problems.sendTime = 'notice.sendTime.required';
  if (problems.sendDate !== undefined || problems.sendTime !== undefined) return null;
  const sendAt = courtTimeToInstant(sendDate, sendTime);
  if (sendAt.getTime() <= now.getTime()) problems.sendTime = 'notice.sendAt.past';
  return sendAt;
}
