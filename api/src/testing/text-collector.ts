import { Writable } from 'node:stream';

/** A stream that keeps what is written to it, for a command's output under test. */
export function textCollector(): { stream: Writable; text: () => string } {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { stream, text: () => text };
}
