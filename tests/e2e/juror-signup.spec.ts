import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { openPage } from '../support/open-page';
import { postFromPage } from '../support/post-from-page';
import { solveProofOfWork } from '../support/proof-of-work';
import { createStaffAccount } from '../support/staff-accounts';

const PASSWORD = 'correct horse battery staple';

/** The sign-up form as a visitor sees it, found by its labels. */
class SignupForm {
  constructor(private readonly page: Page) {}

  lastName = () => this.page.getByLabel('Last Name', { exact: true });
  serveDate = () => this.page.getByLabel('First Date of Service');
  jurorNumber = () => this.page.getByLabel('Juror Number', { exact: true });
  cellphone = () => this.page.getByLabel('Cell Phone Number (no dashes or spaces) (optional)');
  carrier = () => this.page.getByLabel('Carrier (optional)');
  email = () => this.page.getByLabel('E-mail Address (optional)');
  agree = () => this.page.getByRole('checkbox', { name: 'I accept the terms of service.' });
  summary = () => this.page.getByRole('region', { name: 'There is a problem' });

  async fill(answers: Answers): Promise<void> {
    await this.lastName().fill(answers.lastName);
    if (answers.clearDate) await this.serveDate().fill('');
    await this.jurorNumber().fill(answers.jurorNumber);
    await this.cellphone().fill(answers.cellphone);
    await this.carrier().selectOption(answers.carrier);
    await this.email().fill(answers.email);
    // The USWDS box is drawn by its label; a visitor clicks the label.
    if (answers.agree) await this.page.locator('label[for="agree"]').click();
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: 'Sign Up' }).click();
  }
}

interface Answers {
  lastName: string;
  clearDate: boolean;
  jurorNumber: string;
  cellphone: string;
  carrier: string;
  email: string;
  agree: boolean;
}

const VALID: Answers = {
  lastName: 'Rivera',
  clearDate: false,
  jurorNumber: '',
  cellphone: '3305550142',
  carrier: 'T-Mobile',
  email: 'rivera@example.org',
  agree: true,
};

/** A juror number no other test run uses, so each sign-up is a new registration. */
function freshJurorNumber(): string {
  return String(Date.now()).slice(-9);
}

/** The answers that break each sign-up rule, the field that shows it, its message. */
const RULES: [string, Partial<Answers>, string, string][] = [
  ['1', { agree: false }, 'agree', 'You must accept our terms of service.'],
  [
    '2',
    { email: 'rivera@', cellphone: '', carrier: '' },
    'email',
    'Enter a valid email address if you do not provide a cellphone number and carrier.',
  ],
  [
    '3',
    { cellphone: '330-555-0142' },
    'cellphone',
    "Your 'Cell Phone Number' is not in the correct format.",
  ],
  [
    '4',
    { carrier: '', email: '' },
    'carrier',
    "You must complete both 'Cell Phone Number' and select a 'Carrier'.",
  ],
  [
    '5',
    { carrier: '' },
    'carrier',
    "The 'Cell Phone Number' and 'Carrier' fields are incorrect. They are not required when your email address is valid: correct them or leave both blank.",
  ],
  ['6', { lastName: '' }, 'lnameInput', "Please complete the 'Last Name' field."],
  ['7', { jurorNumber: '' }, 'jurorNo', "Please complete the 'Juror Number' field."],
  ['8', { clearDate: true }, 'serveDateInput', "Please complete the 'Last Name' field."],
];

