import type { Pool } from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { AppContext, AppMiddleware } from '../../types';
import { ClientError } from '../errors';
import type { Metrics } from '../metrics/metrics';

/** Where counters live: PostgreSQL when configured (all processes share them), else memory. */
export type RateLimitStore = { kind: 'memory' } | { kind: 'postgres'; pool: Pool };

export interface RateLimitOptions {
  store: RateLimitStore;
  /** Names this limit's counters, apart from every other limit's. */
  name: string;
  /** Requests allowed per client and route key in one window. */
  limit: number;
  windowSeconds: number;
  /** Which requests count; the others pass untouched. */
  applies: (ctx: AppContext) => boolean;
  /** Groups requests; by default the method and path (routes take one spelling each). */
  routeKey?: (ctx: AppContext) => string;
  /** Lets every request through uncounted: bench mode only, which production refuses. */
  off?: boolean;
  /** Counts the requests this limit refuses. */
  metrics?: Pick<Metrics, 'rateLimitRefusals'>;
}

function createLimiter(options: RateLimitOptions): RateLimiterAbstract {
  const settings = {
    keyPrefix: options.name,
    points: options.limit,
    duration: options.windowSeconds,
  };
  if (options.store.kind === 'memory') return new RateLimiterMemory(settings);
  return new RateLimiterPostgres({
    ...settings,
    storeClient: options.store.pool,
    tableName: 'rate_limit',
    // The table comes from our migrations; expired rows are deleted by a scheduled job.
    tableCreated: true,
    clearExpiredByTimeout: false,
    // While PostgreSQL is away each process counts in memory: the limit still holds per process.
    insuranceLimiter: new RateLimiterMemory(settings),
  });
}

/**
 * Rate limit per client address and route key (rate-limiter-flexible). Over the limit answers
 * 429 with Retry-After. While a PostgreSQL store cannot be reached the counting goes on in
 * memory; a store that fails even so lets the request through and logs it: a database outage
 * must not turn every form into an error.
 */
export function rateLimit(options: RateLimitOptions): AppMiddleware {
  if (options.off) return (_ctx, next) => next();
  const limiter = createLimiter(options);
  const routeKey = options.routeKey ?? ((ctx: AppContext) => `${ctx.method} ${ctx.path}`);
  return async (ctx, next) => {
    if (!options.applies(ctx)) return next();
    try {
      await limiter.consume(`${ctx.ip}|${routeKey(ctx)}`);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) {
        ctx.state.log.error({ err: rejection }, 'rate limit store failed');
        return next();
      }
      options.metrics?.rateLimitRefusals.inc({ limit: options.name });
      ctx.set('Retry-After', String(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))));
      throw new ClientError(429, 'rate.limited');
    }
    return next();
  };
}
