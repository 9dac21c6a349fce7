import {
  WEEKDAYS,
  formatCourtDate,
  type CourtHours,
  type CourtHoursChange,
  type CourtHoursMissingSpanish,
  type CourtHoursOffice,
  type DayHours,
  type HoursException,
  type Weekday,
} from '@court/contract';
import { useLanguage, useOpeningHoursText, useTranslation } from '@court/kit';
import {
  bilingualChangeWords,
  type ContentChangeWording,
  type ContentChangeWords,
} from '../../shared/content-editor';
import { STAFF_COURT_HOURS_NS } from './staff-court-hours-translations';

function isWeekday(value: string | undefined): value is Weekday {
  return WEEKDAYS.some((day) => day === value);
}

/** The words for the places of the court hours, in the staff's language. */
export function useCourtHoursWords() {
  const { t } = useTranslation(STAFF_COURT_HOURS_NS);
  const language = useLanguage();
  const openingHours = useOpeningHoursText();
  /** A day's hours in words: "8:30 AM to 4:30 PM", "Closed". */
  const hoursWords = (hours: DayHours) =>
    hours === null ? t('changes.closed') : openingHours(hours);

  const officeWords = (office: HoursException['office']) =>
    office === 'all' ? t('changes.allOffices') : t(`offices.${office}`);

  const dayLabel = (office: CourtHoursOffice, day: Weekday) =>
    t('changes.day', { office: officeWords(office), day: t(`weekdaysInText.${day}`) });

  function exceptionLabel(date: string, office: HoursException['office']): string {
    return t('changes.exception', {
      date: formatCourtDate(date, language),
      office: officeWords(office),
    });
  }

  /** An exception in a change: "Closed: Christmas Day / Navidad", or "(none)". */
  function exceptionWords(exception: HoursException | null): string {
    if (!exception) return t('changes.empty');
    return t('changes.exceptionText', {
      hours: hoursWords(exception.hours),
      reason: bilingualChangeWords(exception.reason),
    });
  }

  function describe(change: CourtHoursChange): ContentChangeWords {
    switch (change.about) {
      case 'name': {
        const text = (name: string) => (name === '' ? t('changes.empty') : name);
        return {
          name: t('changes.name', {
            office: officeWords(change.office),
            language: t(`languages.${change.language}`),
          }),
          before: text(change.before),
          after: text(change.after),
        };
      }
      case 'day':
        return {
          name: dayLabel(change.office, change.day),
          before: hoursWords(change.before),
          after: hoursWords(change.after),
        };
      case 'exception':
        return {
          name: exceptionLabel(change.date, change.office),
          before: exceptionWords(change.before),
          after: exceptionWords(change.after),
        };
    }
  }

  const wording: ContentChangeWording<CourtHoursChange> = { none: t('changes.none'), describe };

  /** Where Spanish is missing, in words: an office's name, or an exception's reason. */
  function missingSpanish(place: CourtHoursMissingSpanish): string {
    return place.about === 'name'
      ? t('missing.name', { office: officeWords(place.office) })
      : t('missing.reason', { exception: exceptionLabel(place.date, place.office) });
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
      return isWeekday(day) ? dayLabel(key, day) : officeWords(key);
    }
    const exception = /^exceptions\[(\d+)\]/.exec(path);
    return exception ? t('form.exception', { number: Number(exception[1]) + 1 }) : undefined;
  }

  return { wording, missingSpanish, fieldContext };
}
