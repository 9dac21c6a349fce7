import { createTransport } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Extra header fields, e.g. List-Unsubscribe; names and values on one line each. */
  headers?: Readonly<Record<string, string>>;
}

const HEADER_NAME = /^[A-Za-z0-9-]+$/;

/**
 * The extra headers of a message, checked: a line break in a value would start a header of its
 * own, and the standard fields are the mailer's to set.
 */
export function extraHeaders(
  headers: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const reserved = ['from', 'to', 'cc', 'bcc', 'subject', 'sender', 'reply-to'];
  for (const [name, value] of Object.entries(headers)) {
    if (!HEADER_NAME.test(name) || reserved.includes(name.toLowerCase())) {
      throw new Error(`Header name not allowed: ${name}`);
    }
    if (/[\r\n]/.test(value)) throw new Error(`Header ${name} must be one line`);
  }
  return { ...headers };
}

/** Sends one message; rejects when the relay refuses it or cannot be reached. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** A mailer over SMTP (nodemailer) to the relay at smtpUrl, e.g. smtp://127.0.0.1:2525. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // Short timeouts: a dead relay must not hold the worker, and a send must end well inside the
  // outbox's five-minute lease, or another process could take the message and send it again.
  // A pool keeps the connection open between messages: a round of notices to hundreds of people
  // would otherwise spend most of its time opening a connection for each.
  const transport = createTransport(
    {
      url: smtpUrl,
      pool: true,
      maxConnections: 2,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 60_000,
    },
    { from },
  );
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        headers: extraHeaders(message.headers),
      });
    },
    close() {
      transport.close();
    },
  };
}
