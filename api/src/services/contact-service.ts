import type { Kysely } from 'kysely';
import { contactMessageSchema, type ContactMessage } from '@court/contract/schemas';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { insertOutboxMessage } from '../mail/outbox-repository';
import { insertContactMessage } from '../repositories/contact-message-repository';
import { isHoneypotFilled, validateForm, type SubmissionOutcome } from './interpreter-service';

export interface ContactDeps {
  db: Kysely<Database>;
  clock: Clock;
  courtMailbox: string;
}

/** Subject of the court's notification; line breaks folded so the visitor cannot add headers. */
export function contactNotificationSubject(message: ContactMessage): string {
  return `Website contact: ${message.subject.replace(/\s+/g, ' ')}`;
}

// The outbox has no Reply-To, so the sender's address is written in the body for the clerk.
function notificationText(message: ContactMessage, requestId: string): string {
  return [
    'A message was sent with the contact form of the court website.',
    'Reply to the sender at the e-mail address below.',
    '',
    `Name: ${message.name}`,
    `E-mail: ${message.email}`,
    `Phone: ${message.phone || '(not given)'}`,
    `Subject: ${message.subject}`,
    '',
    'Message:',
    message.message,
    '',
    `Reference: ${requestId}`,
  ].join('\n');
}

/**
 * Validates a contact-us message and, when valid, stores it together with the notification to
 * the court mailbox in one transaction, so neither exists without the other. A filled honeypot
 * is accepted silently and nothing is stored.
 */
export async function submitContactMessage(
  deps: ContactDeps,
  input: unknown,
  requestId: string,
): Promise<SubmissionOutcome> {
  if (isHoneypotFilled(input)) return { kind: 'ignored' };
  const result = await validateForm(contactMessageSchema, input);
  if (!result.ok) return { kind: 'invalid', errors: result.errors };
  const message = result.value;
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    await insertContactMessage(trx, {
      name: message.name,
      email: message.email,
      phone: message.phone === '' ? null : message.phone,
      subject: message.subject,
      message: message.message,
      createdAt: now.toISOString(),
      requestId,
    });
    await insertOutboxMessage(
      trx,
      {
        toAddress: deps.courtMailbox,
        subject: contactNotificationSubject(message),
        bodyText: notificationText(message, requestId),
      },
      now,
    );
  });
  return { kind: 'stored' };
}
