import type Router from '@koa/router';
import { MAX_JSON_BODY_BYTES } from '@court/contract';
import { toStaffUser } from '../platform/authorization';
import { ClientError, NotSignedInError } from '../platform/errors';
import { jsonBody } from '../platform/http/json-body';
import { createStaffToolRouter } from '../platform/http/staff-api';
import {
  clearStaffSessionCookie,
  setStaffSessionCookie,
  STAFF_SESSION_COOKIE,
} from '../platform/http/staff-session-cookie';
import type { RouteDeps } from '../route-deps';
import type { AppState } from '../types';
import { signIn, signOut } from './staff-auth-service';

/** Signing in (POST /session), signing out (DELETE /session) and who is signed in (GET /me). */
export function createSessionRouter(deps: RouteDeps): Router<AppState> {
  const router = createStaffToolRouter();
  const { db, clock, config } = deps;

  router.post('/session', jsonBody({ maxBytes: MAX_JSON_BODY_BYTES }), async (ctx) => {
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
    if (outcome.kind === 'slowed') {
      ctx.state.log.warn(
        { username: outcome.username, retryAfterSeconds: outcome.retryAfterSeconds },
        'staff sign-in refused: too many recent failures',
      );
      ctx.set('Retry-After', String(outcome.retryAfterSeconds));
      throw new ClientError(429, 'staff.slowDown');
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

  return router;
}
