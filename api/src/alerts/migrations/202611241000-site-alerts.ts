import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../../platform/database/database';
import { dialectColumns, notNull } from '../../platform/database/migrations/columns';

/**
 * Alerts staff post on the site (a closing, a moved docket): both languages, a severity, where
 * they show, and the instants between which they are in force. Ending one early moves its end.
 */
export function siteAlertsMigration(dialect: Dialect): Migration {
  const { idType, primaryId } = dialectColumns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('site_alert')
        .addColumn('id', idType, primaryId)
        .addColumn('severity', 'text', (col) =>
          col.notNull().check(sql`severity in ('information', 'warning', 'emergency')`),
        )
        .addColumn('placement', 'text', (col) =>
          col.notNull().check(sql`placement in ('everyPage', 'homePage')`),
        )
        .addColumn('heading_en', 'text', notNull)
        .addColumn('heading_es', 'text', notNull)
        .addColumn('body_en', 'text', notNull)
        .addColumn('body_es', 'text', notNull)
        .addColumn('link_url', 'text')
        .addColumn('link_text_en', 'text')
        .addColumn('link_text_es', 'text')
        // ISO 8601 instants, UTC; staff enter and read them in the court's time zone.
        .addColumn('starts_at', 'text', notNull)
        .addColumn('ends_at', 'text', notNull)
        .addColumn('updated_by', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .execute();
      // Every page asks which alerts are in force: those whose end is still ahead.
      await db.schema
        .createIndex('site_alert_ends_at_idx')
        .on('site_alert')
        .column('ends_at')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('site_alert').execute();
    },
  };
}
