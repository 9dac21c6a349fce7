import { array, mixed, object, string, type AnyObject, type ObjectSchema, type Schema } from 'yup';
import {
  COURT_HOURS_OFFICES,
  WEEKDAYS,
  isCalendarDate,
  type CourtHours,
  type DayHours,
  type HoursException,
  type OfficeHours,
  type Weekday,
} from '@court/contract';
import { bilingualText, trimmedText } from './text';

/** Longest office name or reason for an exception: a line, never a paragraph. */
export const COURT_HOURS_TEXT_MAX_LENGTH = 120;

/** Exceptions kept in one version: a year of closures with room to spare. */
export const COURT_HOURS_MAX_EXCEPTIONS = 100;

/** HH:MM on a 24-hour clock, as a time input gives it. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

const time = trimmedText('courtHours.time')
  .required('courtHours.time')
  .matches(TIME_OF_DAY, 'courtHours.time');

/** The times a day's hours are made of, in order, wherever each is well formed. */
function wellFormed(...times: (string | undefined)[]): boolean {
  return times.every((value) => value !== undefined && TIME_OF_DAY.test(value));
}

/**
 * A day's hours: null (closed), or an opening time before a closing time, and perhaps a time in
 * between when the office shuts (a lunch hour), which starts after it opens, ends after it starts
 * and before it closes.
 */
const dayHours: Schema<DayHours, AnyObject, null, 'd'> = object({
  opens: time,
  closes: time,
  closedBetween: object({ from: time, until: time }).optional().default(undefined),
})
  .nullable()
  .defined()
  .default(null)
  .test('closes-after-opens', 'courtHours.closesAfterOpens', (hours, context) =>
    hours === null || !wellFormed(hours.opens, hours.closes) || hours.closes > hours.opens
      ? true
      : context.createError({ path: `${context.path}.closes` }),
  )
  .test('closed-between-within', 'courtHours.closedBetween', (hours, context) => {
    const between = hours?.closedBetween;
    if (!hours || !between || !wellFormed(hours.opens, hours.closes, between.from, between.until)) {
      return true;
    }
    if (between.from <= hours.opens || between.from >= hours.closes) {
      return context.createError({ path: `${context.path}.closedBetween.from` });
    }
    if (between.until <= between.from || between.until >= hours.closes) {
      return context.createError({ path: `${context.path}.closedBetween.until` });
    }
    return true;
  });

function bilingual(requiredCode: string) {
  return bilingualText(requiredCode, COURT_HOURS_TEXT_MAX_LENGTH, 'courtHours.tooLong');
}

const week: ObjectSchema<Record<Weekday, DayHours>> = object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayHours])) as Record<Weekday, typeof dayHours>,
).defined();

const officeHours: ObjectSchema<OfficeHours> = object({
  office: mixed<OfficeHours['office']>()
    .oneOf([...COURT_HOURS_OFFICES], 'courtHours.offices')
    .defined('courtHours.offices'),
  name: bilingual('courtHours.name.required'),
  week,
}).defined();

const hoursException: ObjectSchema<HoursException> = object({
  date: string()
    .typeError('courtHours.exception.date')
    .defined('courtHours.exception.date')
    .test('calendar-date', 'courtHours.exception.date', (value) => isCalendarDate(value)),
  office: mixed<HoursException['office']>()
    .oneOf([...COURT_HOURS_OFFICES, 'all'], 'courtHours.exception.office')
    .defined('courtHours.exception.office'),
  hours: dayHours,
  reason: bilingual('courtHours.exception.reason.required'),
}).defined();

/**
 * The hours staff save: each office once with its week (a day closed, or open from one time to a
 * later one), and at most 100 dated exceptions, one per office and day.
 */
export const courtHoursSchema: ObjectSchema<CourtHours> = object({
  offices: array(officeHours)
    .defined('courtHours.offices')
    .test('every-office-once', 'courtHours.offices', (offices) => {
      const named = offices.map((entry) => entry.office).sort();
      return named.join() === [...COURT_HOURS_OFFICES].sort().join();
    }),
  exceptions: array(hoursException)
    .defined()
    .default([])
    .max(COURT_HOURS_MAX_EXCEPTIONS, 'courtHours.exceptions.tooMany')
    .test('one-per-office-and-day', 'courtHours.exception.duplicate', (exceptions, context) => {
      const seen = new Set<string>();
      for (const [index, exception] of exceptions.entries()) {
        const key = `${exception.date} ${exception.office}`;
        if (seen.has(key)) {
          return context.createError({ path: `${context.path}[${index}].date` });
        }
        seen.add(key);
      }
      return true;
    }),
}).defined();
