import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../../platform/database/database';
import { dialectColumns } from '../../platform/database/migrations/columns';

/**
 * The document library (forms, fee schedules, annual reports, rules and policies) in the
 * database, so staff replace, add and retire documents without a deployment and every API
 * process serves the same file. Files are kept once by their SHA-256; each upload is a version
 * of its document, and a document points at the version its address serves.
 */
export function documentLibraryMigration(dialect: Dialect): Migration {
  const { idType, primaryId, bytesType } = dialectColumns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('document_file')
        .addColumn('id', idType, primaryId)
        .addColumn('sha256', 'text', (col) => col.notNull().unique())
        .addColumn('size', 'integer', (col) => col.notNull())
        // Null when the PDF could not be counted.
        .addColumn('pages', 'integer')
        .addColumn('bytes', bytesType, (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('document')
        .addColumn('id', idType, primaryId)
        // The address, /documents/<slug>.pdf: never reused, so a published link never changes meaning.
        .addColumn('slug', 'text', (col) => col.notNull().unique())
        .addColumn('group_name', 'text', (col) => col.notNull())
        .addColumn('title_en', 'text', (col) => col.notNull())
        .addColumn('title_es', 'text', (col) => col.notNull())
        // Order within the group; gaps are harmless.
        .addColumn('position', 'integer', (col) => col.notNull())
        // Set with the first version, in the same transaction; never null afterwards.
        .addColumn('current_version_id', 'integer')
        .addColumn('created_at', 'text', (col) => col.notNull())
        // A retired document leaves the lists; its address answers 410 or redirects.
        .addColumn('retired_at', 'text')
        .addColumn('replaced_by_slug', 'text')
        .execute();
      await db.schema
        .createTable('document_version')
        .addColumn('id', idType, primaryId)
        .addColumn('document_id', 'integer', (col) =>
          col.notNull().references('document.id').onDelete('cascade'),
        )
        .addColumn('file_id', 'integer', (col) => col.notNull().references('document_file.id'))
        .addColumn('uploaded_at', 'text', (col) => col.notNull())
        // Null for the files the catalog was first filled with.
        .addColumn('uploaded_by', 'text')
        .execute();
      await db.schema
        .createIndex('document_version_document_idx')
        .on('document_version')
        .column('document_id')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('document_version').execute();
      await db.schema.dropTable('document').execute();
      await db.schema.dropTable('document_file').execute();
    },
  };
}
