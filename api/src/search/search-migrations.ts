import type { Migration } from 'kysely/migration';
import { searchMissesMigration } from './migrations/202611241100-search-misses';

/**
 * The site search migrations by name; platform/database/migrate.ts runs every feature's in the
 * order of their names.
 */
export function searchMigrations(): Record<string, Migration> {
  return {
    '202611241100-search-misses': searchMissesMigration(),
  };
}
