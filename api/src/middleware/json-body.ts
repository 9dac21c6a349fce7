import { bodyParser } from '@koa/bodyparser';
import { ClientError } from '../services/errors';
import type { AppMiddleware } from '../types';

const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Parses JSON bodies of API requests up to maxBytes (413 beyond, 400 when malformed). Any other
 * content type with a body is refused with 415, so a form post cannot slip past validation.
 */
export function jsonBody(options: { pathPrefix: string; maxBytes: number }): AppMiddleware {
  const parse = bodyParser({
    enableTypes: ['json'],
    jsonLimit: options.maxBytes,
    jsonStrict: true,
    parsedMethods: BODY_METHODS,
  });
  return async (ctx, next) => {
    if (!ctx.path.startsWith(options.pathPrefix) || !BODY_METHODS.includes(ctx.method)) {
      return next();
    }
    const declaredLength = ctx.request.length ?? 0;
    if (declaredLength > options.maxBytes) throw new ClientError(413, 'body.tooLarge');
    const hasBody = declaredLength > 0 || ctx.get('Transfer-Encoding') !== '';
    // No body: nothing to parse; the route sees an empty object and validates it.
    if (!hasBody) {
      ctx.request.body = {};
      return next();
    }
    if (!ctx.is('application/json')) throw new ClientError(415, 'body.unsupportedType');
    return parse(ctx, next);
  };
}
