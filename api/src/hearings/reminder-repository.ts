import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../platform/database/schema';
import type { ReminderContactTable, ReminderSignupTable } from './hearings-tables';
import type { HearingRow } from './hearing-repository';

export type ReminderSignupRow = Selectable<ReminderSignupTable>;
export type ReminderContactRow = Selectable<ReminderContactTable>;

/** Hearings still to be held: a cancelled or vanished one is not reminded of. */
export const LIVE_HEARING_STATUSES = ['scheduled', 'continued'];

/** A last name as matching reads it: "Núñez-Soto" and "NUNEZ SOTO" are the same person. */
export function lastNameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
}

export async function insertReminderSignup(
  db: Kysely<Database>,
  signup: Insertable<ReminderSignupTable>,
): Promise<number> {
  const row = await db
    .insertInto('reminderSignup')
    .values(signup)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertReminderContact(
  db: Kysely<Database>,
  contact: Insertable<ReminderContactTable>,
): Promise<number> {
  const row = await db
    .insertInto('reminderContact')
    .values(contact)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findReminderSignupByReference(
  db: Kysely<Database>,
  reference: string,
): Promise<ReminderSignupRow | undefined> {
  return db
    .selectFrom('reminderSignup')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirst();
}

export function listContactsOfSignup(
  db: Kysely<Database>,
  signupId: number,
): Promise<ReminderContactRow[]> {
  return db
    .selectFrom('reminderContact')
    .selectAll()
    .where('signupId', '=', signupId)
    .orderBy('id')
    .execute();
}

export async function updateReminderContact(
  db: Kysely<Database>,
  id: number,
  changes: Partial<Insertable<ReminderContactTable>>,
): Promise<void> {
  await db.updateTable('reminderContact').set(changes).where('id', '=', id).execute();
}

/**
 * Counts one attempt at a contact's code, in one statement and only while under `limit`;
 * returns the count with this attempt, or null when the attempts were already used up.
 */
export async function countReminderCodeAttempt(
  db: Kysely<Database>,
  id: number,
  limit: number,
): Promise<number | null> {
  const row = await db
    .updateTable('reminderContact')
    .set((eb) => ({ codeAttempts: eb('codeAttempts', '+', 1) }))
    .where('id', '=', id)
    .where('codeAttempts', '<', limit)
    .returning('codeAttempts')
    .executeTakeFirst();
  return row?.codeAttempts ?? null;
}

/**
 * Stops the other sign-ups' contacts that reach the same phone or address for the same case:
 * signing up again replaces the earlier sign-up rather than doubling every reminder.
 */
export async function stopEarlierContacts(
  db: Kysely<Database>,
  contact: { id: number; channel: ReminderContactRow['channel']; destination: string },
  caseNumber: string,
  now: Date,
): Promise<void> {
  const earlier = db.selectFrom('reminderSignup').select('id').where('caseNumber', '=', caseNumber);
  await db
    .updateTable('reminderContact')
    .set({ stoppedAt: now.toISOString() })
    .where('channel', '=', contact.channel)
    .where('destination', '=', contact.destination)
    .where('id', '!=', contact.id)
    .where('stoppedAt', 'is', null)
    .where('signupId', 'in', earlier)
    .execute();
}

/** The upcoming live hearings of a case for a last name, soonest first. */
export async function listUpcomingHearings(
  db: Kysely<Database>,
  caseNumber: string,
  lastName: string,
  now: Date,
): Promise<HearingRow[]> {
  const rows = await db
    .selectFrom('hearing')
    .selectAll()
    .where('caseNumber', '=', caseNumber)
    .where('status', 'in', LIVE_HEARING_STATUSES)
    .where('startsAt', '>', now.toISOString())
    .orderBy('startsAt')
    .execute();
  const key = lastNameKey(lastName);
  return rows.filter((row) => lastNameKey(row.lastName) === key);
}

/** A contact with what its messages need of its sign-up. */
export interface ReachableContact {
  id: number;
  signupId: number;
  channel: ReminderContactRow['channel'];
  destination: string;
  carrier: string | null;
  confirmedAt: string;
  caseNumber: string;
  lastName: string;
  language: string;
}

/** Confirmed contacts that have not stopped, of sign-ups for these cases. */
export async function listReachableContacts(
  db: Kysely<Database>,
  caseNumbers: readonly string[],
): Promise<ReachableContact[]> {
  if (caseNumbers.length === 0) return [];
  const rows: ReachableContact[] = [];
  // In slices, well under either database's limit of bound parameters.
  for (let start = 0; start < caseNumbers.length; start += 500) {
    const slice = caseNumbers.slice(start, start + 500);
    const found = await db
      .selectFrom('reminderContact as contact')
      .innerJoin('reminderSignup as signup', 'signup.id', 'contact.signupId')
      .select([
        'contact.id',
        'contact.signupId',
        'contact.channel',
        'contact.destination',
        'contact.carrier',
        'contact.confirmedAt',
        'signup.caseNumber',
        'signup.lastName',
        'signup.language',
      ])
      .where('signup.caseNumber', 'in', slice)
      .where('contact.confirmedAt', 'is not', null)
      .where('contact.stoppedAt', 'is', null)
      .orderBy('contact.id')
      .execute();
    for (const row of found) {
      if (row.confirmedAt !== null) rows.push({ ...row, confirmedAt: row.confirmedAt });
    }
  }
  return rows;
}

/** A contact and its sign-up, for its stop page. */
export function findContactStopState(db: Kysely<Database>, contactId: number) {
  return db
    .selectFrom('reminderContact as contact')
    .innerJoin('reminderSignup as signup', 'signup.id', 'contact.signupId')
    .select(['contact.channel', 'contact.stoppedAt', 'signup.caseNumber', 'signup.language'])
    .where('contact.id', '=', contactId)
    .executeTakeFirst();
}
