import type { Language } from '@court/contract';

/** The court's time zone: a message saved on an Ohio evening shows that Ohio date. */
const COURT_TIME_ZONE = 'America/New_York';

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/**
 * Formats the instant a message was saved as a long date in the visitor's language
 * ("May 29, 2026", "29 de mayo de 2026"); undefined for a value that is not a date, so the page
 * leaves the line out rather than show "Invalid Date".
 */
export function formatUpdatedDate(value: string, language: Language): string | undefined {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  return new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'long',
    timeZone: COURT_TIME_ZONE,
  }).format(date);
}
