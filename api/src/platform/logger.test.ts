import { execFileSync } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, readSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createLogger, droppedLogLines, logDestination } from './logger';

function capture(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  return { lines, stream };
}

describe('createLogger', () => {
  it('redacts personal data and credentials', () => {
    const { lines, stream } = capture();
    const logger = createLogger('info', stream);
    logger.info(
      {
        ssn: '123-45-6789',
        form: { email: 'maria@example.com', cellPhone: '3305550100', fullName: 'kept' },
        req: { headers: { cookie: 'XSRF-TOKEN=abc', authorization: 'Bearer secret' } },
      },
      'submission',
    );
    const line = lines.join('');
    expect(line).not.toMatch(/123-45-6789|maria@example\.com|3305550100|XSRF-TOKEN=abc|secret/);
    expect(line).toContain('[redacted]');
    expect(line).toContain('kept');
  });

  it('adds the request id of a child logger to each line', () => {
    const { lines, stream } = capture();
    createLogger('info', stream).child({ requestId: 'req-12345678' }).info('hello');
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ requestId: 'req-12345678', msg: 'hello' });
  });

  it('keeps a bounded amount waiting while its reader has stalled, drops the rest and counts it', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'court-log-'));
    const pipe = path.join(folder, 'log');
    execFileSync('mkfifo', [pipe]);
    // The reader is opened and never read until the end: a collector that stopped reading.
    const reader = openSync(pipe, constants.O_RDONLY | constants.O_NONBLOCK);
    const writer = openSync(pipe, constants.O_WRONLY | constants.O_NONBLOCK);
    const destination = logDestination(writer, 64 * 1024);
    try {
      const logger = createLogger('info', destination);
      const droppedBefore = droppedLogLines();
      const filler = 'x'.repeat(200);
      const sent = 3000;
      for (let line = 0; line < sent; line += 1) {
        logger.info({ line, filler }, 'waiting');
        if (line % 500 === 0) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const dropped = droppedLogLines() - droppedBefore;
      // A line is about 270 bytes: the pipe (64 KiB) and the limit hold at most about 500.
      expect(dropped).toBeGreaterThan(sent - 1000);

      // Once read again, every line kept arrives whole.
      const received: string[] = [];
      let pending = '';
      const buffer = Buffer.alloc(64 * 1024);
      const deadline = Date.now() + 10_000;
      while (received.length + dropped < sent && Date.now() < deadline) {
        let read = 0;
        try {
          read = readSync(reader, buffer);
        } catch {
          // EAGAIN: nothing written yet.
        }
        pending += buffer.subarray(0, read).toString('utf8');
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        received.push(...lines);
        if (read === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(received.length + dropped).toBe(sent);
      expect(received.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(
        received.map(() => 'waiting'),
      );
    } finally {
      destination.destroy();
      closeSync(reader);
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
