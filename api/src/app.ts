import Router from '@koa/router';
import Koa from 'koa';
import type { Kysely } from 'kysely';
import { API_BASE, MAX_JSON_BODY_BYTES } from '@court/contract';
import type { Clock } from './clock';
import type { AppConfig } from './config';
import type { Database } from './db/schema';
import type { Logger } from './logger';
import type { Mailer } from './mail/smtp-mailer';
import { errorHandler } from './middleware/error-handler';
import { jsonBody } from './middleware/json-body';
import { rateLimit } from './middleware/rate-limit';
import { requestContext } from './middleware/request-context';
import { securityHeaders } from './middleware/security-headers';
import { staffSession } from './middleware/staff-session';
import { staticSite } from './middleware/static-site';
import { xsrfProtection } from './middleware/xsrf';
import { registerDocumentRoutes } from './routes/documents-routes';
import { registerHealthRoutes } from './routes/health-routes';
import { registerPublicApiRoutes } from './routes/public-api-routes';
import { STAFF_API_BASE, createStaffRouter } from './routes/staff-routes';
import type { AppState } from './types';

export interface AppDependencies {
  config: AppConfig;
  db: Kysely<Database>;
  clock: Clock;
  logger: Logger;
  /** Null when SMTP is not configured; mail then waits in the outbox. */
  mailer?: Mailer | null;
  /** Routers mounted after the real routes; tests use this to add failing routes. */
  extraRouters?: Router<AppState>[];
}

/** Builds the Koa application. The middleware order below is the request's path through it. */
export function buildApp(deps: AppDependencies): Koa<AppState> {
  const { config, db, clock, logger } = deps;
  const app = new Koa<AppState>();
  app.proxy = config.trustProxy;
  // Errors are logged once by errorHandler with the request id; Koa's default would log again.
  app.silent = true;

  const routeDeps = { config, db, clock };
  const siteRouter = new Router<AppState>();
  registerHealthRoutes(siteRouter, routeDeps);
  registerDocumentRoutes(siteRouter, routeDeps);
  const apiRouter = new Router<AppState>({ prefix: API_BASE });
  registerPublicApiRoutes(apiRouter, routeDeps);
  const staffRouter = createStaffRouter(routeDeps);

  app.use(requestContext(logger));
  app.use(securityHeaders({ isProduction: config.isProduction }));
  app.use(errorHandler());
  app.use(jsonBody({ pathPrefix: '/api/', maxBytes: MAX_JSON_BODY_BYTES }));
  app.use(staffSession({ db, clock, pathPrefix: '/api/' }));
  app.use(xsrfProtection({ isProduction: config.isProduction }));
  app.use(
    rateLimit({
      limit: config.rateLimitPerMinute,
      windowMs: 60_000,
      clock,
      applies: (ctx) =>
        ctx.method === 'POST' &&
        ctx.path.startsWith(`${API_BASE}/`) &&
        !ctx.path.startsWith(`${STAFF_API_BASE}/`),
    }),
  );
  app.use(
    rateLimit({
      limit: config.staffSignInLimitPerMinute,
      windowMs: 60_000,
      clock,
      applies: (ctx) => ctx.method === 'POST' && ctx.path === `${STAFF_API_BASE}/session`,
    }),
  );
  app.use(siteRouter.routes());
  app.use(staffRouter.routes());
  app.use(staffRouter.allowedMethods());
  app.use(apiRouter.routes());
  app.use(apiRouter.allowedMethods());
  for (const router of deps.extraRouters ?? []) app.use(router.routes());
  app.use(staticSite({ webRoot: config.webRoot, excludedPrefixes: ['/api/', '/documents/'] }));
  return app;
}
