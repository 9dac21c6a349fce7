import type Router from '@koa/router';
import { SHORT_STOP_LINK_PREFIX } from '@court/contract';
import type { AppState } from '../../types';

/**
 * Where a feature's stop page is for a token it made: a site path, or null when the token is
 * not one of its kinds.
 */
export type StopPageResolver = (token: string) => Promise<string | null>;

/**
 * The short link texts end with, /u/<token>: on to the stop page of the feature whose token it
 * is, in the person's language. `fallback` answers a token no feature knows (its page says the
 * link is not valid).
 */
export function registerShortStopLinkRoute(
  router: Router<AppState>,
  resolvers: readonly StopPageResolver[],
  fallback: (token: string) => string,
): void {
  router.get(`${SHORT_STOP_LINK_PREFIX}:token`, async (ctx) => {
    // Tokens are capabilities: no answer that carries one may be kept by a cache.
    ctx.set('Cache-Control', 'no-store');
    const token = ctx.params.token ?? '';
    let page: string | null = null;
    for (const resolve of resolvers) {
      page = await resolve(token);
      if (page !== null) break;
    }
    ctx.status = 303;
    ctx.redirect(page ?? fallback(token));
  });
}
