import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { SMTPServer } from 'smtp-server';
import { expectNoAxeViolations } from '../support/axe';
import { openPage } from '../support/open-page';
import { REPO_ROOT, serverEnv, waitForHealth } from '../support/server';
import { createStaffAccount } from '../support/staff-accounts';

/** A server of this spec's own, so it can send mail and texts to the stand-ins below. */
const PORT = Number(process.env.TEST_PORT ?? 3100) + 6;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'correct horse battery staple';
const SMS_KEY = 'e2e-sms-provider-key';
const JUROR_EMAIL = 'juror.e2e@example.org';

interface Mail {
  to: string[];
  data: string;
}

interface Text {
  authorization: string | undefined;
  body: { to?: string; text?: string };
}

/** A header of a received message, unfolded. */
function header(mail: Mail, name: string): string | undefined {
  const head = (mail.data.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  const prefix = `${name.toLowerCase()}:`;
  return head
    .split(/\r?\n/)
    .find((line) => line.toLowerCase().startsWith(prefix))
    ?.slice(prefix.length)
    .trim();
}

/** The text of a received message, quoted-printable decoded. */
function body(mail: Mail): string {
  const text = mail.data.replace(/^[\s\S]*?\r?\n\r?\n/, '');
  if (header(mail, 'Content-Transfer-Encoding')?.toLowerCase() !== 'quoted-printable') return text;
  const pieces = text
    .replace(/=\r?\n/g, '')
    .split(/(=[0-9A-F]{2})/)
    .map((piece) =>
      /^=[0-9A-F]{2}$/.test(piece)
        ? Buffer.from([parseInt(piece.slice(1), 16)])
        : Buffer.from(piece),
    );
  return Buffer.concat(pieces).toString('utf8');
}

/** Tomorrow at the court, YYYY-MM-DD: a service date the form accepts. */
function tomorrowAtCourt(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
    new Date(Date.now() + 24 * 60 * 60 * 1000),
  );
}

function listen(server: { listen: (port: number, host: string, done: () => void) => unknown }) {
  return new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
}

/** The notices panel of the jury staff page. */
function noticesPanel(page: Page) {
  return page.getByRole('region', { name: 'Juror notices' });
}

async function sendNotice(page: Page, serveDate: string, text: string): Promise<void> {
  const panel = noticesPanel(page);
  await panel.getByLabel('Service date').fill(serveDate);
  await panel.getByLabel('Notice', { exact: true }).fill(text);
  await panel.getByRole('button', { name: 'Send the notice' }).click();
  await expect(
    panel.getByText("The notice is on its way. Follow each juror's status in the list below."),
  ).toBeFocused();
}

