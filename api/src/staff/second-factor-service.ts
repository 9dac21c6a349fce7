import type { Kysely } from 'kysely';
import {
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_FIELDS,
  type TotpEnrolled,
  type TotpEnrolment,
} from '@court/contract';
import { secondFactorRequestSchema, totpConfirmationRequestSchema } from '@court/contract/schemas';
import { recordAudit, type AuditContext } from '../audit';
import { readPublishedCourtFacts } from '../content';
import { parseStoredRoles, toStaffUser, type SignedInStaff } from '../platform/authorization';
import type { Clock } from '../platform/clock';
import { openField, sealField, type FieldKeyring } from '../platform/crypto/field-encryption';
import type { Database } from '../platform/database/schema';
import type { StaffFirstFactor } from './staff-tables';
import type { StaffSessionStage } from '../platform/authorization';
import { ClientError, InvalidInputError, NotSignedInError } from '../platform/errors';
import { readBody } from '../platform/read-with-schema';
import type { AccountChangeAudit } from './account-changes';
import { mailFactorAdded } from './factor-added-mail';
import { deletePasskeysOfUser } from './passkey-repository';
import {
  deleteRecoveryCodes,
  replaceRecoveryCodes,
  spendRecoveryCode,
} from './recovery-code-repository';
import {
  hashRecoveryCode,
  matchTotpStep,
  newRecoveryCodes,
  newTotpEnrolment,
  normaliseRecoveryCode,
  readTotpCode,
} from './second-factor-codes';
import {
  claimThrottledAttempt,
  clearSignInThrottle,
  recordThrottledFailure,
  releaseThrottledAttempt,
  throttleKeysFor,
  type ThrottleClaim,
} from './sign-in-throttle-service';
import {
  hashSessionId,
  newSessionId,
  recordCompleteSignIn,
  type SecondFactorCode,
} from './staff-auth-service';
import { assertMayAddFactor, recordStepUp } from './step-up';
import {
  completeStaffSession,
  deleteStaffSessionsOfUser,
  findPendingTotpSecret,
  listPendingSecretsSealedWithOtherKeys,
  setPendingTotpSecret,
} from './staff-session-repository';
import {
  acceptTotpStep,
  clearFactorFailures,
  clearStaffTotp,
  countFactorFailure,
  enrolStaffTotp,
  findStaffUserById,
  listTotpSecretsSealedWithOtherKeys,
  updateStaffTotpSecret,
  type StaffUserRow,
} from './staff-user-repository';

/**
 * The second factor of staff sign-in: a code from an authentication app (TOTP) or a recovery
 * code, given after the password; enrolling an app; and removing one when its phone is lost.
 * Wrong codes are counted by the password's throttle, under the same keys, so knowing the
 * password buys no extra guesses. Neither secrets nor codes are ever logged or audited.
 */

export interface SecondFactorDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** Seals the app secrets at rest, as it seals SSNs. */
  keyring: FieldKeyring;
}

/** Authenticated with each sealed secret, so one copied to another column does not open. */
export const TOTP_SECRET_CONTEXT = 'staff_user.totp_secret';
const PENDING_TOTP_SECRET_CONTEXT = 'staff_session.totp_pending_secret';

/** The session a code, or an app being enrolled, comes from. */
export interface SessionAttempt {
  userId: number;
  username: string;
  /** The session's stored id. */
  sessionHash: string;
  /** How far the session is through sign-in; 'complete' for a signed-in user adding an app. */
  stage: StaffSessionStage;
  requestId: string;
  ip: string | null;
}

export type CodeOutcome<T> =
  /** Right: the session, past every step now, carries the new id. */
  | { kind: 'accepted'; value: T; sessionId: string }
  /** Too many recent failures for this name: not checked; try again after retryAfterSeconds. */
  | { kind: 'slowed'; retryAfterSeconds: number };

/** The account as signed in once it has proved, or just set up, a second factor. */
export function withSecondFactor(
  account: Pick<StaffUserRow, 'id' | 'username' | 'displayName' | 'roles'>,
): SignedInStaff {
  return {
    id: account.id,
    username: account.username,
    displayName: account.displayName,
    roles: parseStoredRoles(account.roles),
    secondFactor: true,
  };
}

/** The account behind a live session; sessions end with their account, so it is there. */
export async function requireSessionAccount(
  db: Kysely<Database>,
  userId: number,
): Promise<StaffUserRow> {
  const account = await findStaffUserById(db, userId);
  if (!account) throw new NotSignedInError();
  return account;
}

