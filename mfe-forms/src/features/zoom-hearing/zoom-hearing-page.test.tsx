import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { validationMessage } from '@court/contract/schemas';
import {
  databaseUnavailableResponse,
  expectNoAxeViolations,
  jsonResponse,
  renderPage,
  standInForFetch,
  expectCourtNamedAsPublished,
} from '@court/kit/testing';
import ZoomHearingPage from './zoom-hearing-page';

const EARLIEST_DATE_URL = '/api/muni/forms/zoom-hearing/earliest-date';

const fetchMock = standInForFetch();

/** Answers the earliest-date question like the API on Monday, November 23, 2026. */
function answerEarliestDate(post: () => Promise<Response> = () => new Promise(() => undefined)) {
  fetchMock.mockImplementation((url) =>
    url === EARLIEST_DATE_URL
      ? Promise.resolve(jsonResponse(200, { earliestDate: '2026-12-01' }))
      : post(),
  );
}

const posts = () => fetchMock.mock.calls.filter(([, init]) => init.method === 'POST');

jest.setTimeout(20_000);

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
});

const TEXT = {
  en: {
    route: '/zoom-hearing',
    title: 'ZOOM HEARING REGISTRATION',
    documentTitle: 'ZOOM HEARING REGISTRATION | Canton Municipal Court',
    pilot: /pilot program .* small claims \(CVI\) cases .* video platform/,
    deadline: /at least five business days before your hearing/,
    policy: /Zoom Hearing Policy/,
    instructions: /Zoom Hearing Instructions/,
    labels: {
      fullName: 'Party Full Name',
      hearingDate: 'Court Hearing Date',
      caseNumber: 'Case Number',
      phone: 'Phone Number',
      email: 'E-Mail Address',
      agree: 'I confirm that I have viewed the Zoom Hearing Policy and Zoom Hearing Instructions.',
    },
    earliestHint: 'The earliest date you can register for is Tuesday, December 1, 2026.',
    ruleHint: 'You must register at least five business days before the hearing.',
    submit: 'Submit',
    problem: 'There is a problem',
    errorTitle: 'Error: ZOOM HEARING REGISTRATION | Canton Municipal Court',
    messages: {
      fullName: 'Enter your full name.',
      hearingDate: 'Enter the date of your court hearing.',
      caseNumber: 'Enter your case number, for example 2023TRD01234.',
      phone: 'Enter a phone number the court can reach you on.',
      email: 'Enter your e-mail address.',
      agree: 'Confirm that you have viewed the Zoom Hearing Policy and Zoom Hearing Instructions.',
    },
    success: 'Your request for a zoom hearing has been submitted.',
    nextSteps: /The court will review it and send the Zoom meeting details to this address/,
    reference:
      'Your reference number is ZH-2026-000007. Keep it: the court will ask for it if you call.',
  },
  es: {
    route: '/es/zoom-hearing',
    title: 'INSCRIPCIÓN PARA AUDIENCIAS POR ZOOM',
    documentTitle: 'INSCRIPCIÓN PARA AUDIENCIAS POR ZOOM | Tribunal Municipal de Canton',
    pilot: /programa piloto .* reclamos menores \(CVI\) .* plataforma de video/,
    deadline: /al menos cinco días hábiles antes de su audiencia/,
    policy: /Política de audiencias por Zoom/,
    instructions: /Instrucciones para audiencias por Zoom/,
    labels: {
      fullName: 'Nombre completo de la parte',
      hearingDate: 'Fecha de la audiencia',
      caseNumber: 'Número de caso',
      phone: 'Número de teléfono',
      email: 'Correo electrónico',
      agree:
        'Confirmo que he leído la Política de Audiencias por Zoom y las Instrucciones de Audiencias por Zoom.',
    },
    earliestHint:
      'La fecha más próxima para la que puede inscribirse es el martes, 1 de diciembre de 2026.',
    ruleHint: 'Debe inscribirse al menos cinco días hábiles antes de la audiencia.',
    submit: 'Enviar',
    problem: 'Hay un problema',
    errorTitle: 'Error: INSCRIPCIÓN PARA AUDIENCIAS POR ZOOM | Tribunal Municipal de Canton',
    messages: {
      fullName: 'Escriba su nombre completo.',
      hearingDate: 'Escriba la fecha de su audiencia.',
      caseNumber: 'Escriba su número de caso, por ejemplo 2023TRD01234.',
      phone: 'Escriba un número de teléfono en el que el tribunal pueda comunicarse con usted.',
      email: 'Escriba su dirección de correo electrónico.',
      agree:
        'Confirme que ha leído la Política de Audiencias por Zoom y las Instrucciones de Audiencias por Zoom.',
    },
    success: 'Su solicitud de audiencia por Zoom ha sido enviada.',
    nextSteps: /El tribunal la revisará y le enviará los datos de la reunión de Zoom/,
    reference:
      'Su número de referencia es ZH-2026-000007. Consérvelo: el tribunal se lo pedirá si llama.',
  },
};

