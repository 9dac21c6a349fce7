import type { Kysely } from 'kysely';
import type { StaffAccount } from '@court/contract';
import { parseStoredRoles } from '../platform/authorization';
import type { Clock } from '../platform/clock';
import type { Database } from '../platform/database/schema';
import { countPasskeysByUser, listPasskeysOfUser } from './passkey-repository';
import { NO_PASSWORD } from './passwords';
import { factorLocked } from './second-factor-service';
import { findSlowedSignIns } from './sign-in-throttle-service';
import {
  findStaffUserByUsername,
  listStaffUsers,
  type StaffUserRow,
} from './staff-user-repository';

/** The accounts as an administrator sees them, in the browser and on the command line alike. */

export interface StaffAccountListDeps {
  db: Kysely<Database>;
  clock: Clock;
}

function toStaffAccount(
  row: StaffUserRow,
  passkeys: number,
  signInSlowedUntil: string | null,
): StaffAccount {
  return {
    username: row.username,
    displayName: row.displayName,
    email: row.email,
    roles: parseStoredRoles(row.roles),
    disabled: row.disabled === 1,
    passwordSet: row.passwordHash !== NO_PASSWORD,
    secondFactor: row.totpSecret !== null,
    passkeys,
    lastSignInAt: row.lastSignInAt,
    signInSlowedUntil,
    secondFactorLocked: factorLocked(row),
    createdAt: row.createdAt,
  };
}

/** Every account, by username, without password hashes. */
export async function listStaffAccounts(deps: StaffAccountListDeps): Promise<StaffAccount[]> {
  const rows = await listStaffUsers(deps.db);
  const passkeys = await countPasskeysByUser(deps.db);
  const slowed = await findSlowedSignIns(
    deps.db,
    rows.map((row) => row.username),
    deps.clock.now(),
  );
  return rows.map((row) =>
    toStaffAccount(row, passkeys.get(row.id) ?? 0, slowed.get(row.username) ?? null),
  );
}

/** One account as listStaffAccounts shows it, or undefined when there is none. */
export async function findStaffAccount(
  deps: StaffAccountListDeps,
  username: string,
): Promise<StaffAccount | undefined> {
  const row = await findStaffUserByUsername(deps.db, username);
  if (!row) return undefined;
  const passkeys = await listPasskeysOfUser(deps.db, row.id);
  const slowed = await findSlowedSignIns(deps.db, [row.username], deps.clock.now());
  return toStaffAccount(row, passkeys.length, slowed.get(row.username) ?? null);
}
