import { expect, test, type Page, type Request } from '@playwright/test';
import { holdScript, waitForScript } from '../support/open-page';

type Language = 'en' | 'es';

const TEXT = {
  en: { submit: 'Submit', problem: 'There is a problem', reference: 'Your reference number is' },
  es: { submit: 'Enviar', problem: 'Hay un problema', reference: 'Su número de referencia es' },
} as const;

/** A public form, filled in by its fields' names, as a browser without the script sends it. */
interface FormCase {
  page: string;
  /** Its submit button's words, when they are not the kit's. */
  submit?: Record<Language, string>;
  /** A message of the empty form, by language. */
  emptyMessage: Record<Language, string>;
  /** How the confirmation's word on what happens next begins, when the form has one. */
  nextSteps?: Record<Language, string>;
  fill(page: Page): Promise<void>;
}

/** The first hearing date the court still takes, as the API computes it today. */
async function earliestHearingDate(page: Page): Promise<string> {
  const response = await page.request.get('/api/muni/forms/zoom-hearing/earliest-date');
  return ((await response.json()) as { earliestDate: string }).earliestDate;
}

async function fillByName(page: Page, answers: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(answers)) {
    await page.locator(`main [name="${name}"]`).fill(value);
  }
}

const FORMS: FormCase[] = [
  {
    page: 'contact-us',
    emptyMessage: { en: 'Enter your name.', es: 'Escriba su nombre.' },
    nextSteps: {
      en: 'A member of the clerk’s staff will read it',
      es: 'Un miembro del personal de la secretaría lo leerá',
    },
    fill: (page) =>
      fillByName(page, {
        name: 'Maria Lopez',
        email: 'maria@example.com',
        subject: 'Parking',
        message: 'Where should I park?',
      }),
  },
  {
    page: 'zoom-hearing',
    emptyMessage: { en: 'Enter your full name.', es: 'Escriba su nombre completo.' },
    nextSteps: {
      en: 'The court will review it and send the Zoom meeting details',
      es: 'El tribunal la revisará y le enviará los datos de la reunión de Zoom',
    },
    async fill(page) {
      await fillByName(page, {
        fullName: 'Ana Diaz',
        hearingDate: await earliestHearingDate(page),
        caseNumber: '2026CVI00012',
        phone: '3305550100',
        email: 'ana@example.com',
      });
      await page.locator('main label[for="agree"]').click();
    },
  },
  {
    page: 'interpreter',
    emptyMessage: { en: 'Enter your full name.', es: 'Escriba su nombre completo.' },
    nextSteps: {
      en: 'The court will arrange an interpreter for your hearing',
      es: 'El tribunal coordinará un intérprete para su audiencia',
    },
    fill: (page) =>
      fillByName(page, {
        fullName: 'Ana Diaz',
        caseNumber: '2026TRD00012',
        hearingDate: '2027-01-15',
        email: 'ana@example.com',
        language: 'Spanish',
      }),
  },
  {
    page: 'juror-notification-signup',
    submit: { en: 'Sign Up', es: 'Inscribirse' },
    emptyMessage: {
      en: 'You must accept our terms of service.',
      es: 'Debe aceptar nuestros términos del servicio.',
    },
    nextSteps: {
      en: 'If the jury office has news for the jurors of your service date',
      es: 'Si la oficina del jurado tiene noticias para los jurados de su fecha de servicio',
    },
    async fill(page) {
      await fillByName(page, { lnameInput: 'Garcia', jurorNo: '1234', email: 'ana@example.com' });
      await page.locator('main label[for="agree"]').click();
    },
  },
  {
    page: 'driving-privileges',
    emptyMessage: { en: 'Enter your first name.', es: 'Escriba su nombre.' },
    nextSteps: {
      en: 'The court will review it with your case.',
      es: 'El tribunal la revisará junto con su caso.',
    },
    async fill(page) {
      await addLocation(page);
      await fillByName(page, {
        firstName: 'Pat',
        lastName: 'Jones',
        ssn: '123456789',
        dob: '1988-07-04',
        caseNumber: '2026TRD04567',
        cellPhone: '3305550177',
        address: '12 Elm St, North Canton, OH 44720',
        'proofOfInsurance.agentName': 'Lee Agent',
        'proofOfInsurance.agentPhone': '3305550199',
        'proofOfInsurance.policyNumber': 'PL-55-1',
      });
    },
  },
];

/** Adds a location with the form's own button: the page comes back with it in the list. */
async function addLocation(page: Page): Promise<void> {
  await page.locator('main [name="location.type"]').selectOption('Employer');
  await fillByName(page, {
    'location.name': 'Acme Tool Works',
    'location.address': '400 Market Ave N, Canton',
    'location.hours': '7:00 AM to 3:30 PM',
  });
  await page.locator('main label[for="location-days-monday"]').click();
  await page.locator('main button[value="addLocation"]').click();
  await expect(page.locator('main table')).toContainText('Acme Tool Works');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Every answer the page's form holds, by name: a box by whether it is ticked. */
function typedAnswers(page: Page): Promise<Record<string, string | boolean>> {
  return page.evaluate(() => {
    const answers: Record<string, string | boolean> = {};
    const fields = document.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
      'main form :is(input, select, textarea)[name]',
    );
    for (const field of fields) {
      if (field.type === 'hidden' || field.name === 'formToken') continue;
      answers[field.name] =
        field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
          ? field.checked
          : field.value;
    }
    return answers;
  });
}