describe.each(['en', 'es'] as const)('zoom hearing registration page (%s)', (language) => {
  const text = TEXT[language];
  const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: text.submit }));

  it('explains the pilot, links both documents and asks every question', async () => {
    answerEarliestDate();
    const { container } = renderPage(<ZoomHearingPage />, { route: text.route });
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    expect(document.title).toBe(text.documentTitle);
    expect(screen.getByText(text.pilot)).toBeInTheDocument();
    expect(screen.getByText(text.deadline)).toBeInTheDocument();
    for (const [name, slug] of [
      [text.policy, 'zoom-hearing-policy'],
      [text.instructions, 'zoom-hearing-instructions'],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', `/documents/${slug}.pdf`);
      expect(link).toHaveAttribute('target', '_blank');
    }
    const form = screen.getByRole('form', { name: text.title });
    for (const label of Object.values(text.labels)) {
      expect(within(form).getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(text.labels.phone)).toHaveAttribute('type', 'tel');
    await waitFor(() =>
      expect(screen.getByLabelText(text.labels.hearingDate)).toHaveAccessibleDescription(
        text.earliestHint,
      ),
    );
    await expectNoAxeViolations(container);
  });

  it('names the earliest date the API allows and offers no earlier day', async () => {
    answerEarliestDate();
    renderPage(<ZoomHearingPage />, { route: text.route });
    const date = screen.getByLabelText(text.labels.hearingDate);
    // Until the API answers, the hint states the rule.
    expect(date).toHaveAccessibleDescription(text.ruleHint);
    expect(await screen.findByText(text.earliestHint)).toBeInTheDocument();
    expect(date).toHaveAttribute('min', '2026-12-01');
    expect(fetchMock.mock.calls[0]?.[0]).toBe(EARLIEST_DATE_URL);
  });

  it('keeps stating the rule when the earliest date cannot be had', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderPage(<ZoomHearingPage />, { route: text.route });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const date = screen.getByLabelText(text.labels.hearingDate);
    await waitFor(() => expect(date).toHaveAccessibleDescription(text.ruleHint));
    expect(date).not.toHaveAttribute('min');
  });

  it('lists every missing answer in the summary and under its question', async () => {
    answerEarliestDate();
    const user = userEvent.setup({ delay: null });
    const { container } = renderPage(<ZoomHearingPage />, { route: text.route });
    await screen.findByText(text.earliestHint);
    await submit(user);

    const summary = screen.getByRole('region', { name: text.problem });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(posts()).toEqual([]);
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['#fullName', text.messages.fullName],
      ['#hearingDate', text.messages.hearingDate],
      ['#caseNumber', text.messages.caseNumber],
      ['#phone', text.messages.phone],
      ['#email', text.messages.email],
      ['#agree', text.messages.agree],
    ]);
    expect(screen.getByLabelText(text.labels.fullName)).toHaveAccessibleDescription(
      `Error: ${text.messages.fullName}`,
    );
    expect(screen.getByLabelText(text.labels.hearingDate)).toHaveAccessibleDescription(
      `${text.earliestHint} Error: ${text.messages.hearingDate}`,
    );
    expect(screen.getByLabelText(text.labels.phone)).toHaveAccessibleDescription(
      `Error: ${text.messages.phone}`,
    );
    expect(screen.getByLabelText(text.labels.agree)).toHaveAccessibleDescription(
      `Error: ${text.messages.agree}`,
    );
    expect(document.title).toBe(text.errorTitle);
    await expectNoAxeViolations(container);

    // Ticking the box is editing it: its message goes at once.
    await user.click(screen.getByLabelText(text.labels.agree));
    expect(screen.getByLabelText(text.labels.agree)).not.toHaveAccessibleDescription();
  });

  it('sends a complete registration and confirms it with its reference', async () => {
    answerEarliestDate(() =>
      Promise.resolve(jsonResponse(200, { success: true, reference: 'ZH-2026-000007' })),
    );
    const user = userEvent.setup({ delay: null });
    renderPage(<ZoomHearingPage />, { route: text.route });
    await user.type(screen.getByLabelText(text.labels.fullName), 'Jordan Smith');
    await user.type(screen.getByLabelText(text.labels.hearingDate), '2026-12-03');
    await user.type(screen.getByLabelText(text.labels.caseNumber), '2026cvi00123');
    await user.type(screen.getByLabelText(text.labels.phone), '3305550100');
    expect(screen.getByLabelText(text.labels.caseNumber)).toHaveValue('2026CVI00123');
    await user.type(screen.getByLabelText(text.labels.email), 'jordan@example.org');
    await user.click(screen.getByLabelText(text.labels.agree));
    await submit(user);

    expect(await screen.findByText(text.success)).toBeInTheDocument();
    expect(screen.getByText(text.reference)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: text.success })).toHaveAccessibleDescription(
      text.nextSteps,
    );
    const [post] = posts();
    expect(post?.[0]).toBe('/api/muni/forms/zoom-hearing');
    expect(JSON.parse(String(post?.[1].body))).toEqual({
      fullName: 'Jordan Smith',
      hearingDate: '2026-12-03',
      caseNumber: '2026CVI00123',
      phone: '(330) 555-0100',
      email: 'jordan@example.org',
      agree: true,
      website: '',
      altcha: 'test-proof-of-work',
    });
    expect(screen.getByLabelText(text.labels.fullName)).toHaveValue('');
    expect(screen.getByLabelText(text.labels.agree)).not.toBeChecked();
  });

  it('keeps the registration while the court cannot receive it (503) and resends it under the same key', async () => {
    const answers = [
      databaseUnavailableResponse(language),
      jsonResponse(200, { success: true, reference: 'ZH-2026-000007' }),
    ];
    answerEarliestDate(() => Promise.resolve(answers.shift() ?? jsonResponse(500)));
    const user = userEvent.setup({ delay: null });
    renderPage(<ZoomHearingPage />, { route: text.route });
    await user.type(screen.getByLabelText(text.labels.fullName), 'Jordan Smith');
    await user.type(screen.getByLabelText(text.labels.hearingDate), '2026-12-03');
    await user.type(screen.getByLabelText(text.labels.caseNumber), '2026cvi00123');
    await user.type(screen.getByLabelText(text.labels.phone), '3305550100');
    await user.type(screen.getByLabelText(text.labels.email), 'jordan@example.org');
    await user.click(screen.getByLabelText(text.labels.agree));
    await submit(user);

    const summary = await screen.findByRole('region', { name: text.problem });
    expect(summary).toHaveTextContent(
      `ERROR: ${validationMessage('server.unavailable', language)}`,
    );
    expect(screen.getByLabelText(text.labels.fullName)).toHaveValue('Jordan Smith');
    expect(screen.getByLabelText(text.labels.hearingDate)).toHaveValue('2026-12-03');
    expect(screen.getByLabelText(text.labels.agree)).toBeChecked();

    await submit(user);
    expect(await screen.findByText(text.reference)).toBeInTheDocument();
    const [first, second] = posts().map(([, init]) =>
      new Headers(init.headers).get('Idempotency-Key'),
    );
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toBe(first);
  });

  it("shows the API's date message under the hearing date", async () => {
    const tooSoon =
      language === 'en'
        ? 'Choose a hearing date on or after Tuesday, December 1, 2026: you must register at least five business days before the hearing. For an earlier hearing, call the court.'
        : 'Elija una fecha de audiencia a partir del martes, 1 de diciembre de 2026: debe inscribirse al menos cinco días hábiles antes de la audiencia. Para una audiencia anterior, llame al tribunal.';
    answerEarliestDate(() =>
      Promise.resolve(
        jsonResponse(200, {
          success: false,
          error: 'form.invalid',
          errors: { hearingDate: tooSoon },
        }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderPage(<ZoomHearingPage />, { route: text.route });
    await user.type(screen.getByLabelText(text.labels.fullName), 'Jordan Smith');
    await user.type(screen.getByLabelText(text.labels.hearingDate), '2026-11-25');
    await user.type(screen.getByLabelText(text.labels.caseNumber), '2026CVI00123');
    await user.type(screen.getByLabelText(text.labels.phone), '3305550100');
    await user.type(screen.getByLabelText(text.labels.email), 'jordan@example.org');
    await user.click(screen.getByLabelText(text.labels.agree));
    await submit(user);

    const summary = await screen.findByRole('region', { name: text.problem });
    expect(within(summary).getByRole('link', { name: tooSoon })).toHaveAttribute(
      'href',
      '#hearingDate',
    );
    expect(screen.getByLabelText(text.labels.hearingDate)).toHaveAccessibleDescription(
      `${text.earliestHint} Error: ${tooSoon}`,
    );
    expect(screen.getByLabelText(text.labels.hearingDate)).toHaveValue('2026-11-25');
  });
});

describe('zoom hearing registration page', () => {
  it('names the court as it published its name, in both languages', () => {
    answerEarliestDate();
    expectCourtNamedAsPublished(<ZoomHearingPage />, '/zoom-hearing');
    expectCourtNamedAsPublished(<ZoomHearingPage />, '/es/zoom-hearing');
  });
});
