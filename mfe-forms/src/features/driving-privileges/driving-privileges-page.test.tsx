import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { validationMessage } from '@court/contract/schemas';
import {
  databaseUnavailableResponse,
  expectNoAxeViolations,
  jsonResponse,
  renderPage,
  standInForFetch,
} from '@court/kit/testing';
import DrivingPrivilegesPage from './driving-privileges-page';

const fetchMock = standInForFetch();

// A whole application is a lot of typing for a simulated visitor.
jest.setTimeout(20_000);

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
});

/** What a visitor reads in each language: labels, buttons and the contract's messages. */
const TEXT = {
  en: {
    route: '/driving-privileges',
    title: 'LIMITED DRIVING PRIVILEGES',
    documentTitle: 'LIMITED DRIVING PRIVILEGES | Canton Municipal Court',
    intro: 'Use this form to apply for limited driving privileges.',
    ssnNotice: 'Why we ask for your Social Security number',
    authority: /42 U\.S\.C\. 405\(c\)\(2\)\(C\)\(i\)/,
    labels: {
      firstName: 'First Name',
      lastName: 'Last Name',
      ssn: 'Full SSN',
      dob: 'Date of Birth',
      caseNumber: 'Case Number',
      cellPhone: 'Cell Phone',
      homePhone: 'Home Phone (optional)',
      email: 'Email Address (optional)',
      address: 'Full Address',
      agentName: 'Agent Name',
      agentPhone: 'Agent Phone',
      policyNumber: 'Policy #',
    },
    insurance: 'Proof of Insurance',
    locations: 'Locations',
    locationsHint:
      'Add each place you need to drive to, such as work, school or medical appointments. Add at least one.',
    noLocations: 'You have not added any locations yet.',
    addLocation: 'Add Location',
    newLocation: 'New Location',
    location: {
      type: 'Type',
      name: 'Name',
      address: 'Address',
      hours: 'Hours',
      info: 'Additional Information (optional)',
    },
    days: ['Monday', 'Wednesday', 'Friday'],
    daysLegend: 'Days',
    remove: 'Remove Acme Tool Works',
    typeShown: 'Employer',
    daysShown: 'Monday, Wednesday, Friday',
    added: 'Acme Tool Works was added to your locations.',
    submit: 'Submit',
    problem: 'There is a problem',
    errorTitle: 'Error: LIMITED DRIVING PRIVILEGES | Canton Municipal Court',
    messages: {
      firstName: 'Enter your first name.',
      lastName: 'Enter your last name.',
      ssn: 'Enter your full Social Security number.',
      dob: 'Enter your date of birth.',
      caseNumber: 'Enter your case number, for example 2023TRD01234.',
      cellPhone: 'Enter your cell phone number.',
      address: 'Enter your full address: street, city, state and ZIP code.',
      locations: 'Add at least one place you need to drive to with the Add Location button.',
      agentName: 'Enter the name of your insurance agent.',
      agentPhone: "Enter your insurance agent's phone number.",
      policyNumber: 'Enter your insurance policy number.',
    },
    locationMessages: {
      type: 'Choose the type of place.',
      name: 'Enter the name of the place.',
      address: 'Enter the address of the place.',
      days: 'Choose at least one day you need to be there.',
      hours: 'Enter the hours you need to be there, for example 8:00 AM to 5:00 PM.',
    },
    success: 'You have successfully submitted this form.',
    nextSteps: /The court will review it with your case\. You will be told of the decision/,
    reference:
      'Your reference number is DP-2026-000042. Keep it: the court will ask for it if you call.',
  },
  es: {
    route: '/es/driving-privileges',
    title: 'PRIVILEGIOS LIMITADOS DE MANEJO',
    documentTitle: 'PRIVILEGIOS LIMITADOS DE MANEJO | Tribunal Municipal de Canton',
    intro: 'Use este formulario para solicitar privilegios limitados de manejo.',
    ssnNotice: 'Por qué le pedimos su número de Seguro Social',
    authority: /42 U\.S\.C\. 405\(c\)\(2\)\(C\)\(i\)/,
    labels: {
      firstName: 'Nombre',
      lastName: 'Apellido',
      ssn: 'Número de Seguro Social completo',
      dob: 'Fecha de nacimiento',
      caseNumber: 'Número de caso',
      cellPhone: 'Teléfono celular',
      homePhone: 'Teléfono de casa (opcional)',
      email: 'Correo electrónico (opcional)',
      address: 'Dirección completa',
      agentName: 'Nombre del agente',
      agentPhone: 'Teléfono del agente',
      policyNumber: 'Número de póliza',
    },
    insurance: 'Comprobante de seguro',
    locations: 'Lugares',
    locationsHint:
      'Agregue cada lugar al que necesita manejar, como su trabajo, la escuela o sus citas médicas. Agregue al menos uno.',
    noLocations: 'Todavía no ha agregado ningún lugar.',
    addLocation: 'Agregar lugar',
    newLocation: 'Nuevo lugar',
    location: {
      type: 'Tipo de lugar',
      name: 'Nombre del lugar',
      address: 'Dirección del lugar',
      hours: 'Horario',
      info: 'Información adicional (opcional)',
    },
    days: ['Lunes', 'Miércoles', 'Viernes'],
    daysLegend: 'Días',
    remove: 'Eliminar Acme Tool Works',
    typeShown: 'Empleador',
    daysShown: 'Lunes, Miércoles, Viernes',
    added: 'Se agregó Acme Tool Works a sus lugares.',
    submit: 'Enviar',
    problem: 'Hay un problema',
    errorTitle: 'Error: PRIVILEGIOS LIMITADOS DE MANEJO | Tribunal Municipal de Canton',
    messages: {
      firstName: 'Escriba su nombre.',
      lastName: 'Escriba su apellido.',
      ssn: 'Escriba su número de Seguro Social completo.',
      dob: 'Escriba su fecha de nacimiento.',
      caseNumber: 'Escriba su número de caso, por ejemplo 2023TRD01234.',
      cellPhone: 'Escriba su número de teléfono celular.',
      address: 'Escriba su dirección completa: calle, ciudad, estado y código postal.',
      locations: 'Agregue al menos un lugar al que necesita manejar con el botón Agregar lugar.',
      agentName: 'Escriba el nombre de su agente de seguros.',
      agentPhone: 'Escriba el número de teléfono de su agente de seguros.',
      policyNumber: 'Escriba el número de su póliza de seguro.',
    },
    locationMessages: {
      type: 'Elija el tipo de lugar.',
      name: 'Escriba el nombre del lugar.',
      address: 'Escriba la dirección del lugar.',
      days: 'Elija al menos un día en que necesita estar allí.',
      hours: 'Escriba el horario en que necesita estar allí, por ejemplo de 8:00 AM a 5:00 PM.',
    },
    success: 'Ha enviado este formulario correctamente.',
    nextSteps: /El tribunal la revisará junto con su caso\. Se le informará de la decisión/,
    reference:
      'Su número de referencia es DP-2026-000042. Consérvelo: el tribunal se lo pedirá si llama.',
  },
};

