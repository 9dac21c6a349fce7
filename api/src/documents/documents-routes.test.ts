import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { COURT_DOCUMENTS, annualReportSlug } from '@court/contract';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('documents', () => {
  let t: TestApp;
  let folder: string;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'court-documents-'));
    writeFileSync(path.join(folder, 'local-rules.pdf'), '%PDF-1.4 the real local rules');
    t = await createTestApp('sqlite', { env: { DOCUMENTS_DIR: folder } });
  });

  afterAll(async () => {
    await t.database.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  function getPdf(url: string) {
    return request(t.server).get(url).buffer(true);
  }

  it('serves the file placed in the documents folder', async () => {
    const response = await getPdf('/documents/local-rules.pdf').expect(200);
    expect(Buffer.from(response.body as Buffer).toString()).toBe('%PDF-1.4 the real local rules');
  });

  it('answers a sample PDF for every catalog entry without a file', async () => {
    for (const document of COURT_DOCUMENTS) {
      const response = await getPdf(`/documents/${document.slug}.pdf`).expect(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-disposition']).toBe(
        `inline; filename="${document.slug}.pdf"`,
      );
      expect(
        Buffer.from(response.body as Buffer)
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
  });

  it('names the document and says it is a sample', async () => {
    const response = await getPdf(`/documents/${annualReportSlug(2010)}.pdf`).expect(200);
    const text = Buffer.from(response.body as Buffer).toString('latin1');
    expect(text).toContain('(SAMPLE DOCUMENT)');
    expect(text).toContain('(2010 Annual Report)');
  });

  it('answers 404 for a slug outside the catalog', async () => {
    await request(t.server).get('/documents/not-a-document.pdf').expect(404);
    await request(t.server).get('/documents/local-rules.txt').expect(404);
    await request(t.server).get('/documents/..%2Fpackage.json').expect(404);
  });
});
