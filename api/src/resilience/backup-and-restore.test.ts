import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import request from 'supertest';
import type { SubmissionPage } from '@court/contract';
import { API_ROOT, REPO_ROOT } from '../platform/paths';
import { sealedKeyId } from '../platform/crypto/field-encryption';
import { STAFF_SESSION_COOKIE } from '../platform/http/staff-session-cookie';
import {
  assertApiBuilt,
  createProcessDatabase,
  runStaffCli,
  startApiProcess,
  type ApiProcess,
  type CliResult,
  type ProcessDatabase,
} from '../testing/api-process';
import { submitForm } from '../testing/form-client';
import { sessionCookieOf } from '../testing/staff-test-helpers';
import { fetchXsrf } from '../testing/test-app';

const COMPILED_BACKUP_CLI = path.join(API_ROOT, 'dist', 'src', 'cli', 'backup.js');
const COMPILED_RESTORE_CLI = path.join(API_ROOT, 'dist', 'src', 'cli', 'restore.js');

const FIELD_KEY_ID = 'restore-test';
const FIELD_ENCRYPTION_KEY = `${FIELD_KEY_ID}:${randomBytes(32).toString('base64')}`;
const PASSWORD = 'a backup is only as good as its restore';

// Applications go out from this many browsers at once; the backup starts once this many are
// acknowledged, and the browsers keep sending until it has finished (and at least the minimum).
const SENDERS = 4;
const BACKUP_AFTER_ACKNOWLEDGEMENTS = 20;
const MIN_APPLICATIONS = 60;
const MAX_APPLICATIONS = 400;

interface FormAnswer {
  success?: unknown;
  reference?: unknown;
}

interface Acknowledged {
  reference: string;
  ssn: string;
}

/** A distinct, issuable SSN per application: area 524, group 11-90, serial 1001 and up. */
function ssnOf(index: number): string {
  const group = String(11 + (index % 80)).padStart(2, '0');
  return `524-${group}-${String(1001 + index)}`;
}

function application(ssn: string): Record<string, unknown> {
  return {
    firstName: 'Pat',
    lastName: 'Jones',
    ssn,
    dob: '1988-07-04',
    caseNumber: '2026TRD04567',
    cellPhone: '3305550177',
    homePhone: '',
    email: '',
    address: '12 Elm St, North Canton, OH 44720',
    locations: [
      {
        type: 'Employer',
        name: 'Acme Tool and Die',
        address: '100 Market Ave N, Canton, OH 44702',
        days: { monday: true },
        hours: '7:00 AM to 3:30 PM',
      },
    ],
    proofOfInsurance: { agentName: 'Lee Agent', agentPhone: '3305550199', policyNumber: 'PL-1' },
  };
}

/** Runs a compiled CLI of the API as an operator would, with only the given settings. */
function runCompiledCli(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<CliResult> {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: REPO_ROOT,
    env: { NODE_ENV: 'test', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

function portOf(api: ApiProcess): string {
  return new URL(api.url).port;
}

/** A port nothing listens on (a moment ago), for a restore that must find no server. */
function freePort(): Promise<string> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(String(port)));
    });
  });
}

async function createStaff(env: Record<string, string>, username: string): Promise<void> {
  const created = await runStaffCli(
    [
      'create',
      '--username',
      username,
      '--display-name',
      `Clerk ${username}`,
      '--email',
      `${username}@example.org`,
      '--roles',
      'forms',
    ],
    env,
    `${PASSWORD}\n`,
  );
  expect(created).toMatchObject({ code: 0, stderr: '' });
}

function staffUsernames(file: string): string[] {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare('select username from staff_user order by username')
      .pluck()
      .all()
      .map(String);
  } finally {
    db.close();
  }
}

/** Signs in through the API as the browser does; the cookies and header a staff request needs. */
async function signIn(url: string, username: string) {
  const xsrf = await fetchXsrf(url);
  const response = await request(url)
    .post('/api/muni/staff/session')
    .set('Cookie', xsrf.cookie)
    .set(xsrf.header)
    .send({ username, password: PASSWORD })
    .expect(200);
  return {
    cookie: `${xsrf.cookie}; ${STAFF_SESSION_COOKIE}=${sessionCookieOf(response) ?? ''}`,
    header: xsrf.header,
  };
}

