import type { RequestListener } from 'node:http';
import Router from '@koa/router';
import Koa from 'koa';
import type { Kysely } from 'kysely';
import type { Pool } from 'pg';
import {
  COURT_FACTS_PATH,
  COURT_HOURS_PATH,
  FOOTER_DOCUMENTS_PATH,
  alertsPath,
  API_BASE,
  XSRF_PATH,
  HEARING_FEED_PATH,
  SEARCH_ENDPOINT,
  SHORT_STOP_LINK_PREFIX,
} from '@court/contract';
import type { AppConfig } from './config';
import { DocumentCatalog, type DocumentTexts } from './documents';
import { BEFORE_YOUR_HEARING_PATHS, REMINDER_STOP_PATH } from './hearings';
import { JUROR_STOP_PATH } from './jury';
import { publicPageDataSources, publicRequestPageData } from './page-data-sources';
import { offlineContentPageData, PublishedContentCopy } from './content';
import type { Clock } from './platform/clock';
import type { DatabaseAvailability } from './platform/database/database-availability';
import { SchemaPendingError } from './platform/database/database-faults';
import type { Dialect } from './platform/database/database';
import type { Database } from './platform/database/schema';
import { HEALTH_PATHS, registerHealthRoutes } from './platform/health/health-routes';
import { allowedMethodsOnly } from './platform/http/allowed-methods';
import { errorHandler } from './platform/http/error-handler';
import { assertNoNulInQuery } from './platform/http/plain-json';
import { rateLimit, type RateLimitStore } from './platform/http/rate-limit';
import { requestContext } from './platform/http/request-context';
import { securityHeaders } from './platform/http/security-headers';
import { SharedResponses } from './platform/http/shared-responses';
import { STAFF_API_BASE } from './platform/http/staff-api';
import { STRICT_ROUTING } from './platform/http/strict-routing';
import { xsrfProtection } from './platform/http/xsrf';
import type { Logger } from './platform/logger';
import type { Mailer } from './platform/mail/smtp-mailer';
import { createMetrics, httpMetrics, type Metrics } from './platform/metrics/metrics';
import { registerDatabaseGauges, registerMetricsRoute } from './platform/metrics/metrics-routes';
import { formPageTokens, nativeFormPostPaths, nativeFormPosts } from './forms';
import {
  PUBLIC_FORMS,
  registerPublicApiRoutes,
  registerPublicSiteRoutes,
} from './public-api-routes';
import { searchPageQuery, SiteSearch } from './search';
import { PageComposer, sendComposedPage, staticSite } from './site';
import { staffSession } from './staff';
import { createStaffRouters } from './staff-routers';
import type { AppState } from './types';

export interface AppDependencies {
  config: AppConfig;
  db: Kysely<Database>;
  clock: Clock;
  logger: Logger;
  /** Null when SMTP is not configured; mail then waits in the outbox. */
  mailer?: Mailer | null;
  /** The PostgreSQL pool behind db, when there is one: rate limits are then shared through it. */
  pool?: Pool;
  /** Which database db speaks to; by default PostgreSQL when a pool is given, else SQLite. */
  dialect?: Dialect;
  /**
   * Whether the database is reachable, as the process last saw it: while it is away, rate limits
   * count in memory rather than wait for it.
   */
  availability?: DatabaseAvailability;
  /** Where the application counts what it does; the server also serves them on their own port. */
  metrics?: Metrics;
  /** The document library; one of its own over db unless the server shares its own. */
  documentCatalog?: DocumentCatalog;
  /**
   * The text of the documents' PDFs, which the server reads once it listens; without it the site
   * search finds documents by their titles alone.
   */
  documentTexts?: DocumentTexts;
  /** Routers mounted after the real routes; tests use this to add failing routes. */
  extraRouters?: Router<AppState>[];
}

/**
 * Where a password, a second-factor code or a passkey is checked: STAFF_SIGN_IN_LIMIT_PER_MINUTE
 * counts the ones refused, per address. A court's staff share one public address: a shift's
 * start signs many people in at once, and only a wrong guess costs anything to allow.
 */
const STAFF_SIGN_IN_PATHS = [
  `${STAFF_API_BASE}/session`,
  `${STAFF_API_BASE}/session/factor`,
  `${STAFF_API_BASE}/session/step-up`,
  `${STAFF_API_BASE}/second-factor/totp/confirm`,
  `${STAFF_API_BASE}/session/passkey`,
  `${STAFF_API_BASE}/session/factor/passkey`,
];

