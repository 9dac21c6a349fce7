import type { Kysely } from 'kysely';
import {
  courtDateOf,
  courtTimeToInstant,
  type DayNoticeFields,
  type DeliveryState,
  type NoticeChannel,
  type NoticeCounts,
  type StaffRole,
} from '@court/contract';
import type { DayNoticeAnswers, DayNoticeContext } from '@court/contract/schemas';
import { authorizeStaff, type SignedInStaff } from '../authorization';
import type { Clock } from '../clock';
import type { OutboxStatus } from '../database/platform-tables';
import type { Database } from '../database/schema';
import { ClientError } from '../errors';
import { readBody, type ContractSchema } from '../read-with-schema';
import type { SmsSettings } from '../sms/sms-sender';
import {
  countDeliveries,
  deliveryProgress,
  deliveryState,
  groupByDelivery,
  type DeliveryPart,
} from './delivery-outcomes';

/**
 * Notices staff send to everyone signed up for a day (jurors reporting that day, people with a
 * hearing that day): the panel's list, one notice, writing one and cancelling one. A feature
 * describes its kind (DayNoticeKind) and queues the messages itself; platform imports no
 * feature, so the kind brings its tables, its people, the audit log's writer and its sending.
 */

/** Notices the panel lists: the latest ones. */
const LISTED_NOTICES = 50;
/** Upcoming days the panel lists. */
const LISTED_DAYS = 30;

/** What the service needs of a feature's dependencies. */
export interface DayNoticeServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: { sms: Pick<SmsSettings, 'sender'> };
}

/** Who acted and in which request (actor null for the scheduled job), as the audit log takes it. */
export interface NoticeAuditContext {
  actor: string | null;
  requestId: string | null;
}

/** The audit log's writer, which the feature passes in. */
export type RecordNoticeAudit = (
  db: Kysely<Database>,
  clock: Clock,
  context: NoticeAuditContext,
  event: {
    action: string;
    subjectType: string;
    subjectId: string;
    details: Record<string, unknown>;
  },
) => Promise<void>;

/** A new notice row: its day (YYYY-MM-DD), the shared fields and the kind's own `Columns`. */
export type NewDayNotice<Day extends string, Columns> = Record<Day, string> &
  DayNoticeFields &
  Columns;

export type DayNoticeRow<Day extends string, Columns> = NewDayNotice<Day, Columns> & {
  id: number;
};

/** A form as read: the day, the text, when it should go (null: now), and the kind's `Extra`. */
export type ParsedDayNotice<Extra> = {
  day: string;
  message: string;
  requestedAt: Date | null;
} & Extra;

/** One outbox message of one delivery, for counting; `PersonId` names the person's id. */
export type DeliveredPart<PersonId extends string> = Record<PersonId, number> & {
  deliveryId: number;
  deliveryStatus: 'queued' | 'unreachable';
  outboxStatus: OutboxStatus | null;
};

/** One outbox message of one delivery of one of several notices, for the panel's counts. */
export type CountedPart<PersonId extends string> = DeliveredPart<PersonId> & {
  /** Null only on deliveries of something else, which the kind's query leaves out. */
  noticeId: number | null;
};

/** One outbox message of one delivery of a notice, for its list of recipients. */
export type ListedPart<PersonId extends string> = DeliveredPart<PersonId> &
  DeliveryPart & { channel: NoticeChannel; destination: string };

export type DayNoticeSummary<Day extends string, Extra> = { id: number } & Record<Day, string> &
  DayNoticeFields &
  Extra & { counts: NoticeCounts };

export type DayNoticeRecipient<Person> = Person & {
  channel: NoticeChannel;
  destination: string;
} & ReturnType<typeof deliveryProgress>;

export type DayNoticeDetail<Day extends string, Extra, Person> = DayNoticeSummary<Day, Extra> & {
  recipients: DayNoticeRecipient<Person>[];
};

export interface DayNoticeList<Summary, Upcoming> {
  /** Newest first. */
  notices: Summary[];
  upcoming: Upcoming[];
  textsEnabled: boolean;
  /** A stop link as long as a real one, so the form counts a text's parts right. */
  sampleStopLink: string;
}

/** What one kind of day notice is made of; the service is the same for every kind. */
export interface DayNoticeKind<
  Deps extends DayNoticeServiceDeps,
  Day extends string,
  Extra,
  Columns,
  PersonId extends string,
  Listed extends ListedPart<PersonId>,
  Person,
  Upcoming,
  Answers extends DayNoticeAnswers<Day>,
