import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../../platform/database/database';
import { dialectColumns, notNull } from '../../platform/database/migrations/columns';

interface PostingDocumentRow {
  id: number;
  document: Buffer;
  createdAt: string;
}

/** Stores one PDF unless the same bytes are already there; answers the id of its row. */
async function storeDocument(db: Kysely<unknown>, bytes: Buffer, createdAt: string) {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await sql`insert into career_document (sha256, size, bytes, created_at)
    values (${sha256}, ${bytes.length}, ${bytes}, ${createdAt})
    on conflict (sha256) do nothing`.execute(db);
  const found = await sql<{ id: number }>`select id from career_document
    where sha256 = ${sha256}`.execute(db);
  const id = found.rows[0]?.id;
  if (id === undefined) throw new Error(`career document ${sha256} was not stored`);
  return Number(id);
}

/**
 * Job-posting PDFs move out of career_posting into career_document: one row per distinct file
 * (unique SHA-256) with its size, so the same PDF posted twice is kept once. Each posting then
 * points at its document. SQLite cannot add a NOT NULL reference to an existing table, so there
 * the table is rebuilt; PostgreSQL alters it in place and keeps its id sequence.
 */
export function careerDocumentsMigration(dialect: Dialect): Migration {
  const { idType, primaryId, bytesType } = dialectColumns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('career_document')
        .addColumn('id', idType, primaryId)
        .addColumn('sha256', 'text', (col) => col.notNull().unique())
        .addColumn('size', 'integer', notNull)
        .addColumn('bytes', bytesType, notNull)
        .addColumn('created_at', 'text', notNull)
        .execute();

      const postings = await sql<PostingDocumentRow>`select id, document, created_at
        from career_posting order by id`.execute(db);
      const documentIds = new Map<number, number>();
      for (const posting of postings.rows) {
        const documentId = await storeDocument(
          db,
          Buffer.from(posting.document),
          posting.createdAt,
        );
        documentIds.set(Number(posting.id), documentId);
      }

      if (dialect === 'postgres') {
        await db.schema
          .alterTable('career_posting')
          .addColumn('document_id', 'integer', (col) => col.references('career_document.id'))
          .execute();
        for (const [postingId, documentId] of documentIds) {
          await sql`update career_posting set document_id = ${documentId}
            where id = ${postingId}`.execute(db);
        }
        await db.schema
          .alterTable('career_posting')
          .alterColumn('document_id', (col) => col.setNotNull())
          .execute();
        await db.schema.alterTable('career_posting').dropColumn('document').execute();
      } else {
        await db.schema
          .createTable('career_posting_next')
          .addColumn('id', 'integer', primaryId)
          .addColumn('title', 'text', notNull)
          .addColumn('document_id', 'integer', (col) =>
            col.notNull().references('career_document.id'),
          )
          .addColumn('posted_date', 'text', notNull)
          .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
          .addColumn('created_at', 'text', notNull)
          .execute();
        for (const [postingId, documentId] of documentIds) {
          await sql`insert into career_posting_next
              (id, title, document_id, posted_date, active, created_at)
            select id, title, ${documentId}, posted_date, active, created_at
            from career_posting where id = ${postingId}`.execute(db);
        }
        await db.schema.dropTable('career_posting').execute();
        await db.schema.alterTable('career_posting_next').renameTo('career_posting').execute();
      }
      await db.schema
        .createIndex('career_posting_document_idx')
        .on('career_posting')
        .column('document_id')
        .execute();
    },

    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await db.schema.alterTable('career_posting').addColumn('document', bytesType).execute();
        await sql`update career_posting set document =
          (select bytes from career_document where career_document.id = career_posting.document_id)`.execute(
          db,
        );
        await db.schema
          .alterTable('career_posting')
          .alterColumn('document', (col) => col.setNotNull())
          .execute();
        await db.schema.dropIndex('career_posting_document_idx').execute();
        await db.schema.alterTable('career_posting').dropColumn('document_id').execute();
      } else {
        await db.schema
          .createTable('career_posting_previous')
          .addColumn('id', 'integer', primaryId)
          .addColumn('title', 'text', notNull)
          .addColumn('document', bytesType, notNull)
          .addColumn('posted_date', 'text', notNull)
          .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
          .addColumn('created_at', 'text', notNull)
          .execute();
        await sql`insert into career_posting_previous
            (id, title, document, posted_date, active, created_at)
          select p.id, p.title, d.bytes, p.posted_date, p.active, p.created_at
          from career_posting p join career_document d on d.id = p.document_id`.execute(db);
        await db.schema.dropTable('career_posting').execute();
        await db.schema.alterTable('career_posting_previous').renameTo('career_posting').execute();
      }
      await db.schema.dropTable('career_document').execute();
    },
  };
}
