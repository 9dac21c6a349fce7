import { Writable } from 'node:stream';
import request from 'supertest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { Secret, TOTP } from 'otpauth';
import {
  HONEYPOT_FIELD,
  courtDateOf,
  type TotpEnrolled,
  type TotpEnrolment,
} from '@court/contract';
import { earliestZoomHearingDate } from '../forms/definitions/zoom-hearing-form';
import { createScheduler } from '../platform/jobs/scheduler';
import { createLogger, type Logger } from '../platform/logger';
import { createOutboxWorker } from '../platform/mail/outbox-worker';
import { createSmtpMailer } from '../platform/mail/smtp-mailer';
import { scheduledJobs } from '../scheduled-jobs';
import { submitForm } from '../testing/form-client';
import {
  createTestStaff,
  openBrowser,
  sessionCookieOf,
  type TestBrowser,
} from '../testing/staff-test-helpers';
import { createTestApp, fetchXsrf, type TestApp } from '../testing/test-app';
import { forEachDatabase } from '../testing/test-database';

// Values that must never reach a log line, each unlike anything else the log holds.
const SSN = '524-31-8867';
const EMAIL = 'probe.person@example.com';
const CELL_PHONE = '(330) 555-0187';
const PASSWORD = 'probe password that is never logged';
const WRONG_PASSWORD = 'wrong probe password, also never logged';
const LINK_PASSWORD = 'probe password chosen from a link';

const APPLICATION = {
  firstName: 'Pat',
  lastName: 'Jones',
  ssn: SSN,
  dob: '1988-07-04',
  caseNumber: '2026TRD04567',
  cellPhone: CELL_PHONE,
  homePhone: '',
  email: EMAIL,
  address: '12 Elm St, North Canton, OH 44720',
  locations: [
    {
      type: 'Employer',
      name: 'Acme Tool and Die',
      address: '100 Market Ave N, Canton, OH 44702',
      days: { monday: true, tuesday: true },
      hours: '7:00 AM to 3:30 PM',
    },
  ],
  proofOfInsurance: { agentName: 'Lee Agent', agentPhone: '3305550199', policyNumber: 'PL-55-1' },
};

/** The forms each carrying the probes, as browsers send them; `today` is the court's date. */
function publicForms(today: string): [string, Record<string, unknown>][] {
  return [
    ['forms/driving-privileges', APPLICATION],
    [
      'forms/interpreter',
      {
        fullName: 'Maria Lopez',
        caseNumber: '2026TRD01234',
        hearingDate: '2026-04-15',
        email: EMAIL,
        language: 'Spanish',
      },
    ],
    [
      'forms/zoom-hearing',
      {
        fullName: 'Dana Smith',
        hearingDate: earliestZoomHearingDate(today),
        caseNumber: '2026CVI00123',
        phone: CELL_PHONE,
        email: EMAIL,
        agree: true,
      },
    ],
    [
      'contact-us',
      { name: 'Ana Ruiz', email: EMAIL, phone: CELL_PHONE, subject: 'Parking', message: SSN },
    ],
    [
      'juror/notifications',
      {
        lnameInput: 'Smith',
        lname: 'SMITH',
        serveDateInput: '2026-03-09',
        serveDate: '03/09/2026',
        jurorNo: '104233',
        cellphone: '3305550187',
        carrier: 'Verizon',
        email: EMAIL,
        agree: true,
      },
    ],
  ];
}

