import Router from '@koa/router';
import { API_BASE } from '@court/contract';
import { requireRole } from '../middleware/require-role';
import {
  STAFF_SESSION_COOKIE,
  clearStaffSessionCookie,
  setStaffSessionCookie,
} from '../middleware/staff-session';
import { listAuditEntries } from '../services/audit-service';
import { toStaffUser } from '../services/authorization';
import { ClientError, NotSignedInError } from '../services/errors';
import {
  getDrugTestingMessageForStaff,
  updateDrugTestingMessage,
} from '../services/probation-message-service';
import { signIn, signOut } from '../services/staff-auth-service';
import type { AppState } from '../types';
import type { RouteDeps } from './route-deps';

/** Prefix of every staff endpoint. */
export const STAFF_API_BASE = `${API_BASE}/staff`;

/**
 * The only staff routes without a role guard: signing in and out, and asking who is signed in
 * (which answers 401 itself without a session). Every other route must carry requireRole; a test
 * walks this router to prove it.
 */
export const UNGUARDED_STAFF_ROUTES: readonly string[] = [
  'POST /session',
  'DELETE /session',
  'GET /me',
];

/** All staff endpoints on one router (prefix /api/muni/staff). */
export function createStaffRouter(deps: RouteDeps): Router<AppState> {
  const router = new Router<AppState>({ prefix: STAFF_API_BASE });
  const { db, clock, config } = deps;

  // Staff answers are personal: never kept by a browser or proxy cache.
  router.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  });

  router.post('/session', async (ctx) => {
    const outcome = await signIn({ db, clock }, ctx.request.body, {
      requestId: ctx.state.requestId,
      ip: ctx.ip || null,
      userAgent: ctx.get('User-Agent') || null,
      previousSessionId: ctx.cookies.get(STAFF_SESSION_COOKIE),
    });
    if (outcome.kind === 'signed-in') {
      setStaffSessionCookie(ctx, outcome.sessionId, config.isProduction);
      ctx.state.log.info({ username: outcome.user.username }, 'staff signed in');
      ctx.body = toStaffUser(outcome.user);
      return;
    }
    if (outcome.kind === 'locked' || outcome.lockedNow) {
      ctx.state.log.warn({ username: outcome.username }, 'staff sign-in refused: account locked');
      throw new ClientError(423, 'staff.locked');
    }
    ctx.state.log.warn({ username: outcome.username }, 'staff sign-in failed');
    // One message for a wrong username, a wrong password and a disabled account.
    throw new ClientError(401, 'staff.signInFailed');
  });

  router.delete('/session', async (ctx) => {
    await signOut(
      { db, clock },
      ctx.cookies.get(STAFF_SESSION_COOKIE),
      ctx.state.staffUser,
      ctx.state.requestId,
    );
    clearStaffSessionCookie(ctx, config.isProduction);
    ctx.status = 204;
  });

  router.get('/me', (ctx) => {
    if (!ctx.state.staffUser) throw new NotSignedInError();
    ctx.body = toStaffUser(ctx.state.staffUser);
  });

  router.get('/audit', requireRole('admin'), async (ctx) => {
    ctx.body = await listAuditEntries(db, ctx.state.staffUser, ctx.query);
  });

  router.get('/drug-testing/message', requireRole('probation'), async (ctx) => {
    ctx.body = await getDrugTestingMessageForStaff(db, ctx.state.staffUser);
  });

  router.put('/drug-testing/message', requireRole('probation'), async (ctx) => {
    ctx.body = await updateDrugTestingMessage(
      { db, clock },
      ctx.state.staffUser,
      ctx.request.body,
      ctx.state.requestId,
    );
  });

  return router;
}
