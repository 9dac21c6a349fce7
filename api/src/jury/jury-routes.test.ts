import request from 'supertest';
import { type JurorRegistrationList, type JurorServeDateList } from '@court/contract';
import { submitForm } from '../testing/form-client';
import { createTestStaff, signInBrowser, type TestBrowser } from '../testing/staff-test-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { forEachDatabase } from '../testing/test-database';
import {
  upsertJurorRegistration,
  type NewJurorRegistration,
} from './juror-registration-repository';
import { API_MESSAGES } from '../platform/messages';

const en = API_MESSAGES.en;

function registration(changes: Partial<NewJurorRegistration>): NewJurorRegistration {
  return {
    jurorNumber: '100',
    serveDate: '2026-03-09',
    lastName: 'SMITH',
    cellphone: '3305550123',
    carrier: 'Verizon',
    email: 'smith@example.org',
    language: 'en',
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
    submissionId: null,
    ...changes,
  };
}

forEachDatabase((dialect) => {
  let t: TestApp;
  let clerk: TestBrowser;

  beforeEach(async () => {
    t = await createTestApp(dialect);
    await createTestStaff(t, 'juryclerk', ['jury']);
    clerk = await signInBrowser(t, 'juryclerk');
  });

  afterEach(async () => {
    await t.database.drop();
  });

  async function auditRows(action: string) {
    return t.database.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', action)
      .orderBy('id')
      .execute();
  }

  describe('juror message', () => {
    it('lets jury staff read and publish the message of the jury service page', async () => {
      const before = await clerk.agent.get('/api/muni/staff/juror/message').expect(200);
      expect(before.body).toEqual({ message: '', updatedAt: null });
      expect(before.headers['cache-control']).toBe('no-store');

      const put = await clerk.agent
        .put('/api/muni/staff/juror/message')
        .set(clerk.xsrf)
        .send({ message: '  Jurors for Monday need not report.  ' })
        .expect(200);
      expect(put.body).toEqual({
        message: 'Jurors for Monday need not report.',
        updatedAt: '2026-03-02T15:00:00.000Z',
      });

      const publicView = await request(t.server).get('/api/muni/juror/message').expect(200);
      expect(publicView.body).toEqual(put.body);
      // The drug-testing message is another page's: untouched.
      const drugTesting = await request(t.server).get('/api/muni/drug-testing/message');
      expect(drugTesting.body.message).not.toBe(put.body.message);

      const audit = await auditRows('jury.message.update');
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actor: 'juryclerk',
        subjectType: 'site_message',
        subjectId: 'juror',
        requestId: put.headers['x-request-id'],
      });
      expect(JSON.parse(audit[0]?.details ?? '')).toEqual({ length: 34 });
    });

    it.each([
      ['no message', {}, en['staff.message.required']],
      ['only spaces', { message: '  ' }, en['staff.message.required']],
      ['2,001 characters', { message: 'x'.repeat(2001) }, en['text.tooLongLong']],
    ])('answers 400 for %s and audits nothing', async (_label, body, expected) => {
      const response = await clerk.agent
        .put('/api/muni/staff/juror/message')
        .set(clerk.xsrf)
        .send(body)
        .expect(400);
      expect(response.body).toMatchObject({ errors: { message: expected } });
      expect(await auditRows('jury.message.update')).toEqual([]);
    });

    it('is open to administrators and closed to probation staff', async () => {
      await createTestStaff(t, 'boss', ['admin']);
      await createTestStaff(t, 'officer', ['probation']);
      const admin = await signInBrowser(t, 'boss');
      await admin.agent
        .put('/api/muni/staff/juror/message')
        .set(admin.xsrf)
        .send({ message: 'Set by an administrator.' })
        .expect(200);
      const officer = await signInBrowser(t, 'officer');
      await officer.agent
        .put('/api/muni/staff/juror/message')
        .set(officer.xsrf)
        .send({ message: 'Not mine to set.' })
        .expect(403);
      const publicView = await request(t.server).get('/api/muni/juror/message');
      expect(publicView.body.message).toBe('Set by an administrator.');
    });
  });

  describe('registrations', () => {
    beforeEach(async () => {
      const db = t.database.db;
      await upsertJurorRegistration(db, registration({ jurorNumber: '100' }));
      await upsertJurorRegistration(
        db,
        registration({
          jurorNumber: '101',
          lastName: 'ADAMS',
          cellphone: null,
          carrier: null,
        }),
      );
      await upsertJurorRegistration(
        db,
        registration({ jurorNumber: '102', serveDate: '2026-03-02' }),
      );
      await upsertJurorRegistration(
        db,
        registration({ jurorNumber: '103', serveDate: '2026-02-23' }),
      );
      await upsertJurorRegistration(
        db,
        registration({ jurorNumber: '104', serveDate: '2026-02-16' }),
      );
      await t.database.db
        .updateTable('jurorRegistration')
        .set({ stoppedAt: '2026-03-02T01:00:00.000Z', stopChannel: 'sms' })
        .where('jurorNumber', '=', '101')
        .execute();
    });

    it('lists the service dates with their counts, today and upcoming first', async () => {
      const response = await clerk.agent.get('/api/muni/staff/jury/service-dates').expect(200);
      const body: JurorServeDateList = response.body;
      expect(body).toEqual({
        today: '2026-03-02',
        serveDates: [
          { serveDate: '2026-03-02', registrations: 1, stopped: 0 },
          { serveDate: '2026-03-09', registrations: 2, stopped: 1 },
          { serveDate: '2026-02-23', registrations: 1, stopped: 0 },
          { serveDate: '2026-02-16', registrations: 1, stopped: 0 },
        ],
      });
    });

    it('lists the jurors of one date by last name, with their contact details', async () => {
      const response = await clerk.agent
        .get('/api/muni/staff/jury/registrations?serveDate=2026-03-09')
        .expect(200);
      const body: JurorRegistrationList = response.body;
      expect(body.serveDate).toBe('2026-03-09');
      expect(body.registrations).toEqual([
        {
          id: expect.any(Number),
          jurorNumber: '101',
          lastName: 'ADAMS',
          cellphone: null,
          carrier: null,
          email: 'smith@example.org',
          language: 'en',
          createdAt: '2026-03-01T12:00:00.000Z',
          updatedAt: '2026-03-01T12:00:00.000Z',
          stoppedAt: '2026-03-02T01:00:00.000Z',
        },
        expect.objectContaining({ jurorNumber: '100', lastName: 'SMITH', cellphone: '3305550123' }),
      ]);
      const none = await clerk.agent
        .get('/api/muni/staff/jury/registrations?serveDate=2026-12-25')
        .expect(200);
      expect(none.body).toEqual({ serveDate: '2026-12-25', registrations: [] });
    });

    it.each([
      [''],
      ['?serveDate=03/09/2026'],
      ['?serveDate=2026-02-30'],
      ['?serveDate=x&serveDate=y'],
    ])('answers 400 for the date query %j', async (query) => {
      const response = await clerk.agent
        .get(`/api/muni/staff/jury/registrations${query}`)
        .expect(400);
      expect(response.body.errors).toEqual({ serveDate: en['jury.serveDate.format'] });
      await clerk.agent.get(`/api/muni/staff/jury/registrations.csv${query}`).expect(400);
    });

    it('exports one date as a CSV attachment, audited without its contents', async () => {
      const response = await clerk.agent
        .get('/api/muni/staff/jury/registrations.csv?serveDate=2026-03-09')
        .expect(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="juror-registrations-2026-03-09.csv"',
      );
      expect(response.text.split('\r\n')).toEqual([
        '"Juror number","Last name","E-mail","Cell phone","Carrier","Language","Registered at","Updated at","Stopped at"',
        '"101","ADAMS","smith@example.org","","","en","2026-03-01T12:00:00.000Z","2026-03-01T12:00:00.000Z","2026-03-02T01:00:00.000Z"',
        '"100","SMITH","smith@example.org","3305550123","Verizon","en","2026-03-01T12:00:00.000Z","2026-03-01T12:00:00.000Z",""',
        '',
      ]);
      const audit = await auditRows('jury.registrations.export');
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actor: 'juryclerk', subjectId: '2026-03-09' });
      expect(JSON.parse(audit[0]?.details ?? '')).toEqual({ rows: 2 });
      expect(audit[0]?.details).not.toContain('smith@example.org');
    });

    it('neutralises spreadsheet formulas and quotes in what jurors typed', async () => {
      for (const [jurorNo, lnameInput] of [
        ['201', '=HYPERLINK("http://evil.example","x")'],
        ['202', '+SUM(A1)'],
        ['203', '-2+3'],
        ['204', '@cmd'],
        ['205', 'O\'Neil "Ace"'],
      ]) {
        const response = await submitForm(t.server, 'juror/notifications', {
          lnameInput,
          serveDateInput: '2026-03-16',
          jurorNo,
          cellphone: '',
          carrier: '',
          email: 'juror@example.org',
          agree: true,
        });
        expect(response.status).toBe(200);
      }
      const response = await clerk.agent
        .get('/api/muni/staff/jury/registrations.csv?serveDate=2026-03-16')
        .expect(200);
      const lastNames = response.text
        .split('\r\n')
        .slice(1, -1)
        .map((line) => /^"\d+","((?:[^"]|"")*)"/.exec(line)?.[1]);
      expect(lastNames).toEqual([
        `'+SUM(A1)`,
        `'-2+3`,
        `'=HYPERLINK(""HTTP://EVIL.EXAMPLE"",""X"")`,
        `'@CMD`,
        `O'NEIL ""ACE""`,
      ]);
    });
  });
});
