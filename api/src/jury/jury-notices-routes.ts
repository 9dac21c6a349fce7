import type Router from '@koa/router';
import { MAX_JSON_BODY_BYTES } from '@court/contract';
import { ClientError } from '../platform/errors';
import { jsonBody } from '../platform/http/json-body';
import { requireRole } from '../platform/http/require-role';
import { createStaffToolRouter } from '../platform/http/staff-api';
import type { JuryDeps } from './jury-deps';
import type { AppState } from '../types';
import {
  cancelJurorNoticeForStaff,
  createJurorNotice,
  getJurorNoticeForStaff,
  listJurorNoticesForStaff,
} from './juror-notice-service';

/** A notice id from the address; anything but a whole number names no notice (404). */
function noticeId(raw: string | undefined): number {
  if (raw === undefined || !/^\d{1,9}$/.test(raw)) throw new ClientError(404, 'notFound');
  return Number(raw);
}

/**
 * Juror notices (role jury): the list with counts, a new notice sent now or at a time, one
 * notice with each recipient's state, and cancelling a notice still scheduled.
 */
export function createJuryNoticesRouter(deps: JuryDeps): Router<AppState> {
  const router = createStaffToolRouter();

  router.get('/jury/notices', requireRole('jury'), async (ctx) => {
    ctx.body = await listJurorNoticesForStaff(deps, ctx.state.staffUser);
  });

  router.post(
    '/jury/notices',
    requireRole('jury'),
    jsonBody({ maxBytes: MAX_JSON_BODY_BYTES }),
    async (ctx) => {
      ctx.body = await createJurorNotice(
        deps,
        ctx.state.staffUser,
        ctx.request.body,
        ctx.state.requestId,
      );
      ctx.status = 201;
    },
  );

  router.get('/jury/notices/:id', requireRole('jury'), async (ctx) => {
    ctx.body = await getJurorNoticeForStaff(deps, ctx.state.staffUser, noticeId(ctx.params.id));
  });

  router.post('/jury/notices/:id/cancel', requireRole('jury'), async (ctx) => {
    ctx.body = await cancelJurorNoticeForStaff(
      deps,
      ctx.state.staffUser,
      noticeId(ctx.params.id),
      ctx.state.requestId,
    );
  });

  return router;
}
