import type { PasskeyRequestOptions } from '@court/contract';
import type { SignedInStaff } from '../platform/authorization';
import { ClientError, NotSignedInError } from '../platform/errors';
import {
  deleteExpiredPasskeyChallenges,
  findPasskeyByCredentialId,
  insertPasskeyChallenge,
  listPasskeysOfUser,
  recordPasskeyUse,
  spendPasskeyChallenge,
} from './passkey-repository';
import {
  CHALLENGE_MS,
  hashChallenge,
  readAuthenticationCredential,
  signedChallenge,
  transportsOf,
  verifyPasskeyUse,
  webAuthn,
  type PasskeyDeps,
} from './passkey-webauthn';
import {
  assertFactorNotLocked,
  factorLocked,
  recordWrongCode,
  requireSessionAccount,
  withSecondFactor,
  type CodeOutcome,
  type SessionAttempt,
} from './second-factor-service';
import { claimThrottledAttempt, throttleKeysFor } from './sign-in-throttle-service';
import {
  hashSessionId,
  newSessionId,
  openStaffSession,
  recordCompleteSignIn,
  recordFailedSignIn,
  type SignInContext,
  type SignInOutcome,
} from './staff-auth-service';
import { clearFactorFailures } from './staff-user-repository';
import {
  completeStaffSession,
  setWebauthnChallenge,
  spendWebauthnChallenge,
} from './staff-session-repository';
import { recordStepUp } from './step-up';

/*
 * Signing in with a passkey: alone, before any session (it proves both factors: the device, and
 * the fingerprint, face or PIN that unlocks it; and it cannot be phished, since the browser signs
 * for this site only), or as the factor step after a password. A passkey of a known account that
 * fails counts in the sign-in throttle like a wrong password.
 */

/**
 * POST staff/session/passkey/options, before any session: a challenge for any passkey of this
 * site (the browser offers the person's own, also in the username field's autofill), kept for
 * CHALLENGE_MS. Each call sweeps the challenges nobody answered.
 */
export async function startPasskeySignIn(deps: PasskeyDeps): Promise<PasskeyRequestOptions> {
  const { generateAuthenticationOptions } = await webAuthn();
  const options = await generateAuthenticationOptions({
    rpID: deps.relyingParty.id,
    userVerification: 'required',
    timeout: CHALLENGE_MS,
  });
  const now = deps.clock.now();
  await deleteExpiredPasskeyChallenges(deps.db, now.toISOString());
  await insertPasskeyChallenge(
    deps.db,
    hashChallenge(options.challenge),
    new Date(now.getTime() + CHALLENGE_MS).toISOString(),
  );
  return options;
}

/**
 * POST staff/session/passkey { credential }: a passkey alone signs its owner in, past every step
 * (it proves both factors), into a new session whose factor_at is now; audited as staff.sign-in
 * with method passkey. The challenge is used up first (400 when it expired or was used).
 * A passkey no account has, one of a disabled account, or a signature that does not check out
 * is 'failed', audited as staff.sign-in-failed; for a known account it counts in the sign-in
 * throttle like a wrong password, and while the throttle holds the account the answer is
 * 'slowed', unchecked.
 */
export async function finishPasskeySignIn(
  deps: PasskeyDeps,
  input: unknown,
  context: SignInContext,
): Promise<Exclude<SignInOutcome, { kind: 'next-step' }>> {
  const credential = readAuthenticationCredential(input);
  const challenge = signedChallenge(credential.response.clientDataJSON);
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  if (!(await spendPasskeyChallenge(deps.db, hashChallenge(challenge), nowIso))) {
    throw new ClientError(400, 'staff.passkey.expired');
  }
  const passkey = await findPasskeyByCredentialId(deps.db, credential.id);
  if (!passkey) {
    // No account to count the failure under: the route's rate limit bounds such attempts.
    await recordFailedSignIn(deps, {
      requestId: context.requestId,
      details: { method: 'passkey', username: null },
      counted: null,
    });
    return { kind: 'failed', username: 'unknown passkey' };
  }

  const keys = throttleKeysFor(passkey.username, context.ip);
  const claimed = await claimThrottledAttempt(deps.db, deps.clock, keys);
  if (claimed.kind === 'slowed') {
    return {
      kind: 'slowed',
      username: passkey.username,
      retryAfterSeconds: claimed.retryAfterSeconds,
    };
  }
  // An account whose second factor is locked signs in with none of its factors until reset.
  const account = await requireSessionAccount(deps.db, passkey.staffUserId);
  const use =
    passkey.disabled === 0 && !factorLocked(account)
      ? await verifyPasskeyUse(deps, passkey, credential, challenge)
      : null;
  if (use === null) {
    await recordFailedSignIn(deps, {
      requestId: context.requestId,
      details: {
        method: 'passkey',
        username: passkey.username,
        ...(factorLocked(account) && { factorLocked: true }),
      },
      counted: {
        claim: claimed.claim,
        shownName: passkey.username,
        accountUsername: passkey.username,
      },
    });
    return { kind: 'failed', username: passkey.username };
  }

  const sessionId = await deps.db.transaction().execute(async (trx) => {
    await recordPasskeyUse(trx, passkey.id, { ...use, usedAt: nowIso });
    await clearFactorFailures(trx, passkey.staffUserId);
    const opened = await openStaffSession(
      trx,
      deps.clock,
      { userId: passkey.staffUserId, firstFactor: 'passkey', stage: 'complete', factorAt: nowIso },
      context,
    );
    await recordCompleteSignIn(
      trx,
      deps.clock,
      {
        userId: passkey.staffUserId,
        username: passkey.username,
        keys,
        requestId: context.requestId,
      },
      'passkey',
    );
    return opened;
  });
  return {
    kind: 'signed-in',
    user: withSecondFactor({ ...passkey, id: passkey.staffUserId }),
    sessionId,
  };
}

