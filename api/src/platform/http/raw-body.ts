import type { AppContext } from '../../types';
import { ClientError } from '../errors';

/**
 * The request body's bytes, whatever its content type, for a route that judges the content
 * itself (a CSV schedule). At most maxBytes: a larger declared length is refused before reading,
 * and a body that grows past it while read is refused as soon as it does (413).
 */
export function readRawBody(ctx: AppContext, maxBytes: number): Promise<Buffer> {
  if ((ctx.request.length ?? 0) > maxBytes) {
    return Promise.reject(new ClientError(413, 'body.tooLarge'));
  }
  const request = ctx.req;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanUp = () => {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onError);
      request.off('aborted', onAborted);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        cleanUp();
        // The rest is not read: the connection closes after the answer.
        request.pause();
        ctx.set('Connection', 'close');
        reject(new ClientError(413, 'body.tooLarge'));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanUp();
      resolve(Buffer.concat(chunks));
    };
    const onError = () => {
      cleanUp();
      reject(new ClientError(400, 'body.invalid'));
    };
    const onAborted = onError;
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', onError);
    request.on('aborted', onAborted);
  });
}
