import {
  COURT_HOURS,
  courtHoursMissingSpanish,
  publishedCourtHours,
  weekRuns,
  weekdayOf,
  type CourtHours,
} from './court-hours';
import { courtTimeToInstant, formatTimeOfDay } from './court-time';

const CHRISTMAS_EVE: CourtHours = {
  ...COURT_HOURS,
  exceptions: [
    {
      date: '2026-12-24',
      office: 'all',
      hours: { opens: '08:00', closes: '12:00' },
      reason: { en: 'Christmas Eve', es: '' },
    },
    {
      date: '2026-12-24',
      office: 'clerk',
      hours: null,
      reason: { en: 'Inventory', es: 'Inventario' },
    },
    {
      date: '2026-12-01',
      office: 'all',
      hours: null,
      reason: { en: 'Past', es: 'Pasado' },
    },
  ],
};

describe('court hours', () => {
  it('groups a week into runs of days with the same hours', () => {
    const clerk = COURT_HOURS.offices[1];
    expect(clerk && weekRuns(clerk.week)).toEqual([
      { first: 'monday', last: 'friday', hours: { opens: '08:30', closes: '16:30' } },
      { first: 'saturday', last: 'sunday', hours: null },
    ]);
  });

  it('knows the weekday of a calendar day', () => {
    expect(weekdayOf('2026-12-24')).toBe('thursday');
    expect(weekdayOf('2026-12-27')).toBe('sunday');
  });

  it("says whether each office is open on the court's clock, its own exception first", () => {
    // 11:30 in Canton on Christmas Eve (UTC-5 in December).
    const morning = publishedCourtHours(CHRISTMAS_EVE, courtTimeToInstant('2026-12-24', '11:30'));
    expect(morning.today).toBe('2026-12-24');
    expect(morning.now.map(({ office, open, hours }) => ({ office, open, hours }))).toEqual([
      { office: 'court', open: true, hours: { opens: '08:00', closes: '12:00' } },
      { office: 'clerk', open: false, hours: null },
      { office: 'drugTesting', open: true, hours: { opens: '08:00', closes: '12:00' } },
    ]);
    expect(morning.exceptions.map((exception) => exception.reason.en)).toEqual([
      'Christmas Eve',
      'Inventory',
    ]);
    const noon = publishedCourtHours(CHRISTMAS_EVE, courtTimeToInstant('2026-12-24', '12:00'));
    expect(noon.now[0]?.open).toBe(false);
    // A summer Monday, on daylight time: open at 8:00 sharp.
    const summer = publishedCourtHours(COURT_HOURS, courtTimeToInstant('2026-07-06', '08:00'));
    expect(summer.now.map(({ open }) => open)).toEqual([true, false, false]);
    // Drug testing shuts for its break, 11:45 to 1:30, and is open either side until it.
    const testingAt = (time: string) =>
      publishedCourtHours(COURT_HOURS, courtTimeToInstant('2026-07-06', time)).now[2];
    expect(testingAt('11:44')).toMatchObject({ open: true, until: '11:45' });
    expect(testingAt('11:45')).toMatchObject({ open: false, until: null });
    expect(testingAt('13:30')).toMatchObject({ open: true, until: '16:00' });
  });

  it('lists where Spanish is missing', () => {
    expect(courtHoursMissingSpanish(CHRISTMAS_EVE)).toEqual([
      { key: 'exception.2026-12-24.all', about: 'exception', date: '2026-12-24', office: 'all' },
    ]);
  });

  it('writes a time of day in each language', () => {
    expect(formatTimeOfDay('16:30', 'en')).toBe('4:30 PM');
    expect(formatTimeOfDay('08:00', 'es')).toBe('8:00 a. m.');
    expect(formatTimeOfDay('12:00', 'en')).toBe('12:00 PM');
    expect(formatTimeOfDay('00:15', 'es')).toBe('12:15 a. m.');
  });
});