/** A relay that refuses every recipient, quoting the address back as real relays do. */
function startRefusingRelay(): Promise<{ port: number; stop(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(new Error(`Mailbox <${address.address}> is unknown here`));
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      resolve({
        port: (server.server.address() as AddressInfo).port,
        stop: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

forEachDatabase((dialect) => {
  let t: TestApp;
  let lines: string[];
  let logger: Logger;

  beforeEach(async () => {
    lines = [];
    const memory = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString('utf8'));
        callback();
      },
    });
    logger = createLogger('trace', memory);
    t = await createTestApp(dialect, { logger });
  });

  afterEach(async () => {
    await t.database.drop();
  });

  async function signIn(browser: TestBrowser, username: string, password: string) {
    return browser.agent
      .post('/api/muni/staff/session')
      .set(browser.xsrf)
      .send({ username, password });
  }

  it('logs no SSN, e-mail, phone, password, second-factor secret or code, or session cookie', async () => {
    const today = courtDateOf(t.clock.now());
    for (const [path, body] of publicForms(today)) {
      const response = await submitForm(t.server, path, body, {
        idempotencyKey: `log-probe-${path.replace(/\W/g, '-')}`,
      });
      expect([path, response.status, response.body]).toEqual([
        path,
        200,
        expect.objectContaining({ success: true }),
      ]);
      // The browser's resend of the same attempt.
      await submitForm(t.server, path, body, {
        idempotencyKey: `log-probe-${path.replace(/\W/g, '-')}`,
      });
    }
    // Refused forms: invalid, filled honeypot, unreadable JSON.
    const invalid = await submitForm(t.server, 'forms/driving-privileges', {
      ...APPLICATION,
      address: '',
    });
    expect(invalid.body).toMatchObject({ success: false });
    await submitForm(t.server, 'contact-us', { email: EMAIL, ssn: SSN, [HONEYPOT_FIELD]: 'bot' });
    const xsrf = await fetchXsrf(t.server);
    await request(t.server)
      .post('/api/muni/forms/driving-privileges')
      .set('Cookie', xsrf.cookie)
      .set(xsrf.header)
      .set('Content-Type', 'application/json')
      .send(`{"ssn":"${SSN}","email":"${EMAIL}",`)
      .expect(400);

    await createTestStaff(t, 'formsclerk', ['forms'], PASSWORD);
    const browser = await openBrowser(t);
    expect((await signIn(browser, 'formsclerk', WRONG_PASSWORD)).status).toBe(401);
    // A password typed into the username box by mistake.
    expect((await signIn(browser, PASSWORD, PASSWORD)).status).toBe(401);
    const signedIn = await signIn(browser, 'formsclerk', PASSWORD);
    expect(signedIn.status).toBe(200);
    const session = sessionCookieOf(signedIn);
    expect(session).toBeDefined();

    // A search for personal values rides in the query string.
    await browser.agent
      .get('/api/muni/staff/forms/submissions')
      .query({ q: `${EMAIL} ${SSN}` })
      .expect(200);
    const list = await browser.agent.get('/api/muni/staff/forms/submissions').expect(200);
    const submissions = (list.body as { submissions: { id: number; form: string }[] }).submissions;
    const application = submissions.find((row) => row.form === 'driving-privileges');
    expect(application).toBeDefined();
    await browser.agent.get(`/api/muni/staff/forms/submissions/${application?.id}`).expect(200);
    const revealed = await browser.agent
      .post(`/api/muni/staff/forms/submissions/${application?.id}/reveal-ssn`)
      .set(browser.xsrf)
      .expect(200);
    expect(revealed.body).toEqual({ ssn: SSN });
    await browser.agent.get('/api/muni/staff/forms/submissions.csv').expect(200);
    await browser.agent.delete('/api/muni/staff/session').set(browser.xsrf).expect(204);
    // The old cookie, sent again after signing out.
    await request(t.server)
      .get('/api/muni/staff/me')
      .set('Cookie', `court_staff=${session ?? ''}`)
      .expect(401);

    // An administrator makes an account; its owner sets a password from the e-mailed link.
    await createTestStaff(t, 'boss', ['admin'], PASSWORD);
    const admin = await openBrowser(t);
    expect((await signIn(admin, 'boss', PASSWORD)).status).toBe(200);
    await admin.agent
      .post('/api/muni/staff/accounts')
      .set(admin.xsrf)
      .send({ username: 'newclerk', displayName: 'New Clerk', email: EMAIL, roles: ['jury'] })
      .expect(201);
    const linkMail = await t.database.db
      .selectFrom('outboxMessage')
      .select('bodyText')
      .where('toAddress', '=', EMAIL)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const linkToken = /\?token=([\w-]{43})/.exec(linkMail.bodyText)?.[1] ?? '(no token)';
    await request(t.server).get(`/api/muni/password-link?token=${linkToken}`).expect(200);
    const owner = await openBrowser(t);
    await owner.agent
      .post('/api/muni/password-link')
      .set(owner.xsrf)
      .send({ token: linkToken, password: LINK_PASSWORD })
      .expect(204);

    // The administrator sets up an authentication app, then signs in with a wrong code, a right
    // one and a recovery code.
    const started = await admin.agent
      .post('/api/muni/staff/second-factor/totp')
      .set(admin.xsrf)
      .expect(200);
    const { secret, uri } = started.body as TotpEnrolment;
    const totp = new TOTP({
      algorithm: 'SHA1',
      digits: 6,
      period: 30,
      secret: Secret.fromBase32(secret),
    });
    const codeNow = () => totp.generate({ timestamp: t.clock.now().getTime() });
    const enrolmentCode = codeNow();
    const enrolled = await admin.agent
      .post('/api/muni/staff/second-factor/totp/confirm')
      .set(admin.xsrf)
      .send({ code: enrolmentCode })
      .expect(200);
    const { recoveryCodes } = enrolled.body as TotpEnrolled;
    const [recoveryCode = '(no code)'] = recoveryCodes;
    const giveCode = (code: string) =>
      admin.agent.post('/api/muni/staff/session/factor').set(admin.xsrf).send({ code });
    await admin.agent.delete('/api/muni/staff/session').set(admin.xsrf).expect(204);
    expect((await signIn(admin, 'boss', PASSWORD)).body).toEqual({
      next: 'factor',
      factors: ['app'],
    });
    // The enrolment's code again: its step is spent.
    await giveCode(enrolmentCode).expect(400);
    t.clock.advance(30_000);
    const signInCode = codeNow();
    await giveCode(signInCode).expect(200);
    await admin.agent.delete('/api/muni/staff/session').set(admin.xsrf).expect(204);
    expect((await signIn(admin, 'boss', PASSWORD)).body).toEqual({
      next: 'factor',
      factors: ['app'],
    });
    await giveCode(recoveryCode).expect(200);

    // The outbox fails against a relay that quotes each address, then jobs run.
    const relay = await startRefusingRelay();
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${relay.port}`, 'Court <court@example.org>');
    const worker = createOutboxWorker({ db: t.database.db, mailer, clock: t.clock, logger });
    const report = await worker.deliverDueMessages();
    mailer.close();
    await relay.stop();
    expect(report.failed).toBeGreaterThan(0);
    const jobs = scheduledJobs({ db: t.database.db, clock: t.clock, config: t.config, logger });
    await createScheduler({ db: t.database.db, clock: t.clock, logger, jobs }).runDueJobs();

    // Addresses refused are logged too, whatever they carry: found nothing, a method not
    // allowed, a post without the XSRF header, data asked for while the schema is brought up.
    await request(t.server).get(`/ssn-${SSN}-test`).expect(404);
    await request(t.server).get(`/api/muni/ssn-${SSN}-test`).expect(404);
    await request(t.server).get(`/api/muni/people/${EMAIL}`).expect(404);
    await request(t.server).post(`/ssn-${SSN}-posted`).expect(403);
    await request(t.server).delete(`/api/muni/people/${EMAIL}`).expect(403);
    await request(t.server).trace(`/ssn-${SSN}-traced`).expect(405);
    t.database.availability.markSchemaPending();
    await request(t.server).get(`/api/muni/waiting/${SSN}`).expect(503);
    t.database.availability.markSchemaCurrent();
    const refused = lines
      .map((line) => JSON.parse(line) as { msg?: string; status?: number; path?: string })
      .filter(({ msg, status }) => msg === 'request' && status !== undefined && status >= 400)
      .map(({ status, path }) => `${status} ${path}`);
    expect(refused).toEqual(
      expect.arrayContaining([
        '404 /ssn-#-#-#-test',
        '404 /api/muni/ssn-#-#-#-test',
        '404 /api/muni/people/[e-mail]',
        '403 /ssn-#-#-#-posted',
        '403 /api/muni/people/[e-mail]',
        '405 /ssn-#-#-#-traced',
        '503 /api/muni/waiting/#-#-#',
      ]),
    );

    const log = lines.join('');
    const messages = lines.map((line) => (JSON.parse(line) as { msg?: string }).msg);
    // The log did capture every step: a scan of an empty log would prove nothing.
    expect(messages).toEqual(
      expect.arrayContaining([
        'submission stored',
        'resend answered',
        'honeypot filled: submission ignored',
        'client error',
        'staff sign-in failed',
        'staff signed in',
        'staff password accepted: a second factor follows',
        'staff authentication app enrolled',
        'outbox delivery failed',
        'processed submissions purged',
        'request',
      ]),
    );
    const probes = {
      ssn: SSN,
      'ssn digits': SSN.replace(/-/g, ''),
      email: EMAIL,
      phone: CELL_PHONE.replace(/\D/g, ''),
      'formatted phone': CELL_PHONE,
      password: PASSWORD,
      'wrong password': WRONG_PASSWORD,
      'session cookie': session ?? '(no session)',
      'password chosen from a link': LINK_PASSWORD,
      'set-password token': linkToken,
      'authentication-app secret': secret,
      'authentication-app address': uri,
      'recovery code': recoveryCode,
      'recovery code as hashed': recoveryCode.replace(/-/g, ''),
      // Six digits alone could be part of any number in the log: quoted, as a value would be.
      'code that enrolled the app': `"${enrolmentCode}"`,
      'code that signed in': `"${signInCode}"`,
    };
    const found = Object.entries(probes)
      .filter(([, value]) => log.toLowerCase().includes(value.toLowerCase()))
      .map(([name]) => name);
    expect(found).toEqual([]);
  });
});
