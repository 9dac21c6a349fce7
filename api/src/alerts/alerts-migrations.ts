import type { Migration } from 'kysely/migration';
import type { Dialect } from '../platform/database/database';
import { siteAlertsMigration } from './migrations/202611241000-site-alerts';

/**
 * The site alerts migrations by name; platform/database/migrate.ts runs every feature's in the
 * order of their names.
 */
export function alertsMigrations(dialect: Dialect): Record<string, Migration> {
  return {
    '202611241000-site-alerts': siteAlertsMigration(dialect),
  };
}
