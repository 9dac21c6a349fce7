import type { Insertable, Kysely } from 'kysely';
import { sha256Hex } from '../crypto/sha256';
import type { Database } from '../database/schema';
import type { StoredFileTable } from './stored-file-table';

/**
 * Files kept once by their SHA-256, in whichever feature's table holds them (career_document,
 * document_file): the one place that writes and reads their bytes.
 */

/** The tables whose rows are stored files. */
export type FileTableName = {
  [T in keyof Database]: Database[T] extends StoredFileTable ? T : never;
}[keyof Database];

/** A table's own columns beyond a stored file's, set when a file is first stored there. */
export type FileDetails<T extends FileTableName> = Omit<
  Insertable<Database[T]>,
  keyof StoredFileTable
>;

/** A file's bytes with the hash they are stored under. */
export interface FileContent {
  bytes: Buffer;
  sha256: string;
}

export function fileContent(bytes: Buffer): FileContent {
  return { bytes, sha256: sha256Hex(bytes) };
}

/** Files inserted per statement: each can be megabytes. */
const FILES_PER_INSERT = 16;

/**
 * A file table as the queries here see it: one table of StoredFileTable's columns. Kysely cannot
 * type a query on a table chosen by a type parameter, and every FileTableName has these columns;
 * 'fileTable' is only the name the types use, the SQL names the table given.
 */
interface FileTableView {
  fileTable: StoredFileTable;
}

function asFileTable(db: Kysely<Database>, table: FileTableName) {
  return { files: db as unknown as Kysely<FileTableView>, name: table as 'fileTable' };
}

/**
 * Stores each file unless the same bytes are there already (then its row is left as it is,
 * details included); answers every file's id by its SHA-256. Each file is its content and the
 * table's own columns, nothing else: it is inserted as it is. Pass the transaction of the rows
 * that will point at the files.
 */
export async function storeFiles<T extends FileTableName>(
  db: Kysely<Database>,
  table: T,
  contents: readonly (FileContent & FileDetails<T>)[],
  createdAt: string,
): Promise<Map<string, number>> {
  const { files, name } = asFileTable(db, table);
  for (let start = 0; start < contents.length; start += FILES_PER_INSERT) {
    await files
      .insertInto(name)
      .values(
        contents
          .slice(start, start + FILES_PER_INSERT)
          .map((file) => ({ ...file, size: file.bytes.length, createdAt })),
      )
      .onConflict((conflict) => conflict.column('sha256').doNothing())
      .execute();
  }
  if (contents.length === 0) return new Map();
  const rows = await files
    .selectFrom(name)
    .select(['id', 'sha256'])
    .where(
      'sha256',
      'in',
      contents.map((file) => file.sha256),
    )
    .execute();
  return new Map(rows.map((row) => [row.sha256, row.id]));
}

/** Stores one file unless the same bytes are there already (see storeFiles); answers its id. */
export async function storeFile<T extends FileTableName>(
  db: Kysely<Database>,
  table: T,
  file: FileContent & FileDetails<T>,
  createdAt: string,
): Promise<number> {
  const id = (await storeFiles(db, table, [file], createdAt)).get(file.sha256);
  if (id === undefined) throw new Error(`${table} ${file.sha256} was not stored`);
  return id;
}

/** The bytes of a stored file, found by its id or its SHA-256; undefined when there is none. */
export async function readFileBytes(
  db: Kysely<Database>,
  table: FileTableName,
  key: { id: number } | { sha256: string },
): Promise<Buffer | undefined> {
  const { files, name } = asFileTable(db, table);
  const query = files.selectFrom(name).select('bytes');
  const row = await (
    'id' in key ? query.where('id', '=', key.id) : query.where('sha256', '=', key.sha256)
  ).executeTakeFirst();
  return row ? Buffer.from(row.bytes) : undefined;
}
