import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import {
  COURT_OFFICIALS_DEFAULTS,
  officialPhotoUrl,
  STAFF_COURT_OFFICIALS_ENDPOINT,
  type CourtOfficialEntry,
  type CourtOfficials,
  type PublishedOfficials,
} from '@court/contract';
import { API_MESSAGES } from '../platform/messages';
import { REPO_ROOT } from '../platform/paths';
import {
  publishContentAs,
  saveContentDraftAs,
  signInContentEditor,
  uploadOfficialPhotoAs,
} from '../testing/content-tool-client';
import { portrait } from '../testing/portrait';
import type { TestBrowser } from '../testing/staff-test-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { forEachDatabase } from '../testing/test-database';

const en = API_MESSAGES.en;
const TOOL = `/api/muni/staff/${STAFF_COURT_OFFICIALS_ENDPOINT}`;

function officialAt(index: number): CourtOfficialEntry {
  const entry = COURT_OFFICIALS_DEFAULTS.officials[index];
  if (!entry) throw new Error(`no official ${index}`);
  return entry;
}

forEachDatabase((dialect) => {
  let t: TestApp;
  let editor: TestBrowser;

  beforeEach(async () => {
    t = await createTestApp(dialect);
    editor = await signInContentEditor(t);
  });

  afterEach(() => t.database.drop());

  it('keeps an uploaded photo re-encoded to the pages’ two sizes, checked by its content', async () => {
    const jpeg = await portrait('jpeg');
    const uploaded = await uploadOfficialPhotoAs(editor, jpeg, 'judge.jpg').expect(200);
    const { photo } = uploaded.body as { photo: string };
    expect(photo).toMatch(/^[a-f0-9]{32}$/);
    for (const [density, width, height] of [
      [1, 240, 300],
      [2, 480, 600],
    ] as const) {
      const served = await request(t.server)
        .get(officialPhotoUrl(photo, density))
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
      expect(await sharp(served.body as Buffer).metadata()).toMatchObject({
        format: 'webp',
        width,
        height,
      });
    }
    // The same picture again, whatever its file's name, is the same photo, kept once.
    const again = await uploadOfficialPhotoAs(editor, jpeg, 'another-name.jpg').expect(200);
    expect((again.body as { photo: string }).photo).toBe(photo);
    expect(await t.database.db.selectFrom('officialPhoto').select('id').execute()).toEqual([
      { id: photo },
    ]);

    const script = await uploadOfficialPhotoAs(
      editor,
      Buffer.from('<svg onload="alert(1)"/>'),
      'x.jpg',
    ).expect(400);
    expect(script.body.errors).toEqual({ photo: en['officials.photoFile.type'] });
    await request(t.server)
      .get(officialPhotoUrl('0'.repeat(32), 1))
      .expect(404);
    const audit = await t.database.db
      .selectFrom('auditLog')
      .select('action')
      .where('action', '=', 'content.court-officials.photo')
      .execute();
    expect(audit).toHaveLength(2);
  });

  it('publishes a new official with a photo, retires two, and refuses what does not fit', async () => {
    const { photo } = (
      await uploadOfficialPhotoAs(editor, await portrait('png'), 'new.png').expect(200)
    ).body as { photo: string };
    const newJudge: CourtOfficialEntry = {
      slug: 'new-judge',
      name: 'New Judge',
      title: 'judge',
      phone: '(330) 555 0177',
      biography: { en: 'Elected in **2026**.', es: '' },
      photo,
      photoAlt: { en: 'New Judge in robes', es: '' },
      retired: false,
      successor: '',
    };
    const content: CourtOfficials = {
      officials: [
        officialAt(0),
        { ...officialAt(1), retired: true, successor: 'new-judge' },
        newJudge,
        officialAt(2),
        { ...officialAt(3), retired: true },
        officialAt(4),
        officialAt(5),
      ],
    };
    await saveContentDraftAs(editor, STAFF_COURT_OFFICIALS_ENDPOINT, content);
    await publishContentAs(editor, STAFF_COURT_OFFICIALS_ENDPOINT);
    const published = (await request(t.server).get('/api/muni/court/officials').expect(200))
      .body as PublishedOfficials;
    expect(published.officials.map((official) => official.slug)).toEqual([
      'clerk-of-court',
      'new-judge',
      'judge-two',
      'judge-four',
      'court-administrator',
    ]);
    // The chambers number typed any usual way, kept as the pages write numbers.
    expect(published.officials[1]?.phone).toBe('330-555-0177');
    expect(published.retired).toEqual([
      { slug: 'judge-one', name: officialAt(1).name, successor: 'new-judge' },
      { slug: 'judge-three', name: officialAt(3).name, successor: '' },
    ]);

    const refused = await editor.agent
      .put(`${TOOL}/draft`)
      .set(editor.xsrf)
      .send({
        officials: [
          { ...officialAt(0), slug: 'Clerk Of Court' },
          { ...officialAt(1), retired: true, successor: 'judge-three' },
          { ...officialAt(2), biography: { en: '[Click](javascript:alert(1))', es: '' } },
          { ...officialAt(3), retired: true },
          { ...officialAt(4), slug: 'judge-two', photo: '../../etc/passwd' },
        ],
      })
      .expect(400);
    expect(refused.body.errors).toEqual({
      'officials[0].slug': en['officials.slug'],
      // Its successor has retired too.
      'officials[1].successor': en['officials.successor'],
      'officials[2].biography.en': en['officials.biography.link'],
      'officials[4].photo': en['officials.photo'],
    });
    // Well formed, but no photo the site keeps: uploaded elsewhere, or typed.
    const unkept = await editor.agent
      .put(`${TOOL}/draft`)
      .set(editor.xsrf)
      .send({
        officials: [
          officialAt(0),
          { ...officialAt(1), photo },
          { ...officialAt(2), photo: 'cd'.repeat(16) },
        ],
      })
      .expect(400);
    expect(unkept.body.errors).toEqual({ 'officials[2].photo': en['officials.photo'] });
    const duplicate = await editor.agent
      .put(`${TOOL}/draft`)
      .set(editor.xsrf)
      .send({ officials: [officialAt(0), { ...officialAt(1), slug: officialAt(0).slug }] })
      .expect(400);
    expect(duplicate.body.errors).toEqual({
      'officials[1].slug': en['officials.slug.duplicate'],
    });
  });
});

