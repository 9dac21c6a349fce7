import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { expectNoAxeViolations } from '../support/axe';
import { waitForScript } from '../support/open-page';
import { startSpecServer, type SpecServer } from '../support/server';
import { courtClock } from '../support/court-clock';
import { createStaffAccount } from '../support/staff-accounts';
import { postFromPage } from '../support/post-from-page';
import { solveProofOfWork } from '../support/proof-of-work';
import { signIn } from '../support/staff-sign-in';

/** A server of this spec's own: the content it publishes shows on every page of its site. */
const PORT = Number(process.env.TEST_PORT ?? 3100) + 17;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'correct horse battery staple';
const EDITOR = 'e2e-content';
const SAMPLE_JURY_PHONE = '330-555-0101';
const NEW_JURY_PHONE = '330-555-0188';
const SAMPLE_MAIN_PHONE = '330-555-0100';
const NEW_MAIN_PHONE = '330-555-0166';
const SPANISH_NAME = 'Tribunal Municipal de la Ciudad de Canton';
const TINY_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWMILZ8ZWj6TAUIBACYKBZWvLMScAAAAAElFTkSuQmCC';

/** Signs the content user in and opens a content tool, ready for the keyboard. */
async function openTool(page: Page, tool = 'court-facts'): Promise<void> {
  await page.goto(`${BASE_URL}/staff`);
  expect(await signIn(page, EDITOR, PASSWORD)).toBe(200);
  await page.goto(`${BASE_URL}/staff/${tool}`);
  await waitForScript(page);
}

/** Saves the tool's draft; the page says so where focus lands. */
async function saveDraft(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(
    page.getByText('The draft is saved. Check the preview, then publish it.'),
  ).toBeFocused();
}

/** Publishes the saved draft now; the page says `done` where focus lands. */
async function publishDraft(page: Page, done: string): Promise<void> {
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(done)).toBeFocused();
}

/** Sends the contact form from the page's origin, as its script would; answers the reference. */
async function sendContactForm(page: Page, email: string, language: string): Promise<string> {
  const { body } = await postFromPage(
    page,
    '/api/muni/contact-us',
    {
      name: 'Maria Lopez',
      email,
      phone: '',
      subject: 'Parking',
      message: 'Where should I park?',
      altcha: await solveProofOfWork(BASE_URL),
    },
    language,
  );
  const answer = body as { reference?: string };
  expect(answer.reference).toMatch(/^CM-/);
  return answer.reference ?? '';
}

