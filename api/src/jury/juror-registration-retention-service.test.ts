import { Writable } from 'node:stream';
import { createLogger } from '../platform/logger';
import { scheduledJobs } from '../scheduled-jobs';
import { submitForm } from '../testing/form-client';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app';
import { forEachDatabase } from '../testing/test-database';
import { purgeJurorRegistrations } from './juror-registration-retention-service';

const DAY = 24 * 60 * 60 * 1000;

const SIGNUP = {
  lnameInput: 'Smith',
  jurorNo: '100',
  cellphone: '',
  carrier: '',
  email: 'smith@example.org',
  agree: true,
};

/** A logger whose lines the test reads. */
function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger('info', destination), lines };
}

forEachDatabase((dialect) => {
  let t: TestApp;

  beforeEach(async () => {
    // The test clock's court date is 2026-03-02.
    t = await createTestApp(dialect);
    for (const [jurorNo, serveDateInput] of [
      ['100', '2026-02-23'],
      ['101', '2026-02-24'],
      ['102', '2026-03-02'],
    ]) {
      const response = await submitForm(t.server, 'juror/notifications', {
        ...SIGNUP,
        jurorNo,
        serveDateInput,
      });
      expect(response.status).toBe(200);
    }
    // A second sign-up replaces the first's submission: the first is no longer needed.
    await submitForm(t.server, 'juror/notifications', {
      ...SIGNUP,
      jurorNo: '102',
      serveDateInput: '2026-03-02',
      email: 'new@example.org',
    });
  });

  afterEach(async () => {
    await t.database.drop();
  });

  async function remaining() {
    const rows = await t.database.db
      .selectFrom('jurorRegistration')
      .select('jurorNumber')
      .orderBy('jurorNumber')
      .execute();
    return rows.map((row) => row.jurorNumber);
  }

  async function submissionCount() {
    return (await t.database.db.selectFrom('formSubmission').select('id').execute()).length;
  }

  it('deletes registrations more than the retention days after their service date', async () => {
    const { logger, lines } = capturedLogger();
    const deps = { db: t.database.db, clock: t.clock, logger, retentionDays: 14 };
    expect(await submissionCount()).toBe(4);

    // 2026-03-09: 14 days after 2026-02-23, the last day it is kept.
    expect(await purgeJurorRegistrations(deps, new Date('2026-03-09T15:00:00.000Z'))).toBe(0);
    expect(await remaining()).toEqual(['100', '101', '102']);
    expect(await submissionCount()).toBe(3);

    // Late on 2026-03-10 in Canton is already 2026-03-11 in UTC: the court's date counts.
    expect(await purgeJurorRegistrations(deps, new Date('2026-03-11T03:00:00.000Z'))).toBe(1);
    expect(await remaining()).toEqual(['101', '102']);
    expect(await submissionCount()).toBe(2);

    expect(await purgeJurorRegistrations(deps, new Date('2026-04-01T15:00:00.000Z'))).toBe(2);
    expect(await remaining()).toEqual([]);
    expect(await submissionCount()).toBe(0);

    const purged = lines.filter((line) => line.msg === 'juror registrations purged');
    expect(purged.map((line) => [line.registrations, line.submissions])).toEqual([
      [0, 1],
      [1, 1],
      [2, 2],
    ]);
    expect(JSON.stringify(lines)).not.toContain('smith@example.org');

    const audit = await t.database.db
      .selectFrom('auditLog')
      .select('details')
      .where('action', '=', 'jury.registrations.purge')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => JSON.parse(row.details ?? '{}'))).toEqual([
      { registrations: 0, submissions: 1, servedBefore: '2026-02-23' },
      { registrations: 1, submissions: 1, servedBefore: '2026-02-24' },
      { registrations: 2, submissions: 2, servedBefore: '2026-03-18' },
    ]);
  });

  it('is a scheduled job reading JUROR_REGISTRATION_RETENTION_DAYS', async () => {
    const config = testConfig({ JUROR_REGISTRATION_RETENTION_DAYS: '3' });
    const job = scheduledJobs({
      db: t.database.db,
      clock: t.clock,
      config,
      logger: createLogger('silent'),
    }).find((candidate) => candidate.name === 'purge-juror-registrations');
    expect(job?.everyMs).toBe(60 * 60 * 1000);
    await job?.run(new Date(t.clock.now().getTime() + 3 * DAY));
    expect(await remaining()).toEqual(['102']);
  });
});
