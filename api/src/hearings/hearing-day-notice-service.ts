import type { Kysely } from 'kysely';
import {
  HEARING_DAY_NOTICE_MAX_LENGTH,
  courtDateOf,
  type DeliveryState,
  type HearingDayNoticeDetail,
  type HearingDayNoticeList,
  type HearingDayNoticeRecipient,
  type HearingDayNoticeSummary,
  type NoticeCounts,
  storedLanguage,
} from '@court/contract';
import { recordAudit, type AuditContext } from '../audit';
import { readPublishedCourtFacts } from '../content';
import { authorizeStaff, type SignedInStaff } from '../platform/authorization';
import type { Clock } from '../platform/clock';
import type { Database } from '../platform/database/schema';
import type { HearingDayNoticeTable } from './hearings-tables';
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
import type { Selectable } from 'kysely';
import { nextSendingTime } from './quiet-hours';
import {
  queueToContact,
  reminderTextStopLink,
  type ReminderDeliveryConfig,
} from './reminder-delivery';
import { LIVE_HEARING_STATUSES, lastNameKey, listReachableContacts } from './reminder-repository';
import { dayNoticeContent } from './reminder-wording';

export interface DayNoticeDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: ReminderDeliveryConfig;
}

type DayNoticeRow = Selectable<HearingDayNoticeTable>;

const LISTED_NOTICES = 50;
const LISTED_DATES = 30;
/** A contact id as long as any the court will reach, for a stop link of a realistic length. */
const SAMPLE_CONTACT_ID = 9_999_999;

interface ParsedDayNotice {
  hearingDate: string;
  message: string;
  emergency: boolean;
  /** null: now. */
  requestedAt: Date | null;
}

/** The form's answers, checked; every problem at once as InvalidInputError. */
function parseDayNotice(input: unknown, now: Date): ParsedDayNotice {
  const fields = noticeFields(input);
  const problems: NoticeProblems = {};
  const hearingDate = readNoticeDay(fields, 'hearingDate', now, problems, {
    required: 'hearings.notice.hearingDate.required',
    past: 'hearings.notice.hearingDate.past',
  });
  const message = readNoticeText(fields, HEARING_DAY_NOTICE_MAX_LENGTH, problems);
  const requestedAt = readSendAt(fields, now, problems);
  if (Object.keys(problems).length > 0) throw new InvalidInputError(problems);
  return { hearingDate, message, emergency: fields.emergency === true, requestedAt };
}

/** The people a day notice reaches: confirmed contacts with a live hearing that day. */
async function dayRecipients(db: Kysely<Database>, hearingDate: string) {
  const hearings = await db
    .selectFrom('hearing')
    .select(['caseNumber', 'lastName'])
    .where('hearingDate', '=', hearingDate)
    .where('status', 'in', LIVE_HEARING_STATUSES)
    .execute();
  const people = new Set(
    hearings.map((row) => `${row.caseNumber}\u0000${lastNameKey(row.lastName)}`),
  );
  const contacts = await listReachableContacts(db, [
    ...new Set(hearings.map((row) => row.caseNumber)),
  ]);
  return contacts.filter((contact) =>
    people.has(`${contact.caseNumber}\u0000${lastNameKey(contact.lastName)}`),
  );
}

/**
 * Sends a due day notice: claims it (scheduled to sent, once, whichever process gets there
 * first) and queues, in one transaction with its audit row, a message to each person signed up
 * with a hearing that day. Null when there was nothing to claim.
 */
export async function dispatchDayNotice(
  deps: DayNoticeDeps,
  id: number,
  now: Date,
  audit: AuditContext,
): Promise<{ queued: number; unreachable: number } | null> {
  return deps.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('hearingDayNotice')
      .set({ status: 'sent', sentAt: now.toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'scheduled')
      .where('sendAt', '<=', now.toISOString())
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return null;
    const notice = await trx
      .selectFrom('hearingDayNotice')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const report = { queued: 0, unreachable: 0 };
    const court = await readPublishedCourtFacts(trx, now);
    for (const contact of await dayRecipients(trx, notice.hearingDate)) {
      const content = dayNoticeContent(
        court,
        notice.hearingDate,
        notice.message,
        storedLanguage(contact.language),
      );
      const outcome = await queueToContact(
        trx,
        deps.config,
        contact,
        { key: `day-notice:${id}`, dayNoticeId: id },
        content,
        now,
      );
      if (outcome === 'queued') report.queued += 1;
      if (outcome === 'unreachable') report.unreachable += 1;
    }
    await recordAudit(trx, deps.clock, audit, {
      action: 'hearings.notice.send',
      subjectType: 'hearing_day_notice',
      subjectId: String(id),
      details: { hearingDate: notice.hearingDate, ...report },
    });
    return report;
  });
}

