import type Router from '@koa/router';
import {
  MAX_JSON_BODY_BYTES,
  STAFF_COURT_FACTS_ENDPOINT,
  STAFF_COURT_HOURS_ENDPOINT,
  STAFF_COURT_LINKS_ENDPOINT,
  STAFF_COURT_CONTACTS_ENDPOINT,
  STAFF_COURT_DIRECTIONS_ENDPOINT,
  FAQ_NAMES,
  STAFF_FAQ_ENDPOINTS,
  STAFF_COURT_OFFICIALS_ENDPOINT,
  STAFF_OFFICIAL_PHOTOS_ENDPOINT,
  OFFICIAL_PHOTO_MAX_BYTES,
  type ContentChange,
} from '@court/contract';
import { ClientError } from '../platform/errors';
import { jsonBody } from '../platform/http/json-body';
import { multipartBody } from '../platform/http/multipart-body';
import { requireRole } from '../platform/http/require-role';
import { createStaffToolRouter, staffRoutePath } from '../platform/http/staff-api';
import type { AppState } from '../types';
import type { ContentKindDefinition } from './content-kind';
import {
  actOnContentVersion,
  getContentEditor,
  publishContent,
  saveContentDraftAs,
  type ContentDeps,
} from './content-service';
import { COURT_FACTS } from './court-facts-service';
import { COURT_HOURS_CONTENT } from './court-hours-service';
import { COURT_LINKS_CONTENT } from './court-links-service';
import { COURT_CONTACTS_CONTENT } from './court-contacts-service';
import { COURT_DIRECTIONS_CONTENT } from './court-directions-service';
import { FAQ_CONTENT } from './faq-service';
import { COURT_OFFICIALS_CONTENT } from './court-officials-service';
import { keepOfficialPhoto } from './official-photos';

/** A version number from the address; anything but a whole number names no version (404). */
function versionNumber(raw: string | undefined): number {
  if (raw === undefined || !/^\d{1,9}$/.test(raw)) throw new ClientError(404, 'notFound');
  return Number(raw);
}

/**
 * One kind's staff tool (role content): the editor's view, saving the draft, publishing,
 * restoring a version, cancelling one published for later.
 */
function registerContentTool<Content, Change extends ContentChange>(
  router: Router<AppState>,
  deps: ContentDeps,
  definition: ContentKindDefinition<Content, Change>,
  endpoint: string,
): void {
  const body = jsonBody({ maxBytes: MAX_JSON_BODY_BYTES });
  const path = staffRoutePath(`staff/${endpoint}`);
  const guard = requireRole('content');

  router.get(path, guard, async (ctx) => {
    ctx.body = await getContentEditor(deps, definition, ctx.state.staffUser);
  });

  router.put(`${path}/draft`, guard, body, async (ctx) => {
    ctx.body = await saveContentDraftAs(
      deps,
      definition,
      ctx.state.staffUser,
      ctx.request.body,
      ctx.state.requestId,
    );
  });

  router.post(`${path}/publish`, guard, body, async (ctx) => {
    ctx.body = await publishContent(
      deps,
      definition,
      ctx.state.staffUser,
      ctx.request.body,
      ctx.state.requestId,
    );
  });

  for (const action of ['restore', 'cancel'] as const) {
    router.post(`${path}/versions/:number/${action}`, guard, async (ctx) => {
      ctx.body = await actOnContentVersion(
        deps,
        definition,
        ctx.state.staffUser,
        versionNumber(ctx.params.number),
        ctx.state.requestId,
        action,
      );
    });
  }
}

/**
 * The staff tools of the court's content: the court facts, the hours, the Related Links, the
 * office phones, the directions, the two FAQs and the officials with their photos.
 */
export function createContentRouter(deps: ContentDeps): Router<AppState> {
  const router = createStaffToolRouter();
  registerContentTool(router, deps, COURT_FACTS, STAFF_COURT_FACTS_ENDPOINT);
  registerContentTool(router, deps, COURT_HOURS_CONTENT, STAFF_COURT_HOURS_ENDPOINT);
  registerContentTool(router, deps, COURT_LINKS_CONTENT, STAFF_COURT_LINKS_ENDPOINT);
  registerContentTool(router, deps, COURT_CONTACTS_CONTENT, STAFF_COURT_CONTACTS_ENDPOINT);
  registerContentTool(router, deps, COURT_DIRECTIONS_CONTENT, STAFF_COURT_DIRECTIONS_ENDPOINT);
  for (const name of FAQ_NAMES) {
    registerContentTool(router, deps, FAQ_CONTENT[name], STAFF_FAQ_ENDPOINTS[name]);
  }
  registerContentTool(router, deps, COURT_OFFICIALS_CONTENT, STAFF_COURT_OFFICIALS_ENDPOINT);
  // A photo is kept as soon as it is uploaded; a draft then names it, and publishing shows it.
  router.post(
    staffRoutePath(`staff/${STAFF_OFFICIAL_PHOTOS_ENDPOINT}`),
    requireRole('content'),
    multipartBody({
      fileField: 'photo',
      maxFileBytes: OFFICIAL_PHOTO_MAX_BYTES,
      maxFields: 0,
      maxFieldBytes: 0,
    }),
    async (ctx) => {
      ctx.body = await keepOfficialPhoto(
        deps,
        ctx.state.staffUser,
        ctx.request.file,
        ctx.state.requestId,
      );
    },
  );
  return router;
}
