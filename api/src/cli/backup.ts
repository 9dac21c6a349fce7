import path from 'node:path';
import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { loadConfig, type AppConfig } from '../config';
import { REPO_ROOT } from '../platform/paths';
import {
  SqliteBackupError,
  backupSqliteDatabase,
  type SqliteDatabaseSummary,
} from '../platform/backup/sqlite-backup';

/** Exit codes of `npm run backup` and `npm run restore`. */
export const EXIT_OK = 0;
/** Refused or failed: the file exists, the database is missing or damaged, the server runs. */
export const EXIT_REFUSED = 1;
/** The command line is wrong, or the database is PostgreSQL, which its own tools back up. */
export const EXIT_USAGE = 2;

export const USAGE = `Usage: npm run backup -- --out FILE

Copies the server's SQLite database (SQLITE_FILE) to FILE, consistently, even while the server
runs. FILE must not exist yet; a relative FILE is taken from the repository folder, as
SQLITE_FILE is. The copy is checked (integrity, migration records) before it gets its name.
With DATABASE_URL set (PostgreSQL) it prints the pg_dump and pg_restore commands to use.
Keep FIELD_ENCRYPTION_KEY and FIELD_ENCRYPTION_PREVIOUS_KEYS too, apart from the backups:
without them the SSNs in a backup cannot be read.
`;

export interface CliOutput {
  stdout: Writable;
  stderr: Writable;
}

export class UsageError extends Error {}

/** True for errors of node's parseArgs (unknown option, missing value). */
export function isParseArgsError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    String(error.code).startsWith('ERR_PARSE_ARGS')
  );
}

/** Resolves a file named on the command line the way SQLITE_FILE is resolved. */
export function fileFromCommandLine(file: string): string {
  return path.resolve(REPO_ROOT, file);
}

/** Quotes a word for a POSIX shell when it holds anything but plainly safe characters. */
function shellWord(word: string): string {
  return /^[A-Za-z0-9_@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/** The connection URL without its password, which is never printed. */
function urlWithoutPassword(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.password = '';
  return url.href;
}

/**
 * The pg_dump and pg_restore commands for the configured PostgreSQL database and schema. The
 * custom format lets pg_restore drop and recreate every object of the schema.
 */
export function postgresCommands(
  config: Pick<AppConfig, 'databaseUrl' | 'postgresSchema'>,
  file: string,
): { dump: string; restore: string } {
  const url = shellWord(urlWithoutPassword(config.databaseUrl ?? ''));
  const schema = config.postgresSchema ?? 'public';
  const quotedFile = shellWord(file);
  return {
    dump: `pg_dump --format=custom --schema=${schema} --file=${quotedFile} ${url}`,
    restore: `pg_restore --clean --if-exists --no-owner --dbname=${url} ${quotedFile}`,
  };
}

export const POSTGRES_PASSWORD_NOTE =
  'The password is left out: pg_dump and pg_restore ask for it, or read PGPASSWORD or ~/.pgpass.\n';

function formatSize(bytes: number): string {
  const megabytes = (bytes / (1024 * 1024)).toFixed(1);
  return `${megabytes} MB (${bytes.toLocaleString('en-US')} bytes)`;
}

/** The lines describing a verified database: what the operator checks after a backup or restore. */
export function describeDatabase(summary: SqliteDatabaseSummary): string {
  const count = (rows: number | null) => (rows === null ? 'no such table' : String(rows));
  return [
    `Size: ${formatSize(summary.bytes)}`,
    `Tables: ${summary.tables.length} (latest migration ${summary.latestMigration ?? 'none'})`,
    `form_submission rows: ${count(summary.formSubmissionRows)}`,
    `staff_user rows: ${count(summary.staffUserRows)}`,
    'Integrity check: ok',
  ]
    .join('\n')
    .concat('\n');
}

/** Runs `npm run backup -- ...` and returns the exit code; the configuration is read on demand. */
export async function runBackupCommand(
  argv: string[],
  io: CliOutput,
  readConfig: () => AppConfig = loadConfig,
): Promise<number> {
  let out: string;
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
    if (values.help === true) {
      io.stdout.write(USAGE);
      return EXIT_OK;
    }
    if (positionals.length > 0) {
      throw new UsageError(`Unexpected argument: ${positionals.join(' ')}.`);
    }
    if (values.out === undefined || values.out.trim() === '') {
      throw new UsageError('Missing --out FILE.');
    }
    out = values.out;
  } catch (error) {
    if (error instanceof UsageError || isParseArgsError(error)) {
      io.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
      return EXIT_USAGE;
    }
    throw error;
  }

  const config = readConfig();
  if (config.databaseUrl !== null) {
    // pg_dump must match the server's major version and run where the operator chooses: it is
    // shown, not run.
    const commands = postgresCommands(config, out);
    io.stdout.write(
      'DATABASE_URL is set: back up PostgreSQL with its own tools (this command does not run them).\n\n' +
        `Back up:\n  ${commands.dump}\n\n` +
        `Restore (with the server stopped):\n  ${commands.restore}\n\n` +
        POSTGRES_PASSWORD_NOTE,
    );
    return EXIT_USAGE;
  }

  try {
    const summary = await backupSqliteDatabase(config.sqliteFile, fileFromCommandLine(out));
    io.stdout.write(
      `Backed up ${config.sqliteFile}\n       to ${summary.file}\n` +
        describeDatabase(summary) +
        'Keep FIELD_ENCRYPTION_KEY and FIELD_ENCRYPTION_PREVIOUS_KEYS apart from this file: ' +
        'without them the SSNs in it cannot be read.\n',
    );
    return EXIT_OK;
  } catch (error) {
    if (error instanceof SqliteBackupError) {
      io.stderr.write(`${error.message}\n`);
      return EXIT_REFUSED;
    }
    throw error;
  }
}

/**
 * Runs a command when its file is the one node was started with: its exit code becomes the
 * process's, and an unexpected failure is reported by its message alone, since a stack could
 * carry configuration details.
 */
export function runAsMain(
  module: NodeJS.Module,
  command: (args: string[], io: CliOutput) => Promise<number>,
): void {
  if (require.main !== module) return;
  command(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr }).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = EXIT_REFUSED;
    },
  );
}

runAsMain(module, runBackupCommand);
