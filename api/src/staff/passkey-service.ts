import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  SECOND_FACTOR_ROLES,
  STAFF_ROLES,
  type PasskeyCreationOptions,
  type PasskeysChanged,
  type StaffPasskey,
  type StaffPasskeyList,
} from '@court/contract';
import { passkeyNameRequestSchema } from '@court/contract/schemas';
import { recordAudit } from '../audit';
import {
  parseStoredRoles,
  authorizeStaff,
  toStaffUser,
  type SignedInStaff,
} from '../platform/authorization';
import { readPublishedCourtFacts } from '../content';
import type { Database } from '../platform/database/schema';
import { ClientError, NotSignedInError } from '../platform/errors';
import { readBody } from '../platform/read-with-schema';
import {
  deletePasskey,
  insertPasskey,
  listPasskeysOfUser,
  passkeyCredentialExists,
  type StaffPasskeyRow,
} from './passkey-repository';
import {
  bytesOfBase64url,
  CHALLENGE_MS,
  hashChallenge,
  readPasskeyId,
  readRegistrationCredential,
  signedChallenge,
  transportsOf,
  webAuthn,
  type PasskeyDeps,
} from './passkey-webauthn';
import {
  requireSessionAccount,
  withSecondFactor,
  type CodeOutcome,
  type SessionAttempt,
} from './second-factor-service';
import { throttleKeysFor } from './sign-in-throttle-service';
import { hashSessionId, newSessionId, recordCompleteSignIn } from './staff-auth-service';
import {
  completeStaffSession,
  setWebauthnChallenge,
  spendWebauthnChallenge,
} from './staff-session-repository';
import { setPasskeyUserHandleIfNone } from './staff-user-repository';
import { mailFactorAdded } from './factor-added-mail';
import { assertMayAddFactor } from './step-up';

/**
 * A person's passkeys (WebAuthn): adding one, signed in or at the enrol step of sign-in; their
 * own list of them; removing one. Signing in with one is passkey-sign-in-service's.
 */

function toStaffPasskey(passkey: StaffPasskeyRow): StaffPasskey {
  return {
    id: passkey.id,
    name: passkey.name,
    createdAt: passkey.createdAt,
    lastUsedAt: passkey.lastUsedAt,
    backedUp: passkey.backedUp === 1,
  };
}

/** The account's passkeys as its owner sees them, and the owner as now signed in. */
async function passkeysNow(
  db: Kysely<Database>,
  user: SignedInStaff,
  hasApp: boolean,
): Promise<PasskeysChanged> {
  const passkeys = await listPasskeysOfUser(db, user.id);
  return {
    user: toStaffUser({ ...user, secondFactor: hasApp || passkeys.length > 0 }),
    passkeys: passkeys.map(toStaffPasskey),
  };
}

/** The WebAuthn user handle of the account's passkeys, given it with its first. */
async function userHandleOf(
  db: Kysely<Database>,
  account: { id: number; passkeyUserHandle: string | null },
): Promise<string> {
  if (account.passkeyUserHandle !== null) return account.passkeyUserHandle;
  await setPasskeyUserHandleIfNone(db, account.id, randomBytes(32).toString('base64url'));
  const { passkeyUserHandle } = await requireSessionAccount(db, account.id);
  if (passkeyUserHandle === null) throw new Error('the passkey user handle was not kept');
  return passkeyUserHandle;
}

/**
 * POST staff/passkeys/options, for a signed-in person or a session at the enrol step: what the
 * browser needs to make a passkey for the account. Discoverable (kept on the device with the
 * account's handle) where the device can, so that it signs in without a username; the person
 * must unlock it (user verification). Its challenge is kept with the session; a newer start
 * replaces it. A signed-in session without a recent factor gets the step-up (assertMayAddFactor).
 */
