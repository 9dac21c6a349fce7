import type Router from '@koa/router';
import { MY_SIGN_IN_PATH, SIGN_OUT_OTHER_SESSIONS_PATH } from '@court/contract';
import { NotSignedInError } from '../platform/errors';
import { requireSessionStage } from '../platform/http/require-role';
import { createStaffToolRouter, staffRoutePath } from '../platform/http/staff-api';
import type { StaffDeps } from './staff-deps';
import type { AppContext, AppState } from '../types';
import { readMySignIn, signOutOtherSessions, type MySessionContext } from './my-sign-in-service';

function mySession(ctx: AppContext): MySessionContext {
  const { staffUser, staffSessionHash, requestId } = ctx.state;
  if (!staffUser || staffSessionHash === null) throw new NotSignedInError();
  return { user: staffUser, sessionHash: staffSessionHash, requestId };
}

/**
 * The signed-in person's own sign-in, whatever their roles: GET /me/sign-in (their factors and
 * sessions) and POST /me/sessions/sign-out-others.
 */
export function createMySignInRouter(deps: StaffDeps): Router<AppState> {
  const router = createStaffToolRouter();
  const signedIn = requireSessionStage('complete');

  router.get(staffRoutePath(MY_SIGN_IN_PATH), signedIn, async (ctx) => {
    ctx.body = await readMySignIn(deps, mySession(ctx));
  });

  router.post(staffRoutePath(SIGN_OUT_OTHER_SESSIONS_PATH), signedIn, async (ctx) => {
    ctx.body = await signOutOtherSessions(deps, mySession(ctx));
  });

  return router;
}
