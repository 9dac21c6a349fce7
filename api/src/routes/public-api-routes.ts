import type Router from '@koa/router';
import { ALERTS_ENDPOINT, type ProofOfWorkCheckResponse } from '@court/contract';
import {
  contactUsForm,
  drivingPrivilegesForm,
  interpreterForm,
  zoomHearingForm,
} from '../forms/definitions';
import { jurorNotificationsForm } from '../forms/definitions/juror-notifications-form';
import { createProofOfWorkChallenge, verifyProofOfWork } from '../forms/proof-of-work';
import { registerPublicForm } from '../forms/submission-pipeline';
import { requestLanguage } from '../middleware/language';
import { getCareerPostingDocument } from '../services/careers-service';
import { listPublicAlerts } from '../services/site-alert-service';
import type { AppState } from '../types';
import { shareAnswer } from '../site/shared-answers';
import type { PageDataSources } from './page-data-sources';
import type { RouteDeps } from './route-deps';
import { registerSearchRoutes } from './search-routes';

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

  // Alerts in force, in ?lang= or else the browser's language. A short cache: a new alert or
  // one that starts or ends reaches visitors within the minute.
  router.get(`/${ALERTS_ENDPOINT}`, async (ctx) => {
    const asked = ctx.query.lang;
    const language = asked === 'en' || asked === 'es' ? asked : requestLanguage(ctx);
    if (asked !== language) ctx.vary('Accept-Language');
    ctx.set('Cache-Control', 'public, max-age=30');
    ctx.body = await listPublicAlerts(deps, language);
    // Chosen by the browser's language, the answer is not the same for everyone at this URL.
    if (asked === language) shareAnswer(ctx);
  });

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

  const proofOfWork = {
    secret: deps.config.proofOfWorkSecret,
    maxCounter: deps.config.proofOfWorkMaxCounter,
  };

  // A fresh challenge for each attempt to send a form; the browser solves it invisibly.
  router.get('/captcha/challenge', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await createProofOfWorkChallenge(proofOfWork);
  });

  // The spec's recaptcha call: whether a solved challenge would be accepted. It does not use it.
  router.get('/recaptcha', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const body: ProofOfWorkCheckResponse = {
      success: (await verifyProofOfWork(proofOfWork, ctx.query.token)) !== undefined,
    };
    ctx.body = body;
  });

  router.get('/careers/:id/document', async (ctx) => {
    const id = /^\d{1,9}$/.test(ctx.params.id ?? '') ? Number(ctx.params.id) : NaN;
    const file = Number.isNaN(id) ? undefined : await getCareerPostingDocument(deps.db, id);
    if (!file) return;
    ctx.type = 'application/pdf';
    ctx.set('Content-Disposition', `inline; filename="${file.filename}"`);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = file.bytes;
  });
}
