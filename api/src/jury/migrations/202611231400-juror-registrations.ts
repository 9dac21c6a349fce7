import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../../platform/database/database';
import { dialectColumns } from '../../platform/database/migrations/columns';

/**
 * Jurors signed up for notifications (juror-notification-signup): one row per juror number and
 * service date, updated by a second sign-up. Juror notices read it and mark unsubscriptions.
 */
export function jurorRegistrationsMigration(dialect: Dialect): Migration {
  const { idType, primaryId } = dialectColumns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('juror_registration')
        .addColumn('id', idType, primaryId)
        .addColumn('juror_number', 'text', (col) => col.notNull())
        // YYYY-MM-DD, the court's date: sorts and compares as text.
        .addColumn('serve_date', 'text', (col) => col.notNull())
        .addColumn('last_name', 'text', (col) => col.notNull())
        .addColumn('cellphone', 'text')
        .addColumn('carrier', 'text')
        .addColumn('email', 'text')
        .addColumn('language', 'text', (col) => col.notNull().check(sql`language in ('en', 'es')`))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addColumn('unsubscribed_at', 'text')
        .addColumn('unsubscribe_channel', 'text')
        // The latest sign-up's submission; the registration outlives it if staff purge it.
        .addColumn('submission_id', 'integer', (col) =>
          col.references('form_submission.id').onDelete('set null'),
        )
        .addUniqueConstraint('juror_registration_juror_serve_date', ['juror_number', 'serve_date'])
        .execute();
      await db.schema
        .createIndex('juror_registration_serve_date_idx')
        .on('juror_registration')
        .column('serve_date')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('juror_registration').execute();
    },
  };
}
