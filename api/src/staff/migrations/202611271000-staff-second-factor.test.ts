import { sql } from 'kysely';
import { describeMigration, refused } from '../../testing/migration-test';

const AT = '2026-03-02T15:00:00.000Z';

describeMigration('202611261000-staff-password-links', (migration) => {
  it('keeps open sessions signed in, adds the app and recovery codes; undone, removes them', async () => {
    const { database, migrateToBefore, migrateToLatest, ownTables } = migration();
    await migrateToBefore();
    await sql`insert into staff_user (username, display_name, email, password_hash, roles,
      disabled, created_at, updated_at)
      values ('boss', 'Ada Admin', 'boss@example.org', 'hash', 'admin', 0, ${AT}, ${AT})`.execute(
      database.db,
    );
    await sql`insert into staff_session (id_hash, staff_user_id, created_at, last_seen_at,
      expires_at) select 'a-session', id, ${AT}, ${AT}, ${AT} from staff_user`.execute(database.db);

    await migrateToLatest();
    const tables = await ownTables();
    expect(tables.get('staff_user')).toEqual(
      expect.arrayContaining(['totp_secret', 'totp_last_step', 'totp_enrolled_at']),
    );
    expect(tables.get('staff_recovery_code')).toEqual([
      'code_hash',
      'id',
      'staff_user_id',
      'used_at',
    ]);
    // A session open before the second factor existed stays as it was: signed in.
    const sessions = await database.db
      .selectFrom('staffSession')
      .select(['stage', 'factorAt', 'totpPendingSecret'])
      .execute();
    expect(sessions).toEqual([{ stage: 'complete', factorAt: null, totpPendingSecret: null }]);
    expect(await refused(sql`update staff_session set stage = 'half'`.execute(database.db))).toBe(
      true,
    );

    // An account's recovery codes go with it, and one code is kept once per account.
    const { id } = await database.db.selectFrom('staffUser').select('id').executeTakeFirstOrThrow();
    const code = { staffUserId: id, codeHash: 'a'.repeat(64), usedAt: null };
    await database.db.insertInto('staffRecoveryCode').values(code).execute();
    expect(await refused(database.db.insertInto('staffRecoveryCode').values(code).execute())).toBe(
      true,
    );
    await database.db.deleteFrom('staffUser').execute();
    expect(await database.db.selectFrom('staffRecoveryCode').selectAll().execute()).toEqual([]);

    await migrateToBefore();
    const undone = await ownTables();
    expect(undone.has('staff_recovery_code')).toBe(false);
    expect(undone.get('staff_user')).not.toContain('totp_secret');
    expect(undone.get('staff_session')).not.toContain('stage');
  });
});
