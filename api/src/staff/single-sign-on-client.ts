import * as oidc from 'openid-client';
import type { Clock } from '../platform/clock';
import type { SingleSignOnSettings } from './single-sign-on-settings';

/**
 * The court's OpenID Connect provider as openid-client speaks to it: the authorization code flow
 * with PKCE, state and nonce, the client authenticated with its secret. Every request to the
 * provider is bounded in time, and a provider that is away is an error the caller answers, never
 * a reason for the process to stop.
 */

/** Longest wait for each request to the provider: discovery, keys, token, userinfo. */
const PROVIDER_TIMEOUT_SECONDS = 5;
/** How long the provider's discovery document is used before it is read again. */
const DISCOVERY_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** What the court asks the provider to say about the person: who, their name and e-mail. */
const SCOPE = 'openid email profile';
/** Claims read from the person, besides the role claim; userinfo is asked when one is missing. */
const PERSON_CLAIMS = ['name', 'email', 'preferred_username'];

/** A sign-in about to leave for the provider, and what its return is checked against. */
export interface AuthorizationRequest {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The person the provider vouched for, as its ID token (and userinfo) say. */
export interface ProviderIdentity {
  /** The `iss` of the ID token: the provider's issuer identifier. */
  issuer: string;
  /** The `sub` of the ID token: the person, for good, at that provider. */
  subject: string;
  /** The ID token's claims, with the userinfo's for any it lacks. */
  claims: Readonly<Record<string, unknown>>;
  /** How the person signed in at the provider (RFC 8176), from the ID token. */
  amr: readonly string[];
  acr: string | null;
}

/** The provider could not be reached, or did not answer in time, or answered with a fault. */
export class ProviderUnavailableError extends Error {
  constructor(cause: unknown) {
    super('the OpenID Connect provider could not be reached', { cause });
    this.name = 'ProviderUnavailableError';
  }
}

interface ErrorShape {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  cause?: unknown;
}

/** Whether this one error (not its causes) says the provider was not there. */
function saysUnreachable({ name, message, code, cause }: ErrorShape): boolean {
  if (name === 'TimeoutError' || name === 'AbortError') return true;
  if (code === 'OAUTH_TIMEOUT' || code === 'OAUTH_ABORT') return true;
  if (name === 'TypeError' && message === 'fetch failed') return true;
  // A gateway's error page or a provider's fault rather than an OAuth answer.
  const status = typeof cause === 'object' && cause !== null ? (cause as Response).status : 0;
  return code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' && status >= 500;
}

/**
 * Whether an error of openid-client says the provider was not there rather than refusing. Read
 * by shape, down the chain of causes: fetch's errors come from Node's own realm, where
 * instanceof does not hold under every runner, and openid-client then wraps them.
 */
function isUnreachable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    if (saysUnreachable(current as ErrorShape)) return true;
    current = (current as ErrorShape).cause;
  }
  return false;
}

/** Runs a request to the provider, telling a provider that is away from one that refused. */
async function askProvider<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw isUnreachable(error) ? new ProviderUnavailableError(error) : error;
  }
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
}

export class SingleSignOnClient {
  private discovered: { configuration: Promise<oidc.Configuration>; at: number } | undefined;

  /**
   * @param redirectUri where the provider sends the browser back: the site's callback address,
   *   as registered with the provider.
   */
  constructor(
    private readonly settings: SingleSignOnSettings,
    private readonly redirectUri: string,
    private readonly clock: Clock,
  ) {}

  /**
   * The provider's configuration, from its discovery document, kept for a day. A failed
   * discovery is not kept: the next sign-in asks again.
   */
  private configuration(): Promise<oidc.Configuration> {
    const now = this.clock.now().getTime();
    if (this.discovered && now - this.discovered.at < DISCOVERY_MAX_AGE_MS) {
      return this.discovered.configuration;
    }
    const { issuer, clientId, clientSecret } = this.settings;
    const entry = {
      configuration: askProvider(() =>
        oidc.discovery(new URL(issuer), clientId, undefined, oidc.ClientSecretBasic(clientSecret), {
          timeout: PROVIDER_TIMEOUT_SECONDS,
          // Plain HTTP only reaches here outside production (config refuses it there).
          execute: issuer.startsWith('http://') ? [oidc.allowInsecureRequests] : [],
        }),
      ),
      at: now,
    };
    this.discovered = entry;
    entry.configuration.catch(() => {
      if (this.discovered === entry) this.discovered = undefined;
    });
    return entry.configuration;
  }

  /** A new sign-in at the provider: its address, and the secrets its return must match. */
  async authorizationRequest(): Promise<AuthorizationRequest> {
    const configuration = await this.configuration();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: SCOPE,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url, state, nonce, codeVerifier };
  }

  /**
   * Redeems the code the provider sent the browser back with (`query`, the callback's query)
   * and reads the person from the ID token, checked against the request's state, nonce and
   * verifier; userinfo fills the claims the ID token lacks. Throws ProviderUnavailableError when
   * the provider is away, and openid-client's errors when it refused or its answer did not hold.
   */
  async redeem(
    query: URLSearchParams,
    checks: Pick<AuthorizationRequest, 'state' | 'nonce' | 'codeVerifier'>,
  ): Promise<ProviderIdentity> {
    const configuration = await this.configuration();
    const callback = new URL(this.redirectUri);
    callback.search = query.toString();
    const tokens = await askProvider(() =>
      oidc.authorizationCodeGrant(configuration, callback, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      }),
    );
    const idToken = tokens.claims();
    if (idToken === undefined) throw new Error('the provider answered without an ID token');
    let claims: Record<string, unknown> = { ...idToken };
    const lacking = [this.settings.roleClaim, ...PERSON_CLAIMS].some((name) => !(name in idToken));
    if (lacking && configuration.serverMetadata().userinfo_endpoint !== undefined) {
      const userInfo = await askProvider(() =>
        oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub),
      );
      claims = { ...userInfo, ...idToken };
    }
    return {
      issuer: idToken.iss,
      subject: idToken.sub,
      claims,
      amr: stringList(idToken.amr),
      acr: typeof idToken.acr === 'string' ? idToken.acr : null,
    };
  }
}
