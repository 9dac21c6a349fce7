import type { Generated } from 'kysely';

/**
 * The columns of a table of files kept once by their content (file-store.ts reads and writes
 * them). Each feature keeps its files in its own table with at least these columns; apart from
 * file-store.ts, which imports the schema, so the tables can import this without a cycle.
 */
export interface StoredFileTable {
  id: Generated<number>;
  /** SHA-256 of the bytes, hex; unique, so the same file is kept only once. */
  sha256: string;
  /** Size in bytes. */
  size: number;
  bytes: Buffer;
  /** When the file was first stored: ISO 8601, UTC. */
  createdAt: string;
}
