import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedText {
  authorization: string | undefined;
  contentType: string | undefined;
  /** The JSON body as parsed; undefined when it was not JSON. */
  body: unknown;
}

export interface SmsTestServer {
  url: string;
  received: ReceivedText[];
  /** The status the next requests are answered with (200 unless set). */
  answerWith(status: number): void;
  stop(): Promise<void>;
}

/** A stand-in SMS provider on 127.0.0.1 that keeps each POST it receives. */
export function startSmsTestServer(): Promise<SmsTestServer> {
  const received: ReceivedText[] = [];
  let status = 200;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        body = undefined;
      }
      received.push({
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body,
      });
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ accepted: status < 300 }));
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/messages`,
        received,
        answerWith(next) {
          status = next;
        },
        stop: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
