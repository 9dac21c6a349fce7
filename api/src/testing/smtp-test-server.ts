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

/** A header of a received message, unfolded (long headers arrive on several lines). */
export function mailHeader(mail: ReceivedMail | undefined, name: string): string | undefined {
  const head = (mail?.data ?? '').split(/\r?\n\r?\n/)[0] ?? '';
  const prefix = `${name.toLowerCase()}:`;
  return head
    .replace(/\r?\n[ \t]+/g, ' ')
    .split(/\r?\n/)
    .find((line) => line.toLowerCase().startsWith(prefix))
    ?.slice(prefix.length)
    .trim();
}

/** The text of a received message, decoded from quoted-printable or base64 as sent. */
export function mailBody(mail: ReceivedMail | undefined): string {
  const data = mail?.data ?? '';
  const start = data.search(/\r?\n\r?\n/);
  const body = start < 0 ? '' : data.slice(start).replace(/^\r?\n\r?\n/, '');
  const encoding = mailHeader(mail, 'Content-Transfer-Encoding')?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .split(/(=[0-9A-F]{2})/)
    .map((piece) =>
      /^=[0-9A-F]{2}$/.test(piece)
        ? Buffer.from([parseInt(piece.slice(1), 16)])
        : Buffer.from(piece),
    );
  return Buffer.concat(bytes).toString('utf8');
}

export interface SmtpTestServerOptions {
  /** How long each message is held before the server answers that it took it: a slow relay. */
  acceptDelayMs?: number;
}

/** A real SMTP server on 127.0.0.1 (a free port unless given) that keeps what it receives. */
export function startSmtpTestServer(
  port = 0,
  options: SmtpTestServerOptions = {},
): Promise<SmtpTestServer> {
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
        if (options.acceptDelayMs) setTimeout(callback, options.acceptDelayMs);
        else callback();
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
