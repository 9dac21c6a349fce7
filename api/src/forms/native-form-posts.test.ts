import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import request from 'supertest';
import {
  FORM_ACTION_FIELD,
  FORM_PAGE_DATA,
  FORM_TOKEN_PLACEHOLDER,
  MAX_JSON_BODY_BYTES,
  REMINDER_CODE_RESENT,
} from '@court/contract';
import { apiMessage } from '../platform/messages';
import { REMINDER_SIGN_UP } from '../testing/court-date-reminder-fixtures';
import { submitForm } from '../testing/form-client';
import { createTestApp, type TestApp } from '../testing/test-app';
import { forEachDatabase } from '../testing/test-database';
import { expectBuiltFrontEnds, renderedPageData } from '../testing/built-site';
import { drivingPrivilegesForm } from './definitions';

const MESSAGE = {
  name: 'Maria Lopez',
  email: 'maria@example.com',
  phone: '330-555-0100',
  subject: 'Parking for my hearing',
  message: 'Where should I park?\r\nI come by car.',
};

/** A Zoom hearing registration as its form posts it: the ticked box sends its value. */
const ZOOM_REGISTRATION = {
  fullName: 'Ana Diaz',
  hearingDate: '2026-04-20',
  caseNumber: '2026CRB00012',
  phone: '330-555-0100',
  email: 'ana@example.com',
  agree: 'true',
};

/** A form sent by its page's HTML (`native`) and by its script (`script`), and where it lands. */
interface SentBothWays {
  page: string;
  apiPath: string;
  table:
    | 'contactMessage'
    | 'zoomHearingRequest'
    | 'interpreterRequest'
    | 'drivingPrivilegesRequest'
    | 'jurorRegistration'
    | 'reminderSignup';
  native: Record<string, string>;
  script: Record<string, unknown>;
  /** How many mails one submission sends. */
  mails: number;
}

const TICK_BOXES = new Set(['agree', 'textConsent']);

/**
 * What the script sends for answers a page posts: a browser posts a text area's new lines as
 * CR LF, which the script reads as LF, and a ticked box as its value, which the script sends as
 * true.
 */
function asTheScriptSends(answers: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(answers).map(([name, value]) => [
      name,
      TICK_BOXES.has(name) ? value === 'true' || value === 'on' : value.replaceAll('\r\n', '\n'),
    ]),
  );
}

const INTERPRETER_REQUEST = {
  fullName: 'Ana Diaz',
  caseNumber: '2026TRD00012',
  hearingDate: '2027-01-15',
  judge: '',
  email: 'ana@example.com',
  language: 'Spanish',
  requests: 'A sign language interpreter too.\r\nThank you.',
};

const JUROR_SIGNUP = {
  lnameInput: 'García',
  serveDateInput: '2026-03-09',
  jurorNo: '1234',
  cellphone: '',
  carrier: '',
  email: 'ana@example.com',
  agree: 'on',
};

const DRIVING_APPLICATION = {
  firstName: 'Pat',
  lastName: 'Jones',
  ssn: '123-45-6789',
  dob: '1988-07-04',
  caseNumber: '2026TRD04567',
  cellPhone: '330-555-0177',
  homePhone: '',
  email: 'pat@example.com',
  address: '12 Elm St\r\nNorth Canton, OH 44720',
};

const DRIVING_INSURANCE = {
  agentName: 'Lee Agent',
  agentPhone: '330-555-0199',
  policyNumber: 'PL-55-1',
};

/** Two saved locations as the page's hidden fields post them, and the empty one being typed. */
const DRIVING_LOCATIONS = {
  'locations.0.type': 'Employer',
  'locations.0.name': 'Acme Tool Works',
  'locations.0.address': '400 Market Ave N, Canton',
  'locations.0.hours': '7:00 AM to 3:30 PM',
  'locations.0.info': '',
  'locations.0.days.monday': 'true',
  'locations.0.days.friday': 'true',
  'locations.1.type': 'Medical',
  'locations.1.name': 'Mercy Clinic',
  'locations.1.address': '1320 Mercy Dr NW, Canton',
  'locations.1.hours': '9:00 AM',
  'locations.1.info': 'Second floor',
  'locations.1.days.wednesday': 'true',
  'location.type': '',
  'location.name': '',
  'location.address': '',
  'location.hours': '',
  'location.info': '',
};

