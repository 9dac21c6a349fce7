import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../platform/database/schema';
import type { JurorRegistrationTable } from '../jury/jury-tables';

export type RegistrationFixture = Partial<Insertable<JurorRegistrationTable>> &
  Pick<Insertable<JurorRegistrationTable>, 'jurorNumber' | 'serveDate'>;

/** Stores a juror's sign-up as the sign-up form would; answers its id. */
export async function insertRegistration(
  db: Kysely<Database>,
  fields: RegistrationFixture,
): Promise<number> {
  const at = '2026-03-01T12:00:00.000Z';
  const row = await db
    .insertInto('jurorRegistration')
    .values({
      lastName: 'SMITH',
      cellphone: null,
      carrier: null,
      email: null,
      language: 'en',
      createdAt: at,
      updatedAt: at,
      stoppedAt: null,
      stopChannel: null,
      submissionId: null,
      ...fields,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