/**
 * A passkey challenge costs a random number and a short-lived row, and the sign-in form asks for
 * one each time it shows: a court's staff behind one public address ask for many at a shift's
 * start. Its own, generous limit keeps the rows bounded (each expires within five minutes).
 */
const PASSKEY_CHALLENGE_PATH = `${STAFF_API_BASE}/session/passkey/options`;
const PASSKEY_CHALLENGES_PER_MINUTE = 300;
/**
 * The start and return of a single sign-on, each counted by STAFF_SIGN_IN_LIMIT_PER_MINUTE,
 * answered or not: each start stores a request and each return asks the provider.
 */
const SINGLE_SIGN_ON_PATHS = [`${STAFF_API_BASE}/sso/start`, `${STAFF_API_BASE}/sso/callback`];

/** The server's request handler, and what it does when the server stops. */
export interface SiteRequestHandler {
  listener: RequestListener;
  /** Logs how often each kept response was sent again: call it once the server has closed. */
  close(): void;
}

/**
 * Node's request handler for the server: the Koa application, behind the responses it shares
 * between visitors (a page, the juror message), which are sent again without walking it.
 */
export function buildRequestListener(deps: AppDependencies): SiteRequestHandler {
  const { app, sharedResponses } = assembleApp(deps);
  return {
    listener: sharedResponses.listener(app.callback()),
    close: () => sharedResponses.forget(),
  };
}

/** Builds the Koa application alone: every request walks the middleware. */
export function buildApp(deps: AppDependencies): Koa<AppState> {
  return assembleApp(deps).app;
}

