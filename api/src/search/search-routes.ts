import type Router from '@koa/router';
import { SEARCH_ENDPOINT } from '@court/contract';
import { InvalidInputError } from '../platform/errors';
import { requestLanguage } from '../platform/http/language';
import type { SearchDeps } from './search-deps';
import type { AppState } from '../types';
import { searchSite } from './search-service';
import type { SiteSearch } from './site-search';

/**
 * GET search?q=&lang=: the site search, in ?lang= or else the browser's language. The results
 * page the server renders searches the same index.
 */
export function registerSearchRoutes(
  router: Router<AppState>,
  deps: SearchDeps,
  search: SiteSearch,
): void {
  router.get(`/${SEARCH_ENDPOINT}`, async (ctx) => {
    const asked = ctx.query.lang;
    const language = asked === 'en' || asked === 'es' ? asked : requestLanguage(ctx);
    if (asked !== language) ctx.vary('Accept-Language');
    const query = ctx.query.q;
    if (Array.isArray(query)) throw new InvalidInputError({ q: 'body.invalid' });
    // Every search reaches the server, so each one that finds nothing is counted.
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await searchSite(
      { db: deps.db, clock: deps.clock, search, log: ctx.state.log },
      query ?? '',
      language,
    );
  });
}
