import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  constants as fsConstants,
  copyFileSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';

/**
 * Backup and restore of the SQLite database for operators (`npm run backup`, `npm run restore`).
 * The backup reads through SQLite's online backup API, so it is a consistent copy even while the
 * server runs and writes; a restore replaces the file only while the server is stopped, and keeps
 * the database it replaced.
 */

/** A refusal or failure an operator can act on; its message says what is wrong with which file. */
export class SqliteBackupError extends Error {}

/** What a verified court database holds, for the operator to check at a glance. */
export interface SqliteDatabaseSummary {
  file: string;
  bytes: number;
  /** The tables, migration records included, by their SQL names. */
  tables: string[];
  /** Rows of form_submission; null in a database older than the forms. */
  formSubmissionRows: number | null;
  /** Rows of staff_user; null in a database older than staff accounts. */
  staffUserRows: number | null;
  /** The last migration applied, which tells the schema's age. */
  latestMigration: string | null;
}

export interface SqliteRestoreResult {
  restored: SqliteDatabaseSummary;
  /** Where the database that was replaced is kept; null when there was none. */
  replacedKeptAs: string | null;
}

/** Every SQLite database file starts with these 16 bytes. */
const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');
/** The table kysely keeps its migration records in: only the court's databases have it. */
const MIGRATION_TABLE = 'kysely_migration';
/** Copy every remaining page in one step: one read transaction, so writers cannot restart it. */
const ALL_REMAINING_PAGES = 0x7fffffff;
/** integrity_check lists every problem; the first few tell the operator enough. */
const PROBLEMS_SHOWN = 5;

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Checks that `file` is a regular file starting with SQLite's header, without opening it. */
function requireSqliteFile(file: string, role: string): void {
  let size: number;
  try {
    const stats = statSync(file);
    if (!stats.isFile()) throw new SqliteBackupError(`The ${role} ${file} is not a file.`);
    size = stats.size;
  } catch (error) {
    if (error instanceof SqliteBackupError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new SqliteBackupError(`The ${role} ${file} does not exist.`);
    throw new SqliteBackupError(`Cannot read the ${role} ${file}: ${errorMessage(error)}.`);
  }
  const header = Buffer.alloc(SQLITE_HEADER.length);
  if (size >= SQLITE_HEADER.length) {
    const descriptor = openSync(file, 'r');
    try {
      readSync(descriptor, header, 0, header.length, 0);
    } finally {
      closeSync(descriptor);
    }
  }
  if (!header.equals(SQLITE_HEADER)) {
    throw new SqliteBackupError(
      `The ${role} ${file} is not a SQLite database${size === 0 ? ' (it is empty)' : ''}.`,
    );
  }
}

function openDatabase(file: string, role: string, readonly: boolean): SqliteDatabase.Database {
  try {
    return new SqliteDatabase(file, { readonly, fileMustExist: true });
  } catch (error) {
    throw new SqliteBackupError(`Cannot open the ${role} ${file}: ${errorMessage(error)}.`);
  }
}

function tableNames(db: SqliteDatabase.Database): string[] {
  return db
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
    .pluck()
    .all()
    .map(String)
    .sort();
}

function requireCourtDatabase(db: SqliteDatabase.Database, file: string, role: string): string[] {
  let tables: string[];
  try {
    tables = tableNames(db);
  } catch (error) {
    // A file with SQLite's header but damaged beyond reading its schema.
    throw new SqliteBackupError(`The ${role} ${file} cannot be read: ${errorMessage(error)}.`);
  }
  if (!tables.includes(MIGRATION_TABLE)) {
    throw new SqliteBackupError(
      `The ${role} ${file} is a SQLite database but not a court database (it has no ${MIGRATION_TABLE} table).`,
    );
  }
  return tables;
}

function requireIntact(db: SqliteDatabase.Database, file: string, role: string): void {
  let problems: string[];
  try {
    problems = db.prepare('PRAGMA integrity_check').pluck().all().map(String);
  } catch (error) {
    throw new SqliteBackupError(`The ${role} ${file} cannot be checked: ${errorMessage(error)}.`);
  }
  if (problems.length !== 1 || problems[0] !== 'ok') {
    throw new SqliteBackupError(
      `The ${role} ${file} is damaged; SQLite's integrity check reports: ${problems
        .slice(0, PROBLEMS_SHOWN)
        .join('; ')}.`,
    );
  }
}

function rowCount(db: SqliteDatabase.Database, tables: string[], table: string): number | null {
  if (!tables.includes(table)) return null;
  return Number(db.prepare(`select count(*) from ${table}`).pluck().get());
}

/**
 * Opens a copy this module made, checks it is intact and a court database, and describes it.
 * `reportAs` is the file the operator knows (the copy is still under its temporary name). The
 * copy leaves WAL mode, so it is one self-contained file; the server turns WAL on again at start.
 */
function verifyCopy(
  copy: string,
  reportAs: string,
  role: string,
): Omit<SqliteDatabaseSummary, 'file' | 'bytes'> {
  const db = openDatabase(copy, role, false);
  try {
    const tables = requireCourtDatabase(db, reportAs, role);
    requireIntact(db, reportAs, role);
    const latestMigration = db
      .prepare(`select name from ${MIGRATION_TABLE} order by name desc limit 1`)
      .pluck()
      .get();
    db.pragma('journal_mode = DELETE');
    return {
      tables,
      formSubmissionRows: rowCount(db, tables, 'form_submission'),
      staffUserRows: rowCount(db, tables, 'staff_user'),
      latestMigration: latestMigration === undefined ? null : String(latestMigration),
    };
  } finally {
    db.close();
  }
}

/** A name beside `file`, so the final rename stays on one file system and is atomic. */
function temporaryNameBeside(file: string): string {
  return `${file}.partial-${process.pid}-${randomBytes(4).toString('hex')}`;
}

function removeWithCompanions(file: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) {
    rmSync(`${file}${suffix}`, { force: true });
  }
}

