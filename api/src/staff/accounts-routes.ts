import type Router from '@koa/router';
import { MAX_JSON_BODY_BYTES, PASSWORD_LINK_ENDPOINT, STAFF_ACCOUNTS_PATH } from '@court/contract';
import { jsonBody } from '../platform/http/json-body';
import { requireRole } from '../platform/http/require-role';
import { createStaffToolRouter, staffRoutePath } from '../platform/http/staff-api';
import type { StaffDeps } from './staff-deps';
import type { AppMiddleware, AppState } from '../types';
import { readPasswordLink, setPasswordFromLink } from './password-link-service';
import { requireRecentFactor } from './step-up';
import {
  changeAccount,
  createAccount,
  listAccounts,
  requireNewPassword,
  resetAccountSecondFactor,
} from './staff-accounts-service';

const ACCOUNTS = staffRoutePath(STAFF_ACCOUNTS_PATH);

/**
 * The accounts tool (role admin): GET and POST /accounts, PATCH /accounts/:username,
 * POST /accounts/:username/password-link to require a new password, and
 * POST /accounts/:username/second-factor/reset to remove a lost phone's authentication app.
 */
export function createAccountsRouter(deps: StaffDeps): Router<AppState> {
  const router = createStaffToolRouter();
  const body = jsonBody({ maxBytes: MAX_JSON_BODY_BYTES });
  // Every change to an account needs a second factor proved within the last minutes.
  const recentFactor = requireRecentFactor(deps, 'staff.account.change');

  router.get(ACCOUNTS, requireRole('admin'), async (ctx) => {
    ctx.body = await listAccounts(deps, ctx.state.staffUser);
  });

  router.post(ACCOUNTS, requireRole('admin'), recentFactor, body, async (ctx) => {
    ctx.body = await createAccount(
      deps,
      ctx.state.staffUser,
      ctx.request.body,
      ctx.state.requestId,
    );
    ctx.status = 201;
  });

  router.patch(`${ACCOUNTS}/:username`, requireRole('admin'), recentFactor, body, async (ctx) => {
    ctx.body = await changeAccount(
      deps,
      ctx.state.staffUser,
      ctx.params.username ?? '',
      ctx.request.body,
      ctx.state.requestId,
    );
  });

  router.post(
    `${ACCOUNTS}/:username/password-link`,
    requireRole('admin'),
    recentFactor,
    async (ctx) => {
      ctx.body = await requireNewPassword(
        deps,
        ctx.state.staffUser,
        ctx.params.username ?? '',
        ctx.state.requestId,
      );
    },
  );

  router.post(
    `${ACCOUNTS}/:username/second-factor/reset`,
    requireRole('admin'),
    recentFactor,
    async (ctx) => {
      ctx.body = await resetAccountSecondFactor(
        deps,
        ctx.state.staffUser,
        ctx.params.username ?? '',
        ctx.state.requestId,
      );
    },
  );

  return router;
}

/**
 * The set-password link, on the public API router (the person has no session yet): GET ?token=
 * says whose link it is, POST { token, password } sets the password (204). Public POSTs are
 * rate-limited by the app.
 */
export function registerPasswordLinkRoutes(router: Router<AppState>, deps: StaffDeps): void {
  const path = `/${PASSWORD_LINK_ENDPOINT}`;
  // Tokens are capabilities: no answer that carries or follows one may be kept by a cache.
  const noStore: AppMiddleware = async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  };

  router.get(path, noStore, async (ctx) => {
    ctx.body = await readPasswordLink(deps, ctx.query.token);
  });

  router.post(path, noStore, jsonBody({ maxBytes: MAX_JSON_BODY_BYTES }), async (ctx) => {
    await setPasswordFromLink(deps, ctx.request.body, ctx.state.requestId);
    ctx.status = 204;
  });
}