/** Every driving-privileges submission in the staff inbox, by reference. */
async function inboxByReference(
  url: string,
  session: { cookie: string },
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let page = 1; ; page += 1) {
    const response = await request(url)
      .get('/api/muni/staff/forms/submissions')
      .query({ form: 'driving-privileges', pageSize: '100', page: String(page) })
      .set('Cookie', session.cookie)
      .expect(200);
    const body = response.body as SubmissionPage;
    for (const row of body.submissions) ids.set(row.reference, row.id);
    if (body.submissions.length === 0 || ids.size >= body.total) return ids;
  }
}

describe('backup and restore on sqlite', () => {
  let folder: string;
  let database: ProcessDatabase | undefined;
  let api: ApiProcess | undefined;
  let restoredApi: ApiProcess | undefined;

  beforeAll(() => {
    // The compiled CLIs are what operators run: compile the API as it stands. Type errors are the
    // typecheck's to report (tsc emits regardless); this suite needs the emitted files current.
    spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b', API_ROOT], {
      cwd: REPO_ROOT,
      stdio: 'ignore',
    });
    assertApiBuilt();
    for (const cli of [COMPILED_BACKUP_CLI, COMPILED_RESTORE_CLI]) {
      if (!existsSync(cli)) throw new Error(`${cli} is missing: run \`npm run build -w api\``);
    }
  }, 120_000);

  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'court-backup-'));
  });

  afterEach(async () => {
    await Promise.all([api?.kill(), restoredApi?.kill()]);
    await database?.drop();
    rmSync(folder, { recursive: true, force: true });
    api = undefined;
    restoredApi = undefined;
    database = undefined;
  });

  it('backs up every acknowledged application while more arrive, and the restore reveals each SSN', async () => {
    database = await createProcessDatabase('sqlite');
    const env = { ...database.env, FIELD_ENCRYPTION_KEY };
    await createStaff(env, 'clerk');
    const liveApi = await startApiProcess(env);
    api = liveApi;
    const backupFile = path.join(folder, 'nightly', 'court-backup.sqlite');

    const acknowledged: Acknowledged[] = [];
    const refused: string[] = [];
    let beforeBackup: Acknowledged[] = [];
    const whileBackupRan: Acknowledged[] = [];
    let backupRun: Promise<CliResult> | undefined;
    let backupExited = false;
    let sent = 0;
    const sender = async () => {
      while (sent < MAX_APPLICATIONS && (!backupExited || sent < MIN_APPLICATIONS)) {
        const ssn = ssnOf(sent);
        sent += 1;
        const response = await submitForm(
          liveApi.url,
          'forms/driving-privileges',
          application(ssn),
        );
        const answer = response.body as FormAnswer;
        if (answer.success !== true || typeof answer.reference !== 'string') {
          refused.push(`${response.status} ${JSON.stringify(answer)}`);
          continue;
        }
        const received = { reference: answer.reference, ssn };
        acknowledged.push(received);
        if (backupRun === undefined && acknowledged.length >= BACKUP_AFTER_ACKNOWLEDGEMENTS) {
          // Taken in the same turn as the spawn: each of these was committed before it started.
          beforeBackup = [...acknowledged];
          backupRun = runCompiledCli(COMPILED_BACKUP_CLI, ['--out', backupFile], env).finally(
            () => {
              backupExited = true;
            },
          );
        } else if (backupRun !== undefined && !backupExited) {
          whileBackupRan.push(received);
        }
      }
    };
    await Promise.all(Array.from({ length: SENDERS }, sender));
    expect(refused).toEqual([]);
    if (backupRun === undefined) throw new Error('the backup never started');
    const backup = await backupRun;
    expect(backup).toMatchObject({ code: 0, stderr: '' });
    expect(backup.stdout).toContain(`to ${backupFile}`);
    const backedUpRows = Number(/form_submission rows: (\d+)/.exec(backup.stdout)?.[1]);
    expect(backedUpRows).toBeGreaterThanOrEqual(beforeBackup.length);
    // The backup ran while applications were still being acknowledged.
    expect(whileBackupRan.length).toBeGreaterThan(0);

    const livePort = portOf(liveApi);
    await liveApi.stop();
    // One self-contained file, and no SSN in it in plain text.
    expect(existsSync(`${backupFile}-wal`)).toBe(false);
    const backupBytes = readFileSync(backupFile).toString('latin1');
    const plainSsns = acknowledged.filter(
      ({ ssn }) => backupBytes.includes(ssn) || backupBytes.includes(ssn.replace(/-/g, '')),
    );
    expect(plainSsns).toEqual([]);

    const restoredFile = path.join(folder, 'restored', 'court.sqlite');
    const restore = await runCompiledCli(COMPILED_RESTORE_CLI, [backupFile], {
      SQLITE_FILE: restoredFile,
      PORT: livePort,
    });
    expect(restore).toMatchObject({ code: 0, stderr: '' });
    expect(restore.stdout).toContain('There was no database to replace.');

    const restored = await startApiProcess({ SQLITE_FILE: restoredFile, FIELD_ENCRYPTION_KEY });
    restoredApi = restored;
    const session = await signIn(restored.url, 'clerk');
    const inbox = await inboxByReference(restored.url, session);
    const missing = beforeBackup.filter(({ reference }) => !inbox.has(reference));
    const wronglyRevealed: string[] = [];
    for (const { reference, ssn } of beforeBackup) {
      const id = inbox.get(reference);
      if (id === undefined) continue;
      const revealed = await request(restored.url)
        .post(`/api/muni/staff/forms/submissions/${id}/reveal-ssn`)
        .set('Cookie', session.cookie)
        .set(session.header);
      const body = revealed.body as { ssn?: unknown };
      if (revealed.status !== 200 || body.ssn !== ssn) {
        wronglyRevealed.push(`${reference}: ${revealed.status} ${JSON.stringify(body)}`);
      }
    }
    const duringBackupKept = whileBackupRan.filter(({ reference }) => inbox.has(reference));
    console.info(
      `backup under load: ${sent} applications sent, ${beforeBackup.length} acknowledged before ` +
        `the backup started, ${beforeBackup.length - missing.length} of them found after the ` +
        `restore with their SSN revealed; ${whileBackupRan.length} acknowledged while it ran, ` +
        `${duringBackupKept.length} of those in the backup (${backedUpRows} rows backed up)`,
    );
    expect(missing).toEqual([]);
    expect(wronglyRevealed).toEqual([]);

    // In the restored file the SSNs are still sealed under the key, never in plain text.
    const restoredDb = new SqliteDatabase(restoredFile, { readonly: true, fileMustExist: true });
    try {
      const sealedByReference = new Map(
        restoredDb
          .prepare(
            `select form_submission.reference, driving_privileges_request.ssn_encrypted
             from driving_privileges_request
             join form_submission on form_submission.id = driving_privileges_request.submission_id`,
          )
          .raw()
          .all()
          .map((row) => {
            const [reference, sealed] = row as [string, string];
            return [reference, sealed];
          }),
      );
      const notSealed = beforeBackup.filter(({ reference, ssn }) => {
        const sealed = sealedByReference.get(reference) ?? '';
        return (
          sealedKeyId(sealed) !== FIELD_KEY_ID ||
          sealed.split('.').length !== 4 ||
          sealed.includes(ssn) ||
          sealed.includes(ssn.replace(/-/g, ''))
        );
      });
      expect(notSealed).toEqual([]);
    } finally {
      restoredDb.close();
    }
  }, 120_000);

  it('refuses to restore while a server answers, then replaces the database and keeps the old one', async () => {
    database = await createProcessDatabase('sqlite');
    const env = { ...database.env, FIELD_ENCRYPTION_KEY };
    const databaseFile = database.env.SQLITE_FILE ?? '';
    await createStaff(env, 'clerk');
    const liveApi = await startApiProcess(env);
    api = liveApi;
    const backupFile = path.join(folder, 'court-backup.sqlite');
    expect(await runCompiledCli(COMPILED_BACKUP_CLI, ['--out', backupFile], env)).toMatchObject({
      code: 0,
    });
    // An account made after the backup: the restore takes it away, the kept database has it.
    await createStaff(env, 'later');
    const filesBefore = readdirSync(path.dirname(databaseFile)).sort();

    const refusedRestore = await runCompiledCli(COMPILED_RESTORE_CLI, [backupFile], {
      ...env,
      PORT: portOf(liveApi),
    });
    expect(refusedRestore.code).toBe(1);
    expect(refusedRestore.stderr).toContain('Stop the server first');
    expect(readdirSync(path.dirname(databaseFile)).sort()).toEqual(filesBefore);
    await request(liveApi.url).get('/health').expect(200);

    await liveApi.stop();
    // The suite's own connection to the file closes too: a restore needs the database unused.
    await database.handle.db.destroy();
    const restore = await runCompiledCli(COMPILED_RESTORE_CLI, [backupFile], {
      ...env,
      PORT: portOf(liveApi),
    });
    expect(restore).toMatchObject({ code: 0, stderr: '' });
    const keptAs = /kept as (\S+):/.exec(restore.stdout)?.[1] ?? '';
    expect(path.basename(keptAs)).toMatch(
      /^court\.sqlite\.before-restore-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/,
    );
    expect(staffUsernames(databaseFile)).toEqual(['clerk']);
    expect(staffUsernames(keptAs)).toEqual(['clerk', 'later']);

    // Restoring the kept file undoes the restore.
    const undo = await runCompiledCli(COMPILED_RESTORE_CLI, [keptAs], {
      ...env,
      PORT: portOf(liveApi),
    });
    expect(undo).toMatchObject({ code: 0, stderr: '' });
    expect(staffUsernames(databaseFile)).toEqual(['clerk', 'later']);
  }, 60_000);

  it('refuses to overwrite an existing file with a backup', async () => {
    database = await createProcessDatabase('sqlite');
    // The staff CLI brings the empty file up to the court's schema.
    expect(await runStaffCli(['list'], database.env, '')).toMatchObject({ code: 0 });
    const outFile = path.join(folder, 'court-backup.sqlite');
    writeFileSync(outFile, 'last night’s backup');

    const backup = await runCompiledCli(COMPILED_BACKUP_CLI, ['--out', outFile], database.env);
    expect(backup.code).toBe(1);
    expect(backup.stderr).toBe(
      `${outFile} already exists: a backup never overwrites a file. Choose another name.\n`,
    );
    expect(readFileSync(outFile, 'utf8')).toBe('last night’s backup');
    expect(readdirSync(folder)).toEqual(['court-backup.sqlite']);
  }, 30_000);

  it('refuses to restore anything but a court database, leaving the database untouched', async () => {
    database = await createProcessDatabase('sqlite');
    const databaseFile = database.env.SQLITE_FILE ?? '';
    await createStaff(database.env, 'clerk');
    await database.handle.db.destroy();
    const databaseBytes = readFileSync(databaseFile);
    const databaseFiles = readdirSync(path.dirname(databaseFile)).sort();

    const notes = path.join(folder, 'notes.txt');
    writeFileSync(notes, 'Backups are in the safe.\n');
    const empty = path.join(folder, 'empty.sqlite');
    writeFileSync(empty, '');
    const otherDatabase = path.join(folder, 'other.sqlite');
    const other = new SqliteDatabase(otherDatabase);
    other.exec('create table address_book (name text)');
    other.close();
    const absent = path.join(folder, 'absent.sqlite');
    // The court's own database with every page after the first overwritten: damaged.
    const damaged = path.join(folder, 'damaged.sqlite');
    writeFileSync(
      damaged,
      Buffer.concat([
        databaseBytes.subarray(0, 4096),
        Buffer.alloc(databaseBytes.length - 4096, 7),
      ]),
    );

    const env = { ...database.env, PORT: await freePort() };
    const notChangedLine = 'The database was not changed.\n';
    const attempts = await Promise.all(
      [notes, empty, otherDatabase, absent, damaged].map((file) =>
        runCompiledCli(COMPILED_RESTORE_CLI, [file], env),
      ),
    );
    expect(attempts.map(({ code, stdout, stderr }) => ({ code, stdout, stderr }))).toEqual([
      {
        code: 1,
        stdout: '',
        stderr: `The backup ${notes} is not a SQLite database.\n${notChangedLine}`,
      },
      {
        code: 1,
        stdout: '',
        stderr: `The backup ${empty} is not a SQLite database (it is empty).\n${notChangedLine}`,
      },
      {
        code: 1,
        stdout: '',
        stderr:
          `The backup ${otherDatabase} is a SQLite database but not a court database ` +
          `(it has no kysely_migration table).\n${notChangedLine}`,
      },
      { code: 1, stdout: '', stderr: `The backup ${absent} does not exist.\n${notChangedLine}` },
      {
        code: 1,
        stdout: '',
        stderr: expect.stringMatching(
          new RegExp(
            `^The backup ${damaged} (is damaged|cannot be (read|checked)): .+\n${notChangedLine}$`,
          ),
        ),
      },
    ]);
    expect(readFileSync(databaseFile).equals(databaseBytes)).toBe(true);
    expect(readdirSync(path.dirname(databaseFile)).sort()).toEqual(databaseFiles);
    expect(staffUsernames(databaseFile)).toEqual(['clerk']);
  }, 30_000);
});
