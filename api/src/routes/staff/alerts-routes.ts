import type Router from '@koa/router';
import { MAX_JSON_BODY_BYTES } from '@court/contract';
import { jsonBody } from '../../middleware/json-body';
import { requireRole } from '../../middleware/require-role';
import { ClientError } from '../../services/errors';
import {
  createSiteAlert,
  editSiteAlert,
  endSiteAlert,
  listAlertsForStaffUser,
} from '../../services/site-alert-service';
import type { AppState } from '../../types';
import type { RouteDeps } from '../route-deps';
import { createStaffToolRouter } from './staff-api';

/** An alert id from the address; anything but a whole number names no alert (404). */
function alertId(raw: string | undefined): number {
  if (raw === undefined || !/^\d{1,9}$/.test(raw)) throw new ClientError(404, 'notFound');
  return Number(raw);
}

/** Site alerts (role alerts): the list, a new alert, an edit, and ending one now. */
export function createAlertsRouter(deps: RouteDeps): Router<AppState> {
  const router = createStaffToolRouter();
  const body = jsonBody({ maxBytes: MAX_JSON_BODY_BYTES });

  router.get('/alerts', requireRole('alerts'), async (ctx) => {
    ctx.body = await listAlertsForStaffUser(deps, ctx.state.staffUser);
  });

  router.post('/alerts', requireRole('alerts'), body, async (ctx) => {
    ctx.body = await createSiteAlert(
      deps,
      ctx.state.staffUser,
      ctx.request.body,
      ctx.state.requestId,
    );
    ctx.status = 201;
  });

  router.put('/alerts/:id', requireRole('alerts'), body, async (ctx) => {
    ctx.body = await editSiteAlert(
      deps,
      ctx.state.staffUser,
      alertId(ctx.params.id),
      ctx.request.body,
      ctx.state.requestId,
    );
  });

  router.post('/alerts/:id/end', requireRole('alerts'), async (ctx) => {
    ctx.body = await endSiteAlert(
      deps,
      ctx.state.staffUser,
      alertId(ctx.params.id),
      ctx.state.requestId,
    );
  });

  return router;
}