/**
 * Second-factor proofs an account may fail in a row before only an administrator's reset of its
 * second factor lets it prove one again (NIST SP 800-63B allows at most 100); the sign-in
 * throttle slows guessing long before.
 */
export const MAX_CONSECUTIVE_FACTOR_FAILURES = 100;

/** The account has failed MAX_CONSECUTIVE_FACTOR_FAILURES proofs in a row. */
export function factorLocked(account: { factorFailures: number }): boolean {
  return account.factorFailures >= MAX_CONSECUTIVE_FACTOR_FAILURES;
}

/** Refuses (403) a proof for an account whose second factor is locked. */
export function assertFactorNotLocked(account: { factorFailures: number }): void {
  if (factorLocked(account)) throw new ClientError(403, 'staff.secondFactor.locked');
}

/**
 * A wrong code (or a passkey that is not the account's), in its own committed transaction:
 * audited, and counted like a wrong password. A wrong proof of the account's own factor (not of
 * an app being enrolled) also counts toward MAX_CONSECUTIVE_FACTOR_FAILURES; the failure that
 * reaches it is audited as staff.second-factor-locked.
 */
export async function recordWrongCode(
  deps: Pick<SecondFactorDeps, 'db' | 'clock'>,
  attempt: SessionAttempt,
  claim: ThrottleClaim,
  proving: 'own-factor' | 'enrolment',
): Promise<void> {
  // The password was right, yet whoever typed it may not be the account's owner: no actor.
  const context: AuditContext = { actor: null, requestId: attempt.requestId };
  await deps.db.transaction().execute(async (trx) => {
    await recordAudit(trx, deps.clock, context, {
      action: 'staff.second-factor-failed',
      subjectType: 'staff_user',
      subjectId: attempt.username,
      details: { stage: attempt.stage },
    });
    await recordThrottledFailure(trx, deps.clock, claim, {
      context,
      shownName: attempt.username,
      accountUsername: attempt.username,
    });
    if (proving === 'enrolment') return;
    const failures = await countFactorFailure(trx, attempt.userId);
    if (failures === MAX_CONSECUTIVE_FACTOR_FAILURES) {
      await recordAudit(trx, deps.clock, context, {
        action: 'staff.second-factor-locked',
        subjectType: 'staff_user',
        subjectId: attempt.username,
        details: { failures },
      });
    }
  });
}

/**
 * Accepts a code from the account's app (once: a step at or before the last one accepted is
 * refused) or one of its unused recovery codes (marking it used). Null when it is neither.
 */
async function acceptCode(
  trx: Kysely<Database>,
  deps: SecondFactorDeps,
  account: StaffUserRow & { totpSecret: string },
  typed: string,
): Promise<SecondFactorCode | null> {
  const now = deps.clock.now();
  const appCode = readTotpCode(typed);
  if (appCode !== null) {
    const secret = openField(deps.keyring, TOTP_SECRET_CONTEXT, account.totpSecret);
    const step = matchTotpStep(secret, appCode, now);
    return step !== null && (await acceptTotpStep(trx, account.id, step)) ? 'totp' : null;
  }
  const recoveryCode = normaliseRecoveryCode(typed);
  if (recoveryCode === null) return null;
  const used = await spendRecoveryCode(
    trx,
    account.id,
    hashRecoveryCode(recoveryCode),
    now.toISOString(),
  );
  return used ? 'recovery-code' : null;
}

/**
 * Completes a session under a new id once its second factor is proved; how its first factor was
 * proved, for the audit row. A session ended meanwhile (signed out elsewhere) is not signed in.
 */
async function completeSession(
  trx: Kysely<Database>,
  attempt: SessionAttempt,
  newSessionIdHash: string,
  factorAt: string | undefined,
): Promise<StaffFirstFactor> {
  const firstFactor = await completeStaffSession(
    trx,
    attempt.sessionHash,
    newSessionIdHash,
    factorAt,
  );
  if (firstFactor === undefined) throw new NotSignedInError();
  return firstFactor;
}

/**
 * A code from the account's app or a recovery code, for a session at stage 'factor' (POST
 * staff/session/factor: it completes the sign-in, audited as staff.sign-in with its method) or a
 * signed-in one asked to prove its factor again before a sensitive action (POST
 * staff/session/step-up: audited as staff.step-up). Either way the session records the time of
 * the proof, which step-up reads, under a new id. A wrong code is 400 under `code`; while the
 * name's throttle holds, 'slowed' without checking the code.
 */