> {
  /** The staff role that reads, writes and cancels them (admin always may). */
  role: StaffRole;
  /** The day's form field, column and answer key. */
  day: Day;
  form: {
    /**
     * The body's schema: the contract's dayNoticeRequestSchema for `day`, with the kind's own
     * fields and rules, so every problem is told at once. Read with { now } as its context.
     */
    schema: ContractSchema<Answers>;
    /** The kind's own answers, from a valid form. */
    extra: (answers: Answers) => Extra;
  };
  /** The kind's own answers as its row keeps them (hearings: emergency as 0 or 1). */
  columns: (extra: Extra) => Columns;
  /** The kind's own answers again, from its row. */
  shown: (row: DayNoticeRow<Day, Columns>) => Extra;
  /** When a notice asked for at `requested` goes; without it, then. */
  schedule?: (requested: Date, notice: ParsedDayNotice<Extra>) => Date;
  audit: {
    record: RecordNoticeAudit;
    /** Actions are `<action>.create` and `<action>.cancel`. */
    action: string;
    subjectType: string;
    /** The details of the create row. */
    created: (notice: ParsedDayNotice<Extra>, sendAt: Date) => Record<string, unknown>;
  };
  notices: {
    find: (db: Kysely<Database>, id: number) => Promise<DayNoticeRow<Day, Columns> | undefined>;
    /** The latest `limit` notices, newest first. */
    latest: (db: Kysely<Database>, limit: number) => Promise<DayNoticeRow<Day, Columns>[]>;
    /** Answers the new notice's id. */
    insert: (db: Kysely<Database>, notice: NewDayNotice<Day, Columns>) => Promise<number>;
    /** Cancels a notice still scheduled: true when it was. */
    cancelScheduled: (db: Kysely<Database>, id: number) => Promise<boolean>;
  };
  deliveries: {
    /** The column of the person a delivery is for: one person may have an e-mail and a text. */
    personId: PersonId;
    /** Every delivery of the given notices, part by part. */
    counted: (
      db: Kysely<Database>,
      noticeIds: readonly number[],
    ) => Promise<CountedPart<PersonId>[]>;
    /** Every delivery of one notice, part by part, in the order its recipients are listed. */
    listed: (db: Kysely<Database>, noticeId: number) => Promise<Listed[]>;
    /** Who a delivery is for, as its recipient shows them. */
    person: (part: Listed) => Person;
  };
  /** Days from `fromDay` on with people signed up, at most `limit`. */
  upcoming: (db: Kysely<Database>, fromDay: string, limit: number) => Promise<Upcoming[]>;
  sampleStopLink: (config: Deps['config']) => string;
  /** Sends a due notice once, whoever else tries at the same moment. */
  dispatch: (deps: Deps, id: number, now: Date, audit: NoticeAuditContext) => Promise<unknown>;
}

export interface DayNoticeService<Deps, Detail, List> {
  /** The notices panel: latest notices with their counts, upcoming days with people. */
  list: (deps: Deps, user: SignedInStaff | null) => Promise<List>;
  /** One notice with each recipient's state on each channel; 404 if unknown. */
  get: (deps: Deps, user: SignedInStaff | null, id: number) => Promise<Detail>;
  /**
   * Writes a notice, with its audit row in the same transaction; problems throw
   * InvalidInputError by field with nothing stored. Due already, its messages are queued at
   * once; else the scheduled job sends it.
   */
  create: (
    deps: Deps,
    user: SignedInStaff | null,
    input: unknown,
    requestId: string,
  ) => Promise<Detail>;
  /** Cancels a scheduled notice, audited; 404 if unknown, 409 once it is sent or cancelled. */
  cancel: (
    deps: Deps,
    user: SignedInStaff | null,
    id: number,
    requestId: string,
  ) => Promise<Detail>;
}

/** `{ [key]: value }`, typed by its key: TypeScript widens a generic computed key to string. */
function keyed<Key extends string, Value>(key: Key, value: Value): Record<Key, Value> {
  return { [key]: value } as Record<Key, Value>;
}

/** Each delivery, from its parts: its first part, the person it is for and its state. */
function deliveriesOf<PersonId extends string, Part extends DeliveredPart<PersonId>>(
  parts: readonly Part[],
  personId: PersonId,
): { first: Part; recipient: number; state: DeliveryState }[] {
  return groupByDelivery(parts).flatMap((group) => {
    const [first] = group;
    if (!first) return [];
    const state = deliveryState(
      first.deliveryStatus,
      group.map((part) => part.outboxStatus),
    );
    return [{ first, recipient: first[personId], state }];
  });
}

export function dayNoticeService<
  Deps extends DayNoticeServiceDeps,
  Day extends string,
  Extra,
  Columns,
  PersonId extends string,
  Listed extends ListedPart<PersonId>,
  Person,
  Upcoming,
  Answers extends DayNoticeAnswers<Day>,
>(
  kind: DayNoticeKind<Deps, Day, Extra, Columns, PersonId, Listed, Person, Upcoming, Answers>,
): DayNoticeService<
  Deps,
  DayNoticeDetail<Day, Extra, Person>,
  DayNoticeList<DayNoticeSummary<Day, Extra>, Upcoming>
