import type { Insertable, Kysely, Selectable } from 'kysely';
import type { PublicForm } from '@court/contract';
import type { Database } from '../platform/database/schema';
import type { JurorRegistrationTable } from './jury-tables';

export type JurorRegistrationRow = Selectable<JurorRegistrationTable>;
export type NewJurorRegistration = Omit<
  Insertable<JurorRegistrationTable>,
  'id' | 'stoppedAt' | 'stopChannel'
>;

/**
 * Stores a sign-up: a new row, or, for a juror number and service date already signed up, the
 * same row with the new answers. Signing up again also undoes an earlier stop: the
 * juror has just asked for the notices. The first sign-up's created_at stays.
 */
export async function upsertJurorRegistration(
  db: Kysely<Database>,
  registration: NewJurorRegistration,
): Promise<void> {
  await db
    .insertInto('jurorRegistration')
    .values(registration)
    .onConflict((conflict) =>
      conflict.columns(['jurorNumber', 'serveDate']).doUpdateSet({
        lastName: registration.lastName,
        cellphone: registration.cellphone,
        carrier: registration.carrier,
        email: registration.email,
        language: registration.language,
        updatedAt: registration.updatedAt,
        submissionId: registration.submissionId,
        stoppedAt: null,
        stopChannel: null,
      }),
    )
    .execute();
}

/** Each service date with its number of registrations and of those whose notices stopped, by date. */
export async function countRegistrationsByServeDate(
  db: Kysely<Database>,
): Promise<{ serveDate: string; registrations: number; stopped: number }[]> {
  const rows = await db
    .selectFrom('jurorRegistration')
    .select((eb) => [
      'serveDate',
      eb.fn.countAll<number | string>().as('registrations'),
      eb.fn.count<number | string>('stoppedAt').as('stopped'),
    ])
    .groupBy('serveDate')
    .orderBy('serveDate')
    .execute();
  // PostgreSQL counts as bigint, which the driver hands over as text.
  return rows.map((row) => ({
    serveDate: row.serveDate,
    registrations: Number(row.registrations),
    stopped: Number(row.stopped),
  }));
}

/** The registrations for one service date, by last name then juror number. */
export async function listRegistrationsForServeDate(
  db: Kysely<Database>,
  serveDate: string,
): Promise<JurorRegistrationRow[]> {
  return db
    .selectFrom('jurorRegistration')
    .selectAll()
    .where('serveDate', '=', serveDate)
    .orderBy('lastName')
    .orderBy('jurorNumber')
    .execute();
}

/** Deletes the registrations whose service date is before `serveDate`; how many went. */
export async function deleteRegistrationsServedBefore(
  db: Kysely<Database>,
  serveDate: string,
): Promise<number> {
  const result = await db
    .deleteFrom('jurorRegistration')
    .where('serveDate', '<', serveDate)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Deletes the sign-up submissions no registration points to any more (its registration was
 * purged, or a later sign-up replaced it): they hold the juror's name and e-mail too.
 */
export async function deleteUnreferencedJurorSubmissions(db: Kysely<Database>): Promise<number> {
  const form: PublicForm = 'juror-notifications';
  const result = await db
    .deleteFrom('formSubmission')
    .where('form', '=', form)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('jurorRegistration')
            .select('jurorRegistration.id')
            .whereRef('jurorRegistration.submissionId', '=', 'formSubmission.id'),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
