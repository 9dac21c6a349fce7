import type { Kysely } from 'kysely';
import { addCalendarDays, courtTimeToInstant, storedLanguage } from '@court/contract';
import type { HearingsSettings } from './hearings-deps';
import { readPublishedCourtFacts } from '../content';
import type { Clock } from '../platform/clock';
import type { Database } from '../platform/database/schema';
import type { HearingRow } from './hearing-repository';
import { isWithinSendingHours, nextSendingTime } from './quiet-hours';
import { queueToContact, type ReminderDeliveryConfig } from './reminder-delivery';
import {
  LIVE_HEARING_STATUSES,
  lastNameKey,
  listReachableContacts,
  type ReachableContact,
} from './reminder-repository';
import { toReminderHearing } from './reminder-signup-service';
import { cancelledContent, movedContent, reminderContent } from './reminder-wording';

export interface ReminderJobDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: ReminderDeliveryConfig & Pick<HearingsSettings, 'courtDateReminderDays'>;
}

/**
 * A reminder whose time passed longer ago than this is not sent late: the next one, or the
 * change notice that made it late, says what it would have said.
 */
const LATE_REMINDER_MS = 18 * 60 * 60 * 1000;
/** Reminders queued per transaction: short transactions, whatever the number due. */
const REMINDERS_PER_TRANSACTION = 100;

/**
 * When the reminder `days` before a hearing goes: the hearing's time of day that many days
 * before, held until 8 a.m. when that falls at night.
 */
export function reminderDueAt(
  hearing: Pick<HearingRow, 'hearingDate' | 'hearingTime'>,
  days: number,
): Date {
  return nextSendingTime(
    courtTimeToInstant(addCalendarDays(hearing.hearingDate, -days), hearing.hearingTime),
  );
}

/** The contacts for each hearing: the sign-ups of its case under the same last name. */
function contactsByHearing(
  hearings: readonly HearingRow[],
  contacts: readonly ReachableContact[],
): Map<HearingRow, ReachableContact[]> {
  const byCase = new Map<string, ReachableContact[]>();
  for (const contact of contacts) {
    const key = `${contact.caseNumber}\u0000${lastNameKey(contact.lastName)}`;
    byCase.set(key, [...(byCase.get(key) ?? []), contact]);
  }
  return new Map(
    hearings.map((hearing) => [
      hearing,
      byCase.get(`${hearing.caseNumber}\u0000${lastNameKey(hearing.lastName)}`) ?? [],
    ]),
  );
}

interface DueReminder {
  hearing: HearingRow;
  contact: ReachableContact;
  days: number;
}

/**
 * Reminders due now: for each offset (largest first), the one whose time has come and is not
 * yet superseded by a nearer one, not late, not before the person confirmed, for a hearing
 * still to come.
 */
function dueReminders(
  hearings: readonly HearingRow[],
  contacts: readonly ReachableContact[],
  offsets: readonly number[],
  now: Date,
): DueReminder[] {
  const due: DueReminder[] = [];
  for (const [hearing, reachable] of contactsByHearing(hearings, contacts)) {
    const times = offsets
      .map((days) => ({ days, at: reminderDueAt(hearing, days).getTime() }))
      .filter(({ at }) => at <= now.getTime());
    // Of the offsets whose time has come, only the nearest to the hearing is worth sending.
    const latest = times.sort((a, b) => b.at - a.at)[0];
    if (!latest || now.getTime() - latest.at > LATE_REMINDER_MS) continue;
    for (const contact of reachable) {
      if (Date.parse(contact.confirmedAt) <= latest.at) {
        due.push({ hearing, contact, days: latest.days });
      }
    }
  }
  return due;
}

/** Runs `queue` over `items` in transactions of a bounded size; answers how many it queued. */
async function inTransactions<T>(
  db: Kysely<Database>,
  items: readonly T[],
  queue: (trx: Kysely<Database>, item: T) => Promise<boolean>,
): Promise<number> {
  let queued = 0;
  for (let start = 0; start < items.length; start += REMINDERS_PER_TRANSACTION) {
    const slice = items.slice(start, start + REMINDERS_PER_TRANSACTION);
    queued += await db.transaction().execute(async (trx) => {
      let count = 0;
      for (const item of slice) if (await queue(trx, item)) count += 1;
      return count;
    });
  }
  return queued;
}