test.describe('court content', () => {
  test.setTimeout(90_000);
  let server: SpecServer | undefined;

  test.beforeAll(async () => {
    server = await startSpecServer(PORT);
    createStaffAccount(EDITOR, PASSWORD, ['content'], server.sqliteFile);
  });

  test.afterAll(() => server?.stop());

  test('staff draft a new jury phone, preview it, publish it, and every page shows it without a rebuild', async ({
    page,
    request,
  }) => {
    await openTool(page);
    const juryPhone = page.getByRole('textbox', { name: /^Jury office phone/ });
    await expect(juryPhone).toHaveValue(SAMPLE_JURY_PHONE);
    await expect(page.getByText('There is no draft to publish. Save a draft first.')).toBeVisible();

    // A number typed another way is written as the pages write numbers.
    await juryPhone.fill('(330) 555 0188');
    await saveDraft(page);
    await expect(juryPhone).toHaveValue(NEW_JURY_PHONE);
    await expect(
      page.getByText(`Jury office phone: ${SAMPLE_JURY_PHONE} → ${NEW_JURY_PHONE}`),
    ).toBeVisible();

    // Saved as a draft, it is not on the site yet.
    const before = await request.get(`${BASE_URL}/jury-contact`);
    expect(await before.text()).toContain(SAMPLE_JURY_PHONE);

    await publishDraft(page, 'Published: every page shows the new facts within a minute.');
    const versions = page.getByRole('table', { name: /Every version published/ });
    await expect(versions.getByRole('row').nth(1)).toContainText('On the site now');
    await expectNoAxeViolations(page);

    // The server renders the page with the new number: it reads without any script.
    const html = await (await request.get(`${BASE_URL}/jury-contact`)).text();
    expect(html).toContain(NEW_JURY_PHONE);
    expect(html).not.toContain(SAMPLE_JURY_PHONE);
    await page.goto(`${BASE_URL}/es/jury-contact`);
    await waitForScript(page);
    await expect(
      page.locator(`a[href="tel:+1${NEW_JURY_PHONE.replace(/-/g, '')}"]`).first(),
    ).toBeVisible();
    await expect(page.getByText(SAMPLE_JURY_PHONE)).toHaveCount(0);
  });

  test('a new main phone is in the footer, the home and contact pages and the confirmation mail, in both languages', async ({
    page,
    request,
  }) => {
    await openTool(page);
    await page.getByRole('textbox', { name: /^Main phone/ }).fill(NEW_MAIN_PHONE);
    await page.getByRole('textbox', { name: /^Court's name in Spanish/ }).fill(SPANISH_NAME);
    await saveDraft(page);
    await publishDraft(page, 'Published: every page shows the new facts within a minute.');

    // As served, before any script: the footer is on every page, the home page's and the contact
    // page's own text give the number too.
    for (const path of ['/', '/es/', '/contact-us', '/es/contact-us']) {
      const html = await (await request.get(`${BASE_URL}${path}`)).text();
      expect(html, path).toContain(NEW_MAIN_PHONE);
      expect(html, path).not.toContain(SAMPLE_MAIN_PHONE);
    }
    // The Spanish pages name the court by its Spanish name: the navbar, the footer, the title,
    // and the sentences of the pages that name it (the home page's mission, the privacy notice).
    const spanishHome = await (await request.get(`${BASE_URL}/es/`)).text();
    expect(spanishHome).toContain(`| ${SPANISH_NAME}</title>`);
    expect(spanishHome).toContain(`El ${SPANISH_NAME} se compromete`);
    expect(spanishHome).toContain(`<meta name="description" content="${SPANISH_NAME}: horario,`);
    expect(spanishHome).not.toContain('Tribunal Municipal de Canton');
    const spanishPrivacy = await (await request.get(`${BASE_URL}/es/privacy`)).text();
    expect(spanishPrivacy).toContain(`recoge el ${SPANISH_NAME} a través`);
    expect(spanishPrivacy).not.toContain('Tribunal Municipal de Canton');
    await page.goto(`${BASE_URL}/es/contact-us`);
    await waitForScript(page);
    await expect(page).toHaveTitle(`Contáctenos | ${SPANISH_NAME}`);
    await expect(
      page.getByRole('banner').getByRole('link', { name: new RegExp(`^${SPANISH_NAME}`) }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(
      `© ${new Date().getFullYear()} ${SPANISH_NAME}.`,
    );
    await expect(page.getByRole('contentinfo')).toContainText(NEW_MAIN_PHONE);
    await expect(page.getByText(SAMPLE_MAIN_PHONE)).toHaveCount(0);

    const english = await sendContactForm(page, 'maria.en@example.org', 'en-US');
    const spanish = await sendContactForm(page, 'maria.es@example.org', 'es-US');
    const db = new Database(server?.sqliteFile ?? '', { readonly: true });
    try {
      const mail = (address: string) =>
        db
          .prepare('SELECT subject, body_text AS body FROM outbox_message WHERE to_address = ?')
          .get(address) as { subject: string; body: string };
      expect(mail('maria.en@example.org').subject).toContain(english);
      expect(mail('maria.en@example.org').body).toContain(`Call the court at ${NEW_MAIN_PHONE}`);
      expect(mail('maria.es@example.org').subject).toContain(spanish);
      expect(mail('maria.es@example.org').body).toContain(`Llame al tribunal al ${NEW_MAIN_PHONE}`);
      for (const address of ['maria.en@example.org', 'maria.es@example.org']) {
        expect(mail(address).body).not.toContain(SAMPLE_MAIN_PHONE);
      }
    } finally {
      db.close();
    }
  });

  test("staff close every office today and shorten the clerk's Fridays; the pages say so in both languages, English marked where Spanish is missing", async ({
    page,
    request,
  }) => {
    await openTool(page, 'court-hours');
    const friday = page
      .getByRole('group', { name: "Clerk of Court's office", exact: true })
      .getByRole('group', { name: 'Friday' });
    await friday.getByLabel('Closes').fill('12:00');
    await page.getByRole('button', { name: 'Add an exception' }).click();
    const exception = page.getByRole('group', { name: 'Exception 1' });
    await expect(exception.getByLabel('Date')).toBeFocused();
    await exception.getByLabel('Date').fill(courtClock(0).date);
    await exception.getByLabel('Office').selectOption({ label: 'All offices' });
    await exception.getByRole('checkbox', { name: 'Closed' }).check();
    await exception.getByRole('textbox', { name: 'Reason in English' }).fill('Staff training');
    await saveDraft(page);
    await expect(
      page.getByText("Clerk of Court's office, Friday: 8:30 AM to 4:30 PM → 8:30 AM to 12:00 PM"),
    ).toBeVisible();
    // Staff see, before publishing, that the Spanish pages will show the reason in English.
    await expect(page.getByRole('heading', { name: 'Spanish missing' })).toBeVisible();
    await publishDraft(page, 'Published: every page shows the new hours within a minute.');
    await expectNoAxeViolations(page);

    // As served, before any script: the hours page, the contact page and every footer (React's
    // markers between neighbouring texts taken out).
    const served = async (path: string) =>
      (await (await request.get(`${BASE_URL}${path}`)).text()).replaceAll('<!-- -->', '');
    const english = await served('/hours-and-parking');
    expect(english).toContain('Closed today: Staff training.');
    expect(english).toContain('Friday: 8:30 AM to 12:00 PM');
    expect(english).not.toContain('Open now');
    expect(await served('/contact-us')).toContain('Friday, 8:30 AM to 12:00 PM');
    expect(await served('/es/')).toContain('Cerrado hoy: <span lang="en">Staff training</span>.');

    await page.goto(`${BASE_URL}/es/hours-and-parking`);
    await waitForScript(page);
    const reason = page.getByRole('main').locator('[lang="en"]', { hasText: 'Staff training' });
    await expect(reason.first()).toBeVisible();
    await expect(page.getByRole('main')).toContainText('12:00 p. m.');
  });

  test('staff add a link with the keyboard and move it first; the links page lists it there in both languages, its English name marked', async ({
    page,
    request,
  }) => {
    await openTool(page, 'court-links');
    await page.getByRole('button', { name: 'Add a link to group 2' }).click();
    const added = page.getByRole('group', { name: 'Group 2, link 6' });
    const name = added.getByRole('textbox', { name: 'Name in English' });
    await expect(name).toBeFocused();
    await page.keyboard.type('Community Legal Aid');
    await added
      .getByRole('textbox', { name: 'Web address' })
      .fill('https://www.communitylegalaid.org/');
    for (let position = 6; position > 1; position -= 1) {
      await page
        .getByRole('button', { name: `Move link ${position} of group 2 up` })
        .press('Enter');
    }
    await expect(
      page
        .getByRole('group', { name: 'Group 2, link 1' })
        .getByRole('textbox', { name: 'Name in English' }),
    ).toHaveValue('Community Legal Aid');
    await saveDraft(page);
    await publishDraft(
      page,
      'Published: the Related Links page shows the new links within a minute.',
    );
    await expectNoAxeViolations(page);

    const served = async (path: string) => (await request.get(`${BASE_URL}${path}`)).text();
    const english = await served('/links');
    expect(english.indexOf('Community Legal Aid')).toBeGreaterThan(-1);
    expect(english.indexOf('Community Legal Aid')).toBeLessThan(english.indexOf('City of Canton'));
    expect(await served('/es/links')).toContain('<span lang="en">Community Legal Aid</span>');
  });

  test('staff change an office phone and add an office; Contact Us lists them between the court facts in both languages', async ({
    page,
    request,
  }) => {
    await openTool(page, 'court-contacts');
    const bailiffs = page.getByRole('group', { name: 'Other offices, office 5' });
    await expect(bailiffs.getByRole('textbox', { name: 'Name in English' })).toHaveValue(
      'Bailiffs',
    );
    await bailiffs.getByRole('textbox', { name: /^Phone/ }).fill('(330) 555-0177');
    await page.getByRole('button', { name: "Add an office to the other offices' table" }).click();
    const added = page.getByRole('group', { name: 'Other offices, office 6' });
    await expect(added.getByRole('textbox', { name: 'Name in English' })).toBeFocused();
    await page.keyboard.type('Interpreter Services');
    await added.getByRole('textbox', { name: /^Phone/ }).fill('330-555-0178');
    await saveDraft(page);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(
      page
        .getByRole('table', { name: /Every version published/ })
        .getByRole('row')
        .nth(1),
    ).toContainText('On the site now');

    const served = async (path: string) =>
      (await (await request.get(`${BASE_URL}${path}`)).text()).replaceAll('<!-- -->', '');
    const english = await served('/contact-us');
    expect(english).toContain('330-555-0177');
    expect(english).not.toContain('330-555-0135');
    // The new office comes after the Bailiffs and before the Jury Office, a court fact.
    expect(english.indexOf('Interpreter Services')).toBeGreaterThan(english.indexOf('Bailiffs'));
    expect(english.indexOf('Interpreter Services')).toBeLessThan(english.indexOf('Jury Office'));
    expect(await served('/es/contact-us')).toContain('<span lang="en">Interpreter Services</span>');
  });

  test('staff send jurors to another lot and remove a step; the driving directions say so in both languages, English marked where Spanish is missing', async ({
    page,
    request,
  }) => {
    await openTool(page, 'court-directions');
    const heading = page
      .getByRole('region', { name: 'Directions to where jurors park (Driving Directions page)' })
      .getByRole('textbox', { name: 'Heading in English', exact: true });
    await heading.fill('Directions to the Jurors’ Lot');
    const lastStep = page.getByRole('group', { name: "To jurors' parking, route 1, step 5" });
    const lastStepSpanish = lastStep.getByRole('textbox', { name: /^Step in Spanish/ });
    await lastStep
      .getByRole('textbox', { name: 'Step in English' })
      .fill('Turn left onto 2nd Street S.W. The jurors’ lot is on your right.');
    await lastStepSpanish.fill('');
    await page
      .getByRole('button', { name: "Remove step 4 of To jurors' parking, route 1" })
      .press('Enter');
    await expect(
      page.getByRole('heading', { name: "Steps of To jurors' parking, route 1" }),
    ).toBeFocused();
    await saveDraft(page);
    await expect(
      page.getByRole('region', { name: 'Spanish missing' }).getByRole('listitem'),
    ).toHaveText([
      "To jurors' parking, route 1, step 4 (Turn left onto 2nd Street S.W. The jurors’ lot is on your right.)",
    ]);
    await publishDraft(
      page,
      'Published: the Hours and Parking and Driving Directions pages show the new directions within a minute.',
    );
    await expectNoAxeViolations(page);

    const served = async (path: string) => (await request.get(`${BASE_URL}${path}`)).text();
    const english = await served('/driving-directions');
    expect(english).toContain('Directions to the Jurors’ Lot');
    // The first route goes from the exit straight to the new last step: the removed one is gone.
    expect(english).toContain(
      'Tuscarawas Street West.</li><li>Turn left onto 2nd Street S.W. The jurors’ lot is on your right.</li></ol>',
    );
    const spanish = await served('/es/driving-directions');
    expect(spanish).toContain(
      '<span lang="en">Turn left onto 2nd Street S.W. The jurors’ lot is on your right.</span>',
    );
    // The hours page's directions, to City Hall, are another section: untouched.
    expect(await served('/hours-and-parking')).toContain('From Columbus');
  });

  test('staff add an FAQ answer in Markdown; the page shows it formatted, never as markup, and the search finds it', async ({
    page,
    request,
  }) => {
    await openTool(page, 'faq');
    await page.getByRole('button', { name: 'Add a question to topic 2' }).click();
    const added = page.getByRole('group', { name: 'Topic 2, question 3' });
    await expect(added.getByRole('textbox', { name: 'Question in English' })).toBeFocused();
    await page.keyboard.type('Can I file a small claim online?');
    const answer = added.getByRole('textbox', { name: /^Answer in English/ });
    await answer.fill(
      'Not yet: **bring the form** to the clerk.\n\n- Your name\n- The other party\n\n' +
        '<script>alert(1)</script> See [the forms](javascript:alert(1)).',
    );
    await page.getByRole('button', { name: 'Save draft' }).click();
    // The summary names the question, and the message stands by its field.
    const summary = page.getByRole('region', { name: 'There is a problem' });
    await expect(summary).toBeFocused();
    await summary
      .getByRole('link', {
        name: /^Topic 2, question 3: Make each link lead to an address that starts with https:/,
      })
      .click();
    await expect(answer).toBeFocused();
    await answer.fill(
      'Not yet: **bring the form** to the clerk.\n\n- Your name\n- The other party\n\n' +
        '<script>alert(1)</script> See [the forms](/forms).',
    );
    await saveDraft(page);
    await publishDraft(page, 'Published: the FAQ page shows the new answers within a minute.');
    await expectNoAxeViolations(page);

    const served = async (path: string) => (await request.get(`${BASE_URL}${path}`)).text();
    const english = await served('/faq');
    const item = english.slice(english.indexOf('id="can-i-file-a-small-claim-online"'));
    expect(item).toContain('<strong>bring the form</strong>');
    expect(item).toContain('<li>Your name</li>');
    expect(item).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(item).toContain('href="/forms"');
    expect(english).not.toContain('<script>alert(1)');
    expect(await served('/es/faq')).toMatch(/<div lang="en"><p>Not yet: <strong>bring the form/);

    const search = await request.get(`${BASE_URL}/api/muni/search?q=small+claim+online&lang=en`);
    const { results } = (await search.json()) as { results: { path?: string }[] };
    expect(results[0]?.path).toBe('/faq#can-i-file-a-small-claim-online');
  });

  test('staff add an official with a photo and retire one; About Us and the biographies follow, the retired address answers 410', async ({
    page,
    request,
  }) => {
    await openTool(page, 'court-officials');
    await page.getByRole('button', { name: 'Add an official' }).click();
    const added = page.getByRole('group', { name: 'Official 7' });
    await expect(added.getByRole('textbox', { name: /^Name/ })).toBeFocused();
    await page.keyboard.type('Rosa Martinez');
    await added.getByRole('combobox', { name: /^Title/ }).selectOption({ label: 'Judge' });
    await added.getByRole('textbox', { name: /^Address of the biography/ }).fill('rosa-martinez');
    const biography = added.getByRole('textbox', { name: /^Biography in English/ });
    // A link that would run a script is refused by its field, and nothing is saved.
    await biography.fill('See [my record](javascript:alert(1)).');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(
      page.getByRole('region', { name: 'There is a problem' }).getByRole('link', {
        name: /^Official 7: Make each link lead to an address that starts with https:/,
      }),
    ).toBeVisible();
    await biography.fill('Elected in **2026**. <img src=x onerror=alert(1)>');
    await added.getByLabel(/^Upload a photo/).setInputFiles({
      name: 'portrait.png',
      mimeType: 'image/png',
      // A 2 × 2 picture: the API crops and scales it to the pages' frame.
      buffer: Buffer.from(TINY_PNG, 'base64'),
    });
    await expect(added.getByText(/The photo is uploaded/)).toBeVisible();
    await added
      .getByRole('textbox', { name: /^Description of the photo in English/ })
      .fill('Judge Rosa Martinez in her robes');
    const judgeThree = page.getByRole('group', { name: 'Official 4' });
    await judgeThree.getByRole('checkbox', { name: /^Retired/ }).check();
    await saveDraft(page);
    await publishDraft(
      page,
      'Published: About Us and the biographies show the officials within a minute.',
    );
    await expectNoAxeViolations(page);

    const about = await (await request.get(`${BASE_URL}/es/about-us`)).text();
    expect(about).toContain('href="/es/bio/rosa-martinez"');
    expect(about).toMatch(/src="\/api\/muni\/court\/officials\/photos\/[a-f0-9]{32}@1x\.webp"/);
    // Described in English only: the Spanish page says so to a screen reader.
    expect(about).toContain('alt="Judge Rosa Martinez in her robes" lang="en"');
    expect(about).not.toContain('href="/es/bio/judge-three"');
    const photo = /photos\/([a-f0-9]{32})@2x\.webp/.exec(about)?.[1];
    const served = await request.get(
      `${BASE_URL}/api/muni/court/officials/photos/${photo}@2x.webp`,
    );
    expect(served.headers()['content-type']).toBe('image/webp');

    const bio = await (await request.get(`${BASE_URL}/bio/rosa-martinez`)).text();
    expect(bio).toContain('ROSA MARTINEZ');
    expect(bio).toContain('Elected in <strong>2026</strong>. &lt;img src=x onerror=alert(1)&gt;');
    expect(bio).not.toContain('javascript:');
    expect(bio).toMatch(/src="\/api\/muni\/court\/officials\/photos\/[a-f0-9]{32}@1x\.webp"/);
    const retired = await request.get(`${BASE_URL}/bio/judge-three`);
    expect(retired.status()).toBe(410);
    const gone = await retired.text();
    expect(gone).toContain('no longer serves the court');
    expect(gone).toContain('href="/about-us"');
  });
});
