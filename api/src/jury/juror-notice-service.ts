import {
  JUROR_NOTICE_MAX_LENGTH,
  type JurorNoticeDetail,
  type JurorNoticeList,
} from '@court/contract';
import { dayNoticeRequestSchema } from '@court/contract/schemas';
import { recordAudit } from '../audit';
import { dayNoticeService, type DayNoticeService } from '../platform/notices/day-notice-service';
import { dispatchJurorNotice, type NoticeDispatchDeps } from './juror-notice-dispatch-service';
import { countReceivingRegistrationsByDate } from './juror-notice-recipient-repository';
import {
  cancelScheduledJurorNotice,
  findJurorNotice,
  insertJurorNotice,
  listDeliveryParts,
  listLatestJurorNotices,
  listRecipientParts,
} from './juror-notice-repository';
import { sampleTextStopLink } from './juror-stop-service';

/**
 * Notices (role jury) to the jurors registered for a service date: { serveDate, noticeText,
 * when: "now" | "later", sendDate, sendTime } with the date and time in the court's time zone,
 * audited as jury.notice.create and .cancel. A notice goes before the end of its service date,
 * at any hour.
 */
const jurorNotices: DayNoticeService<NoticeDispatchDeps, JurorNoticeDetail, JurorNoticeList> =
  dayNoticeService({
    role: 'jury',
    day: 'serveDate',
    form: {
      schema: dayNoticeRequestSchema({
        day: {
          field: 'serveDate',
          required: 'juror.notice.serveDate.required',
          past: 'juror.notice.serveDate.past',
          afterDay: 'juror.notice.sendAt.afterService',
        },
        maxLength: JUROR_NOTICE_MAX_LENGTH,
      }),
      extra: () => ({}),
    },
    columns: () => ({}),
    shown: () => ({}),
    audit: {
      record: recordAudit,
      action: 'jury.notice',
      subjectType: 'juror_notice',
      created: ({ day, message, requestedAt }) => ({
        serveDate: day,
        sendAt: requestedAt?.toISOString() ?? 'now',
        length: message.length,
      }),
    },
    notices: {
      find: findJurorNotice,
      latest: listLatestJurorNotices,
      insert: insertJurorNotice,
      cancelScheduled: cancelScheduledJurorNotice,
    },
    deliveries: {
      personId: 'registrationId',
      counted: listDeliveryParts,
      listed: listRecipientParts,
      person: (part) => ({ jurorNumber: part.jurorNumber, lastName: part.lastName }),
    },
    upcoming: async (db, fromDate, limit) =>
      (await countReceivingRegistrationsByDate(db, fromDate, limit)).map((row) => ({
        serveDate: row.serveDate,
        registrations: Number(row.registrations),
      })),
    sampleStopLink: sampleTextStopLink,
    dispatch: dispatchJurorNotice,
  });

export const {
  list: listJurorNoticesForStaff,
  get: getJurorNoticeForStaff,
  create: createJurorNotice,
  cancel: cancelJurorNoticeForStaff,
} = jurorNotices;