test.describe('juror notification sign-up', () => {
  // One page and one browser context for every rule: each rule is a step that opens the form
  // afresh, so a failure still names the rule it broke on.
  test('each rule is shown in the summary and under its field', async ({ page }) => {
    test.slow();
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posted.push(request.url());
    });
    for (const [rule, changes, field, message] of RULES) {
      await test.step(`rule ${rule}`, async () => {
        await openPage(page, '/juror-notification-signup');
        const form = new SignupForm(page);
        await form.fill({ ...VALID, jurorNumber: freshJurorNumber(), ...changes });
        await form.submit();

        await expect(form.summary()).toBeFocused();
        await expect(page).toHaveTitle(/^Error: /);
        const link = form.summary().locator(`a[href="#${field}"]`);
        await expect(link).toContainText(message);
        await expect(page.locator(`#${field}-error`)).toContainText(message);
        await expect(page.locator(`#${field}`)).toHaveAttribute('aria-invalid', 'true');
        expect(posted).toEqual([]);

        await link.click();
        await expect(page.locator(`#${field}`)).toBeFocused();
        await expectNoAxeViolations(page);
      });
    }
  });

  test('a valid sign-up, made with the keyboard alone, is kept', async ({ page }) => {
    await openPage(page, '/juror-notification-signup');
    const form = new SignupForm(page);
    await expect(form.serveDate()).not.toHaveValue('');

    await form.lastName().focus();
    await page.keyboard.type('Rivera');
    await form.jurorNumber().focus();
    await page.keyboard.type(freshJurorNumber());
    await page.keyboard.press('Tab');
    await expect(form.cellphone()).toBeFocused();
    await page.keyboard.type('3305550142');
    await page.keyboard.press('Tab');
    await expect(form.carrier()).toBeFocused();
    await form.carrier().selectOption('Verizon');
    await page.keyboard.press('Tab');
    await expect(form.email()).toBeFocused();
    await page.keyboard.type('Rivera@Example.org');
    await form.agree().focus();
    await page.keyboard.press('Space');
    await expect(form.agree()).toBeChecked();
    const answer = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/muni/juror/notifications') &&
        response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Sign Up' }).focus();
    await page.keyboard.press('Enter');

    const response = await answer;
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    const body = response.request().postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ lname: 'RIVERA', email: 'rivera@example.org', agree: true });
    expect(body.serveDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(
      page.getByText('You have successfully registered for juror notifications.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('speaks Spanish under /es/', async ({ page }) => {
    await openPage(page, '/es/juror-notification-signup');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Inscripción para notificaciones del jurado',
    );
    await page.getByRole('button', { name: 'Inscribirse' }).click();
    const summary = page.getByRole('region', { name: 'Hay un problema' });
    await expect(summary).toContainText('Debe aceptar nuestros términos del servicio.');
    await expect(summary).toContainText("Complete el campo 'Apellido'.");
    await expectNoAxeViolations(page);
  });
});

test.describe('jury staff', () => {
  test.beforeAll(() => {
    createStaffAccount('e2e-jury-clerk', PASSWORD, ['jury']);
  });

  test('set the juror message shown on /jury-service and see who signed up', async ({ page }) => {
    // Six pages, a proof of work and two axe runs: past 30 s when the machine is shared.
    test.setTimeout(60_000);
    const jurorNumber = freshJurorNumber();
    await openPage(page, '/juror-notification-signup');
    const serveDate = await new SignupForm(page).serveDate().inputValue();
    const { status } = await postFromPage(page, '/api/muni/juror/notifications', {
      lnameInput: '=Formula',
      serveDateInput: serveDate,
      jurorNo: jurorNumber,
      cellphone: '',
      carrier: '',
      email: 'formula@example.org',
      agree: true,
      altcha: await solveProofOfWork(),
    });
    expect(status).toBe(200);

    await openPage(page, '/staff/jury');
    const dialog = page.getByRole('dialog', { name: 'Staff sign-in' });
    await dialog.getByLabel('Username').fill('e2e-jury-clerk');
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jury office tools');

    const message = `Jurors for this week report at 8:30 a.m. (${Date.now()})`;
    await page.getByLabel('Message', { exact: true }).fill(message);
    await page.getByRole('button', { name: 'Save the message' }).click();
    await expect(page.getByText('The message has been updated.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page
      .getByRole('row')
      .filter({ has: page.locator(`time[datetime="${serveDate}"]`) })
      .getByRole('button', { name: /^Show jurors for / })
      .click();
    const jurors = page.getByRole('table', { name: /by last name/ });
    await expect(jurors.getByRole('row').filter({ hasText: jurorNumber })).toContainText(
      '=FORMULA',
    );
    const csvLink = page.getByRole('link', { name: 'Download this list as a CSV file' });
    const csv = await page.request.get((await csvLink.getAttribute('href')) ?? '');
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-disposition']).toBe(
      `attachment; filename="juror-registrations-${serveDate}.csv"`,
    );
    expect(await csv.text()).toContain(`"${jurorNumber}","'=FORMULA"`);
    await expectNoAxeViolations(page);

    await openPage(page, '/jury-service');
    await expect(page.getByText(message)).toBeVisible();
    await openPage(page, '/es/jury-service');
    await expect(page.getByText(message)).toBeVisible();
  });
});
