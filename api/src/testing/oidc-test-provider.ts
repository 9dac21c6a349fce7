import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import request from 'supertest';
import { escapeHtml } from '../platform/http/html-text';

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1, for the tests of staff single
 * sign-on: the API under test discovers it, sends browsers to it and redeems its codes as it
 * would Microsoft Entra ID's or Okta's. Its sign-in page lets a test (or a browser) pick one of
 * the test accounts and say whether the person proved a second factor there.
 */

/** A person the provider knows; a test may change the groups between two sign-ins. */
export interface TestIdentity {
  preferredUsername?: string;
  email?: string;
  /** False: the provider has not checked that the address is the person's (email_verified). */
  emailVerified?: boolean;
  name?: string;
  groups: string[];
}

/** What the person does on the provider's sign-in page. */
export interface ProviderSignIn {
  /** The account to sign in as; its key in `accounts`. */
  account: string;
  /** They proved a second factor at the provider: the ID token's amr then says mfa. */
  mfa?: boolean;
  /** They cancel instead: the provider answers access_denied. */
  cancel?: boolean;
}

export interface OidcTestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The people who can sign in, by subject (the `sub` claim). */
  accounts: Map<string, TestIdentity>;
  /**
   * Walks a browser through the provider from the authorization URL the API redirected to:
   * the sign-in page, then back. Returns where the provider sends the browser (the redirect
   * URI with the code and state, or with the error).
   */
  signIn(authorizationUrl: string, choice: ProviderSignIn): Promise<URL>;
  close(): Promise<void>;
}

const INTERACTION_PATH = /^\/interaction\/([A-Za-z0-9_-]+)$/;
// Groups come with the openid scope, as Entra ID and Okta's group claims do.
const SCOPE = 'openid email profile';

function signInPage(uid: string, accounts: Iterable<string>): string {
  const options = [...accounts]
    .map((sub) => `<option value="${escapeHtml(sub)}">${escapeHtml(sub)}</option>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test provider sign-in</title></head>
<body><main><h1>Test provider sign-in</h1>
<form method="post" action="/interaction/${uid}">
<p><label for="account">Account</label> <select id="account" name="account">${options}</select></p>
<p><input type="checkbox" id="mfa" name="mfa" value="yes"> <label for="mfa">Proved a second factor</label></p>
<p><button type="submit" name="action" value="sign-in">Sign in</button>
<button type="submit" name="action" value="cancel">Cancel</button></p>
</form></main></body></html>`;
}

async function readForm(ctx: { req: IncomingMessage }): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of ctx.req) chunks.push(Buffer.from(chunk as Uint8Array));
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

/**
 * Starts the provider on 127.0.0.1 (on `port`, or a free one), with one confidential client
 * whose only redirect URI is `redirectUri`.
 */
export async function startOidcTestProvider(options: {
  redirectUri: string;
  accounts?: Record<string, TestIdentity>;
  port?: number;
}): Promise<OidcTestProvider> {
  const accounts = new Map(Object.entries(options.accounts ?? {}));
  const clientId = 'court-staff';
  const clientSecret = randomBytes(24).toString('base64url');
  const server = createServer();
  const port = await listen(server, options.port ?? 0);
  const issuer = `http://127.0.0.1:${port}`;
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    format: 'jwk',
  });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(24).toString('base64url')] },
    claims: {
      openid: ['sub', 'amr', 'groups'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
    },
    pkce: { required: () => true },
    // Set, so the provider does not remind each test run of its defaults.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const identity = accounts.get(sub);
      if (!identity) return undefined;
      return {
        accountId: sub,
        // Read at each request, so a change of groups shows at the next sign-in.
        claims: () => ({
          sub,
          email: identity.email,
          email_verified: identity.email !== undefined && identity.emailVerified !== false,
          name: identity.name,
          preferred_username: identity.preferredUsername,
          groups: [...identity.groups],
        }),
      };
    },
    // The court's client is first-party: what it asks for is granted without a consent page.
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client?.clientId,
        accountId: ctx.oidc.session?.accountId,
      });
      grant.addOIDCScope(SCOPE);
      await grant.save();
      return grant;
    },
  });

  provider.use(async (ctx, next) => {
    const uid = INTERACTION_PATH.exec(ctx.path)?.[1];
    if (uid === undefined) return next();
    // Throws for an unknown or expired interaction; the provider's error page answers.
    await provider.interactionDetails(ctx.req, ctx.res);
    if (ctx.method === 'GET') {
      ctx.type = 'html';
      ctx.body = signInPage(uid, accounts.keys());
      return undefined;
    }
    const form = await readForm(ctx);
    ctx.respond = false;
    if (form.get('action') === 'cancel') {
      await provider.interactionFinished(ctx.req, ctx.res, {
        error: 'access_denied',
        error_description: 'The person cancelled the sign-in',
      });
      return undefined;
    }
    await provider.interactionFinished(
      ctx.req,
      ctx.res,
      {
        login: {
          accountId: form.get('account') ?? '',
          amr: form.get('mfa') === 'yes' ? ['pwd', 'mfa'] : ['pwd'],
        },
      },
      { mergeWithLastSubmission: false },
    );
    return undefined;
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    async signIn(authorizationUrl, choice) {
      const browser = request.agent(issuer);
      const pathOf = (location: string) => {
        const url = new URL(location, issuer);
        return `${url.pathname}${url.search}`;
      };
      const toSignInPage = await browser.get(pathOf(authorizationUrl)).expect(303);
      const signInPagePath = pathOf(String(toSignInPage.headers.location));
      await browser.get(signInPagePath).expect(200);
      const submitted = await browser
        .post(signInPagePath)
        .type('form')
        .send({
          account: choice.account,
          action: choice.cancel ? 'cancel' : 'sign-in',
          ...(choice.mfa ? { mfa: 'yes' } : {}),
        })
        .expect(303);
      const back = await browser.get(pathOf(String(submitted.headers.location))).expect(303);
      return new URL(String(back.headers.location));
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
