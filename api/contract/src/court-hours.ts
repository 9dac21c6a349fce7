import {
  sameContent,
  type BilingualText,
  type ContentChange,
  type ContentEditor,
  type ContentVersion,
  type MissingSpanishPlace,
} from './content';
import { LANGUAGES, type Language } from './constants';
import { courtTimeOf, dayOfWeek } from './court-time';

/** The published hours (GET, under API_BASE): the hours page, the contact page and the footer. */
export const COURT_HOURS_PATH = 'court/hours';

/** The staff tool's endpoint, under STAFF_API_BASE. */
export const STAFF_COURT_HOURS_ENDPOINT = 'content/court-hours';

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A time of day an office shuts between opening and closing (a lunch hour): HH:MM, 24-hour. */
export interface ClosedBetween {
  from: string;
  until: string;
}

/**
 * When an office opens and closes on a day, on the court's clock (HH:MM, 24-hour), and the time
 * in between it shuts, if any.
 */
export interface OpeningHours {
  opens: string;
  closes: string;
  closedBetween?: ClosedBetween;
}

/** A day's hours; null: closed all day. */
export type DayHours = OpeningHours | null;

/**
 * The offices whose hours the site gives: the court's (the hours page), the Clerk of Court's
 * office, where people file and pay in person (the contact and directions pages), and the
 * probation department's drug testing (its own page).
 */
export const COURT_HOURS_OFFICES = ['court', 'clerk', 'drugTesting'] as const;
export type CourtHoursOffice = (typeof COURT_HOURS_OFFICES)[number];

/** One office: its name as the pages show it, and its hours on each day of a usual week. */
export interface OfficeHours {
  office: CourtHoursOffice;
  name: BilingualText;
  week: Record<Weekday, DayHours>;
}

/** A dated exception: one office, or every one, closed or open other hours on one day. */
export interface HoursException {
  /** YYYY-MM-DD. */
  date: string;
  office: CourtHoursOffice | 'all';
  hours: DayHours;
  /** Why, as the pages say it ("Christmas Day", "Staff training"). */
  reason: BilingualText;
}

/** Every office's usual week and the dated exceptions, as staff edit and publish them. */
export interface CourtHours {
  offices: OfficeHours[];
  exceptions: HoursException[];
}

/** An office's hours on one day: the exception that sets them, if any. */
export interface OfficeDay {
  hours: DayHours;
  exception: HoursException | null;
}

/** What an office is doing when the hours were read. */
export interface OfficeNow extends OfficeDay {
  office: CourtHoursOffice;
  open: boolean;
  /** When open, the time it shuts next (a lunch hour's start, or its closing); else null. */
  until: string | null;
}

/**
 * GET court/hours: the offices' weeks, the exceptions from today on, and whether each office is
 * open at the moment the API read them (pages are rendered with it, so no script needs a clock).
 */
export interface PublishedCourtHours {
  offices: OfficeHours[];
  /** From today on, by date. */
  exceptions: HoursException[];
  /** The court's date when read. */
  today: string;
  now: OfficeNow[];
}

/**
 * What one version of the hours changes from another: an office's name in one language (named
 * `court.name.es`), its hours on one day of the week (`clerk.monday`), or a dated exception
 * (`exception.2026-12-24.all`; null where there was none).
 */
export type CourtHoursChange =
  | (ContentChange<string, string> & {
      about: 'name';
      office: CourtHoursOffice;
      language: Language;
    })
  | (ContentChange<string, DayHours> & { about: 'day'; office: CourtHoursOffice; day: Weekday })
  | (ContentChange<string, HoursException | null> & {
      about: 'exception';
      date: string;
      office: HoursException['office'];
    });

export type CourtHoursVersion = ContentVersion<CourtHours, CourtHoursChange>;
export type CourtHoursEditor = ContentEditor<CourtHours, CourtHoursChange>;

function weekdays(hours: DayHours, weekend: DayHours): Record<Weekday, DayHours> {
  return {
    monday: hours,
    tuesday: hours,
    wednesday: hours,
    thursday: hours,
    friday: hours,
    saturday: weekend,
    sunday: weekend,
  };
}

/**
 * The hours the site shows until staff publish the court's own: the court 8:00 to 4:00, the
 * Clerk's office 8:30 to 4:30, and drug testing 8:45 to 11:45 and 1:30 to 4:00, Monday to
 * Friday, as the original site gives them.
 */
export const COURT_HOURS: CourtHours = {
  offices: [
    {
      office: 'court',
      name: { en: 'Court', es: 'Tribunal' },
      week: weekdays({ opens: '08:00', closes: '16:00' }, null),
    },
    {
      office: 'clerk',
      name: { en: "Clerk of Court's office", es: 'Oficina del Secretario del Tribunal' },
      week: weekdays({ opens: '08:30', closes: '16:30' }, null),
    },
    {
      office: 'drugTesting',
      name: {
        en: 'Drug testing (probation department)',
        es: 'Pruebas de drogas (departamento de libertad condicional)',
      },
      week: weekdays(
        { opens: '08:45', closes: '16:00', closedBetween: { from: '11:45', until: '13:30' } },
        null,
      ),
    },
  ],
  exceptions: [],
};

/** The weekday of a YYYY-MM-DD day. */
export function weekdayOf(isoDate: string): Weekday {
  // dayOfWeek counts from Sunday (0); WEEKDAYS from Monday.
  return WEEKDAYS[(dayOfWeek(isoDate) + 6) % 7] ?? 'monday';
}

