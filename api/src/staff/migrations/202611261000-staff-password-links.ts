import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Staff accounts managed in the browser: an administrator creates an account without a password
 * (password_hash '' until the person sets one) and the person sets it from a one-time link sent
 * by e-mail. staff_user also keeps the last successful sign-in, for the accounts list.
 */
export function staffPasswordLinksMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('staff_user').addColumn('last_sign_in_at', 'text').execute();

      await db.schema
        .createTable('staff_password_link')
        // SHA-256 (hex) of the link's random token: a leaked table yields no usable link.
        .addColumn('token_hash', 'text', (col) => col.primaryKey())
        .addColumn('staff_user_id', 'integer', (col) =>
          col.notNull().references('staff_user.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('used_at', 'text')
        .execute();
      // A new link deletes the account's older ones.
      await db.schema
        .createIndex('staff_password_link_user_idx')
        .on('staff_password_link')
        .column('staff_user_id')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('staff_password_link').execute();
      await db.schema.alterTable('staff_user').dropColumn('last_sign_in_at').execute();
    },
  };
}