export async function proveSecondFactor(
  deps: SecondFactorDeps,
  attempt: SessionAttempt,
  input: unknown,
): Promise<CodeOutcome<SignedInStaff>> {
  const typed = readBody(secondFactorRequestSchema, input)[SECOND_FACTOR_FIELDS.code];
  const account = await requireSessionAccount(deps.db, attempt.userId);
  assertFactorNotLocked(account);
  const keys = throttleKeysFor(attempt.username, attempt.ip);
  const claimed = await claimThrottledAttempt(deps.db, deps.clock, keys);
  if (claimed.kind === 'slowed') return claimed;

  const { totpSecret } = account;
  const sessionId = newSessionId();
  const accepted = await deps.db.transaction().execute(async (trx) => {
    // An account with passkeys alone has no code that could be right.
    const factor =
      totpSecret === null ? null : await acceptCode(trx, deps, { ...account, totpSecret }, typed);
    if (factor === null) return false;
    const nowIso = deps.clock.now().toISOString();
    const firstFactor = await completeSession(trx, attempt, hashSessionId(sessionId), nowIso);
    const signIn = {
      userId: account.id,
      username: account.username,
      keys,
      requestId: attempt.requestId,
    };
    await clearFactorFailures(trx, account.id);
    if (attempt.stage === 'complete') await recordStepUp(trx, deps.clock, signIn, factor);
    else await recordCompleteSignIn(trx, deps.clock, signIn, `${firstFactor}+${factor}`);
    return true;
  });
  if (!accepted) {
    await recordWrongCode(deps, attempt, claimed.claim, 'own-factor');
    throw new InvalidInputError({ [SECOND_FACTOR_FIELDS.code]: 'staff.secondFactor.code.wrong' });
  }
  return { kind: 'accepted', value: withSecondFactor(account), sessionId };
}

/**
 * POST staff/second-factor/totp: a new app secret for an account without an app, kept sealed
 * with the session until a code from it confirms it (a newer start replaces it). 409 when the
 * account has an app already; for a signed-in session without a recent factor, the step-up
 * (assertMayAddFactor).
 */
export async function startTotpEnrolment(
  deps: SecondFactorDeps,
  attempt: SessionAttempt,
): Promise<TotpEnrolment> {
  const account = await requireSessionAccount(deps.db, attempt.userId);
  if (account.totpSecret !== null) throw new ClientError(409, 'staff.secondFactor.alreadyEnrolled');
  await assertMayAddFactor(deps, attempt);
  // The name the court publishes, as a new passkey is filed under it.
  const court = await readPublishedCourtFacts(deps.db, deps.clock.now());
  const enrolment = newTotpEnrolment(account.username, court.name);
  await setPendingTotpSecret(
    deps.db,
    attempt.sessionHash,
    sealField(deps.keyring, PENDING_TOTP_SECRET_CONTEXT, enrolment.secret),
  );
  return enrolment;
}

/**
 * POST staff/second-factor/totp/confirm: a right code from the app being enrolled puts it in
 * force, replaces the account's recovery codes with RECOVERY_CODE_COUNT new ones (only their
 * hashes are kept) and completes the session under a new id; audited as
 * staff.second-factor.enrol, and as the sign-in for a session that was at stage 'enrol'. The
 * code's step counts as used. A wrong code is 400 under `code` and counted like a wrong password.
 */
