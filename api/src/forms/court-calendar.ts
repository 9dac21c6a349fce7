import { createRequire } from 'node:module';
import type Holidays from 'date-holidays';
import { addCalendarDays, dayOfWeek } from '@court/contract';

// date-holidays carries every country's rules and three calendar libraries (2.3 MB of script, a
// tenth of a second to load): it is loaded the first time a business day is counted, not by
// every process and test that imports the forms. Node's own require keeps one copy a process.
const load = createRequire(__filename);
let ohioHolidays: Holidays | undefined;
const holidaysByYear = new Map<number, ReadonlySet<string>>();

/** Ohio's legal holidays, with the weekday observed when one falls on a weekend. */
function ohio(): Holidays {
  ohioHolidays ??= new (load('date-holidays') as typeof Holidays)('US', 'OH');
  return ohioHolidays;
}

function holidaysOf(year: number): ReadonlySet<string> {
  let days = holidaysByYear.get(year);
  if (!days) {
    days = new Set(
      ohio()
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
