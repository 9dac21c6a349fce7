import { clockTime, courtClockTime } from './clock-time';

describe('clock time', () => {
  it.each([
    ['09:00', 'en', '9:00 a.m.', 9],
    ['13:30', 'en', '1:30 p.m.', 1],
    ['12:00', 'en', '12:00 p.m.', 12],
    ['00:15', 'en', '12:15 a.m.', 12],
    ['09:00', 'es', '9:00 a. m.', 9],
    ['13:30', 'es', '1:30 p. m.', 1],
  ] as const)('reads %s in %s as "%s"', (time, language, text, hour) => {
    expect(clockTime(time, language)).toEqual({ text, hour });
  });

  it('leaves a time it cannot read as it is', () => {
    expect(clockTime('soon', 'en')).toEqual({ text: 'soon', hour: 0 });
    expect(clockTime('25:00', 'en')).toEqual({ text: '25:00', hour: 0 });
  });

  it("tells an instant by the court's clock, in winter and in summer", () => {
    expect(courtClockTime('2026-12-08T20:45:00.000Z', 'en')).toEqual({
      text: '3:45 p.m.',
      hour: 3,
    });
    expect(courtClockTime('2026-07-08T13:05:00.000Z', 'es')).toEqual({
      text: '9:05 a. m.',
      hour: 9,
    });
    expect(courtClockTime('not a time', 'en')).toBeUndefined();
  });
});
