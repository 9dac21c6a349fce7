import type Router from '@koa/router';
import { requireRole } from '../../middleware/require-role';
import { listAuditEntries } from '../../services/audit-service';
import type { AppState } from '../../types';
import type { RouteDeps } from '../route-deps';
import { createStaffToolRouter } from './staff-api';

/** The audit log, for administrators: GET /audit with page and filters in the query. */
export function createAuditRouter(deps: RouteDeps): Router<AppState> {
  const router = createStaffToolRouter();

  router.get('/audit', requireRole('admin'), async (ctx) => {
    ctx.body = await listAuditEntries(deps.db, ctx.state.staffUser, ctx.query);
  });

  return router;
}
