import type { RequestListener } from 'node:http';
import type Router from '@koa/router';
import type { Kysely } from 'kysely';
import type { Pool } from 'pg';
import type { AppState } from '../../types';
import type { Database } from '../database/schema';
import { countOutboxMessagesByStatus } from '../mail/outbox-repository';
import { withinTime } from '../within-time';
import { gaugeReadOnScrape, type Metrics } from './metrics';
import { secretsMatch } from '../crypto/secrets-match';

/** Longest a scrape waits for the outbox counts: a scrape must not hang with the database. */
const OUTBOX_READ_TIMEOUT_MS = 1000;

/** Pool use (PostgreSQL) and the outbox's depth, read when Prometheus asks. */
export function registerDatabaseGauges(
  metrics: Metrics,
  deps: { db: Kysely<Database>; pool?: Pool },
): void {
  const { pool, db } = deps;
  if (pool) {
    gaugeReadOnScrape(
      metrics.registry,
      {
        name: 'court_database_pool_connections',
        help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one',
        labelNames: ['state'] as const,
      },
      (gauge) => {
        gauge.set({ state: 'total' }, pool.totalCount);
        gauge.set({ state: 'idle' }, pool.idleCount);
        gauge.set({ state: 'waiting' }, pool.waitingCount);
      },
    );
  }
  let outbox: Promise<Awaited<ReturnType<typeof countOutboxMessagesByStatus>>> | null = null;
  // Both gauges come from one read per scrape, shared while it is on its way.
  const readOutbox = () => {
    outbox ??= withinTime(
      countOutboxMessagesByStatus(db),
      OUTBOX_READ_TIMEOUT_MS,
      'no outbox count',
    ).finally(() => {
      outbox = null;
    });
    return outbox;
  };
  gaugeReadOnScrape(
    metrics.registry,
    {
      name: 'court_outbox_messages',
      help: 'Outbox messages (mail and texts) by state: pending, sent, failed',
      labelNames: ['state'] as const,
    },
    async (gauge) => {
      const depths = await readOutbox();
      for (const state of ['pending', 'sent', 'failed'] as const) {
        gauge.set({ state }, depths.find((depth) => depth.status === state)?.count ?? 0);
      }
    },
  );
  gaugeReadOnScrape(
    metrics.registry,
    {
      name: 'court_outbox_oldest_pending_age_seconds',
      help: 'Age of the oldest message still waiting in the outbox, 0 when none waits',
      labelNames: [] as const,
    },
    async (gauge) => {
      const pending = (await readOutbox()).find((depth) => depth.status === 'pending');
      const oldest = pending?.oldestCreatedAt ? Date.parse(pending.oldestCreatedAt) : null;
      gauge.set(oldest === null ? 0 : Math.max(0, (Date.now() - oldest) / 1000));
    },
  );
}

function bearerMatches(header: string, token: string): boolean {
  return header.startsWith('Bearer ') && secretsMatch(token, header.replace(/^Bearer\s+/i, ''));
}

/**
 * GET /metrics on the site's own port, only for a caller with the bearer token; without a token
 * configured the route does not exist (the separate metrics port is the other way in).
 */
export function registerMetricsRoute(
  router: Router<AppState>,
  deps: { metrics: Metrics; token: string | null },
): void {
  const { metrics, token } = deps;
  if (token === null) return;
  router.get('/metrics', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    if (!bearerMatches(ctx.get('Authorization'), token)) {
      ctx.status = 401;
      ctx.set('WWW-Authenticate', 'Bearer');
      ctx.type = 'text/plain';
      ctx.body = 'Unauthorized';
      return;
    }
    ctx.type = metrics.registry.contentType;
    ctx.body = await metrics.registry.metrics();
  });
}

/** Node's request handler of the separate metrics port: /metrics, nothing else. */
export function metricsListener(metrics: Metrics): RequestListener {
  return (request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    metrics.registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'Content-Type': metrics.registry.contentType }).end(text);
      },
      () => response.writeHead(500, { 'Content-Type': 'text/plain' }).end('Metrics failed'),
    );
  };
}
