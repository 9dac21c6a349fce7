import type { Migration } from 'kysely/migration';
import type { Dialect } from '../platform/database/database';
import { careerDocumentsMigration } from './migrations/202611231300-career-documents';

/**
 * The careers migrations by name; platform/database/migrate.ts runs every feature's in the order
 * of their names.
 */
export function careersMigrations(dialect: Dialect): Record<string, Migration> {
  return {
    '202611231300-career-documents': careerDocumentsMigration(dialect),
  };
}
