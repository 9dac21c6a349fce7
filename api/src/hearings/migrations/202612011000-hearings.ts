import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../../platform/database/database';
import { dialectColumns } from '../../platform/database/migrations/columns';

/**
 * The court's hearing schedule, as its case-management system exports it, and each import of it:
 * what it changed (new, moved, cancelled and vanished hearings) is kept per import, for the
 * notices of changed hearings and for staff to review.
 */
export function hearingsMigration(dialect: Dialect): Migration {
  const { idType, primaryId } = dialectColumns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('hearing_import')
        .addColumn('id', idType, primaryId)
        .addColumn('imported_at', 'text', (col) => col.notNull())
        // upload, feed or folder.
        .addColumn('source', 'text', (col) => col.notNull())
        // The staff username, the feed key's name or the file's name.
        .addColumn('imported_by', 'text', (col) => col.notNull())
        .addColumn('applied', 'integer', (col) => col.notNull())
        .addColumn('row_count', 'integer', (col) => col.notNull())
        .addColumn('added_count', 'integer', (col) => col.notNull())
        .addColumn('moved_count', 'integer', (col) => col.notNull())
        .addColumn('cancelled_count', 'integer', (col) => col.notNull())
        .addColumn('disappeared_count', 'integer', (col) => col.notNull())
        .addColumn('unchanged_count', 'integer', (col) => col.notNull())
        // JSON list of { row, column, code }: translated when read, in the reader's language.
        .addColumn('errors', 'text', (col) => col.notNull())
        .addColumn('error_count', 'integer', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('hearing')
        .addColumn('id', idType, primaryId)
        // A hearing is the same one from import to import by these four, whatever else changes.
        .addColumn('case_number', 'text', (col) => col.notNull())
        .addColumn('last_name', 'text', (col) => col.notNull())
        .addColumn('first_name', 'text', (col) => col.notNull())
        .addColumn('hearing_type', 'text', (col) => col.notNull())
        // Court-local date (YYYY-MM-DD) and time (HH:MM), and the instant they make, for ordering.
        .addColumn('hearing_date', 'text', (col) => col.notNull())
        .addColumn('hearing_time', 'text', (col) => col.notNull())
        .addColumn('starts_at', 'text', (col) => col.notNull())
        .addColumn('courtroom', 'text', (col) => col.notNull())
        // scheduled, continued, cancelled, or gone (no longer in the schedule).
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('last_import_id', 'integer', (col) =>
          col.notNull().references('hearing_import.id'),
        )
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('hearing_identity_idx')
        .on('hearing')
        .columns(['case_number', 'last_name', 'first_name', 'hearing_type'])
        .unique()
        .execute();
      await db.schema
        .createIndex('hearing_starts_at_idx')
        .on('hearing')
        .column('starts_at')
        .execute();
      await db.schema
        .createTable('hearing_change')
        .addColumn('id', idType, primaryId)
        .addColumn('import_id', 'integer', (col) =>
          col.notNull().references('hearing_import.id').onDelete('cascade'),
        )
        .addColumn('hearing_id', 'integer', (col) =>
          col.notNull().references('hearing.id').onDelete('cascade'),
        )
        // added, moved, cancelled or disappeared.
        .addColumn('kind', 'text', (col) => col.notNull())
        // JSON of the date, time and courtroom before the change; null for a new hearing.
        .addColumn('before', 'text')
        .execute();
      await db.schema
        .createIndex('hearing_change_import_idx')
        .on('hearing_change')
        .column('import_id')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('hearing_change').execute();
      await db.schema.dropTable('hearing').execute();
      await db.schema.dropTable('hearing_import').execute();
    },
  };
}
