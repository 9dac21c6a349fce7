import type Router from '@koa/router';
import { SEARCH_MISSES_ENDPOINT } from '@court/contract';
import { requireRole } from '../platform/http/require-role';
import { createStaffToolRouter } from '../platform/http/staff-api';
import type { SearchDeps } from './search-deps';
import type { AppState } from '../types';
import { listSearchMisses } from './search-service';

/** What visitors searched for and did not find (role admin): the most frequent queries. */
export function createSearchMissesRouter(deps: SearchDeps): Router<AppState> {
  const router = createStaffToolRouter();

  router.get(`/${SEARCH_MISSES_ENDPOINT}`, requireRole('admin'), async (ctx) => {
    ctx.body = await listSearchMisses(deps, ctx.state.staffUser);
  });

  return router;
}
