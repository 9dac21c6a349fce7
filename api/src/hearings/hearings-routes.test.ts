import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import {
  HEARING_FEED_MAX_BYTES,
  type HearingImport,
  type HearingImportList,
} from '@court/contract';
import { isApiResponse } from '@court/contract/responses';
import { createLogger } from '../platform/logger';
import {
  auditRowsOf,
  createTestStaff,
  signInBrowser,
  type TestBrowser,
} from '../testing/staff-test-helpers';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app';
import { forEachDatabase } from '../testing/test-database';
import { HearingFolderWatcher } from './hearing-folder-watcher';
import { looksPartial } from './hearing-import-service';

const HEADER =
  'case_number,last_name,first_name,hearing_date,hearing_time,hearing_type,courtroom,status';
const FEED_KEY = 'k'.repeat(40);
const IMPORTS = '/api/muni/staff/hearings/imports';
const FEED = '/api/muni/hearings/feed';

function schedule(...lines: string[]): Buffer {
  return Buffer.from(`${[HEADER, ...lines].join('\r\n')}\r\n`);
}

const GARCIA = '2026TRD01234,García,Ana,2026-04-07,09:00,Arraignment,Courtroom 2,scheduled';
const SMITH = '2026CVG00077,Smith,Sam,2026-04-08,13:30,Pretrial,Zoom,scheduled';
const LEE = '2026CRB00100,Lee,Kim,2026-04-09,10:00,Sentencing,Courtroom 1,scheduled';

