import type Router from '@koa/router';
import type { Kysely } from 'kysely';
import type { HealthResponse } from '@court/contract';
import type { AppContext, AppState } from '../../types';
import { withinTime } from '../within-time';
import { pingDatabase, type Dialect } from '../database/database';
import { pendingMigrations } from '../database/migrate';
import type { Database } from '../database/schema';

/** How long readiness waits for the database: a load balancer's check must answer in time. */
const READY_TIMEOUT_MS = 1000;

/** The health checks' paths, which the static site leaves to this router. */
export const HEALTH_PATHS = ['/ping', '/health', '/health/live', '/health/ready'];

async function checkReadiness(
  db: Kysely<Database>,
  dialect: Dialect,
  isSchemaPending: () => boolean,
): Promise<HealthResponse> {
  try {
    const pending = await withinTime(
      pingDatabase(db).then(() => pendingMigrations(db, dialect)),
      READY_TIMEOUT_MS,
    );
    // The process says so until it has also filled what a first start fills (the document
    // library), as its data routes do: ready means they answer.
    const migrations = pending.length === 0 && !isSchemaPending() ? 'current' : 'pending';
    return { status: migrations === 'current' ? 'ok' : 'unavailable', database: 'ok', migrations };
  } catch {
    return { status: 'unavailable', database: 'unavailable', migrations: 'unknown' };
  }
}

/**
 * Liveness (/health/live, and the older /ping): the process answers, whatever its database does;
 * a supervisor restarts the process only when this fails. Readiness (/health/ready, and /health
 * as before): the database answers within a second and its schema is current; a load balancer
 * sends visitors elsewhere while it fails, though this process still serves the information
 * pages.
 */
export function registerHealthRoutes(
  router: Router<AppState>,
  deps: {
    db: Kysely<Database>;
    dialect: Dialect;
    /** Whether this process is still bringing the schema and its first data up to date. */
    isSchemaPending: () => boolean;
  },
): void {
  const live = (ctx: AppContext) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/plain';
    ctx.body = 'pong';
  };
  const ready = async (ctx: AppContext) => {
    ctx.set('Cache-Control', 'no-store');
    const body = await checkReadiness(deps.db, deps.dialect, deps.isSchemaPending);
    if (body.status !== 'ok') {
      ctx.state.log.warn({ ...body }, 'not ready');
      ctx.status = 503;
    }
    ctx.body = body;
  };
  router.get('/ping', live);
  router.get('/health/live', live);
  router.get('/health/ready', ready);
  router.get('/health', ready);
}
