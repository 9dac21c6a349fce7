import type { Kysely } from 'kysely';
import {
  SECOND_FACTOR_ROLES,
  STAFF_ACCOUNT_FIELDS,
  type StaffAccount,
  type StaffAccountChangeRequest,
  type StaffAccountList,
  type StaffRole,
} from '@court/contract';
import {
  newStaffAccountRequestSchema,
  staffAccountChangeRequestSchema,
  tidyUsername,
} from '@court/contract/schemas';
import { recordAudit } from '../audit';
import { parseStoredRoles, authorizeStaff, type SignedInStaff } from '../platform/authorization';
import type { Database } from '../platform/database/schema';
import { ClientError, InvalidInputError } from '../platform/errors';
import { readBody } from '../platform/read-with-schema';
import { insertAccount, writeAccountDisabled, type AccountChangeAudit } from './account-changes';
import { deletePasskeysOfUser, listPasskeysOfUser } from './passkey-repository';
import { sendPasswordLink, type PasswordLinkDeps } from './password-link-service';
import { NO_PASSWORD } from './passwords';
import { resetSecondFactor } from './second-factor-service';
import { clearSignInThrottle } from './sign-in-throttle-service';
import { findStaffAccount, listStaffAccounts } from './staff-account-list';
import { usernameProblem } from './staff-account-fields';
import {
  deleteStaffSessionsOfUser,
  deleteStaffSessionsWithoutFactor,
} from './staff-session-repository';
import {
  findStaffUserByUsername,
  listActiveStaffRolesExcept,
  lockActiveStaffUsers,
  updateStaffPassword,
  updateStaffRoles,
  type StaffUserRow,
} from './staff-user-repository';

/**
 * The accounts tool of the browser (role admin): list, create, change roles, disable or enable,
 * require a new password, and remove an authentication app whose phone was lost. Passwords are never typed here: a new account, and one that must
 * change its password, gets a one-time link by e-mail (password-link-service). An administrator
 * can neither leave the court without an active administrator nor lock themselves out.
 */

export type StaffAccountsDeps = PasswordLinkDeps;

function browserAudit(admin: SignedInStaff, requestId: string): AccountChangeAudit {
  return { context: { actor: admin.username, requestId }, source: 'browser' };
}

function isActiveAdmin(roles: readonly StaffRole[], disabled: boolean): boolean {
  return !disabled && roles.includes('admin');
}

/**
 * The account behind a username from the address, or 404. A name no account could have is not
 * looked up: the databases refuse some characters (a NUL) outright.
 */
async function requireAccount(db: Kysely<Database>, raw: string): Promise<StaffUserRow> {
  const username = tidyUsername(raw);
  if (usernameProblem(username) !== null) throw new ClientError(404, 'staff.account.notFound');
  const account = await findStaffUserByUsername(db, username);
  if (!account) throw new ClientError(404, 'staff.account.notFound');
  return account;
}

/** The account as the list shows it, after a change. */
async function accountNow(deps: StaffAccountsDeps, username: string): Promise<StaffAccount> {
  const account = await findStaffAccount(deps, username);
  if (!account) throw new ClientError(404, 'staff.account.notFound');
  return account;
}

/** Every account, by username. */
export async function listAccounts(
  deps: StaffAccountsDeps,
  user: SignedInStaff | null,
): Promise<StaffAccountList> {
  authorizeStaff(user, ['admin']);
  return { accounts: await listStaffAccounts(deps) };
}

/**
 * Creates an account without a password and e-mails the person a link to set one, in one
 * transaction. Audited as staff.user.create. Field problems are 400, a username taken is 409.
 */
export async function createAccount(
  deps: StaffAccountsDeps,
  user: SignedInStaff | null,
  input: unknown,
  requestId: string,
): Promise<StaffAccount> {
  const admin = authorizeStaff(user, ['admin']);
  const fields = readBody(newStaffAccountRequestSchema, input);
  if (await findStaffUserByUsername(deps.db, fields.username)) {
    throw new InvalidInputError(
      { [STAFF_ACCOUNT_FIELDS.username]: 'staff.account.username.taken' },
      409,
    );
  }
  await deps.db.transaction().execute(async (trx) => {
    const audit = browserAudit(admin, requestId);
    const { id } = await insertAccount(trx, deps.clock, fields, NO_PASSWORD, audit);
    await sendPasswordLink(trx, deps, { id, ...fields }, 'new-account', admin);
  });
  return accountNow(deps, fields.username);
}

/** The change asked for, each part checked when given; 400 when it asks for none. */
function readChange(input: unknown): StaffAccountChangeRequest {
  const change = readBody(staffAccountChangeRequestSchema, input);
  if (change.roles === undefined && change.disabled === undefined) {
    throw new ClientError(400, 'staff.account.change.empty');
  }
  return change;
}

/**
 * Changes an account's roles and/or disables or enables it. Refused (409) when it would leave no
 * active administrator, or when administrators would disable themselves or drop their own admin
 * role. Disabling ends the account's sessions. Each change is audited (staff.user.roles,
 * staff.user.disable, staff.user.enable); a change to what already is records nothing.
 */
