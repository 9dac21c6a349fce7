import type Router from '@koa/router';
import { MAX_JSON_BODY_BYTES } from '@court/contract';
import { jsonBody } from '../platform/http/json-body';
import { requireSessionStage } from '../platform/http/require-role';
import { createStaffToolRouter } from '../platform/http/staff-api';
import type { StaffDeps } from './staff-deps';
import type { AppState } from '../types';
import { confirmTotpEnrolment, startTotpEnrolment } from './second-factor-service';
import { answerCode, sessionAttempt } from './session-routes';

/**
 * Setting up an authentication app: POST /second-factor/totp gives a new secret and its QR code,
 * POST /second-factor/totp/confirm { code } puts it in force and answers the recovery codes. For
 * a session at stage 'enrol' (its roles need a second factor) and for any signed-in person
 * without an app who proved a factor in the last minutes (assertMayAddFactor). Like every staff answer, never cached: they carry the secret and the codes.
 */
export function createSecondFactorRouter(deps: StaffDeps): Router<AppState> {
  const router = createStaffToolRouter();
  const { db, clock, config } = deps;
  const factorDeps = { db, clock, keyring: config.fieldKeyring };
  const enrolling = requireSessionStage('enrol', 'complete');

  router.post('/second-factor/totp', enrolling, async (ctx) => {
    ctx.body = await startTotpEnrolment(factorDeps, sessionAttempt(ctx));
  });

  router.post(
    '/second-factor/totp/confirm',
    enrolling,
    jsonBody({ maxBytes: MAX_JSON_BODY_BYTES }),
    async (ctx) => {
      const attempt = sessionAttempt(ctx);
      const outcome = await confirmTotpEnrolment(factorDeps, attempt, ctx.request.body);
      ctx.body = answerCode(ctx, attempt, outcome, config.isProduction);
      ctx.state.log.info({ username: attempt.username }, 'staff authentication app enrolled');
    },
  );

  return router;
}
