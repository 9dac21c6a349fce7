import { randomUUID } from 'node:crypto';
import { REQUEST_ID_HEADER } from '@court/contract';
import type { Logger } from '../logger';
import type { AppMiddleware } from '../types';

// An incoming id is reused only when it cannot smuggle anything into logs or headers.
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The path as logged: a juror's short stop link carries its signed token, which never is. */
function loggablePath(path: string): string {
  return path.startsWith('/u/') ? '/u/[token]' : path;
}

/** Gives each request an id (echoed in X-Request-Id), a child logger, and one log line. */
export function requestContext(logger: Logger): AppMiddleware {
  return async (ctx, next) => {
    const incoming = ctx.get(REQUEST_ID_HEADER);
    const requestId = SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ requestId });
    ctx.set(REQUEST_ID_HEADER, requestId);
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      ctx.state.log.info(
        { method: ctx.method, path: loggablePath(ctx.path), status: ctx.status, durationMs },
        'request',
      );
    }
  };
}
