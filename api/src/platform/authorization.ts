import {
  STAFF_ROLES,
  hasStaffRole,
  type SignInNextStep,
  type StaffRole,
  type StaffUser,
} from '@court/contract';
import { ForbiddenError, NotSignedInError } from './errors';

/** The staff member behind a valid session, as services see them. */
export interface SignedInStaff {
  id: number;
  username: string;
  displayName: string;
  roles: StaffRole[];
  /** An authentication app or a passkey is the person's second factor. */
  secondFactor: boolean;
}

/**
 * How far a session is through sign-in: after the password, `factor` waits for a code and
 * `enrol` for an authentication app to be set up; only a `complete` session may use the tools.
 */
export type StaffSessionStage = SignInNextStep['next'] | 'complete';

/**
 * Someone whose password was right but whose session still waits for a step of sign-in: only
 * the routes of that step accept them.
 */
export interface PendingStaff {
  id: number;
  username: string;
  stage: SignInNextStep['next'];
}

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

/** Roles from the stored comma-separated text; anything not a known role is ignored. */
export function parseStoredRoles(text: string): StaffRole[] {
  return text
    .split(',')
    .map((role) => role.trim())
    .filter(isStaffRole);
}

/** The public shape of a staff member: no id, no hash. */
export function toStaffUser(user: SignedInStaff): StaffUser {
  return {
    username: user.username,
    displayName: user.displayName,
    roles: user.roles,
    secondFactor: user.secondFactor,
  };
}

/**
 * The first line of every staff service: throws NotSignedInError (401) without a user and
 * ForbiddenError (403) when none of the user's roles is allowed (admin always is).
 */
export function authorizeStaff(
  user: SignedInStaff | null | undefined,
  roles: readonly StaffRole[],
): SignedInStaff {
  if (!user) throw new NotSignedInError();
  if (!hasStaffRole(user.roles, roles)) throw new ForbiddenError();
  return user;
}
