import { object, string, type InferType } from 'yup';
import { trimmedText } from './text';

/** Characters people type between the digits of a phone number; dropped before checking. */
const PHONE_SEPARATORS = /[\s().-]/g;

/** The digits of a phone typed like 330-555-0100, (330) 555-0100 or 330.555.0100. */
export function normalizeContactPhone(value: string): string {
  return value.replace(PHONE_SEPARATORS, '');
}

/**
 * Contact-us message (POST contact-us). The spec does not show its fields, so they are the usual
 * ones of a contact form. Messages are keys of the validation catalog. The phone is optional;
 * when given it must be 10 digits once separators are removed, and the digits are what is kept.
 */
export const contactMessageSchema = object({
  name: trimmedText('name.required').required('name.required').max(120, 'text.tooLong'),
  email: trimmedText('email.format')
    .required('email.required')
    .email('email.format')
    .max(254, 'email.tooLong'),
  phone: string()
    .typeError('phone.format')
    .default('')
    // A blank or null phone is "not given", so it must not fail the format check.
    .transform((value: unknown, original: unknown) =>
      original === null || original === undefined
        ? ''
        : typeof value === 'string'
          ? normalizeContactPhone(value)
          : value,
    )
    .matches(/^(\d{10})?$/, 'phone.format'),
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
