import { parseArgs } from 'node:util';
import { loadConfig, type AppConfig } from '../config';
import { SqliteBackupError, restoreSqliteDatabase } from '../platform/backup/sqlite-backup';
import {
  EXIT_OK,
  EXIT_REFUSED,
  EXIT_USAGE,
  runAsMain,
  POSTGRES_PASSWORD_NOTE,
  UsageError,
  describeDatabase,
  fileFromCommandLine,
  isParseArgsError,
  postgresCommands,
  type CliOutput,
} from './backup';

export const USAGE = `Usage: npm run restore -- FILE

Replaces the server's SQLite database (SQLITE_FILE) with the backup FILE made by npm run backup.
Stop the server first: the command refuses while anything answers on HOST:PORT. The backup is
checked before anything is replaced, and the replaced database is kept beside it as
<SQLITE_FILE>.before-restore-<time>. A relative FILE is taken from the repository folder.
With DATABASE_URL set (PostgreSQL) it prints the pg_restore command to use.
`;

/** How long a running server has to answer before the port is taken to be free. */
const SERVER_PROBE_TIMEOUT_MS = 1000;

/** The address to reach the configured server at: a wildcard listen address is reached locally. */
function probeHost(host: string): string {
  if (host === '0.0.0.0' || host === '') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

/** The URL of the configured server when anything answers there, otherwise null. */
export async function answeringServer(
  config: Pick<AppConfig, 'host' | 'port'>,
): Promise<string | null> {
  const url = `http://${probeHost(config.host)}:${config.port}/health/live`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(SERVER_PROBE_TIMEOUT_MS) });
    await response.body?.cancel();
    return url;
  } catch {
    // Refused, or no answer in time: no server is using the database through this port.
    return null;
  }
}

/** Runs `npm run restore -- FILE` and returns the exit code; the configuration is read on demand. */
export async function runRestoreCommand(
  argv: string[],
  io: CliOutput,
  readConfig: () => AppConfig = loadConfig,
): Promise<number> {
  let file: string;
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: { help: { type: 'boolean', short: 'h' } },
    });
    if (values.help === true) {
      io.stdout.write(USAGE);
      return EXIT_OK;
    }
    const [first, ...extra] = positionals;
    if (first === undefined || first.trim() === '') throw new UsageError('Give the backup FILE.');
    if (extra.length > 0) throw new UsageError(`Unexpected argument: ${extra.join(' ')}.`);
    file = first;
  } catch (error) {
    if (error instanceof UsageError || isParseArgsError(error)) {
      io.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
      return EXIT_USAGE;
    }
    throw error;
  }

  const config = readConfig();
  if (config.databaseUrl !== null) {
    io.stdout.write(
      'DATABASE_URL is set: restore PostgreSQL with its own tools (this command does not run them).\n\n' +
        `With the server stopped:\n  ${postgresCommands(config, file).restore}\n\n` +
        POSTGRES_PASSWORD_NOTE,
    );
    return EXIT_USAGE;
  }

  // A running server holds the file open and would keep writing to the replaced one.
  const server = await answeringServer(config);
  if (server !== null) {
    io.stderr.write(
      `A server answers at ${server}. Stop the server first, then restore; nothing was changed.\n`,
    );
    return EXIT_REFUSED;
  }

  try {
    const { restored, replacedKeptAs } = restoreSqliteDatabase(
      fileFromCommandLine(file),
      config.sqliteFile,
    );
    io.stdout.write(
      `Restored ${fileFromCommandLine(file)}\n    into ${restored.file}\n` +
        describeDatabase(restored) +
        (replacedKeptAs === null
          ? 'There was no database to replace.\n'
          : `The database it replaced is kept as ${replacedKeptAs}: remove it once the restored site checks out.\n`) +
        'Start the server with the FIELD_ENCRYPTION_KEY and FIELD_ENCRYPTION_PREVIOUS_KEYS of the ' +
        'time of the backup; it brings the tables up to date as it starts.\n',
    );
    return EXIT_OK;
  } catch (error) {
    if (error instanceof SqliteBackupError) {
      // Every refusal comes before the database is touched.
      io.stderr.write(`${error.message}\nThe database was not changed.\n`);
      return EXIT_REFUSED;
    }
    throw error;
  }
}

runAsMain(module, runRestoreCommand);
