import type { Migration } from 'kysely/migration';
import type { Dialect } from '../platform/database/database';
import { documentLibraryMigration } from './migrations/202611301000-document-library';

/**
 * The document library migrations by name; platform/database/migrate.ts runs every feature's in
 * the order of their names.
 */
export function documentsMigrations(dialect: Dialect): Record<string, Migration> {
  return {
    '202611301000-document-library': documentLibraryMigration(dialect),
  };
}
