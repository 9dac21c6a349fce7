import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Single sign-on for staff through the court's OpenID Connect provider. An account signed in
 * that way is the provider's person (issuer and subject); each sign-in started in a browser
 * waits in staff_sign_in_request until the provider sends the browser back, once; and a session
 * records how its first factor was proved, so its sign-in is audited as what it was.
 */
export function staffSingleSignOnMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // One column per statement: SQLite alters a table one change at a time.
      await db.schema.alterTable('staff_user').addColumn('oidc_issuer', 'text').execute();
      await db.schema.alterTable('staff_user').addColumn('oidc_subject', 'text').execute();
      // One account per person of a provider; accounts of passwords alone have neither (null).
      await db.schema
        .createIndex('staff_user_oidc_subject_idx')
        .on('staff_user')
        .columns(['oidc_issuer', 'oidc_subject'])
        .unique()
        .execute();

      await db.schema
        .alterTable('staff_session')
        // Sessions open before this migration were all opened by a password.
        .addColumn('first_factor', 'text', (col) =>
          col
            .notNull()
            .defaultTo('password')
            .check(sql`first_factor in ('password', 'sso', 'passkey')`),
        )
        .execute();

      await db.schema
        .createTable('staff_sign_in_request')
        // SHA-256 (hex) of the state the provider sends back: the table alone finishes nothing.
        .addColumn('state_hash', 'text', (col) => col.primaryKey())
        // SHA-256 (hex) of the cookie of the browser that started it: no other browser finishes it.
        .addColumn('browser_hash', 'text', (col) => col.notNull())
        .addColumn('nonce', 'text', (col) => col.notNull())
        .addColumn('code_verifier', 'text', (col) => col.notNull())
        .addColumn('return_path', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('staff_sign_in_request').execute();
      await db.schema.alterTable('staff_session').dropColumn('first_factor').execute();
      await db.schema.dropIndex('staff_user_oidc_subject_idx').execute();
      for (const column of ['oidc_subject', 'oidc_issuer']) {
        await db.schema.alterTable('staff_user').dropColumn(column).execute();
      }
    },
  };
}