export async function confirmTotpEnrolment(
  deps: SecondFactorDeps,
  attempt: SessionAttempt,
  input: unknown,
): Promise<CodeOutcome<TotpEnrolled>> {
  const typed = readBody(totpConfirmationRequestSchema, input)[SECOND_FACTOR_FIELDS.code];
  const keys = throttleKeysFor(attempt.username, attempt.ip);
  const now = deps.clock.now();
  const pending = await findPendingTotpSecret(deps.db, attempt.sessionHash);
  if (pending === null) throw new ClientError(409, 'staff.secondFactor.notStarted');
  const account = await requireSessionAccount(deps.db, attempt.userId);
  if (account.totpSecret !== null) throw new ClientError(409, 'staff.secondFactor.alreadyEnrolled');
  const claimed = await claimThrottledAttempt(deps.db, deps.clock, keys);
  if (claimed.kind === 'slowed') return claimed;

  const secret = openField(deps.keyring, PENDING_TOTP_SECRET_CONTEXT, pending);
  const appCode = readTotpCode(typed);
  const step = appCode === null ? null : matchTotpStep(secret, appCode, now);
  if (step === null) {
    await recordWrongCode(deps, attempt, claimed.claim, 'enrolment');
    throw new InvalidInputError({
      [SECOND_FACTOR_FIELDS.code]: 'staff.secondFactor.appCode.wrong',
    });
  }

  const recovery = newRecoveryCodes(RECOVERY_CODE_COUNT);
  const sessionId = newSessionId();
  const nowIso = now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const enrolled = await enrolStaffTotp(trx, account.id, {
      sealedSecret: sealField(deps.keyring, TOTP_SECRET_CONTEXT, secret),
      step,
      enrolledAt: nowIso,
    });
    // Another session of the account enrolled an app since this one was checked.
    if (!enrolled) throw new ClientError(409, 'staff.secondFactor.alreadyEnrolled');
    await replaceRecoveryCodes(
      trx,
      account.id,
      recovery.map(({ hash }) => hash),
    );
    // A signed-in session adding an app proves no factor by it: its step-up time stays.
    const firstFactor = await completeSession(
      trx,
      attempt,
      hashSessionId(sessionId),
      attempt.stage === 'complete' ? undefined : nowIso,
    );
    await mailFactorAdded(trx, account, { kind: 'app' }, now);
    await recordAudit(
      trx,
      deps.clock,
      { actor: account.username, requestId: attempt.requestId },
      {
        action: 'staff.second-factor.enrol',
        subjectType: 'staff_user',
        subjectId: account.username,
        details: { recoveryCodes: recovery.length },
      },
    );
    if (attempt.stage !== 'complete') {
      await recordCompleteSignIn(
        trx,
        deps.clock,
        { userId: account.id, username: account.username, keys, requestId: attempt.requestId },
        `${firstFactor}+totp`,
      );
    }
  });
  // A signed-in session's new app proves nothing about the session: its count is taken back.
  if (attempt.stage === 'complete') await releaseThrottledAttempt(deps.db, claimed.claim);
  return {
    kind: 'accepted',
    value: {
      user: toStaffUser(withSecondFactor(account)),
      recoveryCodes: recovery.map(({ code }) => code),
    },
    sessionId,
  };
}

/**
 * Removes an account's app, recovery codes and passkeys, ends its sessions and lifts its sign-in
 * delays, for a person who lost their phone: they enrol again after their password. Audited as
 * staff.user.reset-second-factor. Pass the caller's transaction.
 */
export async function resetSecondFactor(
  trx: Kysely<Database>,
  clock: Clock,
  account: { id: number; username: string },
  audit: AccountChangeAudit,
): Promise<void> {
  await clearStaffTotp(trx, account.id, clock.now().toISOString());
  await deleteRecoveryCodes(trx, account.id);
  await deletePasskeysOfUser(trx, account.id);
  await deleteStaffSessionsOfUser(trx, account.id);
  await clearSignInThrottle(trx, account.username);
  await recordAudit(trx, clock, audit.context, {
    action: 'staff.user.reset-second-factor',
    subjectType: 'staff_user',
    subjectId: account.username,
    details: { source: audit.source },
  });
}

/**
 * Re-seals under the keyring's current key every app secret, in force or being enrolled, that
 * another key sealed (key rotation). The number re-sealed.
 */
export async function resealSecondFactorSecrets(
  db: Kysely<Database>,
  keyring: FieldKeyring,
): Promise<number> {
  // Staff accounts and sessions are few: one transaction holds them all.
  return db.transaction().execute(async (trx) => {
    const secrets = await listTotpSecretsSealedWithOtherKeys(trx, keyring.current.id);
    for (const { id, totpSecret } of secrets) {
      const plain = openField(keyring, TOTP_SECRET_CONTEXT, totpSecret);
      await updateStaffTotpSecret(trx, id, sealField(keyring, TOTP_SECRET_CONTEXT, plain));
    }
    const pending = await listPendingSecretsSealedWithOtherKeys(trx, keyring.current.id);
    for (const { idHash, totpPendingSecret } of pending) {
      const plain = openField(keyring, PENDING_TOTP_SECRET_CONTEXT, totpPendingSecret);
      await setPendingTotpSecret(
        trx,
        idHash,
        sealField(keyring, PENDING_TOTP_SECRET_CONTEXT, plain),
      );
    }
    return secrets.length + pending.length;
  });
}
