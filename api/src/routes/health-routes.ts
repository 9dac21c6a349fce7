import type Router from '@koa/router';
import type { HealthResponse } from '@court/contract';
import { pingDatabase } from '../db/database';
import type { AppState } from '../types';
import type { RouteDeps } from './route-deps';

const PING_TIMEOUT_MS = 2000;

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database ping timed out')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The health checks' paths, which the static site leaves to this router. */
export const HEALTH_PATHS = ['/ping', '/health'];

/** Liveness (/ping) and readiness with a database round trip (/health). */
export function registerHealthRoutes(router: Router<AppState>, deps: RouteDeps): void {
  router.get('/ping', (ctx) => {
    ctx.type = 'text/plain';
    ctx.body = 'pong';
  });

  router.get('/health', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    try {
      await withTimeout(pingDatabase(deps.db), PING_TIMEOUT_MS);
      const body: HealthResponse = { status: 'ok', database: 'ok' };
      ctx.body = body;
    } catch (error) {
      ctx.state.log.error({ err: error }, 'health check: database unavailable');
      const body: HealthResponse = { status: 'unavailable', database: 'unavailable' };
      ctx.status = 503;
      ctx.body = body;
    }
  });
}
