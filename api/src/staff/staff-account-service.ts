import type { Kysely } from 'kysely';
import type { StaffRole } from '@court/contract';
import { recordAudit, type AuditContext } from '../audit';
import { isStaffRole, parseStoredRoles } from '../platform/authorization';
import type { Clock } from '../platform/clock';
import type { Database } from '../platform/database/schema';
import { hashPassword, passwordProblem } from './passwords';
import { clearSignInThrottle, findSlowedSignIns } from './sign-in-throttle-service';
import { deleteStaffSessionsOfUser } from './staff-session-repository';
import {
  findStaffUserByUsername,
  insertStaffUser,
  listStaffUsers,
  updateStaffDisabled,
  updateStaffPassword,
  type StaffUserRow,
} from './staff-user-repository';

/**
 * Account administration for the command line (`npm run staff`). Whoever runs it already holds
 * the database, so there is no role check here; every change is still audited.
 */

export interface StaffAccountDeps {
  db: Kysely<Database>;
  clock: Clock;
}

/** A refused account change; the message is written for the operator. */
export class StaffAccountError extends Error {
  readonly kind: 'invalid' | 'exists' | 'not-found';

  constructor(kind: StaffAccountError['kind'], message: string) {
    super(message);
    this.name = 'StaffAccountError';
    this.kind = kind;
  }
}

export interface NewStaffAccount {
  username: string;
  displayName: string;
  email: string;
  /** Comma-separated roles, e.g. "careers,jury". */
  roles: string;
}

/** An account as `list` shows it: never the hash. */
export interface StaffAccountSummary {
  username: string;
  displayName: string;
  email: string;
  roles: StaffRole[];
  disabled: boolean;
  /** While failed sign-ins hold some attempts at this name, until when; else null. */
  signInSlowedUntil: string | null;
  createdAt: string;
}

const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{1,63}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CLI_AUDIT: AuditContext = { actor: null, requestId: null };

/** Lower-cases and checks a username; throws StaffAccountError when it is not acceptable. */
export function normalizeUsername(raw: string): string {
  const username = raw.trim().toLowerCase();
  if (!USERNAME_PATTERN.test(username)) {
    throw new StaffAccountError(
      'invalid',
      'The username must be 2 to 64 characters: letters, digits, dots, dashes or underscores, starting with a letter or digit.',
    );
  }
  return username;
}

/** Parses "careers,jury" into roles; throws StaffAccountError naming any unknown role. */
export function parseRoleList(text: string): StaffRole[] {
  const names = text
    .split(',')
    .map((role) => role.trim().toLowerCase())
    .filter((role) => role !== '');
  const unknown = names.filter((role) => !isStaffRole(role));
  if (unknown.length > 0) {
    throw new StaffAccountError('invalid', `Unknown role(s): ${unknown.join(', ')}.`);
  }
  if (names.length === 0) throw new StaffAccountError('invalid', 'Give at least one role.');
  return [...new Set(names.filter(isStaffRole))];
}

function checkPassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem !== null) throw new StaffAccountError('invalid', problem);
}

async function requireAccount(db: Kysely<Database>, rawUsername: string): Promise<StaffUserRow> {
  const username = normalizeUsername(rawUsername);
  const user = await findStaffUserByUsername(db, username);
  if (!user) throw new StaffAccountError('not-found', `There is no account "${username}".`);
  return user;
}

/** Creates an account with an argon2id hash of the password; audited as staff.user.create. */
export async function createStaffAccount(
  deps: StaffAccountDeps,
  account: NewStaffAccount,
  password: string,
): Promise<StaffAccountSummary> {
  const username = normalizeUsername(account.username);
  const displayName = account.displayName.trim();
  const email = account.email.trim();
  if (displayName === '' || displayName.length > 120) {
    throw new StaffAccountError('invalid', 'Give a display name of 1 to 120 characters.');
  }
  if (!EMAIL_PATTERN.test(email) || email.length > 254) {
    throw new StaffAccountError('invalid', 'Give an e-mail address like name@example.org.');
  }
  const roles = parseRoleList(account.roles);
  checkPassword(password);
  if (await findStaffUserByUsername(deps.db, username)) {
    throw new StaffAccountError('exists', `An account "${username}" already exists.`);
  }
  const passwordHash = await hashPassword(password);
  const now = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await insertStaffUser(trx, {
      username,
      displayName,
      email,
      passwordHash,
      roles: roles.join(','),
      disabled: 0,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(trx, deps.clock, CLI_AUDIT, {
      action: 'staff.user.create',
      subjectType: 'staff_user',
      subjectId: username,
      details: { roles, source: 'cli' },
    });
  });
  return {
    username,
    displayName,
    email,
    roles,
    disabled: false,
    signInSlowedUntil: null,
    createdAt: now,
  };
}

/**
 * Sets a new password, clears the name's failed sign-in counts and trusted addresses (so nothing
 * holds its sign-in any more) and ends the account's sessions (whoever knew the old password is
 * signed out). Audited as staff.user.reset-password.
 */
export async function resetStaffPassword(
  deps: StaffAccountDeps,
  rawUsername: string,
  password: string,
): Promise<void> {
  const user = await requireAccount(deps.db, rawUsername);
  checkPassword(password);
  const passwordHash = await hashPassword(password);
  const now = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await updateStaffPassword(trx, user.id, passwordHash, now);
    await clearSignInThrottle(trx, user.username);
    await deleteStaffSessionsOfUser(trx, user.id);
    await recordAudit(trx, deps.clock, CLI_AUDIT, {
      action: 'staff.user.reset-password',
      subjectType: 'staff_user',
      subjectId: user.username,
      details: { source: 'cli' },
    });
  });
}

/**
 * Disables or re-enables an account. Disabling also ends its sessions at once. Audited as
 * staff.user.disable or staff.user.enable.
 */
export async function setStaffAccountDisabled(
  deps: StaffAccountDeps,
  rawUsername: string,
  disabled: boolean,
): Promise<void> {
  const user = await requireAccount(deps.db, rawUsername);
  const now = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await updateStaffDisabled(trx, user.id, disabled, now);
    if (disabled) await deleteStaffSessionsOfUser(trx, user.id);
    await recordAudit(trx, deps.clock, CLI_AUDIT, {
      action: disabled ? 'staff.user.disable' : 'staff.user.enable',
      subjectType: 'staff_user',
      subjectId: user.username,
      details: { source: 'cli' },
    });
  });
}

/** Every account, by username, without password hashes. */
export async function listStaffAccounts(deps: StaffAccountDeps): Promise<StaffAccountSummary[]> {
  const rows = await listStaffUsers(deps.db);
  const slowed = await findSlowedSignIns(
    deps.db,
    rows.map((row) => row.username),
    deps.clock.now(),
  );
  return rows.map((row) => ({
    username: row.username,
    displayName: row.displayName,
    email: row.email,
    roles: parseStoredRoles(row.roles),
    disabled: row.disabled === 1,
    signInSlowedUntil: slowed.get(row.username) ?? null,
    createdAt: row.createdAt,
  }));
}
