import type Router from '@koa/router';
import {
  API_BASE,
  localizedPath,
  RETURN_TO_PARAM,
  SINGLE_SIGN_ON_CALLBACK_PATH,
  withSignInResult,
  type SignInOptions,
} from '@court/contract';
import { ClientError } from '../platform/errors';
import { requestLanguage } from '../platform/http/language';
import { createStaffToolRouter, STAFF_API_BASE } from '../platform/http/staff-api';
import { setStaffSessionCookie, STAFF_SESSION_COOKIE } from '../platform/http/staff-session-cookie';
import type { StaffDeps } from './staff-deps';
import type { AppContext, AppState } from '../types';
import { SingleSignOnClient } from './single-sign-on-client';
import {
  finishSingleSignOn,
  SIGN_IN_REQUEST_MINUTES,
  startSingleSignOn,
  type SingleSignOnDeps,
  type SingleSignOnRefusal,
} from './single-sign-on-service';

/** Binds a sign-in at the provider to the browser that started it, until the browser is back. */
const BROWSER_COOKIE = 'court_staff_sso';
/** Sent only to the start and the return of a single sign-on. */
const BROWSER_COOKIE_PATH = `${STAFF_API_BASE}/sso`;

/** The site's address the provider sends browsers back to: register it with the provider. */
export function singleSignOnRedirectUri(publicSiteUrl: string): string {
  return `${publicSiteUrl}${API_BASE}/${SINGLE_SIGN_ON_CALLBACK_PATH}`;
}

function setBrowserCookie(ctx: AppContext, value: string | null, isProduction: boolean): void {
  ctx.cookies.set(BROWSER_COOKIE, value ?? '', {
    httpOnly: true,
    // Lax: the provider sends the browser back by a top-level GET from its own site.
    sameSite: 'lax',
    path: BROWSER_COOKIE_PATH,
    ...(value === null ? { expires: new Date(0) } : { maxAge: SIGN_IN_REQUEST_MINUTES * 60_000 }),
    secure: isProduction && ctx.secure,
    overwrite: true,
  });
}

/** Back to the staff sign-in, in the sign-in's language, saying why it did not happen. */
function answerRefusal(ctx: AppContext, refusal: SingleSignOnRefusal): void {
  ctx.state.log.warn(
    { problem: refusal.problem, detail: refusal.detail },
    'staff single sign-on refused',
  );
  const staffPage = localizedPath('staff', refusal.language ?? requestLanguage(ctx));
  ctx.redirect(withSignInResult(staffPage, refusal.problem));
}

/**
 * Staff single sign-on through the court's OpenID Connect provider: GET /sso/start sends the
 * browser there, GET /sso/callback takes it back and signs the person in; both answer 404 when
 * the OIDC_ settings are not set. GET /sign-in-options tells the sign-in form which ways to
 * offer. All three are public: nobody is signed in yet.
 */
export function createSingleSignOnRouter(deps: StaffDeps): Router<AppState> {
  const router = createStaffToolRouter();
  const { db, clock, config } = deps;
  const settings = config.singleSignOn;
  const signOnDeps: SingleSignOnDeps | null = settings && {
    db,
    clock,
    settings,
    secondFactorRequired: config.staffSecondFactorRequired,
    client: new SingleSignOnClient(settings, singleSignOnRedirectUri(config.publicSiteUrl), clock),
  };
  const requireSingleSignOn = (): SingleSignOnDeps => {
    if (signOnDeps === null) throw new ClientError(404, 'notFound');
    return signOnDeps;
  };

  router.get('/sign-in-options', (ctx) => {
    // The same for everyone, and changed only by a restart.
    ctx.set('Cache-Control', 'public, max-age=60');
    ctx.body = {
      localSignIn: config.localSignIn,
      singleSignOn: settings && { name: settings.providerName },
    } satisfies SignInOptions;
  });

  router.get('/sso/start', async (ctx) => {
    const returnTo = ctx.query[RETURN_TO_PARAM];
    const outcome = await startSingleSignOn(
      requireSingleSignOn(),
      typeof returnTo === 'string' ? returnTo : undefined,
    );
    if (outcome.kind === 'refused') {
      answerRefusal(ctx, outcome);
      return;
    }
    setBrowserCookie(ctx, outcome.browserKey, config.isProduction);
    ctx.redirect(outcome.url.href);
  });

  router.get('/sso/callback', async (ctx) => {
    const outcome = await finishSingleSignOn(
      requireSingleSignOn(),
      new URLSearchParams(ctx.querystring),
      ctx.cookies.get(BROWSER_COOKIE),
      {
        requestId: ctx.state.requestId,
        ip: ctx.ip || null,
        userAgent: ctx.get('User-Agent') || null,
        previousSessionId: ctx.cookies.get(STAFF_SESSION_COOKIE),
      },
    );
    // A refusal leaves the cookie: a forged return must not cancel the sign-in under way.
    if (outcome.kind === 'refused') {
      answerRefusal(ctx, outcome);
      return;
    }
    setBrowserCookie(ctx, null, config.isProduction);
    setStaffSessionCookie(ctx, outcome.sessionId, config.isProduction);
    ctx.state.log.info(
      { username: outcome.username, result: outcome.result },
      'staff signed in through single sign-on',
    );
    ctx.redirect(withSignInResult(outcome.returnPath, outcome.result));
  });

  return router;
}
