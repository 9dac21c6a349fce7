import type Router from '@koa/router';
import { API_BASE, JUROR_STOP_ENDPOINT } from '@court/contract';
import type { JuryDeps } from './jury-deps';
import type { AppState } from '../types';
import { getJurorStopStatus, stopPageForToken, stopJurorNotices } from './juror-stop-service';

/** The one path a mail client's one-click POST reaches; the XSRF check lets it through. */
export const JUROR_STOP_PATH = `${API_BASE}/${JUROR_STOP_ENDPOINT}`;

// Tokens are capabilities: no answer that carries or follows one may be kept by a cache.
const NO_STORE = 'no-store';

/**
 * The juror's way out of notices, under /api/muni (the router carries the prefix):
 * GET juror/unsubscribe?token= tells where the registration stands (JSON), or sends a browser
 * that opened the address itself to the confirmation page; POST juror/unsubscribe?token= stops
 * the notices: the page's button, or a mail client's one-click (RFC 8058), whose body
 * ("List-Unsubscribe=One-Click") is never read, since the token alone decides.
 */
export function registerJurorStopRoutes(router: Router<AppState>, deps: JuryDeps): void {
  const path = `/${JUROR_STOP_ENDPOINT}`;

  router.get(path, async (ctx) => {
    ctx.set('Cache-Control', NO_STORE);
    const token = typeof ctx.query.token === 'string' ? ctx.query.token : '';
    if (ctx.accepts('json', 'html') === 'html') {
      ctx.status = 303;
      ctx.redirect(await stopPageForToken(deps, token));
      return;
    }
    ctx.body = await getJurorStopStatus(deps, ctx.query.token);
  });

  router.post(path, async (ctx) => {
    ctx.set('Cache-Control', NO_STORE);
    ctx.body = await stopJurorNotices(deps, ctx.query.token);
  });
}
