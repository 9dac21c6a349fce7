import type { StaffRole } from './staff';

/**
 * The staff endpoint of the accounts (role admin): GET lists them, POST creates one. An account's
 * own address adds its username: PATCH changes roles or disables; POST .../password-link requires
 * a new password (the old one stops working, its sessions end, a new link is sent); POST
 * .../second-factor/reset removes its authentication app, recovery codes and passkeys (a lost
 * phone).
 */
export const STAFF_ACCOUNTS_PATH = 'staff/accounts';

/**
 * The public endpoint of a set-password link (under API_BASE, outside the staff tools, since the
 * person has no session yet): GET ?token= says whose link it is, POST { token, password } sets
 * the password.
 */
export const PASSWORD_LINK_ENDPOINT = 'password-link';

/** The site page a set-password link opens, without language prefix; the token is its query. */
export const SET_PASSWORD_PAGE = 'staff/set-password';

/** Shortest password a staff account may have; long passphrases beat composition rules. */
export const MIN_PASSWORD_LENGTH = 12;
/** Longest password hashed: bounds the work one request can cause. */
export const MAX_PASSWORD_LENGTH = 1024;

/** How long a set-password link can be used, once. */
export const PASSWORD_LINK_HOURS = 24;

/** One staff account as an administrator sees it (GET staff/accounts). Never a hash. */
export interface StaffAccount {
  username: string;
  displayName: string;
  email: string;
  roles: StaffRole[];
  disabled: boolean;
  /** False until the person has set a password from the link the court sent them. */
  passwordSet: boolean;
  /** An authentication app is enrolled as this person's second factor. */
  secondFactor: boolean;
  /** How many passkeys the person has: each signs them in alone, or follows their password. */
  passkeys: number;
  /** The last successful sign-in, ISO 8601; null when never. */
  lastSignInAt: string | null;
  /** While failed sign-ins hold attempts at this name, until when (ISO 8601); else null. */
  signInSlowedUntil: string | null;
  /**
   * Too many second-factor proofs failed in a row: the person cannot sign in until an
   * administrator resets their second factor.
   */
  secondFactorLocked: boolean;
  createdAt: string;
}

/** GET staff/accounts: every account, by username. */
export interface StaffAccountList {
  accounts: StaffAccount[];
}

/** POST staff/accounts: a new account; the person gets a link to set their own password. */
export interface NewStaffAccountRequest {
  username: string;
  displayName: string;
  email: string;
  roles: StaffRole[];
}

/** PATCH staff/accounts/:username: new roles, and/or disabled or enabled. */
export interface StaffAccountChangeRequest {
  roles?: StaffRole[];
  disabled?: boolean;
}

/** The names of the account form's fields, as the API reports errors under them. */
export const STAFF_ACCOUNT_FIELDS = {
  username: 'username',
  displayName: 'displayName',
  email: 'email',
  roles: 'roles',
} as const;

/** GET password-link?token=: whose link it is, for the set-password page to greet them. */
export interface PasswordLinkStatus {
  username: string;
  displayName: string;
}

/** POST password-link: answered 204; the person then signs in as usual. */
export interface SetPasswordRequest {
  token: string;
  password: string;
}
