import type { Language } from '@court/contract';

/** The court's time zone: a posting made on an Ohio afternoon shows that Ohio date. */
const COURT_TIME_ZONE = 'America/New_York';

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/**
 * Formats a posting date as a long date in the visitor's language ("April 3, 2026",
 * "3 de abril de 2026"). A bare YYYY-MM-DD date is a calendar day, not an instant, so it is
 * formatted in UTC to stay on the same day; an unreadable value is shown as it came.
 */
export function formatPostedDate(value: string, language: Language): string {
  const dayOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = dayOnly
    ? new Date(Date.UTC(Number(dayOnly[1]), Number(dayOnly[2]) - 1, Number(dayOnly[3])))
    : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'long',
    timeZone: dayOnly ? 'UTC' : COURT_TIME_ZONE,
  }).format(date);
}
