import type Router from '@koa/router';
import {
  API_BASE,
  MAX_JSON_BODY_BYTES,
  REMINDER_CONFIRM_PATH,
  REMINDER_RESEND_PATH,
  REMINDER_STOP_ENDPOINT,
  STAFF_HEARING_DAY_NOTICES_PATH,
  BEFORE_YOUR_HEARING_ID,
  BEFORE_YOUR_HEARING_SHORT_PATH,
  COURT_DATE_REMINDERS_PAGE,
  localizedPath,
  type Language,
} from '@court/contract';
import { ClientError } from '../platform/errors';
import { jsonBody } from '../platform/http/json-body';
import { requireRole } from '../platform/http/require-role';
import { createStaffToolRouter } from '../platform/http/staff-api';
import type { HearingsDeps } from './hearings-deps';
import type { AppState } from '../types';
import {
  cancelDayNoticeForStaff,
  createDayNotice,
  getDayNoticeForStaff,
  listDayNoticesForStaff,
} from './hearing-day-notice-service';
import { confirmReminderContact, resendReminderCode } from './reminder-signup-service';
import { reminderStopLinks } from './reminder-stop-service';
import { registerStopLinkRoutes } from '../platform/stop-links/stop-links';

/** The one path a mail client's one-click POST reaches; the XSRF check lets it through. */
export const REMINDER_STOP_PATH = `${API_BASE}/${REMINDER_STOP_ENDPOINT}`;

/**
 * The public side of court-date reminders, under /api/muni (the router carries the prefix; the
 * sign-up is a public form and its options are page data): confirming a code and sending a new
 * one, and the way out, court-dates/unsubscribe?token=, as every kind of stop link.
 */
export function registerReminderRoutes(router: Router<AppState>, deps: HearingsDeps): void {
  const json = jsonBody({ maxBytes: MAX_JSON_BODY_BYTES });
  router.post(`/${REMINDER_CONFIRM_PATH}`, json, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await confirmReminderContact(deps, ctx.request.body);
  });
  router.post(`/${REMINDER_RESEND_PATH}`, json, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await resendReminderCode(deps, ctx.request.body);
  });

  registerStopLinkRoutes(router, reminderStopLinks(deps));
}

const LANGUAGES_OF_LINKS = ['en', 'es'] as const satisfies readonly Language[];

/** /h and /es/h: the short addresses texts give, which the site's pages must leave alone. */
export const BEFORE_YOUR_HEARING_PATHS = LANGUAGES_OF_LINKS.map((language) =>
  localizedPath(BEFORE_YOUR_HEARING_SHORT_PATH, language),
);

/** The short addresses lead to the sign-up page's "before your hearing", in their language. */
export function registerBeforeYourHearingLinks(router: Router<AppState>): void {
  for (const language of LANGUAGES_OF_LINKS) {
    router.get(localizedPath(BEFORE_YOUR_HEARING_SHORT_PATH, language), (ctx) => {
      ctx.status = 301;
      ctx.redirect(
        `${localizedPath(COURT_DATE_REMINDERS_PAGE, language)}#${BEFORE_YOUR_HEARING_ID}`,
      );
    });
  }
}

function noticeId(raw: string | undefined): number {
  if (!raw || !/^\d{1,9}$/.test(raw)) throw new ClientError(404, 'notFound');
  return Number(raw);
}

/** Day notices to everyone signed up with a hearing on a date (role hearings). */
export function createHearingDayNoticesRouter(deps: HearingsDeps): Router<AppState> {
  const router = createStaffToolRouter();
  const guard = requireRole('hearings');
  const base = `/${STAFF_HEARING_DAY_NOTICES_PATH.replace(/^staff\//, '')}`;

  router.get(base, guard, async (ctx) => {
    ctx.body = await listDayNoticesForStaff(deps, ctx.state.staffUser);
  });
  router.post(base, guard, jsonBody({ maxBytes: MAX_JSON_BODY_BYTES }), async (ctx) => {
    ctx.status = 201;
    ctx.body = await createDayNotice(
      deps,
      ctx.state.staffUser,
      ctx.request.body,
      ctx.state.requestId,
    );
  });
  router.get(`${base}/:id`, guard, async (ctx) => {
    ctx.body = await getDayNoticeForStaff(deps, ctx.state.staffUser, noticeId(ctx.params.id));
  });
  router.post(`${base}/:id/cancel`, guard, async (ctx) => {
    ctx.body = await cancelDayNoticeForStaff(
      deps,
      ctx.state.staffUser,
      noticeId(ctx.params.id),
      ctx.state.requestId,
    );
  });
  return router;
}
