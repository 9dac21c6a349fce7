import {
  JUROR_NOTICE_MAX_LENGTH,
  addCalendarDays,
  courtDateOf,
  courtTimeToInstant,
  type DeliveryState,
  type NoticeCounts,
  type JurorNoticeDetail,
  type JurorNoticeList,
  type JurorNoticeRecipient,
  type JurorNoticeSummary,
} from '@court/contract';
import { recordAudit } from '../audit';
import { authorizeStaff, type SignedInStaff } from '../platform/authorization';
import { ClientError, InvalidInputError } from '../platform/errors';
import {
  noticeFields,
  readNoticeDay,
  readNoticeText,
  readSendAt,
  type NoticeProblems,
} from '../platform/notices/notice-form';
import {
  countDeliveries,
  deliveryProgress,
  deliveryState,
  groupByDelivery,
} from '../platform/notices/delivery-outcomes';
import { dispatchJurorNotice, type NoticeDispatchDeps } from './juror-notice-dispatch-service';
import { countSubscribedRegistrationsByDate } from './juror-notice-recipient-repository';
import {
  cancelScheduledJurorNotice,
  findJurorNotice,
  insertJurorNotice,
  listDeliveryParts,
  listLatestJurorNotices,
  listRecipientParts,
  type DeliveryPartRow,
  type JurorNoticeRow,
  type RecipientPartRow,
} from './juror-notice-repository';
import { sampleTextStopLink } from './juror-stop-service';

export type JurorNoticeDeps = NoticeDispatchDeps;

/** Notices the staff list shows: the latest ones. */
const LISTED_NOTICES = 50;
/** Upcoming service dates the panel lists. */
const LISTED_SERVE_DATES = 30;

interface ParsedNotice {
  serveDate: string;
  message: string;
  /** null: now. */
  sendAt: Date | null;
}

/**
 * The form's answers, checked; every problem at once as InvalidInputError. A notice goes before
 * the end of its service date.
 */
function parseNotice(input: unknown, now: Date): ParsedNotice {
  const fields = noticeFields(input);
  const problems: NoticeProblems = {};
  const serveDate = readNoticeDay(fields, 'serveDate', now, problems, {
    required: 'juror.notice.serveDate.required',
    past: 'juror.notice.serveDate.past',
  });
  const message = readNoticeText(fields, JUROR_NOTICE_MAX_LENGTH, problems);
  const sendAt = readSendAt(fields, now, problems);
  const timed = problems.sendDate === undefined && problems.sendTime === undefined;
  if (
    sendAt !== null &&
    timed &&
    problems.serveDate === undefined &&
    sendAt.getTime() >= courtTimeToInstant(addCalendarDays(serveDate, 1)).getTime()
  ) {
    problems.sendDate = 'juror.notice.sendAt.afterService';
  }
  if (Object.keys(problems).length > 0) throw new InvalidInputError(problems);
  return { serveDate, message, sendAt };
}

function toSummary(row: JurorNoticeRow, counts: NoticeCounts): JurorNoticeSummary {
  return {
    id: row.id,
    serveDate: row.serveDate,
    message: row.message,
    sendAt: row.sendAt,
    status: row.status,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
    counts,
  };
}

interface DeliveryOutcome {
  noticeId: number;
  /** The registration the delivery is for. */
  recipient: number;
  state: DeliveryState;
}

/** Each delivery's state, from its rows (one per outbox message). */
function deliveryOutcomes(parts: readonly DeliveryPartRow[]): DeliveryOutcome[] {
  return groupByDelivery(parts).flatMap((group) => {
    const [first] = group;
    if (!first) return [];
    const state = deliveryState(
      first.deliveryStatus,
      group.map((part) => part.outboxStatus),
    );
    return [{ noticeId: first.noticeId, recipient: first.registrationId, state }];
  });
}

function toRecipient(parts: readonly RecipientPartRow[]): JurorNoticeRecipient | null {
  const [first, ...rest] = parts;
  if (!first) return null;
  return {
    jurorNumber: first.jurorNumber,
    lastName: first.lastName,
    channel: first.channel,
    destination: first.destination,
    ...deliveryProgress([first, ...rest]),
  };
}

/**
 * The notices panel (role jury): the latest notices with their counts, the upcoming service
 * dates with registrations, whether texts go at all, and a stop link as long as a real one.
 */
