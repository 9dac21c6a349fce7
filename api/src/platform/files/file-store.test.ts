import {
  createTestDatabase,
  forEachDatabase,
  type TestDatabase,
} from '../../testing/test-database';
import { sha256Hex } from '../crypto/sha256';
import { fileContent, readFileBytes, storeFile, storeFiles } from './file-store';

const FIRST = '2026-03-01T12:00:00.000Z';
const LATER = '2026-03-02T12:00:00.000Z';

function bytesOf(text: string): Buffer {
  return Buffer.from(`%PDF-1.7\n${text}\n`);
}

describe('fileContent', () => {
  it('keys the bytes by their SHA-256 in hex', () => {
    const bytes = bytesOf('Deputy Clerk');
    expect(fileContent(bytes)).toEqual({ bytes, sha256: sha256Hex(bytes) });
  });
});

forEachDatabase((dialect) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });

  afterEach(async () => {
    await database.drop();
  });

  it('stores the same bytes once, with their size and when they first came', async () => {
    const content = fileContent(bytesOf('Deputy Clerk'));
    const id = await storeFile(database.db, 'careerDocument', content, FIRST);
    expect(await storeFile(database.db, 'careerDocument', content, LATER)).toBe(id);

    const rows = await database.db.selectFrom('careerDocument').selectAll().execute();
    expect(rows.map((row) => [row.id, row.sha256, row.size, row.createdAt])).toEqual([
      [id, content.sha256, content.bytes.length, FIRST],
    ]);
  });

  it('reads the bytes back by id or by hash, and nothing for a file not stored', async () => {
    const content = fileContent(bytesOf('Bailiff'));
    const id = await storeFile(database.db, 'careerDocument', content, FIRST);

    const byId = await readFileBytes(database.db, 'careerDocument', { id });
    expect(byId?.equals(content.bytes)).toBe(true);
    const byHash = await readFileBytes(database.db, 'careerDocument', { sha256: content.sha256 });
    expect(byHash?.equals(content.bytes)).toBe(true);

    expect(await readFileBytes(database.db, 'careerDocument', { id: id + 1 })).toBeUndefined();
    const other = fileContent(bytesOf('not stored'));
    expect(
      await readFileBytes(database.db, 'careerDocument', { sha256: other.sha256 }),
    ).toBeUndefined();
  });

  it("keeps a table's own columns as the file was first stored", async () => {
    const content = fileContent(bytesOf('Fee schedule'));
    const id = await storeFile(database.db, 'documentFile', { ...content, pages: 2 }, FIRST);
    expect(await storeFile(database.db, 'documentFile', { ...content, pages: null }, LATER)).toBe(
      id,
    );
    const row = await database.db
      .selectFrom('documentFile')
      .select(['pages', 'size', 'createdAt'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ pages: 2, size: content.bytes.length, createdAt: FIRST });
  });

  it("keeps each table's files apart, the same bytes in both included", async () => {
    const content = fileContent(bytesOf('Annual report'));
    await storeFile(database.db, 'careerDocument', content, FIRST);
    const id = await storeFile(database.db, 'documentFile', { ...content, pages: 1 }, FIRST);
    const bytes = await readFileBytes(database.db, 'documentFile', { id });
    expect(bytes?.equals(content.bytes)).toBe(true);
    expect(await database.db.selectFrom('careerDocument').select('id').execute()).toHaveLength(1);
    expect(await database.db.selectFrom('documentFile').select('id').execute()).toHaveLength(1);
  });

  it('stores many files, over several statements, and answers each one’s id by its hash', async () => {
    const contents = Array.from({ length: 40 }, (_, index) => ({
      // Every tenth file repeats the one before it.
      ...fileContent(bytesOf(`Form ${index - (index % 10 === 9 ? 1 : 0)}`)),
      pages: 1,
    }));
    const ids = await storeFiles(database.db, 'documentFile', contents, FIRST);

    const rows = await database.db.selectFrom('documentFile').select(['id', 'sha256']).execute();
    expect(rows).toHaveLength(36);
    expect(ids).toEqual(new Map(rows.map((row) => [row.sha256, row.id])));
    expect(await storeFiles(database.db, 'documentFile', contents.slice(0, 20), LATER)).toEqual(
      new Map(contents.slice(0, 20).map((file) => [file.sha256, ids.get(file.sha256)])),
    );
    expect(await storeFiles(database.db, 'documentFile', [], LATER)).toEqual(new Map());
  });
});
