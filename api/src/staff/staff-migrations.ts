import type { Migration } from 'kysely/migration';
import type { Dialect } from '../platform/database/database';
import { staffAccountsMigration } from './migrations/202603021600-staff-accounts';
import { signInThrottleMigration } from './migrations/202611231600-sign-in-throttle';
import { staffPasswordLinksMigration } from './migrations/202611261000-staff-password-links';
import { staffSecondFactorMigration } from './migrations/202611271000-staff-second-factor';
import { staffSingleSignOnMigration } from './migrations/202611281000-staff-single-sign-on';
import { staffPasskeysMigration } from './migrations/202611291000-staff-passkeys';

/**
 * The staff accounts and sign-in migrations by name; platform/database/migrate.ts runs every
 * feature's in the order of their names.
 */
export function staffMigrations(dialect: Dialect): Record<string, Migration> {
  return {
    '202603021600-staff-accounts': staffAccountsMigration(dialect),
    '202611231600-sign-in-throttle': signInThrottleMigration(),
    '202611261000-staff-password-links': staffPasswordLinksMigration(),
    '202611271000-staff-second-factor': staffSecondFactorMigration(dialect),
    '202611281000-staff-single-sign-on': staffSingleSignOnMigration(),
    '202611291000-staff-passkeys': staffPasskeysMigration(dialect),
  };
}
