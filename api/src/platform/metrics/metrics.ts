import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { droppedLogLines } from '../logger';
import type { AppContext, AppMiddleware } from '../../types';

/**
 * The API's Prometheus metrics, one registry per application (tests build several apps in one
 * process; the default global registry would mix them). Labels are bounded: routes are
 * patterns, never raw paths.
 */
export interface Metrics {
  registry: Registry;
  observeRequest(request: { method: string; route: string; status: number; seconds: number }): void;
  databaseErrors: Counter<'kind'>;
  scheduledJobRuns: Counter<'job' | 'outcome'>;
  formSubmissions: Counter<'form' | 'outcome'>;
  rateLimitRefusals: Counter<'limit'>;
}

/** Seconds: a page or an API answer is expected well under half a second; bounded waits end at 6. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 6, 10];

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'court_api_' });
  const requests = new Counter({
    name: 'court_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'court_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  let droppedLinesCounted = 0;
  new Counter({
    name: 'court_log_lines_dropped_total',
    help: 'Log lines dropped because the log reader had stalled and the lines waiting for it reached their limit',
    registers: [registry],
    collect() {
      const dropped = droppedLogLines();
      this.inc(dropped - droppedLinesCounted);
      droppedLinesCounted = dropped;
    },
  });
  return {
    registry,
    observeRequest({ method, route, status, seconds }) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    databaseErrors: new Counter({
      name: 'court_database_errors_total',
      help: 'Database operations that failed because the database was unreachable, stalled, full or read-only, by kind',
      labelNames: ['kind'] as const,
      registers: [registry],
    }),
    scheduledJobRuns: new Counter({
      name: 'court_scheduled_job_runs_total',
      help: 'Scheduled job runs by job and outcome (succeeded, failed)',
      labelNames: ['job', 'outcome'] as const,
      registers: [registry],
    }),
    formSubmissions: new Counter({
      name: 'court_form_submissions_total',
      help: 'Public form submissions by form and outcome (accepted, refused, unavailable)',
      labelNames: ['form', 'outcome'] as const,
      registers: [registry],
    }),
    rateLimitRefusals: new Counter({
      name: 'court_rate_limit_refusals_total',
      help: 'Requests refused with 429 by each rate limit',
      labelNames: ['limit'] as const,
      registers: [registry],
    }),
  };
}

/**
 * A request's route label: the router's pattern when a route matched, otherwise what kind of
 * thing was served, so a stream of made-up paths cannot grow the label set.
 */
export function routeLabel(ctx: AppContext): string {
  const matched: unknown = Reflect.get(ctx, '_matchedRoute');
  if (typeof matched === 'string') return matched;
  if (ctx.path.startsWith('/api/')) return '(no route)';
  const type = ctx.response.type;
  if (type === 'text/html') return '(page)';
  return ctx.status === 404 ? '(no route)' : '(file)';
}

/** A gauge read when Prometheus asks; a failed read leaves the last values in place. */
export function gaugeReadOnScrape<Label extends string>(
  registry: Registry,
  definition: { name: string; help: string; labelNames: readonly Label[] },
  read: (gauge: Gauge<Label>) => Promise<void> | void,
): Gauge<Label> {
  return new Gauge<Label>({
    ...definition,
    registers: [registry],
    async collect() {
      try {
        await read(this);
      } catch {
        // The database may be away: its own fault counter says so, the gauge keeps its values.
      }
    },
  });
}

/** Counts and times every request the application answers, by route pattern and status. */
export function httpMetrics(metrics: Metrics): AppMiddleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      metrics.observeRequest({
        method: ctx.method,
        route: routeLabel(ctx),
        status: ctx.status,
        seconds: Number(process.hrtime.bigint() - started) / 1e9,
      });
    }
  };
}
