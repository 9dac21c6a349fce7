import type { Kysely } from 'kysely';
import { loadConfig } from '../config';
import { systemClock, type Clock } from '../platform/clock';
import { createDatabase } from '../platform/database/database';
import { migrateToLatest } from '../platform/database/migrate';
import type { Database } from '../platform/database/schema';

/** What a command that works on the server's database is given. */
export interface DatabaseCommandDeps {
  db: Kysely<Database>;
  clock: Clock;
}

/**
 * Runs an `npm run <command> -- ...` on the server's configuration and database, migrated first;
 * help (or no arguments) prints the usage without creating or migrating a database. The exit code
 * is the command's; an unexpected failure prints it and exits 1.
 */
export function runDatabaseCommand(
  usage: string,
  run: (argv: string[], deps: DatabaseCommandDeps) => Promise<number>,
  usageExitCode: number,
): void {
  const main = async (): Promise<void> => {
    const argv = process.argv.slice(2);
    if (argv.length === 0 || argv.some((arg) => ['help', '--help', '-h'].includes(arg))) {
      process.stdout.write(usage);
      process.exitCode = argv.length === 0 ? usageExitCode : 0;
      return;
    }
    const config = loadConfig();
    const { db, dialect } = createDatabase(config);
    try {
      await migrateToLatest(db, dialect, config.postgresSchema);
      process.exitCode = await run(argv, { db, clock: systemClock });
    } finally {
      await db.destroy();
    }
  };
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
