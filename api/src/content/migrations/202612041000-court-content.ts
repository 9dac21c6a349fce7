import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../../platform/database/database';
import { dialectColumns, notNull } from '../../platform/database/migrations/columns';

/**
 * The court's own content, by kind (the court facts first): one working draft per kind, and every
 * version staff published, each with who published it and from when the site shows it.
 */
export function courtContentMigration(dialect: Dialect): Migration {
  const { idType, primaryId } = dialectColumns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('content_draft')
        .addColumn('kind', 'text', (col) => col.primaryKey())
        .addColumn('data', 'text', notNull)
        .addColumn('saved_by', 'text', notNull)
        .addColumn('saved_at', 'text', notNull)
        .execute();
      await db.schema
        .createTable('content_version')
        .addColumn('id', idType, primaryId)
        .addColumn('kind', 'text', notNull)
        .addColumn('number', 'integer', notNull)
        .addColumn('data', 'text', notNull)
        .addColumn('published_by', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .addColumn('publish_at', 'text', notNull)
        .addUniqueConstraint('content_version_kind_number', ['kind', 'number'])
        .execute();
      await db.schema
        .createIndex('content_version_kind_publish_at')
        .on('content_version')
        .columns(['kind', 'publish_at'])
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('content_version').execute();
      await db.schema.dropTable('content_draft').execute();
    },
  };
}
