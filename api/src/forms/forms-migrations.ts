import type { Migration } from 'kysely/migration';
import type { Dialect } from '../platform/database/database';
import { contactMessageMigration } from './migrations/202603021500-contact-message';
import { formSubmissionsMigration } from './migrations/202611231200-form-submissions';

/**
 * The public forms migrations by name; platform/database/migrate.ts runs every feature's in the
 * order of their names.
 */
export function formsMigrations(dialect: Dialect): Record<string, Migration> {
  return {
    '202603021500-contact-message': contactMessageMigration(dialect),
    '202611231200-form-submissions': formSubmissionsMigration(dialect),
  };
}
