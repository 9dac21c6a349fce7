import type Router from '@koa/router';
import { MAX_JSON_BODY_BYTES, type SignInNextStep, type StaffUser } from '@court/contract';
import { toStaffUser } from '../platform/authorization';
import { ClientError, NotSignedInError } from '../platform/errors';
import { jsonBody } from '../platform/http/json-body';
import { requireSessionStage } from '../platform/http/require-role';
import { createStaffToolRouter } from '../platform/http/staff-api';
import {
  clearStaffSessionCookie,
  setStaffSessionCookie,
  STAFF_SESSION_COOKIE,
} from '../platform/http/staff-session-cookie';
import type { StaffDeps } from './staff-deps';
import type { AppContext, AppState } from '../types';
import { proveSecondFactor, type CodeOutcome, type SessionAttempt } from './second-factor-service';
import { signIn, signOut, type SignInContext, type SignInOutcome } from './staff-auth-service';

/** Where the session of the request stands, for the routes of the steps of sign-in. */
export function sessionAttempt(ctx: AppContext): SessionAttempt {
  const { staffUser, pendingStaff, staffSessionHash } = ctx.state;
  const who = staffUser ?? pendingStaff;
  // The stage guards let no request through without a session.
  if (!who || staffSessionHash === null) throw new NotSignedInError();
  return {
    userId: who.id,
    username: who.username,
    sessionHash: staffSessionHash,
    stage: pendingStaff?.stage ?? ('complete' as const),
    requestId: ctx.state.requestId,
    ip: ctx.ip || null,
  };
}

/**
 * Answers a checked code: right, the session's new cookie and the value; held, 429 with
 * Retry-After, as a held password is answered.
 */
export function answerCode<T>(
  ctx: AppContext,
  attempt: SessionAttempt,
  outcome: CodeOutcome<T>,
  isProduction: boolean,
): T {
  if (outcome.kind === 'slowed') {
    ctx.state.log.warn(
      { username: attempt.username, retryAfterSeconds: outcome.retryAfterSeconds },
      'staff code refused: too many recent failures',
    );
    ctx.set('Retry-After', String(outcome.retryAfterSeconds));
    throw new ClientError(429, 'staff.slowDown');
  }
  setStaffSessionCookie(ctx, outcome.sessionId, isProduction);
  return outcome.value;
}

/** About the request signing in, for the session and the audit row. */
export function signInContext(ctx: AppContext): SignInContext {
  return {
    requestId: ctx.state.requestId,
    ip: ctx.ip || null,
    userAgent: ctx.get('User-Agent') || null,
    previousSessionId: ctx.cookies.get(STAFF_SESSION_COOKIE),
  };
}

/**
 * Answers a sign-in: signed in, or at a step that remains, the session's cookie and the user or
 * the step; held, 429 with Retry-After; failed, 401 with `failedCode`.
 */
export function answerSignIn(
  ctx: AppContext,
  outcome: SignInOutcome,
  isProduction: boolean,
  failedCode: string,
): StaffUser | SignInNextStep {
  if (outcome.kind === 'signed-in') {
    setStaffSessionCookie(ctx, outcome.sessionId, isProduction);
    ctx.state.log.info({ username: outcome.user.username }, 'staff signed in');
    return toStaffUser(outcome.user);
  }
  if (outcome.kind === 'next-step') {
    setStaffSessionCookie(ctx, outcome.sessionId, isProduction);
    ctx.state.log.info(
      { username: outcome.username, next: outcome.next },
      'staff password accepted: a second factor follows',
    );
    return outcome.next === 'factor'
      ? { next: outcome.next, factors: outcome.factors }
      : { next: outcome.next };
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
  throw new ClientError(401, failedCode);
}

/**
 * Signing in (POST /session, then POST /session/factor with a code when the account has an
 * authentication app; passkeys have their own router), proving the factor again (POST
 * /session/step-up), signing out (DELETE /session) and who is signed in (GET /me).
 */
export function createSessionRouter(deps: StaffDeps): Router<AppState> {
  const router = createStaffToolRouter();
  const { db, clock, config } = deps;
  const body = jsonBody({ maxBytes: MAX_JSON_BODY_BYTES });

  router.post('/session', body, async (ctx) => {
    const outcome = await signIn(
      {
        db,
        clock,
        secondFactorRequired: config.staffSecondFactorRequired,
        localSignIn: config.localSignIn,
        nameSecret: config.signingSecret,
      },
      ctx.request.body,
      signInContext(ctx),
    );
    // One message for a wrong username, a wrong password and a disabled account.
    ctx.body = answerSignIn(ctx, outcome, config.isProduction, 'staff.signInFailed');
  });

  router.post('/session/factor', requireSessionStage('factor'), body, async (ctx) => {
    const attempt = sessionAttempt(ctx);
    const outcome = await proveSecondFactor(
      { db, clock, keyring: config.fieldKeyring },
      attempt,
      ctx.request.body,
    );
    const user = answerCode(ctx, attempt, outcome, config.isProduction);
    ctx.state.log.info({ username: user.username }, 'staff signed in');
    ctx.body = toStaffUser(user);
  });

  // A signed-in person proving their factor again before a sensitive action (see step-up.ts).
  router.post('/session/step-up', requireSessionStage('complete'), body, async (ctx) => {
    const attempt = sessionAttempt(ctx);
    const outcome = await proveSecondFactor(
      { db, clock, keyring: config.fieldKeyring },
      attempt,
      ctx.request.body,
    );
    answerCode(ctx, attempt, outcome, config.isProduction);
    ctx.state.log.info({ username: attempt.username }, 'staff second factor proved again');
    ctx.status = 204;
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
