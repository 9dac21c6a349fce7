import type { Clock } from '../clock';
import { ClientError } from '../services/errors';
import type { AppContext, AppMiddleware } from '../types';

export interface RateLimitOptions {
  /** Requests allowed per client and route key in one window. */
  limit: number;
  windowMs: number;
  clock: Clock;
  /** Which requests count; the others pass untouched. */
  applies: (ctx: AppContext) => boolean;
  /** Groups requests; by default the method and path. */
  routeKey?: (ctx: AppContext) => string;
}

interface Window {
  startedAt: number;
  count: number;
}

/**
 * In-memory fixed-window rate limit per client IP and route key; over the limit answers 429 with
 * Retry-After. Fits the single-process deployment; several processes would each count alone.
 */
export function rateLimit(options: RateLimitOptions): AppMiddleware {
  const windows = new Map<string, Window>();
  const routeKey = options.routeKey ?? ((ctx: AppContext) => `${ctx.method} ${ctx.path}`);
  let lastSweep = 0;

  function sweep(now: number): void {
    if (now - lastSweep < options.windowMs) return;
    lastSweep = now;
    for (const [key, window] of windows) {
      if (now - window.startedAt >= options.windowMs) windows.delete(key);
    }
  }

  return async (ctx, next) => {
    if (!options.applies(ctx)) return next();
    const now = options.clock.now().getTime();
    sweep(now);
    const key = `${ctx.ip}|${routeKey(ctx)}`;
    let window = windows.get(key);
    if (!window || now - window.startedAt >= options.windowMs) {
      window = { startedAt: now, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > options.limit) {
      const retryAfter = Math.max(1, Math.ceil((window.startedAt + options.windowMs - now) / 1000));
      ctx.set('Retry-After', String(retryAfter));
      throw new ClientError(429, 'rate.limited');
    }
    return next();
  };
}
