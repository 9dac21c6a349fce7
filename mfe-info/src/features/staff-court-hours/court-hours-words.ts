import {
  COURT_HOURS_OFFICES,
  WEEKDAYS,
  formatCourtDate,
  formatTimeOfDay,
  type ContentChange,
  type CourtHours,
  type CourtHoursOffice,
  type HoursException,
  type Language,
  type Weekday,
} from '@court/contract';
import { isLanguage, useLanguage, useTranslation, type TranslateFunction } from '@court/kit';
import type { ContentChangeWording } from '../../shared/content-editor';
import { STAFF_COURT_HOURS_NS } from './staff-court-hours-translations';

/**
 * What a change or a missing Spanish text is about, read from the contract's names for them; a
 * name of the missing list has no language (it is the Spanish).
 */
type HoursPlace =
  | { kind: 'name'; office: CourtHoursOffice; language: Language | null }
  | { kind: 'day'; office: CourtHoursOffice; day: Weekday }
  | { kind: 'exception'; date: string; office: HoursException['office'] };

function isOffice(value: string | undefined): value is CourtHoursOffice {
  return COURT_HOURS_OFFICES.some((office) => office === value);
}

function isWeekday(value: string | undefined): value is Weekday {
  return WEEKDAYS.some((day) => day === value);
}

/**
 * The place a name such as `clerk.monday`, `court.name.es`, `court.name` or
 * `exception.2026-12-24.all` stands for; null for a name this page does not know.
 */
function placeOf(name: string): HoursPlace | null {
  const [first, second, third, ...rest] = name.split('.');
  if (rest.length > 0) return null;
  if (first === 'exception' && second !== undefined && (third === 'all' || isOffice(third))) {
    return { kind: 'exception', date: second, office: third };
  }
  if (!isOffice(first)) return null;
  if (second === 'name' && (third === undefined || isLanguage(third))) {
    return { kind: 'name', office: first, language: third ?? null };
  }
  return isWeekday(second) && third === undefined
    ? { kind: 'day', office: first, day: second }
    : null;
}

const HOURS_TEXT = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/;

/** The contract's hours text ("08:30-16:30", "closed") in words: "8:30 AM to 4:30 PM", "Closed". */
function hoursWords(text: string, t: TranslateFunction, language: Language): string {
  if (text === 'closed') return t('changes.closed');
  const times = HOURS_TEXT.exec(text);
  if (!times?.[1] || !times[2]) return text;
  return t('changes.hours', {
    opens: formatTimeOfDay(times[1], language),
    closes: formatTimeOfDay(times[2], language),
  });
}

/** An exception's text in a change ("closed: Christmas Day / Navidad"): its hours in words. */
function exceptionWords(text: string, t: TranslateFunction, language: Language): string {
  const split = text.indexOf(': ');
  if (split === -1) return text;
  const reason = text.slice(split + 2);
  return t('changes.exceptionText', {
    hours: hoursWords(text.slice(0, split), t, language),
    // "English / Spanish"; with no Spanish written, the separator is all that is left of it.
    reason: reason.endsWith(' / ') ? reason.slice(0, -3) : reason,
  });
}

/** The words for the places of the court hours, in the staff's language. */
export function useCourtHoursWords() {
  const { t } = useTranslation(STAFF_COURT_HOURS_NS);
  const language = useLanguage();

  function exceptionLabel(date: string, office: HoursException['office']): string {
    return t('changes.exception', {
      date: formatCourtDate(date, language),
      office: office === 'all' ? t('changes.allOffices') : t(`offices.${office}`),
    });
  }

  function placeName(place: HoursPlace | null): string | null {
    switch (place?.kind) {
      case 'name':
        return place.language
          ? t('changes.name', {
              office: t(`offices.${place.office}`),
              language: t(`languages.${place.language}`),
            })
          : null;
      case 'day':
        return t('changes.day', {
          office: t(`offices.${place.office}`),
          day: t(`weekdaysInText.${place.day}`),
        });
      case 'exception':
        return exceptionLabel(place.date, place.office);
      default:
        return null;
    }
  }

  const wording: ContentChangeWording<ContentChange> = {
    none: t('changes.none'),
    describe: ({ name, before, after }) => {
      const place = placeOf(name);
      const value = (text: string) => {
        if (text === '') return t('changes.empty');
        if (place?.kind === 'day') return hoursWords(text, t, language);
        if (place?.kind === 'exception') return exceptionWords(text, t, language);
        return text;
      };
      return { name: placeName(place) ?? name, before: value(before), after: value(after) };
    },
  };

  /** Where Spanish is missing (`court.name`, `exception.2026-12-24.all`), in words. */
  function missingSpanish(name: string): string {
    const place = placeOf(name);
    if (place?.kind === 'name') return t('missing.name', { office: t(`offices.${place.office}`) });
    if (place?.kind === 'exception') {
      return t('missing.reason', { exception: exceptionLabel(place.date, place.office) });
    }
    return name;
  }

  /**
   * Which office and day, or which exception, a field's path (`offices[1].week.monday.closes`,
   * `exceptions[0].reason.en`) is: the form repeats "Opens", "Closes" and "Date" for each.
   */
  function fieldContext(path: string, draft: CourtHours): string | undefined {
    const office = /^offices\[(\d+)\]\.(?:week\.(\w+)|name)/.exec(path);
    if (office) {
      const key = draft.offices[Number(office[1])]?.office;
      if (!key) return undefined;
      const day = office[2];
      return isWeekday(day)
        ? t('changes.day', { office: t(`offices.${key}`), day: t(`weekdaysInText.${day}`) })
        : t(`offices.${key}`);
    }
    const exception = /^exceptions\[(\d+)\]/.exec(path);
    return exception ? t('form.exception', { number: Number(exception[1]) + 1 }) : undefined;
  }

  return { wording, missingSpanish, fieldContext };
}
