import { type SubmissionDetail, type SubmissionPage } from '@court/contract';
import { createLogger } from '../platform/logger';
import { submitForm } from '../testing/form-client';
import { createTestStaff, signInBrowser, type TestBrowser } from '../testing/staff-test-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { forEachDatabase } from '../testing/test-database';
import { purgeProcessedSubmissions } from './submission-retention-service';
import { API_MESSAGES } from '../platform/messages';

const DAY = 24 * 60 * 60 * 1000;

const INTERPRETER = {
  fullName: 'Maria Lopez',
  caseNumber: '2026TRD01234',
  hearingDate: '2026-04-15',
  email: 'maria@example.com',
  language: 'Spanish',
};

const APPLICATION = {
  firstName: 'Pat',
  lastName: 'Jones',
  ssn: '123-45-6789',
  dob: '1988-07-04',
  caseNumber: '2026TRD04567',
  cellPhone: '3305550177',
  email: '',
  address: '12 Elm St, North Canton, OH 44720',
  locations: [
    {
      type: 'Medical',
      name: '=HYPERLINK("http://evil.example")',
      address: '1 Main St',
      days: { monday: true },
      hours: '9 to 5',
    },
  ],
  proofOfInsurance: { agentName: 'Lee Agent', agentPhone: '3305550199', policyNumber: 'PL-1' },
};

