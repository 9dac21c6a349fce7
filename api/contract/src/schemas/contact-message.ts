import { object, type InferType } from 'yup';
import { emailAddress, optionalPhone, requiredText, trimmedText } from './text';

export { normalizeContactPhone } from './text';

/**
 * Contact-us message (POST contact-us). The original client's fields are not known, so they are
 * the usual ones of a contact form. Messages are keys of the validation catalog. The phone is
 * optional; when given it must be 10 digits once separators are removed, and the digits are what
 * is kept.
 */
export const contactMessageSchema = object({
  name: requiredText('name.required'),
  email: emailAddress(true),
  phone: optionalPhone(),
  subject: trimmedText('subject.required').required('subject.required').max(150, 'subject.tooLong'),
  message: trimmedText('message.required')
    .required('message.required')
    .max(4000, 'message.tooLong'),
});

export type ContactMessage = InferType<typeof contactMessageSchema>;

export const CONTACT_MESSAGE_FIELDS = [
  'name',
  'email',
  'phone',
  'subject',
  'message',
] as const satisfies readonly (keyof ContactMessage)[];
