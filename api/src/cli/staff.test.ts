import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import request from 'supertest';
import { buildApp } from '../app';
import { API_ROOT } from '../platform/paths';
import { createDatabase } from '../platform/database/database';
import { createLogger } from '../platform/logger';
import { verifyPassword } from '../staff/passwords';
import { signIn } from '../staff/staff-auth-service';
import { openBrowser } from '../testing/staff-test-helpers';
import { createTestApp, TestClock, testConfig, type TestApp } from '../testing/test-app';
import { forEachDatabase } from '../testing/test-database';
import { textCollector } from '../testing/text-collector';
import { EXIT_OK, EXIT_REFUSED, EXIT_USAGE, runStaffCommand, type CliInput } from './staff';

const PASSWORD = 'a long enough passphrase';

forEachDatabase((dialect) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp(dialect);
  });

  afterEach(async () => {
    await t.database.drop();
  });

  async function run(args: string[], stdinText = '', stdin?: CliInput) {
    const stdout = textCollector();
    const stderr = textCollector();
    const code = await runStaffCommand(
      args,
      { db: t.database.db, clock: t.clock },
      { stdin: stdin ?? Readable.from([stdinText]), stdout: stdout.stream, stderr: stderr.stream },
    );
    return { code, stdout: stdout.text(), stderr: stderr.text() };
  }

  const CREATE = [
    'create',
    '--username',
    'MJones',
    '--display-name',
    'Mary Jones',
    '--email',
    'mjones@example.org',
    '--roles',
    'careers,jury',
  ];

  it('creates an account from a piped password and lists it without the hash', async () => {
    const created = await run(CREATE, `${PASSWORD}\n`);
    expect(created).toEqual({
      code: EXIT_OK,
      stdout: 'Created mjones with roles careers, jury.\n',
      stderr: '',
    });
    const row = await t.database.db.selectFrom('staffUser').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ username: 'mjones', roles: 'careers,jury', disabled: 0 });
    expect(await verifyPassword(row.passwordHash, PASSWORD)).toBe(true);

    const listed = await run(['list']);
    expect(listed.code).toBe(EXIT_OK);
    expect(listed.stdout).toMatch(
      /mjones\s+Mary Jones\s+mjones@example.org\s+careers,jury\s+none\s+active/,
    );
    expect(listed.stdout).not.toContain('argon2');
    const audit = await t.database.db.selectFrom('auditLog').selectAll().execute();
    expect(audit).toEqual([
      expect.objectContaining({ action: 'staff.user.create', actor: null, subjectId: 'mjones' }),
    ]);
    expect(audit[0]?.details).not.toContain(PASSWORD);
  });

  it('asks for the password twice without echo on a terminal', async () => {
    const stdin = Object.assign(new PassThrough(), {
      isTTY: true,
      setRawMode: jest.fn(),
    });
    const pending = run(CREATE, '', stdin);
    // Typed keys arrive one by one in raw mode; a backspace removes the last one.
    stdin.write(`${PASSWORD}x\u007f\r`);
    await new Promise((resolve) => setImmediate(resolve));
    stdin.write(`${PASSWORD}\r`);
    const result = await pending;
    expect(result.code).toBe(EXIT_OK);
    expect(result.stdout).toContain('Password: ');
    expect(result.stdout).toContain('Repeat the password: ');
    expect(result.stdout).not.toContain(PASSWORD);
    expect(stdin.setRawMode).toHaveBeenCalledWith(true);
    expect(stdin.setRawMode).toHaveBeenLastCalledWith(false);
  });

  it.each([
    ['an unknown role', ['--roles', 'careers,judge'], PASSWORD, 'Unknown role(s): judge.'],
    ['a short password', [], 'too short', 'at least 12 characters'],
    ['a bad e-mail address', ['--email', 'nope'], PASSWORD, 'e-mail address'],
  ])('refuses %s with exit code 1', async (_label, override, password, message) => {
    const args = [...CREATE];
    for (let i = 0; i < override.length; i += 2) {
      const index = args.indexOf(override[i] ?? '');
      args[index + 1] = override[i + 1] ?? '';
    }
    const result = await run(args, `${password}\n`);
    expect(result.code).toBe(EXIT_REFUSED);
    expect(result.stderr).toContain(message);
    expect(await t.database.db.selectFrom('staffUser').select('id').execute()).toEqual([]);
  });

  it('refuses a username that exists in another case', async () => {
    await run(CREATE, PASSWORD);
    const again = await run([...CREATE.slice(0, 2), 'mjones', ...CREATE.slice(3)], `${PASSWORD}\n`);
    expect(again.code).toBe(EXIT_REFUSED);
    expect(again.stderr).toContain('already exists');
  });

  it.each([
    ['no command', []],
    ['an unknown command', ['promote']],
    ['an unknown option', ['list', '--all']],
    ['a missing option', ['create', '--username', 'x']],
  ])('answers %s with usage and exit code 2', async (_label, args) => {
    const result = await run(args);
    expect(result.code).toBe(EXIT_USAGE);
    expect(result.stderr).toContain('Usage: npm run staff');
  });

  it('resets a password, lifting the delays of failed sign-ins', async () => {
    await run(CREATE, PASSWORD);
    const attempt = (username: string, password: string) =>
      signIn(
        {
          db: t.database.db,
          clock: t.clock,
          secondFactorRequired: false,
          localSignIn: true,
          nameSecret: t.config.signingSecret,
        },
        { username, password },
        { requestId: 'cli-test', ip: '203.0.113.9', userAgent: null, previousSessionId: undefined },
      );
    for (let i = 0; i < 3; i += 1) {
      expect(await attempt('mjones', 'a wrong passphrase')).toMatchObject({ kind: 'failed' });
      await attempt('someone-else', 'a wrong passphrase');
    }
    expect(await attempt('mjones', PASSWORD)).toMatchObject({ kind: 'slowed' });
    const slowedUntil = new Date(t.clock.now().getTime() + 1000).toISOString();
    expect((await run(['list'])).stdout).toMatch(
      new RegExp(`mjones .*active, sign-in slowed until ${slowedUntil}\n`),
    );

    const reset = await run(
      ['reset-password', '--username', 'mjones'],
      'another long passphrase\n',
    );
    expect(reset).toEqual({
      code: EXIT_OK,
      stdout: 'New password set for mjones; sign-in delays lifted.\n',
      stderr: '',
    });
    expect((await run(['list'])).stdout).toMatch(/mjones .*active\n/);
    expect(await attempt('mjones', 'another long passphrase')).toMatchObject({
      kind: 'signed-in',
    });
    // Only the account's own delays are lifted.
    expect(await attempt('someone-else', 'a wrong passphrase')).toMatchObject({ kind: 'slowed' });
    const row = await t.database.db.selectFrom('staffUser').selectAll().executeTakeFirstOrThrow();
    expect(await verifyPassword(row.passwordHash, 'another long passphrase')).toBe(true);
    expect(await verifyPassword(row.passwordHash, PASSWORD)).toBe(false);

    const missing = await run(['reset-password', '--username', 'nobody'], `${PASSWORD}\n`);
    expect(missing).toMatchObject({
      code: EXIT_REFUSED,
      stderr: 'There is no account "nobody".\n',
    });
  });

  it('disables and enables an account', async () => {
    await run(CREATE, PASSWORD);
    expect((await run(['disable', '--username', 'mjones'])).code).toBe(EXIT_OK);
    expect((await run(['list'])).stdout).toMatch(/mjones.*disabled/);
    expect((await run(['enable', '--username', 'MJONES'])).code).toBe(EXIT_OK);
    expect((await run(['list'])).stdout).toMatch(/mjones.*active/);
    const actions = await t.database.db
      .selectFrom('auditLog')
      .select('action')
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual([
      'staff.user.create',
      'staff.user.disable',
      'staff.user.enable',
    ]);
  });

  it('says so when there are no accounts (sample data creates none)', async () => {
    expect((await run(['list'])).stdout).toBe('No staff accounts yet.\n');
  });
});

