import request from 'supertest';
import { COURT_INFO } from '@court/contract';
import { COURT_DOCUMENTS } from './documents/built-in-catalog';
import { seedSampleData } from './seed';
import { submitForm } from './testing/form-client';
import { createTestApp, fetchXsrf, type TestApp } from './testing/test-app';
import { forEachDatabase } from './testing/test-database';
import { API_MESSAGES } from './platform/messages';

const VALID_REQUEST = {
  fullName: 'Maria Lopez',
  caseNumber: '2023TRD01234',
  hearingDate: '2026-04-15',
  judge: 'Judge Sample',
  email: 'maria@example.com',
  language: 'Spanish',
  requests: 'Please seat the interpreter near me.',
};

forEachDatabase((dialect) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp(dialect, { documents: true });
  });

  afterEach(async () => {
    await t.database.drop();
  });

  async function postInterpreter(body: object, status: number, language = 'en-US') {
    const response = await submitForm(
      t.server,
      'forms/interpreter',
      body as Record<string, unknown>,
      {
        language,
      },
    );
    expect(response.status).toBe(status);
    return response;
  }

  describe('interpreter request', () => {
    it('stores a valid request together with a notification for the clerk', async () => {
      const response = await postInterpreter({ ...VALID_REQUEST, extra: 'dropped' }, 200);
      expect(response.body).toEqual({
        success: true,
        reference: expect.stringMatching(/^IR-2026-\d{6}$/),
      });

      const rows = await t.database.db.selectFrom('interpreterRequest').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        ...VALID_REQUEST,
        requestId: response.headers['x-request-id'],
      });

      const outbox = await t.database.db
        .selectFrom('outboxMessage')
        .selectAll()
        .orderBy('id')
        .execute();
      expect(outbox).toHaveLength(2);
      expect(outbox[0]).toMatchObject({
        toAddress: t.config.courtMailbox,
        status: 'pending',
        attempts: 0,
      });
      expect(outbox[0]?.subject).toContain('2023TRD01234');
      expect(outbox[0]?.bodyText).toContain('Maria Lopez');
    });

    it('answers success: false with a message under each wrong field, in English', async () => {
      const response = await postInterpreter(
        {
          fullName: ' ',
          caseNumber: '12-ABC',
          hearingDate: '04/15/2026',
          email: 'not-an-email',
          language: '',
        },
        200,
      );
      const en = API_MESSAGES.en;
      expect(response.body).toEqual({
        success: false,
        error: en['form.invalid'],
        errors: {
          fullName: en['fullName.required'],
          caseNumber: en['caseNumber.format'],
          hearingDate: en['date.format'],
          email: en['email.format'],
          language: en['language.required'],
        },
      });
      const rows = await t.database.db.selectFrom('interpreterRequest').select('id').execute();
      expect(rows).toHaveLength(0);
    });

    it('answers in Spanish when the browser prefers Spanish', async () => {
      const response = await postInterpreter(
        { ...VALID_REQUEST, fullName: '' },
        200,
        'es-US,es;q=0.9',
      );
      expect(response.body.error).toBe(API_MESSAGES.es['form.invalid']);
      expect(response.body.errors).toEqual({
        fullName: API_MESSAGES.es['fullName.required'],
      });
    });

    it('refuses a body that is not an object: it cannot carry the proof-of-work', async () => {
      const { cookie, header } = await fetchXsrf(t.server);
      const response = await request(t.server)
        .post('/api/muni/forms/interpreter')
        .set('Cookie', cookie)
        .set(header)
        .send([1, 2])
        .expect(400);
      expect(response.body.error).toBe(API_MESSAGES.en['proofOfWork.failed']);
    });

    it('answers field messages, not 500, for fields of the wrong type', async () => {
      const response = await postInterpreter(
        { ...VALID_REQUEST, fullName: { first: 'Ana' }, caseNumber: ['2023TRD01234'] },
        200,
      );
      expect(response.body.errors).toEqual({
        fullName: API_MESSAGES.en['fullName.required'],
        caseNumber: API_MESSAGES.en['caseNumber.format'],
      });
    });

    it('accepts a filled honeypot without storing anything', async () => {
      const response = await postInterpreter(
        { ...VALID_REQUEST, website: 'http://spam.example' },
        200,
      );
      expect(response.body).toEqual({ success: true });
      expect(await t.database.db.selectFrom('interpreterRequest').select('id').execute()).toEqual(
        [],
      );
      expect(await t.database.db.selectFrom('outboxMessage').select('id').execute()).toEqual([]);
    });
  });

  describe('site messages', () => {
    it('answers an empty message before staff wrote one', async () => {
      const response = await request(t.server).get('/api/muni/juror/message').expect(200);
      expect(response.body).toEqual({ message: '', updatedAt: null });
    });

    it('answers the juror and drug-testing messages', async () => {
      await seedSampleData(t.database.db, t.clock);
      const juror = await request(t.server).get('/api/muni/juror/message').expect(200);
      expect(juror.body.message).toContain('Jurors scheduled for the week of March 9, 2026');
      expect(juror.body.message).toContain(COURT_INFO.juryOnCallPhone);
      expect(juror.body.updatedAt).toBe(t.clock.now().toISOString());
      const drug = await request(t.server).get('/api/muni/drug-testing/message').expect(200);
      expect(drug.body.message).toContain('8:45');
    });
  });

  describe('careers', () => {
    beforeEach(async () => {
      await seedSampleData(t.database.db, t.clock);
    });

    it('lists active postings, newest first', async () => {
      const response = await request(t.server).get('/api/muni/careers').expect(200);
      expect(response.body).toEqual([
        {
          id: expect.any(Number),
          title: 'Deputy Clerk - Civil Division (Sample)',
          postedDate: '2026-02-27',
          documentUrl: expect.stringMatching(/^\/api\/muni\/careers\/\d+\/document$/),
        },
        expect.objectContaining({ title: 'Probation Officer (Sample)', postedDate: '2026-02-20' }),
      ]);
    });

    it('serves an active posting as an inline PDF', async () => {
      const list = await request(t.server).get('/api/muni/careers');
      const response = await request(t.server)
        .get(list.body[0].documentUrl)
        .buffer(true)
        .expect(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        'inline; filename="deputy-clerk-civil-division-sample.pdf"',
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(
        Buffer.from(response.body as Buffer)
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    });

    it('answers 404 for an expired or unknown posting', async () => {
      const expired = await t.database.db
        .selectFrom('careerPosting')
        .select('id')
        .where('active', '=', 0)
        .executeTakeFirstOrThrow();
      await request(t.server).get(`/api/muni/careers/${expired.id}/document`).expect(404);
      await request(t.server).get('/api/muni/careers/99999/document').expect(404);
      await request(t.server).get('/api/muni/careers/abc/document').expect(404);
    });

    it('seeds only once', async () => {
      const again = await seedSampleData(t.database.db, t.clock);
      expect(again).toEqual({ siteMessages: 0, careerPostings: 0, hearings: 0 });
    });
  });

  describe('documents catalog', () => {
    it('lists every catalog document by group with its URL', async () => {
      const response = await request(t.server).get('/api/muni/documents').expect(200);
      const groups = response.body as {
        group: string;
        documents: { slug: string; url: string }[];
      }[];
      expect(groups.map((group) => group.group)).toEqual(
        Array.from(new Set(COURT_DOCUMENTS.map((document) => document.group))),
      );
      const fees = groups.find((group) => group.group === 'fees');
      expect(fees?.documents[0]).toEqual({
        slug: 'costs-civil',
        title: { en: 'Civil', es: 'Civil' },
        url: '/documents/costs-civil.pdf',
      });
      expect(groups.flatMap((group) => group.documents)).toHaveLength(COURT_DOCUMENTS.length);
    });
  });
});
