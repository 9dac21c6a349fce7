import type { Language } from '@court/contract';
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

/**
 * What happens after the court receives a message sent to the court: said under the reference on
 * the page that confirms it and in the confirmation e-mail.
 */
export const CONTACT_MESSAGE_NEXT_STEPS = {
  en: 'A member of the clerk’s staff will read it and reply to this address, usually within two business days.',
  es: 'Un miembro del personal de la secretaría lo leerá y le responderá a esta dirección, normalmente en un plazo de dos días hábiles.',
} as const satisfies Record<Language, string>;
