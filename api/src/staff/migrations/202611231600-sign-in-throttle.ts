import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Failed staff sign-ins slow further attempts instead of locking the account: counts per typed
 * username (known or not) and per username and client address live in sign_in_throttle, so
 * staff_user no longer carries a failure count or a lock.
 */
export function signInThrottleMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('sign_in_throttle')
        // "name:", "source:" or "trusted:" and a SHA-256: no username or address in clear.
        .addColumn('key', 'text', (col) => col.primaryKey())
        // SHA-256 of the lower-cased username, so a password reset finds every row of the name.
        .addColumn('name_hash', 'text', (col) => col.notNull())
        .addColumn('failures', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('blocked_until', 'text')
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('sign_in_throttle_name_idx')
        .on('sign_in_throttle')
        .column('name_hash')
        .execute();
      // The sweep of counts nobody failed for a day.
      await db.schema
        .createIndex('sign_in_throttle_updated_idx')
        .on('sign_in_throttle')
        .column('updated_at')
        .execute();

      // SQLite drops a column since 3.35; neither column is indexed or named by a constraint.
      await db.schema.alterTable('staff_user').dropColumn('failed_attempts').execute();
      await db.schema.alterTable('staff_user').dropColumn('locked_until').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema
        .alterTable('staff_user')
        .addColumn('failed_attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('staff_user').addColumn('locked_until', 'text').execute();
      await db.schema.dropTable('sign_in_throttle').execute();
    },
  };
}
