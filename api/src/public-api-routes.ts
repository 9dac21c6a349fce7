import { XSRF_PATH } from '@court/contract';
import type Router from '@koa/router';
import { registerPublicAlertsRoutes } from './alerts';
import { registerPublicCareersRoutes } from './careers';
import { registerOfficialPhotoRoutes } from './content';
import { registerDocumentRoutes } from './documents';
import {
  contactUsForm,
  drivingPrivilegesForm,
  interpreterForm,
  registerProofOfWorkRoutes,
  registerPublicForm,
  zoomHearingForm,
  type FormDefinition,
} from './forms';
import {
  courtDateReminderForm,
  registerBeforeYourHearingLinks,
  registerHearingFeedRoute,
  registerReminderRoutes,
  reminderStopLinks,
} from './hearings';
import {
  jurorNotificationsForm,
  jurorStopLinks,
  jurorStopPagePath,
  registerJurorStopRoutes,
} from './jury';
import { shareResponse } from './platform/http/shared-responses';
import { registerShortStopLinkRoute } from './platform/stop-links/short-stop-link-route';
import type { RouteDeps } from './route-deps';
import { registerSearchRoutes, type SiteSearch } from './search';
import type { PageDataSources } from './site';
import { registerPasswordLinkRoutes } from './staff';
import type { AppState } from './types';

/**
 * Public addresses outside the API: the document library's files, the short stop link of a
 * text message, and the links a reminder's "before your hearing" list gives.
 */
/** Every public form the submission pipeline takes, from the page's script or without it. */
export const PUBLIC_FORMS: readonly FormDefinition<unknown>[] = [
  interpreterForm,
  drivingPrivilegesForm,
  zoomHearingForm,
  contactUsForm,
  jurorNotificationsForm,
  courtDateReminderForm,
];

export function registerPublicSiteRoutes(router: Router<AppState>, deps: RouteDeps): void {
  registerDocumentRoutes(router, deps);
  registerShortStopLinkRoute(
    router,
    [reminderStopLinks(deps).pageOf, jurorStopLinks(deps).pageOf],
    (token) => jurorStopPagePath('en', token),
  );
  registerBeforeYourHearingLinks(router);
}

/** Public endpoints under /api/muni; the router carries the prefix. */
export function registerPublicApiRoutes(
  router: Router<AppState>,
  deps: RouteDeps,
  pageDataSources: PageDataSources,
  siteSearch: SiteSearch,
): void {
  // The server also renders pages with this data; the alerts, read per language, are below.
  for (const [path, read] of Object.entries(pageDataSources)) {
    if (path.includes('?')) continue;
    router.get(`/${path}`, async (ctx) => {
      // The earliest hearing date changes at midnight in Canton: a short cache is enough.
      ctx.set('Cache-Control', path.startsWith('forms/') ? 'max-age=300' : 'no-cache');
      ctx.body = await read();
      shareResponse(ctx);
    });
  }

  registerPublicAlertsRoutes(router, deps);
  registerOfficialPhotoRoutes(router, deps);

  registerSearchRoutes(router, deps, siteSearch);

  // The client calls this before its first POST; the XSRF middleware has set the cookie.
  router.get(`/${XSRF_PATH}`, (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 204;
  });

  for (const form of PUBLIC_FORMS) registerPublicForm(router, form, deps);
  registerReminderRoutes(router, deps);

  registerProofOfWorkRoutes(router, deps);

  registerPublicCareersRoutes(router, deps);

  registerPasswordLinkRoutes(router, deps);

  registerJurorStopRoutes(router, deps);

  registerHearingFeedRoute(router, deps);
}
