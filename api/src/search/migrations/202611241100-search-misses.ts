import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Site searches that found nothing, counted per normalised query, language and court day: the
 * query's words and nothing about who searched. Rows older than 90 days are deleted.
 */
export function searchMissesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('search_miss')
        .addColumn('query', 'text', (col) => col.notNull())
        .addColumn('language', 'text', (col) => col.notNull())
        // YYYY-MM-DD, the court's calendar day.
        .addColumn('day', 'text', (col) => col.notNull())
        .addColumn('count', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('search_miss_pk', ['query', 'language', 'day'])
        .execute();
      // The list and the retention purge both read by day.
      await db.schema.createIndex('search_miss_day_idx').on('search_miss').column('day').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('search_miss').execute();
    },
  };
}
