import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  parseLocalizedPath,
  STAFF_ROLES,
  staffReturnPath,
  type Language,
  type SingleSignOnProblem,
  type SingleSignOnResult,
  type StaffRole,
} from '@court/contract';
import { tidyUsername } from '@court/contract/schemas';
import { recordAudit, type AuditContext } from '../audit';
import { parseStoredRoles } from '../platform/authorization';
import type { Clock } from '../platform/clock';
import type { Database } from '../platform/database/schema';
import { insertAccount, type ProviderPerson } from './account-changes';
import { NO_PASSWORD } from './passwords';
import {
  deleteExpiredSignInRequests,
  insertSignInRequest,
  takeSignInRequest,
} from './sign-in-request-repository';
import { throttleKeysFor } from './sign-in-throttle-service';
import {
  ProviderUnavailableError,
  type ProviderIdentity,
  type SingleSignOnClient,
} from './single-sign-on-client';
import type { RoleMap, SingleSignOnSettings } from './single-sign-on-settings';
import { displayNameProblem, emailProblem, usernameProblem } from './staff-account-fields';
import {
  openStaffSession,
  recordCompleteSignIn,
  secondFactorsOf,
  stageAfterFirstFactor,
  type SignInContext,
} from './staff-auth-service';
import {
  findStaffUserBySubject,
  findStaffUserByUsername,
  updateStaffFromProvider,
} from './staff-user-repository';
import { sha256Hex } from '../platform/crypto/sha256';

/**
 * Staff single sign-on through the court's OpenID Connect provider. A sign-in starts in a browser
 * (its state, nonce and PKCE verifier kept here, bound to that browser by a cookie) and ends when
 * the provider sends the browser back, once. The person is the provider's (issuer and subject):
 * their account is made at their first sign-in and takes their name, e-mail and roles, from the
 * role claim through the role table, at every sign-in. The session opens as a password's would,
 * past the court's own second factor when the provider says the person proved one.
 */

export interface SingleSignOnDeps {
  db: Kysely<Database>;
  clock: Clock;
  client: SingleSignOnClient;
  settings: SingleSignOnSettings;
  /** STAFF_SECOND_FACTOR_REQUIRED, for a person the provider did not ask for a second factor. */
  secondFactorRequired: boolean;
}

/** How long a browser has to come back from the provider. */
export const SIGN_IN_REQUEST_MINUTES = 10;
/** An account name when the provider gives none that fits the rules of usernames. */
const FALLBACK_USERNAME = 'staff';

/** A sign-in that did not happen: why, in which language to say it, and what for the log. */
export interface SingleSignOnRefusal {
  kind: 'refused';
  problem: SingleSignOnProblem;
  /** The language of the page the sign-in started from; null when no sign-in was found. */
  language: Language | null;
  detail: string;
}

export type StartOutcome =
  /** The browser goes to the provider, carrying `browserKey` in a cookie. */
  { kind: 'provider'; url: URL; browserKey: string } | SingleSignOnRefusal;

export type FinishOutcome =
  | {
      kind: 'signed-in';
      /** Complete, or the step of the court's second factor the session waits for. */
      result: Extract<SingleSignOnResult, 'complete' | 'factor' | 'enrol'>;
      sessionId: string;
      username: string;
      returnPath: string;
    }
  | SingleSignOnRefusal;

function refusal(
  problem: SingleSignOnProblem,
  language: Language | null,
  detail: string,
): SingleSignOnRefusal {
  return { kind: 'refused', problem, language, detail };
}

/** A failed request to the provider: it was away, or it refused or answered wrongly. */
function providerRefusal(error: unknown, language: Language): SingleSignOnRefusal {
  const problem = error instanceof ProviderUnavailableError ? 'unavailable' : 'failed';
  const cause = error instanceof ProviderUnavailableError ? error.cause : error;
  return refusal(problem, language, cause instanceof Error ? cause.message : String(cause));
}

/**
 * The staff roles the role claim's values give through the table, in the order of STAFF_ROLES.
 * The claim is a list of values, or one value.
 */