/** An office's hours on a day: its exception that day (its own before one for all), else its week. */
export function officeDay(hours: CourtHours, office: OfficeHours, isoDate: string): OfficeDay {
  const sameDay = hours.exceptions.filter((exception) => exception.date === isoDate);
  const exception =
    sameDay.find((candidate) => candidate.office === office.office) ??
    sameDay.find((candidate) => candidate.office === 'all') ??
    null;
  return { hours: exception ? exception.hours : office.week[weekdayOf(isoDate)], exception };
}

/** The spans of a day an office is open: one, or two around the time it shuts. */
export function openSpans({ opens, closes, closedBetween }: OpeningHours): OpeningHours[] {
  return closedBetween
    ? [
        { opens, closes: closedBetween.from },
        { opens: closedBetween.until, closes },
      ]
    : [{ opens, closes }];
}

/** The span an office is open at a time of day (HH:MM), or null when it is shut then. */
export function openSpanAt(hours: DayHours, time: string): OpeningHours | null {
  if (hours === null) return null;
  return openSpans(hours).find((span) => span.opens <= time && time < span.closes) ?? null;
}

/** The published hours as a page shows them at an instant. */
export function publishedCourtHours(hours: CourtHours, at: Date): PublishedCourtHours {
  const { date, time } = courtTimeOf(at);
  return {
    offices: hours.offices,
    exceptions: hours.exceptions
      .filter((exception) => exception.date >= date)
      .sort((a, b) => a.date.localeCompare(b.date)),
    today: date,
    now: hours.offices.map((office) => {
      const day = officeDay(hours, office, date);
      const span = openSpanAt(day.hours, time);
      return { office: office.office, open: span !== null, until: span?.closes ?? null, ...day };
    }),
  };
}

/** Days of a week that share their hours, in order: "Monday to Friday", "Saturday and Sunday". */
export interface WeekRun {
  first: Weekday;
  last: Weekday;
  hours: DayHours;
}

function sameHours(a: DayHours, b: DayHours): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  const [spansA, spansB] = [openSpans(a), openSpans(b)];
  return (
    spansA.length === spansB.length &&
    spansA.every(
      (span, index) => span.opens === spansB[index]?.opens && span.closes === spansB[index]?.closes,
    )
  );
}

/** An office's week as runs of days with the same hours, Monday first. */
export function weekRuns(week: Record<Weekday, DayHours>): WeekRun[] {
  const runs: WeekRun[] = [];
  for (const day of WEEKDAYS) {
    const last = runs.at(-1);
    if (last && sameHours(last.hours, week[day])) last.last = day;
    else runs.push({ first: day, last: day, hours: week[day] });
  }
  return runs;
}

function exceptionKey(exception: HoursException): string {
  return `exception.${exception.date}.${exception.office}`;
}

/**
 * What `after` changes from `before`: each office's name in each language and its hours on each
 * day, then the exceptions by date and office. Every office is in every version (the schema
 * asks for each once); a day of an office missing from one is read as closed.
 */
export function courtHoursChanges(before: CourtHours, after: CourtHours): CourtHoursChange[] {
  const changes: CourtHoursChange[] = [];
  for (const office of COURT_HOURS_OFFICES) {
    const was = before.offices.find((entry) => entry.office === office);
    const now = after.offices.find((entry) => entry.office === office);
    for (const language of LANGUAGES) {
      const [nameBefore, nameAfter] = [was?.name[language] ?? '', now?.name[language] ?? ''];
      if (nameBefore !== nameAfter) {
        changes.push({
          name: `${office}.name.${language}`,
          about: 'name',
          office,
          language,
          before: nameBefore,
          after: nameAfter,
        });
      }
    }
    for (const day of WEEKDAYS) {
      const [hoursBefore, hoursAfter] = [was?.week[day] ?? null, now?.week[day] ?? null];
      if (!sameHours(hoursBefore, hoursAfter)) {
        changes.push({
          name: `${office}.${day}`,
          about: 'day',
          office,
          day,
          before: hoursBefore,
          after: hoursAfter,
        });
      }
    }
  }
  const byKey = (exceptions: HoursException[]) =>
    new Map(exceptions.map((exception) => [exceptionKey(exception), exception]));
  const [was, now] = [byKey(before.exceptions), byKey(after.exceptions)];
  for (const key of [...new Set([...was.keys(), ...now.keys()])].sort()) {
    const [exceptionBefore, exceptionAfter] = [was.get(key) ?? null, now.get(key) ?? null];
    const either = exceptionAfter ?? exceptionBefore;
    if (either && !sameContent(exceptionBefore, exceptionAfter)) {
      changes.push({
        name: key,
        about: 'exception',
        date: either.date,
        office: either.office,
        before: exceptionBefore,
        after: exceptionAfter,
      });
    }
  }
  return changes;
}

/** Where the hours have no Spanish: an office's name, or a dated exception's reason. */
export type CourtHoursMissingSpanish = MissingSpanishPlace &
  (
    | { about: 'name'; office: CourtHoursOffice }
    | { about: 'exception'; date: string; office: HoursException['office'] }
  );

/** Places where Spanish is missing (keys `court.name`, `exception.2026-12-24.all`). */
export function courtHoursMissingSpanish(hours: CourtHours): CourtHoursMissingSpanish[] {
  return [
    ...hours.offices
      .filter(({ name }) => name.es === '')
      .map(({ office }) => ({ key: `${office}.name`, about: 'name' as const, office })),
    ...hours.exceptions
      .filter(({ reason }) => reason.es === '')
      .map((exception) => ({
        key: exceptionKey(exception),
        about: 'exception' as const,
        date: exception.date,
        office: exception.office,
      })),
  ];
}
