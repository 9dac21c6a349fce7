import { Writable } from 'node:stream';
import { createLogger } from './logger';

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
});
