import { formatPostedDate } from './format-posted-date';

describe('formatPostedDate', () => {
  it('keeps a calendar date on its own day in both languages', () => {
    expect(formatPostedDate('2026-04-03', 'en')).toBe('April 3, 2026');
    expect(formatPostedDate('2026-04-03', 'es')).toBe('3 de abril de 2026');
  });

  it('shows an instant as the date it was in Ohio', () => {
    // 02:00 UTC on April 4 is still the evening of April 3 in Canton.
    expect(formatPostedDate('2026-04-04T02:00:00.000Z', 'en')).toBe('April 3, 2026');
  });

  it('shows an unreadable date as it came', () => {
    expect(formatPostedDate('soon', 'en')).toBe('soon');
  });
});
