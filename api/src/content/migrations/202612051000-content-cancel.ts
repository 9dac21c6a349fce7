import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A version published for later can be cancelled before its time: it stays in the history, with
 * who cancelled it and when, and the site never shows it.
 */
export const contentCancelMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('content_version').addColumn('cancelled_by', 'text').execute();
    await db.schema.alterTable('content_version').addColumn('cancelled_at', 'text').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('content_version').dropColumn('cancelled_at').execute();
    await db.schema.alterTable('content_version').dropColumn('cancelled_by').execute();
  },
};
