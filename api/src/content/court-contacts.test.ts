import request from 'supertest';
import {
  COURT_CONTACTS,
  type CourtContacts,
  type CourtContactsEditor,
  STAFF_COURT_CONTACTS_ENDPOINT,
} from '@court/contract';
import { API_MESSAGES } from '../platform/messages';
import { type TestBrowser } from '../testing/staff-test-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { forEachDatabase } from '../testing/test-database';
import { publishContentAs, signInContentEditor } from '../testing/content-tool-client';

const en = API_MESSAGES.en;
const TOOL = '/api/muni/staff/content/court-contacts';

forEachDatabase((dialect) => {
  let t: TestApp;
  let editor: TestBrowser;

  beforeEach(async () => {
    t = await createTestApp(dialect);
    editor = await signInContentEditor(t);
  });

  afterEach(() => t.database.drop());

  async function publicContacts(): Promise<CourtContacts> {
    return (await request(t.server).get('/api/muni/court/contacts').expect(200))
      .body as CourtContacts;
  }

  it('publishes a new office number, written as the pages write numbers', async () => {
    expect(await publicContacts()).toEqual(COURT_CONTACTS);
    const drafted = (
      await editor.agent
        .put(`${TOOL}/draft`)
        .set(editor.xsrf)
        .send({
          ...COURT_CONTACTS,
          otherOffices: [
            ...COURT_CONTACTS.otherOffices,
            { name: { en: 'Interpreter Services', es: '' }, phone: '(330) 555 0136' },
          ],
        })
        .expect(200)
    ).body as CourtContactsEditor;
    // The number as the court keeps it: written one way, whatever way staff typed it.
    expect(drafted.unpublishedChanges).toEqual([
      {
        name: 'otherOffices.6',
        table: 'otherOffices',
        place: 6,
        before: null,
        after: { name: { en: 'Interpreter Services', es: '' }, phone: '330-555-0136' },
      },
    ]);
    await publishContentAs(editor, STAFF_COURT_CONTACTS_ENDPOINT);
    expect((await publicContacts()).otherOffices.at(-1)).toEqual({
      name: { en: 'Interpreter Services', es: '' },
      phone: '330-555-0136',
    });
  });

  it('refuses offices without an English name or a 10-digit number, each by its field', async () => {
    const refused = await editor.agent
      .put(`${TOOL}/draft`)
      .set(editor.xsrf)
      .send({
        clerkOffices: [{ name: { en: '', es: 'Caja' }, phone: '555-0123' }],
        otherOffices: [],
      })
      .expect(400);
    expect(refused.body.errors).toEqual({
      'clerkOffices[0].name.en': en['courtContacts.name.required'],
      'clerkOffices[0].phone': en['courtContacts.phone'],
    });
  });
});
