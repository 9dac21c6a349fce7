import { expect } from '@playwright/test';
// The API suite's SMTP stand-in and readers, so both suites read mail the same way.
import {
  mailBody,
  mailHeader,
  startSmtpTestServer,
  type ReceivedMail,
} from '../../api/src/testing/smtp-test-server';

export { mailBody, mailHeader, type ReceivedMail };

/** A real SMTP server that keeps what the API server of a spec sends it. */
export interface MailCapture {
  /** SMTP_URL for the API server. */
  smtpUrl: string;
  /** Every message received, in the order it arrived. */
  inbox: ReceivedMail[];
  /** Waits for the next message to `to` the outbox worker delivers, beyond the `seen` first. */
  nextMailTo(to: string, seen: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

export async function startMailCapture(): Promise<MailCapture> {
  const server = await startSmtpTestServer();
  const { inbox } = server;
  return {
    smtpUrl: `smtp://127.0.0.1:${server.port}`,
    inbox,
    async nextMailTo(to, seen) {
      const toThem = () => inbox.filter((mail) => mail.to.includes(to));
      await expect
        .poll(() => toThem().length, { timeout: 30_000, intervals: [100] })
        .toBe(seen + 1);
      return toThem()[seen] as ReceivedMail;
    },
    stop: server.stop,
  };
}

/** The first link in a message's text that `pattern` matches; the test fails when there is none. */
export function linkIn(mail: ReceivedMail, pattern: RegExp): string {
  const link = pattern.exec(mailBody(mail))?.[0];
  expect(link, `a link matching ${pattern} in the e-mail`).toBeDefined();
  return link ?? '';
}
