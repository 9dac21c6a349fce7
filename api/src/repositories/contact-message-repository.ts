import type { Insertable, Kysely } from 'kysely';
import type { ContactMessageTable, Database } from '../db/schema';

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
