import type { Kysely } from 'kysely';
import { type StaffAccount, type StaffRole } from '@court/contract';
import { newStaffAccountRequestSchema, staffPassword, tidyUsername } from '@court/contract/schemas';
import { recordAudit } from '../audit';
import { isStaffRole } from '../platform/authorization';
import type { Clock } from '../platform/clock';
import type { Database } from '../platform/database/schema';
import { InvalidInputError } from '../platform/errors';
import { readBody, readValue } from '../platform/read-with-schema';
import { insertAccount, writeAccountDisabled, type AccountChangeAudit } from './account-changes';
import { listPasskeysOfUser } from './passkey-repository';
import { deletePasswordLinksOfUser } from './password-link-repository';
import { hashPassword } from './passwords';
import { resetSecondFactor } from './second-factor-service';
import { clearSignInThrottle } from './sign-in-throttle-service';
import { checkRoles, usernameProblem, type StaffAccountFields } from './staff-account-fields';
import { deleteStaffSessionsOfUser } from './staff-session-repository';
import {
  findStaffUserByUsername,
  updateStaffPassword,
  type StaffUserRow,
} from './staff-user-repository';
import { apiMessage } from '../platform/messages';

/**
 * Account administration for the command line (`npm run staff`): the first administrator, and
 * recovery. Whoever runs it already holds the database, so there is no role check here; every
 * change is still audited.
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

const CLI_AUDIT: AccountChangeAudit = { context: { actor: null, requestId: null }, source: 'cli' };

/** A refusal worded for the operator, from the message code the browser would get. */
function invalid(code: string): StaffAccountError {
  return new StaffAccountError('invalid', apiMessage(code, 'en'));
}

/** Lower-cases and checks a username; throws StaffAccountError when it is not acceptable. */
export function normalizeUsername(raw: string): string {
  const username = tidyUsername(raw);
  const problem = usernameProblem(username);
  if (problem !== null) throw invalid(problem);
  return username;
}

/** Parses "careers,jury" into roles; throws StaffAccountError naming any unknown role. */
export function parseRoleList(text: string): StaffRole[] {
  const names = text
    .split(',')
    .map((role) => role.trim().toLowerCase())
    .filter((role) => role !== '');
  const { roles, problem } = checkRoles(names);
  // The operator typed the names, so the ones not understood are named back.
  if (problem === 'staff.account.roles.format') {
    const unknown = names.filter((name) => !isStaffRole(name));
    throw new StaffAccountError('invalid', `Unknown role(s): ${unknown.join(', ')}.`);
  }
  if (problem !== null) throw invalid(problem);
  return roles;
}

function checkPassword(password: string): void {
  const { problem } = readValue(staffPassword(), password);
  if (problem !== null) throw invalid(problem);
}

/** A new account's fields by the browser's rules; the first problem, in the form's order. */
function readNewAccount(account: NewStaffAccount): StaffAccountFields {
  try {
    return readBody(newStaffAccountRequestSchema, {
      ...account,
      roles: parseRoleList(account.roles),
    });
  } catch (error) {
    if (!(error instanceof InvalidInputError)) throw error;
    throw invalid(Object.values(error.errors)[0] ?? error.code);
  }
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
): Promise<StaffAccount> {
  const fields = readNewAccount(account);
  const { username, displayName, email, roles } = fields;
  checkPassword(password);
  if (await findStaffUserByUsername(deps.db, username)) {
    throw new StaffAccountError('exists', `An account "${username}" already exists.`);
  }
  const passwordHash = await hashPassword(password);
  const { createdAt } = await deps.db
    .transaction()
    .execute((trx) => insertAccount(trx, deps.clock, fields, passwordHash, CLI_AUDIT));
  return {
    username,
    displayName,
    email,
    roles,
    disabled: false,
    passwordSet: true,
    secondFactor: false,
    passkeys: 0,
    lastSignInAt: null,
    signInSlowedUntil: null,
    secondFactorLocked: false,
    createdAt,
  };
}

/**
 * Sets a new password, clears the name's failed sign-in counts and trusted addresses (so nothing
 * holds its sign-in any more), ends the account's sessions (whoever knew the old password is
 * signed out) and voids any link to set a password that was sent to it. Audited as
 * staff.user.reset-password.
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
    await deletePasswordLinksOfUser(trx, user.id);
    await clearSignInThrottle(trx, user.username);
    await deleteStaffSessionsOfUser(trx, user.id);
    await recordAudit(trx, deps.clock, CLI_AUDIT.context, {
      action: 'staff.user.reset-password',
      subjectType: 'staff_user',
      subjectId: user.username,
      details: { source: CLI_AUDIT.source },
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
  await deps.db
    .transaction()
    .execute((trx) => writeAccountDisabled(trx, deps.clock, user, disabled, CLI_AUDIT));
}

/**
 * Removes the account's authentication app, recovery codes and passkeys and ends its sessions,
 * for a person who lost their phone: they set up a second factor again after their password.
 * Audited as staff.user.reset-second-factor.
 */
export async function resetStaffSecondFactor(
  deps: StaffAccountDeps,
  rawUsername: string,
): Promise<void> {
  const user = await requireAccount(deps.db, rawUsername);
  const passkeys = await listPasskeysOfUser(deps.db, user.id);
  if (user.totpSecret === null && passkeys.length === 0) {
    throw new StaffAccountError(
      'invalid',
      `${user.username} has no authentication app or passkey to reset.`,
    );
  }
  await deps.db.transaction().execute(async (trx) => {
    await resetSecondFactor(trx, deps.clock, user, CLI_AUDIT);
  });
}
