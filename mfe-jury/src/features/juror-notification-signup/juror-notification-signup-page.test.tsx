import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { courtDateOf, toUsDate, type Language } from '@court/contract';
import { VALIDATION_MESSAGES, validationMessage } from '@court/contract/schemas';
import {
  databaseUnavailableResponse,
  expectNoAxeViolations,
  jsonResponse,
  renderPage,
  standInForFetch,
  expectCourtNamedAsPublished,
} from '@court/kit/testing';
import JurorNotificationSignupPage from './juror-notification-signup-page';

const fetchMock = standInForFetch();

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
});

interface Answers {
  lnameInput: string;
  clearDate: boolean;
  jurorNo: string;
  cellphone: string;
  carrier: string;
  email: string;
  agree: boolean;
}

const VALID: Answers = {
  lnameInput: 'Smith',
  clearDate: false,
  jurorNo: '104233',
  cellphone: '3305550123',
  carrier: 'Verizon',
  email: 'Pat.Smith@Example.org',
  agree: true,
};

function field(name: string): HTMLElement {
  const element = document.getElementById(name);
  if (!element) throw new Error(`no field ${name}`);
  return element;
}

/** Types into a field by pasting: one input event, as fast as the browser tests' fill. */
async function enter(user: UserEvent, name: string, text: string) {
  if (!text) return;
  await user.click(field(name));
  await user.paste(text);
}

/** Fills the form as a visitor would; the date keeps its default unless cleared. */
async function fill(user: UserEvent, answers: Answers) {
  await enter(user, 'lnameInput', answers.lnameInput);
  if (answers.clearDate) await user.clear(field('serveDateInput'));
  await enter(user, 'jurorNo', answers.jurorNo);
  await enter(user, 'cellphone', answers.cellphone);
  if (answers.carrier) await user.selectOptions(field('carrier'), answers.carrier);
  await enter(user, 'email', answers.email);
  if (answers.agree) await user.click(field('agree'));
}

const ROUTES: Record<Language, string> = {
  en: '/juror-notification-signup',
  es: '/es/juror-notification-signup',
};
const SUBMIT: Record<Language, string> = { en: 'Sign Up', es: 'Inscribirse' };
const SUMMARY: Record<Language, string> = { en: 'There is a problem', es: 'Hay un problema' };

/** The spec's eight rules: answers that break the rule, the field it shows under, its code. */
const RULES: [string, Partial<Answers>, string, string][] = [
  ['1', { agree: false }, 'agree', 'jurorSignup.agree.required'],
  ['2', { email: 'pat@', cellphone: '', carrier: '' }, 'email', 'jurorSignup.email.required'],
  ['3', { cellphone: '330-555-0123' }, 'cellphone', 'jurorSignup.cellphone.format'],
  ['4', { carrier: '', email: '' }, 'carrier', 'jurorSignup.cellphoneCarrier.both'],
  ['5', { carrier: '' }, 'carrier', 'jurorSignup.cellphoneCarrier.notRequired'],
  ['6', { lnameInput: '' }, 'lnameInput', 'jurorSignup.lname.required'],
  ['7', { jurorNo: '' }, 'jurorNo', 'jurorSignup.jurorNo.required'],
  ['8', { clearDate: true }, 'serveDateInput', 'jurorSignup.serveDate.required'],
];

