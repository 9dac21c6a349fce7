import type Router from '@koa/router';
import { MAX_JSON_BODY_BYTES } from '@court/contract';
import { getSiteMessageForStaff, updateSiteMessage } from '../messages';
import { jsonBody } from '../platform/http/json-body';
import { requireRole } from '../platform/http/require-role';
import { createStaffToolRouter } from '../platform/http/staff-api';
import type { JuryDeps } from './jury-deps';
import type { AppState } from '../types';
import {
  exportRegistrationsCsv,
  listRegistrations,
  listServeDates,
} from './jury-registration-service';

/**
 * The jury office's tools (role jury): the message of the public jury service page (GET and
 * PUT /juror/message) and the jurors registered for notifications, by service date, with a CSV
 * export of one date.
 */
export function createJuryRouter(deps: JuryDeps): Router<AppState> {
  const router = createStaffToolRouter();
  const { db, clock } = deps;

  router.get('/juror/message', requireRole('jury'), async (ctx) => {
    ctx.body = await getSiteMessageForStaff(db, ctx.state.staffUser, 'juror');
  });

  router.put(
    '/juror/message',
    requireRole('jury'),
    jsonBody({ maxBytes: MAX_JSON_BODY_BYTES }),
    async (ctx) => {
      ctx.body = await updateSiteMessage(
        { db, clock },
        ctx.state.staffUser,
        'juror',
        ctx.request.body,
        ctx.state.requestId,
      );
    },
  );

  router.get('/jury/service-dates', requireRole('jury'), async (ctx) => {
    ctx.body = await listServeDates({ db, clock }, ctx.state.staffUser);
  });

  router.get('/jury/registrations', requireRole('jury'), async (ctx) => {
    ctx.body = await listRegistrations({ db, clock }, ctx.state.staffUser, ctx.query);
  });

  router.get('/jury/registrations.csv', requireRole('jury'), async (ctx) => {
    const { serveDate, csv } = await exportRegistrationsCsv(
      { db, clock },
      ctx.state.staffUser,
      ctx.query,
      ctx.state.requestId,
    );
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set('Content-Disposition', `attachment; filename="juror-registrations-${serveDate}.csv"`);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.body = csv;
  });

  return router;
}
