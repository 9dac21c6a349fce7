import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { FORM_GROUPS, type DocumentGroupListing, type LatestAnnualReports } from '@court/contract';
import { isApiResponse } from '@court/contract/responses';
import { createTestApp, type TestApp } from '../testing/test-app';
import { forEachDatabase } from '../testing/test-database';
import { COURT_DOCUMENTS } from './built-in-catalog';
import { createSamplePdf } from './sample-pdf';

const COURT_LOCAL_RULES = createSamplePdf(['Local Rules of the Court, as adopted']);

forEachDatabase((dialect) => {
  describe('the public document library', () => {
    let t: TestApp;
    let folder: string;

    beforeAll(async () => {
      folder = mkdtempSync(path.join(tmpdir(), 'court-documents-'));
      writeFileSync(path.join(folder, 'local-rules.pdf'), COURT_LOCAL_RULES);
      t = await createTestApp(dialect, { env: { DOCUMENTS_DIR: folder }, documents: true });
    });

    afterAll(async () => {
      await t.database.drop();
      rmSync(folder, { recursive: true, force: true });
    });

    function getPdf(url: string) {
      return request(t.server).get(url).buffer(true);
    }

    it("fills an empty library with the court's own files, samples for the rest", async () => {
      const rules = await getPdf('/documents/local-rules.pdf').expect(200);
      expect(Buffer.from(rules.body as Buffer).equals(COURT_LOCAL_RULES)).toBe(true);

      const report = await getPdf('/documents/annual-report-2010.pdf').expect(200);
      const text = Buffer.from(report.body as Buffer).toString('latin1');
      expect(text).toContain('(SAMPLE DOCUMENT)');
      expect(text).toContain('(2010 Annual Report)');
    });

    it('serves every document of the built-in catalog as a PDF, briefly cached, with an ETag', async () => {
      for (const document of COURT_DOCUMENTS) {
        const response = await getPdf(`/documents/${document.slug}.pdf`).expect(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.headers['cache-control']).toBe('public, max-age=300');
        expect(response.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
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

    it('answers 304 without the bytes to a browser that has the current file', async () => {
      const first = await getPdf('/documents/costs-civil.pdf').expect(200);
      const etag = String(first.headers.etag);
      const again = await request(t.server)
        .get('/documents/costs-civil.pdf')
        .set('If-None-Match', etag)
        .expect(304);
      expect(again.headers.etag).toBe(etag);
      expect(again.text ?? '').toBe('');
    });

    it('lists the forms groups in the Forms page order with their counts', async () => {
      const response = await request(t.server).get('/api/muni/documents').expect(200);
      const groups = response.body as DocumentGroupListing[];
      const formGroups = new Set<string>(FORM_GROUPS.map(({ group }) => group));
      const listed = groups.filter(({ group }) => formGroups.has(group));
      expect(listed.map(({ group, documents }) => [group, documents.length])).toEqual([
        ['victim-rights', 2],
        ['bank-garnishments', 4],
        ['wage-garnishments', 7],
        ['other-forms', 19],
      ]);
      expect(listed[1]?.documents[0]).toEqual({
        slug: 'bank-garnishment-affidavit-order-and-notice',
        title: {
          en: 'Affidavit, Order and Notice of Garnishment of Property Other Than Personal Earnings',
          es: 'Declaración jurada, orden y aviso de embargo de bienes distintos de los ingresos personales',
        },
        url: '/documents/bank-garnishment-affidavit-order-and-notice.pdf',
      });
      expect(groups.map(({ group }) => group).slice(0, 4)).toEqual([
        'fees',
        'court',
        'policies',
        'annual-reports',
      ]);
      // Newest report first, as the catalog was built.
      expect(groups[3]?.documents[0]?.slug).toBe('annual-report-2023');
    });

    it('gives the home page the latest annual reports and their years, not the whole library', async () => {
      const response = await request(t.server)
        .get('/api/muni/documents/annual-reports/latest')
        .expect(200);
      expect(isApiResponse('latestAnnualReports', response.body)).toBe(true);
      const latest = response.body as LatestAnnualReports;
      expect(latest.reports.map(({ slug }) => slug)).toEqual([
        'annual-report-2023',
        'annual-report-2022',
        'annual-report-2021',
      ]);
      expect(latest.years).toEqual({ first: 2003, last: 2023 });
    });

    it('answers 404 for an address no document ever had', async () => {
      await request(t.server).get('/documents/not-a-document.pdf').expect(404);
      await request(t.server).get('/documents/local-rules.txt').expect(404);
      await request(t.server).get('/documents/..%2Fpackage.json').expect(404);
    });

    it('keeps serving the files it has served while the database is away', async () => {
      const before = await getPdf('/documents/costs-civil.pdf').expect(200);
      await t.database.db.destroy();
      t.documents.changed();
      const during = await getPdf('/documents/costs-civil.pdf').expect(200);
      expect(Buffer.from(during.body as Buffer)).toEqual(Buffer.from(before.body as Buffer));
      const listing = await request(t.server).get('/api/muni/documents');
      expect([200, 503]).toContain(listing.status);
    });
  });
});