function rolesFromClaim(value: unknown, roleMap: RoleMap): StaffRole[] {
  const values: unknown[] = Array.isArray(value) ? value : [value];
  const granted = new Set(
    values.flatMap((item) => (typeof item === 'string' ? (roleMap.get(item) ?? []) : [])),
  );
  return STAFF_ROLES.filter((role) => granted.has(role));
}

/** Whether the provider says the person proved more than a password (amr, or acr, values). */
function provedSecondFactor(identity: ProviderIdentity, settings: SingleSignOnSettings): boolean {
  return (
    identity.amr.some((method) => settings.mfaAmr.includes(method)) ||
    (identity.acr !== null && settings.mfaAcr.includes(identity.acr))
  );
}

function claimText(claims: ProviderIdentity['claims'], name: string): string {
  const value = claims[name];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * A username for a new account from what the provider calls the person: preferred_username or
 * the e-mail, before any @, made to fit the rules of usernames.
 */
function usernameFrom(claims: ProviderIdentity['claims']): string {
  const given = claimText(claims, 'preferred_username') || claimText(claims, 'email');
  const base = tidyUsername(given.split('@')[0])
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[^a-z0-9]+/, '')
    .slice(0, 56);
  return usernameProblem(base) === null ? base : FALLBACK_USERNAME;
}

/** `base`, or base-2, base-3... whichever no account has yet. */
async function availableUsername(db: Kysely<Database>, base: string): Promise<string> {
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await findStaffUserByUsername(db, candidate))) return candidate;
  }
}

/**
 * Starts a sign-in at the provider for a browser that will come back to `returnTo` (a staff page
 * of this site; anything else comes back to /staff). The request is kept for
 * SIGN_IN_REQUEST_MINUTES; a provider that cannot be reached is a refusal, answered at once.
 */
export async function startSingleSignOn(
  deps: SingleSignOnDeps,
  returnTo: string | undefined,
): Promise<StartOutcome> {
  const returnPath = staffReturnPath(returnTo);
  const { language } = parseLocalizedPath(returnPath);
  let request;
  try {
    request = await deps.client.authorizationRequest();
  } catch (error) {
    return providerRefusal(error, language);
  }
  const browserKey = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  await deleteExpiredSignInRequests(deps.db, now.toISOString());
  await insertSignInRequest(deps.db, {
    stateHash: sha256Hex(request.state),
    browserHash: sha256Hex(browserKey),
    nonce: request.nonce,
    codeVerifier: request.codeVerifier,
    returnPath,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + SIGN_IN_REQUEST_MINUTES * 60_000).toISOString(),
  });
  return { kind: 'provider', url: request.url, browserKey };
}

type AccountOutcome =
  | { kind: 'account'; id: number; username: string; totpSecret: string | null; roles: StaffRole[] }
  | { kind: 'refused'; problem: 'noRole' | 'disabled' };

/**
 * The account of the person the provider vouched for, in the caller's transaction: found by
 * issuer and subject and brought up to date (name, e-mail, roles), or made at their first
 * sign-in with a username of their own. Refused when the account is disabled here, or when the
 * role claim gives no role (an existing account then keeps none). Changes are audited, as is a
 * refusal.
 */
