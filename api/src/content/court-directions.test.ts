import request from 'supertest';
import {
  COURT_DIRECTIONS,
  COURT_DIRECTIONS_PATH,
  STAFF_COURT_DIRECTIONS_ENDPOINT,
  type CourtDirections,
} from '@court/contract';
import { API_MESSAGES } from '../platform/messages';
import {
  contentAuditTrail,
  publishContentAs,
  saveContentDraftAs,
  signInContentEditor,
} from '../testing/content-tool-client';
import { createTestStaff, signInBrowser, type TestBrowser } from '../testing/staff-test-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { forEachDatabase } from '../testing/test-database';

const en = API_MESSAGES.en;
const TOOL = `/api/muni/staff/${STAFF_COURT_DIRECTIONS_ENDPOINT}`;

/** Jurors sent to a surface lot instead of the deck, with a first step of the court's own. */
const TO_THE_LOT: CourtDirections = {
  ...COURT_DIRECTIONS,
  toJurorParking: {
    heading: { en: 'Directions to the jurors’ lot', es: 'Cómo llegar al lote de los jurados' },
    intro: { en: 'Jurors park free in the lot at 2nd Street and Court Avenue.', es: '' },
    routes: COURT_DIRECTIONS.toJurorParking.routes.map((route, index) =>
      index === 0
        ? {
            ...route,
            steps: [{ en: 'Leave I-77 at exit 105.', es: 'Salga de la I-77 por la salida 105.' }],
          }
        : route,
    ),
  },
};

forEachDatabase((dialect) => {
  let t: TestApp;
  let editor: TestBrowser;

  beforeEach(async () => {
    t = await createTestApp(dialect);
    editor = await signInContentEditor(t);
  });

  afterEach(() => t.database.drop());

  async function publicDirections(): Promise<CourtDirections> {
    return (await request(t.server).get(`/api/muni/${COURT_DIRECTIONS_PATH}`).expect(200))
      .body as CourtDirections;
  }

  it('shows the defaults until staff publish, then the published directions', async () => {
    expect(await publicDirections()).toEqual(COURT_DIRECTIONS);
    const drafted = await saveContentDraftAs(editor, STAFF_COURT_DIRECTIONS_ENDPOINT, TO_THE_LOT);
    expect(drafted.unpublishedChanges.map((change) => change.name)).toEqual([
      'toJurorParking.heading',
      'toJurorParking.intro',
      'toJurorParking.route.1.step.1',
      'toJurorParking.route.1.step.2',
      'toJurorParking.route.1.step.3',
      'toJurorParking.route.1.step.4',
      'toJurorParking.route.1.step.5',
    ]);
    expect(drafted.unpublishedChanges[0]).toEqual({
      name: 'toJurorParking.heading',
      section: 'toJurorParking',
      about: 'title',
      before: COURT_DIRECTIONS.toJurorParking.heading,
      after: TO_THE_LOT.toJurorParking.heading,
    });
    expect(drafted.unpublishedChanges[6]).toMatchObject({
      section: 'toJurorParking',
      about: 'entry',
      group: 1,
      entry: 5,
      after: null,
    });
    expect(await publicDirections()).toEqual(COURT_DIRECTIONS);

    await publishContentAs(editor, STAFF_COURT_DIRECTIONS_ENDPOINT);
    expect(await publicDirections()).toEqual(TO_THE_LOT);
    expect(await contentAuditTrail(t, 'court-directions')).toEqual([
      { action: 'content.court-directions.draft', actor: 'webeditor' },
      { action: 'content.court-directions.publish', actor: 'webeditor' },
    ]);
  });

  it('refuses directions that fail their checks, each by its field', async () => {
    const refused = await editor.agent
      .put(`${TOOL}/draft`)
      .set(editor.xsrf)
      .send({
        toCityHall: {
          heading: { en: '', es: 'Solo' },
          intro: { en: 'x'.repeat(601), es: '' },
          routes: [
            { heading: { en: 'From the north', es: '' }, steps: [] },
            { heading: { en: ' ', es: '' }, steps: [{ en: '', es: 'Paso' }] },
          ],
        },
        toJurorParking: { ...COURT_DIRECTIONS.toJurorParking, routes: [] },
      })
      .expect(400);
    expect(refused.body.errors).toEqual({
      'toCityHall.heading.en': en['directions.heading.required'],
      'toCityHall.intro.en': en['directions.text.tooLong'],
      'toCityHall.routes[0].steps': en['directions.steps.none'],
      'toCityHall.routes[1].heading.en': en['directions.routeHeading.required'],
      'toCityHall.routes[1].steps[0].en': en['directions.step.required'],
      'toJurorParking.routes': en['directions.routes.none'],
    });
  });

  it('keeps the tool to the content role', async () => {
    await createTestStaff(t, 'alertsclerk', ['alerts']);
    const clerk = await signInBrowser(t, 'alertsclerk');
    await clerk.agent.put(`${TOOL}/draft`).set(clerk.xsrf).send(COURT_DIRECTIONS).expect(403);
    await request(t.server).get(TOOL).expect(401);
  });
});
