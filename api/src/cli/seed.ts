import { loadConfig } from '../config';
import { systemClock } from '../platform/clock';
import { createDatabase } from '../platform/database/database';
import { migrateToLatest } from '../platform/database/migrate';
import { createLogger } from '../platform/logger';
import { seedSampleData } from '../seed';

/** `npm run seed -w api`: migrates and adds the sample data a fresh database lacks. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const { db, dialect } = createDatabase(config);
  try {
    await migrateToLatest(db, dialect, config.postgresSchema);
    const report = await seedSampleData(db, systemClock);
    logger.info(report, 'sample data seeded');
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
