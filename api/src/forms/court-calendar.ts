import Holidays from 'date-holidays';
import { addCalendarDays, dayOfWeek } from '@court/contract';

// Ohio's legal holidays, with the weekday observed when one falls on a weekend.
const ohioHolidays = new Holidays('US', 'OH');
const holidaysByYear = new Map<number, ReadonlySet<string>>();

function holidaysOf(year: number): ReadonlySet<string> {
  let days = holidaysByYear.get(year);
  if (!days) {
    days = new Set(
      ohioHolidays
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => holiday.date.slice(0, 10)),
    );
    holidaysByYear.set(year, days);
  }
  return days;
}

/** True on a weekday that is not an Ohio legal holiday (nor the day one is observed on). */
export function isCourtBusinessDay(isoDate: string): boolean {
  const weekday = dayOfWeek(isoDate);
  if (weekday === 0 || weekday === 6) return false;
  return !holidaysOf(Number(isoDate.slice(0, 4))).has(isoDate);
}

/** The day that is `count` business days after `isoDate` (which itself does not count). */
export function addCourtBusinessDays(isoDate: string, count: number): string {
  let day = isoDate;
  let remaining = count;
  while (remaining > 0) {
    day = addCalendarDays(day, 1);
    if (isCourtBusinessDay(day)) remaining -= 1;
  }
  return day;
}
