import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../../platform/database/database';
import { dialectColumns } from '../../platform/database/migrations/columns';

/** Messages sent with the contact-us form; request_id ties a row to the logs and its mail. */
export function contactMessageMigration(dialect: Dialect): Migration {
  const { idType, primaryId } = dialectColumns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('contact_message')
        .addColumn('id', idType, primaryId)
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        // Ten digits, or null when the visitor gave no phone.
        .addColumn('phone', 'text')
        .addColumn('subject', 'text', (col) => col.notNull())
        .addColumn('message', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('request_id', 'text', (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('contact_message').execute();
    },
  };
}
