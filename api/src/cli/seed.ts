import { systemClock } from '../clock';
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedSampleData } from '../db/seed';
import { createLogger } from '../logger';

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
