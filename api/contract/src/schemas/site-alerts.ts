import { object } from 'yup';
import {
  ALERT_BODY_MAX_LENGTH,
  ALERT_HEADING_MAX_LENGTH,
  ALERT_LINK_TEXT_MAX_LENGTH,
  ALERT_LINK_URL_MAX_LENGTH,
  ALERT_PLACEMENTS,
  ALERT_SEVERITIES,
  courtTimeToInstant,
  isCalendarDate,
} from '@court/contract';
import { TIME_OF_DAY } from './court-hours';
import { textOrBlank } from './text';

/** A web address on the open web, or a path on this site (never "//host", which leaves it). */
const LINK_URL = /^(https:\/\/[^\s]+|\/(?!\/)[^\s]*)$/;

/** Characters as a person counts them: an accented letter or an emoji is one. */
function characters(text: string): number {
  return Array.from(text).length;
}

/** The instant a date and time name in the court's time zone; null unless both are readable. */
function alertInstant(date: string, time: string): Date | null {
  return isCalendarDate(date) && TIME_OF_DAY.test(time) ? courtTimeToInstant(date, time) : null;
}

/**
 * A text of the alert, '' when left out. "Too long" names the limit, which both languages share;
 * "required", where it applies, names the field's language (the form asks for each text twice).
 */
function alertText(max: number, tooLongCode: string) {
  return textOrBlank()
    .default('')
    .test('too-long', tooLongCode, (text) => text === undefined || characters(text) <= max);
}

function alertDate(name: 'start' | 'end') {
  return textOrBlank()
    .default('')
    .required(`alert.${name}Date.required`)
    .test('calendar-date', 'date.format', (date) => !date || isCalendarDate(date));
}

function alertTime(name: 'start' | 'end') {
  return textOrBlank().default('').matches(TIME_OF_DAY, `alert.${name}Time.required`);
}

/**
 * POST staff/alerts and PUT staff/alerts/:id, as the API reads them: every answer trimmed. Start
 * and end are read in the court's time zone; the end must follow the start and lie after `now`.
 * The link is optional, its address and both its texts together.
 */
export function alertRequestSchema(now: Date) {
  return object({
    severity: textOrBlank().default('').oneOf(ALERT_SEVERITIES, 'alert.severity.required'),
    placement: textOrBlank().default('').oneOf(ALERT_PLACEMENTS, 'alert.placement.required'),
    headingEn: alertText(ALERT_HEADING_MAX_LENGTH, 'alert.heading.tooLong').required(
      'alert.headingEn.required',
    ),
    headingEs: alertText(ALERT_HEADING_MAX_LENGTH, 'alert.heading.tooLong').required(
      'alert.headingEs.required',
    ),
    bodyEn: alertText(ALERT_BODY_MAX_LENGTH, 'alert.body.tooLong').required(
      'alert.bodyEn.required',
    ),
    bodyEs: alertText(ALERT_BODY_MAX_LENGTH, 'alert.body.tooLong').required(
      'alert.bodyEs.required',
    ),
    linkUrl: textOrBlank()
      .default('')
      .test(
        'format',
        'alert.linkUrl.format',
        (url) => !url || (url.length <= ALERT_LINK_URL_MAX_LENGTH && LINK_URL.test(url)),
      )
      .test(
        'required',
        'alert.linkUrl.required',
        (url, { parent }) => !!url || (parent.linkTextEn === '' && parent.linkTextEs === ''),
      ),
    linkTextEn: alertText(ALERT_LINK_TEXT_MAX_LENGTH, 'alert.linkText.tooLong').test(
      'required',
      'alert.linkTextEn.required',
      (text, { parent }) => !!text || parent.linkUrl === '',
    ),
    linkTextEs: alertText(ALERT_LINK_TEXT_MAX_LENGTH, 'alert.linkText.tooLong').test(
      'required',
      'alert.linkTextEs.required',
      (text, { parent }) => !!text || parent.linkUrl === '',
    ),
    startDate: alertDate('start'),
    startTime: alertTime('start'),
    endDate: alertDate('end').test('after-start', (endDate, { parent, createError }) => {
      const startsAt = alertInstant(parent.startDate, parent.startTime);
      const endsAt = alertInstant(endDate, parent.endTime);
      if (!startsAt || !endsAt) return true;
      if (endsAt.getTime() <= startsAt.getTime()) {
        return createError({ message: 'alert.end.beforeStart' });
      }
      return endsAt.getTime() > now.getTime() || createError({ message: 'alert.end.past' });
    }),
    endTime: alertTime('end'),
  });
}