describe('juror notification sign-up page', () => {
  it('names the court as it published its name, in both languages', () => {
    expectCourtNamedAsPublished(<JurorNotificationSignupPage />, '/juror-notification-signup');
    expectCourtNamedAsPublished(<JurorNotificationSignupPage />, '/es/juror-notification-signup');
  });

  it('asks for every field of the spec, with the date set to the court date today', async () => {
    const { container } = renderPage(<JurorNotificationSignupPage />, { route: ROUTES.en });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Juror Notification Sign-Up' }),
    ).toBeVisible();
    expect(document.title).toBe('Juror Notification Sign-Up | Canton Municipal Court');
    expect(screen.getByLabelText('Last Name')).toHaveAttribute('autocomplete', 'family-name');
    expect(screen.getByLabelText('First Date of Service')).toHaveValue(courtDateOf(new Date()));
    expect(screen.getByLabelText('Juror Number')).toBeVisible();
    // A text input: autocomplete="tel-national" is valid HTML only there; inputmode brings the keypad.
    const cellphone = screen.getByLabelText('Cell Phone Number (no dashes or spaces) (optional)');
    expect(cellphone).toHaveAttribute('inputmode', 'numeric');
    expect(cellphone).toHaveAttribute('autocomplete', 'tel-national');
    const carrier = screen.getByLabelText('Carrier (optional)');
    expect(
      within(carrier)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      '- Select -',
      'AT&T',
      'Verizon',
      'Sprint',
      'Alltel',
      'T-Mobile',
      'Sprint PCS',
      'Boost Mobile',
      'US Cellular',
      'Virgin Mobile',
      'MetroPCS',
    ]);
    expect(screen.getByLabelText('E-mail Address (optional)')).toHaveAttribute('type', 'email');
    expect(
      screen.getByRole('group', { name: 'How should we reach you?' }),
    ).toHaveAccessibleDescription(
      'Give an e-mail address, or a cell phone number with its carrier, or both.',
    );
    const terms = screen.getByRole('region', { name: 'Terms of service' });
    expect(terms).toHaveTextContent(
      /may send you text messages and e-mails about your jury service/,
    );
    expect(terms).toHaveTextContent('a few messages in the week of your service');
    expect(terms).toHaveTextContent('Message and data rates may apply.');
    expect(terms).toHaveTextContent(
      /reply STOP to any text message, or open the link to stop them at the end of any e-mail/,
    );
    expect(
      screen.getByRole('checkbox', { name: 'I accept the terms of service.' }),
    ).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Back to Jury Service' })).toHaveAttribute(
      'href',
      '/jury-service',
    );
    await expectNoAxeViolations(container);
  });

  describe.each(['en', 'es'] as const)('in %s', (language) => {
    const messages = VALIDATION_MESSAGES[language];

    it.each(RULES)(
      'shows rule %s in the summary and under its field, and sends nothing',
      async (_rule, changes, name, code) => {
        const user = userEvent.setup();
        renderPage(<JurorNotificationSignupPage />, { route: ROUTES[language] });
        await fill(user, { ...VALID, ...changes });
        await user.click(screen.getByRole('button', { name: SUBMIT[language] }));

        const summary = screen.getByRole('region', { name: SUMMARY[language] });
        await waitFor(() => expect(summary).toHaveFocus());
        const message = messages[code] ?? code;
        const link = within(summary)
          .getAllByRole('link')
          .find((candidate) => candidate.getAttribute('href') === `#${name}`);
        expect(link?.textContent).toContain(message);
        expect(field(name)).toHaveAccessibleDescription(expect.stringContaining(message));
        expect(field(name)).toHaveAttribute('aria-invalid', 'true');
        expect(document.title).toMatch(/^Error: /);
        expect(fetchMock).not.toHaveBeenCalled();
      },
    );
  });

  it('shows every broken rule together, two messages joined under the carrier', async () => {
    const user = userEvent.setup();
    const { container } = renderPage(<JurorNotificationSignupPage />, { route: ROUTES.en });
    await fill(user, { ...VALID, agree: false, carrier: '', jurorNo: '' });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    const en = VALIDATION_MESSAGES.en;
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.getAttribute('href'), link.textContent]),
    ).toEqual([
      ['#jurorNo', en['jurorSignup.jurorNo.required']],
      [
        '#carrier',
        `${en['jurorSignup.cellphoneCarrier.both']} ${en['jurorSignup.cellphoneCarrier.notRequired']}`,
      ],
      ['#agree', en['jurorSignup.agree.required']],
    ]);
    await user.click(within(summary).getByRole('link', { name: /Carrier/ }));
    expect(field('carrier')).toHaveFocus();
    await expectNoAxeViolations(container);
  });

  it('posts the exact body of the spec and shows the success text', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true }));
    renderPage(<JurorNotificationSignupPage />, { route: ROUTES.en });
    const today = courtDateOf(new Date());
    await fill(user, { ...VALID, lnameInput: 'de la Cruz' });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    const success = await screen.findByText(
      'You have successfully registered for juror notifications.',
    );
    await waitFor(() => expect(success.closest('[role="status"]')).toHaveFocus());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/muni/juror/notifications');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      lnameInput: 'de la Cruz',
      lname: 'DE LA CRUZ',
      serveDateInput: today,
      serveDate: toUsDate(today),
      jurorNo: '104233',
      cellphone: '3305550123',
      carrier: 'Verizon',
      email: 'pat.smith@example.org',
      agree: true,
      website: '',
      altcha: 'test-proof-of-work',
    });
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(screen.getByLabelText('Last Name')).toHaveValue('');
  });

  it("shows the server's error in a red alert prefixed ERROR: and keeps the answers", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        error: "Please complete the 'Juror Number' field.",
        errors: { jurorNo: "Please complete the 'Juror Number' field." },
      }),
    );
    const { container } = renderPage(<JurorNotificationSignupPage />, { route: ROUTES.en });
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(summary).toHaveClass('usa-alert--error');
    expect(summary).toHaveTextContent("ERROR: Please complete the 'Juror Number' field.");
    expect(screen.getByLabelText('Juror Number')).toHaveValue('104233');
    await expectNoAxeViolations(container);
  });

  it.each(['en', 'es'] as const)(
    'keeps the sign-up while the court cannot receive it (503) and resends it under the same key (%s)',
    async (language) => {
      const user = userEvent.setup();
      fetchMock.mockResolvedValueOnce(databaseUnavailableResponse(language));
      fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true }));
      const { container } = renderPage(<JurorNotificationSignupPage />, {
        route: ROUTES[language],
      });
      await fill(user, VALID);
      await user.click(screen.getByRole('button', { name: SUBMIT[language] }));

      const summary = await screen.findByRole('region', { name: SUMMARY[language] });
      await waitFor(() => expect(summary).toHaveFocus());
      expect(summary).toHaveTextContent(
        `ERROR: ${validationMessage('server.unavailable', language)}`,
      );
      expect(field('lnameInput')).toHaveValue('Smith');
      expect(field('jurorNo')).toHaveValue('104233');
      expect(field('cellphone')).toHaveValue('3305550123');
      expect(field('carrier')).toHaveValue('Verizon');
      expect(field('email')).toHaveValue('Pat.Smith@Example.org');
      expect(field('agree')).toBeChecked();
      await expectNoAxeViolations(container);

      await user.click(screen.getByRole('button', { name: SUBMIT[language] }));
      await waitFor(() => expect(summary).not.toBeInTheDocument());
      const [first, second] = fetchMock.mock.calls.map(([, init]) =>
        new Headers(init.headers).get('Idempotency-Key'),
      );
      expect(first).toMatch(/^[0-9a-f]{32}$/);
      expect(second).toBe(first);
    },
  );

  it('speaks Spanish under /es/', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true }));
    const { container } = renderPage(<JurorNotificationSignupPage />, { route: ROUTES.es });
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Inscripción para notificaciones del jurado',
      }),
    ).toBeVisible();
    expect(screen.getByLabelText('Apellido')).toBeVisible();
    expect(screen.getByLabelText('Primer día de servicio')).toBeVisible();
    expect(
      screen.getByLabelText('Número de teléfono celular (sin guiones ni espacios) (opcional)'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver al servicio de jurado' })).toHaveAttribute(
      'href',
      '/es/jury-service',
    );
    await expectNoAxeViolations(container);
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Inscribirse' }));
    expect(
      await screen.findByText(
        'Se ha inscrito correctamente para recibir notificaciones del jurado.',
      ),
    ).toBeVisible();
  });
});
