import type { StaffRole } from '@court/contract';
import type { AppMiddleware } from '../../types';
import { requireRole as authorize } from '../authorization';

/** A guard middleware; it names its roles so tests can find every guarded route. */
export type RoleGuard = AppMiddleware & { readonly allowedRoles: readonly StaffRole[] };

/**
 * Guards a route: 401 (staff.signInRequired) without a valid session, 403 (staff.forbidden) when
 * the user holds none of `roles`; admin passes every check. Services check again on their own.
 */
export function requireRole(...roles: StaffRole[]): RoleGuard {
  const guard: AppMiddleware = async (ctx, next) => {
    authorize(ctx.state.staffUser, roles);
    await next();
  };
  return Object.assign(guard, { allowedRoles: roles });
}

/** True for a middleware made by requireRole. */
export function isRoleGuard(middleware: unknown): middleware is RoleGuard {
  return typeof middleware === 'function' && 'allowedRoles' in middleware;
}
