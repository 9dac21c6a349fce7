import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import type { SmsTestServer } from '../../api/src/testing/sms-test-server';
import { expectNoAxeViolations } from '../support/axe';
import { expectUsableByKeyboard } from '../support/focus-walk';
import { linkIn, mailBody, type MailCapture } from '../support/mail-capture';
import { openPage } from '../support/open-page';
import { outboxMessages } from '../support/outbox';
import { startMessagingServers, type MessagingServers } from '../support/messaging-servers';
import type { SpecServer } from '../support/server';
import { createStaffAccount } from '../support/staff-accounts';
import { signIn } from '../support/staff-sign-in';

/** A server of this spec's own, sending its mail and texts to the stand-ins below. */
const PORT = Number(process.env.TEST_PORT ?? 3100) + 16;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'correct horse battery staple';
const SMS_KEY = 'e2e-sms-provider-key';

/** What the server posts to the SMS provider. */
interface Text {
  to?: string;
  text?: string;
}

/** The six-digit code in a message. */
function codeIn(text: string): string {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  expect(code, 'a six-digit code in the message').toBeDefined();
  return code ?? '';
}

/** The day of a sample hearing, as the server's sample schedule set it. */
function hearingDateOf(sqliteFile: string, caseNumber: string): string {
  const db = new Database(sqliteFile, { readonly: true });
  const row = db
    .prepare('select hearing_date as date from hearing where case_number = ?')
    .get(caseNumber) as { date: string } | undefined;
  db.close();
  expect(row, `the sample hearing of ${caseNumber}`).toBeDefined();
  return row?.date ?? '';
}

/** Staff send an emergency notice to everyone signed up with a hearing that day. */
async function sendDayNotice(page: Page, hearingDate: string, text: string): Promise<void> {
  await openPage(page, `${BASE_URL}/staff/hearings`);
  const dialog = page.getByRole('dialog', { name: 'Staff sign-in' });
  if (await dialog.isVisible().catch(() => false)) {
    expect(await signIn(page, 'e2e-hearings', PASSWORD, dialog)).toBe(200);
  }
  const section = page.getByRole('region', { name: 'Notices to people with a hearing on a day' });
  await section.getByLabel('Hearing date').fill(hearingDate);
  await section.getByLabel('Notice', { exact: true }).fill(text);
  // Sent at any hour, so the test does not depend on the time of day it runs.
  await section.getByText(/^Emergency: send at any hour/).click();
  await expect(
    section.getByRole('checkbox', { name: /^Emergency: send at any hour/ }),
  ).toBeChecked();
  await section.getByRole('button', { name: 'Send the notice' }).click();
  await expect(
    section.getByText("The notice is on its way. Follow each person's status in the list below."),
  ).toBeFocused();
}