/**
 * Against the real build: a retired official's biography answers 301 to the successor staff
 * named, or 410 saying they no longer serve; a new official's is rendered on request.
 */
describe('biographies of the built site after staff publish', () => {
  let t: TestApp;
  let editor: TestBrowser;

  beforeAll(async () => {
    if (!existsSync(path.join(REPO_ROOT, 'mfe-info/dist-server'))) {
      throw new Error('The front ends are not built: run `npm run build` first (npm test does).');
    }
    t = await createTestApp('sqlite');
    editor = await signInContentEditor(t);
    await saveContentDraftAs(editor, STAFF_COURT_OFFICIALS_ENDPOINT, {
      officials: [
        officialAt(0),
        { ...officialAt(1), retired: true, successor: 'new-judge' },
        {
          ...officialAt(2),
          slug: 'new-judge',
          name: 'New Judge',
          biography: { en: 'Elected in **2026**.', es: '' },
        },
        { ...officialAt(3), retired: true },
      ],
    });
    await publishContentAs(editor, STAFF_COURT_OFFICIALS_ENDPOINT);
  });

  afterAll(async () => {
    await t.database.drop();
  });

  it.each([
    ['/bio/judge-one', '/bio/new-judge'],
    ['/es/bio/judge-one', '/es/bio/new-judge'],
  ])('moves %s to %s for good', async (from, to) => {
    const response = await request(t.server).get(from).expect(301);
    expect(response.headers.location).toBe(to);
  });

  it('answers 410 for a retired official without a successor, with the way to About Us', async () => {
    const response = await request(t.server).get('/bio/judge-three').expect(410);
    expect(response.text).toContain(`${officialAt(3).name} no longer serves the court.`);
    expect(response.text).toContain('href="/about-us"');
  });

  it('renders a new official’s biography, English marked where Spanish waits, and lists them on About Us', async () => {
    const spanish = await request(t.server).get('/es/bio/new-judge').expect(200);
    expect(spanish.text).toContain('NEW JUDGE');
    expect(spanish.text).toMatch(/<div lang="en"><p>Elected in <strong>2026<\/strong>/);
    const about = await request(t.server).get('/about-us').expect(200);
    expect(about.text).toContain('href="/bio/new-judge"');
    expect(about.text).not.toContain('href="/bio/judge-one"');
  });

  // Last: it publishes again.
  it('restores a retired official: the biography answers again and About Us lists it', async () => {
    expect((await request(t.server).get('/about-us').expect(200)).text).not.toContain(
      'href="/bio/judge-three"',
    );
    const drafted = await saveContentDraftAs<CourtOfficials>(
      editor,
      STAFF_COURT_OFFICIALS_ENDPOINT,
      {
        officials: [
          officialAt(0),
          { ...officialAt(1), retired: true, successor: 'new-judge' },
          { ...officialAt(2), slug: 'new-judge', name: 'New Judge' },
          { ...officialAt(3), retired: false },
        ],
      },
    );
    expect(drafted.unpublishedChanges.map((change) => change.name)).toContain('official.4');
    await publishContentAs(editor, STAFF_COURT_OFFICIALS_ENDPOINT);
    t.clock.advance(60_000);
    const bio = await request(t.server).get('/bio/judge-three').expect(200);
    expect(bio.text).toContain(officialAt(3).name);
    expect((await request(t.server).get('/about-us').expect(200)).text).toContain(
      'href="/bio/judge-three"',
    );
  });
});
