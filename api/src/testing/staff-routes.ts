import type Router from '@koa/router';
import {
  DummyDriver,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import type { StaffRole } from '@court/contract';
import { DocumentCatalog } from '../documents';
import type { Database } from '../platform/database/schema';
import type { StaffSessionStage } from '../platform/authorization';
import { isRoleGuard, isStageGuard } from '../platform/http/require-role';
import { STAFF_API_BASE } from '../platform/http/staff-api';
import { createMetrics } from '../platform/metrics/metrics';
import { createStaffRouters } from '../staff-routers';
import type { AppState } from '../types';
import { TestClock, testConfig } from './test-app';

export interface StaffRoute {
  method: string;
  /** Path under STAFF_API_BASE, with its parameters (`/careers/:id`). */
  path: string;
  allowedRoles: readonly StaffRole[] | null;
  /** The steps of sign-in a route of sign-in serves (null: not such a route). */
  allowedStages: readonly StaffSessionStage[] | null;
}

/** Every method and path on a staff router, with what its guard allows (null: no such guard). */
export function staffRoutesOf(router: Router<AppState>): StaffRoute[] {
  const routes: StaffRoute[] = [];
  for (const layer of router.stack) {
    // router.use() layers carry no method: they are not endpoints.
    if (layer.methods.length === 0 || typeof layer.path !== 'string') continue;
    const guard = layer.stack.find(isRoleGuard);
    const stageGuard = layer.stack.find(isStageGuard);
    for (const method of layer.methods.filter((name) => name !== 'HEAD')) {
      routes.push({
        method,
        path: layer.path.slice(STAFF_API_BASE.length),
        allowedRoles: guard ? guard.allowedRoles : null,
        allowedStages: stageGuard ? stageGuard.allowedStages : null,
      });
    }
  }
  return routes;
}

/**
 * Every staff route app.ts mounts, known before any test runs (so each can have a test of its
 * own). Only the routers' tables are read: their database never runs a query.
 */
export function listStaffRoutes(): StaffRoute[] {
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (kysely) => new SqliteIntrospector(kysely),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  });
  return createStaffRouters({
    config: testConfig(),
    db,
    clock: new TestClock(),
    metrics: createMetrics(),
    documents: new DocumentCatalog(db),
  }).flatMap(staffRoutesOf);
}