/**
 * POST staff/session/factor/passkey/options, from a session at the factor step: a challenge for
 * one of the account's passkeys, kept with the session.
 */
export async function startPasskeyFactor(
  deps: PasskeyDeps,
  attempt: Pick<SessionAttempt, 'userId' | 'sessionHash'>,
): Promise<PasskeyRequestOptions> {
  const passkeys = await listPasskeysOfUser(deps.db, attempt.userId);
  const { generateAuthenticationOptions } = await webAuthn();
  const options = await generateAuthenticationOptions({
    rpID: deps.relyingParty.id,
    userVerification: 'required',
    timeout: CHALLENGE_MS,
    allowCredentials: passkeys.map((passkey) => ({
      id: passkey.credentialId,
      transports: transportsOf(passkey),
    })),
  });
  await setWebauthnChallenge(deps.db, attempt.sessionHash, hashChallenge(options.challenge));
  return options;
}

/**
 * POST staff/session/factor/passkey { credential }, from a session at the factor step: one of
 * the account's passkeys completes the sign-in under a new session id (audited as staff.sign-in,
 * method password+passkey, or sso+passkey); from a signed-in one asked to prove its factor
 * again, it records the proof for step-up (audited as staff.step-up, method passkey). Any other
 * answer is counted like a wrong code and refused with 400; while the throttle holds, 'slowed'
 * unchecked. 409 when the session asked for no challenge.
 */
export async function provePasskeyFactor(
  deps: PasskeyDeps,
  attempt: SessionAttempt,
  input: unknown,
): Promise<CodeOutcome<SignedInStaff>> {
  const credential = readAuthenticationCredential(input);
  const keys = throttleKeysFor(attempt.username, attempt.ip);
  const now = deps.clock.now();
  assertFactorNotLocked(await requireSessionAccount(deps.db, attempt.userId));
  const challenge = signedChallenge(credential.response.clientDataJSON);
  const spent = await spendWebauthnChallenge(
    deps.db,
    attempt.sessionHash,
    hashChallenge(challenge),
  );
  if (!spent) throw new ClientError(409, 'staff.passkey.notStarted');
  const claimed = await claimThrottledAttempt(deps.db, deps.clock, keys);
  if (claimed.kind === 'slowed') return claimed;
  const passkey = await findPasskeyByCredentialId(deps.db, credential.id);
  const use =
    passkey?.staffUserId === attempt.userId
      ? await verifyPasskeyUse(deps, passkey, credential, challenge)
      : null;
  if (passkey === undefined || use === null) {
    await recordWrongCode(deps, attempt, claimed.claim, 'own-factor');
    throw new ClientError(400, 'staff.passkey.factorFailed');
  }

  const sessionId = newSessionId();
  const nowIso = now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await recordPasskeyUse(trx, passkey.id, { ...use, usedAt: nowIso });
    const firstFactor = await completeStaffSession(
      trx,
      attempt.sessionHash,
      hashSessionId(sessionId),
      nowIso,
    );
    // A session ended meanwhile (signed out elsewhere) is not signed in.
    if (firstFactor === undefined) throw new NotSignedInError();
    await clearFactorFailures(trx, attempt.userId);
    const proof = {
      userId: attempt.userId,
      username: passkey.username,
      keys,
      requestId: attempt.requestId,
    };
    if (attempt.stage === 'complete') await recordStepUp(trx, deps.clock, proof, 'passkey');
    else await recordCompleteSignIn(trx, deps.clock, proof, `${firstFactor}+passkey`);
  });
  return {
    kind: 'accepted',
    value: withSecondFactor({ ...passkey, id: passkey.staffUserId }),
    sessionId,
  };
}
