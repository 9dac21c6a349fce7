import type { ColumnDefinitionBuilder } from 'kysely';
import type { Dialect } from '../database';

/**
 * How each dialect writes the columns every migration uses. A migration that has run keeps the
 * schema it made, so these must keep producing exactly the same SQL: a change of type belongs in
 * a new migration, not here.
 */
export interface DialectColumns {
  /** The type of an auto-numbered id: serial on PostgreSQL, integer on SQLite. */
  idType: 'serial' | 'integer';
  /** The constraints of an auto-numbered id; SQLite needs autoincrement so ids are never reused. */
  primaryId: (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
  /** The type of a column of raw bytes (a PDF): bytea on PostgreSQL, blob on SQLite. */
  bytesType: 'bytea' | 'blob';
}

export function dialectColumns(dialect: Dialect): DialectColumns {
  const isPostgres = dialect === 'postgres';
  return {
    idType: isPostgres ? 'serial' : 'integer',
    primaryId: (col) => (isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement()),
    bytesType: isPostgres ? 'bytea' : 'blob',
  };
}

/** A column that must always hold a value. */
export const notNull = (col: ColumnDefinitionBuilder) => col.notNull();
