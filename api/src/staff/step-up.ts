import type { Kysely } from 'kysely';
import { STEP_UP_MINUTES } from '@court/contract';
import { recordAudit } from '../audit';
import type { Clock } from '../platform/clock';
import type { Database } from '../platform/database/schema';
import { NotSignedInError, StepUpRequiredError } from '../platform/errors';
import type { RouteDeps } from '../route-deps';
import type { AppContext, AppMiddleware } from '../types';
import { recordThrottledSuccess, type ThrottleKeys } from './sign-in-throttle-service';
import { secondFactorsOf, type SecondFactorCode } from './staff-auth-service';
import { findStaffUserById } from './staff-user-repository';

const STEP_UP_MS = STEP_UP_MINUTES * 60_000;

/** The sensitive actions that ask for a recent second factor, as the audit names them. */
export type StepUpAction = 'forms.ssn.reveal' | 'staff.account.change' | 'alerts.emergency';

/**
 * Refuses the request with StepUpRequiredError, naming the factors the account can prove, unless
 * its session proved a second factor within STEP_UP_MINUTES. The refusal is audited, so the trail shows an action asked for and then done
 * (or not) after a proof. Only where the court requires second factors
 * (STAFF_SECOND_FACTOR_REQUIRED): without them there is nothing to step up to.
 */
export async function assertRecentFactor(
  deps: Pick<RouteDeps, 'db' | 'clock' | 'config'>,
  ctx: AppContext,
  action: StepUpAction,
): Promise<void> {
  if (!deps.config.staffSecondFactorRequired) return;
  const { staffUser, staffFactorAt, requestId } = ctx.state;
  if (!staffUser) throw new NotSignedInError();
  const provedAt = staffFactorAt === null ? Number.NaN : new Date(staffFactorAt).getTime();
  const recent = deps.clock.now().getTime() - provedAt <= STEP_UP_MS;
  if (recent && staffUser.secondFactor) return;
  const need = staffUser.secondFactor ? 'factor' : 'enrol';
  const account = await findStaffUserById(deps.db, staffUser.id);
  const factors = account ? await secondFactorsOf(deps.db, account) : [];
  await recordAudit(
    deps.db,
    deps.clock,
    { actor: staffUser.username, requestId },
    {
      action: 'staff.step-up-asked',
      subjectType: 'staff_user',
      subjectId: staffUser.username,
      details: { for: action, need },
    },
  );
  throw new StepUpRequiredError(need, factors);
}

/** A route guard for assertRecentFactor, placed after the role guard. */
export function requireRecentFactor(
  deps: Pick<RouteDeps, 'db' | 'clock' | 'config'>,
  action: StepUpAction,
): AppMiddleware {
  return async (ctx, next) => {
    await assertRecentFactor(deps, ctx, action);
    await next();
  };
}

/**
 * What a second factor proved again by a signed-in person records, in its transaction: the
 * name's failure counts are cleared (as a complete sign-in clears them) and the audit row.
 */
export async function recordStepUp(
  trx: Kysely<Database>,
  clock: Clock,
  proof: { username: string; keys: ThrottleKeys; requestId: string },
  method: SecondFactorCode | 'passkey',
): Promise<void> {
  await recordThrottledSuccess(trx, proof.keys, clock.now());
  await recordAudit(
    trx,
    clock,
    { actor: proof.username, requestId: proof.requestId },
    {
      action: 'staff.step-up',
      subjectType: 'staff_user',
      subjectId: proof.username,
      details: { method },
    },
  );
}