export async function startPasskeyRegistration(
  deps: PasskeyDeps,
  attempt: SessionAttempt,
): Promise<PasskeyCreationOptions> {
  await assertMayAddFactor(deps, attempt);
  const account = await requireSessionAccount(deps.db, attempt.userId);
  const handle = await userHandleOf(deps.db, account);
  const passkeys = await listPasskeysOfUser(deps.db, account.id);
  const { generateRegistrationOptions } = await webAuthn();
  const options = await generateRegistrationOptions({
    // The name the person's passkey manager files it under: the court's, as published.
    rpName: (await readPublishedCourtFacts(deps.db, deps.clock.now())).name,
    rpID: deps.relyingParty.id,
    userName: account.username,
    userDisplayName: account.displayName,
    userID: bytesOfBase64url(handle),
    timeout: CHALLENGE_MS,
    attestationType: 'none',
    excludeCredentials: passkeys.map((passkey) => ({
      id: passkey.credentialId,
      transports: transportsOf(passkey),
    })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
  });
  await setWebauthnChallenge(deps.db, attempt.sessionHash, hashChallenge(options.challenge));
  return options;
}

/**
 * POST staff/passkeys { name, credential }: checks the browser's new passkey against the
 * session's challenge (which it uses up) and keeps it under the person's name for it; audited
 * as staff.passkey.register. The session has proved a factor: it gets a new id, and a session at
 * the enrol step is signed in (audited as staff.sign-in, method password+passkey or
 * sso+passkey). 409 without a challenge or for a passkey already kept; 400 for one that does not
 * check out.
 */
export async function finishPasskeyRegistration(
  deps: PasskeyDeps,
  attempt: SessionAttempt,
  input: unknown,
): Promise<CodeOutcome<PasskeysChanged>> {
  const { name } = readBody(passkeyNameRequestSchema, input);
  const credential = readRegistrationCredential(input);
  const challenge = signedChallenge(credential.response.clientDataJSON);
  const spent = await spendWebauthnChallenge(
    deps.db,
    attempt.sessionHash,
    hashChallenge(challenge),
  );
  if (!spent) throw new ClientError(409, 'staff.passkey.notStarted');
  const account = await requireSessionAccount(deps.db, attempt.userId);

  // The library throws for every way an answer can be wrong: each is a passkey not added.
  const { verifyRegistrationResponse } = await webAuthn();
  const registration = await verifyRegistrationResponse({
    response: credential,
    expectedChallenge: challenge,
    expectedOrigin: deps.relyingParty.origin,
    expectedRPID: deps.relyingParty.id,
    requireUserVerification: true,
  }).catch(() => null);
  if (!registration?.verified) throw new ClientError(400, 'staff.passkey.notVerified');
  const {
    credential: made,
    credentialDeviceType,
    credentialBackedUp,
  } = registration.registrationInfo;
  if (await passkeyCredentialExists(deps.db, made.id)) {
    throw new ClientError(409, 'staff.passkey.alreadyRegistered');
  }

  const sessionId = newSessionId();
  const nowIso = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await insertPasskey(trx, {
      staffUserId: account.id,
      credentialId: made.id,
      publicKey: Buffer.from(made.publicKey).toString('base64url'),
      signCount: made.counter,
      transports: (made.transports ?? []).join(','),
      backupEligible: credentialDeviceType === 'multiDevice' ? 1 : 0,
      backedUp: credentialBackedUp ? 1 : 0,
      name,
      createdAt: nowIso,
    });
    // A signed-in session adding a passkey proves no factor by it: its step-up time stays.
    const firstFactor = await completeStaffSession(
      trx,
      attempt.sessionHash,
      hashSessionId(sessionId),
      attempt.stage === 'complete' ? undefined : nowIso,
    );
    // A session ended meanwhile (signed out elsewhere) is not signed in.
    if (firstFactor === undefined) throw new NotSignedInError();
    await recordAudit(
      trx,
      deps.clock,
      { actor: account.username, requestId: attempt.requestId },
      {
        action: 'staff.passkey.register',
        subjectType: 'staff_user',
        subjectId: account.username,
        details: { name, backedUp: credentialBackedUp },
      },
    );
    await mailFactorAdded(trx, account, { kind: 'passkey', name }, deps.clock.now());
    if (attempt.stage !== 'complete') {
      await recordCompleteSignIn(
        trx,
        deps.clock,
        {
          userId: account.id,
          username: account.username,
          keys: throttleKeysFor(account.username, attempt.ip),
          requestId: attempt.requestId,
        },
        `${firstFactor}+passkey`,
      );
    }
  });
  const value = await passkeysNow(deps.db, withSecondFactor(account), account.totpSecret !== null);
  return { kind: 'accepted', value, sessionId };
}

/** GET staff/passkeys: the signed-in person's own passkeys, oldest first. */
export async function listOwnPasskeys(
  deps: Pick<PasskeyDeps, 'db'>,
  user: SignedInStaff | null,
): Promise<StaffPasskeyList> {
  const me = authorizeStaff(user, STAFF_ROLES);
  const passkeys = await listPasskeysOfUser(deps.db, me.id);
  return { passkeys: passkeys.map(toStaffPasskey) };
}

/**
 * DELETE staff/passkeys/:id: removes one of the person's passkeys; audited as
 * staff.passkey.remove. Refused (409) for the last second factor of an account whose roles need
 * one, while the court requires it: add another first. 404 for a passkey that is not theirs.
 */
export async function removeOwnPasskey(
  deps: PasskeyDeps,
  user: SignedInStaff | null,
  rawId: string | undefined,
  requestId: string,
): Promise<PasskeysChanged> {
  const me = authorizeStaff(user, STAFF_ROLES);
  const id = readPasskeyId(rawId);
  const account = await requireSessionAccount(deps.db, me.id);
  const passkeys = await listPasskeysOfUser(deps.db, me.id);
  const passkey = passkeys.find((candidate) => candidate.id === id);
  if (!passkey) throw new ClientError(404, 'staff.passkey.notFound');
  const needsOne = parseStoredRoles(account.roles).some((role) =>
    SECOND_FACTOR_ROLES.includes(role),
  );
  const isLastFactor = account.totpSecret === null && passkeys.length === 1;
  if (deps.secondFactorRequired && needsOne && isLastFactor) {
    throw new ClientError(409, 'staff.passkey.lastFactor');
  }
  await deps.db.transaction().execute(async (trx) => {
    if (!(await deletePasskey(trx, me.id, id))) {
      throw new ClientError(404, 'staff.passkey.notFound');
    }
    await recordAudit(
      trx,
      deps.clock,
      { actor: me.username, requestId },
      {
        action: 'staff.passkey.remove',
        subjectType: 'staff_user',
        subjectId: me.username,
        details: { passkey: id, name: passkey.name },
      },
    );
  });
  return passkeysNow(deps.db, me, account.totpSecret !== null);
}
