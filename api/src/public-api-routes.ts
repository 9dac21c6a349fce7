import type Router from '@koa/router';
import { registerPublicAlertsRoutes } from './alerts';
import { registerPublicCareersRoutes } from './careers';
import {
  contactUsForm,
  drivingPrivilegesForm,
  interpreterForm,
  registerProofOfWorkRoutes,
  registerPublicForm,
  zoomHearingForm,
} from './forms';
import { jurorNotificationsForm } from './jury';
import { shareAnswer } from './platform/http/shared-answers';
import type { RouteDeps } from './route-deps';
import { registerSearchRoutes } from './search';
import type { PageDataSources } from './site';
import type { AppState } from './types';

/** Public endpoints under /api/muni; the router carries the prefix. */
export function registerPublicApiRoutes(
  router: Router<AppState>,
  deps: RouteDeps,
  pageData: PageDataSources,
): void {
  // The answers pages are also rendered with on the server; alerts, read per language, below.
  for (const [path, answer] of Object.entries(pageData)) {
    if (path.includes('?')) continue;
    router.get(`/${path}`, async (ctx) => {
      // The earliest hearing date changes at midnight in Canton: a short cache is enough.
      ctx.set('Cache-Control', path.startsWith('forms/') ? 'max-age=300' : 'no-cache');
      ctx.body = await answer();
      shareAnswer(ctx);
    });
  }

  registerPublicAlertsRoutes(router, deps);

  registerSearchRoutes(router, deps);

  // The client calls this before its first POST; the XSRF middleware has set the cookie.
  router.get('/xsrf', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 204;
  });

  registerPublicForm(router, interpreterForm, deps);
  registerPublicForm(router, drivingPrivilegesForm, deps);
  registerPublicForm(router, zoomHearingForm, deps);
  registerPublicForm(router, contactUsForm, deps);
  registerPublicForm(router, jurorNotificationsForm, deps);

  registerProofOfWorkRoutes(router, deps);

  registerPublicCareersRoutes(router, deps);
}
