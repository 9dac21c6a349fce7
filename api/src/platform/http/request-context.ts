import { randomUUID } from 'node:crypto';
import { REQUEST_ID_HEADER } from '@court/contract';
import type { AppMiddleware } from '../../types';
import { requestLineLogger, type Logger } from '../logger';

// An incoming id is reused only when it cannot smuggle anything into logs or headers.
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The request's id: the caller's own when it is sane, else a new one. */
export function requestIdFor(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * The path as logged: a juror's short stop link carries its signed token, which never is. An
 * address refused or failed (any status from 400) may hold anything typed or probed, an SSN or an
 * e-mail address, whether nothing was found there (404), the method was not allowed (405), the
 * XSRF check refused it before any route (403) or the data was away (503): its digits and any
 * segment with an @ are masked. An address the site answered is one of its own.
 */
export function loggablePath(path: string, status: number): string {
  if (path.startsWith('/u/')) return '/u/[token]';
  if (status < 400) return path;
  // Segment by segment: a pattern spanning a segment ("[^/]*@") backtracks over every start in a
  // long segment without an @, which made a 16 KB probe cost the server seconds.
  return path
    .split('/')
    .map((segment) => (/@|%40/i.test(segment) ? '[e-mail]' : segment.replace(/\d+/g, '#')))
    .join('/');
}

/** The one line logged for each request, on the logger of request lines (requestLineLogger). */
export function logRequest(
  requestLines: Logger,
  request: { requestId: string; method: string; path: string; status: number; started: bigint },
): void {
  const durationMs = Number(process.hrtime.bigint() - request.started) / 1e6;
  requestLines.info(
    {
      requestId: request.requestId,
      method: request.method,
      path: loggablePath(request.path, request.status),
      status: request.status,
      durationMs,
    },
    'request',
  );
}

/** Gives each request an id (echoed in X-Request-Id), a child logger, and one log line. */
export function requestContext(logger: Logger): AppMiddleware {
  const requestLines = requestLineLogger(logger);
  return async (ctx, next) => {
    const requestId = requestIdFor(ctx.get(REQUEST_ID_HEADER));
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ requestId });
    ctx.set(REQUEST_ID_HEADER, requestId);
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      logRequest(requestLines, {
        requestId,
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        started,
      });
    }
  };
}
