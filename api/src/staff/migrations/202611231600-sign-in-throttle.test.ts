import { sql } from 'kysely';
import { describeMigration } from '../../testing/migration-test';

describeMigration('202611231500-juror-notices', (migration) => {
  it('drops the lockout columns but keeps the accounts; undone, it puts the columns back', async () => {
    const { database, migrateToBefore, migrateToLatest, ownTables } = migration();
    await migrateToBefore();
    const before = await ownTables();
    expect(before.has('sign_in_throttle')).toBe(false);
    expect(before.get('staff_user')).toEqual(
      expect.arrayContaining(['failed_attempts', 'locked_until']),
    );
    await sql`insert into staff_user (username, display_name, email, password_hash, roles,
      disabled, failed_attempts, locked_until, created_at, updated_at)
      values ('mjones', 'Mary Jones', 'mjones@example.org', 'hash', 'careers', 0, 4,
        '2026-03-02T15:15:00.000Z', '2026-03-01T12:00:00.000Z', '2026-03-01T12:00:00.000Z')`.execute(
      database.db,
    );

    await migrateToLatest();
    const after = await ownTables();
    expect(after.has('sign_in_throttle')).toBe(true);
    expect(after.get('staff_user')).not.toContain('failed_attempts');
    expect(after.get('staff_user')).not.toContain('locked_until');
    const users = await database.db
      .selectFrom('staffUser')
      .select(['username', 'roles', 'disabled'])
      .execute();
    expect(users).toEqual([{ username: 'mjones', roles: 'careers', disabled: 0 }]);
  });
});
