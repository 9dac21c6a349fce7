import request from 'supertest';
import {
  COURT_HOURS,
  type CourtHours,
  type CourtHoursEditor,
  type PublishedCourtHours,
  STAFF_COURT_HOURS_ENDPOINT,
} from '@court/contract';
import { API_MESSAGES } from '../platform/messages';
import { createTestStaff, signInBrowser, type TestBrowser } from '../testing/staff-test-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { forEachDatabase } from '../testing/test-database';
import {
  publishContentAs,
  saveContentDraftAs,
  contentAuditTrail,
  signInContentEditor,
} from '../testing/content-tool-client';

const en = API_MESSAGES.en;
const es = API_MESSAGES.es;
const TOOL = '/api/muni/staff/content/court-hours';
const HOUR = 60 * 60_000;
/** The test clock starts on Monday 2 March 2026, 10:00 in Canton. */
const TODAY = '2026-03-02';

const TRAINING_CLOSURE = {
  date: TODAY,
  office: 'all',
  hours: null,
  reason: { en: 'Staff training', es: '' },
} as const;

/** The defaults with the clerk's office open Saturday mornings. */
function withSaturdayClerk(): CourtHours {
  return {
    ...COURT_HOURS,
    offices: COURT_HOURS.offices.map((office) =>
      office.office === 'clerk'
        ? { ...office, week: { ...office.week, saturday: { opens: '09:00', closes: '12:00' } } }
        : office,
    ),
  };
}

/** What withSaturdayClerk changes from the defaults. */
const SATURDAY_CLERK_CHANGE = {
  name: 'clerk.saturday',
  about: 'day',
  office: 'clerk',
  day: 'saturday',
  before: null,
  after: { opens: '09:00', closes: '12:00' },
};

