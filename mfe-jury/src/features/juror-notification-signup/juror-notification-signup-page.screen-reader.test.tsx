import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { Language } from '@court/contract';
import {
  answerInTurn,
  jsonResponse,
  renderPage,
  spokenWhile,
  standInForFetch,
} from '@court/kit/testing';
import JurorNotificationSignupPage from './juror-notification-signup-page';

const SIGNUP_URL = '/api/muni/juror/notifications';

const fetchMock = standInForFetch();

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
});

/** What a visitor hears in each language: the form's words and the contract's messages. */
const TEXT = {
  en: {
    route: '/juror-notification-signup',
    submit: 'Sign Up',
    wait: 'Please wait...',
    problem: 'There is a problem',
    lastName: 'Last Name',
    messages: [
      "Please complete the 'Last Name' field.",
      "Please complete the 'Juror Number' field.",
      'Enter a valid email address if you do not provide a cellphone number and carrier.',
      'You must accept our terms of service.',
    ],
    success: 'You have successfully registered for juror notifications.',
    nextSteps:
      'If the jury office has news for the jurors of your service date, such as that you need not report, it will reach you at the cellphone or e-mail address you gave. Your sign-up is deleted soon after that date.',
  },
  es: {
    route: '/es/juror-notification-signup',
    submit: 'Inscribirse',
    wait: 'Espere, por favor...',
    problem: 'Hay un problema',
    lastName: 'Apellido',
    messages: [
      "Complete el campo 'Apellido'.",
      "Complete el campo 'Número de jurado'.",
      'Escriba una dirección de correo electrónico válida si no proporciona un número de teléfono celular y una compañía telefónica.',
      'Debe aceptar nuestros términos del servicio.',
    ],
    success: 'Se ha inscrito correctamente para recibir notificaciones del jurado.',
    nextSteps:
      'Si la oficina del jurado tiene noticias para los jurados de su fecha de servicio, como que no necesita presentarse, le llegarán al celular o al correo electrónico que dio. Su inscripción se borra poco después de esa fecha.',
  },
} satisfies Record<Language, unknown>;

type Text = (typeof TEXT)[Language];

function field(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no field ${id}`);
  return element;
}

/** Types into a field by pasting: one input event, as fast as the browser tests' fill. */
async function enter(user: UserEvent, id: string, answer: string) {
  await user.click(field(id));
  await user.paste(answer);
}

/** Tabs to the Sign Up button, as a keyboard user does before pressing Enter. */
function focusSubmit(text: Text) {
  act(() => screen.getByRole('button', { name: text.submit }).focus());
}

describe.each(['en', 'es'] as const)('the juror sign-up, to a screen reader (%s)', (language) => {
  const text = TEXT[language];

  it('reads out the problems, leads to the last name, and drops its error once answered', async () => {
    const user = userEvent.setup();
    const { container } = renderPage(<JurorNotificationSignupPage />, { route: text.route });
    focusSubmit(text);

    const summary = () => screen.getByRole('region', { name: text.problem });
    expect(
      await spokenWhile(container, async () => {
        await user.keyboard('{Enter}');
        await screen.findByRole('region', { name: text.problem });
      }),
    ).toEqual([`polite: ${text.wait}`, `region, ${text.problem}, ${text.messages.join(' ')}`]);

    const [firstLink] = within(summary()).getAllByRole('link');
    act(() => firstLink?.focus());
    expect(await spokenWhile(container, () => user.keyboard('{Enter}'))).toEqual([
      `textbox, ${text.lastName}, Error: ${text.messages[0]}, invalid, required`,
    ]);

    await user.paste('Smith');
    await user.tab();
    expect(await spokenWhile(container, () => user.tab({ shift: true }))).toEqual([
      `textbox, ${text.lastName}, Smith, required`,
    ]);
  });

  it('reads out the confirmation', async () => {
    // The sign-up answers as the original client expects: no reference.
    answerInTurn(fetchMock, { [SIGNUP_URL]: [jsonResponse(200, { success: true })] });
    const user = userEvent.setup();
    const { container } = renderPage(<JurorNotificationSignupPage />, { route: text.route });
    await enter(user, 'lnameInput', 'Smith');
    await enter(user, 'jurorNo', '104233');
    await enter(user, 'email', 'pat.smith@example.org');
    await user.click(field('agree'));
    focusSubmit(text);

    expect(
      await spokenWhile(container, async () => {
        await user.keyboard('{Enter}');
        await screen.findByText(text.success);
      }),
    ).toEqual([`polite: ${text.wait}`, `status, ${text.success}, ${text.nextSteps}`]);
  });
});