/** The answers with each phone number as its digits alone. */
function digitsOfPhones(answers: Record<string, string | boolean>) {
  return Object.fromEntries(
    Object.entries(answers).map(([name, answer]) => [
      name,
      typeof answer === 'string' && /^[\d\s().-]{10,}$/.test(answer)
        ? answer.replace(/\D/g, '')
        : answer,
    ]),
  );
}

function url(pagePath: string, language: Language): string {
  return language === 'en' ? `/${pagePath}` : `/${language}/${pagePath}`;
}

/** Opens a form's page (the test server takes a form sent at once; the API suite checks the wait). */
async function openForm(page: Page, address: string): Promise<void> {
  await page.goto(address);
}

function submitButton(page: Page, language: Language, form?: FormCase) {
  const name = form?.submit?.[language] ?? TEXT[language].submit;
  return page.getByRole('main').getByRole('button', { name, exact: true });
}

test.describe('public forms with JavaScript switched off', () => {
  test.use({ javaScriptEnabled: false });

  for (const form of FORMS) {
    for (const language of ['en', 'es'] as const) {
      const address = url(form.page, language);
      test(`${address}: sent with problems, then sent right, then confirmed`, async ({ page }) => {
        await openForm(page, address);
        const submit = submitButton(page, language, form);
        await expect(submit).toBeEnabled();
        await submit.click();

        // The page comes back at its summary, wherever the form is on the page, focused.
        const summary = page.getByRole('region', { name: TEXT[language].problem });
        await expect(summary).toBeFocused();
        await expect(summary).toBeInViewport();
        await expect(page).toHaveTitle(/^Error:/);
        const link = summary.getByRole('link', { name: form.emptyMessage[language] });
        await expect(link).toHaveAttribute('href', /^#/);
        expect(new URL(page.url()).pathname).toBe(address);
        // The message is by its field too, read with it.
        const field = page.locator((await link.getAttribute('href')) ?? '#none');
        await expect(field).toHaveAccessibleDescription(
          new RegExp(escapeRegExp(form.emptyMessage[language])),
        );

        // Everything typed comes back as typed when one answer is missing, but for what is
        // asked for again (a Social Security number).
        await form.fill(page);
        const typed = await typedAnswers(page);
        const name = (await field.getAttribute('name')) ?? '';
        const answer = typed[name] ?? '';
        const isBox = typeof answer === 'boolean';
        if (isBox) await field.setChecked(false, { force: true });
        else await field.fill('');
        await submitButton(page, language, form).click();
        await expect(summary).toBeFocused();
        const { ssn, ...keptAnswers } = typed;
        const { ssn: ssnShown, ...answersShown } = await typedAnswers(page);
        // A phone number comes back written the court's way, (330) 555-0100: the same digits.
        expect(digitsOfPhones(answersShown)).toEqual(
          digitsOfPhones({ ...keptAnswers, [name]: isBox ? false : '' }),
        );
        expect(ssnShown ?? '').toBe('');
        if (isBox) await field.setChecked(answer, { force: true });
        else await field.fill(answer);
        if (typeof ssn === 'string') await page.locator('main [name="ssn"]').fill(ssn);
        await submitButton(page, language, form).click();
        await expect(page).toHaveURL(/\?sent=/);
        const confirmation = page.getByRole('main').getByText(TEXT[language].reference);
        await expect(confirmation).toContainText(/[A-Z]{2}-\d{4}-\d{6}/);
        const confirmed = page
          .getByRole('main')
          .getByRole('status')
          .filter({ hasText: TEXT[language].reference });
        await expect(confirmed).toBeFocused();
        const reference = /[A-Z]{2}-\d{4}-\d{6}/.exec(
          (await confirmation.textContent()) ?? '',
        )?.[0];
        await expect(page).not.toHaveTitle(/^Error:/);
        if (form.nextSteps) {
          await expect(confirmed).toContainText(form.nextSteps[language]);
        }

        // Reloading the confirmation sends nothing: it shows the same reference again.
        const posts: Request[] = [];
        page.on('request', (request) => {
          if (request.method() === 'POST') posts.push(request);
        });
        await page.reload();
        await expect(page.getByRole('main').getByText(TEXT[language].reference)).toContainText(
          reference ?? 'no reference',
        );
        expect(posts).toEqual([]);
      });
    }
  }

  test('keeps every answer but the Social Security number, which it asks for again', async ({
    page,
  }) => {
    await openForm(page, '/es/driving-privileges');
    await addLocation(page);
    await fillByName(page, { firstName: 'Pat', ssn: '123-45-6789', dob: '1988-07-04' });
    await submitButton(page, 'es').click();

    const summary = page.getByRole('region', { name: 'Hay un problema' });
    await expect(summary).toContainText('Escriba su apellido.');
    await expect(summary).toContainText('Escriba de nuevo su número de Seguro Social');
    await expect(page.locator('main [name="firstName"]')).toHaveValue('Pat');
    await expect(page.locator('main [name="dob"]')).toHaveValue('1988-07-04');
    await expect(page.locator('main [name="ssn"]')).toHaveValue('');
    expect(await page.content()).not.toContain('6789');
    await expect(page.locator('main table')).toContainText('Acme Tool Works');

    // A location leaves the list by its own button, and the page comes back at the list.
    await page.locator('main button[value="removeLocation:0"]').click();
    await expect(page.locator('main table')).toHaveCount(0);
    expect(new URL(page.url()).hash).toBe('#locations');
    await expect(page.locator('main [name="firstName"]')).toHaveValue('Pat');
  });

  test('refuses a copy of the form sent twice, or with a forged token, keeping the answers', async ({
    page,
  }) => {
    const contact = FORMS[0];
    await openForm(page, '/contact-us');
    const token = await page.locator('main [name="formToken"]').inputValue();
    await contact?.fill(page);
    await submitButton(page, 'en').click();
    await expect(page).toHaveURL(/\?sent=/);

    // The same copy again: the court says it has it, and under which reference.
    await page.goto('/contact-us');
    await contact?.fill(page);
    await page.route('**/contact-us', (route) =>
      route.continue({
        postData: (route.request().postData() ?? '').replace(
          /formToken=[^&]*/,
          `formToken=${token}`,
        ),
      }),
    );
    await submitButton(page, 'en').click();
    const summary = page.getByRole('region', { name: 'There is a problem' });
    await expect(summary).toContainText(
      /This copy of the form was already sent: its reference is CM-/,
    );
    await expect(page.locator('main [name="subject"]')).toHaveValue('Parking');

    await page.unroute('**/contact-us');
    await page.route('**/contact-us', (route) =>
      route.continue({
        postData: (route.request().postData() ?? '').replace(/formToken=[^&]*/, 'formToken=forged'),
      }),
    );
    await submitButton(page, 'en').click();
    await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText(
      'We could not check that this form came from the court website.',
    );
    await expect(page.locator('main [name="message"]')).toHaveValue('Where should I park?');
  });
});

test.describe('public forms with JavaScript', () => {
  test('a form is usable as soon as it is painted, and says nothing of JavaScript', async ({
    page,
  }) => {
    const release = await holdScript(page);
    await page.goto('/es/zoom-hearing', { waitUntil: 'commit' });
    const submit = submitButton(page, 'es');
    await expect(submit).toBeEnabled();
    await expect(submit).toHaveAccessibleDescription('');
    expect(await page.locator('body').innerText()).not.toContain('JavaScript');
    release();
    await waitForScript(page);
    await expect(submit).toBeEnabled();
  });

  test('a form sent before its script runs is sent once, as a form without the script', async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
    });
    const release = await holdScript(page);
    await page.goto('/contact-us', { waitUntil: 'commit' });
    await page.locator('main [name="message"]').waitFor();
    await FORMS[0]?.fill(page);
    await submitButton(page, 'en').click();
    await expect(page).toHaveURL(/\?sent=/);
    release();
    await waitForScript(page);
    await expect(page.getByRole('main').getByText(TEXT.en.reference)).toBeVisible();
    expect(posts).toEqual(['/contact-us']);
  });

  test('posted by the page and sent again by its script while that post is on its way, a form is sent once', async ({
    page,
  }) => {
    // On a slow phone a press before the script ran posts the page; the script can take over
    // before the answer comes, and a visitor who sees nothing happen presses again. Chromium stops
    // loading the page's scripts once it posts, so the race is set up with the script already
    // there: the page posted by the browser itself, and at once a press the script handles.
    let letPostGo: () => void = () => undefined;
    const postHeld = new Promise<void>((resolve) => (letPostGo = resolve));
    await page.route(
      (url) => url.pathname === '/contact-us',
      async (route) => {
        if (route.request().method() === 'POST') await postHeld;
        await route.fallback();
      },
    );
    await page.goto('/contact-us');
    await waitForScript(page);
    await FORMS[0]?.fill(page);
    // What the court answered the script, read on its way to the page.
    const byScript = new Promise<string>((resolve) => {
      void page.route('**/api/muni/contact-us', async (route) => {
        const answer = await route.fetch();
        resolve(((await answer.json()) as { reference: string }).reference);
        await route.fulfill({ response: answer });
      });
    });
    await page.evaluate(() => {
      const form = document.querySelector<HTMLFormElement>('main form');
      if (!form) throw new Error('no form');
      HTMLFormElement.prototype.submit.call(form);
      form.querySelector<HTMLButtonElement>('button[type=submit]:not([aria-hidden])')?.click();
    });
    const reference = await byScript;
    letPostGo();
    // The page's own post reaches the court second: the same copy, already sent, under the same
    // reference; nothing stored twice.
    await expect(page.getByRole('main')).toContainText(
      `This copy of the form was already sent: its reference is ${reference}.`,
    );
  });
});
