import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { notNull } from './columns';

/**
 * Limits that must hold across processes: how many confirmation codes one phone or address was
 * sent in the current hour and day (a count per window, raised in one statement only while
 * under its limit), and how many second-factor proofs an account failed in a row. Stays in
 * platform: it changes hearings' tables (reminder_code_quota) and staff's (staff_user) alike.
 */
export function codeQuotasAndFactorFailuresMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('reminder_code_quota')
        // The window and a keyed hash of the destination: the table holds no phone or address.
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('sends', 'integer', notNull)
        .addColumn('expires_at', 'text', notNull)
        .execute();
      await db.schema
        .alterTable('staff_user')
        .addColumn('factor_failures', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('staff_user').dropColumn('factor_failures').execute();
      await db.schema.dropTable('reminder_code_quota').execute();
    },
  };
}