describe('compiled CLI, end to end', () => {
  const compiled = path.join(API_ROOT, 'dist', 'src', 'cli', 'staff.js');
  const source = path.join(API_ROOT, 'src', 'cli', 'staff.ts');
  let folder: string;

  beforeAll(() => {
    // The CLI runs from dist/: build it when it is missing or older than its source.
    if (!existsSync(compiled) || statSync(compiled).mtimeMs < statSync(source).mtimeMs) {
      execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b', API_ROOT]);
    }
    folder = mkdtempSync(path.join(tmpdir(), 'court-staff-cli-'));
  }, 180_000);

  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  it('creates an admin from a piped password who can then sign in', async () => {
    const sqliteFile = path.join(folder, 'court.sqlite');
    const env = { PATH: process.env.PATH ?? '', NODE_ENV: 'test', SQLITE_FILE: sqliteFile };
    const args = [
      compiled,
      'create',
      '--username',
      'admin',
      '--display-name',
      'Court Administrator',
      '--email',
      'admin@example.org',
      '--roles',
      'admin',
    ];
    const created = spawnSync(process.execPath, args, { input: `${PASSWORD}\n`, env });
    expect(created.stderr.toString()).toBe('');
    expect(created.stdout.toString()).toBe('Created admin with roles admin.\n');
    expect(created.status).toBe(0);

    const refused = spawnSync(process.execPath, [compiled, 'promote'], { env });
    expect(refused.status).toBe(2);

    const { db } = createDatabase({ databaseUrl: null, sqliteFile });
    try {
      const app = buildApp({
        config: testConfig({ SQLITE_FILE: sqliteFile }),
        db,
        clock: new TestClock(),
        logger: createLogger('silent'),
      });
      const server = app.callback();
      const browser = await openBrowser({ server });
      const signedIn = await browser.agent
        .post('/api/muni/staff/session')
        .set(browser.xsrf)
        .send({ username: 'admin', password: PASSWORD })
        .expect(200);
      expect(signedIn.body).toEqual({
        username: 'admin',
        displayName: 'Court Administrator',
        roles: ['admin'],
        secondFactor: false,
      });
      await browser.agent.get('/api/muni/staff/audit').expect(200);
      await request(server).get('/api/muni/staff/audit').expect(401);
    } finally {
      await db.destroy();
    }
  }, 60_000);
});
