import { object } from 'yup';
import { textOrBlank } from './text';

/** Longest message staff may publish on a page. */
const SITE_MESSAGE_MAX_LENGTH = 2000;

/** PUT juror/message and drug-testing/message (staff): the page's new message, trimmed. */
export const siteMessageRequestSchema = object({
  message: textOrBlank()
    .required('staff.message.required')
    .max(SITE_MESSAGE_MAX_LENGTH, 'text.tooLongLong'),
});
