import type { AppMiddleware } from '../../types';

/** The methods the site answers; anything else (TRACE, PROPFIND, PURGE...) is refused first. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * Answers an unknown method with 405 and an Allow header, as JSON under /api/ (through the error
 * handler), so nobody can raise the 5xx rate monitoring watches by sending one.
 */
export function allowedMethodsOnly(): AppMiddleware {
  return async (ctx, next) => {
    if (ALLOWED_METHODS.includes(ctx.method)) return next();
    ctx.set('Allow', ALLOWED_METHODS.join(', '));
    ctx.status = 405;
  };
}
