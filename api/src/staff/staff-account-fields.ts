import { STAFF_ACCOUNT_FIELDS, type StaffRole } from '@court/contract';
import { staffRoles } from '@court/contract/schemas';
import { readValue } from '../platform/read-with-schema';

/**
 * The rules of an account's fields, for the command line and the browser alike: each problem is
 * a message code (validation-messages), which the CLI prints in English and the API translates.
 */

/** A field's name as the API reports errors under it. */
export type StaffAccountField = (typeof STAFF_ACCOUNT_FIELDS)[keyof typeof STAFF_ACCOUNT_FIELDS];
export type StaffAccountFieldErrors = Partial<Record<StaffAccountField, string>>;

export interface StaffAccountFields {
  username: string;
  displayName: string;
  email: string;
  roles: StaffRole[];
}

const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{1,63}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DISPLAY_NAME_MAX_LENGTH = 120;
const EMAIL_MAX_LENGTH = 254;

function trimmed(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** A username as stored (trimmed, lower-case); usernames are unique whatever their case. */
export function tidyUsername(raw: unknown): string {
  return trimmed(raw).toLowerCase();
}

/** The message code of what is wrong with a tidied username, or null. */
export function usernameProblem(username: string): string | null {
  if (username === '') return 'staff.account.username.required';
  return USERNAME_PATTERN.test(username) ? null : 'staff.account.username.format';
}

/** The message code of what is wrong with a trimmed display name, or null. */
export function displayNameProblem(displayName: string): string | null {
  if (displayName === '') return 'staff.account.displayName.required';
  return displayName.length > DISPLAY_NAME_MAX_LENGTH ? 'staff.account.displayName.tooLong' : null;
}

/** The message code of what is wrong with a trimmed e-mail address, or null. */
export function emailProblem(email: string): string | null {
  if (email === '') return 'staff.account.email.required';
  if (email.length > EMAIL_MAX_LENGTH) return 'email.tooLong';
  return EMAIL_PATTERN.test(email) ? null : 'email.format';
}

/** Roles from a list of names, by the contract's rule; at least one is required here. */
export function checkRoles(value: unknown): { roles: StaffRole[]; problem: string | null } {
  const { value: roles = [], problem } = readValue(
    staffRoles().defined('staff.account.roles.required'),
    value,
  );
  return { roles, problem };
}

/** A new account's fields, tidied, with every field's problem at once. */
export function checkAccountFields(input: Record<string, unknown>): {
  fields: StaffAccountFields;
  errors: StaffAccountFieldErrors;
} {
  const errors: StaffAccountFieldErrors = {};
  const username = tidyUsername(input.username);
  const usernameError = usernameProblem(username);
  if (usernameError !== null) errors[STAFF_ACCOUNT_FIELDS.username] = usernameError;

  const displayName = trimmed(input.displayName);
  const displayNameError = displayNameProblem(displayName);
  if (displayNameError !== null) errors[STAFF_ACCOUNT_FIELDS.displayName] = displayNameError;

  const email = trimmed(input.email);
  const emailError = emailProblem(email);
  if (emailError !== null) errors[STAFF_ACCOUNT_FIELDS.email] = emailError;

  const { roles, problem } = checkRoles(input.roles);
  if (problem !== null) errors[STAFF_ACCOUNT_FIELDS.roles] = problem;
  return { fields: { username, displayName, email, roles }, errors };
}