> {
  type Row = DayNoticeRow<Day, Columns>;

  function parse(input: unknown, now: Date): ParsedDayNotice<Extra> {
    const context: DayNoticeContext = { now };
    const answers = readBody(kind.form.schema, input, context);
    const day: string = answers[kind.day];
    const requestedAt =
      answers.when === 'later' ? courtTimeToInstant(answers.sendDate, answers.sendTime) : null;
    return { day, message: answers.noticeText, requestedAt, ...kind.form.extra(answers) };
  }

  function toSummary(row: Row, counts: NoticeCounts): DayNoticeSummary<Day, Extra> {
    const day: string = row[kind.day];
    return {
      id: row.id,
      ...keyed(kind.day, day),
      message: row.message,
      ...kind.shown(row),
      sendAt: row.sendAt,
      status: row.status,
      createdBy: row.createdBy,
      createdAt: row.createdAt,
      sentAt: row.sentAt,
      counts,
    };
  }

  async function loadDetail(deps: Deps, id: number): Promise<DayNoticeDetail<Day, Extra, Person>> {
    const notice = await kind.notices.find(deps.db, id);
    if (!notice) throw new ClientError(404, 'notFound');
    const parts = await kind.deliveries.listed(deps.db, id);
    const recipients = groupByDelivery(parts).flatMap((group) => {
      const [first, ...rest] = group;
      if (!first) return [];
      return [
        {
          ...kind.deliveries.person(first),
          channel: first.channel,
          destination: first.destination,
          ...deliveryProgress([first, ...rest]),
        },
      ];
    });
    const counts = countDeliveries(deliveriesOf(parts, kind.deliveries.personId));
    return { ...toSummary(notice, counts), recipients };
  }

  return {
    async list(deps, user) {
      authorizeStaff(user, [kind.role]);
      const notices = await kind.notices.latest(deps.db, LISTED_NOTICES);
      const parts = await kind.deliveries.counted(
        deps.db,
        notices.map((notice) => notice.id),
      );
      const byNotice = new Map<number, { recipient: number; state: DeliveryState }[]>();
      for (const delivery of deliveriesOf(parts, kind.deliveries.personId)) {
        const { noticeId } = delivery.first;
        if (noticeId === null) continue;
        byNotice.set(noticeId, [...(byNotice.get(noticeId) ?? []), delivery]);
      }
      const upcoming = await kind.upcoming(deps.db, courtDateOf(deps.clock.now()), LISTED_DAYS);
      return {
        notices: notices.map((notice) =>
          toSummary(notice, countDeliveries(byNotice.get(notice.id) ?? [])),
        ),
        upcoming,
        textsEnabled: deps.config.sms.sender !== 'none',
        sampleStopLink: kind.sampleStopLink(deps.config),
      };
    },

    async get(deps, user, id) {
      authorizeStaff(user, [kind.role]);
      return loadDetail(deps, id);
    },

    async create(deps, user, input, requestId) {
      const staff = authorizeStaff(user, [kind.role]);
      const now = deps.clock.now();
      const notice = parse(input, now);
      const requested = notice.requestedAt ?? now;
      const sendAt = kind.schedule?.(requested, notice) ?? requested;
      const audit = { actor: staff.username, requestId };
      const id = await deps.db.transaction().execute(async (trx) => {
        const noticeId = await kind.notices.insert(trx, {
          ...keyed(kind.day, notice.day),
          message: notice.message,
          ...kind.columns(notice),
          sendAt: sendAt.toISOString(),
          status: 'scheduled',
          createdBy: staff.username,
          createdAt: now.toISOString(),
          sentAt: null,
        });
        await kind.audit.record(trx, deps.clock, audit, {
          action: `${kind.audit.action}.create`,
          subjectType: kind.audit.subjectType,
          subjectId: String(noticeId),
          details: kind.audit.created(notice, sendAt),
        });
        return noticeId;
      });
      if (sendAt.getTime() <= now.getTime()) await kind.dispatch(deps, id, now, audit);
      return loadDetail(deps, id);
    },

    async cancel(deps, user, id, requestId) {
      const staff = authorizeStaff(user, [kind.role]);
      await deps.db.transaction().execute(async (trx) => {
        const notice = await kind.notices.find(trx, id);
        if (!notice) throw new ClientError(404, 'notFound');
        if (!(await kind.notices.cancelScheduled(trx, id))) {
          throw new ClientError(409, 'notice.notScheduled');
        }
        await kind.audit.record(
          trx,
          deps.clock,
          { actor: staff.username, requestId },
          {
            action: `${kind.audit.action}.cancel`,
            subjectType: kind.audit.subjectType,
            subjectId: String(id),
            details: { [kind.day]: notice[kind.day], sendAt: notice.sendAt },
          },
        );
      });
      return loadDetail(deps, id);
    },
  };
}
