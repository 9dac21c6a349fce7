import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** One row per scheduled job: when it is next due and which process holds it meanwhile. */
export function scheduledJobsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('scheduled_job')
        .addColumn('name', 'text', (col) => col.primaryKey())
        .addColumn('next_run_at', 'text', (col) => col.notNull())
        // A process that claims the job holds it until then; a crashed one lets go by itself.
        .addColumn('leased_until', 'text', (col) => col.notNull())
        .addColumn('last_run_at', 'text')
        .addColumn('last_error', 'text')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('scheduled_job').execute();
    },
  };
}
