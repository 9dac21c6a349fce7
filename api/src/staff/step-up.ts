import type { Kysely } from 'kysely';
import { STEP_UP_MINUTES, type SecondFactorKind } from '@court/contract';
import { recordAudit } from '../audit';
import type { Clock } from '../platform/clock';
import type { Database } from '../platform/database/schema';
import { ClientError, NotSignedInError, StepUpRequiredError } from '../platform/errors';
import type { StepUpDeps } from './staff-deps';
import type { AppContext, AppMiddleware } from '../types';
import type { SessionAttempt } from './second-factor-service';
import { recordThrottledSuccess, type ThrottleKeys } from './sign-in-throttle-service';
import { findSessionTimes } from './staff-session-repository';
import { secondFactorsOf, type SecondFactorCode } from './staff-auth-service';
import { findStaffUserById } from './staff-user-repository';

const STEP_UP_MS = STEP_UP_MINUTES * 60_000;

/** The sensitive actions that ask for a recent second factor, as the audit names them. */
export type StepUpAction =
  'forms.ssn.reveal' | 'staff.account.change' | 'alerts.emergency' | 'staff.factor.add';

/**
 * Refuses the request with StepUpRequiredError, naming the factors the account can prove, unless
 * its session proved a second factor within STEP_UP_MINUTES. The refusal is audited, so the trail shows an action asked for and then done
 * (or not) after a proof. Only where the court requires second factors
 * (STAFF_SECOND_FACTOR_REQUIRED): without them there is nothing to step up to.
 */
export async function assertRecentFactor(
  deps: StepUpDeps,
  ctx: AppContext,
  action: StepUpAction,
): Promise<void> {
  if (!deps.config.staffSecondFactorRequired) return;
  const { staffUser, staffFactorAt, requestId } = ctx.state;
  if (!staffUser) throw new NotSignedInError();
  const provedAt = staffFactorAt === null ? Number.NaN : new Date(staffFactorAt).getTime();
  const recent = deps.clock.now().getTime() - provedAt <= STEP_UP_MS;
  if (recent && staffUser.secondFactor) return;
  const account = await findStaffUserById(deps.db, staffUser.id);
  const factors = account ? await secondFactorsOf(deps.db, account) : [];
  await refuseUntilStepUp(deps, { username: staffUser.username, requestId }, action, factors);
}

/**
 * Audits the refusal (staff.step-up-asked, so the trail shows an action asked for and then done,
 * or not, after a proof) and refuses with StepUpRequiredError: prove one of `factors`, or set
 * one up first when there is none.
 */
async function refuseUntilStepUp(
  deps: Pick<StepUpDeps, 'db' | 'clock'>,
  who: { username: string; requestId: string },
  action: StepUpAction,
  factors: SecondFactorKind[],
): Promise<never> {
  const need = factors.length > 0 ? 'factor' : 'enrol';
  await recordAudit(
    deps.db,
    deps.clock,
    { actor: who.username, requestId: who.requestId },
    {
      action: 'staff.step-up-asked',
      subjectType: 'staff_user',
      subjectId: who.username,
      details: { for: action, need },
    },
  );
  throw new StepUpRequiredError(need, factors);
}

/**
 * Adding a passkey or an authentication app is itself sensitive: whoever held a signed-in session
 * for a moment could otherwise plant a passkey of their own and later sign in with it alone. A
 * signed-in session adds one only within STEP_UP_MINUTES of proving a factor the account has
 * (refused with StepUpRequiredError, which the staff pages answer with the step-up dialog), or,
 * for an account with none yet, of the sign-in that opened it. A session at the enrol step has
 * just given its password. Whether the court requires second factors or not.
 */
export async function assertMayAddFactor(
  deps: Pick<StepUpDeps, 'db' | 'clock'>,
  attempt: Pick<SessionAttempt, 'userId' | 'username' | 'sessionHash' | 'stage' | 'requestId'>,
): Promise<void> {
  if (attempt.stage !== 'complete') return;
  const session = await findSessionTimes(deps.db, attempt.sessionHash);
  const account = await findStaffUserById(deps.db, attempt.userId);
  if (!session || !account) throw new NotSignedInError();
  const now = deps.clock.now().getTime();
  const within = (iso: string | null) =>
    iso !== null && now - new Date(iso).getTime() <= STEP_UP_MS;
  const factors = await secondFactorsOf(deps.db, account);
  if (factors.length === 0) {
    if (within(session.createdAt)) return;
    throw new ClientError(403, 'staff.factor.signInAgain');
  }
  if (within(session.factorAt)) return;
  await refuseUntilStepUp(deps, attempt, 'staff.factor.add', factors);
}

/** A route guard for assertRecentFactor, placed after the role guard. */
export function requireRecentFactor(deps: StepUpDeps, action: StepUpAction): AppMiddleware {
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
