import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { REQUEST_ID_HEADER } from '@court/contract';
import type { AppContext, AppMiddleware } from '../../types';
import { requestLineLogger, type Logger } from '../logger';
import { routeLabel, type Metrics } from '../metrics/metrics';
import { loggablePath, requestIdFor } from './request-context';
import { STAFF_SESSION_COOKIE } from './staff-session-cookie';

/** Headers written for each request anew, never kept with a response. */
const PER_REQUEST_HEADERS = new Set([
  REQUEST_ID_HEADER.toLowerCase(),
  'set-cookie',
  'date',
  'connection',
]);
/** How often kept responses past their age are let go (and their sends logged), at most. */
const SWEEP_INTERVAL_MS = 10_000;
/** Headers a 304 leaves out: it has no body. */
const BODY_HEADERS = new Set(['content-type', 'content-length', 'content-encoding']);

export interface SharedResponseOptions {
  logger: Logger;
  /** How long (real time, whatever the court's clock) a response is sent again before it is made anew. */
  maxAgeMs: number;
  /** Responses kept at most; the least recently sent goes first. */
  maxResponses: number;
  /** Counted as the application counts the requests it answers itself. */
  metrics?: Pick<Metrics, 'observeRequest'>;
}

interface SharedResponse {
  expiresAt: number;
  path: string;
  /** The id of the request whose answer this is, which has its own log line. */
  madeBy: string;
  /** Times sent again since it was kept: in full, and as 304 Not Modified. */
  sentAgain: number;
  notModified: number;
  /** The route label of the request that made it, for the metrics. */
  route: string;
  /** Flat name/value list, as writeHead takes it. */
  headers: string[];
  notModifiedHeaders: string[];
  etag: string | undefined;
  body: Buffer;
}

/**
 * Marks the response being made as the same for every visitor who asks for this URL in this
 * encoding (a composed page, the juror message): it may be sent again to the next ones.
 */
export function shareResponse(ctx: AppContext): void {
  ctx.state.sharedResponse = true;
}

function bodyBytes(body: unknown): Buffer | null {
  if (Buffer.isBuffer(body)) return body;
  if (typeof body === 'string') return Buffer.from(body);
  if (body !== null && typeof body === 'object' && !('pipe' in body)) {
    return Buffer.from(JSON.stringify(body));
  }
  return null;
}

function keyOf(url: string, acceptEncoding: string | undefined): string {
  return `${url}\n${acceptEncoding ?? ''}`;
}

/**
 * Responses that are the same for everyone, kept a moment and sent again straight from Node's
 * request handler. The busiest requests (pages, the juror message) then skip the middleware,
 * whose work for them (security headers, composition, a database read) would only repeat
 * itself. What is sent again is exactly what the middleware sent, headers included; only the
 * request id is made per request.
 * A response sent again is counted in the metrics as any request is, but not logged line by line:
 * a line each cost about a fifth of the server's time for such an answer, to record fields that
 * never vary. When a kept response is let go (made anew after its second, evicted, forgotten, or
 * as the server stops) one line says how often it was sent again and which request made it.
 * Staff requests and responses other than 200 are never shared.
 */
export class SharedResponses {
  private readonly responses: LRUCache<string, SharedResponse>;
  private readonly requestLines: Logger;
  private nextSweepAt = 0;

  constructor(private readonly options: SharedResponseOptions) {
    // Each response keeps its own expiry by Date.now: the cache's ttl reads performance.now.
    this.responses = new LRUCache({
      max: options.maxResponses,
      dispose: (kept) => this.logSentAgain(kept),
    });
    this.requestLines = requestLineLogger(options.logger);
  }

  /** Outermost middleware: keeps the responses marked with shareResponse. */
  keep(): AppMiddleware {
    return async (ctx, next) => {
      await next();
      this.sweepNow(Date.now());
      if (!ctx.state.sharedResponse || ctx.method !== 'GET' || ctx.status !== 200) return;
      if (ctx.get('Cookie').includes(`${STAFF_SESSION_COOKIE}=`)) return;
      const body = bodyBytes(ctx.body);
      if (!body) return;
      // The same bytes go to this visitor as to the next ones.
      ctx.body = body;
      const headers: string[] = [];
      const notModifiedHeaders: string[] = [];
      for (const [name, value] of Object.entries(ctx.response.headers)) {
        if (PER_REQUEST_HEADERS.has(name) || value === undefined) continue;
        for (const one of Array.isArray(value) ? value : [String(value)]) {
          headers.push(name, one);
          if (!BODY_HEADERS.has(name)) notModifiedHeaders.push(name, one);
        }
      }
      this.responses.set(keyOf(ctx.url, ctx.get('Accept-Encoding') || undefined), {
        expiresAt: Date.now() + this.options.maxAgeMs,
        route: routeLabel(ctx),
        path: ctx.path,
        madeBy: ctx.state.requestId,
        sentAgain: 0,
        notModified: 0,
        headers,
        notModifiedHeaders,
        etag: ctx.response.get('ETag') || undefined,
        body,
      });
    };
  }

  /**
   * Staff changed something shown to visitors, or the server is stopping: nothing kept may be
   * sent again, and what was sent again is logged.
   */
  forget(): void {
    this.responses.clear();
  }

  /** Lets go of the responses past their age, now and then, so their sends are logged soon. */
  private sweepNow(now: number): void {
    if (now < this.nextSweepAt) return;
    this.nextSweepAt = now + SWEEP_INTERVAL_MS;
    const expired = [...this.responses.entries()].filter(([, kept]) => kept.expiresAt <= now);
    for (const [key] of expired) this.responses.delete(key);
  }

  private logSentAgain(kept: SharedResponse): void {
    if (kept.sentAgain === 0 && kept.notModified === 0) return;
    this.requestLines.info(
      {
        madeBy: kept.madeBy,
        path: loggablePath(kept.path, 200),
        sentAgain: kept.sentAgain,
        notModified: kept.notModified,
      },
      'kept response sent again',
    );
  }

  /** Node's request handler: a kept response when there is one, else the application's. */
  listener(application: RequestListener): RequestListener {
    return (request, response) => {
      if (!this.sendAgain(request, response)) application(request, response);
    };
  }

  private sendAgain(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || request.url === undefined) return false;
    const key = keyOf(request.url, request.headers['accept-encoding']);
    const kept = this.responses.get(key);
    if (!kept) return false;
    const now = Date.now();
    this.sweepNow(now);
    if (kept.expiresAt <= now) {
      this.responses.delete(key);
      return false;
    }
    // A staff request may refresh its session on the way through.
    if (request.headers.cookie?.includes(`${STAFF_SESSION_COOKIE}=`)) return false;
    const started = process.hrtime.bigint();
    const requestId = requestIdFor(request.headers[REQUEST_ID_HEADER.toLowerCase()]);
    const notModified = kept.etag !== undefined && request.headers['if-none-match'] === kept.etag;
    const headers = [
      REQUEST_ID_HEADER,
      requestId,
      ...(notModified ? kept.notModifiedHeaders : kept.headers),
    ];
    const status = notModified ? 304 : 200;
    response.writeHead(status, headers);
    response.end(notModified ? undefined : kept.body);
    if (notModified) kept.notModified += 1;
    else kept.sentAgain += 1;
    this.options.metrics?.observeRequest({
      method: 'GET',
      route: kept.route,
      status,
      seconds: Number(process.hrtime.bigint() - started) / 1e9,
    });
    return true;
  }
}