/** Drops `file` into a folder the app `t` watches, and expects the watcher to refuse it. */
async function expectRefusedByFolder(t: TestApp, file: Buffer): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'court-hearing-folder-'));
  try {
    writeFileSync(path.join(folder, 'export.csv'), file);
    await new HearingFolderWatcher({
      db: t.database.db,
      clock: t.clock,
      config: t.config,
      folder,
      logger: createLogger('silent'),
    }).checkNow();
    expect(readdirSync(path.join(folder, 'refused'))).toEqual([
      expect.stringMatching(/-export\.csv$/),
    ]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

forEachDatabase((dialect) => {
  describe('the hearing schedule', () => {
    let t: TestApp;
    let clerk: TestBrowser;

    beforeEach(async () => {
      t = await createTestApp(dialect, {
        env: {
          HEARING_FEED_KEYS: `nightly-export=${FEED_KEY}`,
          HEARING_FEED_LIMIT_PER_MINUTE: '5',
        },
      });
      await createTestStaff(t, 'scheduler', ['hearings']);
      clerk = await signInBrowser(t, 'scheduler');
    });

    afterEach(async () => {
      await t.database.drop();
    });

    function upload(file: Buffer, language = 'en') {
      return clerk.agent
        .post(IMPORTS)
        .set(clerk.xsrf)
        .set('Accept-Language', language)
        .attach('file', file, { filename: 'schedule.csv', contentType: 'text/csv' });
    }

    const hearings = () =>
      t.database.db
        .selectFrom('hearing')
        .select(['caseNumber', 'hearingDate', 'hearingTime', 'courtroom', 'status'])
        .orderBy('caseNumber')
        .execute();

    it('imports a schedule, then tells what the next one moved, cancelled and took off', async () => {
      const first = await upload(schedule(GARCIA, SMITH, LEE)).expect(201);
      expect(first.body).toMatchObject({
        applied: true,
        source: 'upload',
        importedBy: 'scheduler',
        counts: { rows: 3, added: 3, moved: 0, cancelled: 0, disappeared: 0, unchanged: 0 },
        errors: [],
      });

      const second = await upload(
        schedule(
          '2026TRD01234,García,Ana,2026-04-14,09:00,Arraignment,Courtroom 3,continued',
          SMITH.replace('scheduled', 'cancelled'),
          '2026TRD05555,Ngo,Bao,2026-04-10,08:30,Arraignment,Courtroom 2,scheduled',
        ),
      ).expect(201);
      expect((second.body as HearingImport).counts).toEqual({
        rows: 3,
        added: 1,
        moved: 1,
        cancelled: 1,
        disappeared: 1,
        unchanged: 0,
      });
      expect(await hearings()).toEqual([
        {
          caseNumber: '2026CRB00100',
          hearingDate: '2026-04-09',
          hearingTime: '10:00',
          courtroom: 'Courtroom 1',
          status: 'gone',
        },
        {
          caseNumber: '2026CVG00077',
          hearingDate: '2026-04-08',
          hearingTime: '13:30',
          courtroom: 'Zoom',
          status: 'cancelled',
        },
        {
          caseNumber: '2026TRD01234',
          hearingDate: '2026-04-14',
          hearingTime: '09:00',
          courtroom: 'Courtroom 3',
          status: 'continued',
        },
        {
          caseNumber: '2026TRD05555',
          hearingDate: '2026-04-10',
          hearingTime: '08:30',
          courtroom: 'Courtroom 2',
          status: 'scheduled',
        },
      ]);

      // The same schedule again changes nothing.
      const third = await upload(
        schedule(
          '2026TRD01234,García,Ana,2026-04-14,09:00,Arraignment,Courtroom 3,continued',
          SMITH.replace('scheduled', 'cancelled'),
          '2026TRD05555,Ngo,Bao,2026-04-10,08:30,Arraignment,Courtroom 2,scheduled',
        ),
      ).expect(201);
      expect((third.body as HearingImport).counts).toMatchObject({
        added: 0,
        moved: 0,
        unchanged: 3,
      });

      const report = await clerk.agent
        .get(`${IMPORTS}/${(second.body as HearingImport).id}/report`)
        .expect(200);
      expect(report.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(report.text).toContain(
        '"moved","2026TRD01234","García","Ana","Arraignment","2026-04-07 09:00, Courtroom 2","2026-04-14 09:00, Courtroom 3"',
      );
      expect(report.text).toContain('"no longer scheduled","2026CRB00100"');

      const { imports } = (await clerk.agent.get(IMPORTS).expect(200)).body as HearingImportList;
      expect(imports.map(({ id }) => id)).toEqual(
        [3, 2, 1].map((n) => (first.body as HearingImport).id + n - 1),
      );
      expect((await auditRowsOf(t, 'hearings.import')).map((row) => row.actor)).toEqual([
        'scheduler',
        'scheduler',
        'scheduler',
      ]);
    });

    it('refuses a schedule with one bad line whole, reporting it by line and column in Spanish too', async () => {
      await upload(schedule(GARCIA)).expect(201);
      const before = await hearings();
      const refused = await upload(
        schedule(
          GARCIA.replace('Courtroom 2', 'Courtroom 4'),
          '2026CVG00077,Smith,Sam,2026-04-31,13:30,Pretrial,Zoom,scheduled',
        ),
        'es',
      ).expect(400);
      expect(refused.body).toMatchObject({
        error: expect.stringMatching(/^El calendario no se importó y nada cambió/),
        applied: false,
        errorCount: 1,
        errors: [
          {
            row: 3,
            column: 'hearing_date',
            message: 'Escriba la fecha como 2026-12-08 o 12/8/2026.',
          },
        ],
      });
      expect(await hearings()).toEqual(before);
      const report = await clerk.agent
        .get(`${IMPORTS}/${(refused.body as HearingImport).id}/report`)
        .expect(200);
      expect(report.text).toBe(
        '"row","column","problem"\r\n"3","hearing_date","Write the date like 2026-12-08 or 12/8/2026."\r\n',
      );
      expect(await auditRowsOf(t, 'hearings.import-refused')).toHaveLength(1);
    });

    it('holds a schedule that leaves out most upcoming hearings until staff confirm it, and the feed and folder refuse it', async () => {
      // Twenty upcoming hearings, then a file with two of them: eighteen would be taken off.
      const many = Array.from(
        { length: 20 },
        (_, index) =>
          `2026TRD${String(index + 1).padStart(5, '0')},Doe,Jo,2026-04-${String(10 + (index % 9)).padStart(2, '0')},09:00,Pretrial,Courtroom 1,scheduled`,
      );
      await upload(schedule(...many)).expect(201);
      const before = await hearings();
      const partial = schedule(...many.slice(0, 2));

      const asked = await upload(partial).expect(409);
      expect(asked.body).toEqual({
        error:
          'This schedule leaves out 18 of the 20 upcoming hearings. Nothing has changed yet. If those hearings really are no longer scheduled, confirm it and upload the schedule again: they will be marked no longer scheduled and the people signed up for reminders told.',
        removed: 18,
        upcoming: 20,
      });
      expect(isApiResponse('hearingRemovalQuestion', asked.body)).toBe(true);
      const spanish = await upload(partial, 'es').expect(409);
      expect(spanish.body.error).toMatch(/^Este calendario omite 18 de las 20 audiencias próximas/);
      expect(await hearings()).toEqual(before);

      const feed = await request(t.server)
        .post(FEED)
        .set('Authorization', `Bearer ${FEED_KEY}`)
        .type('text/csv')
        .send(partial)
        .expect(400);
      expect((feed.body as HearingImport).errors).toEqual([
        {
          row: 0,
          column: null,
          message:
            'This schedule leaves out 18 of the 20 upcoming hearings, so it looks incomplete, and nothing of it was applied. Send the whole schedule, or upload this one on the hearing schedule page and confirm there that those hearings are no longer scheduled.',
        },
      ]);
      await expectRefusedByFolder(t, partial);
      expect(await hearings()).toEqual(before);

      // A few taken off pass unasked; confirmed with the count asked about, the partial one
      // applies, and not with another count.
      await upload(schedule(...many.slice(0, 18))).expect(201);
      await clerk.agent
        .post(IMPORTS)
        .set(clerk.xsrf)
        .field('confirmRemoval', '18')
        .attach('file', partial, { filename: 'schedule.csv', contentType: 'text/csv' })
        .expect(409);
      // Anything but a count is no confirmation: asked again, never refused as a field.
      for (const notACount of ['16 hearings', '-16', '']) {
        const asked = await clerk.agent
          .post(IMPORTS)
          .set(clerk.xsrf)
          .field('confirmRemoval', notACount)
          .attach('file', partial, { filename: 'schedule.csv', contentType: 'text/csv' })
          .expect(409);
        expect(asked.body).toMatchObject({ removed: 16 });
      }
      const confirmed = await clerk.agent
        .post(IMPORTS)
        .set(clerk.xsrf)
        .field('confirmRemoval', '16')
        .attach('file', partial, { filename: 'schedule.csv', contentType: 'text/csv' })
        .expect(201);
      expect((confirmed.body as HearingImport).counts).toMatchObject({ disappeared: 16 });
      expect((await hearings()).filter((row) => row.status === 'gone')).toHaveLength(18);
    });

    it("takes the court job's feed with its key alone, audited by the key's name", async () => {
      const post = (body: Buffer | string, headers: Record<string, string> = {}) =>
        request(t.server).post(FEED).set(headers).type('text/csv').send(body);
      await post(schedule(GARCIA)).expect(401);
      const wrong = await post(schedule(GARCIA), {
        Authorization: `Bearer ${'x'.repeat(40)}`,
      }).expect(401);
      expect(wrong.headers['www-authenticate']).toBe('Bearer');
      expect(await hearings()).toEqual([]);

      const bearer = { Authorization: `Bearer ${FEED_KEY}` };
      const taken = await post(schedule(GARCIA, SMITH), bearer).expect(201);
      expect(taken.body).toMatchObject({
        source: 'feed',
        importedBy: 'nightly-export',
        counts: { added: 2 },
      });
      expect((await auditRowsOf(t, 'hearings.import'))[0]?.actor).toBe('feed:nightly-export');

      const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from([0, 1, 2, 3])]);
      const notCsv = await post(pdf, bearer).expect(400);
      expect(notCsv.body).toMatchObject({ applied: false, errors: [{ row: 0, column: null }] });

      const huge = await request(t.server)
        .post(FEED)
        .set(bearer)
        .type('text/csv')
        .send(Buffer.alloc(11 * 1024 * 1024, 'a'))
        .ok(() => true);
      expect(huge.status).toBe(413);

      // Five calls a minute in this test's setting; the sixth waits.
      const limited = await post(schedule(GARCIA), bearer);
      expect(limited.status).toBe(429);
    });

    it('is for the hearings role (and admin) alone', async () => {
      await createTestStaff(t, 'documents-only', ['documents']);
      const other = await signInBrowser(t, 'documents-only');
      await other.agent.get(IMPORTS).expect(403);
      await clerk.agent.get('/api/muni/staff/documents').expect(403);
      await request(t.server).get(IMPORTS).expect(401);
    });

    it('imports the schedules dropped into the folder, once, and files each by its outcome', async () => {
      const folder = mkdtempSync(path.join(tmpdir(), 'court-hearing-folder-'));
      writeFileSync(path.join(folder, 'monday.csv'), schedule(GARCIA));
      writeFileSync(path.join(folder, 'broken.csv'), schedule('2026TRD01234,García'));
      writeFileSync(path.join(folder, 'notes.txt'), 'not a schedule');
      const deps = {
        db: t.database.db,
        clock: t.clock,
        config: t.config,
        folder,
        logger: createLogger('silent'),
      };
      // Two processes watching one shared folder.
      const watchers = [new HearingFolderWatcher(deps), new HearingFolderWatcher(deps)];
      await Promise.all(watchers.map((watcher) => watcher.checkNow()));
      expect(readdirSync(folder).sort()).toEqual(['imported', 'notes.txt', 'refused']);
      expect(readdirSync(path.join(folder, 'imported'))).toEqual([
        expect.stringMatching(/-monday\.csv$/),
      ]);
      expect(readdirSync(path.join(folder, 'refused'))).toEqual([
        expect.stringMatching(/-broken\.csv$/),
      ]);
      // The two watchers import side by side, so which file's row came first is not fixed.
      const imports = await t.database.db
        .selectFrom('hearingImport')
        .select(['source', 'importedBy', 'applied'])
        .orderBy('importedBy')
        .execute();
      expect(imports).toEqual([
        { source: 'folder', importedBy: 'broken.csv', applied: 0 },
        { source: 'folder', importedBy: 'monday.csv', applied: 1 },
      ]);
      rmSync(folder, { recursive: true, force: true });
    });

    it('refuses unread a folder file larger than the feed takes, and reports one a restart left half-imported', async () => {
      const folder = mkdtempSync(path.join(tmpdir(), 'court-hearing-folder-'));
      const oversized = Buffer.concat([
        schedule(GARCIA),
        Buffer.alloc(HEARING_FEED_MAX_BYTES, 0x20),
      ]);
      writeFileSync(path.join(folder, 'huge.csv'), oversized);
      // Claimed by a process that stopped an hour ago, and one claimed a moment ago.
      const left = path.join(folder, '.tuesday.csv.importing-0123456789ab');
      writeFileSync(left, schedule(GARCIA));
      const anHourAgo = new Date(Date.now() - 60 * 60_000);
      utimesSync(left, anHourAgo, anHourAgo);
      writeFileSync(path.join(folder, '.busy.csv.importing-ba9876543210'), schedule(GARCIA));
      const deps = {
        db: t.database.db,
        clock: t.clock,
        config: t.config,
        folder,
        logger: createLogger('silent'),
      };
      await new HearingFolderWatcher(deps).checkNow();

      expect(readdirSync(folder).sort()).toEqual(['.busy.csv.importing-ba9876543210', 'refused']);
      expect(readdirSync(path.join(folder, 'refused')).sort()).toEqual([
        expect.stringMatching(/-huge\.csv$/),
        expect.stringMatching(/-tuesday\.csv$/),
      ]);
      expect(await hearings()).toEqual([]);
      const listed = await clerk.agent.get(IMPORTS).expect(200);
      const byFile = Object.fromEntries(
        (listed.body as HearingImportList).imports.map((row) => [
          row.importedBy,
          row.errors.map((error) => error.message),
        ]),
      );
      expect(byFile).toEqual({
        'huge.csv': ['Send a schedule of 10 MB or less. This file is larger and was not read.'],
        'tuesday.csv': [
          'The import of this file stopped before it finished (the server restarted) and nothing of it was applied. Send the file again.',
        ],
      });
      rmSync(folder, { recursive: true, force: true });
    });
  });

  describe('the hearing schedule of a court that confirms fewer removals', () => {
    let t: TestApp;
    let clerk: TestBrowser;

    beforeEach(async () => {
      t = await createTestApp(dialect, {
        env: {
          HEARING_FEED_KEYS: `nightly-export=${FEED_KEY}`,
          HEARING_REMOVAL_CONFIRM_PERCENT: '10',
          HEARING_REMOVAL_CONFIRM_MINIMUM: '2',
        },
      });
      await createTestStaff(t, 'scheduler', ['hearings']);
      clerk = await signInBrowser(t, 'scheduler');
    });

    afterEach(async () => {
      await t.database.drop();
    });

    const upload = (file: Buffer, fields: Record<string, string> = {}) =>
      clerk.agent
        .post(IMPORTS)
        .set(clerk.xsrf)
        .field(fields)
        .attach('file', file, { filename: 'schedule.csv', contentType: 'text/csv' });

    const hearings = () =>
      t.database.db
        .selectFrom('hearing')
        .select(['caseNumber', 'status'])
        .orderBy('caseNumber')
        .execute();

    it('asks to confirm, and the feed and folder refuse, a schedule taking off fewer hearings than the defaults let through', async () => {
      // Ten upcoming hearings, then a file with eight: two taken off, 20 percent, which the
      // defaults (at least 10 of them) let through.
      const ten = Array.from(
        { length: 10 },
        (_, index) =>
          `2026TRD${String(index + 1).padStart(5, '0')},Doe,Jo,2026-04-${String(10 + index)},09:00,Pretrial,Courtroom 1,scheduled`,
      );
      await upload(schedule(...ten)).expect(201);
      const before = await hearings();
      const partial = schedule(...ten.slice(0, 8));

      const asked = await upload(partial).expect(409);
      expect(asked.body).toEqual({
        error: expect.stringMatching(
          /^This schedule leaves out 2 of the 10 upcoming hearings\. Nothing has changed yet\./,
        ),
        removed: 2,
        upcoming: 10,
      });
      expect(isApiResponse('hearingRemovalQuestion', asked.body)).toBe(true);

      const feed = await request(t.server)
        .post(FEED)
        .set('Authorization', `Bearer ${FEED_KEY}`)
        .type('text/csv')
        .send(partial)
        .expect(400);
      expect((feed.body as HearingImport).errors).toEqual([
        {
          row: 0,
          column: null,
          message: expect.stringMatching(
            /^This schedule leaves out 2 of the 10 upcoming hearings, so it looks incomplete/,
          ),
        },
      ]);
      await expectRefusedByFolder(t, partial);
      expect(await hearings()).toEqual(before);

      const confirmed = await upload(partial, { confirmRemoval: '2' }).expect(201);
      expect((confirmed.body as HearingImport).counts).toMatchObject({ disappeared: 2 });
      // One of the eight left taken off is more than 10 percent, but fewer than the minimum.
      const one = await upload(schedule(...ten.slice(0, 7))).expect(201);
      expect((one.body as HearingImport).counts).toMatchObject({ disappeared: 1 });
      expect((await hearings()).filter((row) => row.status === 'gone')).toHaveLength(3);
    });
  });
});

describe('when taking off upcoming hearings needs confirming', () => {
  it('asks by default, as before these settings, at 10 hearings and more than a fifth of them', () => {
    const defaults = testConfig();
    expect(looksPartial(10, 49, defaults)).toBe(true);
    // Exactly a fifth, and fewer than 10, pass unasked.
    expect(looksPartial(10, 50, defaults)).toBe(false);
    expect(looksPartial(9, 10, defaults)).toBe(false);
  });

  it('asks by the percent and minimum the court set', () => {
    const set = (percent: number, minimum: number) => ({
      hearingRemovalConfirmPercent: percent,
      hearingRemovalConfirmMinimum: minimum,
    });
    expect(looksPartial(1, 3, set(20, 1))).toBe(true);
    expect(looksPartial(1, 5, set(20, 1))).toBe(false);
    // A minimum of 0 still never asks about a schedule that takes nothing off.
    expect(looksPartial(0, 0, set(1, 0))).toBe(false);
    expect(looksPartial(0, 10, set(1, 0))).toBe(false);
    // 100 percent never asks: no schedule takes off more hearings than there are.
    expect(looksPartial(10, 10, set(100, 0))).toBe(false);
  });

  it('refuses a percent outside 1 to 100 and a minimum outside 0 to 10000', () => {
    expect(() => testConfig({ HEARING_REMOVAL_CONFIRM_PERCENT: '0' })).toThrow(
      'HEARING_REMOVAL_CONFIRM_PERCENT must be a whole number from 1 to 100, got "0"',
    );
    expect(() => testConfig({ HEARING_REMOVAL_CONFIRM_PERCENT: '20.5' })).toThrow(
      'HEARING_REMOVAL_CONFIRM_PERCENT must be a whole number from 1 to 100',
    );
    expect(() => testConfig({ HEARING_REMOVAL_CONFIRM_MINIMUM: '-1' })).toThrow(
      'HEARING_REMOVAL_CONFIRM_MINIMUM must be a whole number from 0 to 10000, got "-1"',
    );
  });
});
