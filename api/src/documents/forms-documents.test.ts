import request from 'supertest';
import { COURT_DOCUMENTS, FORM_GROUPS } from '@court/contract';
import { createTestApp, type TestApp } from '../testing/test-app';

interface GroupListing {
  group: string;
  documents: { slug: string; title: { en: string; es: string }; url: string }[];
}

describe('forms documents', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });

  afterAll(async () => {
    await t.database.drop();
  });

  const formGroups = new Set<string>(FORM_GROUPS.map(({ group }) => group));
  const forms = COURT_DOCUMENTS.filter((document) => formGroups.has(document.group));

  it('lists the forms groups in the Forms page order with their counts', async () => {
    const response = await request(t.server).get('/api/muni/documents').expect(200);
    const listed = (response.body as GroupListing[]).filter(({ group }) => formGroups.has(group));
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
  });

  it('serves every form as a PDF', async () => {
    expect(forms).toHaveLength(32);
    for (const form of forms) {
      const response = await request(t.server)
        .get(`/documents/${form.slug}.pdf`)
        .buffer(true)
        .expect(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(
        Buffer.from(response.body as Buffer)
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
  });
});
