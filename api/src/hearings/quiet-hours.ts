import { addCalendarDays, courtTimeOf, courtTimeToInstant } from '@court/contract';

/** Reminders and notices reach people from 8 a.m. to 8 p.m. court time, never at night. */
const FIRST_HOUR = '08:00';
const LAST_HOUR = '20:00';

/** True when `instant` is within the hours messages may go. */
export function isWithinSendingHours(instant: Date): boolean {
  const { time } = courtTimeOf(instant);
  return time >= FIRST_HOUR && time < LAST_HOUR;
}

/** `instant` itself when messages may go then, else the next 8 a.m. court time. */
export function nextSendingTime(instant: Date): Date {
  const { date, time } = courtTimeOf(instant);
  if (time < FIRST_HOUR) return courtTimeToInstant(date, FIRST_HOUR);
  if (time >= LAST_HOUR) return courtTimeToInstant(addCalendarDays(date, 1), FIRST_HOUR);
  return instant;
}
