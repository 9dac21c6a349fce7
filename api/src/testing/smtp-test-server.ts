import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message: headers and body as sent. */
  data: string;
}

export interface SmtpTestServer {
  port: number;
  inbox: ReceivedMail[];
  stop(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (a free port unless given) that keeps what it receives. */
export function startSmtpTestServer(port = 0): Promise<SmtpTestServer> {
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.server.address() as AddressInfo;
      resolve({
        port: address.port,
        inbox,
        stop: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
