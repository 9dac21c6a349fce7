import request from 'supertest';
import {
  type AlertRequest,
  type AlertsResponse,
  type StaffAlert,
  type StaffAlertList,
} from '@court/contract';
import { createTestStaff, signInBrowser, type TestBrowser } from '../testing/staff-test-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { forEachDatabase } from '../testing/test-database';
import { API_MESSAGES } from '../platform/messages';

const en = API_MESSAGES.en;
const HOUR = 60 * 60_000;
/** The test clock starts on Monday 2 March 2026, 10:00 in Canton. */
const TODAY = '2026-03-02';

const SNOW: AlertRequest = {
  severity: 'warning',
  placement: 'everyPage',
  headingEn: 'Court closes early',
  headingEs: 'El tribunal cierra temprano',
  bodyEn: 'Because of snow, the court closes at noon.',
  bodyEs: 'Por la nieve, el tribunal cierra al mediodía.',
  linkUrl: '/hours-and-parking',
  linkTextEn: 'Hours and parking',
  linkTextEs: 'Horario y estacionamiento',
  startDate: TODAY,
  startTime: '11:00',
  endDate: TODAY,
  endTime: '12:00',
};

forEachDatabase((dialect) => {
  let t: TestApp;
  let editor: TestBrowser;

  beforeEach(async () => {
    t = await createTestApp(dialect);
    await createTestStaff(t, 'alertseditor', ['alerts']);
    editor = await signInBrowser(t, 'alertseditor');
  });

  afterEach(() => t.database.drop());

  function post(body: object) {
    return editor.agent.post('/api/muni/staff/alerts').set(editor.xsrf).send(body);
  }

  async function publicAlerts(language: 'en' | 'es'): Promise<AlertsResponse> {
    const response = await request(t.server).get(`/api/muni/alerts?lang=${language}`).expect(200);
    return response.body as AlertsResponse;
  }

  it('shows a scheduled alert from its start until its end, in each language', async () => {
    const created = await post(SNOW).expect(201);
    expect(created.body).toMatchObject({ state: 'scheduled', headingEn: SNOW.headingEn });
    expect(await publicAlerts('en')).toEqual({ alerts: [] });

    t.clock.advance(HOUR);
    expect(await publicAlerts('en')).toEqual({
      alerts: [
        {
          id: (created.body as StaffAlert).id,
          severity: 'warning',
          placement: 'everyPage',
          heading: 'Court closes early',
          body: 'Because of snow, the court closes at noon.',
          link: { url: '/hours-and-parking', text: 'Hours and parking' },
        },
      ],
    });
    const spanish = await publicAlerts('es');
    expect(spanish.alerts[0]).toMatchObject({
      heading: 'El tribunal cierra temprano',
      body: 'Por la nieve, el tribunal cierra al mediodía.',
      link: { text: 'Horario y estacionamiento' },
    });

    t.clock.advance(HOUR);
    expect(await publicAlerts('en')).toEqual({ alerts: [] });
  });

  it('answers with a short public cache, and in the browser language without ?lang=', async () => {
    await post({ ...SNOW, startTime: '10:00' }).expect(201);
    const response = await request(t.server)
      .get('/api/muni/alerts')
      .set('Accept-Language', 'es-MX,es;q=0.9')
      .expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=30');
    expect(response.headers.vary).toMatch(/Accept-Language/);
    expect((response.body as AlertsResponse).alerts[0]?.heading).toBe(
      'El tribunal cierra temprano',
    );
  });

  it('lists the most urgent alert first', async () => {
    const now = { startTime: '10:00', endTime: '17:00' };
    await post({ ...SNOW, ...now, severity: 'information', headingEn: 'Info' }).expect(201);
    await post({ ...SNOW, ...now, severity: 'emergency', headingEn: 'Emergency' }).expect(201);
    await post({ ...SNOW, ...now, severity: 'warning', headingEn: 'Warning' }).expect(201);
    const { alerts } = await publicAlerts('en');
    expect(alerts.map((alert) => alert.heading)).toEqual(['Emergency', 'Warning', 'Info']);
  });

  it('says what is wrong with every field at once', async () => {
    const response = await post({}).expect(400);
    const errors = (response.body as { errors: Record<string, string> }).errors;
    expect(errors).toEqual({
      severity: en['alert.severity.required'],
      placement: en['alert.placement.required'],
      headingEn: en['alert.headingEn.required'],
      headingEs: en['alert.headingEs.required'],
      bodyEn: en['alert.bodyEn.required'],
      bodyEs: en['alert.bodyEs.required'],
      startDate: en['alert.startDate.required'],
      startTime: en['alert.startTime.required'],
      endDate: en['alert.endDate.required'],
      endTime: en['alert.endTime.required'],
    });
  });

  it.each([
    ['an end before the start', { endTime: '10:30' }, 'endDate', 'alert.end.beforeStart'],
    ['an end already past', { startTime: '08:00', endTime: '09:00' }, 'endDate', 'alert.end.past'],
    ['a script address', { linkUrl: 'javascript:alert(1)' }, 'linkUrl', 'alert.linkUrl.format'],
    [
      'an address to another host',
      { linkUrl: '//evil.example' },
      'linkUrl',
      'alert.linkUrl.format',
    ],
    ['link text without an address', { linkUrl: '' }, 'linkUrl', 'alert.linkUrl.required'],
    [
      'an address without link text',
      { linkTextEs: ' ' },
      'linkTextEs',
      'alert.linkTextEs.required',
    ],
    ['a heading too long', { headingEs: 'x'.repeat(121) }, 'headingEs', 'alert.heading.tooLong'],
    ['a day that does not exist', { endDate: '2026-02-30' }, 'endDate', 'date.format'],
    ['an unknown severity', { severity: 'panic' }, 'severity', 'alert.severity.required'],
  ])('refuses %s', async (_label, change, field, code) => {
    const response = await post({ ...SNOW, ...change }).expect(400);
    expect((response.body as { errors: Record<string, string> }).errors[field]).toBe(en[code]);
    expect(await t.database.db.selectFrom('siteAlert').selectAll().execute()).toEqual([]);
  });

  it('edits an alert, ends it now, and audits each change without its text', async () => {
    const created = (await post({ ...SNOW, startTime: '09:00' }).expect(201)).body as StaffAlert;
    expect(created.state).toBe('inForce');
    const edited = await editor.agent
      .put(`/api/muni/staff/alerts/${created.id}`)
      .set(editor.xsrf)
      .send({ ...SNOW, startTime: '09:00', headingEn: 'Court closes at noon' })
      .expect(200);
    expect((edited.body as StaffAlert).headingEn).toBe('Court closes at noon');
    expect((await publicAlerts('en')).alerts[0]?.heading).toBe('Court closes at noon');

    const ended = await editor.agent
      .post(`/api/muni/staff/alerts/${created.id}/end`)
      .set(editor.xsrf)
      .expect(200);
    expect((ended.body as StaffAlert).state).toBe('ended');
    expect(await publicAlerts('en')).toEqual({ alerts: [] });
    await editor.agent
      .post(`/api/muni/staff/alerts/${created.id}/end`)
      .set(editor.xsrf)
      .expect(409);
    await editor.agent
      .put(`/api/muni/staff/alerts/${created.id}`)
      .set(editor.xsrf)
      .send(SNOW)
      .expect(409);

    const list = (await editor.agent.get('/api/muni/staff/alerts').expect(200))
      .body as StaffAlertList;
    expect(list.alerts.map((alert) => [alert.id, alert.state])).toEqual([[created.id, 'ended']]);

    const audit = await t.database.db
      .selectFrom('auditLog')
      .select(['action', 'actor', 'subjectId', 'details'])
      .where('action', 'like', 'alerts.%')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => [row.action, row.actor, row.subjectId])).toEqual([
      ['alerts.create', 'alertseditor', String(created.id)],
      ['alerts.update', 'alertseditor', String(created.id)],
      ['alerts.end', 'alertseditor', String(created.id)],
    ]);
    expect(JSON.stringify(audit)).not.toContain('noon');
  });

  it('ends a scheduled alert so that it never shows', async () => {
    const created = (await post(SNOW).expect(201)).body as StaffAlert;
    const ended = await editor.agent
      .post(`/api/muni/staff/alerts/${created.id}/end`)
      .set(editor.xsrf)
      .expect(200);
    expect((ended.body as StaffAlert).state).toBe('ended');
    t.clock.advance(HOUR);
    expect(await publicAlerts('en')).toEqual({ alerts: [] });
  });

  it('keeps the tool to the alerts role and admin', async () => {
    await createTestStaff(t, 'juryclerk', ['jury']);
    await createTestStaff(t, 'siteadmin', ['admin']);
    const clerk = await signInBrowser(t, 'juryclerk');
    await clerk.agent.get('/api/muni/staff/alerts').expect(403);
    await clerk.agent.post('/api/muni/staff/alerts').set(clerk.xsrf).send(SNOW).expect(403);
    const admin = await signInBrowser(t, 'siteadmin');
    await admin.agent.post('/api/muni/staff/alerts').set(admin.xsrf).send(SNOW).expect(201);
    await request(t.server).get('/api/muni/staff/alerts').expect(401);
  });

  it('answers 404 for an alert that does not exist', async () => {
    await editor.agent.post('/api/muni/staff/alerts/999/end').set(editor.xsrf).expect(404);
    await editor.agent.put('/api/muni/staff/alerts/abc').set(editor.xsrf).send(SNOW).expect(404);
  });
});
