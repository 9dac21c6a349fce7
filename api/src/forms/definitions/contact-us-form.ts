import {
  CONTACT_MESSAGE_FIELDS,
  contactMessageSchema,
  type ContactMessage,
  CONTACT_MESSAGE_NEXT_STEPS,
} from '@court/contract/schemas';
import { defineForm } from '../define-form';
import { confirmationMail, officeNotification, type ConfirmationText } from '../form-mail';
import { findContactMessage, insertContactMessage } from './contact-message-repository';
import { fieldsOf } from './submission-fields';

const CONFIRMATION: Record<'en' | 'es', ConfirmationText> = {
  en: {
    what: 'your message',
    next: CONTACT_MESSAGE_NEXT_STEPS.en,
  },
  es: {
    what: 'su mensaje',
    next: CONTACT_MESSAGE_NEXT_STEPS.es,
  },
};

/** Contact-us message (POST contact-us). */
export const contactUsForm = defineForm<ContactMessage>({
  form: 'contact-us',
  path: 'contact-us',
  schema: () => contactMessageSchema,
  native: { fields: () => contactMessageSchema },
  summary: (message) => ({ name: message.name, caseNumber: null, email: message.email }),
  async store(trx, message, record) {
    await insertContactMessage(trx, {
      ...message,
      phone: message.phone === '' ? null : message.phone,
      createdAt: record.receivedAt.toISOString(),
      requestId: record.requestId,
      submissionId: record.submissionId,
    });
  },
  // The outbox has no Reply-To, so the sender's address is written in the body for the clerk.
  mail: (message, record, { config }) => [
    officeNotification(
      config.formMailboxes['contact-us'],
      `Website contact: ${message.subject}`,
      'A message was sent with the contact form of the court website. Reply to the sender at the e-mail address below.',
      [
        ['Name', message.name],
        ['E-mail', message.email],
        ['Phone', message.phone],
        ['Subject', message.subject],
        ['Message', `\n${message.message}`],
      ],
      record,
    ),
    confirmationMail(message.email, CONFIRMATION[record.language], record),
  ],
  async detail(db, submissionId) {
    const row = await findContactMessage(db, submissionId);
    return row && fieldsOf({ ...row, phone: row.phone ?? '' }, CONTACT_MESSAGE_FIELDS);
  },
});
