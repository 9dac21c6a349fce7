import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import {
  COURT_HOURS_PATH,
  COURT_INFO,
  COURT_OFFICIALS_DEFAULTS,
  officialPhotoUrl,
  STAFF_COURT_FACTS_ENDPOINT,
  STAFF_COURT_OFFICIALS_ENDPOINT,
  type CourtOfficials,
  type PublishedCourtHours,
} from '@court/contract';
import { createLogger, type Logger } from '../platform/logger';
import { expectBuiltFrontEnds, pageDataOf } from '../testing/built-site';
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
import { COURT_FACTS } from './court-facts-service';
import { COURT_HOURS_CONTENT } from './court-hours-service';
import { PublishedContentCopy } from './published-content-copy';

const COURT_PHONE = '330-555-0177';
const DAY = 24 * 60 * 60_000;

/** Waits until a file on disk is as wanted: the copy and its photos are kept just after a read. */
async function fileWhen(file: string, wanted: (bytes: Buffer) => boolean): Promise<Buffer> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const bytes = readFileSync(file);
      if (wanted(bytes)) return bytes;
    } catch {
      // Not written yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${file} never became what was wanted`);
}

/** The copy on disk once it holds `text`. */
async function copyHolding(file: string, text: string): Promise<string> {
  return (await fileWhen(file, (bytes) => bytes.toString('utf8').includes(text))).toString('utf8');
}

/** A photo's bytes. */
async function photoBytes(t: TestApp, url: string): Promise<Buffer> {
  const response = await request(t.server).get(url).responseType('blob').expect(200);
  return response.body as Buffer;
}

forEachDatabase((dialect) => {
  let folder: string;

  beforeAll(() => {
    expectBuiltFrontEnds();
    folder = mkdtempSync(path.join(tmpdir(), 'content-copy-'));
  });

  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("starts with the database away and shows the court's published facts, never the sample's", async () => {
    const env = { CONTENT_COPY_FILE: path.join(folder, `${dialect}.json`) };
    const running = await createTestApp(dialect, { env });
    try {
      const editor = await signInContentEditor(running);
      await saveContentDraftAs(editor, STAFF_COURT_FACTS_ENDPOINT, {
        ...COURT_INFO,
        phone: COURT_PHONE,
      });
      await publishContentAs(editor, STAFF_COURT_FACTS_ENDPOINT);
      const page = await request(running.server).get('/contact-us').expect(200);
      expect(page.text).toContain(COURT_PHONE);
      const copy = await copyHolding(env.CONTENT_COPY_FILE, COURT_PHONE);
      // What every visitor sees, and nothing of who published it.
      expect(copy).not.toContain('webeditor');
    } finally {
      await running.database.drop();
    }

    const started = await createTestApp(dialect, { env });
    try {
      // A Saturday: the copy's hours say what the offices do now, not when they were kept.
      started.clock.advance(5 * DAY);
      await started.database.db.destroy();
      for (const address of ['/contact-us', '/es/contact-us']) {
        const page = await request(started.server).get(address).expect(200);
        expect(page.text).toContain(COURT_PHONE);
        expect(page.text).not.toContain(COURT_INFO.phone);
        const pageData = await pageDataOf(started.server, page.text);
        const hours = pageData[COURT_HOURS_PATH] as PublishedCourtHours;
        expect(hours.today).toBe('2026-03-07');
        expect(hours.now.map(({ office, open }) => [office, open])).toEqual([
          ['court', false],
          ['clerk', false],
          ['drugTesting', false],
        ]);
      }
    } finally {
      await started.database.drop();
    }
  });

  it("shows the officials' photos it served before, with the database away", async () => {
    const env = { CONTENT_COPY_FILE: path.join(folder, `${dialect}-photos.json`) };
    const running = await createTestApp(dialect, { env });
    let photo: string;
    let served: Buffer;
    try {
      const editor = await signInContentEditor(running);
      photo = (
        (await uploadOfficialPhotoAs(editor, await portrait(), 'judge.png').expect(200)).body as {
          photo: string;
        }
      ).photo;
      const [first, ...others] = COURT_OFFICIALS_DEFAULTS.officials;
      if (!first) throw new Error('no official to show');
      await saveContentDraftAs<CourtOfficials>(editor, STAFF_COURT_OFFICIALS_ENDPOINT, {
        officials: [
          { ...first, photo, photoAlt: { en: 'The clerk', es: 'El secretario' } },
          ...others,
        ],
      });
      await publishContentAs(editor, STAFF_COURT_OFFICIALS_ENDPOINT);
      await request(running.server).get('/about-us').expect(200);
      await copyHolding(env.CONTENT_COPY_FILE, photo);
      served = await photoBytes(running, officialPhotoUrl(photo, 1));
      // Kept beside the copy once served, just after the answer.
      const keptPhoto = path.join(folder, `${dialect}-photos-files`, `${photo}@1x.webp`);
      await fileWhen(keptPhoto, (bytes) => bytes.equals(served));
    } finally {
      await running.database.drop();
    }

    const started = await createTestApp(dialect, { env });
    try {
      await started.database.db.destroy();
      const page = await request(started.server).get('/about-us').expect(200);
      expect(page.text).toContain(officialPhotoUrl(photo, 1));
      expect(await photoBytes(started, officialPhotoUrl(photo, 1))).toEqual(served);
      // The larger one was never asked for, so never kept: the failure is answered, not hidden.
      const never = await request(started.server).get(officialPhotoUrl(photo, 2));
      expect(never.status).toBeGreaterThanOrEqual(500);
    } finally {
      await started.database.drop();
    }
  });

  it('shows the sample facts, as before, when there is no copy to start from', async () => {
    const started = await createTestApp(dialect, {
      env: { CONTENT_COPY_FILE: path.join(folder, 'never-written.json') },
    });
    try {
      await started.database.db.destroy();
      const page = await request(started.server).get('/contact-us').expect(200);
      expect(page.text).toContain(COURT_INFO.phone);
    } finally {
      await started.database.drop();
    }
  });
});

