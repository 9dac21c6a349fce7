import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A juror registration's stop columns take the word the rest of the site uses for a person's
 * way out of notices ("stop"), as court-date reminder contacts' stopped_at does.
 */
export const jurorStopColumnsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('juror_registration')
      .renameColumn('unsubscribed_at', 'stopped_at')
      .execute();
    await db.schema
      .alterTable('juror_registration')
      .renameColumn('unsubscribe_channel', 'stop_channel')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema
      .alterTable('juror_registration')
      .renameColumn('stopped_at', 'unsubscribed_at')
      .execute();
    await db.schema
      .alterTable('juror_registration')
      .renameColumn('stop_channel', 'unsubscribe_channel')
      .execute();
  },
};