export async function changeAccount(
  deps: StaffAccountsDeps,
  user: SignedInStaff | null,
  rawUsername: string,
  input: unknown,
  requestId: string,
): Promise<StaffAccount> {
  const admin = authorizeStaff(user, ['admin']);
  const change = readChange(input);
  const { username } = await requireAccount(deps.db, rawUsername);
  const audit = browserAudit(admin, requestId);
  await deps.db.transaction().execute(async (trx) => {
    await lockActiveStaffUsers(trx);
    // Read again under the lock: what the rules below decide on cannot change until the commit.
    const account = await requireAccount(trx, username);
    const rolesBefore = parseStoredRoles(account.roles);
    const disabledBefore = account.disabled === 1;
    const rolesAfter = change.roles ?? rolesBefore;
    const disabledAfter = change.disabled ?? disabledBefore;

    const losesAdmin =
      isActiveAdmin(rolesBefore, disabledBefore) && !isActiveAdmin(rolesAfter, disabledAfter);
    if (losesAdmin) {
      const others = await listActiveStaffRolesExcept(trx, account.id);
      if (!others.some((roles) => parseStoredRoles(roles).includes('admin'))) {
        throw new ClientError(409, 'staff.account.lastAdmin');
      }
      if (account.id === admin.id) throw new ClientError(409, 'staff.account.ownAccount');
    }

    if (rolesAfter.join(',') !== rolesBefore.join(',')) {
      const now = deps.clock.now().toISOString();
      await updateStaffRoles(trx, account.id, rolesAfter.join(','), now);
      // A session opened without a second factor must not carry a role that needs one: those
      // end, and the person is asked for the factor at their next sign-in.
      const needsFactorNow = rolesAfter.some(
        (role) => SECOND_FACTOR_ROLES.includes(role) && !rolesBefore.includes(role),
      );
      if (needsFactorNow) await deleteStaffSessionsWithoutFactor(trx, account.id);
      await recordAudit(trx, deps.clock, audit.context, {
        action: 'staff.user.roles',
        subjectType: 'staff_user',
        subjectId: account.username,
        details: { from: rolesBefore, to: rolesAfter, source: audit.source },
      });
    }
    if (disabledAfter !== disabledBefore) {
      await writeAccountDisabled(trx, deps.clock, account, disabledAfter, audit);
    }
  });
  return accountNow(deps, username);
}

/**
 * Requires a new password: the old one stops working at once (the hash is cleared), the
 * account's sessions end, its passkeys are removed (they sign in without the password, and one
 * may have been planted by whoever knew the old one), its sign-in delays are lifted, and a new
 * link is e-mailed, replacing any older one. Audited as staff.user.require-password, with the
 * passkeys removed by name. A disabled account is refused (409): its link could not be used.
 */
export async function requireNewPassword(
  deps: StaffAccountsDeps,
  user: SignedInStaff | null,
  rawUsername: string,
  requestId: string,
): Promise<StaffAccount> {
  const admin = authorizeStaff(user, ['admin']);
  const account = await requireAccount(deps.db, rawUsername);
  if (account.disabled === 1) throw new ClientError(409, 'staff.account.disabledNoLink');
  await deps.db.transaction().execute(async (trx) => {
    await updateStaffPassword(trx, account.id, NO_PASSWORD, deps.clock.now().toISOString());
    await deleteStaffSessionsOfUser(trx, account.id);
    const passkeysRemoved = await deletePasskeysOfUser(trx, account.id);
    await clearSignInThrottle(trx, account.username);
    const audit = browserAudit(admin, requestId);
    await recordAudit(trx, deps.clock, audit.context, {
      action: 'staff.user.require-password',
      subjectType: 'staff_user',
      subjectId: account.username,
      details: { source: audit.source, passkeysRemoved },
    });
    await sendPasswordLink(trx, deps, account, 'new-password', admin);
  });
  return accountNow(deps, account.username);
}

/**
 * Removes an account's authentication app, recovery codes and passkeys, ends its sessions and
 * lifts its sign-in delays, for a person who lost their phone: at their next sign-in they set up
 * a second factor again. Audited as staff.user.reset-second-factor. Refused (409) for an account
 * with neither an app nor a passkey, and for the administrator's own: whoever holds their
 * session must not be able to drop the factor that protects it.
 */
export async function resetAccountSecondFactor(
  deps: StaffAccountsDeps,
  user: SignedInStaff | null,
  rawUsername: string,
  requestId: string,
): Promise<StaffAccount> {
  const admin = authorizeStaff(user, ['admin']);
  const account = await requireAccount(deps.db, rawUsername);
  if (account.id === admin.id) throw new ClientError(409, 'staff.account.ownSecondFactor');
  const passkeys = await listPasskeysOfUser(deps.db, account.id);
  if (account.totpSecret === null && passkeys.length === 0) {
    throw new ClientError(409, 'staff.account.noSecondFactor');
  }
  await deps.db.transaction().execute(async (trx) => {
    await resetSecondFactor(trx, deps.clock, account, browserAudit(admin, requestId));
  });
  return accountNow(deps, account.username);
}