function syncFile(file: string): void {
  const descriptor = openSync(file, 'r+');
  try {
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}

/** Makes a rename durable. Some platforms cannot open a folder for syncing; the rename stands. */
function syncFolder(folder: string): void {
  let descriptor: number | undefined;
  try {
    descriptor = openSync(folder, 'r');
    fsyncSync(descriptor);
  } catch {
    // Nothing to do on such platforms: the file system orders the rename itself.
  } finally {
    if (descriptor !== undefined) closeSync(descriptor);
  }
}

/** File-name-safe UTC time to the millisecond: 2026-11-26T22-05-09-123Z. */
function timestampForFileName(now: Date): string {
  return now.toISOString().replace(/[:.]/g, '-');
}

/**
 * Copies the court's SQLite database `sourceFile` to `outFile` while the server may be running.
 * Refuses to overwrite anything; writes under a temporary name beside `outFile`, checks the copy
 * (integrity_check, migration records) and only then gives it its name.
 */
export async function backupSqliteDatabase(
  sourceFile: string,
  outFile: string,
): Promise<SqliteDatabaseSummary> {
  const source = path.resolve(sourceFile);
  const out = path.resolve(outFile);
  if (existsSync(out)) {
    throw new SqliteBackupError(
      `${out} already exists: a backup never overwrites a file. Choose another name.`,
    );
  }
  requireSqliteFile(source, 'database');
  mkdirSync(path.dirname(out), { recursive: true });
  const partial = temporaryNameBeside(out);
  try {
    // Read-only: the backup never writes to the live database, whatever happens.
    const live = openDatabase(source, 'database', true);
    try {
      requireCourtDatabase(live, source, 'database');
      await live.backup(partial, { progress: () => ALL_REMAINING_PAGES });
    } catch (error) {
      if (error instanceof SqliteBackupError) throw error;
      throw new SqliteBackupError(`The backup of ${source} failed: ${errorMessage(error)}.`);
    } finally {
      live.close();
    }
    let summary: Omit<SqliteDatabaseSummary, 'file' | 'bytes'>;
    try {
      summary = verifyCopy(partial, out, 'backup');
    } catch (error) {
      throw new SqliteBackupError(
        `${errorMessage(error)} The database ${source} may itself be damaged; no backup was written.`,
      );
    }
    syncFile(partial);
    // Checked again: the name may have been taken while the copy was made.
    if (existsSync(out)) {
      throw new SqliteBackupError(`${out} appeared during the backup; it was left as it is.`);
    }
    renameSync(partial, out);
    syncFolder(path.dirname(out));
    return { ...summary, file: out, bytes: statSync(out).size };
  } finally {
    removeWithCompanions(partial);
  }
}

/**
 * Replaces the SQLite database `targetFile` with the backup `backupFile`; the server must be
 * stopped. The backup is copied beside the target and verified before anything of the target is
 * touched. The replaced database, with its write-ahead log, is kept as
 * `<target>.before-restore-<timestamp>`: restoring that file undoes a mistaken restore.
 */
export function restoreSqliteDatabase(
  backupFile: string,
  targetFile: string,
  now: Date = new Date(),
): SqliteRestoreResult {
  const backup = path.resolve(backupFile);
  const target = path.resolve(targetFile);
  if (backup === target) {
    throw new SqliteBackupError(`The backup and the database are the same file: ${backup}.`);
  }
  requireSqliteFile(backup, 'backup');
  if (existsSync(target) && !statSync(target).isFile()) {
    throw new SqliteBackupError(`The database ${target} is not a file.`);
  }
  mkdirSync(path.dirname(target), { recursive: true });
  const partial = temporaryNameBeside(target);
  try {
    try {
      copyFileSync(backup, partial, fsConstants.COPYFILE_EXCL);
      // A database kept by an earlier restore may hold its last commits in its log: they come
      // along, and SQLite folds them in when the copy is verified.
      if (existsSync(`${backup}-wal`)) {
        copyFileSync(`${backup}-wal`, `${partial}-wal`, fsConstants.COPYFILE_EXCL);
      }
    } catch (error) {
      throw new SqliteBackupError(
        `Cannot copy the backup ${backup} beside ${target}: ${errorMessage(error)}.`,
      );
    }
    // Checked on the copy, which is what goes into place; the backup itself is only read.
    const summary = verifyCopy(partial, backup, 'backup');
    syncFile(partial);

    let replacedKeptAs: string | null = null;
    if (existsSync(target)) {
      // The restored file keeps the permissions the server's file had.
      chmodSync(partial, statSync(target).mode & 0o7777);
      replacedKeptAs = `${target}.before-restore-${timestampForFileName(now)}`;
      renameSync(target, replacedKeptAs);
      // Commits not yet checkpointed live in the log: it moves with the database it belongs
      // to, under the name SQLite looks for beside the kept file.
      for (const journal of ['-wal', '-journal']) {
        if (existsSync(`${target}${journal}`)) {
          renameSync(`${target}${journal}`, `${replacedKeptAs}${journal}`);
        }
      }
    }
    // Left beside the restored file, a log or shared-memory index of the old database would be
    // read as the new one's.
    rmSync(`${target}-wal`, { force: true });
    rmSync(`${target}-shm`, { force: true });
    renameSync(partial, target);
    syncFolder(path.dirname(target));
    return {
      restored: { ...summary, file: target, bytes: statSync(target).size },
      replacedKeptAs,
    };
  } finally {
    removeWithCompanions(partial);
  }
}
