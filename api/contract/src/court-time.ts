import type { Language } from './constants';

/** The court's time zone: dates the court names (hearings, service days, deadlines) are Ohio dates. */
export const COURT_TIME_ZONE = 'America/New_York';

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

// Making a formatter costs far more than using one (the time zone data is looked up each time):
// each is made on first use and kept.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(
  locale: string,
  options: Intl.DateTimeFormatOptions,
  key = `${locale} ${JSON.stringify(options)}`,
): Intl.DateTimeFormat {
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, made);
  }
  return made;
}

function utcDay(isoDate: string): Date | undefined {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  // Rejects days the calendar rolls over, such as 2026-02-30.
  return date.toISOString().slice(0, 10) === isoDate ? date : undefined;
}

/** True for a real calendar day written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  return utcDay(value) !== undefined;
}

/** The calendar day (YYYY-MM-DD) at the court at an instant: 11 p.m. in Canton is still today. */
export function courtDateOf(instant: Date): string {
  const parts = formatter(
    'en-US',
    { timeZone: COURT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' },
    'court day',
  ).formatToParts(instant);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The day `days` after a YYYY-MM-DD day (before, when negative). */
export function addCalendarDays(isoDate: string, days: number): string {
  const date = utcDay(isoDate);
  if (!date) throw new RangeError(`Not a calendar date: ${isoDate}`);
  return new Date(date.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** Day of the week of a YYYY-MM-DD day: 0 Sunday to 6 Saturday. */
export function dayOfWeek(isoDate: string): number {
  const date = utcDay(isoDate);
  if (!date) throw new RangeError(`Not a calendar date: ${isoDate}`);
  return date.getUTCDay();
}

/** A YYYY-MM-DD day as MM/DD/YYYY, the court's written form; other text is returned as it is. */
export function toUsDate(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : isoDate;
}

/**
 * A date in the visitor's language ("December 1, 2026", "1 de diciembre de 2026"). A YYYY-MM-DD
 * value is a calendar day and keeps its day; an instant is shown as the court's date (with its
 * time when `withTime`). Without a weekday, `style: 'medium'` abbreviates the month and gives
 * the time to the second ("Mar 5, 2026, 9:30:00 AM"), for logs. An unreadable value is returned
 * as it is, never "Invalid Date".
 */
export function formatCourtDate(
  value: string,
  language: Language,
  options: { withTime?: boolean; withWeekday?: boolean; style?: 'medium' } = {},
): string {
  const day = utcDay(value);
  const instant = day ?? new Date(value);
  if (Number.isNaN(instant.getTime())) return value;
  const showsTime = options.withTime === true && day === undefined;
  // Intl refuses dateStyle beside single fields, so a weekday needs the fields spelled out.
  const fields: Intl.DateTimeFormatOptions = options.withWeekday
    ? {
        weekday: 'long',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        ...(showsTime ? { hour: 'numeric', minute: '2-digit' } : {}),
      }
    : {
        dateStyle: options.style ?? 'long',
        ...(showsTime ? { timeStyle: options.style ?? 'short' } : {}),
      };
  return formatter(LOCALES[language], {
    ...fields,
    timeZone: day ? 'UTC' : COURT_TIME_ZONE,
  }).format(instant);
}

/** Minutes the court's clock is ahead of UTC at an instant (-300 in winter, -240 in summer). */
function courtOffsetMinutes(instant: Date): number {
  const parts = formatter(
    'en-US',
    {
      timeZone: COURT_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    },
    'court clock',
  ).formatToParts(instant);
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * The instant a court-local date and time ("2026-11-30", "17:00") happens, whatever daylight
 * saving is in force that day.
 */
export function courtTimeToInstant(isoDate: string, time = '00:00'): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const asUtc = Date.parse(`${isoDate}T00:00:00.000Z`) + (hours * 60 + minutes) * 60_000;
  // The offset at the guess is right except within the hour a clock change moves.
  const guess = asUtc - courtOffsetMinutes(new Date(asUtc)) * 60_000;
  return new Date(asUtc - courtOffsetMinutes(new Date(guess)) * 60_000);
}

/** The court's clock at an instant: its date (YYYY-MM-DD) and time (HH:MM, 24-hour). */
export function courtTimeOf(instant: Date): { date: string; time: string } {
  const local = new Date(instant.getTime() + courtOffsetMinutes(instant) * 60_000);
  const iso = local.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/**
 * A time of day on the court's clock ("16:30") as the visitor's language writes it: "4:30 PM",
 * "4:30 p. m.". Written out rather than left to Intl, whose Spanish differs between the server's
 * and the browsers' versions, and a page must read the same on both.
 */
export function formatTimeOfDay(time: string, language: Language): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const afternoon = hours >= 12;
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]}`;
  if (language === 'es') return `${clock} ${afternoon ? 'p. m.' : 'a. m.'}`;
  return `${clock} ${afternoon ? 'PM' : 'AM'}`;
}
