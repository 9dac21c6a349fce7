import type { StaffRole } from '@court/contract';
import type { AppMiddleware } from '../../types';
import { authorizeStaff } from '../authorization';
import type { StaffSessionStage } from '../authorization';
import { ClientError, NotSignedInError } from '../errors';

/** A guard middleware; it names its roles so tests can find every guarded route. */
export type RoleGuard = AppMiddleware & { readonly allowedRoles: readonly StaffRole[] };

/**
 * Guards a route: 401 (staff.signInRequired) without a valid session, 403 (staff.forbidden) when
 * the user holds none of `roles`; admin passes every check. Services check again on their own.
 */
export function requireRole(...roles: StaffRole[]): RoleGuard {
  const guard: AppMiddleware = async (ctx, next) => {
    authorizeStaff(ctx.state.staffUser, roles);
    await next();
  };
  return Object.assign(guard, { allowedRoles: roles });
}

/** True for a middleware made by requireRole. */
export function isRoleGuard(middleware: unknown): middleware is RoleGuard {
  return typeof middleware === 'function' && 'allowedRoles' in middleware;
}

/** A guard of the routes of a step of sign-in; it names its stages for the same tests. */
export type StageGuard = AppMiddleware & { readonly allowedStages: readonly StaffSessionStage[] };

/**
 * Guards a route that serves sessions at one of `stages` of sign-in ('complete': a signed-in
 * user). Without a session, or with a pending one at another step, 401 (staff.signInRequired); a
 * signed-in user at a route only for a step they are past, 409 (staff.secondFactor.notNeeded).
 */
export function requireSessionStage(...stages: StaffSessionStage[]): StageGuard {
  const guard: AppMiddleware = async (ctx, next) => {
    const { staffUser, pendingStaff } = ctx.state;
    const stage = staffUser ? 'complete' : pendingStaff?.stage;
    if (stage === undefined || !stages.includes(stage)) {
      if (stage === 'complete') throw new ClientError(409, 'staff.secondFactor.notNeeded');
      throw new NotSignedInError();
    }
    await next();
  };
  return Object.assign(guard, { allowedStages: stages });
}

/** True for a middleware made by requireSessionStage. */
export function isStageGuard(middleware: unknown): middleware is StageGuard {
  return typeof middleware === 'function' && 'allowedStages' in middleware;
}
