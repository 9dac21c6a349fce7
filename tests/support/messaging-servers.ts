// The API suite's stand-in for the SMS provider, so both suites read texts the same way.
import { startSmsTestServer, type SmsTestServer } from '../../api/src/testing/sms-test-server';
import { startMailCapture, type MailCapture } from './mail-capture';
import { startSpecServer, type SpecServer } from './server';

/** A spec's own server, sending its mail to a real SMTP server and its texts to a provider's stand-in. */
export interface MessagingServers {
  server: SpecServer;
  mail: MailCapture;
  /** Each text the server posted to the provider, in order. */
  texts: SmsTestServer;
  stop(): Promise<void>;
}

/** Starts the mail and text stand-ins, then a server on `port` that sends to them. */
export async function startMessagingServers(
  port: number,
  smsKey: string,
): Promise<MessagingServers> {
  const mail = await startMailCapture();
  const texts = await startSmsTestServer();
  const stopStandIns = async () => {
    await mail.stop();
    await texts.stop();
  };
  let server: SpecServer;
  try {
    server = await startSpecServer(port, {
      SMTP_URL: mail.smtpUrl,
      SMS_SENDER: 'http',
      SMS_HTTP_URL: texts.url,
      SMS_HTTP_API_KEY: smsKey,
      PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
    });
  } catch (error) {
    await stopStandIns();
    throw error;
  }
  return {
    server,
    mail,
    texts,
    async stop() {
      server.stop();
      await stopStandIns();
    },
  };
}
