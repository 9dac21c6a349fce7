import { boolean, object } from 'yup';
import { CAREER_TITLE_MAX_LENGTH } from '@court/contract';
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
