import type { Insertable, Kysely, Selectable } from 'kysely';
import {
  HEARING_DAY_NOTICE_MAX_LENGTH,
  type HearingDayNoticeDetail,
  type HearingDayNoticeList,
  type HearingDayWithSignups,
  storedLanguage,
} from '@court/contract';
import { dayNoticeRequestSchema, noticeEmergency } from '@court/contract/schemas';
import { recordAudit, type AuditContext } from '../audit';
import { readPublishedCourtFacts } from '../content';
import type { Clock } from '../platform/clock';
import type { Database } from '../platform/database/schema';
import type { HearingDayNoticeTable } from './hearings-tables';
import { dayNoticeService, type DayNoticeService } from '../platform/notices/day-notice-service';
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
type NewDayNotice = Insertable<HearingDayNoticeTable>;

/** A contact id as long as any the court will reach, for a stop link of a realistic length. */
const SAMPLE_CONTACT_ID = 9_999_999;

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

/** One outbox message of one delivery of a day notice, with the person it is for. */
interface DeliveryPartRow {
  noticeId: number | null;
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
      'd.dayNoticeId as noticeId',
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

function findDayNotice(db: Kysely<Database>, id: number): Promise<DayNoticeRow | undefined> {
  return db.selectFrom('hearingDayNotice').selectAll().where('id', '=', id).executeTakeFirst();
}

function listLatestDayNotices(db: Kysely<Database>, limit: number): Promise<DayNoticeRow[]> {
  return db.selectFrom('hearingDayNotice').selectAll().orderBy('id', 'desc').limit(limit).execute();
}

async function insertDayNotice(db: Kysely<Database>, notice: NewDayNotice): Promise<number> {
  const row = await db
    .insertInto('hearingDayNotice')
    .values(notice)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function cancelScheduledDayNotice(db: Kysely<Database>, id: number): Promise<boolean> {
  const cancelled = await db
    .updateTable('hearingDayNotice')
    .set({ status: 'cancelled' })
    .where('id', '=', id)
    .where('status', '=', 'scheduled')
    .executeTakeFirst();
  return Number(cancelled.numUpdatedRows) === 1;
}

/** Dates from `fromDate` on with live hearings and people signed up, with how many. */
async function upcomingDates(
  db: Kysely<Database>,
  fromDate: string,
  limit: number,
): Promise<HearingDayWithSignups[]> {
  const dates = await db
    .selectFrom('hearing')
    .select('hearingDate')
    .distinct()
    .where('hearingDate', '>=', fromDate)
    .where('status', 'in', LIVE_HEARING_STATUSES)
    .where('caseNumber', 'in', db.selectFrom('reminderSignup').select('caseNumber'))
    .orderBy('hearingDate')
    .limit(limit)
    .execute();
  const upcoming = [];
  for (const { hearingDate } of dates) {
    const signups = (await dayRecipients(db, hearingDate)).length;
    if (signups > 0) upcoming.push({ hearingDate, signups });
  }
  return upcoming;
}

/**
 * Day notices (role hearings), audited as hearings.notice.create and .cancel. One that is not an
 * emergency goes no earlier than 8 a.m. court time: asked for at night, it waits for the morning.
 */
const dayNotices: DayNoticeService<DayNoticeDeps, HearingDayNoticeDetail, HearingDayNoticeList> =
  dayNoticeService({
    role: 'hearings',
    day: 'hearingDate',
    form: {
      schema: dayNoticeRequestSchema({
        day: {
          field: 'hearingDate',
          required: 'hearings.notice.hearingDate.required',
          past: 'hearings.notice.hearingDate.past',
        },
        maxLength: HEARING_DAY_NOTICE_MAX_LENGTH,
      }).shape({ emergency: noticeEmergency() }),
      extra: ({ emergency }) => ({ emergency }),
    },
    columns: ({ emergency }) => ({ emergency: emergency ? 1 : 0 }),
    shown: (row) => ({ emergency: row.emergency === 1 }),
    schedule: (requested, { emergency }) => (emergency ? requested : nextSendingTime(requested)),
    audit: {
      record: recordAudit,
      action: 'hearings.notice',
      subjectType: 'hearing_day_notice',
      created: (notice, sendAt) => ({
        hearingDate: notice.day,
        sendAt: sendAt.toISOString(),
        emergency: notice.emergency,
        length: notice.message.length,
      }),
    },
    notices: {
      find: findDayNotice,
      latest: listLatestDayNotices,
      insert: insertDayNotice,
      cancelScheduled: cancelScheduledDayNotice,
    },
    deliveries: {
      personId: 'signupId',
      counted: listParts,
      listed: (db, id) => listParts(db, [id]),
      person: (part) => ({ caseNumber: part.caseNumber, lastName: part.lastName }),
    },
    upcoming: upcomingDates,
    sampleStopLink: (config) => reminderTextStopLink(config, SAMPLE_CONTACT_ID),
    dispatch: dispatchDayNotice,
  });

export const {
  list: listDayNoticesForStaff,
  get: getDayNoticeForStaff,
  create: createDayNotice,
  cancel: cancelDayNoticeForStaff,
} = dayNotices;
