import request from 'supertest';
import {
  DOCUMENT_MAX_BYTES,
  type DocumentGroupListing,
  type StaffDocument,
  type StaffDocumentList,
} from '@court/contract';
import {
  auditRowsOf,
  createTestStaff,
  signInBrowser,
  type TestBrowser,
} from '../testing/staff-test-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { forEachDatabase } from '../testing/test-database';
import { API_MESSAGES } from '../platform/messages';
import { createSamplePdf } from './sample-pdf';

const en = API_MESSAGES.en;
const BASE = '/api/muni/staff/documents';
const NEW_CIVIL_COSTS = createSamplePdf(['Civil costs, effective January 1, 2027', 'Filing $150']);

forEachDatabase((dialect) => {
  describe('the staff document library', () => {
    let t: TestApp;
    let clerk: TestBrowser;

    beforeEach(async () => {
      t = await createTestApp(dialect, { documents: true });
      await createTestStaff(t, 'clerk', ['documents']);
      clerk = await signInBrowser(t, 'clerk');
    });

    afterEach(async () => {
      await t.database.drop();
    });

    function upload(url: string, file: Buffer, name: string, fields: Record<string, string> = {}) {
      let call = clerk.agent.post(url).set(clerk.xsrf);
      for (const [field, value] of Object.entries(fields)) call = call.field(field, value);
      return call.attach('file', file, { filename: name, contentType: 'application/pdf' });
    }

    async function publicPdf(slug: string) {
      return request(t.server).get(`/documents/${slug}.pdf`).buffer(true);
    }

    async function listing(): Promise<DocumentGroupListing[]> {
      return (await request(t.server).get('/api/muni/documents').expect(200))
        .body as DocumentGroupListing[];
    }

    it('lists every document with its current file and who uploaded it', async () => {
      const { documents } = (await clerk.agent.get(BASE).expect(200)).body as StaffDocumentList;
      expect(documents[0]).toMatchObject({
        slug: 'costs-civil',
        group: 'fees',
        title: { en: 'Civil', es: 'Civil' },
        url: '/documents/costs-civil.pdf',
        retiredAt: null,
        replacedBy: null,
      });
      expect(documents[0]?.versions).toEqual([
        expect.objectContaining({
          id: documents[0]?.currentVersionId,
          pages: 1,
          uploadedBy: null,
          fileUrl: `${BASE}/costs-civil/versions/${documents[0]?.currentVersionId}/file`,
        }),
      ]);
    });

    it('replaces a file: the address serves the new bytes at once, the old one can come back', async () => {
      const before = await publicPdf('costs-civil');
      const replaced = await upload(
        `${BASE}/costs-civil/versions`,
        NEW_CIVIL_COSTS,
        'civil.pdf',
      ).expect(201);
      const document = replaced.body as StaffDocument;
      expect(document.versions).toHaveLength(2);
      expect(document.versions[0]).toMatchObject({ uploadedBy: 'clerk', pages: 1 });
      expect(document.currentVersionId).toBe(document.versions[0]?.id);

      const after = await publicPdf('costs-civil');
      expect(Buffer.from(after.body as Buffer).equals(NEW_CIVIL_COSTS)).toBe(true);
      expect(after.headers.etag).not.toBe(before.headers.etag);

      // The older version, downloaded by staff and made current again.
      const older = document.versions[1];
      if (!older) throw new Error('no older version');
      const file = await clerk.agent.get(older.fileUrl).buffer(true).expect(200);
      expect(Buffer.from(file.body as Buffer)).toEqual(Buffer.from(before.body as Buffer));
      const restored = await clerk.agent
        .post(`${BASE}/costs-civil/versions/${older.id}/current`)
        .set(clerk.xsrf)
        .expect(200);
      expect((restored.body as StaffDocument).currentVersionId).toBe(older.id);
      const served = await publicPdf('costs-civil');
      expect(served.headers.etag).toBe(before.headers.etag);

      expect((await auditRowsOf(t, 'documents.replace')).map((row) => row.subjectId)).toEqual([
        'costs-civil',
      ]);
      expect(await auditRowsOf(t, 'documents.make-current')).toEqual([
        expect.objectContaining({ actor: 'clerk', subjectId: 'costs-civil' }),
      ]);
    });

    it('refuses a file that is not a PDF whatever its name, and a file over the limit with 413', async () => {
      const html = Buffer.from('<html><body>Not a PDF</body></html>');
      const refused = await upload(`${BASE}/costs-civil/versions`, html, 'costs.pdf').expect(400);
      expect(refused.body).toMatchObject({ errors: { file: expect.stringMatching(/PDF/) } });

      const huge = Buffer.concat([createSamplePdf(['Large']), Buffer.alloc(20 * 1024 * 1024)]);
      expect(huge.length).toBeGreaterThan(DOCUMENT_MAX_BYTES);
      const tooLarge = await upload(`${BASE}/costs-civil/versions`, huge, 'big.pdf').ok(() => true);
      expect(tooLarge.status).toBe(413);

      const { documents } = (await clerk.agent.get(BASE).expect(200)).body as StaffDocumentList;
      expect(documents.find(({ slug }) => slug === 'costs-civil')?.versions).toHaveLength(1);
      expect(await auditRowsOf(t, 'documents.replace')).toEqual([]);
    });

    it('adds a document that the public lists show at once, in both languages', async () => {
      const added = await upload(`${BASE}`, createSamplePdf(['2024 Annual Report']), 'r.pdf', {
        slug: 'annual-report-2024',
        group: 'annual-reports',
        titleEn: '2024 Annual Report',
        titleEs: 'Informe anual 2024',
      }).expect(201);
      expect(added.body).toMatchObject({ slug: 'annual-report-2024', group: 'annual-reports' });

      const reports = (await listing()).find(({ group }) => group === 'annual-reports');
      expect(reports?.documents.at(-1)).toEqual({
        slug: 'annual-report-2024',
        title: { en: '2024 Annual Report', es: 'Informe anual 2024' },
        url: '/documents/annual-report-2024.pdf',
      });
      await publicPdf('annual-report-2024').then((response) => expect(response.status).toBe(200));
      expect(await auditRowsOf(t, 'documents.add')).toEqual([
        expect.objectContaining({ actor: 'clerk', subjectId: 'annual-report-2024' }),
      ]);
    });

    it('refuses an address in use, one with ../ or capitals, and missing titles, by field', async () => {
      const pdf = createSamplePdf(['A form']);
      const fields = { group: 'other-forms', titleEn: 'A form', titleEs: 'Un formulario' };
      const clash = await upload(BASE, pdf, 'a.pdf', { ...fields, slug: 'local-rules' });
      expect(clash.status).toBe(400);
      expect(clash.body).toMatchObject({ errors: { slug: expect.stringMatching(/another/) } });
      for (const slug of ['../package', 'Local-Rules', 'a--b', '']) {
        const refused = await upload(BASE, pdf, 'a.pdf', { ...fields, slug }).expect(400);
        expect(Object.keys((refused.body as { errors: object }).errors)).toEqual(['slug']);
      }
      const untitled = await upload(BASE, pdf, 'a.pdf', {
        slug: 'a-form',
        group: 'nowhere',
        titleEn: ' ',
      }).expect(400);
      expect(Object.keys((untitled.body as { errors: object }).errors).sort()).toEqual([
        'group',
        'titleEn',
        'titleEs',
      ]);
      expect(await auditRowsOf(t, 'documents.add')).toEqual([]);
    });

    it('retires a form to 410 Gone with a page pointing to the forms, or to its replacement', async () => {
      await clerk.agent
        .post(`${BASE}/request-for-continuance/retire`)
        .set(clerk.xsrf)
        .send({ replacedBy: null })
        .expect(200);
      const gone = await request(t.server)
        .get('/documents/request-for-continuance.pdf')
        .expect(410);
      expect(gone.headers['content-type']).toMatch(/^text\/html/);
      expect(gone.text).toContain('href="/forms"');
      expect(gone.text).toContain('href="/es/forms"');
      const others = (await listing()).flatMap(({ documents }) => documents);
      expect(others.map(({ slug }) => slug)).not.toContain('request-for-continuance');

      await clerk.agent
        .post(`${BASE}/small-claims-counterclaim/retire`)
        .set(clerk.xsrf)
        .send({ replacedBy: 'small-claims-complaint' })
        .expect(200);
      const moved = await request(t.server).get('/documents/small-claims-counterclaim.pdf');
      expect(moved.status).toBe(301);
      expect(moved.headers.location).toBe('/documents/small-claims-complaint.pdf');

      // A retired document is no replacement; nor is the document itself.
      for (const replacedBy of ['request-for-continuance', 'local-rules-x', 'costs-civil']) {
        const answer = await clerk.agent
          .post(`${BASE}/costs-civil/retire`)
          .set(clerk.xsrf)
          .send({ replacedBy: replacedBy === 'costs-civil' ? 'costs-civil' : replacedBy });
        expect(answer.status).toBe(400);
      }

      // Restored, it is listed again and served.
      await clerk.agent.post(`${BASE}/request-for-continuance/restore`).set(clerk.xsrf).expect(200);
      await request(t.server).get('/documents/request-for-continuance.pdf').expect(200);
      expect((await auditRowsOf(t, 'documents.retire')).map((row) => row.details)).toEqual([
        { replacedBy: null },
        { replacedBy: 'small-claims-complaint' },
      ]);
      expect(await auditRowsOf(t, 'documents.restore')).toHaveLength(1);
    });

    it('reorders a group and retitles a document', async () => {
      const order = ['costs-waiver-bureau', 'costs-civil', 'costs-criminal-traffic'];
      await clerk.agent
        .put(`${BASE}/order`)
        .set(clerk.xsrf)
        .send({ group: 'fees', slugs: order })
        .expect(200);
      const fees = (await listing()).find(({ group }) => group === 'fees');
      expect(fees?.documents.map(({ slug }) => slug)).toEqual(order);

      // Every listed document once, or nothing changes: whatever is wrong, one message.
      for (const body of [
        { group: 'fees', slugs: ['costs-civil', 'costs-civil', 'costs-waiver-bureau'] },
        { group: 'fees', slugs: ['costs-civil', 'costs-waiver-bureau'] },
        { group: 'fees', slugs: ['costs-civil', 7, 'costs-waiver-bureau'] },
        { group: 'fees', slugs: 'costs-civil' },
        { group: 'fees' },
        { group: 'nowhere', slugs: order },
        { group: 7, slugs: order },
        { slugs: order },
        [{ group: 'fees', slugs: order }],
      ]) {
        const refused = await clerk.agent
          .put(`${BASE}/order`)
          .set(clerk.xsrf)
          .send(body)
          .expect(400);
        expect(refused.body.errors).toEqual({ slugs: en['document.order.invalid'] });
      }

      await clerk.agent
        .patch(`${BASE}/costs-civil`)
        .set(clerk.xsrf)
        .send({ title: { en: 'Civil and small claims', es: 'Civil y reclamos menores' } })
        .expect(200);
      const renamed = (await listing()).flatMap(({ documents }) => documents);
      expect(renamed.find(({ slug }) => slug === 'costs-civil')?.title).toEqual({
        en: 'Civil and small claims',
        es: 'Civil y reclamos menores',
      });
      expect(await auditRowsOf(t, 'documents.reorder')).toHaveLength(1);
      expect(await auditRowsOf(t, 'documents.retitle')).toHaveLength(1);
    });

    it('is for the documents role (and admin) alone, and that role reaches no other tool', async () => {
      await createTestStaff(t, 'jurors', ['jury']);
      const jury = await signInBrowser(t, 'jurors');
      await jury.agent.get(BASE).expect(403);
      await clerk.agent.get('/api/muni/staff/alerts').expect(403);
      await clerk.agent.get('/api/muni/staff/careers').expect(403);
      await clerk.agent.get('/api/muni/staff/forms/submissions').expect(403);
      await request(t.server).get(BASE).expect(401);
    });
  });
});