/** The Koa application; the middleware order below is the request's path through it. */
function assembleApp(deps: AppDependencies): {
  app: Koa<AppState>;
  sharedResponses: SharedResponses;
} {
  const { config, db, clock, logger } = deps;
  const app = new Koa<AppState>();
  app.proxy = config.trustProxy;
  // Entries left of the ones our own proxies appended are whatever the client wrote: never trusted.
  app.maxIpsCount = config.trustProxyHops;
  // Errors are logged once by errorHandler with the request id; Koa's default would log again.
  app.silent = true;

  const metrics = deps.metrics ?? createMetrics();
  registerDatabaseGauges(metrics, { db, pool: deps.pool });
  const documents = deps.documentCatalog ?? new DocumentCatalog(db);
  const contentCopy = new PublishedContentCopy(config.contentCopyFile, logger);
  const routeDeps = { config, db, clock, metrics, documents, contentCopy };
  const siteRouter = new Router<AppState>(STRICT_ROUTING);
  registerHealthRoutes(siteRouter, {
    db,
    dialect: deps.dialect ?? (deps.pool ? 'postgres' : 'sqlite'),
    isSchemaPending: () => deps.availability?.isSchemaPending === true,
  });
  registerMetricsRoute(siteRouter, { metrics, token: config.metricsToken });
  registerPublicSiteRoutes(siteRouter, routeDeps);
  const apiRouter = new Router<AppState>({ ...STRICT_ROUTING, prefix: API_BASE });
  const pageDataSources = publicPageDataSources(routeDeps, logger);
  // One index for the search endpoint and the results page the server renders.
  const siteSearch: SiteSearch = new SiteSearch({
    webRoot: config.webRoot,
    documents,
    synonyms: config.searchSynonyms,
    clock,
    documentTexts: deps.documentTexts,
    // The composer below renders the pages with page data: read only once a search is asked for.
    searchablePages: () => pages.searchablePages(),
  });
  registerPublicApiRoutes(apiRouter, routeDeps, pageDataSources, siteSearch);
  const staffRouters = createStaffRouters(routeDeps);
  const pages: PageComposer = new PageComposer(config.webRoot, logger, pageDataSources, {
    frameDataPaths: (language) => [
      alertsPath(language),
      FOOTER_DOCUMENTS_PATH,
      COURT_FACTS_PATH,
      COURT_HOURS_PATH,
    ],
    sharedFrameDataPaths: [FOOTER_DOCUMENTS_PATH, COURT_FACTS_PATH, COURT_HOURS_PATH],
    requestPageData: publicRequestPageData(routeDeps, siteSearch, logger),
    offlinePageData: offlineContentPageData({ clock, copy: contentCopy }),
  });

  const sharedResponses = new SharedResponses({
    logger,
    // As long as the composer reuses the page data it renders into a page.
    maxAgeMs: 1000,
    maxResponses: 500,
    metrics,
  });
  /**
   * Staff changed a message, a posting or an alert: the page data is read afresh (composed pages
   * follow, as it is part of their key), no shared response made from the old data is sent, and
   * the search reads the pages rendered with it again.
   */
  const forgetStaleAfterStaffChange = (): void => {
    pages.forgetPageData();
    sharedResponses.forget();
    siteSearch.forgetRenderedPages();
  };

  app.use(httpMetrics(metrics));
  app.use(sharedResponses.keep());
  app.use(requestContext(logger));
  app.use(securityHeaders({ isProduction: config.isProduction }));
  app.use(errorHandler());
  app.use(allowedMethodsOnly());
  app.use(async (ctx, next) => {
    await next();
    const isWrite = ctx.method !== 'GET' && ctx.method !== 'HEAD';
    if (isWrite && ctx.path.startsWith(STAFF_API_BASE) && ctx.status < 400) {
      forgetStaleAfterStaffChange();
    }
  });
  app.use(async (ctx, next) => {
    if (ctx.path.startsWith('/api/')) assertNoNulInQuery(ctx.query);
    await next();
  });
  // While the server brings the schema up to date (a first start, an upgrade), the tables a
  // request needs may not exist yet: data and documents answer 503 with Retry-After, as while
  // the database is away, rather than a 500 for each missing table.
  app.use(async (ctx, next) => {
    const needsData = ['/api/', '/documents/', SHORT_STOP_LINK_PREFIX].some((prefix) =>
      ctx.path.startsWith(prefix),
    );
    if (needsData && deps.availability?.isSchemaPending) throw new SchemaPendingError();
    await next();
  });
  app.use(staffSession({ db, clock, pathPrefix: '/api/', staffPathPrefix: STAFF_API_BASE }));
  app.use(
    xsrfProtection({
      isProduction: config.isProduction,
      mintAt: `${API_BASE}/${XSRF_PATH}`,
      // A mail client's one-click stop (RFC 8058, List-Unsubscribe-Post) is POSTed by the mail
      // provider, which has no XSRF cookie. Exempting that one path is safe: it acts only with a
      // signed token from a juror's own notice (or a person's own court-date reminder), which another site
      // can neither read nor forge, and all it can do is stop those messages.
      // The court's own job posting its hearing schedule is no browser: it proves itself with a
      // bearer key, never a cookie, so another site cannot make a visitor's browser post for it.
      // A form page's own address takes its form sent without the script, which has no XSRF
      // header to send: the form's signed one-use token, good for that form only, takes its
      // place, and another site cannot read it from the court's page.
      exemptPostPaths: [
        ...nativeFormPostPaths(PUBLIC_FORMS),
        JUROR_STOP_PATH,
        REMINDER_STOP_PATH,
        `${API_BASE}/${HEARING_FEED_PATH}`,
      ],
    }),
  );
  const { availability } = deps;
  const rateLimitStore: RateLimitStore = deps.pool
    ? { kind: 'postgres', pool: deps.pool, isAway: () => availability?.isDown === true }
    : { kind: 'memory' };
  app.use(
    rateLimit({
      store: rateLimitStore,
      metrics,
      name: 'public-post',
      off: config.benchMode,
      limit: config.rateLimitPerMinute,
      windowSeconds: 60,
      // The hearing feed has a limit of its own, below.
      applies: (ctx) =>
        ctx.method === 'POST' &&
        ctx.path.startsWith(`${API_BASE}/`) &&
        !ctx.path.startsWith(`${STAFF_API_BASE}/`) &&
        ctx.path !== `${API_BASE}/${HEARING_FEED_PATH}`,
    }),
  );
  app.use(
    rateLimit({
      store: rateLimitStore,
      metrics,
      name: 'staff-sign-in',
      off: config.benchMode,
      limit: config.staffSignInLimitPerMinute,
      windowSeconds: 60,
      applies: (ctx) => ctx.method === 'POST' && STAFF_SIGN_IN_PATHS.includes(ctx.path),
      // A refusal is a guess; a failure of our own (5xx) is not.
      countsAnswer: (status) => status >= 400 && status < 500,
    }),
  );
  app.use(
    rateLimit({
      store: rateLimitStore,
      metrics,
      name: 'single-sign-on',
      off: config.benchMode,
      limit: config.staffSignInLimitPerMinute,
      windowSeconds: 60,
      applies: (ctx) => ctx.method === 'GET' && SINGLE_SIGN_ON_PATHS.includes(ctx.path),
    }),
  );
  app.use(
    rateLimit({
      store: rateLimitStore,
      metrics,
      name: 'passkey-challenge',
      off: config.benchMode,
      limit: PASSKEY_CHALLENGES_PER_MINUTE,
      windowSeconds: 60,
      applies: (ctx) => ctx.method === 'POST' && ctx.path === PASSKEY_CHALLENGE_PATH,
    }),
  );
  app.use(
    rateLimit({
      store: rateLimitStore,
      metrics,
      name: 'search',
      off: config.benchMode,
      limit: config.searchLimitPerMinute,
      windowSeconds: 60,
      // The endpoint and the results page the server searches for count together: a visitor
      // without the page's script searches through the page.
      applies: (ctx) =>
        (ctx.method === 'GET' || ctx.method === 'HEAD') &&
        (ctx.path === `${API_BASE}/${SEARCH_ENDPOINT}` ||
          searchPageQuery(ctx.path, ctx.search) !== null),
      routeKey: () => SEARCH_ENDPOINT,
    }),
  );
  app.use(
    rateLimit({
      store: rateLimitStore,
      metrics,
      name: 'hearing-feed',
      off: config.benchMode,
      limit: config.hearingFeedLimitPerMinute,
      windowSeconds: 60,
      applies: (ctx) => ctx.method === 'POST' && ctx.path === `${API_BASE}/${HEARING_FEED_PATH}`,
    }),
  );
  const formToken = formPageTokens(PUBLIC_FORMS, routeDeps);
  app.use(
    nativeFormPosts({
      forms: PUBLIC_FORMS,
      deps: routeDeps,
      sendPage: async (ctx, pageData, status) => {
        const page = await pages.compose(ctx.path, '', pageData);
        if (page) sendComposedPage(ctx, page, { formToken, status });
        return page !== null;
      },
      isSchemaPending: () => deps.availability?.isSchemaPending === true,
      // Without a proof of work a post costs its sender nothing: fewer a minute per address.
      limit: rateLimit({
        store: rateLimitStore,
        metrics,
        name: 'form-post-without-script',
        off: config.benchMode,
        limit: config.formPostsWithoutScriptPerMinute,
        windowSeconds: 60,
        applies: () => true,
        routeKey: () => 'forms',
      }),
      stepLimit: rateLimit({
        store: rateLimitStore,
        metrics,
        name: 'form-step-without-script',
        off: config.benchMode,
        limit: config.rateLimitPerMinute,
        windowSeconds: 60,
        applies: () => true,
        routeKey: () => 'form-steps',
      }),
    }),
  );
  // Counted in each process's memory: what it guards is that process's time.
  app.use(
    rateLimit({
      store: { kind: 'memory' },
      metrics,
      name: 'page-not-found',
      off: config.benchMode,
      limit: config.pagesNotFoundPerMinute,
      windowSeconds: 60,
      applies: (ctx) =>
        (ctx.method === 'GET' || ctx.method === 'HEAD') && !ctx.path.startsWith('/api/'),
      routeKey: () => 'site',
      countsAnswer: (status) => status === 404,
    }),
  );
  // Pages and front-end files come before the routers: a page request never walks the API's
  // routes, and the paths the routers serve outside /api/ are left to them.
  app.use(
    staticSite({
      webRoot: config.webRoot,
      logger,
      pages,
      excludedPrefixes: ['/api/', '/documents/', SHORT_STOP_LINK_PREFIX],
      excludedPaths: [...HEALTH_PATHS, '/metrics', ...BEFORE_YOUR_HEARING_PATHS],
      formToken,
    }),
  );
  app.use(siteRouter.routes());
  // Bodies are read by each route's own parser (jsonBody, multipartBody), after XSRF and role
  // checks; a route that takes no body never reads one.
  for (const router of staffRouters) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  app.use(apiRouter.routes());
  app.use(apiRouter.allowedMethods());
  for (const router of deps.extraRouters ?? []) app.use(router.routes());
  return { app, sharedResponses };
}
