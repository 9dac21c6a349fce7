import type { Kysely } from 'kysely';
import {
  courtDateOf,
  isCalendarDate,
  type JurorRegistration,
  type JurorRegistrationList,
  type JurorServeDateList,
} from '@court/contract';
import { recordAudit } from '../audit';
import { authorizeStaff, type SignedInStaff } from '../platform/authorization';
import type { Clock } from '../platform/clock';
import { toCsv } from '../platform/csv';
import type { Database } from '../platform/database/schema';
import { InvalidInputError } from '../platform/errors';
import {
  countRegistrationsByServeDate,
  listRegistrationsForServeDate,
  type JurorRegistrationRow,
} from './juror-registration-repository';

export interface JuryRegistrationDeps {
  db: Kysely<Database>;
  clock: Clock;
}

type QueryValue = string | string[] | undefined;

/** The serveDate of a staff query: a calendar day, YYYY-MM-DD, else InvalidInputError. */
function readServeDate(query: Record<string, QueryValue>): string {
  const raw = query.serveDate;
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (!isCalendarDate(value)) throw new InvalidInputError({ serveDate: 'jury.serveDate.format' });
  return value;
}

/**
 * The service dates jurors registered for, with their counts (role jury): the court's today and
 * the dates to come first, soonest first, then the past ones, most recent first.
 */
export async function listServeDates(
  deps: JuryRegistrationDeps,
  user: SignedInStaff | null,
): Promise<JurorServeDateList> {
  authorizeStaff(user, ['jury']);
  const today = courtDateOf(deps.clock.now());
  const counts = await countRegistrationsByServeDate(deps.db);
  const upcoming = counts.filter((count) => count.serveDate >= today);
  const past = counts.filter((count) => count.serveDate < today).reverse();
  return { today, serveDates: [...upcoming, ...past] };
}

function toRegistration(row: JurorRegistrationRow): JurorRegistration {
  return {
    id: Number(row.id),
    jurorNumber: row.jurorNumber,
    lastName: row.lastName,
    cellphone: row.cellphone,
    carrier: row.carrier,
    email: row.email,
    language: row.language,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    stoppedAt: row.stoppedAt,
  };
}

/**
 * The jurors registered for one service date (role jury), by last name. The query's serveDate
 * must be YYYY-MM-DD. Staff see the contact details in full; they are never logged.
 */
export async function listRegistrations(
  deps: JuryRegistrationDeps,
  user: SignedInStaff | null,
  query: Record<string, QueryValue>,
): Promise<JurorRegistrationList> {
  authorizeStaff(user, ['jury']);
  const serveDate = readServeDate(query);
  const rows = await listRegistrationsForServeDate(deps.db, serveDate);
  return { serveDate, registrations: rows.map(toRegistration) };
}

const CSV_HEADER = [
  'Juror number',
  'Last name',
  'E-mail',
  'Cell phone',
  'Carrier',
  'Language',
  'Registered at',
  'Updated at',
  'Stopped at',
] as const;

/**
 * The registrations of one service date as CSV (role jury), every cell quoted and protected
 * from spreadsheet formulas. The export is audited (jury.registrations.export) with the date
 * and the number of rows, never their contents.
 */
export async function exportRegistrationsCsv(
  deps: JuryRegistrationDeps,
  user: SignedInStaff | null,
  query: Record<string, QueryValue>,
  requestId: string,
): Promise<{ serveDate: string; csv: string }> {
  const staff = authorizeStaff(user, ['jury']);
  const serveDate = readServeDate(query);
  const rows = await listRegistrationsForServeDate(deps.db, serveDate);
  await recordAudit(
    deps.db,
    deps.clock,
    { actor: staff.username, requestId },
    {
      action: 'jury.registrations.export',
      subjectType: 'juror_registration',
      subjectId: serveDate,
      details: { rows: rows.length },
    },
  );
  const lines = rows.map((row) => [
    row.jurorNumber,
    row.lastName,
    row.email,
    row.cellphone,
    row.carrier,
    row.language,
    row.createdAt,
    row.updatedAt,
    row.stoppedAt,
  ]);
  return { serveDate, csv: toCsv(CSV_HEADER, lines) };
}
