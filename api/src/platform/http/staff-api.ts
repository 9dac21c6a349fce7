import Router from '@koa/router';
import { API_BASE } from '@court/contract';
import type { AppState } from '../../types';
import { STRICT_ROUTING } from './strict-routing';

/** Prefix of every staff endpoint. */
export const STAFF_API_BASE = `${API_BASE}/staff`;

/**
 * The only staff routes without a guard: signing in (with a password, a passkey and its challenge,
 * or through single sign-on, and the ways offered) and out, and asking who is signed in (which
 * answers 401 itself without a signed-in user). Every other route must carry requireRole, or
 * requireSessionStage for the steps of sign-in; a test walks every staff router to prove it.
 */
export const UNGUARDED_STAFF_ROUTES: readonly string[] = [
  'POST /session',
  'POST /session/passkey/options',
  'POST /session/passkey',
  'DELETE /session',
  'GET /me',
  'GET /sign-in-options',
  'GET /sso/start',
  'GET /sso/callback',
];

/**
 * A contract's path ('staff/accounts', under API_BASE) as a staff router takes it: its prefix
 * already holds the start.
 */
export function staffRoutePath(contractPath: string): string {
  return `${API_BASE}/${contractPath}`.slice(STAFF_API_BASE.length);
}

/** A new router for one staff tool: prefix /api/muni/staff, answers never cached. */
export function createStaffToolRouter(): Router<AppState> {
  const router = new Router<AppState>({ ...STRICT_ROUTING, prefix: STAFF_API_BASE });
  // Staff answers are personal: never kept by a browser or proxy cache.
  router.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  });
  return router;
}
