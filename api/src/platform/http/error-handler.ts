import { API_BASE, type ApiErrorBody } from '@court/contract';
import type { AppContext, AppMiddleware } from '../../types';
import { apiMessage } from '../messages';
import { databaseFaultKind, isDatabaseUnavailable } from '../database/database-faults';
import { ClientError, InvalidInputError, StepUpRequiredError } from '../errors';
import { answersWithPage, errorPage } from './error-page';
import { requestLanguage } from './language';

/** Seconds a client is asked to wait when the database is away: about a restart's length. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// Client errors we answer with their own status and message; anything else is a 500.
const CLIENT_ERROR_CODES: Record<number, string> = {
  400: 'body.invalid',
  403: 'request.forbidden',
  404: 'notFound',
  405: 'request.methodNotAllowed',
  413: 'body.tooLarge',
  415: 'body.unsupportedType',
  429: 'rate.limited',
};

function statusOf(error: unknown): number {
  if (typeof error === 'object' && error !== null) {
    const status = 'status' in error ? error.status : 'statusCode' in error ? error.statusCode : 0;
    if (typeof status === 'number') return status;
  }
  return 500;
}

function isApiPath(ctx: AppContext): boolean {
  return (
    ctx.path === API_BASE || ctx.path.startsWith(`${API_BASE}/`) || ctx.path.startsWith('/api/')
  );
}

function respond(
  ctx: AppContext,
  status: number,
  code: string,
  fieldCodes?: Record<string, string>,
  stepUp?: Pick<ApiErrorBody, 'stepUp' | 'factors'>,
): void {
  ctx.status = status;
  if (!isApiPath(ctx) && answersWithPage(ctx, status)) {
    // An error is never kept by a cache for the next visitor.
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = errorPage({ status, pathname: ctx.path, requestId: ctx.state.requestId });
    return;
  }
  const language = requestLanguage(ctx);
  const body: ApiErrorBody = {
    error: apiMessage(code, language),
    ...(fieldCodes && {
      errors: Object.fromEntries(
        Object.entries(fieldCodes).map(([field, fieldCode]) => [
          field,
          apiMessage(fieldCode, language),
        ]),
      ),
    }),
    requestId: ctx.state.requestId,
    ...stepUp,
  };
  ctx.body = body;
}

/**
 * Turns every error into an answer without internals: known client errors keep their status
 * with a translated message, a database that is away is 503 with Retry-After, everything else
 * is logged with its stack and answered 500. The answer is JSON, but a browser asking for a
 * page of the site is answered a page (a limit, the database away, our fault).
 */
export function errorHandler(): AppMiddleware {
  return async (ctx, next) => {
    try {
      await next();
      // Statuses set without a body (no route, 405 from the router) still answer JSON on the API.
      const code = CLIENT_ERROR_CODES[ctx.status];
      if (ctx.body == null && code !== undefined && isApiPath(ctx)) respond(ctx, ctx.status, code);
    } catch (error) {
      const status = statusOf(error);
      const knownCode =
        error instanceof ClientError ? error.code : (CLIENT_ERROR_CODES[status] ?? undefined);
      // Headers set before the failure (e.g. Content-Disposition) must not leak into the answer.
      ctx.remove('Content-Disposition');
      ctx.remove('Content-Encoding');
      if (knownCode !== undefined && status >= 400 && status < 500) {
        ctx.state.log.info({ status, code: knownCode }, 'client error');
        respond(
          ctx,
          status,
          knownCode,
          error instanceof InvalidInputError ? error.errors : undefined,
          error instanceof StepUpRequiredError
            ? { stepUp: error.need, factors: [...error.factors] }
            : undefined,
        );
        return;
      }
      if (isDatabaseUnavailable(error)) {
        // The outage itself is logged once, with its cause, where it was met; each request
        // it turned away is one line here, with its id.
        ctx.state.log.warn({ kind: databaseFaultKind(error) }, 'database unavailable');
        ctx.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
        ctx.set('Cache-Control', 'no-store');
        respond(ctx, 503, 'server.unavailable');
        return;
      }
      ctx.state.log.error({ err: error }, 'request failed');
      respond(ctx, 500, 'server.error');
    }
  };
}