forEachDatabase((dialect) => {
  let t: TestApp;
  let clerk: TestBrowser;

  beforeEach(async () => {
    t = await createTestApp(dialect);
    await createTestStaff(t, 'formsclerk', ['forms']);
    clerk = await signInBrowser(t, 'formsclerk');
    await submitForm(t.server, 'forms/interpreter', INTERPRETER);
    t.clock.advance(60_000);
    await submitForm(t.server, 'forms/driving-privileges', {
      ...APPLICATION,
      firstName: '@Pat',
    });
  });

  afterEach(async () => {
    await t.database.drop();
  });

  const list = async (query: Record<string, string> = {}) =>
    (await clerk.agent.get('/api/muni/staff/forms/submissions').query(query).expect(200))
      .body as SubmissionPage;

  const auditActions = async () =>
    (await t.database.db.selectFrom('auditLog').select(['action', 'subjectId']).execute()).filter(
      (row) => row.action.startsWith('forms.'),
    );

  it('lists submissions of every form, newest first, with their summary', async () => {
    const page = await list();
    expect(page.total).toBe(2);
    expect(page.submissions.map((row) => [row.form, row.reference, row.name, row.status])).toEqual([
      ['driving-privileges', 'DP-2026-000001', '@Pat Jones', 'new'],
      ['interpreter', 'IR-2026-000001', 'Maria Lopez', 'new'],
    ]);
  });

  it('filters by form, status and date, and searches reference, name and case number', async () => {
    expect((await list({ form: 'interpreter' })).total).toBe(1);
    expect((await list({ status: 'processed' })).total).toBe(0);
    expect((await list({ q: 'ir-2026' })).submissions[0]?.reference).toBe('IR-2026-000001');
    expect((await list({ q: 'lopez' })).total).toBe(1);
    expect((await list({ q: '04567' })).submissions[0]?.form).toBe('driving-privileges');
    expect((await list({ q: '100%' })).total).toBe(0);
    // The test clock stands on 2 March 2026, 10:00 in Canton.
    expect((await list({ from: '2026-03-02', to: '2026-03-02' })).total).toBe(2);
    expect((await list({ from: '2026-03-03' })).total).toBe(0);
  });

  it('refuses a bad filter with a message per field', async () => {
    const response = await clerk.agent
      .get('/api/muni/staff/forms/submissions')
      .query({ form: 'tax-return', status: 'lost', from: 'yesterday' })
      .expect(400);
    expect(Object.keys(response.body.errors).sort()).toEqual(['form', 'from', 'status']);
  });

  it('shows every answer with the SSN masked, and reveals it only on request, audited', async () => {
    const [dp] = (await list({ form: 'driving-privileges' })).submissions;
    const detail = (
      await clerk.agent.get(`/api/muni/staff/forms/submissions/${dp?.id}`).expect(200)
    ).body as SubmissionDetail;
    expect(detail.fields).toEqual(
      expect.arrayContaining([
        { name: 'ssn', value: '***-**-6789' },
        { name: 'locations.0.type', value: 'Medical' },
        { name: 'locations.0.days', value: 'monday' },
      ]),
    );
    expect(JSON.stringify(detail)).not.toContain('123-45');
    expect(detail.hasProtectedNumber).toBe(true);
    expect(await auditActions()).toEqual([]);

    const revealed = await clerk.agent
      .post(`/api/muni/staff/forms/submissions/${dp?.id}/reveal-ssn`)
      .set(clerk.xsrf)
      .expect(200);
    expect(revealed.body).toEqual({ ssn: '123-45-6789' });
    const [audit] = await t.database.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'forms.ssn.reveal')
      .execute();
    expect(audit).toMatchObject({ actor: 'formsclerk', subjectId: 'DP-2026-000001' });
    expect(audit?.details).not.toContain('6789');
  });

  it('has no number to reveal on a form without one', async () => {
    const [ir] = (await list({ form: 'interpreter' })).submissions;
    await clerk.agent
      .post(`/api/muni/staff/forms/submissions/${ir?.id}/reveal-ssn`)
      .set(clerk.xsrf)
      .expect(404);
  });

  it('marks a submission processed once, audited', async () => {
    const [ir] = (await list({ form: 'interpreter' })).submissions;
    const path = `/api/muni/staff/forms/submissions/${ir?.id}/processed`;
    const done = await clerk.agent.post(path).set(clerk.xsrf).expect(200);
    expect(done.body).toMatchObject({ status: 'processed', processedBy: 'formsclerk' });
    const again = await clerk.agent.post(path).set(clerk.xsrf).expect(409);
    expect(again.body.error).toBe(API_MESSAGES.en['inbox.alreadyProcessed']);
    expect(await auditActions()).toEqual([
      { action: 'forms.submission.processed', subjectId: 'IR-2026-000001' },
    ]);
  });

  it('exports the filtered list as CSV without SSNs, and defuses formulas', async () => {
    const response = await clerk.agent.get('/api/muni/staff/forms/submissions.csv').expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('attachment');
    const lines = response.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      '"form","reference","name","caseNumber","email","receivedAt","status","processedAt","processedBy"',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"'@Pat Jones"`);
    expect(response.text).not.toContain('6789');
    expect(await auditActions()).toEqual([{ action: 'forms.export', subjectId: null }]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    await clerk.agent.get('/api/muni/staff/forms/submissions/999999').expect(404);
    await clerk.agent.get('/api/muni/staff/forms/submissions/abc').expect(404);
  });

  it('purges processed submissions after the retention period, with their answers', async () => {
    const [ir] = (await list({ form: 'interpreter' })).submissions;
    await clerk.agent
      .post(`/api/muni/staff/forms/submissions/${ir?.id}/processed`)
      .set(clerk.xsrf)
      .expect(200);
    const deps = {
      db: t.database.db,
      clock: t.clock,
      logger: createLogger('silent'),
      retentionDays: t.config.submissionRetentionDays,
    };
    expect(
      await purgeProcessedSubmissions(deps, new Date(t.clock.now().getTime() + 89 * DAY)),
    ).toBe(0);
    expect(
      await purgeProcessedSubmissions(deps, new Date(t.clock.now().getTime() + 91 * DAY)),
    ).toBe(1);
    expect((await list()).submissions.map((row) => row.form)).toEqual(['driving-privileges']);
    expect(await t.database.db.selectFrom('interpreterRequest').select('id').execute()).toEqual([]);
    const purge = await t.database.db
      .selectFrom('auditLog')
      .select('details')
      .where('action', '=', 'forms.purge')
      .executeTakeFirst();
    expect(JSON.parse(purge?.details ?? '{}')).toMatchObject({ deleted: 1 });
  });

  it('is closed to staff without the forms role', async () => {
    await createTestStaff(t, 'careersonly', ['careers']);
    const other = await signInBrowser(t, 'careersonly');
    await other.agent.get('/api/muni/staff/forms/submissions').expect(403);
  });
});
