import type { Language } from '@court/contract';

/**
 * A calendar date such as "2026-11-20" written out in the visitor's language ("November 20,
 * 2026", "20 de noviembre de 2026"). Read as UTC so the day never shifts with the time zone.
 */
export function formatLongDate(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
