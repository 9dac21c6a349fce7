import type Router from '@koa/router';
import { requireRole } from '../platform/http/require-role';
import { createStaffToolRouter } from '../platform/http/staff-api';
import type { AuditDeps } from './audit-deps';
import type { AppState } from '../types';
import { listAuditEntries } from './audit-service';

/** The audit log, for administrators: GET /audit with page and filters in the query. */
export function createAuditRouter(deps: AuditDeps): Router<AppState> {
  const router = createStaffToolRouter();

  router.get('/audit', requireRole('admin'), async (ctx) => {
    ctx.body = await listAuditEntries(deps.db, ctx.state.staffUser, ctx.query);
  });

  return router;
}
