import request from 'supertest';
import {
  COURT_INFO,
  type CourtFactsEditor,
  type CourtInfo,
  STAFF_COURT_FACTS_ENDPOINT,
} from '@court/contract';
import { API_MESSAGES } from '../platform/messages';
import { submitForm } from '../testing/form-client';
import { CONTACT_MESSAGE } from '../testing/site-traffic';
import { createTestStaff, signInBrowser, type TestBrowser } from '../testing/staff-test-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { forEachDatabase } from '../testing/test-database';
import {
  publishContentAs,
  saveContentDraftAs,
  signInContentEditor,
} from '../testing/content-tool-client';

const en = API_MESSAGES.en;
const es = API_MESSAGES.es;
const TOOL = '/api/muni/staff/content/court-facts';
const HOUR = 60 * 60_000;
/** The test clock starts on Monday 2 March 2026, 10:00 in Canton. */
const TODAY = '2026-03-02';

forEachDatabase((dialect) => {
  let t: TestApp;
  let editor: TestBrowser;

  beforeEach(async () => {
    t = await createTestApp(dialect);
    editor = await signInContentEditor(t);
  });

  afterEach(() => t.database.drop());

  async function publicFacts(): Promise<CourtInfo> {
    return (await request(t.server).get('/api/muni/court/facts').expect(200)).body as CourtInfo;
  }

  async function saveDraft(facts: Partial<CourtInfo>): Promise<CourtFactsEditor> {
    return (await saveContentDraftAs(editor, STAFF_COURT_FACTS_ENDPOINT, {
      ...COURT_INFO,
      ...facts,
    })) as CourtFactsEditor;
  }

  async function publish(at: object = {}): Promise<CourtFactsEditor> {
    return (await publishContentAs(editor, STAFF_COURT_FACTS_ENDPOINT, at)) as CourtFactsEditor;
  }

  it('shows the defaults until staff publish, and a draft only once it is published', async () => {
    expect(await publicFacts()).toEqual(COURT_INFO);

    const drafted = await saveDraft({
      juryPhone: '(330) 555 0199',
      juryEmail: 'Jury@Court.Example.org',
    });
    expect(drafted.draft).toMatchObject({
      juryPhone: '330-555-0199',
      juryEmail: 'jury@court.example.org',
    });
    expect(drafted.unpublishedChanges).toEqual([
      { name: 'juryPhone', before: COURT_INFO.juryPhone, after: '330-555-0199' },
      { name: 'juryEmail', before: COURT_INFO.juryEmail, after: 'jury@court.example.org' },
    ]);
    expect(drafted.draftSavedBy).toBe('webeditor');
    expect(await publicFacts()).toEqual(COURT_INFO);

    const published = await publish();
    expect(published.unpublishedChanges).toEqual([]);
    expect(published.draftSavedBy).toBeNull();
    expect(published.versions).toMatchObject([
      {
        number: 1,
        publishedBy: 'webeditor',
        state: 'current',
        changes: drafted.unpublishedChanges,
      },
    ]);
    expect(await publicFacts()).toMatchObject({
      juryPhone: '330-555-0199',
      phone: COURT_INFO.phone,
    });

    const audit = await t.database.db
      .selectFrom('auditLog')
      .select(['action', 'actor', 'details'])
      .where('action', 'like', 'content.%')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => [row.action, row.actor])).toEqual([
      ['content.court-facts.draft', 'webeditor'],
      ['content.court-facts.publish', 'webeditor'],
    ]);
    expect(JSON.parse(audit[1]?.details ?? '{}')).toMatchObject({
      version: 1,
      changed: ['juryPhone', 'juryEmail'],
    });
  });

  it('refuses facts that fail their checks, each by its field, in the asked language', async () => {
    const response = await editor.agent
      .put(`${TOOL}/draft`)
      .set(editor.xsrf)
      .send({
        ...COURT_INFO,
        name: '  ',
        phone: '555-0100',
        contactEmail: 'clerk@',
        zip: '4470',
        jurorPortalUrl: 'http://juror-portal.example.org/',
        mapsUrl: 'javascript:alert(1)',
      })
      .expect(400);
    expect(response.body.errors).toEqual({
      name: en['courtFacts.required'],
      phone: en['courtFacts.phone'],
      contactEmail: en['courtFacts.email'],
      zip: en['courtFacts.zip'],
      jurorPortalUrl: en['courtFacts.url'],
      mapsUrl: en['courtFacts.url'],
    });
    const spanish = await editor.agent
      .put(`${TOOL}/draft`)
      .set(editor.xsrf)
      .set('Accept-Language', 'es')
      .send({ ...COURT_INFO, juryFax: 'fax' })
      .expect(400);
    expect(spanish.body.errors).toEqual({ juryFax: es['courtFacts.phone'] });

    const view = (await editor.agent.get(TOOL).expect(200)).body as CourtFactsEditor;
    expect(view.draftSavedBy).toBeNull();
    expect(view.draft).toEqual(COURT_INFO);
  });

  it('publishes at a chosen time in Canton, and not a moment before', async () => {
    await saveDraft({ phone: '330-555-0177' });
    const scheduled = await publish({ publishDate: TODAY, publishTime: '10:30' });
    expect(scheduled.versions).toMatchObject([{ number: 1, state: 'scheduled' }]);
    expect(scheduled.published).toEqual(COURT_INFO);
    expect((await publicFacts()).phone).toBe(COURT_INFO.phone);

    t.clock.advance(HOUR);
    expect((await publicFacts()).phone).toBe('330-555-0177');
    // An hour idle ends a staff session.
    editor = await signInBrowser(t, 'webeditor');
    const view = (await editor.agent.get(TOOL).expect(200)).body as CourtFactsEditor;
    expect(view.versions).toMatchObject([{ number: 1, state: 'current' }]);
  });

  it('refuses a time that has passed, a time without a date, and publishing with no draft', async () => {
    await saveDraft({ phone: '330-555-0177' });
    const past = await editor.agent
      .post(`${TOOL}/publish`)
      .set(editor.xsrf)
      .send({ publishDate: TODAY, publishTime: '09:00' })
      .expect(400);
    expect(past.body.errors).toEqual({ publishDate: en['content.publishAt.past'] });
    const half = await editor.agent
      .post(`${TOOL}/publish`)
      .set(editor.xsrf)
      .send({ publishTime: '17:00' })
      .expect(400);
    expect(half.body.errors).toEqual({ publishDate: en['content.publishDate.format'] });

    await publish();
    const none = await editor.agent.post(`${TOOL}/publish`).set(editor.xsrf).send({}).expect(409);
    expect(none.body.error).toBe(en['content.noDraft']);
  });

  it('cancels a version published for later, which then never shows', async () => {
    await saveDraft({ clerkName: 'Shown Clerk' });
    await publish();
    await saveDraft({ clerkName: 'Shown Clerk', phone: '330-555-0177' });
    await publish({ publishDate: TODAY, publishTime: '10:30' });

    const cancelled = (
      await editor.agent.post(`${TOOL}/versions/2/cancel`).set(editor.xsrf).expect(200)
    ).body as CourtFactsEditor;
    expect(cancelled.versions).toMatchObject([
      { number: 2, state: 'cancelled', cancelledBy: 'webeditor' },
      { number: 1, state: 'current', cancelledBy: null },
    ]);
    const again = await editor.agent.post(`${TOOL}/versions/2/cancel`).set(editor.xsrf);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(en['content.notScheduled']);
    await editor.agent.post(`${TOOL}/versions/1/cancel`).set(editor.xsrf).expect(409);
    await editor.agent.post(`${TOOL}/versions/9/cancel`).set(editor.xsrf).expect(404);
    const audit = await t.database.db
      .selectFrom('auditLog')
      .select(['action', 'actor'])
      .where('action', '=', 'content.court-facts.cancel')
      .execute();
    expect(audit).toEqual([{ action: 'content.court-facts.cancel', actor: 'webeditor' }]);

    t.clock.advance(HOUR);
    expect(await publicFacts()).toMatchObject({
      clerkName: 'Shown Clerk',
      phone: COURT_INFO.phone,
    });
    editor = await signInBrowser(t, 'webeditor');
    await saveDraft({ clerkName: 'Next Clerk' });
    const next = await publish();
    // What version 3 changed is measured from what the site showed, never from the cancelled one.
    expect(next.versions[0]?.changes).toEqual([
      { name: 'clerkName', before: 'Shown Clerk', after: 'Next Clerk' },
    ]);
    expect(next.versions.map((version) => version.state)).toEqual([
      'current',
      'cancelled',
      'earlier',
    ]);
  });

  it('refuses another publication while a version waits for its time', async () => {
    await saveDraft({ clerkName: 'Waiting Clerk' });
    await publish({ publishDate: TODAY, publishTime: '11:00' });
    await saveDraft({ phone: '330-555-0177' });

    for (const at of [{}, { publishDate: TODAY, publishTime: '12:00' }]) {
      const refused = await editor.agent.post(`${TOOL}/publish`).set(editor.xsrf).send(at);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe(en['content.versionWaiting']);
    }
    const spanish = await editor.agent
      .post(`${TOOL}/publish`)
      .set(editor.xsrf)
      .set('Accept-Language', 'es')
      .send({});
    expect(spanish.body.error).toBe(es['content.versionWaiting']);
    expect((await publicFacts()).phone).toBe(COURT_INFO.phone);

    // Made the draft, the waiting change goes out with the new one, once the waiting one is cancelled.
    await editor.agent.post(`${TOOL}/versions/1/restore`).set(editor.xsrf).expect(200);
    await saveDraft({ clerkName: 'Waiting Clerk', phone: '330-555-0177' });
    await editor.agent.post(`${TOOL}/versions/1/cancel`).set(editor.xsrf).expect(200);
    await publish();
    t.clock.advance(2 * HOUR);
    expect(await publicFacts()).toMatchObject({
      clerkName: 'Waiting Clerk',
      phone: '330-555-0177',
    });
  });

  it('restores an earlier version as the draft, and publishing it undoes the change', async () => {
    await saveDraft({ clerkName: 'First Clerk' });
    await publish();
    await saveDraft({ clerkName: 'Second Clerk' });
    await publish();
    expect((await publicFacts()).clerkName).toBe('Second Clerk');

    const restored = (
      await editor.agent.post(`${TOOL}/versions/1/restore`).set(editor.xsrf).expect(200)
    ).body as CourtFactsEditor;
    expect(restored.draft.clerkName).toBe('First Clerk');
    expect(restored.unpublishedChanges).toEqual([
      { name: 'clerkName', before: 'Second Clerk', after: 'First Clerk' },
    ]);
    expect((await publicFacts()).clerkName).toBe('Second Clerk');

    const republished = await publish();
    expect(republished.versions.map((version) => [version.number, version.state])).toEqual([
      [3, 'current'],
      [2, 'earlier'],
      [1, 'earlier'],
    ]);
    expect(republished.versions[1]?.changes).toEqual([
      { name: 'clerkName', before: 'First Clerk', after: 'Second Clerk' },
    ]);
    expect((await publicFacts()).clerkName).toBe('First Clerk');
    await editor.agent.post(`${TOOL}/versions/9/restore`).set(editor.xsrf).expect(404);
  });

  it('names the published phone in what the court sends, never the one it replaced', async () => {
    await saveDraft({ phone: '330-555-0142' });
    await publish();
    for (const language of ['en-US', 'es-US']) {
      const sent = await submitForm(t.server, 'contact-us', CONTACT_MESSAGE, { language });
      expect(sent.status).toBe(200);
    }
    const confirmations = await t.database.db
      .selectFrom('outboxMessage')
      .select('bodyText')
      .where('toAddress', '=', CONTACT_MESSAGE.email)
      .orderBy('id')
      .execute();
    expect(confirmations).toHaveLength(2);
    expect(confirmations[0]?.bodyText).toContain('Questions? Call the court at 330-555-0142');
    expect(confirmations[1]?.bodyText).toContain('Llame al tribunal al 330-555-0142');
    for (const { bodyText } of confirmations) expect(bodyText).not.toContain(COURT_INFO.phone);
  });

  it('keeps the tool to the content role and admin', async () => {
    await createTestStaff(t, 'alertsclerk', ['alerts']);
    await createTestStaff(t, 'siteadmin', ['admin']);
    const clerk = await signInBrowser(t, 'alertsclerk');
    await clerk.agent.get(TOOL).expect(403);
    await clerk.agent.put(`${TOOL}/draft`).set(clerk.xsrf).send(COURT_INFO).expect(403);
    const admin = await signInBrowser(t, 'siteadmin');
    await admin.agent.put(`${TOOL}/draft`).set(admin.xsrf).send(COURT_INFO).expect(200);
    await request(t.server).get(TOOL).expect(401);
  });
});
