import { boolean, mixed, object } from 'yup';
import { STAFF_ROLES, type StaffRole } from '@court/contract';

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
