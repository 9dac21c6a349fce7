import { bodyParser } from '@koa/bodyparser';
import type { AppMiddleware } from '../../types';
import { ClientError } from '../errors';
import { toPlainJson } from './plain-json';

const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Why a body could not be read, as the client's error: too large, an encoding we do not take,
 * or anything else (bad JSON, gzip on plain text, a cut-off stream) as unreadable. Reading the
 * body is the client's doing, so it is never a 500.
 */
function parseFailure(error: unknown): ClientError {
  const status =
    typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  if (status === 413) return new ClientError(413, 'body.tooLarge');
  if (status === 415) return new ClientError(415, 'body.unsupportedType');
  return new ClientError(400, 'body.invalid');
}

/**
 * A route's JSON body parser: put it on each route that reads a body, after its role guard, so
 * nothing is read for a request that is refused anyway. Parses up to maxBytes (413 beyond, 400
 * when malformed); any other content type with a body is refused with 415, so a form post cannot
 * slip past validation. No body at all gives the route an empty object to validate.
 */
export function jsonBody(options: { maxBytes: number }): AppMiddleware {
  const parse = bodyParser({
    enableTypes: ['json'],
    jsonLimit: options.maxBytes,
    jsonStrict: true,
    parsedMethods: BODY_METHODS,
  });
  return async (ctx, next) => {
    const declaredLength = ctx.request.length ?? 0;
    if (declaredLength > options.maxBytes) throw new ClientError(413, 'body.tooLarge');
    const hasBody = declaredLength > 0 || ctx.get('Transfer-Encoding') !== '';
    if (!hasBody) {
      ctx.request.body = {};
      return next();
    }
    if (!ctx.is('application/json')) throw new ClientError(415, 'body.unsupportedType');
    try {
      await parse(ctx, () => Promise.resolve());
    } catch (error) {
      throw parseFailure(error);
    }
    ctx.request.body = toPlainJson(ctx.request.body);
    return next();
  };
}