test.describe('juror notices', () => {
  test.setTimeout(120_000);
  const mails: Mail[] = [];
  const texts: Text[] = [];
  let smtp: SMTPServer;
  let provider: Server;
  let server: ChildProcess | undefined;
  let folder: string;
  const serveDate = tomorrowAtCourt();

  test.beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          mails.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            data: Buffer.concat(chunks).toString('utf8'),
          });
          done();
        });
      },
    });
    await listen(smtp);
    provider = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        texts.push({
          authorization: request.headers.authorization,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Text['body'],
        });
        response.writeHead(202, { 'Content-Type': 'application/json' }).end('{}');
      });
    });
    await listen(provider);

    folder = mkdtempSync(path.join(os.tmpdir(), 'court-notices-'));
    const sqliteFile = path.join(folder, 'court.sqlite');
    const smtpPort = (smtp.server.address() as AddressInfo).port;
    const providerPort = (provider.address() as AddressInfo).port;
    server = spawn('node', ['api/dist/src/server.js'], {
      cwd: REPO_ROOT,
      env: {
        ...serverEnv(PORT, REPO_ROOT, sqliteFile),
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        SMS_SENDER: 'http',
        SMS_HTTP_URL: `http://127.0.0.1:${providerPort}/messages`,
        SMS_HTTP_API_KEY: SMS_KEY,
        PUBLIC_SITE_URL: BASE_URL,
      },
      stdio: 'ignore',
    });
    await waitForHealth(`${BASE_URL}/health`);
    createStaffAccount('e2e-jury-notices', PASSWORD, ['jury'], sqliteFile);

    // A juror who signed up for notices for tomorrow, by e-mail and by text.
    const db = new Database(sqliteFile);
    const now = new Date().toISOString();
    db.prepare(
      `insert into juror_registration (juror_number, serve_date, last_name, cellphone, carrier,
         email, language, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run('424242', serveDate, 'RIVERA', '3305550142', 'Verizon', JUROR_EMAIL, 'en', now, now);
    db.close();
  });

  test.afterAll(async () => {
    server?.kill('SIGTERM');
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    provider.closeAllConnections();
    await new Promise<void>((resolve) => provider.close(() => resolve()));
    rmSync(folder, { recursive: true, force: true });
  });

  test('a jury clerk sends a notice by e-mail and text; the juror stops them from the e-mail', async ({
    page,
  }) => {
    await openPage(page, `${BASE_URL}/staff/jury`);
    const dialog = page.getByRole('dialog', { name: 'Staff sign-in' });
    await dialog.getByLabel('Username').fill('e2e-jury-notices');
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(noticesPanel(page).getByRole('heading', { name: 'Juror notices' })).toBeVisible();
    await expect(noticesPanel(page).getByText(/: 1 juror$/)).toBeVisible();

    await sendNotice(page, serveDate, 'Jurors for tomorrow: you do not need to report.');

    // The outbox worker delivers within a few seconds: the e-mail to SMTP, the text to the provider.
    await expect.poll(() => mails.length, { timeout: 30_000 }).toBe(1);
    await expect.poll(() => texts.length, { timeout: 30_000 }).toBe(1);
    const mail = mails[0] as Mail;
    expect(mail.to).toEqual([JUROR_EMAIL]);
    expect(body(mail)).toContain('Jurors for tomorrow: you do not need to report.');
    expect(header(mail, 'List-Unsubscribe')).toMatch(
      new RegExp(`^<${BASE_URL}/api/muni/juror/unsubscribe\\?token=[\\w.-]+>$`),
    );
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(texts[0]?.authorization).toBe(`Bearer ${SMS_KEY}`);
    expect(texts[0]?.body.to).toBe('+13305550142');
    expect(texts[0]?.body.text).toMatch(new RegExp(`Reply STOP or visit ${BASE_URL}/u/[\\w.-]+$`));
    expect(texts[0]?.body.text?.length).toBeLessThanOrEqual(160);

    // The worker marks each message sent just after the relay takes it: refresh until it shows.
    const panel = noticesPanel(page);
    const recipients = panel.getByRole('table', { name: /Each juror and channel/ });
    await expect(async () => {
      await panel.getByRole('button', { name: 'Refresh the list' }).click();
      await expect(recipients.getByRole('cell', { name: 'Sent', exact: true })).toHaveCount(2, {
        timeout: 2_000,
      });
    }).toPass({ timeout: 20_000 });
    await expect(recipients.getByRole('row')).toHaveCount(3);
    await expectNoAxeViolations(page, { include: '.court-jury-notices' });

    // The juror opens the link in the e-mail, and confirms.
    const link = /http:\/\/\S+\/juror-unsubscribe\?token=[\w.-]+/.exec(body(mail))?.[0];
    expect(link).toBeDefined();
    await openPage(page, link ?? '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stop juror notices');
    await expect(page.getByText(/Do you want to stop them\?/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Stop my notices' }).click();
    await expect(
      page.getByText('Your juror notices are stopped. You will not receive any more of them.'),
    ).toBeVisible();

    // The next notice for the same date skips the juror on both channels.
    await openPage(page, `${BASE_URL}/staff/jury`);
    await sendNotice(page, serveDate, 'Jurors for tomorrow: the building opens at 9 a.m.');
    await expect(
      noticesPanel(page).getByText(
        'Nobody received this notice: no juror with notices on was registered for the date.',
      ),
    ).toBeVisible();
    // Longer than the outbox worker's poll: nothing more arrives.
    await page.waitForTimeout(7_000);
    expect(mails).toHaveLength(1);
    expect(texts).toHaveLength(1);
  });
});
