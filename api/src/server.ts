import { createServer } from 'node:http';
import { systemClock } from './clock';
import { buildRequestListener } from './app';
import { loadConfig } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedSampleData } from './db/seed';
import { scheduledJobs } from './jobs/scheduled-jobs';
import { createScheduler } from './jobs/scheduler';
import { createLogger } from './logger';
import { createOutboxWorker } from './mail/outbox-worker';
import { createSmtpMailer } from './mail/smtp-mailer';
import { createSmsSender } from './sms/sms-sender';

/** Starts the server: migrate, seed (optional), outbox worker, scheduled jobs, HTTP. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const { db, dialect, pool } = createDatabase(config);
  const applied = await migrateToLatest(db, dialect, config.postgresSchema);
  logger.info({ dialect, applied }, 'database ready');
  if (config.sampleData) {
    const seeded = await seedSampleData(db, systemClock);
    logger.info(seeded, 'sample data checked');
  }

  const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : null;
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
  if (worker) worker.start();
  if (!mailer) logger.warn('SMTP_URL is not set: outgoing mail stays in the outbox');

  const jobLogger = logger.child({ component: 'scheduler' });
  const scheduler = createScheduler({
    db,
    clock: systemClock,
    logger: jobLogger,
    jobs: scheduledJobs({ db, dialect, clock: systemClock, config, logger: jobLogger }),
  });
  scheduler.start();

  const server = createServer(
    buildRequestListener({ config, db, pool, clock: systemClock, logger, mailer }),
  );
  server.listen(config.port, config.host, () => {
    logger.info({ host: config.host, port: config.port }, 'court API listening');
  });

  let stopping = false;
  async function shutdown(signal: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // Stop accepting connections; close() resolves once in-flight requests have finished.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const forced = setTimeout(() => server.closeAllConnections(), 10_000);
    forced.unref();
    await closed;
    await scheduler.stop();
    await worker?.stop();
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