async function accountOf(
  trx: Kysely<Database>,
  deps: SingleSignOnDeps,
  identity: ProviderIdentity,
  requestId: string,
): Promise<AccountOutcome> {
  const roles = rolesFromClaim(identity.claims[deps.settings.roleClaim], deps.settings.roleMap);
  const person: ProviderPerson = { issuer: identity.issuer, subject: identity.subject };
  const existing = await findStaffUserBySubject(trx, person.issuer, person.subject);
  const username =
    existing?.username ?? (await availableUsername(trx, usernameFrom(identity.claims)));
  const name = claimText(identity.claims, 'name');
  // An address the provider has not checked may be anyone's: the court's mail (set-password
  // links, factor notices) would go there. Such an address is not taken; a known one is kept.
  const email = identity.claims.email_verified === true ? claimText(identity.claims, 'email') : '';
  const fields = {
    username,
    displayName: displayNameProblem(name) === null ? name : username,
    email: emailProblem(email) === null ? email : (existing?.email ?? ''),
    roles,
  };
  const refuse = async (problem: 'noRole' | 'disabled'): Promise<AccountOutcome> => {
    // As for a wrong password: no actor, since nobody signed in.
    await recordAudit(
      trx,
      deps.clock,
      { actor: null, requestId },
      {
        action: 'staff.sign-in-failed',
        ...(existing && { subjectType: 'staff_user', subjectId: username }),
        details: { method: 'sso', reason: problem, username },
      },
    );
    return { kind: 'refused', problem };
  };

  if (!existing) {
    if (roles.length === 0) return refuse('noRole');
    const context: AuditContext = { actor: username, requestId };
    const { id } = await insertAccount(
      trx,
      deps.clock,
      fields,
      NO_PASSWORD,
      { context, source: 'sso' },
      person,
    );
    return { kind: 'account', id, username, totpSecret: null, roles };
  }
  if (existing.disabled === 1) return refuse('disabled');
  const rolesBefore = parseStoredRoles(existing.roles);
  await updateStaffFromProvider(
    trx,
    existing.id,
    { displayName: fields.displayName, email: fields.email, roles: roles.join(',') },
    deps.clock.now().toISOString(),
  );
  if (rolesBefore.join(',') !== roles.join(',')) {
    await recordAudit(
      trx,
      deps.clock,
      { actor: username, requestId },
      {
        action: 'staff.user.roles',
        subjectType: 'staff_user',
        subjectId: username,
        details: { from: rolesBefore, to: roles, source: 'sso' },
      },
    );
  }
  if (roles.length === 0) return refuse('noRole');
  return { kind: 'account', id: existing.id, username, totpSecret: existing.totpSecret, roles };
}

/**
 * Finishes a sign-in when the provider sends the browser back with `query`: only for the browser
 * that started it (`browserKey`, from its cookie), within its time, once. The code is redeemed,
 * the person's account found or made, and a session opened as a password opens one: complete
 * (audited as staff.sign-in, method sso) when the provider says the person proved a second
 * factor, else at the step of the court's own second factor their account needs, if any.
 */
export async function finishSingleSignOn(
  deps: SingleSignOnDeps,
  query: URLSearchParams,
  browserKey: string | undefined,
  context: SignInContext,
): Promise<FinishOutcome> {
  const state = query.get('state');
  if (state === null || browserKey === undefined) {
    return refusal('expired', null, state === null ? 'no state' : 'no browser cookie');
  }
  const request = await takeSignInRequest(
    deps.db,
    sha256Hex(state),
    sha256Hex(browserKey),
    deps.clock.now().toISOString(),
  );
  if (!request)
    return refusal('expired', null, 'unknown, used or expired state, or another browser');
  const { returnPath } = request;
  const { language } = parseLocalizedPath(returnPath);

  const error = query.get('error');
  if (error !== null) {
    return refusal(error === 'access_denied' ? 'cancelled' : 'failed', language, error);
  }
  let identity: ProviderIdentity;
  try {
    identity = await deps.client.redeem(query, {
      state,
      nonce: request.nonce,
      codeVerifier: request.codeVerifier,
    });
  } catch (redeemError) {
    return providerRefusal(redeemError, language);
  }

  const secondFactorByProvider = provedSecondFactor(identity, deps.settings);
  return deps.db.transaction().execute(async (trx): Promise<FinishOutcome> => {
    const account = await accountOf(trx, deps, identity, context.requestId);
    if (account.kind === 'refused') {
      return refusal(account.problem, language, `subject ${identity.subject}`);
    }
    const { id, username, roles } = account;
    const stage = secondFactorByProvider
      ? 'complete'
      : stageAfterFirstFactor(
          { factors: await secondFactorsOf(trx, account), roles },
          deps.secondFactorRequired,
        );
    const sessionId = await openStaffSession(
      trx,
      deps.clock,
      {
        userId: id,
        firstFactor: 'sso',
        stage,
        factorAt: secondFactorByProvider ? deps.clock.now().toISOString() : null,
      },
      context,
    );
    if (stage === 'complete') {
      await recordCompleteSignIn(
        trx,
        deps.clock,
        {
          userId: id,
          username,
          keys: throttleKeysFor(username, context.ip),
          requestId: context.requestId,
        },
        'sso',
        { providerSecondFactor: secondFactorByProvider },
      );
    }
    return { kind: 'signed-in', result: stage, sessionId, username, returnPath };
  });
}
