import { boolean, mixed, object, string } from 'yup';
import { CAREER_POSTING_FIELDS, CAREER_TITLE_MAX_LENGTH, isCalendarDate } from '@court/contract';
import { textOrBlank } from './text';

/** A job title as typed, trimmed; left out, it stays undefined (a correction may omit it). */
export function careerTitle() {
  return textOrBlank()
    .test('required', 'careers.title.required', (title) => title !== '')
    .max(CAREER_TITLE_MAX_LENGTH, 'text.tooLong');
}

/**
 * PATCH staff/careers/:id: either or both of a corrected title and the active flag, each checked
 * when given. The original client's whole posting object fits: its other fields are dropped.
 */
export const careerPostingUpdateSchema = object({
  title: careerTitle(),
  active: boolean()
    .strict()
    .typeError('careers.active.format')
    .nonNullable('careers.active.format'),
});

/**
 * The day a posting went up, YYYY-MM-DD, trimmed. Left out (or empty) it stays undefined, and the
 * API takes the court's today; anything but text fails as a date.
 */
export function careerPostedDate() {
  return string()
    .transform((_cast: unknown, original: unknown) => {
      if (original === null || original === '') return undefined;
      return typeof original === 'string' ? original.trim() : '';
    })
    .test('calendar-date', 'date.format', (date) => date === undefined || isCalendarDate(date));
}

/** POST staff/careers: the text fields beside the PDF, a title and the day it was posted. */
export const careerPostingUploadSchema = object({
  [CAREER_POSTING_FIELDS.title]: careerTitle().default(''),
  [CAREER_POSTING_FIELDS.postedDate]: careerPostedDate(),
});

const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** MM/DD/YYYY as YYYY-MM-DD; anything else as it came. */
function fromUsDate(date: unknown): unknown {
  if (typeof date !== 'string') return date;
  const us = US_DATE.exec(date.trim());
  return us ? `${us[3]}-${us[1]}-${us[2]}` : date;
}

/**
 * POST staff/careers as the court's original careers page sends it: JSON, the date as MM/DD/YYYY
 * (read as YYYY-MM-DD) and the PDF as a data URL in docBase64 (anything but text is none). Only
 * read here: the title and date are then checked as an upload's are (careerPostingUploadSchema),
 * beside the document's problems.
 */
export const originalCareerPostingSchema = object({
  title: mixed().nullable(),
  postedDate: mixed().nullable().transform(fromUsDate),
  docBase64: string()
    .transform((_cast: unknown, original: unknown) =>
      typeof original === 'string' ? original : '',
    )
    .default(''),
});
