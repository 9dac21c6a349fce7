import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../../platform/database/database';
import { dialectColumns } from '../../platform/database/migrations/columns';

/**
 * A second factor for staff: an authentication app (TOTP) and recovery codes. Sessions gain the
 * step of sign-in they are at, so a session that has only seen the password can do nothing else.
 */
export function staffSecondFactorMigration(dialect: Dialect): Migration {
  const { idType, primaryId } = dialectColumns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      // One column per statement: SQLite alters a table one change at a time.
      // The base32 secret, sealed with the field-encryption key: a copy of the table alone
      // cannot make codes.
      await db.schema.alterTable('staff_user').addColumn('totp_secret', 'text').execute();
      // The last 30-second step a code was accepted for: each code works once.
      await db.schema.alterTable('staff_user').addColumn('totp_last_step', 'integer').execute();
      await db.schema.alterTable('staff_user').addColumn('totp_enrolled_at', 'text').execute();

      await db.schema
        .createTable('staff_recovery_code')
        .addColumn('id', idType, primaryId)
        .addColumn('staff_user_id', 'integer', (col) =>
          col.notNull().references('staff_user.id').onDelete('cascade'),
        )
        // SHA-256 (hex) of the normalised code: 60 random bits need no slow hash.
        .addColumn('code_hash', 'text', (col) => col.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createIndex('staff_recovery_code_user_hash_idx')
        .on('staff_recovery_code')
        .columns(['staff_user_id', 'code_hash'])
        .unique()
        .execute();

      await db.schema
        .alterTable('staff_session')
        // Sessions open before this migration had passed every check there was.
        .addColumn('stage', 'text', (col) =>
          col
            .notNull()
            .defaultTo('complete')
            .check(sql`stage in ('factor', 'enrol', 'complete')`),
        )
        .execute();
      await db.schema.alterTable('staff_session').addColumn('factor_at', 'text').execute();
      // An app being added from this session, sealed, until a code from it confirms it.
      await db.schema
        .alterTable('staff_session')
        .addColumn('totp_pending_secret', 'text')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const column of ['totp_pending_secret', 'factor_at', 'stage']) {
        await db.schema.alterTable('staff_session').dropColumn(column).execute();
      }
      await db.schema.dropTable('staff_recovery_code').execute();
      for (const column of ['totp_enrolled_at', 'totp_last_step', 'totp_secret']) {
        await db.schema.alterTable('staff_user').dropColumn(column).execute();
      }
    },
  };
}
