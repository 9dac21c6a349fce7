import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { openPage } from '../support/open-page';

const REFERENCE = /[A-Z]{2}-\d{4}-\d{6}/;
const NETWORK_ERROR =
  'We could not reach the court. Check your connection and try again; your answers are kept.';

/** Presses Tab until `target` has the focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, maxPresses = 40): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Starts where the shell leaves a visitor after navigation: on the page's heading. */
async function startAtHeading(page: Page): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 });
  await heading.focus();
  await expect(heading).toBeFocused();
}

/** Makes the form's POST fail as if the court could not be reached; other calls go through. */
async function cutOffPost(page: Page, path: string): Promise<void> {
  await page.route(`**/api/muni/${path}`, (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  );
}

/** A YYYY-MM-DD day as typed into Chromium's date input in an en-US locale: MMDDYYYY. */
function typedDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${month}${day}${year}`;
}

/** The page object of the limited driving privileges application, in English. */
function drivingPrivilegesForm(page: Page) {
  const locations = page.getByRole('group', { name: 'Locations' });
  const newLocation = page.getByRole('group', { name: 'New Location' });
  return {
    firstName: page.getByLabel('First Name'),
    lastName: page.getByLabel('Last Name'),
    ssn: page.getByLabel('Full SSN'),
    dob: page.getByLabel('Date of Birth'),
    caseNumber: page.getByLabel('Case Number'),
    cellPhone: page.getByLabel('Cell Phone'),
    homePhone: page.getByLabel('Home Phone (optional)'),
    email: page.getByLabel('Email Address (optional)'),
    address: page.getByLabel('Full Address'),
    locations,
    newLocation,
    locationType: newLocation.getByLabel('Type'),
    locationName: newLocation.getByLabel('Name', { exact: true }),
    locationAddress: newLocation.getByLabel('Address', { exact: true }),
    locationHours: newLocation.getByLabel('Hours'),
    addLocation: newLocation.getByRole('button', { name: 'Add Location' }),
    agentName: page.getByLabel('Agent Name'),
    agentPhone: page.getByLabel('Agent Phone'),
    policyNumber: page.getByLabel('Policy #'),
    submit: page.getByRole('button', { name: 'Submit' }),
  };
}

/** The page object of the Zoom hearing registration, in English. */
function zoomHearingForm(page: Page) {
  return {
    fullName: page.getByLabel('Party Full Name'),
    hearingDate: page.getByLabel('Court Hearing Date'),
    caseNumber: page.getByLabel('Case Number'),
    phone: page.getByLabel('Phone Number'),
    email: page.getByLabel('E-Mail Address'),
    agree: page.getByLabel(
      'I confirm that I have viewed the Zoom Hearing Policy and Zoom Hearing Instructions.',
    ),
    submit: page.getByRole('button', { name: 'Submit' }),
  };
}

/** The first hearing date the court still takes, as the API computes it today. */
async function earliestHearingDate(page: Page): Promise<string> {
  const response = await page.request.get('/api/muni/forms/zoom-hearing/earliest-date');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { earliestDate: string };
  return body.earliestDate;
}

test.describe('limited driving privileges', () => {
  test('can be completed with the keyboard alone and reaches the court', async ({ page }) => {
    await openPage(page, '/driving-privileges');
    const form = drivingPrivilegesForm(page);
    await startAtHeading(page);

    await tabTo(page, form.firstName);
    await page.keyboard.type('Pat');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Jones');
    await tabTo(page, form.ssn);
    await page.keyboard.type('123456789');
    await expect(form.ssn).toHaveValue('123-45-6789');
    await tabTo(page, form.dob);
    await page.keyboard.type('07041988');
    await tabTo(page, form.caseNumber);
    await page.keyboard.type('2026trd04567');
    await tabTo(page, form.cellPhone);
    await expect(form.caseNumber).toHaveValue('2026TRD04567');
    await page.keyboard.type('3305550177');
    await tabTo(page, form.email);
    await page.keyboard.type('pat@example.com');
    await tabTo(page, form.address);
    await page.keyboard.type('12 Elm St, North Canton, OH 44720');

    // The new location's questions follow the list; Add Location keeps the focus.
    await tabTo(page, form.locationType);
    await page.keyboard.type('Employer');
    await expect(form.locationType).toHaveValue('Employer');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Acme Tool Works');
    await page.keyboard.press('Tab');
    await page.keyboard.type('400 Market Ave N, Canton, OH 44702');
    for (const day of ['Monday', 'Wednesday', 'Friday']) {
      await tabTo(page, form.newLocation.getByLabel(day));
      await page.keyboard.press('Space');
    }
    await tabTo(page, form.locationHours);
    await page.keyboard.type('7:00 AM to 3:30 PM');
    await tabTo(page, form.addLocation);
    await page.keyboard.press('Enter');
    await expect(form.addLocation).toBeFocused();
    await expect(form.locationName).toHaveValue('');
    await expect(form.locations.getByRole('row', { name: /Acme Tool Works/ })).toContainText(
      'Monday, Wednesday, Friday',
    );

    await tabTo(page, form.agentName);
    await page.keyboard.type('Lee Agent');
    await page.keyboard.press('Tab');
    await page.keyboard.type('3305550199');
    await page.keyboard.press('Tab');
    await page.keyboard.type('PL-55-1');
    await tabTo(page, form.submit);
    await page.keyboard.press('Enter');

    const success = page.getByRole('status').filter({
      hasText: 'You have successfully submitted this form.',
    });
    await expect(success).toBeVisible();
    await expect(success).toContainText(REFERENCE);
    await expect(form.firstName).toHaveValue('');
    await expectNoAxeViolations(page);
  });

  test('an empty submit lists every problem and marks each question', async ({ page }) => {
    await openPage(page, '/es/driving-privileges');
    await page.getByRole('button', { name: 'Enviar' }).click();

    const summary = page.getByRole('region', { name: 'Hay un problema' });
    await expect(summary).toBeFocused();
    await expect(page).toHaveTitle(/^Error:/);
    await expect(summary.getByRole('link')).toHaveText([
      'Escriba su nombre.',
      'Escriba su apellido.',
      'Escriba su número de Seguro Social completo.',
      'Escriba su fecha de nacimiento.',
      'Escriba su número de caso, por ejemplo 2023TRD01234.',
      'Escriba su número de teléfono celular.',
      'Escriba su dirección completa: calle, ciudad, estado y código postal.',
      'Agregue al menos un lugar al que necesita manejar con el botón Agregar lugar.',
      'Escriba el nombre de su agente de seguros.',
      'Escriba el número de teléfono de su agente de seguros.',
      'Escriba el número de su póliza de seguro.',
    ]);
    await expect(page.locator('#firstName-error')).toHaveText('Error: Escriba su nombre.');
    await expect(page.locator('#proofOfInsurance-agentName-error')).toHaveText(
      'Error: Escriba el nombre de su agente de seguros.',
    );
    const locations = page.getByRole('group', { name: 'Lugares' });
    await expect(locations.locator('.usa-error-message')).toHaveText(
      'Error: Agregue al menos un lugar al que necesita manejar con el botón Agregar lugar.',
    );
    await expectNoAxeViolations(page);

    await summary.getByRole('link', { name: /Agregue al menos un lugar/ }).click();
    await expect(locations).toBeFocused();
  });

  test('keeps every answer when the court cannot be reached', async ({ page }) => {
    await cutOffPost(page, 'forms/driving-privileges');
    await openPage(page, '/driving-privileges');
    const form = drivingPrivilegesForm(page);
    const answers: [Locator, string, string][] = [
      [form.firstName, 'Pat', 'Pat'],
      [form.lastName, 'Jones', 'Jones'],
      [form.ssn, '123456789', '123-45-6789'],
      [form.caseNumber, '2026TRD04567', '2026TRD04567'],
      [form.cellPhone, '3305550177', '(330) 555-0177'],
      [form.homePhone, '3305550178', '(330) 555-0178'],
      [form.email, 'pat@example.com', 'pat@example.com'],
      [form.address, '12 Elm St, North Canton, OH 44720', '12 Elm St, North Canton, OH 44720'],
      [form.agentName, 'Lee Agent', 'Lee Agent'],
      [form.agentPhone, '3305550199', '(330) 555-0199'],
      [form.policyNumber, 'PL-55-1', 'PL-55-1'],
    ];
    for (const [field, typed] of answers) await field.pressSequentially(typed);
    await form.dob.fill('1988-07-04');
    await form.locationType.selectOption('School');
    await form.locationName.fill('Stark State College');
    await form.locationAddress.fill('6200 Frank Ave NW, North Canton, OH 44720');
    // USWDS draws the box on the label; the input itself sits off screen.
    await form.newLocation.getByText('Tuesday', { exact: true }).click();
    await form.locationHours.fill('6:00 PM to 9:00 PM');
    await form.addLocation.click();
    await form.submit.click();

    const summary = page.getByRole('region', { name: 'There is a problem' });
    await expect(summary).toContainText(`ERROR: ${NETWORK_ERROR}`);
    for (const [field, , shown] of answers) await expect(field).toHaveValue(shown);
    await expect(form.dob).toHaveValue('1988-07-04');
    await expect(form.locations.getByRole('row', { name: /Stark State College/ })).toContainText(
      'Tuesday',
    );
  });
});

test.describe('zoom hearing registration', () => {
  test('can be completed with the keyboard alone and reaches the court', async ({ page }) => {
    await openPage(page, '/zoom-hearing');
    const earliestDate = await earliestHearingDate(page);
    const form = zoomHearingForm(page);
    const [year, month, day] = earliestDate.split('-').map(Number) as [number, number, number];
    const shownDate = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(year, month - 1, day)));
    await expect(
      page.getByText(`The earliest date you can register for is ${shownDate}.`),
    ).toBeVisible();
    await expect(form.hearingDate).toHaveAttribute('min', earliestDate);
    await startAtHeading(page);

    await tabTo(page, form.fullName);
    await page.keyboard.type('Jordan Smith');
    await tabTo(page, form.hearingDate);
    await page.keyboard.type(typedDate(earliestDate));
    await tabTo(page, form.caseNumber);
    await expect(form.hearingDate).toHaveValue(earliestDate);
    await page.keyboard.type('2026cvi00123');
    await page.keyboard.press('Tab');
    await expect(form.caseNumber).toHaveValue('2026CVI00123');
    await expect(form.phone).toBeFocused();
    await page.keyboard.type('3305550100');
    await page.keyboard.press('Tab');
    await page.keyboard.type('jordan@example.org');
    await tabTo(page, form.agree);
    await page.keyboard.press('Space');
    await expect(form.agree).toBeChecked();
    await tabTo(page, form.submit);
    await page.keyboard.press('Enter');

    const success = page.getByRole('status').filter({
      hasText: 'Your request for a zoom hearing has been submitted.',
    });
    await expect(success).toBeVisible();
    await expect(success).toContainText(REFERENCE);
    await expect(form.fullName).toHaveValue('');
    await expectNoAxeViolations(page);
  });

  test('an empty submit lists every problem and marks each question', async ({ page }) => {
    await openPage(page, '/zoom-hearing');
    const form = zoomHearingForm(page);
    await form.submit.click();

    const summary = page.getByRole('region', { name: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(page).toHaveTitle(/^Error:/);
    await expect(summary.getByRole('link')).toHaveText([
      'Enter your full name.',
      'Enter the date of your court hearing.',
      'Enter your case number, for example 2023TRD01234.',
      'Enter a phone number the court can reach you on.',
      'Enter your e-mail address.',
      'Confirm that you have viewed the Zoom Hearing Policy and Zoom Hearing Instructions.',
    ]);
    await expect(page.locator('#fullName-error')).toHaveText('Error: Enter your full name.');
    await expect(page.locator('#agree-error')).toHaveText(
      'Error: Confirm that you have viewed the Zoom Hearing Policy and Zoom Hearing Instructions.',
    );
    await expectNoAxeViolations(page);

    await summary
      .getByRole('link', { name: 'Enter a phone number the court can reach you on.' })
      .click();
    await expect(form.phone).toBeFocused();
  });

  test('keeps every answer when the court cannot be reached', async ({ page }) => {
    await cutOffPost(page, 'forms/zoom-hearing');
    await openPage(page, '/zoom-hearing');
    const earliestDate = await earliestHearingDate(page);
    const form = zoomHearingForm(page);
    await form.fullName.fill('Jordan Smith');
    await form.hearingDate.fill(earliestDate);
    await form.caseNumber.fill('2026CVI00123');
    await form.phone.pressSequentially('3305550100');
    await form.email.fill('jordan@example.org');
    await page
      .getByText(
        'I confirm that I have viewed the Zoom Hearing Policy and Zoom Hearing Instructions.',
      )
      .click();
    await form.submit.click();

    const summary = page.getByRole('region', { name: 'There is a problem' });
    await expect(summary).toContainText(`ERROR: ${NETWORK_ERROR}`);
    await expect(form.fullName).toHaveValue('Jordan Smith');
    await expect(form.hearingDate).toHaveValue(earliestDate);
    await expect(form.caseNumber).toHaveValue('2026CVI00123');
    await expect(form.phone).toHaveValue('(330) 555-0100');
    await expect(form.email).toHaveValue('jordan@example.org');
    await expect(form.agree).toBeChecked();
  });
});
