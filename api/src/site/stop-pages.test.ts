import request from 'supertest';
import { STOP_LINK_PAGE_DATA } from '@court/contract';
import { reminderStopToken } from '../hearings/reminder-delivery';
import { insertReminderContact, insertReminderSignup } from '../hearings/reminder-repository';
import { emailStopLinks } from '../jury/juror-stop-service';
import { insertRegistration } from '../testing/juror-registration-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { forEachDatabase } from '../testing/test-database';
import { expectBuiltFrontEnds, renderedPageData } from '../testing/built-site';
import { BROWSER_ACCEPT } from '../testing/browser-accept';

const SITE = 'https://court.example.org';
const AT = '2026-03-01T12:00:00.000Z';

/** The address the page's stop form posts to (the navbar's search form is the other). */
function formAction(html: string): string {
  return (/<form[^>]* action="(\/api\/muni\/[^"]+)"/.exec(html)?.[1] ?? '').replace(/&amp;/g, '&');
}

/**
 * Against the real build: the pages stop links lead to, as a browser without the page's script
 * gets them (a basic phone's, a locked-down mail reader's): served saying what the link stops,
 * with a form that stops it and leads back saying so.
 */
forEachDatabase((dialect) => {
  let t: TestApp;

  beforeAll(() => {
    expectBuiltFrontEnds();
  });

  beforeEach(async () => {
    t = await createTestApp(dialect, { env: { PUBLIC_SITE_URL: SITE } });
  });

  afterEach(async () => {
    await t.database.drop();
  });

  /** Sends a stop page's form as a browser does: the page's address, then the redirect. */
  async function sendStopForm(page: string) {
    const sent = await request(t.server)
      .post(formAction(page))
      .set('Accept', BROWSER_ACCEPT)
      .type('form')
      .send('')
      .expect(303);
    expect(sent.headers['cache-control']).toBe('no-store');
    return sent.headers.location ?? '';
  }

  it("stops a juror's notices from the page, without the script, in the juror's language", async () => {
    const id = await insertRegistration(t.database.db, {
      jurorNumber: '1001',
      serveDate: '2026-03-03',
      email: 'ada@example.org',
      language: 'es',
    });
    const config = { publicSiteUrl: SITE, signingSecret: t.config.signingSecret };
    const link = new URL(emailStopLinks(config, id, 'es').page);
    const token = link.searchParams.get('token') ?? '';

    const asking = await request(t.server).get(`${link.pathname}${link.search}`).expect(200);
    expect(asking.headers['cache-control']).toBe('no-store');
    expect(asking.text).toContain('martes, 3 de marzo de 2026');
    expect(asking.text).toContain('Dejar de recibir mis avisos');
    expect(asking.text).not.toContain('JavaScript');
    expect(formAction(asking.text)).toBe(`/api/muni/juror/unsubscribe?token=${token}`);

    const back = await sendStopForm(asking.text);
    expect(back).toBe(`/es/juror-unsubscribe?token=${token}&stopped=1`);
    const stopped = await t.database.db
      .selectFrom('jurorRegistration')
      .select(['stoppedAt', 'stopChannel'])
      .executeTakeFirstOrThrow();
    expect(stopped).toEqual({ stoppedAt: expect.any(String), stopChannel: 'email' });
    const done = await request(t.server).get(back).expect(200);
    expect(renderedPageData(done.text)[STOP_LINK_PAGE_DATA]).toBe('stoppedNow');
    expect(done.text).toContain('Sus avisos del jurado se han detenido');
    expect(done.text).not.toContain('Dejar de recibir mis avisos');

    // Opened again later, it says they were already stopped.
    const later = await request(t.server).get(`${link.pathname}${link.search}`).expect(200);
    expect(later.text).toContain('ya estaban detenidos');
  });

  it('stops one way of being reminded from the page, and says when a link is not valid', async () => {
    const signupId = await insertReminderSignup(t.database.db, {
      reference: 'CD-2026-000001',
      caseNumber: '2026TRD01234',
      lastName: 'Sample',
      language: 'en',
      createdAt: AT,
    });
    const contactId = await insertReminderContact(t.database.db, {
      signupId,
      channel: 'sms',
      destination: '(330) 555-0123',
      carrier: null,
      consentText: 'consent',
      consentAt: AT,
      codeHash: null,
      codeExpiresAt: null,
      codeAttempts: 0,
      codesSent: 0,
      confirmedAt: AT,
      stoppedAt: null,
      createdAt: AT,
    });
    const token = reminderStopToken(t.config, contactId);

    const asking = await request(t.server)
      .get(`/court-date-reminders/stop?token=${token}`)
      .expect(200);
    expect(asking.text).toContain('Stop reminders for case 2026 TRD 01234 by text message?');
    const back = await sendStopForm(asking.text);
    expect(back).toBe(`/court-date-reminders/stop?token=${token}&stopped=1`);
    const done = await request(t.server).get(back).expect(200);
    expect(done.text).toContain(
      'You will not get reminders by text message for case 2026 TRD 01234.',
    );
    const contact = await t.database.db
      .selectFrom('reminderContact')
      .select('stoppedAt')
      .executeTakeFirstOrThrow();
    expect(contact.stoppedAt).not.toBeNull();

    const forged = await request(t.server)
      .get('/court-date-reminders/stop?token=r1.forged')
      .expect(200);
    expect(forged.text).toContain('This link to stop reminders is not valid.');
    expect(formAction(forged.text)).toBe('');
    // A forged token's form (a page kept from before) leads back to the page, stopping nothing.
    const refused = await request(t.server)
      .post('/api/muni/court-dates/unsubscribe?token=r1.forged')
      .set('Accept', 'text/html')
      .expect(303);
    expect(refused.headers.location).toBe('/court-date-reminders/stop?token=r1.forged');
  });
});
