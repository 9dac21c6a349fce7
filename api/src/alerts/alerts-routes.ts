import type Router from '@koa/router';
import { ALERTS_ENDPOINT, MAX_JSON_BODY_BYTES } from '@court/contract';
import { ClientError } from '../platform/errors';
import { jsonBody } from '../platform/http/json-body';
import { requestLanguage } from '../platform/http/language';
import { requireRole } from '../platform/http/require-role';
import { shareResponse } from '../platform/http/shared-responses';
import { createStaffToolRouter } from '../platform/http/staff-api';
import type { RouteDeps } from '../route-deps';
import { assertRecentFactor } from '../staff';
import type { AppMiddleware, AppState } from '../types';
import {
  createSiteAlert,
  editSiteAlert,
  endSiteAlert,
  listAlertsForStaffUser,
  listPublicAlerts,
} from './site-alert-service';

/** An alert id from the address; anything but a whole number names no alert (404). */
function alertId(raw: string | undefined): number {
  if (raw === undefined || !/^\d{1,9}$/.test(raw)) throw new ClientError(404, 'notFound');
  return Number(raw);
}

/**
 * An emergency banner reaches every visitor at once: posting one, or changing one to be one,
 * needs a second factor proved within the last minutes. Read from the body the service then checks.
 */
function emergencyNeedsRecentFactor(deps: RouteDeps): AppMiddleware {
  return async (ctx, next) => {
    const input: unknown = ctx.request.body;
    const severity =
      typeof input === 'object' && input !== null
        ? (input as Record<string, unknown>).severity
        : null;
    if (severity === 'emergency') await assertRecentFactor(deps, ctx, 'alerts.emergency');
    await next();
  };
}

/** The public GET alerts, on the public API router (which carries the prefix). */
export function registerPublicAlertsRoutes(router: Router<AppState>, deps: RouteDeps): void {
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
export function createAlertsRouter(deps: RouteDeps): Router<AppState> {
  const router = createStaffToolRouter();
  const body = jsonBody({ maxBytes: MAX_JSON_BODY_BYTES });
  const emergency = emergencyNeedsRecentFactor(deps);

  router.get('/alerts', requireRole('alerts'), async (ctx) => {
    ctx.body = await listAlertsForStaffUser(deps, ctx.state.staffUser);
  });

  router.post('/alerts', requireRole('alerts'), body, emergency, async (ctx) => {
    ctx.body = await createSiteAlert(
      deps,
      ctx.state.staffUser,
      ctx.request.body,
      ctx.state.requestId,
    );
    ctx.status = 201;
  });

  router.put('/alerts/:id', requireRole('alerts'), body, emergency, async (ctx) => {
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
