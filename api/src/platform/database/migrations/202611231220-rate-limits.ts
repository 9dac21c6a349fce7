import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../database';

/**
 * Counters of the rate limits, on PostgreSQL only: there several API processes share them. The
 * columns are those rate-limiter-flexible's PostgreSQL store reads and writes. With SQLite the
 * single process counts in memory.
 */
export function rateLimitsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await db.schema
        .createTable('rate_limit')
        .addColumn('key', 'varchar(255)', (col) => col.primaryKey())
        .addColumn('points', 'integer', (col) => col.notNull().defaultTo(0))
        // Milliseconds since the epoch at which the counter resets.
        .addColumn('expire', 'bigint')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await db.schema.dropTable('rate_limit').execute();
    },
  };
}
