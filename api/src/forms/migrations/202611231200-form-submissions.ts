import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../../platform/database/database';
import { dialectColumns } from '../../platform/database/migrations/columns';

/**
 * The public form pipeline: one submission row per form sent (reference, status, idempotency
 * key), the reference counters, the proof-of-work solutions already used, and the tables of the
 * two new court forms. The older form tables gain a link to their submission.
 */
export function formSubmissionsMigration(dialect: Dialect): Migration {
  const { idType, primaryId } = dialectColumns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('form_submission')
        .addColumn('id', idType, primaryId)
        .addColumn('form', 'text', (col) => col.notNull())
        .addColumn('reference', 'text', (col) => col.notNull().unique())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('case_number', 'text')
        .addColumn('email', 'text')
        .addColumn('language', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) =>
          col.notNull().check(sql`status in ('new', 'processed')`),
        )
        .addColumn('received_at', 'text', (col) => col.notNull())
        .addColumn('processed_at', 'text')
        .addColumn('processed_by', 'text')
        .addColumn('idempotency_key', 'text')
        .addUniqueConstraint('form_submission_idempotency_key', ['form', 'idempotency_key'])
        .execute();
      await db.schema
        .createIndex('form_submission_received_idx')
        .on('form_submission')
        .columns(['form', 'received_at'])
        .execute();
      await db.schema
        .createIndex('form_submission_status_idx')
        .on('form_submission')
        .columns(['status', 'processed_at'])
        .execute();

      await db.schema
        .createTable('reference_counter')
        .addColumn('prefix', 'text', (col) => col.notNull())
        .addColumn('year', 'integer', (col) => col.notNull())
        .addColumn('last_number', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('reference_counter_pk', ['prefix', 'year'])
        .execute();

      await db.schema
        .createTable('used_proof_of_work')
        // The challenge's HMAC signature: unique per challenge, so one solution works once.
        .addColumn('signature', 'text', (col) => col.primaryKey())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('driving_privileges_request')
        .addColumn('id', idType, primaryId)
        .addColumn('submission_id', 'integer', (col) =>
          col.notNull().unique().references('form_submission.id').onDelete('cascade'),
        )
        .addColumn('first_name', 'text', (col) => col.notNull())
        .addColumn('last_name', 'text', (col) => col.notNull())
        // AES-256-GCM with the key id in front; the plain number is never stored.
        .addColumn('ssn_encrypted', 'text', (col) => col.notNull())
        .addColumn('ssn_last_four', 'text', (col) => col.notNull())
        .addColumn('dob', 'text', (col) => col.notNull())
        .addColumn('case_number', 'text', (col) => col.notNull())
        .addColumn('cell_phone', 'text', (col) => col.notNull())
        .addColumn('home_phone', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('address', 'text', (col) => col.notNull())
        // JSON list of places: read and written whole, never queried by part.
        .addColumn('locations', 'text', (col) => col.notNull())
        .addColumn('agent_name', 'text', (col) => col.notNull())
        .addColumn('agent_phone', 'text', (col) => col.notNull())
        .addColumn('policy_number', 'text', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('zoom_hearing_request')
        .addColumn('id', idType, primaryId)
        .addColumn('submission_id', 'integer', (col) =>
          col.notNull().unique().references('form_submission.id').onDelete('cascade'),
        )
        .addColumn('full_name', 'text', (col) => col.notNull())
        .addColumn('hearing_date', 'text', (col) => col.notNull())
        .addColumn('case_number', 'text', (col) => col.notNull())
        .addColumn('phone', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .execute();

      for (const table of ['interpreter_request', 'contact_message']) {
        await db.schema
          .alterTable(table)
          .addColumn('submission_id', 'integer', (col) =>
            col.references('form_submission.id').onDelete('cascade'),
          )
          .execute();
      }
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['interpreter_request', 'contact_message']) {
        await db.schema.alterTable(table).dropColumn('submission_id').execute();
      }
      await db.schema.dropTable('zoom_hearing_request').execute();
      await db.schema.dropTable('driving_privileges_request').execute();
      await db.schema.dropTable('used_proof_of_work').execute();
      await db.schema.dropTable('reference_counter').execute();
      await db.schema.dropTable('form_submission').execute();
    },
  };
}