/** The scheduled job: sends every day notice whose time has come; answers how many. */
export async function dispatchDueDayNotices(deps: DayNoticeDeps, now: Date): Promise<number> {
  const due = await deps.db
    .selectFrom('hearingDayNotice')
    .select('id')
    .where('status', '=', 'scheduled')
    .where('sendAt', '<=', now.toISOString())
    .orderBy('sendAt')
    .limit(20)
    .execute();
  let sent = 0;
  for (const { id } of due) {
    if (await dispatchDayNotice(deps, id, now, { actor: null, requestId: null })) sent += 1;
  }
  return sent;
}

interface DeliveryPartRow {
  dayNoticeId: number | null;
  deliveryId: number;
  /** The sign-up: one person, whatever channels they chose. */
  signupId: number;
  caseNumber: string;
  lastName: string;
  channel: 'email' | 'sms';
  destination: string;
  deliveryStatus: 'queued' | 'unreachable';
  reason: string | null;
  part: number | null;
  outboxStatus: 'pending' | 'sent' | 'failed' | null;
  attempts: number | null;
  lastError: string | null;
}

function listParts(db: Kysely<Database>, noticeIds: readonly number[]): Promise<DeliveryPartRow[]> {
  if (noticeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('reminderDelivery as d')
    .innerJoin('reminderContact as c', 'c.id', 'd.contactId')
    .innerJoin('reminderSignup as s', 's.id', 'c.signupId')
    .leftJoin('reminderMessage as m', 'm.deliveryId', 'd.id')
    .leftJoin('outboxMessage as o', 'o.id', 'm.outboxMessageId')
    .select([
      'd.dayNoticeId',
      'd.id as deliveryId',
      's.id as signupId',
      's.caseNumber',
      's.lastName',
      'c.channel',
      'c.destination',
      'd.status as deliveryStatus',
      'd.reason',
      'm.part',
      'o.status as outboxStatus',
      'o.attempts',
      'o.lastError',
    ])
    .where('d.dayNoticeId', 'in', noticeIds)
    .orderBy('s.caseNumber')
    .orderBy('c.channel')
    .orderBy('m.part')
    .execute();
}

function toSummary(row: DayNoticeRow, counts: NoticeCounts): HearingDayNoticeSummary {
  return {
    id: row.id,
    hearingDate: row.hearingDate,
    message: row.message,
    emergency: row.emergency === 1,
    sendAt: row.sendAt,
    status: row.status,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
    counts,
  };
}

function outcomesByNotice(parts: readonly DeliveryPartRow[]) {
  const byNotice = new Map<number, { recipient: number; state: DeliveryState }[]>();
  for (const group of groupByDelivery(parts)) {
    const [first] = group;
    if (!first || first.dayNoticeId === null) continue;
    const state = deliveryState(
      first.deliveryStatus,
      group.map((part) => part.outboxStatus),
    );
    const list = byNotice.get(first.dayNoticeId) ?? [];
    list.push({ recipient: first.signupId, state });
    byNotice.set(first.dayNoticeId, list);
  }
  return byNotice;
}

async function loadDetail(deps: DayNoticeDeps, id: number): Promise<HearingDayNoticeDetail> {
  const notice = await deps.db
    .selectFrom('hearingDayNotice')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!notice) throw new ClientError(404, 'notFound');
  const parts = await listParts(deps.db, [id]);
  const recipients = groupByDelivery(parts).flatMap((group): HearingDayNoticeRecipient[] => {
    const [first, ...rest] = group;
    if (!first) return [];
    return [
      {
        caseNumber: first.caseNumber,
        lastName: first.lastName,
        channel: first.channel,
        destination: first.destination,
        ...deliveryProgress([first, ...rest]),
      },
    ];
  });
  const counts = countDeliveries(outcomesByNotice(parts).get(id) ?? []);
  return { ...toSummary(notice, counts), recipients };
}

