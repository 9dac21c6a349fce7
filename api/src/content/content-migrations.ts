import type { Migration } from 'kysely/migration';
import type { Dialect } from '../platform/database/database';
import { courtContentMigration } from './migrations/202612041000-court-content';
import { contentCancelMigration } from './migrations/202612051000-content-cancel';
import { officialPhotosMigration } from './migrations/202612061000-official-photos';

/**
 * The court content migrations by name; platform/database/migrate.ts runs every feature's in the
 * order of their names.
 */
export function contentMigrations(dialect: Dialect): Record<string, Migration> {
  return {
    '202612041000-court-content': courtContentMigration(dialect),
    '202612051000-content-cancel': contentCancelMigration,
    '202612061000-official-photos': officialPhotosMigration(dialect),
  };
}
