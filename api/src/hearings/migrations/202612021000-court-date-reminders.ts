import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../../platform/database/database';
import { dialectColumns, notNull } from '../../platform/database/migrations/columns';

/**
 * Court-date reminders. A sign-up (case number and last name) has one contact per channel,
 * each confirmed by a code sent to it before anything else goes there. Every message to a
 * contact is a delivery with an occasion unique per contact (a reminder for one hearing time
 * and offset, a change notice, a day notice), so nothing goes twice however many processes
 * run; each delivery has the outbox messages that carry it. Staff day notices reach everyone
 * signed up with a hearing on a date. Changes of the schedule are marked once their notices
 * are queued.
 */
export function courtDateRemindersMigration(dialect: Dialect): Migration {
  const { idType, primaryId } = dialectColumns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('reminder_signup')
        .addColumn('id', idType, primaryId)
        .addColumn('reference', 'text', (col) => col.notNull().unique())
        // As the court stores it: 2026TRD01234.
        .addColumn('case_number', 'text', notNull)
        .addColumn('last_name', 'text', notNull)
        .addColumn('language', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .execute();
      await db.schema
        .createIndex('reminder_signup_case_idx')
        .on('reminder_signup')
        .column('case_number')
        .execute();

      await db.schema
        .createTable('reminder_contact')
        .addColumn('id', idType, primaryId)
        .addColumn('signup_id', 'integer', (col) =>
          col.notNull().references('reminder_signup.id').onDelete('cascade'),
        )
        .addColumn('channel', 'text', (col) =>
          col.notNull().check(sql`channel in ('email', 'sms')`),
        )
        // The e-mail address, or the ten-digit cellphone.
        .addColumn('destination', 'text', notNull)
        .addColumn('carrier', 'text')
        // HMAC of the code last sent; null once confirmed.
        .addColumn('code_hash', 'text')
        .addColumn('code_expires_at', 'text')
        .addColumn('code_attempts', 'integer', notNull)
        .addColumn('codes_sent', 'integer', notNull)
        .addColumn('confirmed_at', 'text')
        // The consent wording the person agreed to for texts, and when.
        .addColumn('consent_text', 'text')
        .addColumn('consent_at', 'text')
        .addColumn('stopped_at', 'text')
        .addColumn('created_at', 'text', notNull)
        .addUniqueConstraint('reminder_contact_channel_once', ['signup_id', 'channel'])
        .execute();
      await db.schema
        .createIndex('reminder_contact_destination_idx')
        .on('reminder_contact')
        .columns(['channel', 'destination'])
        .execute();

      await db.schema
        .createTable('hearing_day_notice')
        .addColumn('id', idType, primaryId)
        .addColumn('hearing_date', 'text', notNull)
        .addColumn('message', 'text', notNull)
        // 1: sent at any hour; 0: waits for 8 a.m. court time.
        .addColumn('emergency', 'integer', notNull)
        .addColumn('send_at', 'text', notNull)
        .addColumn('status', 'text', (col) =>
          col.notNull().check(sql`status in ('scheduled', 'sent', 'cancelled')`),
        )
        .addColumn('created_by', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .addColumn('sent_at', 'text')
        .execute();
      await db.schema
        .createIndex('hearing_day_notice_due_idx')
        .on('hearing_day_notice')
        .columns(['status', 'send_at'])
        .execute();

      await db.schema
        .createTable('reminder_delivery')
        .addColumn('id', idType, primaryId)
        .addColumn('contact_id', 'integer', (col) =>
          col.notNull().references('reminder_contact.id').onDelete('cascade'),
        )
        // reminder:<hearing>:<starts at>:<days>, change:<change>, or day-notice:<notice>.
        .addColumn('occasion', 'text', notNull)
        .addColumn('day_notice_id', 'integer', (col) =>
          col.references('hearing_day_notice.id').onDelete('cascade'),
        )
        .addColumn('status', 'text', (col) =>
          col.notNull().check(sql`status in ('queued', 'unreachable')`),
        )
        .addColumn('reason', 'text')
        .addColumn('created_at', 'text', notNull)
        .addUniqueConstraint('reminder_delivery_once', ['contact_id', 'occasion'])
        .execute();
      await db.schema
        .createIndex('reminder_delivery_day_notice_idx')
        .on('reminder_delivery')
        .column('day_notice_id')
        .execute();

      await db.schema
        .createTable('reminder_message')
        .addColumn('outbox_message_id', 'integer', (col) =>
          col.primaryKey().references('outbox_message.id').onDelete('cascade'),
        )
        .addColumn('delivery_id', 'integer', (col) =>
          col.notNull().references('reminder_delivery.id').onDelete('cascade'),
        )
        .addColumn('part', 'integer', notNull)
        .addUniqueConstraint('reminder_message_part', ['delivery_id', 'part'])
        .execute();

      await db.schema.alterTable('hearing_change').addColumn('notified_at', 'text').execute();
      // Changes imported before reminders existed had nobody to tell.
      await sql`update hearing_change set notified_at = ${new Date().toISOString()}`.execute(db);
    },

    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('hearing_change').dropColumn('notified_at').execute();
      await db.schema.dropTable('reminder_message').execute();
      await db.schema.dropTable('reminder_delivery').execute();
      await db.schema.dropTable('hearing_day_notice').execute();
      await db.schema.dropTable('reminder_contact').execute();
      await db.schema.dropTable('reminder_signup').execute();
    },
  };
}