test.describe('court-date reminders', () => {
  test.setTimeout(150_000);
  let capture: MailCapture;
  let provider: SmsTestServer;
  const textAt = (index: number) => provider.received[index]?.body as Text | undefined;
  let server: SpecServer | undefined;
  let messaging: MessagingServers | undefined;

  test.beforeAll(async () => {
    messaging = await startMessagingServers(PORT, SMS_KEY);
    ({ server, mail: capture, texts: provider } = messaging);
    createStaffAccount('e2e-hearings', PASSWORD, ['hearings'], server.sqliteFile);
  });

  test.afterAll(async () => {
    await messaging?.stop();
  });

  test('without JavaScript: sign up by e-mail after a refusal, a wrong code refused, the answers changed, the new code confirmed', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const email = 'sin.script@example.org';
    await page.goto(`${BASE_URL}/es/court-date-reminders`);
    const form = page.locator('main form');
    const signUp = form.getByRole('button', { name: 'Inscribirse para recibir recordatorios' });
    // Sent with a malformed case number and no way chosen: the page comes back at its summary,
    // each message linked to its field, and what was typed kept.
    await form.locator('[name="caseNumber"]').fill('trd 12');
    await form.locator('[name="lastName"]').fill('Sample');
    await signUp.click();
    const summary = page.getByRole('region', { name: 'Hay un problema' });
    await expect(summary).toBeFocused();
    await expect(page).toHaveTitle(/^Error:/);
    await expect(
      summary.getByRole('link', { name: /^Escriba el número de caso con cuatro dígitos/ }),
    ).toHaveAttribute('href', '#caseNumber');
    await expect(
      summary.getByRole('link', { name: /^Elija cómo quiere recibir los recordatorios/ }),
    ).toBeVisible();
    await expect(form.locator('[name="caseNumber"]')).toHaveValue('trd 12');
    await expect(form.locator('[name="lastName"]')).toHaveValue('Sample');

    await form.locator('[name="caseNumber"]').fill('2026 trd 01234');
    // Only the question the choice asks shows, with no script to show it.
    await expect(form.locator('[name="email"]')).toBeHidden();
    const byEmail = form.locator('input[name="remindBy"][value="email"]');
    await form.locator(`label[for="${await byEmail.getAttribute('id')}"]`).click();
    await expect(form.locator('[name="cellphone"]')).toBeHidden();
    await form.locator('[name="email"]').fill(email);
    await signUp.click();

    await expect(page).toHaveURL(/\?sent=CD-/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Confirme su correo electrónico' }),
    ).toBeVisible();
    const code = codeIn(mailBody(await capture.nextMailTo(email, 0)));
    const codeField = page.getByLabel(/^Escriba el código de 6 dígitos/);
    await codeField.fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByRole('region', { name: 'Hay un problema' })).toBeVisible();
    await expect(page).toHaveTitle(/^Error:/);

    // Back to the answers, as they were sent, and sent again: a new sign-up and a new code.
    await page.getByRole('button', { name: 'Cambiar sus respuestas' }).click();
    await expect(form.locator('[name="caseNumber"]')).toHaveValue('2026 TRD 01234');
    await expect(form.locator('[name="lastName"]')).toHaveValue('Sample');
    await expect(byEmail).toBeChecked();
    await expect(form.locator('[name="email"]')).toHaveValue(email);
    await form.getByRole('button', { name: 'Inscribirse para recibir recordatorios' }).click();
    await expect(page).toHaveURL(/\?sent=CD-/);
    const secondCode = codeIn(mailBody(await capture.nextMailTo(email, 1)));

    await page.getByLabel(/^Escriba el código de 6 dígitos/).fill(secondCode);
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page).toHaveURL(/\?sent=CD-/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Sus recordatorios están activados' }),
    ).toBeVisible();
    await expect(page.getByText(/^Su inscripción está completa\./)).toBeVisible();
    await context.close();
  });

  test('without JavaScript, in a browser that cannot tell what is ticked (no :has), every question shows and the chosen way is sent', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/court-date-reminders`);
    // What such a browser does with the page's style sheets: a rule whose selectors use :has is
    // dropped whole, and so is a block that asks whether :has is supported.
    await page.evaluate(`(() => {
      const dropHas = (rules) => {
        for (let index = rules.cssRules.length - 1; index >= 0; index -= 1) {
          const rule = rules.cssRules[index];
          const usesHas =
            (rule.selectorText ?? '').includes(':has(') ||
            (rule.conditionText ?? '').includes(':has(');
          if (usesHas) rules.deleteRule(index);
          else if (rule.cssRules) dropHas(rule);
        }
      };
      for (const sheet of document.styleSheets) dropHas(sheet);
    })()`);
    const form = page.locator('main form');
    await expect(form.locator('[name="email"]')).toBeVisible();
    await expect(form.locator('[name="cellphone"]')).toBeVisible();
    const email = 'sin.has@example.org';
    await form.locator('[name="caseNumber"]').fill('2026 trd 01234');
    await form.locator('[name="lastName"]').fill('Sample');
    const byEmail = form.locator('input[name="remindBy"][value="email"]');
    await form.locator(`label[for="${await byEmail.getAttribute('id')}"]`).click();
    await form.locator('[name="email"]').fill(email);
    await form.getByRole('button', { name: 'Sign up for reminders' }).click();
    await expect(page).toHaveURL(/\?sent=CD-/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Confirm your e-mail address' }),
    ).toBeVisible();
    codeIn(mailBody(await capture.nextMailTo(email, 0)));
    await context.close();
  });

  test('sign up by text and e-mail, confirm both codes, stop the e-mails from the link and the texts from a phone without JavaScript', async ({
    page,
    browser,
  }) => {
    const email = 'alex.sample@example.org';
    await openPage(page, `${BASE_URL}/court-date-reminders`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Court Date Reminders');
    await page.getByLabel('Case number').fill('2026 trd 01234');
    await page.getByLabel('Last name').fill('Sample');
    await page.getByRole('radio', { name: 'Both' }).check();
    await page.getByLabel('Cellphone number').fill('330-555-0123');
    await page.getByLabel('E-mail address').fill(email);
    // The USWDS box is drawn by its label, which takes the click.
    await page.getByText(/^I agree to receive text messages/).click();
    await expect(
      page.getByRole('checkbox', { name: /^I agree to receive text messages/ }),
    ).toBeChecked();
    await page.getByRole('button', { name: 'Sign up for reminders' }).click();

    await expect(
      page.getByRole('heading', { name: 'Confirm your cellphone number and e-mail address' }),
    ).toBeFocused();
    await expect(
      page.getByText(/^Your next hearing: \w+day, \w+ \d+, 2026 at 9:00 a\.m\., Courtroom 2\.$/),
    ).toBeVisible();
    // The page walks see the sign-up form only: the confirm step, with its code forms and the
    // form that changes the answers, is checked here.
    await expectNoAxeViolations(page);
    await expectUsableByKeyboard(page);

    // The codes arrive by the real SMTP relay and the text provider's stand-in.
    const codeMail = await capture.nextMailTo(email, 0);
    await expect
      .poll(() => provider.received.length, { timeout: 30_000, intervals: [100] })
      .toBe(1);
    expect(textAt(0)?.to).toBe('+13305550123');
    await page
      .getByLabel(/^Enter the 6-digit code we sent to \(•••\) •••-0123/)
      .fill(codeIn(textAt(0)?.text ?? ''));
    await page.getByRole('button', { name: 'Confirm' }).first().click();
    await expect(
      page.getByText('Your cellphone number (•••) •••-0123 is confirmed.'),
    ).toBeVisible();
    await page
      .getByLabel(/^Enter the 6-digit code we sent to a•••@example\.org/)
      .fill(codeIn(mailBody(codeMail)));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(
      page.getByRole('status', {
        name: 'You are signed up. We will remind you before each hearing of case 2026 TRD 01234.',
      }),
    ).toBeFocused();
    await expectNoAxeViolations(page);

    // Staff reach everyone with a hearing that day; the e-mail carries the way out.
    const hearingDate = hearingDateOf(server?.sqliteFile ?? '', '2026TRD01234');
    await sendDayNotice(page, hearingDate, 'The court is closed because of snow.');
    const notice = await capture.nextMailTo(email, 1);
    expect(mailBody(notice)).toContain('The court is closed because of snow.');
    await expect
      .poll(() => provider.received.length, { timeout: 30_000, intervals: [100] })
      .toBe(2);
    expect(textAt(1)?.text).toMatch(new RegExp(`Reply STOP or visit ${BASE_URL}/u/r[\\w.-]+$`));

    await openPage(page, linkIn(notice, /http:\/\/\S+\/court-date-reminders\/stop\?token=[\w.-]+/));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stop court date reminders');
    await expect(page.getByText('Stop reminders for case 2026 TRD 01234 by e-mail?')).toBeVisible();
    // The page walks open this page without a token: its states with one are checked here.
    await expectNoAxeViolations(page);
    await expectUsableByKeyboard(page);
    await page.getByRole('button', { name: 'Stop reminders' }).click();
    await expect(
      page.getByText('You will not get reminders by e-mail for case 2026 TRD 01234.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await expectUsableByKeyboard(page);

    // The next notice that day goes by text only.
    await sendDayNotice(page, hearingDate, 'The court opens at 10 a.m. tomorrow.');
    await expect
      .poll(() => provider.received.length, { timeout: 30_000, intervals: [100] })
      .toBe(3);
    // The notice queued its text and its e-mails together: none is queued for the stopped address.
    expect(outboxMessages(server?.sqliteFile ?? '', email)).toBe(2);
    expect(capture.inbox.filter((mail) => mail.to.includes(email))).toHaveLength(2);

    // The text's short link, opened on a phone whose browser runs no script: the page it leads to
    // asks, and its button stops the texts.
    const shortLink = /visit (\S+)$/.exec(textAt(1)?.text ?? '')?.[1] ?? '';
    const phone = await browser.newContext({ javaScriptEnabled: false });
    const phonePage = await phone.newPage();
    await phonePage.goto(shortLink);
    await expect(
      phonePage.getByText('Stop reminders for case 2026 TRD 01234 by text message?'),
    ).toBeVisible();
    await phonePage.getByRole('button', { name: 'Stop reminders' }).click();
    await expect(phonePage).toHaveURL(/\/court-date-reminders\/stop\?token=[\w.-]+&stopped=1$/);
    await expect(
      phonePage.getByText('You will not get reminders by text message for case 2026 TRD 01234.'),
    ).toBeVisible();
    await phone.close();
  });

  test('Spanish: sign up by e-mail, confirm the code, and stop from the link', async ({ page }) => {
    const email = 'maria.ejemplo@example.org';
    await openPage(page, `${BASE_URL}/es/court-date-reminders`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Recordatorios de fechas de corte',
    );
    await page.getByLabel('Número de caso').fill('2026CRB00567');
    await page.getByLabel('Apellido').fill('Ejemplo');
    await page.getByRole('radio', { name: 'Correo electrónico' }).check();
    await page.getByLabel('Dirección de correo electrónico').fill(email);
    await page.getByRole('button', { name: 'Inscribirse para recibir recordatorios' }).click();
    await expect(
      page.getByRole('heading', { name: 'Confirme su correo electrónico' }),
    ).toBeFocused();
    await expect(
      page.getByText(/^Su próxima audiencia: .+2026, a la 1:30 p\. m\., Zoom\.$/),
    ).toBeVisible();

    const codeMail = await capture.nextMailTo(email, 0);
    expect(codeMail.to).toEqual([email]);
    expect(mailBody(codeMail)).toContain('Su código para confirmar los recordatorios');
    // A wrong code first: the message is on the field and in the summary.
    const right = codeIn(mailBody(codeMail));
    const codeField = page.getByLabel(
      /^Escriba el código de 6 dígitos que le enviamos a m•••@example\.org/,
    );
    await codeField.fill(right === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(
      page.getByRole('link', {
        name: 'Ese código no es correcto. Revise el código que le enviamos y escríbalo de nuevo.',
      }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await codeField.fill(right);
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(
      page.getByRole('status', { name: /^Su inscripción está completa\./ }),
    ).toBeFocused();

    const hearingDate = hearingDateOf(server?.sqliteFile ?? '', '2026CRB00567');
    await sendDayNotice(page, hearingDate, 'La audiencia será por Zoom a la misma hora.');
    const notice = await capture.nextMailTo(email, 1);
    expect(mailBody(notice)).toContain('Un aviso del Tribunal Municipal de Canton');
    await openPage(
      page,
      linkIn(notice, /http:\/\/\S+\/es\/court-date-reminders\/stop\?token=[\w.-]+/),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Dejar de recibir recordatorios de fechas de corte',
    );
    await page.getByRole('button', { name: 'Dejar de recibir recordatorios' }).click();
    await expect(
      page.getByText(
        'Ya no recibirá recordatorios por correo electrónico del caso 2026 CRB 00567.',
      ),
    ).toBeVisible();
  });
});
