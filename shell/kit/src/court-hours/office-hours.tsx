import {
  COURT_HOURS,
  formatCourtDate,
  formatTimeOfDay,
  openSpans,
  weekRuns,
  WEEKDAYS,
  type CourtHoursOffice,
  type HoursException,
  type Language,
  type OfficeHours,
  type OpeningHours,
  type PublishedCourtHours,
  type WeekRun,
} from '@court/contract';
import { BilingualWords, bilingualWords } from '../bilingual-text/bilingual-text';
import { registerTranslations } from '../i18n/i18n';
import type { TranslateFunction } from '../i18n/translator';
import { useTextLanguage, useTranslation } from '../i18n/use-translation';
import { Trans, type TransProps } from '../trans';
import { useCourtHours } from './court-hours';
import en from './en.json';
import es from './es.json';

const NAMESPACE = 'courtHours';

/**
 * The kit's words for hours, registered on first use: the kit is marked free of side effects,
 * so a call at module load would be dropped. The language is the translator's, so a staff
 * preview in the other language shows its hours in it too.
 */
function useHoursTranslation(): { t: TranslateFunction; language: Language } {
  registerTranslations(NAMESPACE, { en, es });
  const { t } = useTranslation(NAMESPACE);
  return { t, language: useTextLanguage() };
}

const DEFAULT_OFFICES = Object.fromEntries(
  COURT_HOURS.offices.map((office) => [office.office, office]),
) as Record<CourtHoursOffice, OfficeHours>;

/** An office's hours; the defaults stand in for one an answer lacks (staff publish each once). */
function officeOf(hours: PublishedCourtHours, office: CourtHoursOffice): OfficeHours {
  return hours.offices.find((entry) => entry.office === office) ?? DEFAULT_OFFICES[office];
}

/** The elements Trans puts around staff words shown in English on a Spanish page. */
function englishParts(parts: Record<string, boolean>): TransProps['components'] {
  const marked: TransProps['components'] = {};
  for (const [name, inEnglish] of Object.entries(parts)) {
    if (inEnglish) marked[name] = <span lang="en" />;
  }
  return marked;
}

/** Spanish writes days and months in lower case, so a line starting with one needs a capital. */
function capitalized(text: string, language: Language): string {
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}

/** "8:30 AM to 4:30 PM", or around a break, "8:45 AM to 11:45 AM and 1:30 PM to 4:00 PM". */
function hoursText(t: TranslateFunction, hours: OpeningHours, language: Language): string {
  const [first = '', second] = openSpans(hours).map((span) =>
    t('hours', {
      opens: formatTimeOfDay(span.opens, language),
      closes: formatTimeOfDay(span.closes, language),
    }),
  );
  return second === undefined ? first : t('twoSpans', { first, second });
}

/** Words for a day's opening hours, in the translator's language (a staff tool's changes). */
export function useOpeningHoursText(): (hours: OpeningHours) => string {
  const { t, language } = useHoursTranslation();
  return (hours) => hoursText(t, hours, language);
}

/** "Monday", "Saturday and Sunday", "Monday to Friday". */
function daysText(t: TranslateFunction, run: WeekRun): string {
  const first = t(`weekday.${run.first}`);
  if (run.first === run.last) return first;
  const last = t(`weekday.${run.last}`);
  const adjacent = WEEKDAYS.indexOf(run.last) - WEEKDAYS.indexOf(run.first) === 1;
  return t(adjacent ? 'days.two' : 'days.range', { first, last });
}

/** The hour on a 12-hour clock: Spanish says "la 1:00" but "las 4:30", so it picks the article. */
function clockHour(time: string): number {
  return ((Number(time.slice(0, 2)) + 11) % 12) + 1;
}

/** An office's name as staff published it (in English, marked so, until they write the Spanish). */
export function OfficeName({ office }: { office: CourtHoursOffice }) {
  const { language } = useHoursTranslation();
  return <BilingualWords text={officeOf(useCourtHours(), office).name} language={language} />;
}

/**
 * An office's usual week, a line for each run of days with the same hours: "Monday to Friday:
 * 8:00 AM to 4:00 PM", "Saturday and Sunday: Closed".
 */
export function WeeklyHours({
  office,
  className,
}: {
  office: CourtHoursOffice;
  className?: string;
}) {
  const { t, language } = useHoursTranslation();
  const { week } = officeOf(useCourtHours(), office);
  return (
    <ul className={['usa-list usa-list--unstyled', className].filter(Boolean).join(' ')}>
      {weekRuns(week).map((run) => {
        const days = daysText(t, run);
        const line = run.hours
          ? t('run.open', { days, hours: hoursText(t, run.hours, language) })
          : t('run.closed', { days });
        return <li key={run.first}>{capitalized(line, language)}</li>;
      })}
    </ul>
  );
}

