import { createHash } from 'node:crypto';
import type Router from '@koa/router';
import {
  HEARING_CONFIRM_REMOVAL_FIELD,
  HEARING_FEED_MAX_BYTES,
  HEARING_FEED_PATH,
  STAFF_HEARING_IMPORTS_PATH,
  type HearingImport,
  type HearingRemovalQuestion,
  type RefusedHearingImport,
} from '@court/contract';
import { hearingImportUploadSchema } from '@court/contract/schemas';
import type { NamedSecret } from '../platform/config/parsers';
import { ClientError } from '../platform/errors';
import { requestLanguage } from '../platform/http/language';
import { multipartBody } from '../platform/http/multipart-body';
import { readRawBody } from '../platform/http/raw-body';
import { readBody } from '../platform/read-with-schema';
import { requireRole } from '../platform/http/require-role';
import { createStaffToolRouter } from '../platform/http/staff-api';
import type { HearingsDeps } from './hearings-deps';
import type { AppContext, AppState } from '../types';
import {
  hearingImportReport,
  importHearingSchedule,
  listImportsForStaff,
  RemovalNeedsConfirming,
} from './hearing-import-service';
import { apiMessage } from '../platform/messages';
import { secretsMatch } from '../platform/crypto/secrets-match';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The name of the feed key a request's bearer token is, or null. Every key is compared, each in
 * constant time over its digest, so neither the answer's timing nor its length tells a caller
 * how close a guess came.
 */
export function feedKeyName(keys: readonly NamedSecret[], authorization: string): string | null {
  const token = /^Bearer (\S+)$/.exec(authorization)?.[1] ?? '';
  const offered = digest(token);
  let found: string | null = null;
  for (const { name, secret } of keys) {
    if (secretsMatch(digest(secret), offered) && token !== '') found = name;
  }
  return found;
}

/** The staff tool path's suffix under the staff router, which carries STAFF_API_BASE. */
const STAFF_IMPORTS = `/${STAFF_HEARING_IMPORTS_PATH.replace(/^staff\//, '')}`;

/** An import's id from the address; anything but a whole number names none (404). */
function importId(raw: string | undefined): number {
  if (raw === undefined || !/^\d{1,9}$/.test(raw)) throw new ClientError(404, 'notFound');
  return Number(raw);
}

/** Answers an import: 201 applied, 400 refused, saying so and why, row by row. */
function answerImport(ctx: AppContext, result: HearingImport): void {
  if (result.applied) {
    ctx.status = 201;
    ctx.body = result;
    return;
  }
  const refused: RefusedHearingImport = {
    ...result,
    error: apiMessage('hearings.refused', requestLanguage(ctx)),
  };
  ctx.status = 400;
  ctx.body = refused;
}

/**
 * POST hearings/feed: the court's own job sends its schedule, the CSV as the body, with one of
 * HEARING_FEED_KEYS as bearer token (401 otherwise). On the public API router (with its prefix).
 */
export function registerHearingFeedRoute(router: Router<AppState>, deps: HearingsDeps): void {
  router.post(`/${HEARING_FEED_PATH}`, async (ctx) => {
    const name = feedKeyName(deps.config.hearingFeedKeys, ctx.get('Authorization'));
    if (!name) {
      ctx.set('WWW-Authenticate', 'Bearer');
      throw new ClientError(401, 'hearings.feed.key');
    }
    const bytes = await readRawBody(ctx, HEARING_FEED_MAX_BYTES);
    const result = await importHearingSchedule(
      deps,
      bytes,
      { source: 'feed', name, actor: `feed:${name}`, requestId: ctx.state.requestId },
      requestLanguage(ctx),
    );
    answerImport(ctx, result);
  });
}

/** The hearing schedule's staff tool (role hearings): upload, the imports, their reports. */
export function createHearingsRouter(deps: HearingsDeps): Router<AppState> {
  const router = createStaffToolRouter();
  const guard = requireRole('hearings');

  router.get(STAFF_IMPORTS, guard, async (ctx) => {
    ctx.body = await listImportsForStaff(deps.db, ctx.state.staffUser, requestLanguage(ctx));
  });

  router.post(
    STAFF_IMPORTS,
    guard,
    multipartBody({
      fileField: 'file',
      maxFileBytes: HEARING_FEED_MAX_BYTES,
      // The confirmation that the hearings the schedule leaves out are no longer scheduled.
      maxFields: 1,
      maxFieldBytes: 16,
    }),
    async (ctx) => {
      const staff = ctx.state.staffUser;
      if (!staff) throw new ClientError(401, 'staff.signInRequired');
      const { [HEARING_CONFIRM_REMOVAL_FIELD]: confirmedRemoval } = readBody(
        hearingImportUploadSchema,
        ctx.request.body,
      );
      const language = requestLanguage(ctx);
      try {
        const result = await importHearingSchedule(
          deps,
          ctx.request.file?.buffer ?? Buffer.alloc(0),
          {
            source: 'upload',
            name: staff.username,
            actor: staff.username,
            requestId: ctx.state.requestId,
            confirmedRemoval,
          },
          language,
        );
        answerImport(ctx, result);
      } catch (error) {
        if (!(error instanceof RemovalNeedsConfirming)) throw error;
        const { removed, upcoming } = error;
        const question: HearingRemovalQuestion = {
          error: apiMessage(error.code, language, {
            removed: String(removed),
            upcoming: String(upcoming),
          }),
          removed,
          upcoming,
        };
        ctx.status = 409;
        ctx.body = question;
      }
    },
  );

  router.get(`${STAFF_IMPORTS}/:id/report`, guard, async (ctx) => {
    const { filename, csv } = await hearingImportReport(
      deps.db,
      ctx.state.staffUser,
      importId(ctx.params.id),
      requestLanguage(ctx),
    );
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = csv;
  });

  return router;
}