forEachDatabase((dialect) => {
  let t: TestApp;
  let editor: TestBrowser;

  beforeEach(async () => {
    t = await createTestApp(dialect);
    editor = await signInContentEditor(t);
  });

  afterEach(() => t.database.drop());

  async function publicHours(): Promise<PublishedCourtHours> {
    return (await request(t.server).get('/api/muni/court/hours').expect(200))
      .body as PublishedCourtHours;
  }

  function saveDraft(hours: CourtHours): Promise<CourtHoursEditor> {
    return saveContentDraftAs(editor, STAFF_COURT_HOURS_ENDPOINT, hours);
  }

  function publish(at: object = {}): Promise<CourtHoursEditor> {
    return publishContentAs(editor, STAFF_COURT_HOURS_ENDPOINT, at);
  }

  it('says each office is open by its week until staff publish a closure for today', async () => {
    const before = await publicHours();
    expect(before).toMatchObject({ offices: COURT_HOURS.offices, exceptions: [], today: TODAY });
    expect(before.now).toEqual([
      {
        office: 'court',
        open: true,
        until: '16:00',
        hours: { opens: '08:00', closes: '16:00' },
        exception: null,
      },
      {
        office: 'clerk',
        open: true,
        until: '16:30',
        hours: { opens: '08:30', closes: '16:30' },
        exception: null,
      },
      // Open for its morning session: it shuts next at the start of its break.
      {
        office: 'drugTesting',
        open: true,
        until: '11:45',
        hours: {
          opens: '08:45',
          closes: '16:00',
          closedBetween: { from: '11:45', until: '13:30' },
        },
        exception: null,
      },
    ]);

    const past = {
      ...TRAINING_CLOSURE,
      date: '2026-02-16',
      reason: { en: 'Presidents Day', es: 'Día de los Presidentes' },
    };
    const drafted = await saveDraft({
      ...withSaturdayClerk(),
      exceptions: [TRAINING_CLOSURE, past],
    });
    expect(drafted.unpublishedChanges).toEqual([
      SATURDAY_CLERK_CHANGE,
      ...[past, TRAINING_CLOSURE].map((exception) => ({
        name: `exception.${exception.date}.all`,
        about: 'exception',
        date: exception.date,
        office: 'all',
        before: null,
        after: exception,
      })),
    ]);
    // A draft is not on the site.
    expect((await publicHours()).now.every((office) => office.open)).toBe(true);

    const published = await publish();
    expect(published.versions).toMatchObject([
      { number: 1, state: 'current', publishedBy: 'webeditor' },
    ]);
    const after = await publicHours();
    expect(after.now).toEqual(
      ['court', 'clerk', 'drugTesting'].map((office) => ({
        office,
        open: false,
        until: null,
        hours: null,
        exception: TRAINING_CLOSURE,
      })),
    );
    // Only exceptions from today on are the public's business.
    expect(after.exceptions).toEqual([TRAINING_CLOSURE]);
    expect(after.offices[1]?.week.saturday).toEqual({ opens: '09:00', closes: '12:00' });

    expect(await contentAuditTrail(t, 'court-hours')).toEqual([
      { action: 'content.court-hours.draft', actor: 'webeditor' },
      { action: 'content.court-hours.publish', actor: 'webeditor' },
    ]);
  });

  it('gives an office its own exception before one for every office, and closes at closing time', async () => {
    await saveDraft({
      ...COURT_HOURS,
      exceptions: [
        { ...TRAINING_CLOSURE, hours: { opens: '08:00', closes: '12:00' } },
        {
          date: TODAY,
          office: 'clerk',
          hours: { opens: '09:00', closes: '10:30' },
          reason: { en: 'Inventory', es: 'Inventario' },
        },
      ],
    });
    await publish();
    expect(
      (await publicHours()).now.map(({ office, open, hours }) => [office, open, hours]),
    ).toEqual([
      ['court', true, { opens: '08:00', closes: '12:00' }],
      ['clerk', true, { opens: '09:00', closes: '10:30' }],
      ['drugTesting', true, { opens: '08:00', closes: '12:00' }],
    ]);
    t.clock.advance(HOUR / 2);
    expect((await publicHours()).now.map(({ open }) => open)).toEqual([true, false, true]);
  });

  it('reads hours published before drug testing had its own, with its default hours', async () => {
    const [court, clerk] = withSaturdayClerk().offices;
    await t.database.db
      .insertInto('contentVersion')
      .values({
        kind: 'court-hours',
        number: 1,
        data: JSON.stringify({ offices: [court, clerk], exceptions: [] }),
        publishedBy: 'webeditor',
        createdAt: t.clock.now().toISOString(),
        publishAt: t.clock.now().toISOString(),
      })
      .execute();
    const hours = await publicHours();
    expect(hours.offices).toEqual([court, clerk, COURT_HOURS.offices[2]]);
    expect(hours.offices[1]?.week.saturday).toEqual({ opens: '09:00', closes: '12:00' });
  });

  it('keeps a break within the day the office is open, and refuses one outside it', async () => {
    const withBreak = (closedBetween: { from: string; until: string }): CourtHours => ({
      ...COURT_HOURS,
      offices: COURT_HOURS.offices.map((office) =>
        office.office === 'clerk'
          ? {
              ...office,
              week: { ...office.week, monday: { opens: '08:30', closes: '16:30', closedBetween } },
            }
          : office,
      ),
    });
    const refused = async (closedBetween: { from: string; until: string }) =>
      (
        await editor.agent
          .put(`${TOOL}/draft`)
          .set(editor.xsrf)
          .send(withBreak(closedBetween))
          .expect(400)
      ).body.errors as Record<string, string>;
    const at = 'offices[1].week.monday.closedBetween';
    expect(await refused({ from: '08:00', until: '09:00' })).toEqual({
      [`${at}.from`]: en['courtHours.closedBetween'],
    });
    expect(await refused({ from: '12:00', until: '11:00' })).toEqual({
      [`${at}.until`]: en['courtHours.closedBetween'],
    });
    expect(await refused({ from: '12:00', until: '17:00' })).toEqual({
      [`${at}.until`]: en['courtHours.closedBetween'],
    });
    expect(await refused({ from: 'noon', until: '13:00' })).toEqual({
      [`${at}.from`]: en['courtHours.time'],
    });

    const saved = await saveDraft(withBreak({ from: '12:00', until: '13:00' }));
    expect(saved.draft.offices[1]?.week.monday).toEqual({
      opens: '08:30',
      closes: '16:30',
      closedBetween: { from: '12:00', until: '13:00' },
    });
    expect(saved.unpublishedChanges).toMatchObject([
      {
        name: 'clerk.monday',
        before: { opens: '08:30', closes: '16:30' },
        after: { closedBetween: { from: '12:00', until: '13:00' } },
      },
    ]);
  });

  it('refuses hours that fail their checks, each by its field, in the asked language', async () => {
    const court = COURT_HOURS.offices[0];
    if (!court) throw new Error('the defaults name the court first');
    const refused = await editor.agent
      .put(`${TOOL}/draft`)
      .set(editor.xsrf)
      .send({
        offices: [
          {
            ...court,
            name: { en: ' ', es: '' },
            week: {
              ...court.week,
              monday: { opens: '17:00', closes: '09:00' },
              tuesday: { opens: '8am', closes: '16:00' },
            },
          },
        ],
        exceptions: [
          { date: '2026-02-30', office: 'jury', hours: null, reason: { en: '', es: '' } },
          { ...TRAINING_CLOSURE },
          { ...TRAINING_CLOSURE, reason: { en: 'Twice', es: '' } },
        ],
      })
      .expect(400);
    expect(refused.body.errors).toEqual({
      offices: en['courtHours.offices'],
      'offices[0].name.en': en['courtHours.name.required'],
      'offices[0].week.monday.closes': en['courtHours.closesAfterOpens'],
      'offices[0].week.tuesday.opens': en['courtHours.time'],
      'exceptions[0].date': en['courtHours.exception.date'],
      'exceptions[0].office': en['courtHours.exception.office'],
      'exceptions[0].reason.en': en['courtHours.exception.reason.required'],
      'exceptions[2].date': en['courtHours.exception.duplicate'],
    });

    const inSpanish = await editor.agent
      .put(`${TOOL}/draft`)
      .set(editor.xsrf)
      .set('Accept-Language', 'es')
      .send({
        ...COURT_HOURS,
        exceptions: [{ ...TRAINING_CLOSURE, hours: { opens: '', closes: '12:00' } }],
      })
      .expect(400);
    expect(inSpanish.body.errors).toEqual({ 'exceptions[0].hours.opens': es['courtHours.time'] });
    expect((await editor.agent.get(TOOL).expect(200)).body).toMatchObject({ draftSavedBy: null });
  });

  it('shows a version published for later at its time, and a restore brings back the earlier hours', async () => {
    await saveDraft(withSaturdayClerk());
    const scheduled = await publish({ publishDate: TODAY, publishTime: '11:00' });
    expect(scheduled.versions).toMatchObject([{ number: 1, state: 'scheduled' }]);
    expect((await publicHours()).offices[1]?.week.saturday).toBeNull();
    t.clock.advance(HOUR);
    // An hour idle signs staff out.
    editor = await signInBrowser(t, 'webeditor');
    expect((await publicHours()).offices[1]?.week.saturday).toEqual({
      opens: '09:00',
      closes: '12:00',
    });

    await saveDraft(COURT_HOURS);
    await publish();
    expect((await publicHours()).offices[1]?.week.saturday).toBeNull();
    const restored = (
      await editor.agent.post(`${TOOL}/versions/1/restore`).set(editor.xsrf).expect(200)
    ).body as CourtHoursEditor;
    expect(restored.unpublishedChanges).toEqual([SATURDAY_CLERK_CHANGE]);
    await publish();
    expect((await publicHours()).offices[1]?.week.saturday).toEqual({
      opens: '09:00',
      closes: '12:00',
    });
  });

  it('keeps the tool to the content role and admin', async () => {
    await createTestStaff(t, 'alertsclerk', ['alerts']);
    const clerk = await signInBrowser(t, 'alertsclerk');
    await clerk.agent.get(TOOL).expect(403);
    await clerk.agent.put(`${TOOL}/draft`).set(clerk.xsrf).send(COURT_HOURS).expect(403);
    await request(t.server).get(TOOL).expect(401);
  });
});