describe('the copy on disk when the disk fails', () => {
  let folder: string;

  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'content-copy-disk-'));
  });

  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  function loggedTo(): { logger: Logger; messages: () => string[] } {
    const log = textCollector();
    return {
      logger: createLogger('warn', log.stream),
      messages: () =>
        log
          .text()
          .split('\n')
          .filter(Boolean)
          .map((line) => (JSON.parse(line) as { msg: string }).msg),
    };
  }

  it('keeps the content in memory and says once that it cannot read or write the file', async () => {
    // A file where the copy's folder should be: every write fails, as on a full or broken disk.
    const blocker = path.join(folder, 'not-a-folder');
    writeFileSync(blocker, '');
    const { logger, messages } = loggedTo();
    const copy = new PublishedContentCopy(path.join(blocker, 'copy.json'), logger);
    for (const phone of ['330-555-0111', '330-555-0122']) {
      copy.remember(COURT_FACTS, { ...COURT_INFO, phone });
      await copy.settled();
    }
    expect(copy.recall(COURT_FACTS)?.phone).toBe('330-555-0122');
    for (const name of ['a@1x.webp', 'b@1x.webp']) {
      await copy.rememberFile(name, Buffer.from('photo'));
      expect(await copy.recallFile(name)).toBeNull();
    }
    // Each said once: reading at start, then writing, however many writes fail; a photo the
    // copy never kept is no news.
    expect(messages()).toEqual([
      'the copy of the published content cannot be read',
      'the copy of the published content cannot be written',
      'a file of the published content cannot be written',
    ]);
  });

  it('starts without a copy it cannot read, and says so', () => {
    const file = path.join(folder, 'copy.json');
    writeFileSync(file, '{ "content": ');
    const { logger, messages } = loggedTo();
    const copy = new PublishedContentCopy(file, logger);
    expect(copy.recall(COURT_FACTS)).toBeUndefined();
    expect(messages()).toEqual(['the copy of the published content is not usable']);
  });

  it('reads a copy another process wrote, checked as a stored version is', async () => {
    const file = path.join(folder, 'copy.json');
    const writer = new PublishedContentCopy(file, createLogger('silent'));
    writer.remember(COURT_FACTS, { ...COURT_INFO, clerkName: 'Written Elsewhere' });
    await writer.settled();
    const reader = new PublishedContentCopy(file, createLogger('silent'));
    expect(reader.recall(COURT_FACTS)).toEqual({ ...COURT_INFO, clerkName: 'Written Elsewhere' });
    // A kind never kept is not made up.
    expect(reader.recall(COURT_HOURS_CONTENT)).toBeUndefined();
  });
});
