import { sql } from 'kysely';
import { describeMigration, refused } from '../../testing/migration-test';

const AT = '2026-03-02T15:00:00.000Z';

describeMigration('202611271000-staff-second-factor', (migration) => {
  it('keeps open sessions as password sessions, adds the provider person and the sign-in requests; undone, removes them', async () => {
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
      expect.arrayContaining(['oidc_issuer', 'oidc_subject']),
    );
    expect(tables.get('staff_sign_in_request')).toEqual([
      'browser_hash',
      'code_verifier',
      'created_at',
      'expires_at',
      'nonce',
      'return_path',
      'state_hash',
    ]);
    const sessions = await database.db.selectFrom('staffSession').select('firstFactor').execute();
    expect(sessions).toEqual([{ firstFactor: 'password' }]);
    expect(
      await refused(sql`update staff_session set first_factor = 'magic'`.execute(database.db)),
    ).toBe(true);

    // One account per person of a provider; any number of accounts without one.
    const person = sql`update staff_user set oidc_issuer = 'https://login.example', oidc_subject = 'p1'`;
    await person.execute(database.db);
    const copy = sql`insert into staff_user (username, display_name, email, password_hash, roles,
      disabled, created_at, updated_at, oidc_issuer, oidc_subject)
      values ('boss-2', 'Ada Admin', 'boss@example.org', '', 'admin', 0, ${AT}, ${AT},
      'https://login.example', 'p1')`;
    expect(await refused(copy.execute(database.db))).toBe(true);
    for (const username of ['local-1', 'local-2']) {
      await sql`insert into staff_user (username, display_name, email, password_hash, roles,
        disabled, created_at, updated_at)
        values (${username}, 'Local', 'local@example.org', 'hash', 'jury', 0, ${AT}, ${AT})`.execute(
        database.db,
      );
    }

    await migrateToBefore();
    const undone = await ownTables();
    expect(undone.has('staff_sign_in_request')).toBe(false);
    expect(undone.get('staff_user')).not.toContain('oidc_subject');
    expect(undone.get('staff_session')).not.toContain('first_factor');
  });
});
