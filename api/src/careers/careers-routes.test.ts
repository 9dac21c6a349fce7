import request from 'supertest';
import { type PublicCareerPosting, type StaffCareerPosting } from '@court/contract';
import { createSamplePdf } from '../documents/sample-pdf';
import { seedSampleData } from '../seed';
import { createTestStaff, signInBrowser, type TestBrowser } from '../testing/staff-test-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { forEachDatabase } from '../testing/test-database';
import { API_MESSAGES } from '../platform/messages';

const en = API_MESSAGES.en;
const HOUR = 60 * 60 * 1000;
/** A small limit, so oversize files stay small in the test. */
const MAX_DOCUMENT_BYTES = 64 * 1024;

const JOB_PDF = createSamplePdf(['Deputy Clerk', 'Apply by April 1.']);
/** A real PDF just over the limit. */
const OVERSIZE_PDF = createSamplePdf(
  Array.from({ length: 800 }, (_, index) => `Line ${index} of a very long announcement.`.repeat(2)),
);

function dataUrl(bytes: Buffer): string {
  return `data:application/pdf;base64,${bytes.toString('base64')}`;
}

forEachDatabase((dialect) => {
  let t: TestApp;
  let clerk: TestBrowser;

  beforeEach(async () => {
    t = await createTestApp(dialect, {
      env: { CAREER_DOCUMENT_MAX_BYTES: String(MAX_DOCUMENT_BYTES) },
    });
    await createTestStaff(t, 'hiring', ['careers']);
    clerk = await signInBrowser(t, 'hiring');
  });

  afterEach(async () => {
    await t.database.drop();
  });

  function upload(fields: Record<string, string>, file?: { bytes: Buffer; name: string }) {
    let call = clerk.agent.post('/api/muni/staff/careers').set(clerk.xsrf);
    for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
    if (file) {
      call = call.attach('document', file.bytes, {
        filename: file.name,
        contentType: 'application/pdf',
      });
    }
    return call;
  }

  function postJson(body: object) {
    return clerk.agent.post('/api/muni/staff/careers').set(clerk.xsrf).send(body);
  }

  function patch(id: number, body: object) {
    return clerk.agent.patch(`/api/muni/staff/careers/${id}`).set(clerk.xsrf).send(body);
  }

  async function counts() {
    const [postings, documents, audits] = await Promise.all([
      t.database.db.selectFrom('careerPosting').select('id').execute(),
      t.database.db.selectFrom('careerDocument').select('id').execute(),
      t.database.db
        .selectFrom('auditLog')
        .select('id')
        .where('action', 'like', 'careers.%')
        .execute(),
    ]);
    return { postings: postings.length, documents: documents.length, audits: audits.length };
  }

  async function publicList(): Promise<PublicCareerPosting[]> {
    const response = await request(t.server).get('/api/muni/careers').expect(200);
    return response.body as PublicCareerPosting[];
  }

  describe('adding a posting', () => {
    it('publishes an uploaded PDF at once: active, listed, served and audited', async () => {
      const response = await upload(
        { title: '  Deputy Clerk  ', postedDate: '2026-03-01' },
        { bytes: JOB_PDF, name: 'deputy-clerk.pdf' },
      ).expect(201);
      const posting = response.body as StaffCareerPosting;
      expect(posting).toEqual({
        id: expect.any(Number),
        title: 'Deputy Clerk',
        postedDate: '2026-03-01',
        active: true,
        documentUrl: `/api/muni/staff/careers/${posting.id}/document`,
        documentSize: JOB_PDF.length,
      });
      expect(response.headers['cache-control']).toBe('no-store');

      const staffList = await clerk.agent.get('/api/muni/staff/careers').expect(200);
      expect(staffList.body).toEqual([posting]);
      expect(await publicList()).toEqual([
        {
          id: posting.id,
          title: 'Deputy Clerk',
          postedDate: '2026-03-01',
          documentUrl: `/api/muni/careers/${posting.id}/document`,
        },
      ]);
      const pdf = await request(t.server)
        .get(`/api/muni/careers/${posting.id}/document`)
        .buffer(true)
        .expect(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe('inline; filename="deputy-clerk.pdf"');
      expect(pdf.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.from(pdf.body as Buffer).equals(JOB_PDF)).toBe(true);

      const audit = await t.database.db
        .selectFrom('auditLog')
        .selectAll()
        .where('action', '=', 'careers.create')
        .executeTakeFirstOrThrow();
      expect(audit).toMatchObject({
        actor: 'hiring',
        subjectType: 'career_posting',
        subjectId: String(posting.id),
        requestId: response.headers['x-request-id'],
      });
      expect(JSON.parse(audit.details ?? '{}')).toEqual({
        title: 'Deputy Clerk',
        postedDate: '2026-03-01',
        documentSize: JOB_PDF.length,
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
    });

    it('dates a posting today at the court when no date is given', async () => {
      // 03:00 UTC on March 3 is still the evening of March 2 in Canton.
      t.clock.advance(12 * HOUR);
      // Sessions end after 12 hours: sign in again at the new time.
      clerk = await signInBrowser(t, 'hiring');
      const response = await upload({ title: 'Bailiff' }, { bytes: JOB_PDF, name: 'b.pdf' });
      expect(response.status).toBe(201);
      expect(response.body.postedDate).toBe('2026-03-02');
    });

    it("accepts the original client's JSON posting with docBase64 as a data URL", async () => {
      const response = await postJson({
        title: 'Probation Officer',
        docBase64: dataUrl(JOB_PDF),
        postedDate: '03/01/2026',
        active: true,
      }).expect(201);
      expect(response.body).toMatchObject({
        title: 'Probation Officer',
        postedDate: '2026-03-01',
        active: true,
        documentSize: JOB_PDF.length,
      });
      const pdf = await request(t.server)
        .get(`/api/muni/careers/${response.body.id}/document`)
        .buffer(true)
        .expect(200);
      expect(Buffer.from(pdf.body as Buffer).equals(JOB_PDF)).toBe(true);
    });

    it('stores the same document once, however often it is posted', async () => {
      await upload({ title: 'Clerk I' }, { bytes: JOB_PDF, name: 'one.pdf' }).expect(201);
      await upload({ title: 'Clerk II' }, { bytes: JOB_PDF, name: 'two.pdf' }).expect(201);
      await postJson({ title: 'Clerk III', docBase64: dataUrl(JOB_PDF) }).expect(201);
      expect(await counts()).toEqual({ postings: 3, documents: 1, audits: 3 });
      const stored = await t.database.db
        .selectFrom('careerDocument')
        .select(['size', 'sha256'])
        .executeTakeFirstOrThrow();
      expect(stored.size).toBe(JOB_PDF.length);
    });

    it.each([
      ['a text file renamed .pdf', Buffer.from('Job: deputy clerk. Apply by April 1.')],
      ['an image renamed .pdf', Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00', 'latin1')],
      ['a file that only starts like a PDF', Buffer.from('%PDF-1.7\nnothing else here\n')],
    ])('refuses %s, whatever its name and declared type', async (_label, bytes) => {
      const response = await upload({ title: 'Clerk' }, { bytes, name: 'job.pdf' }).expect(400);
      expect(response.body.errors).toEqual({ document: en['careers.document.notPdf'] });
      expect(await counts()).toEqual({ postings: 0, documents: 0, audits: 0 });
    });

    it('refuses a JSON docBase64 that is not a PDF, or not base64 at all', async () => {
      const text = dataUrl(Buffer.from('plain text, not a PDF'));
      const notPdf = await postJson({ title: 'Clerk', docBase64: text }).expect(400);
      expect(notPdf.body.errors).toEqual({ docBase64: en['careers.document.notPdf'] });
      const garbled = await postJson({ title: 'Clerk', docBase64: 'data:;base64,@@@' });
      expect(garbled.status).toBe(400);
      expect(garbled.body.errors).toEqual({ docBase64: en['careers.document.notPdf'] });
      expect(await counts()).toEqual({ postings: 0, documents: 0, audits: 0 });
    });

    it('refuses an oversize file with 413, uploaded or in JSON, and stores nothing', async () => {
      expect(OVERSIZE_PDF.length).toBeGreaterThan(MAX_DOCUMENT_BYTES);
      const uploaded = await upload({ title: 'Clerk' }, { bytes: OVERSIZE_PDF, name: 'big.pdf' });
      expect(uploaded.status).toBe(413);
      expect(uploaded.body.errors).toEqual({ document: en['upload.tooLarge'] });

      // Far beyond the limit: refused on its declared length, before it is read.
      const huge = Buffer.concat([OVERSIZE_PDF, Buffer.alloc(4 * MAX_DOCUMENT_BYTES, 32)]);
      const declared = await upload({ title: 'Clerk' }, { bytes: huge, name: 'huge.pdf' });
      expect(declared.status).toBe(413);
      expect(declared.body.errors).toEqual({ document: en['upload.tooLarge'] });

      const json = await postJson({ title: 'Clerk', docBase64: dataUrl(OVERSIZE_PDF) });
      expect(json.status).toBe(413);
      expect(json.body.errors).toEqual({ docBase64: en['upload.tooLarge'] });
      expect(await counts()).toEqual({ postings: 0, documents: 0, audits: 0 });
    });

    it('answers 400 with a message under each missing or wrong field', async () => {
      const response = await upload({ title: '   ', postedDate: '2026-02-30' }).expect(400);
      expect(response.body).toEqual({
        error: en['form.invalid'],
        errors: {
          title: en['careers.title.required'],
          postedDate: en['date.format'],
          document: en['careers.document.required'],
        },
        requestId: response.headers['x-request-id'],
      });
      const long = await upload({ title: 'x'.repeat(121) }, { bytes: JOB_PDF, name: 'a.pdf' });
      expect(long.status).toBe(400);
      expect(long.body.errors).toEqual({ title: en['text.tooLong'] });
      const empty = await postJson({}).expect(400);
      expect(empty.body.errors).toEqual({
        title: en['careers.title.required'],
        docBase64: en['careers.document.required'],
      });
      // Anything but text is no title, no date and no document.
      const numbers = await postJson({ title: 42, postedDate: 20260302, docBase64: 7 }).expect(400);
      expect(numbers.body.errors).toEqual({
        title: en['careers.title.required'],
        postedDate: en['date.format'],
        docBase64: en['careers.document.required'],
      });
      const list = await postJson([{ title: 'Clerk', docBase64: dataUrl(JOB_PDF) }]).expect(400);
      expect(list.body.errors).toEqual({
        title: en['careers.title.required'],
        docBase64: en['careers.document.required'],
      });
      expect(await counts()).toEqual({ postings: 0, documents: 0, audits: 0 });
    });

    it('refuses a file under another field name and a body of another type', async () => {
      await clerk.agent
        .post('/api/muni/staff/careers')
        .set(clerk.xsrf)
        .field('title', 'Clerk')
        .attach('resume', JOB_PDF, 'job.pdf')
        .expect(400);
      await clerk.agent
        .post('/api/muni/staff/careers')
        .set(clerk.xsrf)
        .set('Content-Type', 'text/plain')
        .send('title=Clerk')
        .expect(415);
      await clerk.agent
        .post('/api/muni/staff/careers')
        .set(clerk.xsrf)
        .set('Content-Type', 'multipart/form-data')
        .send('no boundary at all')
        .expect(400);
      expect(await counts()).toEqual({ postings: 0, documents: 0, audits: 0 });
    });

    it("reads fields named as an object's own members as no field, and refuses a NUL", async () => {
      // Found by the staff fuzz: a field named "constructor" reached the schema, which took it
      // for the inherited function and failed with a 500.
      const inherited = await upload({ constructor: '', toString: 'x' }).expect(400);
      expect(inherited.body.errors).toMatchObject({ title: en['careers.title.required'] });
      const nul = await upload({ title: 'Clerk\u0000' }).expect(400);
      expect(nul.body.error).toBe(en['body.invalid']);
      expect(await counts()).toEqual({ postings: 0, documents: 0, audits: 0 });
    });

    it('refuses an upload without the XSRF header before reading it', async () => {
      const response = await clerk.agent
        .post('/api/muni/staff/careers')
        .field('title', 'Clerk')
        .attach('document', OVERSIZE_PDF, 'big.pdf')
        .expect(403);
      expect(response.body.error).toBe(en['xsrf.invalid']);
      expect(await counts()).toEqual({ postings: 0, documents: 0, audits: 0 });
    });
  });

  describe('updating a posting', () => {
    let posting: StaffCareerPosting;

    beforeEach(async () => {
      const response = await upload(
        { title: 'Deputy Clark', postedDate: '2026-03-01' },
        { bytes: JOB_PDF, name: 'job.pdf' },
      ).expect(201);
      posting = response.body as StaffCareerPosting;
    });

    it('expires a posting: off the public list, its document 404, still open to staff', async () => {
      const response = await patch(posting.id, { active: false }).expect(200);
      expect(response.body).toEqual({ ...posting, active: false });
      expect(await publicList()).toEqual([]);
      await request(t.server).get(`/api/muni/careers/${posting.id}/document`).expect(404);

      const staffPdf = await clerk.agent.get(posting.documentUrl).buffer(true).expect(200);
      expect(staffPdf.headers['content-type']).toBe('application/pdf');
      expect(staffPdf.headers['content-disposition']).toBe('inline; filename="deputy-clark.pdf"');
      expect(staffPdf.headers['x-content-type-options']).toBe('nosniff');
      expect(staffPdf.headers['cache-control']).toBe('no-store');

      await patch(posting.id, { active: true }).expect(200);
      expect((await publicList()).map((item) => item.id)).toEqual([posting.id]);
      const audit = await t.database.db
        .selectFrom('auditLog')
        .select(['actor', 'subjectId', 'details'])
        .where('action', '=', 'careers.update')
        .orderBy('id')
        .execute();
      expect(audit.map((row) => [row.actor, row.subjectId, JSON.parse(row.details ?? '')])).toEqual(
        [
          ['hiring', String(posting.id), { active: { from: true, to: false } }],
          ['hiring', String(posting.id), { active: { from: false, to: true } }],
        ],
      );
    });

    it('corrects a title, and takes the spec posting object as it is', async () => {
      const response = await patch(posting.id, { title: ' Deputy Clerk ' }).expect(200);
      expect(response.body).toEqual({ ...posting, title: 'Deputy Clerk' });
      expect((await publicList())[0]?.title).toBe('Deputy Clerk');
      const spec = await patch(posting.id, {
        title: 'Deputy Clerk',
        postedDate: '03/01/2026',
        active: false,
        docBase64: 'ignored',
      }).expect(200);
      expect(spec.body).toMatchObject({ title: 'Deputy Clerk', active: false });
      const audit = await t.database.db
        .selectFrom('auditLog')
        .select('details')
        .where('action', '=', 'careers.update')
        .orderBy('id')
        .execute();
      expect(audit.map((row) => JSON.parse(row.details ?? ''))).toEqual([
        { title: { from: 'Deputy Clark', to: 'Deputy Clerk' } },
        { active: { from: true, to: false } },
      ]);
    });

    it('answers 400 for nothing to change or a wrong value, and 404 for no such posting', async () => {
      const empty = await patch(posting.id, {}).expect(400);
      expect(empty.body.error).toBe(en['careers.update.empty']);
      const wrong = await patch(posting.id, { active: 'no', title: '' }).expect(400);
      expect(wrong.body.errors).toEqual({
        active: en['careers.active.format'],
        title: en['careers.title.required'],
      });
      await patch(999999, { active: false }).expect(404);
      await clerk.agent
        .patch('/api/muni/staff/careers/abc')
        .set(clerk.xsrf)
        .send({ active: false })
        .expect(404);
      await clerk.agent.get('/api/muni/staff/careers/999999/document').expect(404);
      const audits = await t.database.db
        .selectFrom('auditLog')
        .select('id')
        .where('action', '=', 'careers.update')
        .execute();
      expect(audits).toEqual([]);
    });
  });

  describe('lists', () => {
    it('never show the public an expired posting or a document body', async () => {
      await seedSampleData(t.database.db, t.clock);
      const response = await upload(
        { title: 'Court Reporter', postedDate: '2026-03-02' },
        { bytes: JOB_PDF, name: 'job.pdf' },
      ).expect(201);
      await patch(response.body.id, { active: false }).expect(200);

      const listed = await publicList();
      expect(listed.map((item) => item.title)).toEqual([
        'Deputy Clerk - Civil Division (Sample)',
        'Probation Officer (Sample)',
      ]);
      for (const item of listed) {
        expect(Object.keys(item).sort()).toEqual(['documentUrl', 'id', 'postedDate', 'title']);
      }
      const raw = await request(t.server).get('/api/muni/careers').expect(200);
      expect(raw.text.length).toBeLessThan(1000);
      expect(raw.text).not.toContain('%PDF');

      const staff = await clerk.agent.get('/api/muni/staff/careers').expect(200);
      const all = staff.body as StaffCareerPosting[];
      expect(all.map((item) => [item.title, item.active])).toEqual([
        ['Court Reporter', false],
        ['Deputy Clerk - Civil Division (Sample)', true],
        ['Probation Officer (Sample)', true],
        ['Bailiff (Sample, expired)', false],
      ]);
      expect(staff.text).not.toContain('%PDF');
    });

    it('are open to administrators too', async () => {
      await createTestStaff(t, 'boss', ['admin']);
      const boss = await signInBrowser(t, 'boss');
      await boss.agent.get('/api/muni/staff/careers').expect(200);
      await boss.agent
        .post('/api/muni/staff/careers')
        .set(boss.xsrf)
        .send({ title: 'Magistrate', docBase64: dataUrl(JOB_PDF) })
        .expect(201);
    });

    it('give a document a safe file name, whatever its title', async () => {
      const response = await upload(
        { title: 'Clerk "II" / Night <shift>; rm -rf' },
        { bytes: JOB_PDF, name: '../../etc/passwd.pdf' },
      ).expect(201);
      const pdf = await clerk.agent.get(response.body.documentUrl).expect(200);
      expect(pdf.headers['content-disposition']).toBe(
        'inline; filename="clerk-ii-night-shift-rm-rf.pdf"',
      );
    });
  });
});
