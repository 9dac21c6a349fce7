import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import type { SmsTestServer } from '../../api/src/testing/sms-test-server';
import { expectNoAxeViolations } from '../support/axe';
import { expectUsableByKeyboard } from '../support/focus-walk';
import { linkIn, mailBody, mailHeader, type MailCapture } from '../support/mail-capture';
import { openPage } from '../support/open-page';
import { outboxMessages } from '../support/outbox';
import { startMessagingServers, type MessagingServers } from '../support/messaging-servers';
import type { SpecServer } from '../support/server';
import { createStaffAccount } from '../support/staff-accounts';
import { signIn } from '../support/staff-sign-in';

/** A server of this spec's own, so it can send mail and texts to the stand-ins below. */
const PORT = Number(process.env.TEST_PORT ?? 3100) + 6;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'correct horse battery staple';
const SMS_KEY = 'e2e-sms-provider-key';
const JUROR_EMAIL = 'juror.e2e@example.org';

/** What the server posts to the SMS provider. */
interface Text {
  to?: string;
  text?: string;
}

/** Tomorrow at the court, YYYY-MM-DD: a service date the form accepts. */
function tomorrowAtCourt(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
    new Date(Date.now() + 24 * 60 * 60 * 1000),
  );
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
  let capture: MailCapture;
  let provider: SmsTestServer;
  let server: SpecServer | undefined;
  let messaging: MessagingServers | undefined;
  const serveDate = tomorrowAtCourt();

  test.beforeAll(async () => {
    messaging = await startMessagingServers(PORT, SMS_KEY);
    ({ server, mail: capture, texts: provider } = messaging);
    createStaffAccount('e2e-jury-notices', PASSWORD, ['jury'], server.sqliteFile);

    // A juror who signed up for notices for tomorrow, by e-mail and by text.
    const db = new Database(server.sqliteFile);
    const now = new Date().toISOString();
    db.prepare(
      `insert into juror_registration (juror_number, serve_date, last_name, cellphone, carrier,
         email, language, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run('424242', serveDate, 'RIVERA', '3305550142', 'Verizon', JUROR_EMAIL, 'en', now, now);
    db.close();
  });

  test.afterAll(async () => {
    await messaging?.stop();
  });

  test('a jury clerk sends a notice by e-mail and text; the juror stops them from the e-mail', async ({
    page,
  }) => {
    await openPage(page, `${BASE_URL}/staff/jury`);
    const dialog = page.getByRole('dialog', { name: 'Staff sign-in' });
    expect(await signIn(page, 'e2e-jury-notices', PASSWORD, dialog)).toBe(200);
    await expect(noticesPanel(page).getByRole('heading', { name: 'Juror notices' })).toBeVisible();
    await expect(noticesPanel(page).getByText(/: 1 juror$/)).toBeVisible();

    await sendNotice(page, serveDate, 'Jurors for tomorrow: you do not need to report.');

    // The outbox worker delivers within a few seconds: the e-mail to SMTP, the text to the provider.
    const mail = await capture.nextMailTo(JUROR_EMAIL, 0);
    await expect
      .poll(() => provider.received.length, { timeout: 30_000, intervals: [100] })
      .toBe(1);
    expect(mail.to).toEqual([JUROR_EMAIL]);
    expect(mailBody(mail)).toContain('Jurors for tomorrow: you do not need to report.');
    expect(mailHeader(mail, 'List-Unsubscribe')).toMatch(
      new RegExp(`^<${BASE_URL}/api/muni/juror/unsubscribe\\?token=[\\w.-]+>$`),
    );
    expect(mailHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(provider.received[0]?.authorization).toBe(`Bearer ${SMS_KEY}`);
    const text = provider.received[0]?.body as Text | undefined;
    expect(text?.to).toBe('+13305550142');
    expect(text?.text).toMatch(new RegExp(`Reply STOP or visit ${BASE_URL}/u/[\\w.-]+$`));
    expect(text?.text?.length).toBeLessThanOrEqual(160);

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
    await expectNoAxeViolations(page, { include: '.court-day-notices' });

    // The juror opens the link in the e-mail, and confirms.
    await openPage(page, linkIn(mail, /http:\/\/\S+\/juror-unsubscribe\?token=[\w.-]+/));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stop juror notices');
    await expect(page.getByText(/Do you want to stop them\?/)).toBeVisible();
    // The page walks open this page without a token: its states with one are checked here.
    await expectNoAxeViolations(page);
    await expectUsableByKeyboard(page);
    await page.getByRole('button', { name: 'Stop my notices' }).click();
    await expect(
      page.getByText('Your juror notices are stopped. You will not receive any more of them.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await expectUsableByKeyboard(page);

    // The next notice for the same date skips the juror on both channels.
    const queuedBefore = outboxMessages(server?.sqliteFile ?? '');
    await openPage(page, `${BASE_URL}/staff/jury`);
    await sendNotice(page, serveDate, 'Jurors for tomorrow: the building opens at 9 a.m.');
    await expect(
      noticesPanel(page).getByText(
        'Nobody received this notice: no juror with notices on was registered for the date.',
      ),
    ).toBeVisible();
    // The notice queued nothing, so nothing more can arrive.
    expect(outboxMessages(server?.sqliteFile ?? '')).toBe(queuedBefore);
    expect(capture.inbox).toHaveLength(1);
    expect(provider.received).toHaveLength(1);
  });
});
