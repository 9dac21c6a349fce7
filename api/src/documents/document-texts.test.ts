import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { TestClock } from '../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { waitUntil } from '../testing/wait-until';
import { createLogger } from '../platform/logger';
import { DocumentCatalog } from './document-catalog';
import { sha256Hex } from '../platform/crypto/sha256';
import { addVersion } from './document-library-service';
import { seedDocumentLibrary } from './document-seeding';
import { DocumentTexts } from './document-texts';
import { createSamplePdf } from './sample-pdf';

const LOCAL_RULES = createSamplePdf([
  'Rule 12. Vehicle immobilization',
  'Regla 12. Inmovilización',
]);

/** The log lines written, parsed. */
function capturedLog(): { lines: Record<string, unknown>[]; stream: Writable } {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      callback();
    },
  });
  return { lines, stream };
}

describe('DocumentTexts', () => {
  let folder: string;
  let database: TestDatabase;
  let catalog: DocumentCatalog;
  let log: ReturnType<typeof capturedLog>;
  let texts: DocumentTexts;
  const clock = new TestClock();

  beforeEach(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'court-document-texts-'));
    database = await createTestDatabase('sqlite');
    catalog = new DocumentCatalog(database.db, { maxAgeMs: 0 });
    log = capturedLog();
    texts = new DocumentTexts({ catalog, logger: createLogger('info', log.stream) });
  });

  afterEach(async () => {
    texts.stop();
    await database.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  const place = (slug: string, bytes: Buffer | string) =>
    writeFileSync(path.join(folder, `${slug}.pdf`), bytes);
  const seed = () => seedDocumentLibrary(database.db, { documentsDir: folder, clock });

  /** Makes new bytes the current file of a document, as staff replacing it do. */
  async function replace(slug: string, bytes: Buffer): Promise<void> {
    const { id } = await database.db
      .selectFrom('document')
      .select('id')
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();
    await addVersion(
      database.db,
      id,
      { bytes, sha256: sha256Hex(bytes), pages: 1 },
      { at: clock.now().toISOString(), by: 'clerk' },
    );
  }

  it("reads the words of each listed document's file, none of a sample", async () => {
    place('local-rules', LOCAL_RULES);
    await seed();
    expect(texts.textOf('local-rules')).toBe('');

    await texts.checkAll();
    expect(texts.textOf('local-rules')).toBe(
      'Rule 12. Vehicle immobilization Regla 12. Inmovilización',
    );
    // The generated samples say only their titles: they are not read.
    expect(texts.textOf('unclaimed-funds')).toBe('');
    expect(texts.version).toBe(1);
    expect(log.lines.filter(({ level }) => level === 40)).toEqual([]);
  });

  it('skips a damaged PDF and a file that is no PDF, logging their addresses, and reads the rest', async () => {
    place('local-rules', LOCAL_RULES);
    place('costs-civil', '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R');
    place('unclaimed-funds', '<html>Not found</html>');
    await seed();

    await texts.checkAll();
    expect(texts.textOf('local-rules')).toContain('Vehicle immobilization');
    expect(texts.textOf('costs-civil')).toBe('');
    const warnings = log.lines.filter(({ level }) => level === 40);
    expect(warnings.map(({ slug }) => slug).sort()).toEqual(['costs-civil', 'unclaimed-funds']);
    expect(warnings[0]?.msg).toMatch(/could not be read/);

    // Not read again while it is the same file.
    await texts.checkAll();
    expect(log.lines.filter(({ level }) => level === 40)).toHaveLength(2);
  });

  it('reads a replaced file, and forgets the text of a retired document', async () => {
    place('local-rules', LOCAL_RULES);
    await seed();
    await texts.checkAll();
    const first = texts.version;

    await texts.checkAll();
    expect(texts.version).toBe(first);

    await replace('local-rules', createSamplePdf(['Rule 13. Courtroom decorum']));
    await texts.checkAll();
    expect(texts.textOf('local-rules')).toBe('Rule 13. Courtroom decorum');
    expect(texts.version).toBe(first + 1);

    await database.db
      .updateTable('document')
      .set({ retiredAt: clock.now().toISOString() })
      .where('slug', '=', 'local-rules')
      .execute();
    await texts.checkAll();
    expect(texts.textOf('local-rules')).toBe('');
    expect(texts.version).toBe(first + 2);
  });

  it('checks by itself once started, and at once after a change on this process', async () => {
    await seed();
    texts = new DocumentTexts({ catalog, logger: createLogger('silent'), checkEveryMs: 60_000 });
    texts.start();
    await replace('local-rules', LOCAL_RULES);
    catalog.changed();
    await waitUntil('the texts to read the new file', () => texts.textOf('local-rules') !== '');
    expect(texts.textOf('local-rules')).toContain('Vehicle immobilization');
  });

  it('keeps the texts it has while the database is away', async () => {
    place('local-rules', LOCAL_RULES);
    await seed();
    await texts.checkAll();
    await database.db.destroy();
    await texts.checkAll();
    expect(texts.textOf('local-rules')).toContain('Vehicle immobilization');
    // A catalog read before is still served.
    expect((await catalog.find('local-rules'))?.title.en).toBe('Local Rules of Court');
  });
});