const SENT_BOTH_WAYS: readonly SentBothWays[] = [
  {
    page: '/contact-us',
    apiPath: 'contact-us',
    table: 'contactMessage',
    native: MESSAGE,
    script: asTheScriptSends(MESSAGE),
    mails: 2,
  },
  {
    page: '/zoom-hearing',
    apiPath: 'forms/zoom-hearing',
    table: 'zoomHearingRequest',
    native: ZOOM_REGISTRATION,
    script: asTheScriptSends(ZOOM_REGISTRATION),
    mails: 2,
  },
  {
    page: '/es/interpreter',
    apiPath: 'forms/interpreter',
    table: 'interpreterRequest',
    native: INTERPRETER_REQUEST,
    script: asTheScriptSends(INTERPRETER_REQUEST),
    mails: 2,
  },
  {
    page: '/es/juror-notification-signup',
    apiPath: 'juror/notifications',
    table: 'jurorRegistration',
    native: JUROR_SIGNUP,
    script: asTheScriptSends(JUROR_SIGNUP),
    mails: 0,
  },
  {
    page: '/es/court-date-reminders',
    apiPath: 'court-dates/signups',
    table: 'reminderSignup',
    native: { ...REMINDER_SIGN_UP, textConsent: 'on' },
    script: REMINDER_SIGN_UP,
    mails: 2,
  },
  {
    page: '/driving-privileges',
    apiPath: 'forms/driving-privileges',
    table: 'drivingPrivilegesRequest',
    native: {
      ...DRIVING_APPLICATION,
      ...DRIVING_LOCATIONS,
      ...Object.fromEntries(
        Object.entries(DRIVING_INSURANCE).map(([name, value]) => [
          `proofOfInsurance.${name}`,
          value,
        ]),
      ),
    },
    script: {
      ...asTheScriptSends(DRIVING_APPLICATION),
      locations: [
        {
          type: 'Employer',
          name: 'Acme Tool Works',
          address: '400 Market Ave N, Canton',
          hours: '7:00 AM to 3:30 PM',
          info: '',
          days: { monday: true, friday: true },
        },
        {
          type: 'Medical',
          name: 'Mercy Clinic',
          address: '1320 Mercy Dr NW, Canton',
          hours: '9:00 AM',
          info: 'Second floor',
          days: { wednesday: true },
        },
      ],
      proofOfInsurance: DRIVING_INSURANCE,
    },
    mails: 2,
  },
];

/** The one-use token in a page's form. */
function formToken(html: string): string {
  const token = /name="formToken" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error('the page has no form token');
  return token;
}

/**
 * Against the real build: the public forms sent as HTML forms, the way a browser without the
 * page's script sends them, through the same pipeline as the script's.
 */
