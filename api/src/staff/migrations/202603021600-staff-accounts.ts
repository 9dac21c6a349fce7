import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../../platform/database/database';
import { dialectColumns } from '../../platform/database/migrations/columns';

/**
 * Staff accounts, their server-side sessions and the audit log of staff actions. Kept whole
 * with staff, which owns two of its three tables: audit_log is audit's (audit/audit-tables.ts).
 */
export function staffAccountsMigration(dialect: Dialect): Migration {
  const { idType, primaryId } = dialectColumns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('staff_user')
        .addColumn('id', idType, primaryId)
        // Stored lower-case so the unique constraint is case-insensitive on both databases.
        .addColumn('username', 'text', (col) =>
          col
            .notNull()
            .unique()
            .check(sql`username = lower(username)`),
        )
        .addColumn('display_name', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('password_hash', 'text', (col) => col.notNull())
        // Comma-separated STAFF_ROLES: portable across SQLite and PostgreSQL.
        .addColumn('roles', 'text', (col) => col.notNull())
        .addColumn('disabled', 'integer', (col) =>
          col
            .notNull()
            .defaultTo(0)
            .check(sql`disabled in (0, 1)`),
        )
        .addColumn('failed_attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('locked_until', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('staff_session')
        // SHA-256 of the cookie's random id: a leaked table does not yield usable cookies.
        .addColumn('id_hash', 'text', (col) => col.primaryKey())
        .addColumn('staff_user_id', 'integer', (col) =>
          col.notNull().references('staff_user.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('last_seen_at', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('ip', 'text')
        .addColumn('user_agent', 'text')
        .execute();
      await db.schema
        .createIndex('staff_session_user_idx')
        .on('staff_session')
        .column('staff_user_id')
        .execute();

      await db.schema
        .createTable('audit_log')
        .addColumn('id', idType, primaryId)
        .addColumn('action', 'text', (col) => col.notNull())
        .addColumn('actor', 'text')
        .addColumn('at', 'text', (col) => col.notNull())
        .addColumn('subject_type', 'text')
        .addColumn('subject_id', 'text')
        .addColumn('request_id', 'text')
        .addColumn('details', 'text')
        .execute();
      await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();
      await db.schema.createIndex('audit_log_actor_idx').on('audit_log').column('actor').execute();
      await db.schema
        .createIndex('audit_log_action_idx')
        .on('audit_log')
        .column('action')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('audit_log').execute();
      await db.schema.dropTable('staff_session').execute();
      await db.schema.dropTable('staff_user').execute();
    },
  };
}
