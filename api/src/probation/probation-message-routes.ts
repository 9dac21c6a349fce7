import type Router from '@koa/router';
import { MAX_JSON_BODY_BYTES } from '@court/contract';
import { getSiteMessageForStaff, updateSiteMessage } from '../messages';
import { jsonBody } from '../platform/http/json-body';
import { requireRole } from '../platform/http/require-role';
import { createStaffToolRouter } from '../platform/http/staff-api';
import type { ProbationDeps } from './probation-deps';
import type { AppState } from '../types';

/** The drug-testing message probation staff publish: GET and PUT /drug-testing/message. */
export function createProbationMessageRouter(deps: ProbationDeps): Router<AppState> {
  const router = createStaffToolRouter();
  const { db, clock } = deps;

  router.get('/drug-testing/message', requireRole('probation'), async (ctx) => {
    ctx.body = await getSiteMessageForStaff(db, ctx.state.staffUser, 'drug-testing');
  });

  router.put(
    '/drug-testing/message',
    requireRole('probation'),
    jsonBody({ maxBytes: MAX_JSON_BODY_BYTES }),
    async (ctx) => {
      ctx.body = await updateSiteMessage(
        { db, clock },
        ctx.state.staffUser,
        'drug-testing',
        ctx.request.body,
        ctx.state.requestId,
      );
    },
  );

  return router;
}
