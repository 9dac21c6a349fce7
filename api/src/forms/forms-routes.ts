import type Router from '@koa/router';
import { ClientError } from '../platform/errors';
import { requireRole } from '../platform/http/require-role';
import { createStaffToolRouter } from '../platform/http/staff-api';
import type { FormsDeps } from './forms-deps';
import { requireRecentFactor } from '../staff';
import type { AppState } from '../types';
import {
  exportSubmissionsCsv,
  getSubmission,
  listSubmissions,
  markProcessed,
  revealProtectedNumber,
} from './forms-inbox-service';

function submissionId(raw: string | undefined): number {
  if (!raw || !/^\d{1,9}$/.test(raw)) throw new ClientError(404, 'notFound');
  return Number(raw);
}

/** The staff inbox of the public forms (role forms): list, CSV, detail, SSN reveal, processed. */
export function createFormsRouter(deps: FormsDeps): Router<AppState> {
  const router = createStaffToolRouter();

  router.get('/forms/submissions', requireRole('forms'), async (ctx) => {
    ctx.body = await listSubmissions(deps, ctx.state.staffUser, ctx.query);
  });

  // Before the :id route, which would otherwise take "submissions.csv" for an id.
  router.get('/forms/submissions.csv', requireRole('forms'), async (ctx) => {
    const csv = await exportSubmissionsCsv(
      deps,
      ctx.state.staffUser,
      ctx.query,
      ctx.state.requestId,
    );
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set('Content-Disposition', 'attachment; filename="court-form-submissions.csv"');
    ctx.body = csv;
  });

  router.get('/forms/submissions/:id', requireRole('forms'), async (ctx) => {
    ctx.body = await getSubmission(deps, ctx.state.staffUser, submissionId(ctx.params.id));
  });

  router.post(
    '/forms/submissions/:id/reveal-ssn',
    requireRole('forms'),
    requireRecentFactor(deps, 'forms.ssn.reveal'),
    async (ctx) => {
      ctx.body = await revealProtectedNumber(
        deps,
        ctx.state.staffUser,
        submissionId(ctx.params.id),
        ctx.state.requestId,
      );
    },
  );

  router.post('/forms/submissions/:id/processed', requireRole('forms'), async (ctx) => {
    ctx.body = await markProcessed(
      deps,
      ctx.state.staffUser,
      submissionId(ctx.params.id),
      ctx.state.requestId,
    );
  });

  return router;
}
