import { courtNameIn, formatCourtDate, type Language } from '@court/contract';
import type { FormMail, SubmissionRecord } from './define-form';

/** One answer in an office notification: its label and what the person wrote. */
export type MailLine = readonly [label: string, value: string];

/** Line breaks folded, so nothing a visitor types can add a header to a subject. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The office's notice of a new submission: the answers given (never an SSN: callers pass only
 * what may travel by e-mail), the reference, and where staff read the whole submission.
 */
export function officeNotification(
  toAddress: string,
  subject: string,
  intro: string,
  lines: readonly MailLine[],
  record: SubmissionRecord,
): FormMail {
  return {
    toAddress,
    subject: oneLine(`${subject} (${record.reference})`),
    bodyText: [
      intro,
      '',
      ...lines.map(([label, value]) => `${label}: ${value === '' ? '(not given)' : value}`),
      '',
      `Reference: ${record.reference}`,
      'The whole submission is in the staff inbox: /staff/forms',
    ].join('\n'),
  };
}

/** What a confirmation says that is the form's own, in one language. */
export interface ConfirmationText {
  /** The form's name in a sentence: "your application for limited driving privileges". */
  what: string;
  /** What happens next, in a sentence or two. */
  next: string;
}

const CONFIRMATION: Record<
  Language,
  { subject: string; received: string; reference: string; questions: string; automatic: string }
> = {
  en: {
    subject: '{{court}} received {{what}}',
    received: '{{court}} received {{what}} on {{date}}.',
    reference: 'Your reference number is {{reference}}. Please give it if you contact the court.',
    questions: 'Questions? Call the court at {{phone}}.',
    automatic: 'This message was sent automatically. Please do not reply to it.',
  },
  es: {
    subject: '{{court}} recibió {{what}}',
    received: '{{court}} recibió {{what}} el {{date}}.',
    reference:
      'Su número de referencia es {{reference}}. Indíquelo si se comunica con el tribunal.',
    questions: '¿Preguntas? Llame al tribunal al {{phone}}.',
    automatic: 'Este mensaje se envió automáticamente. Por favor, no lo responda.',
  },
};

function fill(template: string, values: Record<string, string>): string {
  return template.replace(
    /\{\{(\w+)\}\}/g,
    (placeholder, name: string) => values[name] ?? placeholder,
  );
}

/** The person's confirmation, in the language they used on the site, with the reference. */
export function confirmationMail(
  toAddress: string,
  text: ConfirmationText,
  record: SubmissionRecord,
): FormMail {
  const words = CONFIRMATION[record.language];
  // The court's name and phone as published when the form arrived, in the person's language.
  const values = {
    court: courtNameIn(record.court, record.language),
    what: text.what,
    date: formatCourtDate(record.receivedAt.toISOString(), record.language),
    reference: record.reference,
    phone: record.court.phone,
  };
  return {
    toAddress,
    subject: oneLine(`${fill(words.subject, values)} (${record.reference})`),
    bodyText: [
      fill(words.received, values),
      '',
      fill(words.reference, values),
      '',
      text.next,
      '',
      fill(words.questions, values),
      '',
      words.automatic,
    ].join('\n'),
  };
}
