import type { StaffRole } from '@court/contract';
import { staffDisplayName, staffEmail, staffRoles, staffUsername } from '@court/contract/schemas';
import { readValue } from '../platform/read-with-schema';

/**
 * One field of an account read by the contract's rules, for the command line, the accounts the
 * court's sign-in provider makes and usernames in addresses: each problem is a message code
 * (validation-messages), which the CLI prints in English. A new account from the browser is read
 * whole (newStaffAccountRequestSchema).
 */

export interface StaffAccountFields {
  username: string;
  displayName: string;
  email: string;
  roles: StaffRole[];
}

/** The message code of what is wrong with a username, or null. */
export function usernameProblem(username: string): string | null {
  return readValue(staffUsername(), username).problem;
}

/** The message code of what is wrong with a display name, or null. */
export function displayNameProblem(displayName: string): string | null {
  return readValue(staffDisplayName(), displayName).problem;
}

/** The message code of what is wrong with an e-mail address, or null. */
export function emailProblem(email: string): string | null {
  return readValue(staffEmail(), email).problem;
}

/** Roles from a list of names, by the contract's rule; at least one is required here. */
export function checkRoles(value: unknown): { roles: StaffRole[]; problem: string | null } {
  const { value: roles = [], problem } = readValue(
    staffRoles().defined('staff.account.roles.required'),
    value,
  );
  return { roles, problem };
}
