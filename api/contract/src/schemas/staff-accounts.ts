import { boolean, mixed, object, string } from 'yup';
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  STAFF_ACCOUNT_FIELDS,
  STAFF_ROLES,
  type StaffRole,
} from '@court/contract';
import { textOrBlank } from './text';

const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{1,63}$/;
// Something@somewhere.tld: whether the address takes mail, the court's mail to it finds out.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DISPLAY_NAME_MAX_LENGTH = 120;
const EMAIL_MAX_LENGTH = 254;
/** A set-password link's token: 32 random bytes in base64url. */
const PASSWORD_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * A username as stored: trimmed and in lower case, since usernames are unique whatever their
 * case. Anything but text is blank.
 */
export function tidyUsername(raw: unknown): string {
  return typeof raw === 'string' ? raw.trim().toLowerCase() : '';
}

/**
 * An account's username, tidied (tidyUsername): 2 to 64 lower-case letters, digits, dots,
 * underscores and dashes, the first a letter or digit.
 */
export function staffUsername() {
  return string()
    .transform((_cast: unknown, original: unknown) => tidyUsername(original))
    .required('staff.account.username.required')
    .matches(USERNAME_PATTERN, 'staff.account.username.format');
}

/** The name an account is shown and greeted by, trimmed. */
export function staffDisplayName() {
  return textOrBlank()
    .required('staff.account.displayName.required')
    .max(DISPLAY_NAME_MAX_LENGTH, 'staff.account.displayName.tooLong');
}

/** The address an account's links and notices are mailed to, trimmed, its case as typed. */
export function staffEmail() {
  return textOrBlank()
    .required('staff.account.email.required')
    .max(EMAIL_MAX_LENGTH, 'email.tooLong')
    .matches(EMAIL_PATTERN, 'email.format');
}

function isRoleList(value: unknown): value is StaffRole[] {
  return (
    Array.isArray(value) &&
    value.every((name) => (STAFF_ROLES as readonly unknown[]).includes(name))
  );
}

/**
 * An account's roles from a list of names: each a known role, at least one. Kept in the order of
 * STAFF_ROLES, once each, so the same roles are always stored alike. Left out, undefined.
 */
export function staffRoles() {
  return mixed(isRoleList)
    .typeError('staff.account.roles.format')
    .nonNullable('staff.account.roles.required')
    .transform((names: unknown) =>
      isRoleList(names) ? STAFF_ROLES.filter((role) => names.includes(role)) : names,
    )
    .test('required', 'staff.account.roles.required', (roles) => !roles || roles.length > 0);
}

/** PATCH staff/accounts/:username: new roles, and/or disabled or enabled. */
export const staffAccountChangeRequestSchema = object({
  roles: staffRoles(),
  disabled: boolean()
    .strict()
    .typeError('staff.account.disabled.format')
    .nonNullable('staff.account.disabled.format'),
});

/** POST staff/accounts: a new account; the person sets their own password from a link. */
export const newStaffAccountRequestSchema = object({
  [STAFF_ACCOUNT_FIELDS.username]: staffUsername(),
  [STAFF_ACCOUNT_FIELDS.displayName]: staffDisplayName(),
  [STAFF_ACCOUNT_FIELDS.email]: staffEmail(),
  [STAFF_ACCOUNT_FIELDS.roles]: staffRoles().defined('staff.account.roles.required'),
});

/**
 * A password a person chooses, exactly as typed (spaces count): long passphrases beat
 * composition rules. Anything but text is read as none, which is too short.
 */
export function staffPassword() {
  return string()
    .transform((_cast: unknown, original: unknown) =>
      typeof original === 'string' ? original : '',
    )
    .default('')
    .min(MIN_PASSWORD_LENGTH, 'staff.password.tooShort')
    .max(MAX_PASSWORD_LENGTH, 'staff.password.tooLong');
}

/** A set-password link's token, as its address and the set-password page carry it. */
export function passwordLinkToken() {
  return string().strict().required().matches(PASSWORD_LINK_TOKEN_PATTERN);
}

/**
 * POST password-link: the link's token and the password chosen. A token that could not be one
 * names no usable link: the API answers it as it answers every such link, 404 whatever the
 * password, so it reads the token first.
 */
export const setPasswordRequestSchema = object({
  token: passwordLinkToken(),
  password: staffPassword(),
});
