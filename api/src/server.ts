import { createServer } from 'node:http';
import { buildRequestListener } from './app';
import { loadConfig, renamedSettingsInUse, type AppConfig } from './config';
import { DocumentCatalog, DocumentTexts, seedDocumentLibrary } from './documents';
import { HearingFolderWatcher } from './hearings';
import { systemClock } from './platform/clock';
import { createDatabase, type DatabaseHandle } from './platform/database/database';
import { DatabaseAvailability } from './platform/database/database-availability';
import { migrateToLatest } from './platform/database/migrate';
import { createScheduler, type Scheduler } from './platform/jobs/scheduler';
import { createLogger, type Logger } from './platform/logger';
import { createOutboxWorker, type OutboxWorker } from './platform/mail/outbox-worker';
import { createSmtpMailer, type Mailer } from './platform/mail/smtp-mailer';
import { createMetrics, type Metrics } from './platform/metrics/metrics';
import { metricsListener } from './platform/metrics/metrics-routes';
import { createSmsSender } from './platform/sms/sms-sender';
import { scheduledJobs } from './scheduled-jobs';
import { seedSampleData } from './seed';

/** Waits between attempts to reach the database at start: soon at first, then every 30 s. */
const PREPARE_RETRY_FIRST_MS = 1000;
const PREPARE_RETRY_MAX_MS = 30_000;

/**
 * Brings the schema up to date, on a connection of its own without the statement timeout (a
 * migration may take longer than any request may), fills an empty document library from the
 * built-in catalog, then seeds the sample data if asked.
 */
async function prepareDatabase(
  config: AppConfig,
  database: DatabaseHandle,
  logger: Logger,
): Promise<void> {
  const migrating = createDatabase({
    ...config,
    timeouts: { ...config.databaseTimeouts, statementTimeoutMs: 0 },
    logger,
  });
  let applied: string[];
  try {
    applied = await migrateToLatest(migrating.db, migrating.dialect, config.postgresSchema);
  } finally {
    await migrating.db.destroy();
  }
  const library = await seedDocumentLibrary(database.db, {
    documentsDir: config.documentsDir,
    clock: systemClock,
  });
  if (library.seeded > 0) logger.info(library, 'document library filled from the built-in catalog');
  if (config.sampleData) {
    const seeded = await seedSampleData(database.db, systemClock);
    logger.info(seeded, 'sample data checked');
  }
  logger.info({ dialect: database.dialect, applied }, 'database ready');
}

/**
 * Prepares the database, trying again until it answers: a database still starting (or away for
 * maintenance) must not keep the site's information pages from being served meanwhile.
 */
async function prepareDatabaseWhenReachable(
  config: AppConfig,
  database: DatabaseHandle,
  logger: Logger,
  isStopping: () => boolean,
): Promise<boolean> {
  let waitMs = PREPARE_RETRY_FIRST_MS;
  for (let attempt = 1; !isStopping(); attempt += 1) {
    try {
      await prepareDatabase(config, database, logger);
      return true;
    } catch (error) {
      logger.error(
        { err: error, attempt, retryInMs: waitMs },
        'database not ready: the information pages are served, data and forms answer 503 until it is',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, waitMs));
    waitMs = Math.min(waitMs * 2, PREPARE_RETRY_MAX_MS);
  }
  return false;
}

/** The outbox worker and the scheduler: they start once the schema is current. */
function startBackgroundWork(
  config: AppConfig,
  database: DatabaseHandle,
  logger: Logger,
  mailer: Mailer | null,
  metrics: Metrics,
): {
  worker: OutboxWorker | null;
  scheduler: Scheduler;
  hearingFolder: HearingFolderWatcher | null;
} {
  const { db, dialect } = database;
  const smsSender = createSmsSender(config.sms);
  const worker =
    mailer || smsSender
      ? createOutboxWorker({
          db,
          mailer,
          smsSender,
          clock: systemClock,
          logger: logger.child({ component: 'outbox' }),
        })
      : null;
  worker?.start();
  if (!mailer) logger.warn('SMTP_URL is not set: outgoing mail stays in the outbox');
  const jobLogger = logger.child({ component: 'scheduler' });
  const scheduler = createScheduler({
    db,
    clock: systemClock,
    logger: jobLogger,
    metrics,
    jobs: scheduledJobs({ db, dialect, clock: systemClock, config, logger: jobLogger }),
  });
  scheduler.start();
  const hearingFolder = config.hearingFeedDir
    ? new HearingFolderWatcher({
        db,
        clock: systemClock,
        config,
        folder: config.hearingFeedDir,
        logger: logger.child({ component: 'hearing-folder' }),
      })
    : null;
  hearingFolder?.start();
  return { worker, scheduler, hearingFolder };
}

/** Starts the server: HTTP at once, then the schema, the outbox worker and scheduled jobs. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  for (const warning of renamedSettingsInUse()) logger.warn(warning);
  const metrics = createMetrics();
  const availability = new DatabaseAvailability(logger.child({ component: 'database' }), metrics);
  const database = createDatabase({
    ...config,
    timeouts: config.databaseTimeouts,
    logger,
    availability,
  });
  const { db, pool, dialect } = database;

  // What nothing else caught is logged and survived: one failed request or job must not take
  // every page down. An exception that escaped is another matter: the process's state is in
  // doubt, so it stops and its supervisor starts it again.
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'unhandled rejection');
  });

  const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : null;
  const documentCatalog = new DocumentCatalog(db);
  const documentTexts = new DocumentTexts({
    catalog: documentCatalog,
    logger: logger.child({ component: 'document-text' }),
  });
  const site = buildRequestListener({
    config,
    db,
    pool,
    dialect,
    clock: systemClock,
    logger,
    mailer,
    metrics,
    availability,
    documentCatalog,
    documentTexts,
  });
  const server = createServer(site.listener);
  server.listen(config.port, config.host, () => {
    logger.info({ host: config.host, port: config.port }, 'court API listening');
    // The search serves documents by their titles until their PDFs have been read.
    documentTexts.start();
  });
  const metricsServer = config.metricsPort === null ? null : createServer(metricsListener(metrics));
  metricsServer?.listen(config.metricsPort ?? 0, config.metricsHost, () => {
    logger.info({ host: config.metricsHost, port: config.metricsPort }, 'metrics listening');
  });

  let stopping = false;
  let background: ReturnType<typeof startBackgroundWork> | null = null;
  availability.markSchemaPending();
  const prepared = prepareDatabaseWhenReachable(config, database, logger, () => stopping).then(
    (isReady) => {
      if (isReady) availability.markSchemaCurrent();
      // The library may have been filled just now: serve and index it without waiting.
      if (isReady) documentCatalog.changed();
      if (isReady && !stopping) {
        background = startBackgroundWork(config, database, logger, mailer, metrics);
      }
    },
  );

  async function shutdown(signal: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // Stop accepting connections; close() resolves once in-flight requests have finished.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const forced = setTimeout(() => server.closeAllConnections(), 10_000);
    forced.unref();
    metricsServer?.close();
    documentTexts.stop();
    await closed;
    site.close();
    await prepared;
    await background?.scheduler.stop();
    await background?.hearingFolder?.stop();
    await background?.worker?.stop();
    mailer?.close();
    await db.destroy();
    logger.info('stopped');
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      shutdown(signal).then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}

main().catch((error: unknown) => {
  // The logger may not exist yet (bad configuration), so report on stderr.
  console.error(error);
  process.exit(1);
});