export async function listJurorNoticesForStaff(
  deps: JurorNoticeDeps,
  user: SignedInStaff | null,
): Promise<JurorNoticeList> {
  authorizeStaff(user, ['jury']);
  const notices = await listLatestJurorNotices(deps.db, LISTED_NOTICES);
  const parts = await listDeliveryParts(
    deps.db,
    notices.map((notice) => notice.id),
  );
  const byNotice = new Map<number, DeliveryOutcome[]>();
  for (const outcome of deliveryOutcomes(parts)) {
    byNotice.set(outcome.noticeId, [...(byNotice.get(outcome.noticeId) ?? []), outcome]);
  }
  const upcoming = await countSubscribedRegistrationsByDate(
    deps.db,
    courtDateOf(deps.clock.now()),
    LISTED_SERVE_DATES,
  );
  return {
    notices: notices.map((notice) =>
      toSummary(notice, countDeliveries(byNotice.get(notice.id) ?? [])),
    ),
    upcoming: upcoming.map((row) => ({
      serveDate: row.serveDate,
      registrations: Number(row.registrations),
    })),
    textsEnabled: deps.config.sms.sender !== 'none',
    sampleStopLink: sampleTextStopLink(deps.config),
  };
}

async function loadDetail(deps: JurorNoticeDeps, id: number): Promise<JurorNoticeDetail> {
  const notice = await findJurorNotice(deps.db, id);
  if (!notice) throw new ClientError(404, 'notFound');
  const recipients = groupByDelivery(await listRecipientParts(deps.db, id))
    .map(toRecipient)
    .filter((recipient): recipient is JurorNoticeRecipient => recipient !== null);
  const counts = countDeliveries(deliveryOutcomes(await listDeliveryParts(deps.db, [id])));
  return { ...toSummary(notice, counts), recipients };
}

/** One notice with the state of each recipient on each channel (role jury); 404 if unknown. */
export async function getJurorNoticeForStaff(
  deps: JurorNoticeDeps,
  user: SignedInStaff | null,
  id: number,
): Promise<JurorNoticeDetail> {
  authorizeStaff(user, ['jury']);
  return loadDetail(deps, id);
}

/**
 * Writes a notice (role jury) for the jurors registered for a service date: { serveDate,
 * noticeText, when: "now" | "later", sendDate, sendTime } with the date and time in the court's
 * time zone. Problems throw InvalidInputError by field, with nothing stored. The notice and its
 * audit row (jury.notice.create) are committed together; sent now, its messages are queued at
 * once, else the scheduled job sends it at its time. Answers the notice as it now stands.
 */
export async function createJurorNotice(
  deps: JurorNoticeDeps,
  user: SignedInStaff | null,
  input: unknown,
  requestId: string,
): Promise<JurorNoticeDetail> {
  const staff = authorizeStaff(user, ['jury']);
  const now = deps.clock.now();
  const { serveDate, message, sendAt } = parseNotice(input, now);
  const audit = { actor: staff.username, requestId };
  const id = await deps.db.transaction().execute(async (trx) => {
    const noticeId = await insertJurorNotice(trx, {
      serveDate,
      message,
      sendAt: (sendAt ?? now).toISOString(),
      status: 'scheduled',
      createdBy: staff.username,
      createdAt: now.toISOString(),
      sentAt: null,
    });
    await recordAudit(trx, deps.clock, audit, {
      action: 'jury.notice.create',
      subjectType: 'juror_notice',
      subjectId: String(noticeId),
      details: { serveDate, sendAt: sendAt?.toISOString() ?? 'now', length: message.length },
    });
    return noticeId;
  });
  if (sendAt === null) await dispatchJurorNotice(deps, id, now, audit);
  return loadDetail(deps, id);
}

/**
 * Cancels a scheduled notice (role jury) with its audit row (jury.notice.cancel). Unknown: 404;
 * already sent or cancelled: 409 (notice.notScheduled).
 */
export async function cancelJurorNoticeForStaff(
  deps: JurorNoticeDeps,
  user: SignedInStaff | null,
  id: number,
  requestId: string,
): Promise<JurorNoticeDetail> {
  const staff = authorizeStaff(user, ['jury']);
  await deps.db.transaction().execute(async (trx) => {
    const notice = await findJurorNotice(trx, id);
    if (!notice) throw new ClientError(404, 'notFound');
    if (!(await cancelScheduledJurorNotice(trx, id))) {
      throw new ClientError(409, 'notice.notScheduled');
    }
    await recordAudit(
      trx,
      deps.clock,
      { actor: staff.username, requestId },
      {
        action: 'jury.notice.cancel',
        subjectType: 'juror_notice',
        subjectId: String(id),
        details: { serveDate: notice.serveDate, sendAt: notice.sendAt },
      },
    );
  });
  return loadDetail(deps, id);
}
