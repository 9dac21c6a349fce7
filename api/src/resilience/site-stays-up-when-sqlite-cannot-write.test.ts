import { execFileSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import request from 'supertest';
import { buildRequestListener } from '../app';
import { REPO_ROOT } from '../platform/paths';
import { upsertSiteMessage } from '../messages/site-message-repository';
import { createDatabase, type DatabaseHandle } from '../platform/database/database';
import { migrateToLatest } from '../platform/database/migrate';
import { createLogger } from '../platform/logger';
import { submitForm } from '../testing/form-client';
import { CONTACT_MESSAGE, OUTAGE_DATA, OUTAGE_PAGES } from '../testing/site-traffic';
import { TestClock, testConfig } from '../testing/test-app';
import { API_MESSAGES } from '../platform/messages';

const JUROR_MESSAGE = 'Drill: the jury office opens at 8:00.';

/** A database file with the juror message written, and the server over it. */
async function openSite(
  sqliteFile: string,
): Promise<{ handle: DatabaseHandle; server: RequestListener }> {
  const handle = createDatabase({
    databaseUrl: null,
    sqliteFile,
    timeouts: { sqliteBusyTimeoutMs: 200 },
  });
  await migrateToLatest(handle.db, handle.dialect);
  await upsertSiteMessage(handle.db, 'juror', JUROR_MESSAGE, new Date().toISOString());
  const server = buildRequestListener({
    config: testConfig({ RATE_LIMIT_PER_MINUTE: '1000' }),
    db: handle.db,
    dialect: 'sqlite',
    clock: new TestClock(),
    logger: createLogger('silent'),
  }).listener;
  return { handle, server };
}

/** Pages and data answer as usual; the form is turned away in words, with Retry-After. */
async function expectReadsServedAndFormsRefused(server: RequestListener): Promise<void> {
  const pagesBuilt = existsSync(path.join(REPO_ROOT, 'shell/dist/index.html'));
  for (const page of OUTAGE_PAGES) {
    const response = await request(server).get(page);
    expect([page, response.status]).toEqual([page, 200]);
    if (pagesBuilt && page === '/jury-service') expect(response.text).toContain(JUROR_MESSAGE);
  }
  for (const url of OUTAGE_DATA) {
    const response = await request(server).get(url);
    expect([url, response.status]).toEqual([url, 200]);
  }
  const refused = await submitForm(server, 'contact-us', CONTACT_MESSAGE, { language: 'es' });
  expect(refused.status).toBe(503);
  expect(refused.headers['retry-after']).toBe('5');
  expect(refused.body.error).toBe(API_MESSAGES.es['server.unavailable']);
  await request(server).get('/health/live').expect(200);
}

async function expectFormsAcceptedAgain(server: RequestListener): Promise<void> {
  const accepted = await submitForm(server, 'contact-us', CONTACT_MESSAGE);
  expect([accepted.status, accepted.body.success]).toEqual([200, true]);
}

/**
 * SQLite cannot write: the file is read-only, or another process holds the write lock. Each is
 * made real on the app's own file (query_only, a second connection's exclusive transaction), so
 * the errors come from SQLite through the whole stack.
 */
describe('on sqlite: the site while the database cannot write', () => {
  let folder: string;
  let handle: DatabaseHandle;
  let server: RequestListener;

  beforeEach(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'court-sqlite-faults-'));
    ({ handle, server } = await openSite(path.join(folder, 'court.sqlite')));
  });

  afterEach(async () => {
    await handle.db.destroy();
    rmSync(folder, { recursive: true, force: true });
  });

  it('serves pages and data and refuses forms in words while the file is read-only', async () => {
    await sql`pragma query_only = 1`.execute(handle.db);
    await expectReadsServedAndFormsRefused(server);
    await sql`pragma query_only = 0`.execute(handle.db);
    await expectFormsAcceptedAgain(server);
  });

  it('serves pages and data and refuses forms in words while another process holds the write lock', async () => {
    const other = new SqliteDatabase(path.join(folder, 'court.sqlite'));
    try {
      other.exec('begin exclusive');
      await expectReadsServedAndFormsRefused(server);
      other.exec('commit');
      await expectFormsAcceptedAgain(server);
    } finally {
      other.close();
    }
  });
});

/** Mounting a small file system of its own needs root, which CI and these machines have. */
const canMountTmpfs = process.platform === 'linux' && process.getuid?.() === 0;
const describeWithTmpfs = canMountTmpfs ? describe : describe.skip;

describeWithTmpfs('on sqlite: the site while its disk is full', () => {
  let mountPoint: string;
  let handle: DatabaseHandle | undefined;
  let server: RequestListener;

  beforeAll(async () => {
    mountPoint = mkdtempSync(path.join(tmpdir(), 'court-full-disk-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', mountPoint]);
    ({ handle, server } = await openSite(path.join(mountPoint, 'court.sqlite')));
  });

  afterAll(async () => {
    await handle?.db.destroy();
    execFileSync('umount', [mountPoint]);
    rmSync(mountPoint, { recursive: true, force: true });
  });

  it('serves pages and data and refuses forms in words, then takes them once there is room', async () => {
    // Fills every byte left on the disk.
    const filler = path.join(mountPoint, 'filler');
    const descriptor = openSync(filler, 'w');
    let fillError: unknown;
    try {
      const block = Buffer.alloc(64 * 1024, 1);
      for (;;) writeSync(descriptor, block);
    } catch (error) {
      fillError = error;
    } finally {
      closeSync(descriptor);
    }
    expect((fillError as NodeJS.ErrnoException).code).toBe('ENOSPC');
    await expectReadsServedAndFormsRefused(server);
    rmSync(filler);
    await expectFormsAcceptedAgain(server);
  });
});
