import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import {
  COURT_DIRECTIONS,
  COURT_DIRECTIONS_PATH,
  COURT_HOURS,
  COURT_INFO,
  COURT_OFFICIALS_DEFAULTS,
  STAFF_COURT_DIRECTIONS_ENDPOINT,
  STAFF_COURT_FACTS_ENDPOINT,
  STAFF_COURT_OFFICIALS_ENDPOINT,
  type CourtDirections,
  type CourtInfo,
  type CourtOfficials,
  type PublishedCourtHours,
} from '@court/contract';
import type { ContentFile } from '../content/content-transfer';
import {
  publishContentAs,
  saveContentDraftAs,
  signInContentEditor,
  uploadOfficialPhotoAs,
} from '../testing/content-tool-client';
import { portrait } from '../testing/portrait';
import { createTestApp, type TestApp } from '../testing/test-app';
import { forEachDatabase } from '../testing/test-database';
import { textCollector } from '../testing/text-collector';
import { EXIT_OK, EXIT_REFUSED, EXIT_USAGE, runContentCommand } from './content';

forEachDatabase((dialect) => {
  let source: TestApp;
  let target: TestApp;
  let folder: string;

  beforeEach(async () => {
    source = await createTestApp(dialect);
    target = await createTestApp(dialect);
    folder = mkdtempSync(path.join(tmpdir(), 'content-cli-'));
  });

  afterEach(async () => {
    rmSync(folder, { recursive: true, force: true });
    await source.database.drop();
    await target.database.drop();
  });

  async function run(app: TestApp, args: string[]) {
    const stdout = textCollector();
    const stderr = textCollector();
    const code = await runContentCommand(
      args,
      { db: app.database.db, clock: app.clock },
      { stdout: stdout.stream, stderr: stderr.stream },
    );
    return { code, stdout: stdout.text(), stderr: stderr.text() };
  }

  async function shownFacts(app: TestApp): Promise<CourtInfo> {
    return (await request(app.server).get('/api/muni/court/facts').expect(200)).body as CourtInfo;
  }

  function writeJson(name: string, value: unknown): string {
    const file = path.join(folder, name);
    writeFileSync(file, JSON.stringify(value));
    return file;
  }

  it('moves the content a test server shows to another, which publishes it as a version', async () => {
    const prepared = { ...COURT_INFO, phone: '330-555-0142', clerkName: 'Prepared Clerk' };
    await source.database.db
      .insertInto('contentVersion')
      .values({
        kind: 'court-facts',
        number: 1,
        data: JSON.stringify(prepared),
        publishedBy: 'webeditor',
        createdAt: source.clock.now().toISOString(),
        publishAt: source.clock.now().toISOString(),
      })
      .execute();
    const preparedHours = {
      ...COURT_HOURS,
      exceptions: [
        {
          date: '2026-12-25',
          office: 'all',
          hours: null,
          reason: { en: 'Christmas Day', es: 'Día de Navidad' },
        },
      ],
    };
    await source.database.db
      .insertInto('contentVersion')
      .values({
        kind: 'court-hours',
        number: 1,
        data: JSON.stringify(preparedHours),
        publishedBy: 'webeditor',
        createdAt: source.clock.now().toISOString(),
        publishAt: source.clock.now().toISOString(),
      })
      .execute();
    const file = path.join(folder, 'content.json');

    expect(await run(source, ['export', file])).toMatchObject({ code: EXIT_OK, stderr: '' });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
      format: 'court-website-content',
      version: 2,
      content: { 'court-facts': prepared, 'court-hours': preparedHours },
      photos: {},
    });
    const again = await run(source, ['export', file]);
    expect(again.code).toBe(EXIT_REFUSED);
    expect(again.stderr).toContain(`${file} was not written`);

    const imported = await run(target, ['import', file]);
    expect(imported).toMatchObject({
      code: EXIT_OK,
      stdout:
        'court-facts: published as version 1.\ncourt-hours: published as version 1.\n' +
        'court-links: the same as the site shows; nothing published.\n' +
        'court-contacts: the same as the site shows; nothing published.\n' +
        'court-directions: the same as the site shows; nothing published.\n' +
        'site-faq: the same as the site shows; nothing published.\n' +
        'jury-faq: the same as the site shows; nothing published.\n' +
        'court-officials: the same as the site shows; nothing published.\n',
    });
    expect(await shownFacts(target)).toEqual(prepared);
    const hours = (await request(target.server).get('/api/muni/court/hours').expect(200))
      .body as PublishedCourtHours;
    expect(hours.exceptions).toEqual(preparedHours.exceptions);
    const audit = await target.database.db
      .selectFrom('auditLog')
      .select(['action', 'actor', 'details'])
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ action: 'content.import', actor: null });
    expect(JSON.parse(audit[0]?.details ?? '{}')).toEqual({
      source: 'cli',
      version: 1,
      changed: ['clerkName', 'phone'],
    });

    // A version set to show later would replace the imported facts at its time: it is cancelled.
    const editor = await signInContentEditor(target);
    await saveContentDraftAs(editor, STAFF_COURT_FACTS_ENDPOINT, {
      ...prepared,
      clerkName: 'Scheduled Clerk',
    });
    await publishContentAs(editor, STAFF_COURT_FACTS_ENDPOINT, {
      publishDate: '2026-03-03',
      publishTime: '09:00',
    });
    expect((await run(target, ['import', file])).stdout).toBe(
      'court-facts: cancelled version 2, set to show later.\n' +
        'court-facts: the same as the site shows; nothing published.\n' +
        'court-hours: the same as the site shows; nothing published.\n' +
        'court-links: the same as the site shows; nothing published.\n' +
        'court-contacts: the same as the site shows; nothing published.\n' +
        'court-directions: the same as the site shows; nothing published.\n' +
        'site-faq: the same as the site shows; nothing published.\n' +
        'jury-faq: the same as the site shows; nothing published.\n' +
        'court-officials: the same as the site shows; nothing published.\n',
    );
    target.clock.advance(2 * 24 * 60 * 60_000);
    expect(await shownFacts(target)).toEqual(prepared);
  });

  it('refuses a file with any problem, says where each is, and changes nothing', async () => {
    const file = writeJson('bad.json', {
      format: 'court-website-content',
      version: 3,
      content: {
        'court-facts': { ...COURT_INFO, phone: '555', juryEmail: '', fooBar: 'x' },
        'court-hours': { ...COURT_HOURS, exceptions: [{ date: 'soon' }] },
        officials: [],
      },
    });
    const refused = await run(target, ['import', file]);
    expect(refused.code).toBe(EXIT_REFUSED);
    expect(refused.stderr).toContain('- version: expected 1 or 2');
    expect(refused.stderr).toContain('- content.officials: not a kind of content');
    expect(refused.stderr).toContain('- content.court-facts.fooBar: not part of court-facts');
    expect(refused.stderr).toContain(
      '- content.court-facts.phone: Enter a 10-digit phone number, like 330-555-0199.',
    );
    expect(refused.stderr).toContain('- content.court-facts.juryEmail: Enter this fact');
    expect(refused.stderr).toContain(
      '- content.court-hours.exceptions[0].date: Enter the date of the exception',
    );
    expect(refused.stderr).toContain('Nothing changed.');

    const notJson = path.join(folder, 'not.json');
    writeFileSync(notJson, '{ "format": ');
    expect((await run(target, ['import', notJson])).stderr).toContain('could not be read as JSON');
    expect((await run(target, ['import', path.join(folder, 'missing.json')])).code).toBe(
      EXIT_REFUSED,
    );
    const noFacts = writeJson('empty.json', { format: 'court-website-content', version: 1 });
    expect((await run(target, ['import', noFacts])).stderr).toContain(
      '- content.court-facts: missing, or not an object',
    );

    expect(await shownFacts(target)).toEqual(COURT_INFO);
    expect(await target.database.db.selectFrom('contentVersion').selectAll().execute()).toEqual([]);
  });

  it('imports a file made before the directions were content, leaving them as the site shows them', async () => {
    const published: CourtDirections = {
      ...COURT_DIRECTIONS,
      toCityHall: {
        ...COURT_DIRECTIONS.toCityHall,
        intro: { en: 'Enter on Cleveland Avenue.', es: '' },
      },
    };
    const editor = await signInContentEditor(target);
    await saveContentDraftAs(editor, STAFF_COURT_DIRECTIONS_ENDPOINT, published);
    await publishContentAs(editor, STAFF_COURT_DIRECTIONS_ENDPOINT);
    const file = path.join(folder, 'before-directions.json');
    expect((await run(source, ['export', file])).code).toBe(EXIT_OK);
    const exported = JSON.parse(readFileSync(file, 'utf8')) as ContentFile;
    const earlier: Partial<ContentFile['content']> = { ...exported.content };
    delete earlier['court-directions'];
    writeJson('before-directions.json', { ...exported, content: earlier });

    const imported = await run(target, ['import', file]);
    expect(imported.code).toBe(EXIT_OK);
    expect(imported.stdout).toContain(
      'court-directions: not in the file (made before it was content); left as the site shows it.\n',
    );
    const shown = await request(target.server)
      .get(`/api/muni/${COURT_DIRECTIONS_PATH}`)
      .expect(200);
    expect(shown.body).toEqual(published);
  });

  it("moves the officials' photos with the content, and refuses a photo the file does not bring or forges", async () => {
    const editor = await signInContentEditor(source);
    const upload = await uploadOfficialPhotoAs(editor, await portrait(), 'judge.png').expect(200);
    const { photo } = upload.body as { photo: string };
    const officials = await saveContentDraftAs<CourtOfficials>(
      editor,
      STAFF_COURT_OFFICIALS_ENDPOINT,
      {
        officials: COURT_OFFICIALS_DEFAULTS.officials.map((official, index) =>
          index === 0
            ? { ...official, photo, photoAlt: { en: 'The judge', es: 'La jueza' } }
            : official,
        ),
      },
    );
    expect(officials.draft.officials[0]?.photo).toBe(photo);
    await publishContentAs(editor, STAFF_COURT_OFFICIALS_ENDPOINT);
    const file = path.join(folder, 'content.json');
    expect((await run(source, ['export', file])).code).toBe(EXIT_OK);
    const exported = JSON.parse(readFileSync(file, 'utf8')) as ContentFile;
    expect(Object.keys(exported.photos)).toEqual([photo]);

    // Without its photo, the file names one the target does not keep: refused whole.
    const withoutPhoto = writeJson('without-photo.json', { ...exported, photos: {} });
    const refused = await run(target, ['import', withoutPhoto]);
    expect(refused.code).toBe(EXIT_REFUSED);
    expect(refused.stderr).toContain(
      '- content.court-officials.officials[0].photo: Upload the photo again: this one is not kept by the site.',
    );
    // A photo that is not the one its name hashes, or not the site's own WebP, is refused too.
    const other = (
      await sharp(await portrait())
        .webp()
        .toBuffer()
    ).toString('base64');
    const forged = writeJson('forged.json', {
      ...exported,
      photos: { [photo]: { standard: other, double: other }, ['ab'.repeat(16)]: {} },
    });
    const refusedForged = await run(target, ['import', forged]);
    expect(refusedForged.code).toBe(EXIT_REFUSED);
    expect(refusedForged.stderr).toContain(`- photos.${photo}: does not match its name`);
    expect(refusedForged.stderr).toContain(
      `- photos.${'ab'.repeat(16)}: no official names this photo`,
    );
    expect(await target.database.db.selectFrom('contentVersion').selectAll().execute()).toEqual([]);
    expect(await target.database.db.selectFrom('officialPhoto').selectAll().execute()).toEqual([]);

    const imported = await run(target, ['import', file]);
    expect(imported.code).toBe(EXIT_OK);
    expect(imported.stdout).toContain('court-officials: published as version 1.');
    const served = await request(target.server)
      .get(`/api/muni/court/officials/photos/${photo}@2x.webp`)
      .expect(200);
    expect(Buffer.from(served.body as Buffer).toString('base64')).toBe(
      exported.photos[photo]?.double,
    );
  });

  it('explains its usage when the command is wrong', async () => {
    for (const args of [[], ['export'], ['publish', 'x.json'], ['import', 'a.json', 'b.json']]) {
      const wrong = await run(target, args);
      expect(wrong.code).toBe(EXIT_USAGE);
      expect(wrong.stderr).toContain('Usage: npm run content -- <command> FILE');
    }
  });
});
