import type Router from '@koa/router';
import type { AppState } from '../../types';
import type { RouteDeps } from '../route-deps';
import { createAlertsRouter } from './alerts-routes';
import { createAuditRouter } from './audit-routes';
import { createCareersRouter } from './careers-routes';
import { createFormsRouter } from './forms-routes';
import { createJuryNoticesRouter } from './jury-notices-routes';
import { createJuryRouter } from './jury-routes';
import { createProbationMessageRouter } from './probation-message-routes';
import { createSearchMissesRouter } from './search-misses-routes';
import { createSessionRouter } from './session-routes';

/**
 * Every staff router, one per tool, each under STAFF_API_BASE. app.ts mounts them in this order;
 * a new tool adds its router here, and the guard test then walks it too.
 */
export function createStaffRouters(deps: RouteDeps): Router<AppState>[] {
  return [
    createSessionRouter(deps),
    createAuditRouter(deps),
    createProbationMessageRouter(deps),
    createCareersRouter(deps),
    createFormsRouter(deps),
    createJuryRouter(deps),
    createJuryNoticesRouter(deps),
    createAlertsRouter(deps),
    createSearchMissesRouter(deps),
  ];
}
