import { boolean, object, string, type ObjectSchema, type TestContext } from 'yup';
import {
  addCalendarDays,
  courtDateOf,
  courtTimeToInstant,
  isCalendarDate,
  isRecord,
} from '@court/contract';
import { TIME_OF_DAY } from './court-hours';
import { textOrBlank } from './text';

/*
 * The form staff send a notice to everyone signed up for a day with (juror notices, hearing day
 * notices): the day its people are picked by, the text, and now or a date and time in the court's
 * time zone. Every text is trimmed, and anything but text is read as left out. Rules about the
 * present read it from the validation context, { now }, so one schema serves every request.
 */

/** What a day notice form's rules compare with: the instant the form is read. */
export interface DayNoticeContext {
  now: Date;
}

/** When a notice goes: now, or at a date (YYYY-MM-DD) and time (HH:MM, 24-hour) of the court. */
export type DayNoticeTiming =
  { when: 'now' } | { when: 'later'; sendDate: string; sendTime: string };

/** A day notice form as read: its day under `Day`, the text and when it goes. */
export type DayNoticeAnswers<Day extends string> = Record<Day, string> & {
  noticeText: string;
} & DayNoticeTiming;

export interface DayNoticeSchemaOptions<Day extends string> {
  /** The field of the day the notice's people are picked by, and its message codes. */
  day: {
    field: Day;
    /** The day left out. */
    required: string;
    /** A day before the court's today. */
    past: string;
    /** Given, a notice sent later must go before its day ends, else this code under sendDate. */
    afterDay?: string;
  };
  /** The longest text, in characters as a person counts them. */
  maxLength: number;
}

const WHEN = ['now', 'later'] as const;

function nowOf(context: TestContext): Date {
  const values: unknown = context.options.context;
  if (isRecord(values) && values.now instanceof Date) return values.now;
  // A programming error, not a problem of the form: the caller left out the context.
  throw new Error('A day notice form is read with { now } as its validation context');
}

/** Characters as a person counts them: an accented letter or an emoji is one. */
function characters(text: string): number {
  return Array.from(text).length;
}

/** A calendar day from the court's today on. */
function isDayFromToday(value: unknown, now: Date): value is string {
  return typeof value === 'string' && isCalendarDate(value) && value >= courtDateOf(now);
}

/**
 * The instant a later notice asks for, once its date (from today on) and time are both right;
 * null while either has a problem of its own.
 */
function askedInstant(parent: unknown, now: Date): Date | null {
  if (!isRecord(parent)) return null;
  const { sendDate, sendTime } = parent;
  if (!isDayFromToday(sendDate, now)) return null;
  if (typeof sendTime !== 'string' || !TIME_OF_DAY.test(sendTime)) return null;
  return courtTimeToInstant(sendDate, sendTime);
}

function noticeDay({ required, past }: DayNoticeSchemaOptions<string>['day']) {
  return textOrBlank()
    .required(required)
    .test('calendar-date', 'date.format', (day) => !day || isCalendarDate(day))
    .test(
      'past',
      past,
      (day, context) => !day || !isCalendarDate(day) || isDayFromToday(day, nowOf(context)),
    );
}

function sendDate({ field, afterDay }: DayNoticeSchemaOptions<string>['day']) {
  const date = textOrBlank()
    .required('notice.sendDate.required')
    .test('calendar-date', 'date.format', (day) => !day || isCalendarDate(day))
    .test(
      'past',
      'notice.sendAt.past',
      (day, context) => !day || !isCalendarDate(day) || isDayFromToday(day, nowOf(context)),
    );
  if (afterDay === undefined) return date;
  // Only a time that is otherwise right, for a day that is, can be after the day.
  return date.test('after-day', afterDay, (_day, context) => {
    const now = nowOf(context);
    const asked = askedInstant(context.parent, now);
    const day: unknown = isRecord(context.parent) ? context.parent[field] : undefined;
    if (!asked || asked.getTime() <= now.getTime() || !isDayFromToday(day, now)) return true;
    return asked.getTime() < courtTimeToInstant(addCalendarDays(day, 1)).getTime();
  });
}

/** A send time; once the date and it are both right, their instant must be to come. */
function sendTime() {
  return textOrBlank()
    .required('notice.sendTime.required')
    .matches(TIME_OF_DAY, 'notice.sendTime.required')
    .test('past', 'notice.sendAt.past', (_time, context) => {
      const now = nowOf(context);
      const asked = askedInstant(context.parent, now);
      return !asked || asked.getTime() > now.getTime();
    });
}

/** `{ [key]: value }`, typed by its key: TypeScript widens a generic computed key to string. */
function keyed<Key extends string, Value>(key: Key, value: Value): Record<Key, Value> {
  return { [key]: value } as Record<Key, Value>;
}

/**
 * POST of a day notice (staff/jury/notices, staff/hearings/day-notices), read with
 * { context: { now } }: the day (from the court's today on), noticeText (at most `maxLength`
 * characters), when ("now" or "later", exactly), and for "later" sendDate (from today on) and
 * sendTime, whose instant in court time must be to come.
 */
export function dayNoticeRequestSchema<Day extends string>(
  options: DayNoticeSchemaOptions<Day>,
): ObjectSchema<DayNoticeAnswers<Day>> {
  const schema = object({
    ...keyed(options.day.field, noticeDay(options.day)),
    noticeText: textOrBlank()
      .required('notice.message.required')
      .test(
        'too-long',
        'notice.message.tooLong',
        (text) => text === undefined || characters(text) <= options.maxLength,
      ),
    // Exactly one of the words: not trimmed, nor any other type read as text.
    when: string()
      .strict()
      .typeError('notice.when.required')
      .required('notice.when.required')
      .oneOf(WHEN, 'notice.when.required'),
    // Read only for "later": a notice sent now keeps no date or time of its own.
    sendDate: textOrBlank().when('when', { is: 'later', then: () => sendDate(options.day) }),
    sendTime: textOrBlank().when('when', { is: 'later', then: () => sendTime() }),
  });
  // yup types neither a field named by a type parameter nor sendDate and sendTime coming with
  // "later" alone; the rules above are what make the answers so.
  return schema as unknown as ObjectSchema<DayNoticeAnswers<Day>>;
}

/**
 * Whether a hearing day notice is an emergency, which goes at any hour: JSON true only, anything
 * else (left out, "yes", 1) not, and never a problem.
 */
export function noticeEmergency() {
  return boolean()
    .transform((_cast: unknown, original: unknown) => original === true)
    .default(false);
}
