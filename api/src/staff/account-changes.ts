import type { Kysely } from 'kysely';
import { recordAudit, type AuditContext } from '../audit';
import type { Clock } from '../platform/clock';
import type { Database } from '../platform/database/schema';
import { deletePasskeysOfUser } from './passkey-repository';
import type { StaffAccountFields } from './staff-account-fields';
import { deleteStaffSessionsOfUser } from './staff-session-repository';
import { insertStaffUser, updateStaffDisabled } from './staff-user-repository';

/**
 * The account changes the command line and the accounts tool both make, each with its audit
 * entry, in the caller's transaction: one rule for both.
 */

/**
 * Who changed an account, and where, for its audit entry; `sso` is the provider, at the person's
 * sign-in.
 */
export interface AccountChangeAudit {
  context: AuditContext;
  source: 'cli' | 'browser' | 'sso';
}

/** The person of an OpenID Connect provider an account belongs to. */
export interface ProviderPerson {
  issuer: string;
  subject: string;
}

/**
 * Writes a new, enabled account, the provider's person's when given; audited as
 * staff.user.create.
 */
export async function insertAccount(
  trx: Kysely<Database>,
  clock: Clock,
  fields: StaffAccountFields,
  passwordHash: string,
  audit: AccountChangeAudit,
  person?: ProviderPerson,
): Promise<{ id: number; createdAt: string }> {
  const createdAt = clock.now().toISOString();
  const id = await insertStaffUser(trx, {
    username: fields.username,
    displayName: fields.displayName,
    email: fields.email,
    passwordHash,
    roles: fields.roles.join(','),
    disabled: 0,
    createdAt,
    updatedAt: createdAt,
    oidcIssuer: person?.issuer ?? null,
    oidcSubject: person?.subject ?? null,
  });
  await recordAudit(trx, clock, audit.context, {
    action: 'staff.user.create',
    subjectType: 'staff_user',
    subjectId: fields.username,
    details: { roles: fields.roles, source: audit.source },
  });
  return { id, createdAt };
}

/**
 * Disables or enables an account; disabling also ends its sessions at once and removes its
 * passkeys, which sign in without the password: one planted while the account was in other hands
 * must not come back with it. Audited as staff.user.disable (with the passkeys removed, by name)
 * or staff.user.enable.
 */
export async function writeAccountDisabled(
  trx: Kysely<Database>,
  clock: Clock,
  account: { id: number; username: string },
  disabled: boolean,
  audit: AccountChangeAudit,
): Promise<void> {
  await updateStaffDisabled(trx, account.id, disabled, clock.now().toISOString());
  const passkeysRemoved = disabled ? await deletePasskeysOfUser(trx, account.id) : [];
  if (disabled) await deleteStaffSessionsOfUser(trx, account.id);
  await recordAudit(trx, clock, audit.context, {
    action: disabled ? 'staff.user.disable' : 'staff.user.enable',
    subjectType: 'staff_user',
    subjectId: account.username,
    details: { source: audit.source, ...(disabled ? { passkeysRemoved } : {}) },
  });
}
