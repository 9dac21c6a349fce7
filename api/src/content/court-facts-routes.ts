import type Router from '@koa/router';
import { MAX_JSON_BODY_BYTES, STAFF_COURT_FACTS_ENDPOINT } from '@court/contract';
import { ClientError } from '../platform/errors';
import { jsonBody } from '../platform/http/json-body';
import { requireRole } from '../platform/http/require-role';
import { createStaffToolRouter, staffRoutePath } from '../platform/http/staff-api';
import type { AppState } from '../types';
import {
  actOnCourtFactsVersion,
  getCourtFactsEditor,
  publishCourtFacts,
  saveCourtFactsDraft,
  type CourtFactsDeps,
} from './court-facts-service';

/** A version number from the address; anything but a whole number names no version (404). */
function versionNumber(raw: string | undefined): number {
  if (raw === undefined || !/^\d{1,9}$/.test(raw)) throw new ClientError(404, 'notFound');
  return Number(raw);
}

/**
 * Court facts (role content): the editor's view, saving the draft, publishing, restoring a
 * version, cancelling one published for later.
 */
export function createCourtFactsRouter(deps: CourtFactsDeps): Router<AppState> {
  const router = createStaffToolRouter();
  const body = jsonBody({ maxBytes: MAX_JSON_BODY_BYTES });
  const path = staffRoutePath(`staff/${STAFF_COURT_FACTS_ENDPOINT}`);
  const guard = requireRole('content');

  router.get(path, guard, async (ctx) => {
    ctx.body = await getCourtFactsEditor(deps, ctx.state.staffUser);
  });

  router.put(`${path}/draft`, guard, body, async (ctx) => {
    ctx.body = await saveCourtFactsDraft(
      deps,
      ctx.state.staffUser,
      ctx.request.body,
      ctx.state.requestId,
    );
  });

  router.post(`${path}/publish`, guard, body, async (ctx) => {
    ctx.body = await publishCourtFacts(
      deps,
      ctx.state.staffUser,
      ctx.request.body,
      ctx.state.requestId,
    );
  });

  for (const action of ['restore', 'cancel'] as const) {
    router.post(`${path}/versions/:number/${action}`, guard, async (ctx) => {
      ctx.body = await actOnCourtFactsVersion(
        deps,
        ctx.state.staffUser,
        versionNumber(ctx.params.number),
        ctx.state.requestId,
        action,
      );
    });
  }

  return router;
}
