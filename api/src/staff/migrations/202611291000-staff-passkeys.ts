import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../../platform/database/database';
import { dialectColumns } from '../../platform/database/migrations/columns';

/**
 * Passkeys (WebAuthn) for staff: a passkey alone signs a person in, and it is a second factor
 * after a password. The challenges a browser is asked to sign wait in the database, so any API
 * process can check the answer: on the session when there is one (adding a passkey, or proving
 * one after the password), in a table of their own for a sign-in that has no session yet.
 */
export function staffPasskeysMigration(dialect: Dialect): Migration {
  const { idType, primaryId } = dialectColumns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('staff_passkey')
        .addColumn('id', idType, primaryId)
        .addColumn('staff_user_id', 'integer', (col) =>
          col.notNull().references('staff_user.id').onDelete('cascade'),
        )
        // base64url, as the browser names the credential.
        .addColumn('credential_id', 'text', (col) => col.notNull().unique())
        // The COSE public key, base64url: enough to check a signature, never to make one.
        .addColumn('public_key', 'text', (col) => col.notNull())
        // WebAuthn's counter is an unsigned 32-bit number: more than a PostgreSQL integer holds.
        .addColumn('sign_count', 'bigint', (col) => col.notNull().defaultTo(0))
        // Comma-separated, as the browser reported them (usb, nfc, internal, hybrid...).
        .addColumn('transports', 'text', (col) => col.notNull().defaultTo(''))
        // 1 when the passkey may be copied to the person's other devices (a synced passkey).
        .addColumn('backup_eligible', 'integer', (col) => col.notNull())
        .addColumn('backed_up', 'integer', (col) => col.notNull())
        // The person's own label for it ("Work laptop").
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('last_used_at', 'text')
        .execute();
      await db.schema
        .createIndex('staff_passkey_user_idx')
        .on('staff_passkey')
        .column('staff_user_id')
        .execute();

      // One random handle per account, given to every passkey made for it: an authenticator
      // keeps one passkey per site and handle, and the handle tells nothing about the person.
      await db.schema.alterTable('staff_user').addColumn('passkey_user_handle', 'text').execute();
      // SQLite adds no column with a constraint of this kind: the index holds it.
      await db.schema
        .createIndex('staff_user_passkey_user_handle_idx')
        .on('staff_user')
        .column('passkey_user_handle')
        .unique()
        .execute();

      // SHA-256 (hex) of the challenge of a passkey being added or proved from this session.
      await db.schema.alterTable('staff_session').addColumn('webauthn_challenge', 'text').execute();

      // Challenges handed to browsers with no session yet, for a sign-in with a passkey alone.
      await db.schema
        .createTable('staff_passkey_challenge')
        // SHA-256 (hex) of the challenge; each is deleted as it is used, so it works once.
        .addColumn('challenge_hash', 'text', (col) => col.primaryKey())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('staff_passkey_challenge_expires_idx')
        .on('staff_passkey_challenge')
        .column('expires_at')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('staff_passkey_challenge').execute();
      await db.schema.alterTable('staff_session').dropColumn('webauthn_challenge').execute();
      await db.schema.dropIndex('staff_user_passkey_user_handle_idx').execute();
      await db.schema.alterTable('staff_user').dropColumn('passkey_user_handle').execute();
      await db.schema.dropTable('staff_passkey').execute();
    },
  };
}
