import { addCourtBusinessDays, isCourtBusinessDay } from './court-calendar';

describe('the court calendar', () => {
  it.each([
    ['2026-01-01', "New Year's Day"],
    ['2026-01-19', 'Martin Luther King Jr. Day, the third Monday of January'],
    ['2026-05-25', 'Memorial Day, the last Monday of May'],
    ['2026-06-19', 'Juneteenth'],
    ['2026-07-03', 'Independence Day observed on the Friday before a Saturday'],
    ['2026-11-26', 'Thanksgiving, the fourth Thursday of November'],
    ['2026-12-25', 'Christmas Day'],
    ['2026-12-26', 'a Saturday'],
    ['2026-12-27', 'a Sunday'],
  ])('closes on %s (%s)', (day) => {
    expect(isCourtBusinessDay(day)).toBe(false);
  });

  it.each(['2026-07-06', '2026-11-27', '2026-12-24', '2026-12-28'])('opens on %s', (day) => {
    expect(isCourtBusinessDay(day)).toBe(true);
  });

  it('counts business days after a day, that day left out', () => {
    expect(addCourtBusinessDays('2026-12-22', 5)).toBe('2026-12-30');
    expect(addCourtBusinessDays('2026-07-01', 5)).toBe('2026-07-09');
    expect(addCourtBusinessDays('2026-03-02', 5)).toBe('2026-03-09');
  });
});
