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
export type RateLimitStore =
  | { kind: 'memory' }
  | {
      kind: 'postgres';
      pool: Pool;
      /**
       * True while the database is known to be away: requests are counted in memory at once,
       * rather than each waiting out the store's connection timeout first.
       */
      isAway?: () => boolean;
    };

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
  /**
   * Counts only the requests whose answer has this status (a wrong password), once answered;
   * by default every request counts, before it is answered. Over the limit, every request is
   * refused until the window ends.
   */
  countsAnswer?: (status: number) => boolean;
}

interface Limiters {
  /** Where requests are counted while the store answers. */
  store: RateLimiterAbstract;
  /** Counts in memory while the store is away; the store's own fallback counts here too. */
  inMemory: RateLimiterAbstract;
  isStoreAway: () => boolean;
}

function createLimiters(options: RateLimitOptions): Limiters {
  const settings = {
    keyPrefix: options.name,
    points: options.limit,
    duration: options.windowSeconds,
  };
  const inMemory = new RateLimiterMemory(settings);
  if (options.store.kind === 'memory') {
    return { store: inMemory, inMemory, isStoreAway: () => false };
  }
  const store = new RateLimiterPostgres({
    ...settings,
    storeClient: options.store.pool,
    tableName: 'rate_limit',
    // The table comes from our migrations; expired rows are deleted by a scheduled job.
    tableCreated: true,
    clearExpiredByTimeout: false,
    // While PostgreSQL is away each process counts in memory: the limit still holds per process.
    insuranceLimiter: inMemory,
  });
  return { store, inMemory, isStoreAway: options.store.isAway ?? (() => false) };
}

/**
 * Rate limit per client address and route key (rate-limiter-flexible). Over the limit answers
 * 429 with Retry-After. While a PostgreSQL store cannot be reached the counting goes on in
 * memory; a store that fails even so lets the request through and logs it: a database outage
 * must not turn every form into an error.
 */
export function rateLimit(options: RateLimitOptions): AppMiddleware {
  if (options.off) return (_ctx, next) => next();
  const limiters = createLimiters(options);
  const routeKey = options.routeKey ?? ((ctx: AppContext) => `${ctx.method} ${ctx.path}`);
  const refuse = (ctx: AppContext, msBeforeNext: number): never => {
    options.metrics?.rateLimitRefusals.inc({ limit: options.name });
    ctx.set('Retry-After', String(Math.max(1, Math.ceil(msBeforeNext / 1000))));
    throw new ClientError(429, 'rate.limited');
  };
  const limiterNow = () => (limiters.isStoreAway() ? limiters.inMemory : limiters.store);
  const { countsAnswer } = options;
  if (countsAnswer) {
    return async (ctx, next) => {
      if (!options.applies(ctx)) return next();
      const key = `${ctx.ip}|${routeKey(ctx)}`;
      const counted = await limiterNow()
        .get(key)
        .catch((error: unknown) => {
          ctx.state.log.error({ err: error }, 'rate limit store failed');
          return null;
        });
      if (counted && counted.consumedPoints >= options.limit) refuse(ctx, counted.msBeforeNext);
      let status = 500;
      try {
        await next();
        status = ctx.status;
      } catch (error) {
        status = error instanceof ClientError ? error.status : 500;
        throw error;
      } finally {
        if (countsAnswer(status)) {
          await limiterNow()
            .penalty(key, 1)
            .catch((error: unknown) => {
              ctx.state.log.error({ err: error }, 'rate limit store failed');
            });
        }
      }
    };
  }
  return async (ctx, next) => {
    if (!options.applies(ctx)) return next();
    try {
      await limiterNow().consume(`${ctx.ip}|${routeKey(ctx)}`);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) {
        ctx.state.log.error({ err: rejection }, 'rate limit store failed');
        return next();
      }
      refuse(ctx, rejection.msBeforeNext);
    }
    return next();
  };
}
