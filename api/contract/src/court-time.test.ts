import {
  addCalendarDays,
  courtDateOf,
  courtTimeToInstant,
  dayOfWeek,
  formatCourtDate,
  isCalendarDate,
  toUsDate,
} from './court-time';

describe('court time', () => {
  it('takes the calendar day at the court, not in UTC', () => {
    expect(courtDateOf(new Date('2026-11-24T04:30:00Z'))).toBe('2026-11-23');
    expect(courtDateOf(new Date('2026-11-24T05:30:00Z'))).toBe('2026-11-24');
  });

  it('turns a court-local time into the instant, across daylight saving', () => {
    expect(courtTimeToInstant('2026-11-30', '17:00').toISOString()).toBe(
      '2026-11-30T22:00:00.000Z',
    );
    expect(courtTimeToInstant('2026-07-01', '17:00').toISOString()).toBe(
      '2026-07-01T21:00:00.000Z',
    );
    expect(courtTimeToInstant('2026-03-08').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(courtTimeToInstant('2026-03-09').toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  it('knows real calendar days', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('04/15/2026')).toBe(false);
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(dayOfWeek('2026-11-26')).toBe(4);
    expect(toUsDate('2026-04-03')).toBe('04/03/2026');
  });

  it('writes dates in the visitor language and keeps a calendar day on its day', () => {
    expect(formatCourtDate('2026-12-01', 'en', { withWeekday: true })).toBe(
      'Tuesday, December 1, 2026',
    );
    expect(formatCourtDate('2026-12-01', 'es')).toBe('1 de diciembre de 2026');
    expect(formatCourtDate('2026-11-24T04:30:00Z', 'en')).toBe('November 23, 2026');
    expect(formatCourtDate('not a date', 'en')).toBe('not a date');
    expect(formatCourtDate('2026-04-04T02:00:00.000Z', 'en')).toBe('April 3, 2026');
    expect(formatCourtDate('2026-03-02T15:00:00.000Z', 'en', { withTime: true })).toBe(
      'March 2, 2026 at 10:00 AM',
    );
    // Logs read to the second, in the court's time.
    expect(
      formatCourtDate('2026-03-05T14:30:00.000Z', 'en', { withTime: true, style: 'medium' }),
    ).toBe('Mar 5, 2026, 9:30:00 AM');
    expect(formatCourtDate('2026-12-01', 'en', { style: 'medium' })).toBe('Dec 1, 2026');
  });
});
