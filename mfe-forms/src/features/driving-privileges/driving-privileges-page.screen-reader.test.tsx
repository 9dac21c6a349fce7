import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { Language } from '@court/contract';
import { DRIVING_PRIVILEGES_NEXT_STEPS } from '@court/contract/schemas';
import {
  answerInTurn,
  jsonResponse,
  renderPage,
  spokenWhile,
  standInForFetch,
} from '@court/kit/testing';
import DrivingPrivilegesPage from './driving-privileges-page';

const APPLICATION_URL = '/api/muni/forms/driving-privileges';

const fetchMock = standInForFetch();

// A whole application is a lot of typing for a simulated visitor.
jest.setTimeout(20_000);

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
});

/** What a visitor hears in each language: the form's words and the contract's messages. */
const TEXT = {
  en: {
    route: '/driving-privileges',
    submit: 'Submit',
    wait: 'Please wait...',
    problem: 'There is a problem',
    labels: {
      firstName: 'First Name',
      lastName: 'Last Name',
      ssn: 'Full SSN',
      dob: 'Date of Birth',
      caseNumber: 'Case Number',
      cellPhone: 'Cell Phone',
      address: 'Full Address',
      agentName: 'Agent Name',
      agentPhone: 'Agent Phone',
      policyNumber: 'Policy #',
    },
    messages: [
      'Enter your first name.',
      'Enter your last name.',
      'Enter your full Social Security number.',
      'Enter your date of birth.',
      'Enter your case number, for example 2023TRD01234.',
      'Enter your cell phone number.',
      'Enter your full address: street, city, state and ZIP code.',
      'Add at least one place you need to drive to with the Add Location button.',
      'Enter the name of your insurance agent.',
      "Enter your insurance agent's phone number.",
      'Enter your insurance policy number.',
    ],
    locations: 'Locations',
    locationsHint:
      'Add each place you need to drive to, such as work, school or medical appointments. Add at least one.',
    location: {
      add: 'Add Location',
      legend: 'New Location',
      type: 'Type',
      name: 'Name',
      address: 'Address',
      days: ['Monday', 'Friday'],
      hours: 'Hours',
    },
    success: 'You have successfully submitted this form.',
    reference:
      'Your reference number is DP-2026-000042. Keep it: the court will ask for it if you call.',
  },
  es: {
    route: '/es/driving-privileges',
    submit: 'Enviar',
    wait: 'Espere, por favor...',
    problem: 'Hay un problema',
    labels: {
      firstName: 'Nombre',
      lastName: 'Apellido',
      ssn: 'Número de Seguro Social completo',
      dob: 'Fecha de nacimiento',
      caseNumber: 'Número de caso',
      cellPhone: 'Teléfono celular',
      address: 'Dirección completa',
      agentName: 'Nombre del agente',
      agentPhone: 'Teléfono del agente',
      policyNumber: 'Número de póliza',
    },
    messages: [
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
    ],
    locations: 'Lugares',
    locationsHint:
      'Agregue cada lugar al que necesita manejar, como su trabajo, la escuela o sus citas médicas. Agregue al menos uno.',
    location: {
      add: 'Agregar lugar',
      legend: 'Nuevo lugar',
      type: 'Tipo de lugar',
      name: 'Nombre del lugar',
      address: 'Dirección del lugar',
      days: ['Lunes', 'Viernes'],
      hours: 'Horario',
    },
    success: 'Ha enviado este formulario correctamente.',
    reference:
      'Su número de referencia es DP-2026-000042. Consérvelo: el tribunal se lo pedirá si llama.',
  },
} satisfies Record<Language, unknown>;

type Text = (typeof TEXT)[Language];

async function addLocation(user: UserEvent, text: Text) {
  const subForm = within(screen.getByRole('group', { name: text.location.legend }));
  await user.selectOptions(subForm.getByLabelText(text.location.type), 'Employer');
  await user.type(subForm.getByLabelText(text.location.name), 'Acme Tool Works');
  await user.type(subForm.getByLabelText(text.location.address), '400 Market Ave N, Canton');
  for (const day of text.location.days) await user.click(subForm.getByLabelText(day));
  await user.type(subForm.getByLabelText(text.location.hours), '7:00 AM to 3:30 PM');
  const addButton = subForm.getByRole('button', { name: text.location.add });
  await user.click(addButton);
  // Adding is checked asynchronously; the visitor carries on once focus is back on the button.
  await waitFor(() => expect(addButton).toHaveFocus());
}

async function fillApplication(user: UserEvent, text: Text) {
  const answers: [keyof Text['labels'], string][] = [
    ['firstName', 'Pat'],
    ['lastName', 'Jones'],
    ['ssn', '123456789'],
    ['dob', '1988-07-04'],
    ['caseNumber', '2026trd04567'],
    ['cellPhone', '3305550177'],
    ['address', '12 Elm St, North Canton, OH 44720'],
    ['agentName', 'Lee Agent'],
    ['agentPhone', '3305550199'],
    ['policyNumber', 'PL-55-1'],
  ];
  for (const [label, answer] of answers) {
    await user.type(screen.getByLabelText(text.labels[label]), answer);
  }
  await addLocation(user, text);
}

/** Tabs to the Submit button, as a keyboard user does before pressing Enter. */
function focusSubmit(text: Text) {
  act(() => screen.getByRole('button', { name: text.submit }).focus());
}

describe.each(['en', 'es'] as const)(
  'the limited driving privileges application, to a screen reader (%s)',
  (language) => {
    const text = TEXT[language];

    it('reads out the problems, leads to each question, and drops an error once answered', async () => {
      const user = userEvent.setup({ delay: null });
      const { container } = renderPage(<DrivingPrivilegesPage />, { route: text.route });
      focusSubmit(text);

      const summary = () => screen.getByRole('region', { name: text.problem });
      expect(
        await spokenWhile(container, async () => {
          await user.keyboard('{Enter}');
          await screen.findByRole('region', { name: text.problem });
        }),
      ).toEqual([`polite: ${text.wait}`, `region, ${text.problem}, ${text.messages.join(' ')}`]);

      const links = within(summary()).getAllByRole('link');
      act(() => links[0]?.focus());
      expect(await spokenWhile(container, () => user.keyboard('{Enter}'))).toEqual([
        `textbox, ${text.labels.firstName}, Error: ${text.messages[0]}, invalid, required`,
      ]);

      await user.keyboard('Pat');
      await user.tab();
      expect(await spokenWhile(container, () => user.tab({ shift: true }))).toEqual([
        `textbox, ${text.labels.firstName}, Pat, required`,
      ]);

      // The locations are a group of their own: its link leads there, and it says what is wrong.
      act(() => links[7]?.focus());
      expect(await spokenWhile(container, () => user.keyboard('{Enter}'))).toEqual([
        `group, ${text.locations}, ${text.locationsHint} Error: ${text.messages[7]}`,
      ]);
    });

    it('reads out the confirmation with its reference', async () => {
      answerInTurn(fetchMock, {
        [APPLICATION_URL]: [jsonResponse(200, { success: true, reference: 'DP-2026-000042' })],
      });
      const user = userEvent.setup({ delay: null });
      const { container } = renderPage(<DrivingPrivilegesPage />, { route: text.route });
      await fillApplication(user, text);
      focusSubmit(text);

      expect(
        await spokenWhile(container, async () => {
          await user.keyboard('{Enter}');
          await screen.findByText(text.success);
        }),
      ).toEqual([
        `polite: ${text.wait}`,
        `status, ${text.success}, ${text.reference} ${DRIVING_PRIVILEGES_NEXT_STEPS[language]}`,
      ]);
    });
  },
);
