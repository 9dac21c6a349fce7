import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { createSamplePdf } from '../../documents/sample-pdf';
import { describeMigration } from '../../testing/migration-test';

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

describeMigration('202611231200-form-submissions', (migration) => {
  it('moves the documents of existing postings into career_document, once per content', async () => {
    const { database, migrateToBefore, migrateToLatest } = migration();
    await migrateToBefore();

    const shared = createSamplePdf(['Deputy Clerk']);
    const other = createSamplePdf(['Bailiff']);
    const rows = [
      { title: 'Deputy Clerk', document: shared, active: 1 },
      { title: 'Deputy Clerk (again)', document: shared, active: 0 },
      { title: 'Bailiff', document: other, active: 1 },
    ];
    for (const row of rows) {
      await sql`insert into career_posting (title, document, posted_date, active, created_at)
        values (${row.title}, ${row.document}, '2026-03-01', ${row.active},
          '2026-03-01T12:00:00.000Z')`.execute(database.db);
    }

    await migrateToLatest();

    const documents = await database.db
      .selectFrom('careerDocument')
      .select(['id', 'sha256', 'size', 'bytes', 'createdAt'])
      .orderBy('id')
      .execute();
    expect(documents.map((row) => [row.sha256, row.size, row.createdAt])).toEqual([
      [sha256(shared), shared.length, '2026-03-01T12:00:00.000Z'],
      [sha256(other), other.length, '2026-03-01T12:00:00.000Z'],
    ]);
    expect(Buffer.from(documents[0]?.bytes ?? []).equals(shared)).toBe(true);

    const postings = await database.db
      .selectFrom('careerPosting')
      .select(['title', 'documentId', 'active'])
      .orderBy('id')
      .execute();
    expect(postings).toEqual([
      { title: 'Deputy Clerk', documentId: documents[0]?.id, active: 1 },
      { title: 'Deputy Clerk (again)', documentId: documents[0]?.id, active: 0 },
      { title: 'Bailiff', documentId: documents[1]?.id, active: 1 },
    ]);
  });

  it('puts the documents back into career_posting when undone', async () => {
    const { database, migrateToBefore } = migration();
    const pdf = createSamplePdf(['Court Reporter']);
    const { id: documentId } = await database.db
      .insertInto('careerDocument')
      .values({ sha256: sha256(pdf), size: pdf.length, bytes: pdf, createdAt: 'now' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('careerPosting')
      .values({
        title: 'Court Reporter',
        documentId,
        postedDate: '2026-03-01',
        active: 1,
        createdAt: 'now',
      })
      .execute();

    await migrateToBefore();
    const restored = await sql<{ title: string; document: Buffer }>`select title, document
      from career_posting`.execute(database.db);
    expect(restored.rows.map((row) => [row.title, Buffer.from(row.document).equals(pdf)])).toEqual([
      ['Court Reporter', true],
    ]);
  });
});