/**
 * The days an office opens, on one line for a sentence ("Monday to Friday, 8:30 AM to 4:30 PM"),
 * in lower case where Spanish puts it mid-sentence.
 */
export function useHoursSummary(office: CourtHoursOffice): string {
  const { t, language } = useHoursTranslation();
  const open = weekRuns(officeOf(useCourtHours(), office).week).flatMap((run) =>
    run.hours
      ? [t('summary.run', { days: daysText(t, run), hours: hoursText(t, run.hours, language) })]
      : [],
  );
  return open.length > 0 ? open.join('; ') : t('summary.neverOpen');
}

/** An office's name and the days it opens: "Clerk of Court's office: Monday to Friday, ...". */
export function HoursSummary({ office }: { office: CourtHoursOffice }) {
  const { t, language } = useHoursTranslation();
  const hours = useHoursSummary(office);
  const name = bilingualWords(officeOf(useCourtHours(), office).name, language);
  return (
    <Trans
      t={t}
      i18nKey="summary.line"
      values={{ office: name.words, hours }}
      components={englishParts({ office: name.inEnglish })}
    />
  );
}

/** Today's exception: "Closed today: Christmas Day." or "Today: 8:00 AM to 12:00 PM (...)". */
function ExceptionToday({ exception }: { exception: HoursException }) {
  const { t, language } = useHoursTranslation();
  const reason = bilingualWords(exception.reason, language);
  return (
    <Trans
      t={t}
      i18nKey={exception.hours ? 'status.otherHoursToday' : 'status.closedTodayFor'}
      values={{
        reason: reason.words,
        hours: exception.hours ? hoursText(t, exception.hours, language) : '',
      }}
      components={englishParts({ reason: reason.inEnglish })}
    />
  );
}

/**
 * Whether an office is open, as the API read it for this page: "Open now, until 4:30 PM.",
 * "Closed now.", "Closed today: Christmas Day.", with today's other hours if any. Nothing where
 * no one read the clock (the defaults).
 */
export function TodayStatus({ office }: { office: CourtHoursOffice }) {
  const { t, language } = useHoursTranslation();
  const now = useCourtHours().now.find((entry) => entry.office === office);
  if (!now) return null;
  if (now.hours === null) {
    return (
      <p>
        {now.exception ? <ExceptionToday exception={now.exception} /> : t('status.closedToday')}
      </p>
    );
  }
  // Open, it shuts next at the start of its break or at its closing time.
  const closes = now.until ?? now.hours.closes;
  return (
    <p>
      {now.open
        ? t('status.openUntil', {
            closes: formatTimeOfDay(closes, language),
            count: clockHour(closes),
          })
        : t('status.closedNow')}
      {now.exception ? (
        <>
          {' '}
          <ExceptionToday exception={now.exception} />
        </>
      ) : null}
    </p>
  );
}

/** Today's exception for an office, where there is one (the footer's short line). */
export function TodayException({ office }: { office: CourtHoursOffice }) {
  const now = useCourtHours().now.find((entry) => entry.office === office);
  return now?.exception ? (
    <p>
      <ExceptionToday exception={now.exception} />
    </p>
  ) : null;
}

/** One exception: "Thursday, December 24, 2026: closed (Christmas Eve)", naming its office. */
function ExceptionLine({ exception }: { exception: HoursException }) {
  const { t, language } = useHoursTranslation();
  const hours = useCourtHours();
  const reason = bilingualWords(exception.reason, language);
  const office =
    exception.office === 'all'
      ? null
      : bilingualWords(officeOf(hours, exception.office).name, language);
  const key = `${office ? 'office' : 'all'}${exception.hours ? 'Open' : 'Closed'}`;
  const date = formatCourtDate(exception.date, language, { withWeekday: true });
  return (
    <Trans
      t={t}
      i18nKey={`exception.${key}`}
      values={{
        date: capitalized(date, language),
        hours: exception.hours ? hoursText(t, exception.hours, language) : '',
        office: office?.words ?? '',
        reason: reason.words,
      }}
      components={englishParts({
        office: office?.inEnglish ?? false,
        reason: reason.inEnglish,
      })}
    />
  );
}

/** The exceptions from today on, by date; nothing when there are none. */
export function HoursExceptions() {
  const { exceptions } = useCourtHours();
  if (exceptions.length === 0) return null;
  return (
    <ul className="usa-list">
      {exceptions.map((exception) => (
        <li key={`${exception.date} ${exception.office}`}>
          <ExceptionLine exception={exception} />
        </li>
      ))}
    </ul>
  );
}
