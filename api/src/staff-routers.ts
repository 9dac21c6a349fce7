import type Router from '@koa/router';
import { createAlertsRouter } from './alerts';
import { createAuditRouter } from './audit';
import { createCareersRouter } from './careers';
import { createContentRouter } from './content';
import { createDocumentLibraryRouter } from './documents';
import { createFormsRouter } from './forms';
import { createHearingDayNoticesRouter, createHearingsRouter } from './hearings';
import { createJuryNoticesRouter, createJuryRouter } from './jury';
import { createProbationMessageRouter } from './probation';
import type { RouteDeps } from './route-deps';
import { createSearchMissesRouter } from './search';
import {
  createAccountsRouter,
  createMySignInRouter,
  createPasskeyRouter,
  createSecondFactorRouter,
  createSessionRouter,
  createSingleSignOnRouter,
} from './staff';
import type { AppState } from './types';

/**
 * Every staff router, one per tool, each under STAFF_API_BASE. app.ts mounts them in this order;
 * a new tool adds its router here, and the guard test then walks it too. No staff tool reads the
 * copy of the published content: staff always work on the database.
 */
export function createStaffRouters(deps: Omit<RouteDeps, 'contentCopy'>): Router<AppState>[] {
  return [
    createSessionRouter(deps),
    createSingleSignOnRouter(deps),
    createSecondFactorRouter(deps),
    createMySignInRouter(deps),
    createPasskeyRouter(deps),
    createAuditRouter(deps),
    createProbationMessageRouter(deps),
    createCareersRouter(deps),
    createFormsRouter(deps),
    createJuryRouter(deps),
    createJuryNoticesRouter(deps),
    createAlertsRouter(deps),
    createContentRouter(deps),
    createDocumentLibraryRouter(deps),
    createHearingsRouter(deps),
    createHearingDayNoticesRouter(deps),
    createSearchMissesRouter(deps),
    createAccountsRouter(deps),
  ];
}
