import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../database';
import { dialectColumns } from './columns';

/**
 * First schema: outbox, site messages, interpreter requests, career postings. Stays in platform:
 * it made platform's outbox and three features' first tables in one step.
 */
export function initialMigration(dialect: Dialect): Migration {
  const { idType, primaryId, bytesType } = dialectColumns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('outbox_message')
        .addColumn('id', idType, primaryId)
        .addColumn('to_address', 'text', (col) => col.notNull())
        .addColumn('subject', 'text', (col) => col.notNull())
        .addColumn('body_text', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) =>
          col.notNull().check(sql`status in ('pending', 'sent', 'failed')`),
        )
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (col) => col.notNull())
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('sent_at', 'text')
        .execute();
      await db.schema
        .createIndex('outbox_message_due_idx')
        .on('outbox_message')
        .columns(['status', 'next_attempt_at'])
        .execute();

      await db.schema
        .createTable('site_message')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('message', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('interpreter_request')
        .addColumn('id', idType, primaryId)
        .addColumn('full_name', 'text', (col) => col.notNull())
        .addColumn('case_number', 'text', (col) => col.notNull())
        .addColumn('hearing_date', 'text', (col) => col.notNull())
        .addColumn('judge', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('language', 'text', (col) => col.notNull())
        .addColumn('requests', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('request_id', 'text', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('career_posting')
        .addColumn('id', idType, primaryId)
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('document', bytesType, (col) => col.notNull())
        .addColumn('posted_date', 'text', (col) => col.notNull())
        .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('career_posting').execute();
      await db.schema.dropTable('interpreter_request').execute();
      await db.schema.dropTable('site_message').execute();
      await db.schema.dropTable('outbox_message').execute();
    },
  };
}
