import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../platform/database/schema';
import type { ContactMessageTable } from '../forms-tables';

export type NewContactMessage = Insertable<ContactMessageTable>;

/** Stores a contact-us message; pass the transaction that also queues its notification. */
export async function insertContactMessage(
  db: Kysely<Database>,
  message: NewContactMessage,
): Promise<number> {
  const row = await db
    .insertInto('contactMessage')
    .values(message)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type ContactMessageRow = Selectable<ContactMessageTable>;

export async function findContactMessage(
  db: Kysely<Database>,
  submissionId: number,
): Promise<ContactMessageRow | undefined> {
  return db
    .selectFrom('contactMessage')
    .selectAll()
    .where('submissionId', '=', submissionId)
    .executeTakeFirst();
}