/** The day notices panel (role hearings): latest notices, upcoming dates with sign-ups. */
export async function listDayNoticesForStaff(
  deps: DayNoticeDeps,
  user: SignedInStaff | null,
): Promise<HearingDayNoticeList> {
  authorizeStaff(user, ['hearings']);
  const notices = await deps.db
    .selectFrom('hearingDayNotice')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(LISTED_NOTICES)
    .execute();
  const byNotice = outcomesByNotice(
    await listParts(
      deps.db,
      notices.map((notice) => notice.id),
    ),
  );
  const today = courtDateOf(deps.clock.now());
  const dates = await deps.db
    .selectFrom('hearing')
    .select('hearingDate')
    .distinct()
    .where('hearingDate', '>=', today)
    .where('status', 'in', LIVE_HEARING_STATUSES)
    .where('caseNumber', 'in', deps.db.selectFrom('reminderSignup').select('caseNumber'))
    .orderBy('hearingDate')
    .limit(LISTED_DATES)
    .execute();
  const upcoming = [];
  for (const { hearingDate } of dates) {
    const signups = (await dayRecipients(deps.db, hearingDate)).length;
    if (signups > 0) upcoming.push({ hearingDate, signups });
  }
  return {
    notices: notices.map((notice) =>
      toSummary(notice, countDeliveries(byNotice.get(notice.id) ?? [])),
    ),
    upcoming,
    textsEnabled: deps.config.sms.sender !== 'none',
    sampleStopLink: reminderTextStopLink(deps.config, SAMPLE_CONTACT_ID),
  };
}

export async function getDayNoticeForStaff(
  deps: DayNoticeDeps,
  user: SignedInStaff | null,
  id: number,
): Promise<HearingDayNoticeDetail> {
  authorizeStaff(user, ['hearings']);
  return loadDetail(deps, id);
}

/**
 * Writes a day notice (role hearings), audited (hearings.notice.create). One that is not an
 * emergency goes no earlier than 8 a.m. court time: asked for at night, it waits for the
 * morning. Sent now, its messages are queued at once; else the scheduled job sends it.
 */
export async function createDayNotice(
  deps: DayNoticeDeps,
  user: SignedInStaff | null,
  input: unknown,
  requestId: string,
): Promise<HearingDayNoticeDetail> {
  const staff = authorizeStaff(user, ['hearings']);
  const now = deps.clock.now();
  const notice = parseDayNotice(input, now);
  const requested = notice.requestedAt ?? now;
  const sendAt = notice.emergency ? requested : nextSendingTime(requested);
  const audit = { actor: staff.username, requestId };
  const id = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('hearingDayNotice')
      .values({
        hearingDate: notice.hearingDate,
        message: notice.message,
        emergency: notice.emergency ? 1 : 0,
        sendAt: sendAt.toISOString(),
        status: 'scheduled',
        createdBy: staff.username,
        createdAt: now.toISOString(),
        sentAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, deps.clock, audit, {
      action: 'hearings.notice.create',
      subjectType: 'hearing_day_notice',
      subjectId: String(row.id),
      details: {
        hearingDate: notice.hearingDate,
        sendAt: sendAt.toISOString(),
        emergency: notice.emergency,
        length: notice.message.length,
      },
    });
    return row.id;
  });
  if (sendAt.getTime() <= now.getTime()) await dispatchDayNotice(deps, id, now, audit);
  return loadDetail(deps, id);
}

/** Cancels a scheduled day notice (role hearings), audited; 409 when it already went. */
export async function cancelDayNoticeForStaff(
  deps: DayNoticeDeps,
  user: SignedInStaff | null,
  id: number,
  requestId: string,
): Promise<HearingDayNoticeDetail> {
  const staff = authorizeStaff(user, ['hearings']);
  await deps.db.transaction().execute(async (trx) => {
    const notice = await trx
      .selectFrom('hearingDayNotice')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!notice) throw new ClientError(404, 'notFound');
    const cancelled = await trx
      .updateTable('hearingDayNotice')
      .set({ status: 'cancelled' })
      .where('id', '=', id)
      .where('status', '=', 'scheduled')
      .executeTakeFirst();
    if (Number(cancelled.numUpdatedRows) !== 1) {
      throw new ClientError(409, 'notice.notScheduled');
    }
    await recordAudit(
      trx,
      deps.clock,
      { actor: staff.username, requestId },
      {
        action: 'hearings.notice.cancel',
        subjectType: 'hearing_day_notice',
        subjectId: String(id),
        details: { hearingDate: notice.hearingDate, sendAt: notice.sendAt },
      },
    );
  });
  return loadDetail(deps, id);
}
