import type Router from '@koa/router';
import { validationMessage, type FormSubmissionResponse } from '@court/contract';
import { requestLanguage } from '../middleware/language';
import { getCareerPostingDocument, listPublicCareerPostings } from '../services/careers-service';
import { submitContactMessage } from '../services/contact-service';
import { listDocumentsByGroup } from '../services/documents-service';
import { submitInterpreterRequest, type SubmissionOutcome } from '../services/interpreter-service';
import { getSiteMessage } from '../services/site-message-service';
import type { AppContext, AppState } from '../types';
import type { RouteDeps } from './route-deps';

/**
 * Answers a form submission like the spec's court forms: 200 { success: true } when stored or
 * ignored as spam (a bot learns nothing), 400 with a translated message per field otherwise.
 */
function answerSubmission(ctx: AppContext, outcome: SubmissionOutcome): void {
  if (outcome.kind === 'invalid') {
    const language = requestLanguage(ctx);
    const errors = Object.fromEntries(
      Object.entries(outcome.errors).map(([field, code]) => [
        field,
        validationMessage(code, language),
      ]),
    );
    const body: FormSubmissionResponse = {
      success: false,
      error: validationMessage('form.invalid', language),
      errors,
    };
    ctx.status = 400;
    ctx.body = body;
    return;
  }
  if (outcome.kind === 'ignored') ctx.state.log.info('honeypot filled: submission ignored');
  const body: FormSubmissionResponse = { success: true };
  ctx.body = body;
}

/** Public endpoints under /api/muni (spec section 7); the router carries the prefix. */
export function registerPublicApiRoutes(router: Router<AppState>, deps: RouteDeps): void {
  // The client calls this before its first POST; the XSRF middleware has set the cookie.
  router.get('/xsrf', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 204;
  });

  router.get('/juror/message', async (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = await getSiteMessage(deps.db, 'juror');
  });

  router.get('/drug-testing/message', async (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = await getSiteMessage(deps.db, 'drug-testing');
  });

  router.post('/forms/interpreter', async (ctx) => {
    const outcome = await submitInterpreterRequest(
      { db: deps.db, clock: deps.clock, courtMailbox: deps.config.courtMailbox },
      ctx.request.body,
      ctx.state.requestId,
    );
    answerSubmission(ctx, outcome);
  });

  router.post('/contact-us', async (ctx) => {
    const outcome = await submitContactMessage(
      { db: deps.db, clock: deps.clock, courtMailbox: deps.config.courtMailbox },
      ctx.request.body,
      ctx.state.requestId,
    );
    answerSubmission(ctx, outcome);
  });

  router.get('/careers', async (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = await listPublicCareerPostings(deps.db);
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

  router.get('/documents', (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = listDocumentsByGroup();
  });
}
