import type Router from '@koa/router';
import { MAX_JSON_BODY_BYTES } from '@court/contract';
import { toStaffUser } from '../platform/authorization';
import { ClientError } from '../platform/errors';
import { jsonBody } from '../platform/http/json-body';
import { requireSessionStage } from '../platform/http/require-role';
import { createStaffToolRouter } from '../platform/http/staff-api';
import type { StaffDeps } from './staff-deps';
import type { AppMiddleware, AppState } from '../types';
import {
  finishPasskeyRegistration,
  listOwnPasskeys,
  removeOwnPasskey,
  startPasskeyRegistration,
} from './passkey-service';
import {
  finishPasskeySignIn,
  provePasskeyFactor,
  startPasskeyFactor,
  startPasskeySignIn,
} from './passkey-sign-in-service';
import { relyingPartyFor, type PasskeyDeps } from './passkey-webauthn';
import { answerCode, answerSignIn, sessionAttempt, signInContext } from './session-routes';

/**
 * Passkeys: signing in with one alone (POST /session/passkey/options, then /session/passkey,
 * open to anyone, as the password is), proving the factor step with one (POST
 * /session/factor/passkey/options, then /session/factor/passkey), adding one, signed in (with a
 * factor proved in the last minutes: assertMayAddFactor) or at the enrol step (POST
 * /passkeys/options, then /passkeys), and a person's own list (GET /passkeys,
 * DELETE /passkeys/:id). The relying party is the site at PUBLIC_SITE_URL.
 */
export function createPasskeyRouter(deps: StaffDeps): Router<AppState> {
  const router = createStaffToolRouter();
  const { db, clock, config } = deps;
  const passkeyDeps: PasskeyDeps = {
    db,
    clock,
    relyingParty: relyingPartyFor(config.publicSiteUrl),
    secondFactorRequired: config.staffSecondFactorRequired,
  };
  const body = jsonBody({ maxBytes: MAX_JSON_BODY_BYTES });
  const enrolling = requireSessionStage('enrol', 'complete');
  const signedIn = requireSessionStage('complete');
  // The factor step after a password, or a signed-in person proving it again (step-up).
  const factorOrStepUp = requireSessionStage('factor', 'complete');

  // A passkey alone is one of the court's own accounts' ways in: LOCAL_SIGN_IN=false closes it
  // with the password, leaving the court's provider.
  const localSignIn: AppMiddleware = async (_ctx, next) => {
    if (!config.localSignIn) throw new ClientError(403, 'staff.localSignInOff');
    await next();
  };

  router.post('/session/passkey/options', localSignIn, async (ctx) => {
    ctx.body = await startPasskeySignIn(passkeyDeps);
  });

  router.post('/session/passkey', localSignIn, body, async (ctx) => {
    const outcome = await finishPasskeySignIn(passkeyDeps, ctx.request.body, signInContext(ctx));
    ctx.body = answerSignIn(ctx, outcome, config.isProduction, 'staff.passkey.signInFailed');
  });

  router.post('/session/factor/passkey/options', factorOrStepUp, async (ctx) => {
    ctx.body = await startPasskeyFactor(passkeyDeps, sessionAttempt(ctx));
  });

  router.post('/session/factor/passkey', factorOrStepUp, body, async (ctx) => {
    const attempt = sessionAttempt(ctx);
    const outcome = await provePasskeyFactor(passkeyDeps, attempt, ctx.request.body);
    const user = answerCode(ctx, attempt, outcome, config.isProduction);
    ctx.state.log.info(
      { username: user.username },
      attempt.stage === 'complete' ? 'staff second factor proved again' : 'staff signed in',
    );
    ctx.body = toStaffUser(user);
  });

  router.get('/passkeys', signedIn, async (ctx) => {
    ctx.body = await listOwnPasskeys(passkeyDeps, ctx.state.staffUser);
  });

  router.post('/passkeys/options', enrolling, async (ctx) => {
    ctx.body = await startPasskeyRegistration(passkeyDeps, sessionAttempt(ctx));
  });

  router.post('/passkeys', enrolling, body, async (ctx) => {
    const attempt = sessionAttempt(ctx);
    const outcome = await finishPasskeyRegistration(passkeyDeps, attempt, ctx.request.body);
    ctx.body = answerCode(ctx, attempt, outcome, config.isProduction);
    ctx.state.log.info({ username: attempt.username }, 'staff passkey added');
  });

  router.delete('/passkeys/:id', signedIn, async (ctx) => {
    ctx.body = await removeOwnPasskey(
      passkeyDeps,
      ctx.state.staffUser,
      ctx.params.id,
      ctx.state.requestId,
    );
  });

  return router;
}
