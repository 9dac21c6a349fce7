import type { AppContext } from '../../types';
import { ClientError } from '../errors';

/**
 * Reads an HTML form's urlencoded body, up to maxBytes (413 beyond, and 415 for any other type),
 * as its fields by name. A browser sends a form this way when the page's script does not.
 */
export async function readFormFields(ctx: AppContext, maxBytes: number): Promise<URLSearchParams> {
  if ((ctx.request.length ?? 0) > maxBytes) throw new ClientError(413, 'body.tooLarge');
  if (!ctx.is('application/x-www-form-urlencoded')) {
    throw new ClientError(415, 'body.unsupportedType');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new ClientError(413, 'body.tooLarge');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