forEachDatabase((dialect) => {
  let t: TestApp;

  beforeAll(() => {
    expectBuiltFrontEnds();
  });

  beforeEach(async () => {
    t = await createTestApp(dialect);
  });

  afterEach(async () => {
    await t.database.drop();
  });

  /** Opens a form's page and waits long enough to be taken for a person: its token. */
  async function openForm(url: string): Promise<string> {
    const page = await request(t.server).get(url).expect(200);
    t.clock.advance(5_000);
    return formToken(page.text);
  }

  function post(url: string, fields: Record<string, string>) {
    return request(t.server).post(url).type('form').send(fields);
  }

  it('sends each copy of a form page with a token of its own, in the form and its page data', async () => {
    const first = await request(t.server).get('/contact-us').expect(200);
    const second = await request(t.server).get('/contact-us').expect(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers.etag).toBeUndefined();
    expect(first.text).toMatch(/<form[^>]*action="\/contact-us#contact-us-outcome" method="post"/);
    expect(first.text).not.toContain(FORM_TOKEN_PLACEHOLDER);
    expect(formToken(first.text)).not.toBe(formToken(second.text));
    expect(renderedPageData(first.text)[FORM_PAGE_DATA.token]).toBe(formToken(first.text));
    // A page without a form is still composed once for everyone.
    const about = await request(t.server).get('/about-us').expect(200);
    expect(about.headers.etag).toBeDefined();
  });

  it('stores a form sent without the script as the script would, then shows its confirmation', async () => {
    const token = await openForm('/contact-us');
    const sent = await post('/contact-us', { ...MESSAGE, formToken: token, website: '' });
    expect(sent.status).toBe(303);
    expect(sent.headers['cache-control']).toBe('no-store');
    const location = sent.headers.location ?? '';
    expect(location).toMatch(/^\/contact-us\?sent=CM-2026-\d{6}\./);

    const [stored] = await t.database.db.selectFrom('contactMessage').selectAll().execute();
    expect(stored).toMatchObject({
      name: MESSAGE.name,
      email: MESSAGE.email,
      phone: '3305550100',
      subject: MESSAGE.subject,
      // As the script sends a new line.
      message: 'Where should I park?\nI come by car.',
    });

    const confirmation = await request(t.server).get(location).expect(200);
    expect(confirmation.headers['cache-control']).toBe('no-store');
    const reference = /sent=([^.]+)\./.exec(location)?.[1] ?? '';
    expect(confirmation.text).toContain(reference);
    // Reloading the confirmation sends nothing.
    await request(t.server).get(location).expect(200);
    expect(await t.database.db.selectFrom('contactMessage').selectAll().execute()).toHaveLength(1);
  });

  for (const form of SENT_BOTH_WAYS) {
    it(`${form.page}: stores and mails what its HTML sends exactly as what its script sends`, async () => {
      const language = form.page.startsWith('/es/') ? 'es-US' : 'en-US';
      const token = await openForm(form.page);
      const sent = await post(form.page, { ...form.native, formToken: token, website: '' });
      expect(sent.status).toBe(303);
      const native = await storedAndMailed(
        form,
        /sent=([^.]+)\./.exec(sent.headers.location ?? '')?.[1],
      );
      // A sign-up sent again is the same sign-up: each way starts from none.
      await t.database.db.deleteFrom('reminderContact').execute();
      await t.database.db.deleteFrom(form.table).execute();
      await t.database.db.deleteFrom('outboxMessage').execute();

      const byScript = await submitForm(t.server, form.apiPath, form.script, { language });
      expect(byScript.status).toBe(200);
      const scripted = await storedAndMailed(
        form,
        (byScript.body as { reference: string }).reference,
      );
      expect(native.mails).toHaveLength(form.mails);
      expect(native).toEqual(scripted);
    });
  }

  /**
   * The row a form's answers made, but for what tells two submissions apart (a sealed number is
   * compared opened; a reminder sign-up's contacts with it), and the mails it sent with its
   * reference written REFERENCE and any code CODE.
   */
  async function storedAndMailed(form: SentBothWays, reference: string | undefined) {
    const apart = [
      'id',
      'reference',
      'requestId',
      'submissionId',
      'latestSubmissionId',
      'ssnEncrypted',
    ];
    const rows = await t.database.db.selectFrom(form.table).selectAll().execute();
    expect(rows).toHaveLength(1);
    const row: Record<string, unknown> = { ...rows[0] };
    const kept = Object.fromEntries(
      Object.entries(row).filter(([column]) => !apart.includes(column)),
    );
    if (form.table === 'drivingPrivilegesRequest') {
      kept.ssn = await drivingPrivilegesForm.revealProtectedNumber?.(
        t.database.db,
        Number(row.submissionId),
        { db: t.database.db, clock: t.clock, config: t.config },
      );
    }
    if (form.table === 'reminderSignup') {
      kept.contacts = await t.database.db
        .selectFrom('reminderContact')
        .select(['channel', 'destination', 'carrier', 'codeExpiresAt', 'codesSent'])
        .select(['confirmedAt', 'consentText', 'consentAt', 'stoppedAt', 'createdAt'])
        .orderBy('channel')
        .execute();
    }
    const written = reference ?? 'no reference';
    const mails = await t.database.db
      .selectFrom('outboxMessage')
      .select(['toAddress', 'subject', 'bodyText'])
      .orderBy('id')
      .execute();
    const anonymous = (text: string) =>
      text.replaceAll(written, 'REFERENCE').replace(/\b\d{6}\b/g, 'CODE');
    return {
      row: kept,
      mails: mails.map((mail) => ({
        ...mail,
        subject: anonymous(mail.subject),
        bodyText: anonymous(mail.bodyText),
      })),
    };
  }

  it('sends the page back with its messages and every answer typed, storing nothing', async () => {
    const token = await openForm('/contact-us');
    const refused = await post('/contact-us', {
      ...MESSAGE,
      name: '',
      email: 'not an address',
      formToken: token,
    });
    expect(refused.status).toBe(400);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.text).toContain('<title>Error:');
    expect(refused.text).toContain(apiMessage('name.required', 'en'));
    expect(refused.text).toContain(apiMessage('email.format', 'en'));
    expect(refused.text).toContain('value="not an address"');
    expect(refused.text).toContain('value="Parking for my hearing"');
    expect(renderedPageData(refused.text)[FORM_PAGE_DATA.post]).toMatchObject({
      values: { subject: MESSAGE.subject, email: 'not an address' },
    });
    // A fresh token to send the corrected form with.
    expect(formToken(refused.text)).not.toBe(token);
    expect(await t.database.db.selectFrom('contactMessage').selectAll().execute()).toEqual([]);
  });

  it("answers a post it cannot read with the form's page, never the API's JSON, sending nothing", async () => {
    const unknownButton = await post('/contact-us', {
      ...MESSAGE,
      formToken: await openForm('/contact-us'),
      [FORM_ACTION_FIELD]: 'add-location',
    });
    expect(unknownButton.status).toBe(400);
    expect(unknownButton.type).toBe('text/html');
    expect(unknownButton.text).toContain(apiMessage('formPost.unreadable', 'en'));
    expect(unknownButton.text).toContain('value="Parking for my hearing"');

    const tooLarge = await post('/es/contact-us', {
      ...MESSAGE,
      message: 'x'.repeat(MAX_JSON_BODY_BYTES),
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.type).toBe('text/html');
    expect(tooLarge.headers['cache-control']).toBe('no-store');
    expect(tooLarge.text).toContain(apiMessage('formPost.tooLarge', 'es'));

    const multipart = await request(t.server)
      .post('/contact-us')
      .field('name', MESSAGE.name)
      .field('formToken', await openForm('/contact-us'));
    expect(multipart.status).toBe(415);
    expect(multipart.type).toBe('text/html');
    expect(multipart.text).toContain(apiMessage('formPost.unreadable', 'en'));
    expect(await t.database.db.selectFrom('contactMessage').selectAll().execute()).toEqual([]);
  });

  it('answers in the page language', async () => {
    const token = await openForm('/es/interpreter');
    const refused = await post('/es/interpreter', { fullName: '', formToken: token });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('<html lang="es">');
    expect(refused.text).toContain(apiMessage('fullName.required', 'es'));
  });

  it('refuses a copy sent twice, a forged token, one sent too soon and one too old', async () => {
    const limited = t;
    t = await createTestApp(dialect, { env: { FORM_POSTS_WITHOUT_SCRIPT_PER_MINUTE: '100' } });
    await limited.database.drop();
    const token = await openForm('/zoom-hearing');
    const fields = { ...ZOOM_REGISTRATION, formToken: token };
    expect((await post('/zoom-hearing', fields)).status).toBe(303);
    const again = await post('/zoom-hearing', fields);
    expect(again.status).toBe(400);
    const [stored] = await t.database.db.selectFrom('formSubmission').select('reference').execute();
    expect(again.text).toContain(
      apiMessage('formToken.alreadySent', 'en', { reference: stored?.reference ?? '' }),
    );
    expect(await t.database.db.selectFrom('formSubmission').selectAll().execute()).toHaveLength(1);

    const forged = `${token.slice(0, -4)}AAAA`;
    const refusals: Array<[string, string]> = [
      [forged, 'formToken.forged'],
      ['', 'formToken.missing'],
    ];
    for (const [sentToken, code] of refusals) {
      const refused = await post('/zoom-hearing', { ...fields, formToken: sentToken });
      expect(refused.status).toBe(400);
      expect(refused.text).toContain(apiMessage(code, 'en'));
      expect(refused.text).toContain('value="Ana Diaz"');
    }
    const fresh = formToken((await request(t.server).get('/zoom-hearing')).text);
    const tooSoon = await post('/zoom-hearing', { ...fields, formToken: fresh });
    expect(tooSoon.text).toContain(apiMessage('formToken.tooSoon', 'en'));
    t.clock.advance(5 * 60 * 60 * 1000);
    const tooOld = await post('/zoom-hearing', { ...fields, formToken: fresh });
    expect(tooOld.text).toContain(apiMessage('formToken.expired', 'en'));
    // A token is good for its own form only.
    const contactToken = await openForm('/contact-us');
    const elsewhere = await post('/zoom-hearing', { ...fields, formToken: contactToken });
    expect(elsewhere.text).toContain(apiMessage('formToken.forged', 'en'));
    expect(await t.database.db.selectFrom('formSubmission').selectAll().execute()).toHaveLength(1);
  });

  it('signs a juror up as the page script would, with every message of a field together', async () => {
    const token = await openForm('/es/juror-notification-signup');
    const answers = {
      lnameInput: 'García',
      serveDateInput: '2026-03-09',
      jurorNo: '1234',
      cellphone: '',
      carrier: '',
      email: '',
      formToken: token,
    };
    const refused = await post('/es/juror-notification-signup', answers);
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(apiMessage('jurorSignup.agree.required', 'es'));
    expect(refused.text).toContain(apiMessage('jurorSignup.email.required', 'es'));
    expect(refused.text).toContain('value="García"');

    const fresh = formToken(refused.text);
    t.clock.advance(5_000);
    const sent = await post('/es/juror-notification-signup', {
      ...answers,
      email: 'ana@example.com',
      agree: 'on',
      formToken: fresh,
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.location).toMatch(/^\/es\/juror-notification-signup\?sent=JN-/);
    const rows = await t.database.db.selectFrom('jurorRegistration').selectAll().execute();
    expect(rows).toEqual([
      expect.objectContaining({ lastName: 'GARCÍA', serveDate: '2026-03-09', language: 'es' }),
    ]);
  });

  it('signs up for court-date reminders and confirms the code by the forms of the page', async () => {
    const token = await openForm('/court-date-reminders');
    const signedUp = await post('/court-date-reminders', {
      caseNumber: '2026 trd 01234',
      lastName: 'Sample',
      remindBy: 'email',
      // Typed before the visitor chose e-mail only: not sent.
      cellphone: '330-555-0123',
      email: 'alex@example.org',
      reminderLanguage: 'en',
      formToken: token,
    });
    expect(signedUp.status).toBe(303);
    const confirmStep = await request(t.server)
      .get(signedUp.headers.location ?? '')
      .expect(200);
    expect(confirmStep.text).toContain('Confirm your e-mail address');
    const signupToken = /name="signupToken" value="([^"]+)"/.exec(confirmStep.text)?.[1] ?? '';
    const reference = /name="reference" value="([^"]+)"/.exec(confirmStep.text)?.[1] ?? '';
    expect(reference).toMatch(/^CD-/);
    const contacts = await t.database.db.selectFrom('reminderContact').selectAll().execute();
    expect(contacts.map((contact) => contact.channel)).toEqual(['email']);

    const codeForm = { formAction: 'confirmCode', reference, signupToken, channel: 'email' };
    const wrong = await post('/court-date-reminders', { ...codeForm, emailCode: '12345' });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain(apiMessage('reminders.code.format', 'en'));
    expect(wrong.text).toContain('Confirm your e-mail address');

    // A sign-up the token does not prove is not shown, nor is its token.
    const forged = await post('/court-date-reminders', {
      ...codeForm,
      signupToken: 'forged',
      emailCode: '123456',
    });
    expect(forged.status).toBe(404);
    expect(forged.text).toContain(apiMessage('reminders.signup.unknown', 'en'));
    expect(forged.text).not.toContain(signupToken);

    // "Change your answers": the sign-up form again, filled with what the sign-up was made with.
    const changeForm = { formAction: 'changeAnswers', reference, signupToken };
    const change = await post('/court-date-reminders', changeForm);
    expect(change.status).toBe(200);
    expect(change.headers['cache-control']).toBe('no-store');
    expect(renderedPageData(change.text)[FORM_PAGE_DATA.post]).toEqual({
      values: {
        caseNumber: '2026 TRD 01234',
        lastName: 'Sample',
        remindBy: 'email',
        cellphone: '',
        carrier: '',
        email: 'alex@example.org',
        reminderLanguage: 'en',
        textConsent: false,
      },
      errors: {},
    });
    expect(change.text).toContain('value="alex@example.org"');
    expect(change.text).not.toContain('Confirm your e-mail address');
    const changeForged = await post('/court-date-reminders', { ...changeForm, signupToken: 'x' });
    expect(changeForged.status).toBe(404);
    expect(changeForged.text).toContain(apiMessage('reminders.signup.unknown', 'en'));
    expect(changeForged.text).not.toContain('alex@example.org');

    // "Send a new code": the step again, saying where the code went, and a second e-mail.
    const resent = await post('/court-date-reminders', { ...codeForm, formAction: 'resendCode' });
    expect(resent.status).toBe(200);
    expect(resent.headers['cache-control']).toBe('no-store');
    expect(renderedPageData(resent.text)[REMINDER_CODE_RESENT]).toBe('email');
    expect(resent.text).toContain('We sent a new code to a•••@example.org.');
    expect(resent.text).toContain('Confirm your e-mail address');
    const mails = await t.database.db
      .selectFrom('outboxMessage')
      .select('bodyText')
      .orderBy('id')
      .execute();
    expect(mails).toHaveLength(2);

    const code = /\b(\d{6})\b/.exec(mails[1]?.bodyText ?? '')?.[1] ?? '';
    const confirmed = await post('/court-date-reminders', { ...codeForm, emailCode: code });
    expect(confirmed.status).toBe(303);
    const done = await request(t.server)
      .get(confirmed.headers.location ?? '')
      .expect(200);
    expect(done.text).toContain('You are signed up.');
  });

  it('answers a filled robot trap as sent, and stores nothing', async () => {
    const token = await openForm('/contact-us');
    const trapped = await post('/contact-us', { ...MESSAGE, website: 'spam', formToken: token });
    expect(trapped.status).toBe(303);
    expect(trapped.headers.location).toMatch(/^\/contact-us\?sent=\./);
    expect(await t.database.db.selectFrom('contactMessage').selectAll().execute()).toEqual([]);
  });

  it('never writes a Social Security number back into the page, and asks for it again', async () => {
    const token = await openForm('/driving-privileges');
    const refused = await post('/driving-privileges', {
      firstName: 'Ana',
      lastName: '',
      ssn: '123-45-6789',
      formToken: token,
    });
    expect(refused.status).toBe(400);
    expect(refused.text).not.toContain('6789');
    expect(refused.text).toContain(apiMessage('lastName.required', 'en'));
    expect(refused.text).toContain(apiMessage('ssn.again', 'en'));
  });

  it('adds and removes a location by the buttons of the form, sending nothing', async () => {
    const location = {
      'location.type': 'Employer',
      'location.name': 'Acme Tools',
      'location.address': '1 Main St, Canton',
      'location.days.monday': 'true',
      'location.hours': '8:00 AM to 5:00 PM',
      'location.info': '',
    };
    const added = await post('/driving-privileges', {
      firstName: 'Ana',
      ...location,
      formAction: 'addLocation',
    });
    expect(added.status).toBe(200);
    const state = renderedPageData(added.text)[FORM_PAGE_DATA.post] as {
      values: { firstName: string; locations: { name: string }[]; location: { name: string } };
      errors: Record<string, string>;
    };
    expect(state.values.firstName).toBe('Ana');
    expect(state.values.locations.map((item) => item.name)).toEqual(['Acme Tools']);
    expect(state.values.location.name).toBe('');
    expect(state.errors).toEqual({});

    const incomplete = await post('/driving-privileges', {
      'locations.0.type': 'Employer',
      'locations.0.name': 'Acme Tools',
      'location.name': 'Clinic',
      formAction: 'addLocation',
    });
    const refusedState = renderedPageData(incomplete.text)[FORM_PAGE_DATA.post] as {
      values: { locations: unknown[]; location: { name: string } };
      errors: Record<string, string>;
    };
    expect(refusedState.values.location.name).toBe('Clinic');
    expect(refusedState.errors['location.type']).toBe(apiMessage('location.type.required', 'en'));

    const removed = await post('/driving-privileges', {
      'locations.0.type': 'Employer',
      'locations.0.name': 'Acme Tools',
      'locations.1.type': 'Medical',
      'locations.1.name': 'Clinic',
      formAction: 'removeLocation:0',
    });
    const removedState = renderedPageData(removed.text)[FORM_PAGE_DATA.post] as {
      values: { locations: { name: string }[] };
    };
    expect(removedState.values.locations.map((item) => item.name)).toEqual(['Clinic']);
    expect(await t.database.db.selectFrom('formSubmission').selectAll().execute()).toEqual([]);
  });

  it('asks again for a Social Security number typed before a location was added', async () => {
    const added = await post('/driving-privileges', {
      firstName: 'Ana',
      ssn: '123-45-6789',
      'location.type': 'Employer',
      'location.name': 'Acme Tools',
      'location.address': '1 Main St, Canton',
      'location.days.monday': 'true',
      'location.hours': '8:00 AM to 5:00 PM',
      formAction: 'addLocation',
    });
    expect(added.status).toBe(200);
    expect(added.text).not.toContain('6789');
    const state = renderedPageData(added.text)[FORM_PAGE_DATA.post] as {
      values: Record<string, unknown>;
      errors: Record<string, string>;
    };
    expect(state.values.firstName).toBe('Ana');
    expect(state.values).not.toHaveProperty('ssn');
    expect(state.errors).toEqual({ ssn: apiMessage('ssn.again', 'en') });
  });

  it('keeps a tighter limit for forms sent without a proof of work, keeping the answers', async () => {
    // Five a minute by default.
    for (let sent = 0; sent < 5; sent += 1) {
      await post('/contact-us', { ...MESSAGE, name: '' });
    }
    const limited = await post('/contact-us', { ...MESSAGE, formToken: 'x' });
    expect(limited.status).toBe(429);
    expect(limited.text).toContain(apiMessage('rate.limited', 'en'));
    expect(limited.text).toContain('value="Parking for my hearing"');
  });

  it("takes a copy the page posted before its script ran, and the script's send of it, as one", async () => {
    const references = async () =>
      (await t.database.db.selectFrom('formSubmission').select('reference').execute()).map(
        (row) => row.reference,
      );
    // The page posted itself first; the script then sends the same copy, with the page's token.
    const first = await openForm('/contact-us');
    expect((await post('/contact-us', { ...MESSAGE, formToken: first })).status).toBe(303);
    const [stored] = await references();
    const again = await submitForm(t.server, 'contact-us', {
      ...asTheScriptSends(MESSAGE),
      formToken: first,
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ success: true, reference: stored });

    // The script first; then the page's own post of that copy says it was sent, and under what.
    const second = await openForm('/contact-us');
    const byScript = await submitForm(t.server, 'contact-us', {
      ...asTheScriptSends(MESSAGE),
      formToken: second,
    });
    const late = await post('/contact-us', { ...MESSAGE, formToken: second });
    expect(late.status).toBe(400);
    expect(late.text).toContain(
      apiMessage('formToken.alreadySent', 'en', { reference: byScript.body.reference as string }),
    );

    // A token the court did not sign keys nothing: the script's send is a new one.
    const forged = await submitForm(t.server, 'contact-us', {
      ...asTheScriptSends(MESSAGE),
      formToken: `${first.slice(0, -4)}AAAA`,
    });
    expect(forged.body.reference).not.toBe(stored);
    expect(await references()).toHaveLength(3);
  });

  it("counts the steps after a form by their own limit, as the script's requests are counted", async () => {
    const limited = t;
    t = await createTestApp(dialect, { env: { RATE_LIMIT_PER_MINUTE: '2' } });
    await limited.database.drop();
    const step = { formAction: 'changeAnswers', reference: 'CDR-000001', signupToken: 'x' };
    expect((await post('/court-date-reminders', step)).status).toBe(404);
    expect((await post('/court-date-reminders', step)).status).toBe(404);
    const refused = await post('/court-date-reminders', step);
    expect(refused.status).toBe(429);
    expect(refused.text).toContain(apiMessage('rate.limited', 'en'));
  });

  it('refuses a form another site sent through the visitor, storing nothing', async () => {
    const token = await openForm('/contact-us');
    const fromElsewhere = await post('/contact-us', { ...MESSAGE, formToken: token }).set(
      'Origin',
      'https://elsewhere.example',
    );
    expect(fromElsewhere.status).toBe(403);
    expect(fromElsewhere.headers['cache-control']).toBe('no-store');
    expect(fromElsewhere.text).toContain(apiMessage('formPost.otherSite', 'en'));
    expect(fromElsewhere.text).not.toContain('Parking for my hearing');
    const spanish = await post('/es/contact-us', { ...MESSAGE, formToken: token }).set(
      'Sec-Fetch-Site',
      'cross-site',
    );
    expect(spanish.status).toBe(403);
    expect(spanish.text).toContain(apiMessage('formPost.otherSite', 'es'));
    expect(await t.database.db.selectFrom('contactMessage').selectAll().execute()).toEqual([]);

    const own = await post('/contact-us', { ...MESSAGE, formToken: token })
      .set('Origin', `http://127.0.0.1:${(t.server.address() as AddressInfo).port}`)
      .set('Sec-Fetch-Site', 'same-origin');
    expect(own.status).toBe(303);
  });

  it('keeps every answer and says to wait while the schema is brought up to date', async () => {
    const token = await openForm('/contact-us');
    t.database.availability.markSchemaPending();
    const waiting = await post('/contact-us', { ...MESSAGE, formToken: token });
    t.database.availability.markSchemaCurrent();
    expect(waiting.status).toBe(503);
    expect(waiting.headers['retry-after']).toMatch(/^\d+$/);
    expect(waiting.headers['cache-control']).toBe('no-store');
    expect(waiting.text).toContain(apiMessage('server.unavailable', 'en'));
    expect(waiting.text).toContain('value="Parking for my hearing"');
    expect(await t.database.db.selectFrom('contactMessage').selectAll().execute()).toEqual([]);
  });

  // SQLite's query_only on the app's one connection makes the failure real through the whole
  // stack; PostgreSQL going away is the resilience suite's, through the same catch.
  if (dialect !== 'sqlite') return;
  it('keeps every answer and says to try again while the database cannot take the form', async () => {
    const token = await openForm('/es/contact-us');
    await sql`pragma query_only = 1`.execute(t.database.db);
    const refused = await post('/es/contact-us', { ...MESSAGE, formToken: token });
    await sql`pragma query_only = 0`.execute(t.database.db);
    expect(refused.status).toBe(503);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.text).toContain(apiMessage('server.unavailable', 'es'));
    expect(refused.text).toContain('value="Parking for my hearing"');
    expect(refused.text).toContain('Where should I park?');
    expect(refused.text).not.toMatch(/\bat .+:\d+:\d+\)/);
    expect(await t.database.db.selectFrom('contactMessage').selectAll().execute()).toEqual([]);
    // The page it came back with sends the message once the database is back.
    t.clock.advance(5_000);
    const accepted = await post('/es/contact-us', {
      ...MESSAGE,
      formToken: formToken(refused.text),
    });
    expect(accepted.status).toBe(303);
  });
});