/**
 * The scheduled job's reminders: queues every reminder due now through the outbox, each once
 * per person, channel, hearing time and offset (the delivery's occasion is unique, so several
 * API processes running this at once still send each once). A moved hearing has new times, so
 * its reminders follow it. Answers how many were queued.
 */
export async function queueDueReminders(deps: ReminderJobDeps, now: Date): Promise<number> {
  const offsets = deps.config.courtDateReminderDays;
  const furthest = Math.max(0, ...offsets);
  if (furthest === 0) return 0;
  const until = new Date(now.getTime() + (furthest + 1) * 24 * 60 * 60 * 1000);
  const hearings = await deps.db
    .selectFrom('hearing')
    .selectAll()
    .where('status', 'in', LIVE_HEARING_STATUSES)
    .where('startsAt', '>', now.toISOString())
    .where('startsAt', '<=', until.toISOString())
    .where('caseNumber', 'in', deps.db.selectFrom('reminderSignup').select('caseNumber'))
    .orderBy('startsAt')
    .execute();
  if (hearings.length === 0) return 0;
  const contacts = await listReachableContacts(deps.db, [
    ...new Set(hearings.map((hearing) => hearing.caseNumber)),
  ]);
  const due = dueReminders(hearings, contacts, offsets, now);
  const court = await readPublishedCourtFacts(deps.db, now);
  return inTransactions(deps.db, due, async (trx, { hearing, contact, days }) => {
    const content = reminderContent(
      court,
      contact.caseNumber,
      toReminderHearing(hearing),
      storedLanguage(contact.language),
      deps.config.publicSiteUrl,
    );
    const key = `reminder:${hearing.id}:${hearing.startsAt}:${days}`;
    return (await queueToContact(trx, deps.config, contact, { key }, content, now)) !== null;
  });
}

/** Changes whose notices one run queues at most; the rest wait for the next minute. */
const CHANGES_PER_RUN = 200;

/**
 * The scheduled job's change notices: each change an import found that has not been told yet
 * is claimed (marked notified, once, whichever process gets there first) and, for a moved or
 * cancelled hearing still to come, a notice goes to everyone signed up for it. Changes found at
 * night wait for 8 a.m. Answers how many notices were queued.
 */
export async function queueChangeNotices(deps: ReminderJobDeps, now: Date): Promise<number> {
  if (!isWithinSendingHours(now)) return 0;
  const changes = await deps.db
    .selectFrom('hearingChange as change')
    .innerJoin('hearing', 'hearing.id', 'change.hearingId')
    .selectAll('hearing')
    .select(['change.id as changeId', 'change.kind'])
    .where('change.notifiedAt', 'is', null)
    .orderBy('change.id')
    .limit(CHANGES_PER_RUN)
    .execute();
  if (changes.length === 0) return 0;
  const court = await readPublishedCourtFacts(deps.db, now);
  let queued = 0;
  for (const change of changes) {
    queued += await deps.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('hearingChange')
        .set({ notifiedAt: now.toISOString() })
        .where('id', '=', change.changeId)
        .where('notifiedAt', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return 0;
      const told = change.kind === 'moved' || change.kind === 'cancelled';
      if (!told || change.startsAt <= now.toISOString()) return 0;
      const key = lastNameKey(change.lastName);
      const contacts = (await listReachableContacts(trx, [change.caseNumber])).filter(
        (contact) => lastNameKey(contact.lastName) === key,
      );
      let count = 0;
      for (const contact of contacts) {
        const language = storedLanguage(contact.language);
        const words = change.kind === 'moved' ? movedContent : cancelledContent;
        const content = words(
          court,
          contact.caseNumber,
          toReminderHearing(change),
          language,
          deps.config.publicSiteUrl,
        );
        const occasion = { key: `change:${change.changeId}` };
        if (await queueToContact(trx, deps.config, contact, occasion, content, now)) count += 1;
      }
      return count;
    });
  }
  return queued;
}
