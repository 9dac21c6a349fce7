import type Router from '@koa/router';
import { ALERTS_ENDPOINT, MAX_JSON_BODY_BYTES } from '@court/contract';
import { ClientError } from '../platform/errors';
import { jsonBody } from '../platform/http/json-body';
import { requestLanguage } from '../platform/http/language';
import { requireRole } from '../platform/http/require-role';
import { shareResponse } from '../platform/http/shared-responses';
import { createStaffToolRouter } from '../platform/http/staff-api';
import type { AlertsDeps } from './alerts-deps';
import { assertRecentFactor } from '../staff';
import type { AppContext, AppState } from '../types';
import {
  createSiteAlert,
  editSiteAlert,
  endSiteAlert,
  listAlertsForStaffUser,
  listPublicAlerts,
  type EmergencyStepUp,
} from './site-alert-service';

/** An alert id from the address; anything but a whole number names no alert (404). */
function alertId(raw: string | undefined): number {
  if (raw === undefined || !/^\d{1,9}$/.test(raw)) throw new ClientError(404, 'notFound');
  return Number(raw);
}

/** The step-up check of this request, for the service to ask once it has read the alert. */
function stepUpOf(deps: AlertsDeps, ctx: AppContext): EmergencyStepUp {
  return () => assertRecentFactor(deps, ctx, 'alerts.emergency');
}

/** The public GET alerts, on the public API router (which carries the prefix). */
export function registerPublicAlertsRoutes(router: Router<AppState>, deps: AlertsDeps): void {
  // Alerts in force, in ?lang= or else the browser's language. A short cache: a new alert or
  // one that starts or ends reaches visitors within the minute.
  router.get(`/${ALERTS_ENDPOINT}`, async (ctx) => {
    const asked = ctx.query.lang;
    const language = asked === 'en' || asked === 'es' ? asked : requestLanguage(ctx);
    if (asked !== language) ctx.vary('Accept-Language');
    ctx.set('Cache-Control', 'public, max-age=30');
    ctx.body = await listPublicAlerts(deps, language);
    // Chosen by the browser's language, the response is not the same for everyone at this URL.
    if (asked === language) shareResponse(ctx);
  });
}

/** Site alerts (role alerts): the list, a new alert, an edit, and ending one now. */
export function createAlertsRouter(deps: AlertsDeps): Router<AppState> {
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
      stepUpOf(deps, ctx),
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
      stepUpOf(deps, ctx),
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
