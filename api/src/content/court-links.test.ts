import { Writable } from 'node:stream';
import request from 'supertest';
import { COURT_LINKS, type CourtLinks, STAFF_COURT_LINKS_ENDPOINT } from '@court/contract';
import { createLogger } from '../platform/logger';
import { API_MESSAGES } from '../platform/messages';
import { createTestStaff, signInBrowser, type TestBrowser } from '../testing/staff-test-helpers';
import { createTestApp, sameAppLoggingTo, type TestApp } from '../testing/test-app';
import { forEachDatabase } from '../testing/test-database';
import {
  publishContentAs,
  saveContentDraftAs,
  contentAuditTrail,
  signInContentEditor,
} from '../testing/content-tool-client';

const en = API_MESSAGES.en;
const TOOL = '/api/muni/staff/content/court-links';

/** The defaults with a first group of the court's own choosing. */
const WITH_LEGAL_AID: CourtLinks = {
  groups: [
    {
      heading: { en: 'Legal Help', es: 'Ayuda legal' },
      links: [
        {
          name: { en: 'Community Legal Aid', es: '' },
          url: 'https://www.communitylegalaid.org/',
        },
      ],
    },
    ...COURT_LINKS.groups,
  ],
};

forEachDatabase((dialect) => {
  let t: TestApp;
  let editor: TestBrowser;

  beforeEach(async () => {
    t = await createTestApp(dialect);
    editor = await signInContentEditor(t);
  });

  afterEach(() => t.database.drop());

  async function publicLinks(): Promise<CourtLinks> {
    return (await request(t.server).get('/api/muni/court/links').expect(200)).body as CourtLinks;
  }

  it('shows the defaults until staff publish, then the published groups in their order', async () => {
    expect(await publicLinks()).toEqual(COURT_LINKS);
    const drafted = await saveContentDraftAs(editor, STAFF_COURT_LINKS_ENDPOINT, WITH_LEGAL_AID);
    // Every group moved down one: the changes say so, place by place.
    expect(drafted.unpublishedChanges[0]).toEqual({
      name: 'group.1.heading',
      about: 'heading',
      group: 1,
      before: { en: 'Local Courts', es: 'Tribunales locales' },
      after: { en: 'Legal Help', es: 'Ayuda legal' },
    });
    expect(await publicLinks()).toEqual(COURT_LINKS);

    await publishContentAs(editor, STAFF_COURT_LINKS_ENDPOINT);
    expect(await publicLinks()).toEqual(WITH_LEGAL_AID);
    expect(await contentAuditTrail(t, 'court-links')).toEqual([
      { action: 'content.court-links.draft', actor: 'webeditor' },
      { action: 'content.court-links.publish', actor: 'webeditor' },
    ]);
  });

  it('refuses links that fail their checks, each by its field', async () => {
    const refused = await editor.agent
      .put(`${TOOL}/draft`)
      .set(editor.xsrf)
      .send({
        groups: [
          {
            heading: { en: '', es: '' },
            links: [
              { name: { en: 'Plain web', es: '' }, url: 'http://example.org/' },
              { name: { en: 'Script', es: '' }, url: 'javascript:alert(1)' },
              { name: { en: ' ', es: 'Solo' }, url: 'https://example.org/' },
            ],
          },
          { heading: { en: 'Empty', es: '' }, links: [] },
        ],
      })
      .expect(400);
    expect(refused.body.errors).toEqual({
      'groups[0].heading.en': en['courtLinks.heading.required'],
      'groups[0].links[0].url': en['courtLinks.url'],
      'groups[0].links[1].url': en['courtLinks.url'],
      'groups[0].links[2].name.en': en['courtLinks.name.required'],
      'groups[1].links': en['courtLinks.links.none'],
    });
    const none = await editor.agent
      .put(`${TOOL}/draft`)
      .set(editor.xsrf)
      .send({ groups: [] })
      .expect(400);
    expect(none.body.errors).toEqual({ groups: en['courtLinks.groups.none'] });
  });

  it('keeps the tool to the content role', async () => {
    await createTestStaff(t, 'alertsclerk', ['alerts']);
    const clerk = await signInBrowser(t, 'alertsclerk');
    await clerk.agent.put(`${TOOL}/draft`).set(clerk.xsrf).send(COURT_LINKS).expect(403);
    await request(t.server).get(TOOL).expect(401);
  });
  it('passes over a published version that no longer passes its checks, and says so once', async () => {
    await saveContentDraftAs(editor, STAFF_COURT_LINKS_ENDPOINT, WITH_LEGAL_AID);
    await publishContentAs(editor, STAFF_COURT_LINKS_ENDPOINT);
    // As if saved before links had to be https: today's checks refuse it.
    const unsafe = structuredClone(WITH_LEGAL_AID);
    const first = unsafe.groups[0]?.links[0];
    if (first) first.url = 'http://www.communitylegalaid.org/';
    t.clock.advance(1000);
    await t.database.db
      .insertInto('contentVersion')
      .values({
        kind: 'court-links',
        number: 2,
        data: JSON.stringify(unsafe),
        publishedBy: 'webeditor',
        createdAt: t.clock.now().toISOString(),
        publishAt: t.clock.now().toISOString(),
      })
      .execute();
    const lines: string[] = [];
    const server = sameAppLoggingTo(
      t,
      createLogger(
        'info',
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            lines.push(chunk.toString('utf8'));
            done();
          },
        }),
      ),
    );

    for (let read = 0; read < 2; read += 1) {
      t.clock.advance(60_000);
      const shown = (await request(server).get('/api/muni/court/links').expect(200))
        .body as CourtLinks;
      expect(shown).toEqual(WITH_LEGAL_AID);
    }
    const said = lines.filter((line) => line.includes('no longer passes its checks'));
    expect(said).toHaveLength(1);
    expect(JSON.parse(said[0] ?? '{}')).toMatchObject({ kind: 'court-links', version: 2 });
  });
});