type Text = (typeof TEXT)['en'];

const VALID_LOCATION = {
  type: 'Employer',
  name: 'Acme Tool Works',
  address: '400 Market Ave N, Canton, OH 44702',
  days: {
    monday: true,
    tuesday: false,
    wednesday: true,
    thursday: false,
    friday: true,
    saturday: false,
    sunday: false,
  },
  hours: '7:00 AM to 3:30 PM',
  info: '',
};

const locationsGroup = (text: Text) => screen.getByRole('group', { name: text.locations });
const locationForm = (text: Text) => screen.getByRole('group', { name: text.newLocation });

async function addLocation(user: UserEvent, text: Text) {
  const subForm = locationForm(text);
  await user.selectOptions(within(subForm).getByLabelText(text.location.type), 'Employer');
  await user.type(within(subForm).getByLabelText(text.location.name), VALID_LOCATION.name);
  await user.type(within(subForm).getByLabelText(text.location.address), VALID_LOCATION.address);
  for (const day of text.days) await user.click(within(subForm).getByLabelText(day));
  await user.type(within(subForm).getByLabelText(text.location.hours), VALID_LOCATION.hours);
  const addButton = within(subForm).getByRole('button', { name: text.addLocation });
  await user.click(addButton);
  // Adding is checked asynchronously; the visitor carries on once focus is back on the button.
  await waitFor(() => expect(addButton).toHaveFocus());
}

