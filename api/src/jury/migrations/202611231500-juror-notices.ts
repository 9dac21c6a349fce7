import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../../platform/database/database';
import { dialectColumns, notNull } from '../../platform/database/migrations/columns';

/**
 * Notices to the jurors registered for a service date, sent through the outbox. Each notice has
 * one delivery per juror and channel (unique, so nothing goes twice), and each delivery the
 * outbox messages that carry it (one e-mail, or the parts of a text). The outbox gains a channel
 * (email or sms) and optional extra headers per message (List-Unsubscribe). Kept whole with jury,
 * which owns the three tables it creates; the two outbox columns are platform's.
 */
export function jurorNoticesMigration(dialect: Dialect): Migration {
  const { idType, primaryId } = dialectColumns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('outbox_message')
        .addColumn('channel', 'text', (col) =>
          col
            .notNull()
            .defaultTo('email')
            .check(sql`channel in ('email', 'sms')`),
        )
        .execute();
      await db.schema.alterTable('outbox_message').addColumn('headers', 'text').execute();

      await db.schema
        .createTable('juror_notice')
        .addColumn('id', idType, primaryId)
        .addColumn('serve_date', 'text', notNull)
        .addColumn('message', 'text', notNull)
        // ISO 8601 instant, UTC; staff enter and read it in the court's time zone.
        .addColumn('send_at', 'text', notNull)
        .addColumn('status', 'text', (col) =>
          col.notNull().check(sql`status in ('scheduled', 'sent', 'cancelled')`),
        )
        .addColumn('created_by', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .addColumn('sent_at', 'text')
        .execute();
      // The scheduled job's question: which scheduled notices are due.
      await db.schema
        .createIndex('juror_notice_due_idx')
        .on('juror_notice')
        .columns(['status', 'send_at'])
        .execute();

      await db.schema
        .createTable('juror_notice_delivery')
        .addColumn('id', idType, primaryId)
        .addColumn('notice_id', 'integer', (col) =>
          col.notNull().references('juror_notice.id').onDelete('cascade'),
        )
        .addColumn('registration_id', 'integer', (col) =>
          col.notNull().references('juror_registration.id').onDelete('cascade'),
        )
        .addColumn('channel', 'text', (col) =>
          col.notNull().check(sql`channel in ('email', 'sms')`),
        )
        .addColumn('destination', 'text', notNull)
        .addColumn('status', 'text', (col) =>
          col.notNull().check(sql`status in ('queued', 'unreachable')`),
        )
        .addColumn('reason', 'text')
        .addColumn('created_at', 'text', notNull)
        .addUniqueConstraint('juror_notice_delivery_once', [
          'notice_id',
          'registration_id',
          'channel',
        ])
        .execute();
      await db.schema
        .createIndex('juror_notice_delivery_registration_idx')
        .on('juror_notice_delivery')
        .column('registration_id')
        .execute();

      await db.schema
        .createTable('juror_notice_message')
        .addColumn('outbox_message_id', 'integer', (col) =>
          col.primaryKey().references('outbox_message.id').onDelete('cascade'),
        )
        .addColumn('delivery_id', 'integer', (col) =>
          col.notNull().references('juror_notice_delivery.id').onDelete('cascade'),
        )
        .addColumn('part', 'integer', notNull)
        .addUniqueConstraint('juror_notice_message_part', ['delivery_id', 'part'])
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('juror_notice_message').execute();
      await db.schema.dropTable('juror_notice_delivery').execute();
      await db.schema.dropTable('juror_notice').execute();
      await db.schema.alterTable('outbox_message').dropColumn('headers').execute();
      await db.schema.alterTable('outbox_message').dropColumn('channel').execute();
    },
  };
}
