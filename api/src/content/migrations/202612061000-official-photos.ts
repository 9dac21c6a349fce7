import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../../platform/database/database';
import { dialectColumns, notNull } from '../../platform/database/migrations/columns';

/**
 * The officials' photos staff upload, each re-encoded to the two sizes the pages use and kept by
 * the start of its SHA-256, so the same photo uploaded twice is kept once and its address never
 * changes what it shows.
 */
export function officialPhotosMigration(dialect: Dialect): Migration {
  const { bytesType } = dialectColumns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('official_photo')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('standard', bytesType, notNull)
        .addColumn('double', bytesType, notNull)
        .addColumn('uploaded_by', 'text', notNull)
        .addColumn('uploaded_at', 'text', notNull)
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('official_photo').execute();
    },
  };
}
