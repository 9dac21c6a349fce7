import { sql, type Kysely } from 'kysely';
import type { Database } from '../database/schema';

/**
 * Deletes counters whose window has ended (PostgreSQL only). The table belongs to
 * rate-limiter-flexible's store, so it is not in the typed schema: plain SQL.
 */
export async function deleteExpiredRateLimits(db: Kysely<Database>, now: Date): Promise<void> {
  await sql`delete from rate_limit where expire < ${now.getTime()}`.execute(db);
}
