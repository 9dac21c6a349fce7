import { sql } from 'kysely';
import { describeMigration, refused } from '../../testing/migration-test';

const AT = '2026-03-02T15:00:00.000Z';

describeMigration('202611281000-staff-single-sign-on', (migration) => {
  it('keeps open sessions, adds passkeys and their challenges; undone, removes them', async () => {
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
    expect(tables.get('staff_passkey')).toEqual([
      'backed_up',
      'backup_eligible',
      'created_at',
      'credential_id',
      'id',
      'last_used_at',
      'name',
      'public_key',
      'sign_count',
      'staff_user_id',
      'transports',
    ]);
    expect(tables.get('staff_passkey_challenge')).toEqual(['challenge_hash', 'expires_at']);
    expect(tables.get('staff_user')).toContain('passkey_user_handle');
    // A session open before passkeys existed stays as it was, with no challenge pending.
    const sessions = await database.db
      .selectFrom('staffSession')
      .select(['stage', 'webauthnChallenge'])
      .execute();
    expect(sessions).toEqual([{ stage: 'complete', webauthnChallenge: null }]);

    const { id } = await database.db.selectFrom('staffUser').select('id').executeTakeFirstOrThrow();
    const passkey = {
      staffUserId: id,
      credentialId: 'AAEC',
      publicKey: 'pQECAyYgASFY',
      signCount: 4_000_000_000,
      transports: 'internal,hybrid',
      backupEligible: 1,
      backedUp: 1,
      name: 'Work laptop',
      createdAt: AT,
    };
    await database.db.insertInto('staffPasskey').values(passkey).execute();
    // A counter past what a 32-bit integer holds is kept whole.
    const stored = await database.db
      .selectFrom('staffPasskey')
      .select(['signCount', 'lastUsedAt'])
      .executeTakeFirstOrThrow();
    expect({ ...stored, signCount: Number(stored.signCount) }).toEqual({
      signCount: 4_000_000_000,
      lastUsedAt: null,
    });
    // A credential belongs to one passkey; two accounts never share a user handle.
    expect(await refused(database.db.insertInto('staffPasskey').values(passkey).execute())).toBe(
      true,
    );
    await database.db.updateTable('staffUser').set({ passkeyUserHandle: 'handle' }).execute();
    await sql`insert into staff_user (username, display_name, email, password_hash, roles,
      disabled, created_at, updated_at, passkey_user_handle)
      values ('clerk', 'Cy Clerk', 'clerk@example.org', 'hash', 'jury', 0, ${AT}, ${AT},
      'another')`.execute(database.db);
    expect(
      await refused(
        database.db
          .updateTable('staffUser')
          .set({ passkeyUserHandle: 'handle' })
          .where('username', '=', 'clerk')
          .execute(),
      ),
    ).toBe(true);
    // A challenge is kept once.
    const challenge = { challengeHash: 'c'.repeat(64), expiresAt: AT };
    await database.db.insertInto('staffPasskeyChallenge').values(challenge).execute();
    expect(
      await refused(database.db.insertInto('staffPasskeyChallenge').values(challenge).execute()),
    ).toBe(true);
    // An account's passkeys go with it.
    await database.db.deleteFrom('staffUser').execute();
    expect(await database.db.selectFrom('staffPasskey').selectAll().execute()).toEqual([]);

    await migrateToBefore();
    const undone = await ownTables();
    expect(undone.has('staff_passkey')).toBe(false);
    expect(undone.has('staff_passkey_challenge')).toBe(false);
    expect(undone.get('staff_user')).not.toContain('passkey_user_handle');
    expect(undone.get('staff_session')).not.toContain('webauthn_challenge');
  });
});
