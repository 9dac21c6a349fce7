import { sql } from 'kysely';
import { describeMigration } from '../../testing/migration-test';

describeMigration('202611241100-search-misses', (migration) => {
  it('keeps the accounts, adds the last sign-in and the link table; undone, removes them', async () => {
    const { database, migrateToBefore, migrateToLatest, ownTables } = migration();
    await migrateToBefore();
    await sql`insert into staff_user (username, display_name, email, password_hash, roles,
      disabled, created_at, updated_at)
      values ('mjones', 'Mary Jones', 'mjones@example.org', 'hash', 'careers', 0,
        '2026-03-01T12:00:00.000Z', '2026-03-01T12:00:00.000Z')`.execute(database.db);

    await migrateToLatest();
    const tables = await ownTables();
    expect(tables.get('staff_user')).toContain('last_sign_in_at');
    expect(tables.get('staff_password_link')).toEqual([
      'created_at',
      'expires_at',
      'staff_user_id',
      'token_hash',
      'used_at',
    ]);
    const users = await database.db
      .selectFrom('staffUser')
      .select(['username', 'passwordHash', 'lastSignInAt'])
      .execute();
    expect(users).toEqual([{ username: 'mjones', passwordHash: 'hash', lastSignInAt: null }]);

    // Deleting an account deletes its links.
    const { id } = await database.db.selectFrom('staffUser').select('id').executeTakeFirstOrThrow();
    await database.db
      .insertInto('staffPasswordLink')
      .values({
        tokenHash: 'a'.repeat(64),
        staffUserId: id,
        createdAt: '2026-03-02T15:00:00.000Z',
        expiresAt: '2026-03-03T15:00:00.000Z',
        usedAt: null,
      })
      .execute();
    await database.db.deleteFrom('staffUser').execute();
    expect(await database.db.selectFrom('staffPasswordLink').selectAll().execute()).toEqual([]);

    await migrateToBefore();
    const undone = await ownTables();
    expect(undone.has('staff_password_link')).toBe(false);
    expect(undone.get('staff_user')).not.toContain('last_sign_in_at');
  });
});