async function fillApplication(user: UserEvent, text: Text) {
  await user.type(screen.getByLabelText(text.labels.firstName), 'Pat');
  await user.type(screen.getByLabelText(text.labels.lastName), 'Jones');
  await user.type(screen.getByLabelText(text.labels.ssn), '123456789');
  await user.type(screen.getByLabelText(text.labels.dob), '1988-07-04');
  await user.type(screen.getByLabelText(text.labels.caseNumber), '2026trd04567');
  await user.type(screen.getByLabelText(text.labels.cellPhone), '3305550177');
  await user.type(screen.getByLabelText(text.labels.email), 'pat@example.com');
  await user.type(screen.getByLabelText(text.labels.address), '12 Elm St, North Canton, OH 44720');
  await addLocation(user, text);
  await user.type(screen.getByLabelText(text.labels.agentName), 'Lee Agent');
  await user.type(screen.getByLabelText(text.labels.agentPhone), '3305550199');
  await user.type(screen.getByLabelText(text.labels.policyNumber), 'PL-55-1');
}

describe.each(['en', 'es'] as const)('limited driving privileges page (%s)', (language) => {
  const text = TEXT[language];
  const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: text.submit }));

  it('asks every question of the application and explains the SSN request', async () => {
    const { container } = renderPage(<DrivingPrivilegesPage />, { route: text.route });
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    expect(document.title).toBe(text.documentTitle);
    expect(screen.getByText(text.intro)).toBeInTheDocument();

    const form = screen.getByRole('form', { name: text.title });
    for (const label of Object.values(text.labels)) {
      expect(within(form).getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(text.labels.ssn)).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText(text.labels.cellPhone)).toHaveAttribute('type', 'tel');
    const notice = screen.getByRole('region', { name: text.ssnNotice });
    expect(within(notice).getByText(text.authority)).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: text.insurance })).getByLabelText(
        text.labels.agentName,
      ),
    ).toBeInTheDocument();
    expect(locationsGroup(text)).toHaveAccessibleDescription(text.locationsHint);
    expect(within(locationsGroup(text)).getByText(text.noLocations)).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('lists every missing answer in the summary and under its question', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = renderPage(<DrivingPrivilegesPage />, { route: text.route });
    await submit(user);

    const summary = screen.getByRole('region', { name: text.problem });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['#firstName', text.messages.firstName],
      ['#lastName', text.messages.lastName],
      ['#ssn', text.messages.ssn],
      ['#dob', text.messages.dob],
      ['#caseNumber', text.messages.caseNumber],
      ['#cellPhone', text.messages.cellPhone],
      ['#address', text.messages.address],
      ['#locations', text.messages.locations],
      ['#proofOfInsurance-agentName', text.messages.agentName],
      ['#proofOfInsurance-agentPhone', text.messages.agentPhone],
      ['#proofOfInsurance-policyNumber', text.messages.policyNumber],
    ]);
    expect(screen.getByLabelText(text.labels.firstName)).toHaveAccessibleDescription(
      `Error: ${text.messages.firstName}`,
    );
    expect(screen.getByLabelText(text.labels.ssn)).toHaveAccessibleDescription(
      expect.stringContaining(`Error: ${text.messages.ssn}`),
    );
    expect(screen.getByLabelText(text.labels.agentName)).toHaveAccessibleDescription(
      `Error: ${text.messages.agentName}`,
    );
    expect(locationsGroup(text)).toHaveAccessibleDescription(
      `${text.locationsHint} Error: ${text.messages.locations}`,
    );
    expect(document.title).toBe(text.errorTitle);
    await expectNoAxeViolations(container);

    await user.click(within(summary).getByRole('link', { name: text.messages.locations }));
    expect(locationsGroup(text)).toHaveFocus();
  });

  it('checks a new location before adding it, then lists it and lets it be removed', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = renderPage(<DrivingPrivilegesPage />, { route: text.route });

    // The new location's fields are there from the start, after the (empty) list.
    expect(screen.getByText(text.noLocations)).toBeInTheDocument();
    const subForm = locationForm(text);
    const addButton = within(subForm).getByRole('button', { name: text.addLocation });
    // Without the script, Add posts the form to its page, which comes back at the list.
    expect(addButton).toHaveAttribute('type', 'submit');
    expect(addButton).toHaveAttribute('formaction', `${text.route}#locations`);
    await expectNoAxeViolations(container);

    await user.click(addButton);
    await waitFor(() =>
      expect(within(subForm).getByLabelText(text.location.type)).toHaveAccessibleDescription(
        `Error: ${text.locationMessages.type}`,
      ),
    );
    expect(within(subForm).getByLabelText(text.location.type)).toHaveFocus();
    expect(within(subForm).getByLabelText(text.location.name)).toHaveAccessibleDescription(
      `Error: ${text.locationMessages.name}`,
    );
    expect(within(subForm).getByLabelText(text.location.address)).toHaveAccessibleDescription(
      expect.stringContaining(`Error: ${text.locationMessages.address}`),
    );
    expect(
      within(subForm).getByRole('group', { name: text.daysLegend }),
    ).toHaveAccessibleDescription(expect.stringContaining(`Error: ${text.locationMessages.days}`));
    expect(within(subForm).getByLabelText(text.location.hours)).toHaveAccessibleDescription(
      expect.stringContaining(`Error: ${text.locationMessages.hours}`),
    );
    // The sub-form's messages stay in the sub-form: the application has not been submitted.
    expect(screen.queryByRole('region', { name: text.problem })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);

    await addLocation(user, text);
    const table = within(locationsGroup(text)).getByRole('table');
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.querySelectorAll('td, th'), (cell) => cell.textContent));
    expect(cells).toEqual([
      [
        text.typeShown,
        VALID_LOCATION.name,
        VALID_LOCATION.address,
        text.daysShown,
        VALID_LOCATION.hours,
        '',
        text.remove,
      ],
    ]);
    expect(within(table).getByRole('cell', { name: text.typeShown })).toHaveAttribute(
      'data-label',
      language === 'en' ? 'Type' : 'Tipo',
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: text.addLocation })).toHaveFocus(),
    );
    expect(screen.getByText(text.added)).toHaveAttribute('role', 'status');
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: text.remove }));
    expect(within(locationsGroup(text)).queryByRole('table')).toBeNull();
    expect(screen.getByText(text.noLocations)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.addLocation })).toHaveFocus();
  });

  it('clears the locations message once a location is saved', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<DrivingPrivilegesPage />, { route: text.route });
    await submit(user);
    const summary = screen.getByRole('region', { name: text.problem });
    expect(within(summary).getByRole('link', { name: text.messages.locations })).toBeVisible();

    await addLocation(user, text);
    expect(locationsGroup(text)).toHaveAccessibleDescription(text.locationsHint);
    expect(within(summary).queryByRole('link', { name: text.messages.locations })).toBeNull();
    expect(within(summary).getByRole('link', { name: text.messages.firstName })).toBeVisible();
  });

  it('sends a complete application and confirms it with its reference', async () => {
    const user = userEvent.setup({ delay: null });
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, reference: 'DP-2026-000042' }));
    renderPage(<DrivingPrivilegesPage />, { route: text.route });
    await fillApplication(user, text);
    await submit(user);

    expect(await screen.findByText(text.success)).toBeInTheDocument();
    expect(screen.getByText(text.reference)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: text.success })).toHaveAccessibleDescription(
      text.nextSteps,
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/muni/forms/driving-privileges');
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Pat',
      lastName: 'Jones',
      ssn: '123-45-6789',
      dob: '1988-07-04',
      caseNumber: '2026TRD04567',
      cellPhone: '(330) 555-0177',
      homePhone: '',
      email: 'pat@example.com',
      address: '12 Elm St, North Canton, OH 44720',
      locations: [VALID_LOCATION],
      proofOfInsurance: {
        agentName: 'Lee Agent',
        agentPhone: '(330) 555-0199',
        policyNumber: 'PL-55-1',
      },
      website: '',
      altcha: 'test-proof-of-work',
    });
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    // The form starts again empty.
    expect(screen.getByLabelText(text.labels.firstName)).toHaveValue('');
    expect(screen.getByText(text.noLocations)).toBeInTheDocument();
  });

  it('keeps the application while the court cannot receive it (503) and resends it under the same key', async () => {
    const user = userEvent.setup({ delay: null });
    fetchMock.mockResolvedValueOnce(databaseUnavailableResponse(language));
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { success: true, reference: 'DP-2026-000042' }),
    );
    renderPage(<DrivingPrivilegesPage />, { route: text.route });
    await fillApplication(user, text);
    await submit(user);

    const summary = await screen.findByRole('region', { name: text.problem });
    expect(summary).toHaveTextContent(
      `ERROR: ${validationMessage('server.unavailable', language)}`,
    );
    expect(screen.getByLabelText(text.labels.firstName)).toHaveValue('Pat');
    expect(screen.getByLabelText(text.labels.ssn)).toHaveValue('123-45-6789');
    expect(screen.getByLabelText(text.labels.policyNumber)).toHaveValue('PL-55-1');
    expect(screen.queryByText(text.noLocations)).toBeNull();

    await submit(user);
    expect(await screen.findByText(text.reference)).toBeInTheDocument();
    const [first, second] = fetchMock.mock.calls.map(([, init]) => init);
    expect(new Headers(first?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(new Headers(second?.headers).get('Idempotency-Key')).toBe(
      new Headers(first?.headers).get('Idempotency-Key'),
    );
    expect(JSON.parse(String(second?.body))).toMatchObject({ locations: [VALID_LOCATION] });
  });

  it("shows the API's insurance message under Agent Name, where the answer is", async () => {
    const user = userEvent.setup({ delay: null });
    // The API answers a refusal with 200 and the flat names of the spec's error map.
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        success: false,
        error: 'form.invalid',
        errors: { agentName: text.messages.agentName },
      }),
    );
    renderPage(<DrivingPrivilegesPage />, { route: text.route });
    await fillApplication(user, text);
    await submit(user);

    const summary = await screen.findByRole('region', { name: text.problem });
    expect(within(summary).getByRole('link', { name: text.messages.agentName })).toHaveAttribute(
      'href',
      '#proofOfInsurance-agentName',
    );
    expect(screen.getByLabelText(text.labels.agentName)).toHaveAccessibleDescription(
      `Error: ${text.messages.agentName}`,
    );
    // Every answer is kept, the location too.
    expect(screen.getByLabelText(text.labels.agentName)).toHaveValue('Lee Agent');
    expect(within(locationsGroup(text)).getByRole('table')).toHaveTextContent(VALID_LOCATION.name);
  });
});
