import { sql } from 'kysely';
import { describeMigration } from '../../testing/migration-test';

const AT = '2026-03-02T15:00:00.000Z';

describeMigration('202612061000-official-photos', (migration) => {
  it("keeps a juror's stopped notices stopped under the new names; undone, the old names", async () => {
    const { database, migrateToBefore, migrateToLatest, ownTables } = migration();
    await migrateToBefore();
    await sql`insert into juror_registration (juror_number, serve_date, last_name, email, language,
      created_at, updated_at, unsubscribed_at, unsubscribe_channel)
      values ('101', '2026-03-09', 'ADAMS', 'a@example.org', 'en', ${AT}, ${AT}, ${AT}, 'sms'),
        ('102', '2026-03-09', 'BAKER', 'b@example.org', 'es', ${AT}, ${AT}, null, null)`.execute(
      database.db,
    );

    await migrateToLatest();
    const columns = (await ownTables()).get('juror_registration');
    expect(columns).toEqual(expect.arrayContaining(['stopped_at', 'stop_channel']));
    expect(columns).not.toContain('unsubscribed_at');
    expect(columns).not.toContain('unsubscribe_channel');
    const rows = await database.db
      .selectFrom('jurorRegistration')
      .select(['jurorNumber', 'stoppedAt', 'stopChannel'])
      .orderBy('jurorNumber')
      .execute();
    expect(rows).toEqual([
      { jurorNumber: '101', stoppedAt: AT, stopChannel: 'sms' },
      { jurorNumber: '102', stoppedAt: null, stopChannel: null },
    ]);

    await migrateToBefore();
    const undone = (await ownTables()).get('juror_registration');
    expect(undone).toEqual(expect.arrayContaining(['unsubscribed_at', 'unsubscribe_channel']));
    expect(undone).not.toContain('stopped_at');
  });
});
