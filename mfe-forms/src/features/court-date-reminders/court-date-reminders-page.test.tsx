import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import {
  COURT_INFO,
  FORM_ACTION_FIELD,
  FORM_PAGE_DATA,
  REMINDER_STEP_ACTIONS,
  TEXT_CONSENT_WORDING,
  localizedPath,
  telHref,
  type CourtDateReminderOptions,
  type CourtDateReminderSignupAccepted,
  type Language,
  type ReminderSignupState,
} from '@court/contract';
import { VALIDATION_MESSAGES, validationMessage } from '@court/contract/schemas';
import { createPageData, PageDataContext } from '@court/kit';
import {
  answerInTurn,
  expectNoAxeViolations,
  jsonResponse,
  renderPage,
  standInForFetch,
} from '@court/kit/testing';
import CourtDateRemindersPage from './court-date-reminders-page';

const OPTIONS_URL = '/api/muni/court-dates/options';
const SIGNUP_URL = '/api/muni/court-dates/signups';
const CONFIRM_URL = '/api/muni/court-dates/signups/confirm';
const RESEND_URL = '/api/muni/court-dates/signups/resend';

const fetchMock = standInForFetch();

jest.setTimeout(20_000);

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
});

const PHONE = '(•••) •••-0123';
const ADDRESS = 'p•••@example.org';

/** The API's answer to a sign-up for texts and e-mails on a case with a hearing on December 8. */
const ACCEPTED: CourtDateReminderSignupAccepted = {
  success: true,
  reference: 'CD-2026-000042',
  signupToken: 'signup-token-42',
  caseNumber: '2026 TRD 01234',
  channels: [
    { channel: 'sms', destination: PHONE, confirmed: false },
    { channel: 'email', destination: ADDRESS, confirmed: false },
  ],
  nextHearing: {
    date: '2026-12-08',
    time: '09:00',
    courtroom: 'Courtroom 2',
    hearingType: 'Pretrial',
  },
  // 3:45 p.m. in Canton.
  codesExpireAt: '2026-11-26T20:45:00.000Z',
};

/** The sign-up's state after `confirmed` channels are confirmed. */
function stateWith(...confirmed: string[]): ReminderSignupState {
  return {
    caseNumber: ACCEPTED.caseNumber,
    channels: ACCEPTED.channels.map((channel) => ({
      ...channel,
      confirmed: confirmed.includes(channel.channel),
    })),
    nextHearing: ACCEPTED.nextHearing,
    codesExpireAt: ACCEPTED.codesExpireAt,
  };
}

function options(texts: CourtDateReminderOptions['texts'] = 'carrier'): Response {
  return jsonResponse(200, { texts });
}

const posts = (url: string) =>
  fetchMock.mock.calls.filter(([called, init]) => called === url && init.method === 'POST');

const bodyOf = (call: [string, RequestInit] | undefined): unknown =>
  JSON.parse(String(call?.[1].body));

/** What a visitor reads in each language. */
const TEXT = {
  en: {
    route: '/court-date-reminders',
    title: 'Court Date Reminders',
    documentTitle: 'Court Date Reminders | Canton Municipal Court',
    errorTitle: 'Error: Court Date Reminders | Canton Municipal Court',
    why: /can lead to a warrant for your arrest, the suspension of your driver's license or a judgment against you/,
    what: [
      'a reminder 7 days and 1 day before each hearing of your case;',
      'a message right away if a hearing is moved or cancelled.',
      'Texts and e-mails are sent between 8 a.m. and 8 p.m. Reminders are free.',
    ],
    juryLink: 'sign up for juror notifications',
    notice: /A reminder does not replace the notices the court sends you/,
    call: `Call ${COURT_INFO.phone}`,
    form: 'Sign up',
    caseNumber: 'Case number',
    caseNumberHint: 'For example 2026 TRD 01234. It is on your ticket or court papers.',
    lastName: 'Last name',
    remindBy: 'How do you want to be reminded?',
    choices: { text: 'Text message', email: 'E-mail', both: 'Both' },
    cellphone: 'Cellphone number',
    carrier: 'Cellphone company',
    email: 'E-mail address',
    language: 'Language of your reminders',
    ownLanguage: 'English',
    otherLanguage: 'Español',
    emailOnly: 'For now the court sends reminders by e-mail only.',
    submit: 'Sign up for reminders',
    problem: 'There is a problem',
    confirmHeading: 'Confirm your cellphone number and e-mail address',
    nextHearing: 'Your next hearing: Tuesday, December 8, 2026 at 9:00 a.m., Courtroom 2.',
    hearingType: 'Type of hearing: Pretrial.',
    hearingTypeName: 'Pretrial',
    noHearing:
      'No hearing is scheduled yet for case 2026 TRD 01234 under this last name. Your reminders will start when the court schedules one.',
    codesExpire:
      'Codes work until 3:45 p.m.; if one has not arrived after a few minutes, ask for a new one.',
    code: (destination: string) => `Enter the 6-digit code we sent to ${destination}`,
    confirm: 'Confirm',
    resend: 'Send a new code',
    resent: `We sent a new code to ${ADDRESS}.`,
    phoneConfirmed: `Your cellphone number ${PHONE} is confirmed.`,
    changeAnswers: 'Change your answers',
    doneHeading: 'Your reminders are on',
    done: 'You are signed up. We will remind you before each hearing of case 2026 TRD 01234.',
    reference:
      'Your reference number is CD-2026-000042. Keep it: the court will ask for it if you call.',
    stop: 'To stop the reminders, use the stop link in any of them. You can also reply STOP to a text message.',
    wrongCode: 'That code is not right. Check the code we sent you and enter it again.',
    beforeHeading: 'Before your hearing',
    hoursLink: 'Hours and parking',
    zoomLink: 'Zoom hearing policy and instructions',
  },
  es: {
    route: '/es/court-date-reminders',
    title: 'Recordatorios de fechas de corte',
    documentTitle: 'Recordatorios de fechas de corte | Tribunal Municipal de Canton',
    errorTitle: 'Error: Recordatorios de fechas de corte | Tribunal Municipal de Canton',
    why: /puede llevar a una orden de arresto, a la suspensión de su licencia de conducir o a una sentencia en su contra/,
    what: [
      'un recordatorio 7 días y 1 día antes de cada audiencia de su caso;',
      'un aviso de inmediato si una audiencia cambia de fecha o se cancela.',
      'Los mensajes de texto y los correos electrónicos se envían entre las 8 a. m. y las 8 p. m. Los recordatorios son gratuitos.',
    ],
    juryLink: 'inscríbase para recibir notificaciones del jurado',
    notice: /Un recordatorio no reemplaza los avisos que le envía el tribunal/,
    call: `Llame al ${COURT_INFO.phone}`,
    form: 'Inscríbase',
    caseNumber: 'Número de caso',
    caseNumberHint:
      'Por ejemplo, 2026 TRD 01234. Aparece en su citación o en sus documentos del tribunal.',
    lastName: 'Apellido',
    remindBy: '¿Cómo quiere recibir los recordatorios?',
    choices: { text: 'Mensaje de texto', email: 'Correo electrónico', both: 'Ambos' },
    cellphone: 'Número de celular',
    carrier: 'Compañía de celular',
    email: 'Dirección de correo electrónico',
    language: 'Idioma de sus recordatorios',
    ownLanguage: 'Español',
    otherLanguage: 'English',
    emailOnly: 'Por ahora el tribunal envía los recordatorios solo por correo electrónico.',
    submit: 'Inscribirse para recibir recordatorios',
    problem: 'Hay un problema',
    confirmHeading: 'Confirme su número de celular y su correo electrónico',
    nextHearing: 'Su próxima audiencia: martes, 8 de diciembre de 2026, a las 9:00 a. m., Sala 2.',
    hearingType: 'Tipo de audiencia: Audiencia previa al juicio.',
    hearingTypeName: 'Audiencia previa al juicio',
    noHearing:
      'Todavía no hay ninguna audiencia programada para el caso 2026 TRD 01234 con este apellido. Sus recordatorios empezarán cuando el tribunal programe una.',
    codesExpire:
      'Los códigos sirven hasta las 3:45 p. m.; si uno no le llega en unos minutos, pida uno nuevo.',
    code: (destination: string) =>
      `Escriba el código de 6 dígitos que le enviamos a ${destination}`,
    confirm: 'Confirmar',
    resend: 'Enviar un código nuevo',
    resent: `Le enviamos un código nuevo a ${ADDRESS}.`,
    phoneConfirmed: `Su número de celular ${PHONE} está confirmado.`,
    changeAnswers: 'Cambiar sus respuestas',
    doneHeading: 'Sus recordatorios están activados',
    done: 'Su inscripción está completa. Le enviaremos un recordatorio antes de cada audiencia del caso 2026 TRD 01234.',
    reference:
      'Su número de referencia es CD-2026-000042. Consérvelo: el tribunal se lo pedirá si llama.',
    stop: 'Para dejar de recibirlos, use el enlace para cancelarlos que trae cada recordatorio. También puede responder STOP a un mensaje de texto.',
    wrongCode: 'Ese código no es correcto. Revise el código que le enviamos y escríbalo de nuevo.',
    beforeHeading: 'Antes de su audiencia',
    hoursLink: 'Horario y estacionamiento',
    zoomLink: 'Política e instrucciones de las audiencias por Zoom',
  },
} satisfies Record<Language, unknown>;

type Text = (typeof TEXT)[Language];

/** Types into a field by pasting: one input event, as fast as the browser tests' fill. */
async function enter(user: UserEvent, label: string, answer: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(answer);
}

/** Answers every question for texts and e-mails, as a visitor would. */
async function fillForBoth(user: UserEvent, text: Text, language: Language) {
  await enter(user, text.caseNumber, '2026 trd 01234');
  await enter(user, text.lastName, 'Smith');
  await user.click(screen.getByRole('radio', { name: text.choices.both }));
  await enter(user, text.cellphone, '3305550123');
  await user.selectOptions(screen.getByLabelText(text.carrier), 'Verizon');
  await user.click(screen.getByRole('checkbox', { name: TEXT_CONSENT_WORDING[language] }));
  await enter(user, text.email, 'pat.smith@example.org');
}

/** Fills and sends the sign-up the API accepts with `accepted`; resolves on step 2. */
async function signUp(
  user: UserEvent,
  text: Text,
  language: Language,
  answers: Record<string, Response[]> = {},
  accepted: CourtDateReminderSignupAccepted = ACCEPTED,
) {
  answerInTurn(fetchMock, {
    [OPTIONS_URL]: [options()],
    [SIGNUP_URL]: [jsonResponse(200, accepted)],
    ...answers,
  });
  const page = renderPage(<CourtDateRemindersPage />, { route: text.route });
  await fillForBoth(user, text, language);
  await user.click(screen.getByRole('button', { name: text.submit }));
  await screen.findByRole('heading', { level: 2, name: text.confirmHeading });
  return page;
}

describe.each(['en', 'es'] as const)('court date reminders page (%s)', (language) => {
  const text = TEXT[language];
  const messages = VALIDATION_MESSAGES[language];

  it('explains the reminders, asks the first questions and says what to know before a hearing', async () => {
    answerInTurn(fetchMock, { [OPTIONS_URL]: [options()] });
    const { container } = renderPage(<CourtDateRemindersPage />, { route: text.route });
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    expect(document.title).toBe(text.documentTitle);
    expect(screen.getByText(text.why)).toBeInTheDocument();
    for (const line of text.what) expect(screen.getByText(line)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.juryLink })).toHaveAttribute(
      'href',
      localizedPath('juror-notification-signup', language),
    );
    expect(screen.getByText(text.notice)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: text.call })[0]).toHaveAttribute(
      'href',
      telHref(COURT_INFO.phone),
    );

    const form = screen.getByRole('form', { name: text.form });
    expect(within(form).getByLabelText(text.caseNumber)).toHaveAccessibleDescription(
      text.caseNumberHint,
    );
    expect(within(form).getByLabelText(text.lastName)).toHaveAttribute(
      'autocomplete',
      'family-name',
    );
    const remindBy = within(form).getByRole('group', { name: text.remindBy });
    expect(within(remindBy).getAllByRole('radio')).toHaveLength(3);
    for (const choice of Object.values(text.choices)) {
      expect(within(remindBy).getByRole('radio', { name: choice })).not.toBeChecked();
    }
    // Nothing is asked about a phone or an address before the visitor chooses.
    expect(within(form).queryByLabelText(text.cellphone)).toBeNull();
    expect(within(form).queryByLabelText(text.email)).toBeNull();
    const reminderLanguage = within(form).getByRole('group', { name: text.language });
    expect(within(reminderLanguage).getByRole('radio', { name: text.ownLanguage })).toBeChecked();
    expect(
      within(reminderLanguage).getByRole('radio', { name: text.otherLanguage }),
    ).not.toBeChecked();
    expect(within(reminderLanguage).getByText(text.otherLanguage)).toHaveAttribute(
      'lang',
      language === 'en' ? 'es' : 'en',
    );

    const before = screen.getByRole('region', { name: text.beforeHeading });
    expect(before).toHaveAttribute('id', 'before-your-hearing');
    expect(before).toHaveTextContent(COURT_INFO.street);
    expect(within(before).getByRole('link', { name: text.hoursLink })).toHaveAttribute(
      'href',
      localizedPath('hours-and-parking', language),
    );
    expect(within(before).getByRole('link', { name: text.zoomLink })).toHaveAttribute(
      'href',
      localizedPath('zoom-hearing', language),
    );
    expect(within(before).getByRole('link', { name: text.call })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(OPTIONS_URL, expect.anything()));
    await expectNoAxeViolations(container);
  });

  it('lists every missing answer in the summary and under its question, and sends nothing', async () => {
    answerInTurn(fetchMock, { [OPTIONS_URL]: [options()] });
    const user = userEvent.setup();
    const { container } = renderPage(<CourtDateRemindersPage />, { route: text.route });
    await user.click(screen.getByRole('button', { name: text.submit }));

    const summary = screen.getByRole('region', { name: text.problem });
    await waitFor(() => expect(summary).toHaveFocus());
    const lines = () =>
      within(screen.getByRole('region', { name: text.problem }))
        .getAllByRole('link')
        .map((link) => [link.getAttribute('href'), link.textContent]);
    expect(lines()).toEqual([
      ['#caseNumber', messages['caseNumber.required']],
      ['#lastName', messages['reminders.lastName.required']],
      ['#remindBy', messages['reminders.remindBy.required']],
    ]);
    expect(screen.getByLabelText(text.caseNumber)).toHaveAccessibleDescription(
      `${text.caseNumberHint} Error: ${messages['caseNumber.required']}`,
    );
    expect(screen.getByRole('radio', { name: text.choices.text })).toHaveAccessibleDescription(
      `Error: ${messages['reminders.remindBy.required']}`,
    );
    await waitFor(() => expect(document.title).toBe(text.errorTitle));
    await expectNoAxeViolations(container);

    // Texts and e-mails: each question they bring is needed.
    await user.click(screen.getByRole('radio', { name: text.choices.both }));
    await user.click(screen.getByRole('button', { name: text.submit }));
    await waitFor(() =>
      expect(lines()).toEqual([
        ['#caseNumber', messages['caseNumber.required']],
        ['#lastName', messages['reminders.lastName.required']],
        ['#cellphone', messages['reminders.cellphone.required']],
        ['#carrier', messages['reminders.carrier.required']],
        ['#textConsent', messages['reminders.textConsent.required']],
        ['#email', messages['email.required']],
      ]),
    );
    expect(
      screen.getByRole('checkbox', { name: TEXT_CONSENT_WORDING[language] }),
    ).toHaveAccessibleDescription(`Error: ${messages['reminders.textConsent.required']}`);

    // A question put away takes its message with it.
    await user.click(screen.getByRole('radio', { name: text.choices.email }));
    expect(lines()).toEqual([
      ['#caseNumber', messages['caseNumber.required']],
      ['#lastName', messages['reminders.lastName.required']],
      ['#email', messages['email.required']],
    ]);
    expect(posts(SIGNUP_URL)).toEqual([]);
  });

  it('shows the code to enter for each phone and address, under the next hearing', async () => {
    const user = userEvent.setup();
    const { container } = await signUp(user, text, language);

    const heading = screen.getByRole('heading', { level: 2, name: text.confirmHeading });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole('button', { name: text.submit })).toBeNull();
    expect(screen.getByText(text.nextHearing)).toBeInTheDocument();
    // The type, in the page's language, is marked as being in it.
    const hearingType = screen.getByText(text.hearingTypeName);
    expect(hearingType).toHaveAttribute('lang', language);
    expect(hearingType.closest('p')).toHaveTextContent(text.hearingType);
    expect(screen.getByText(text.codesExpire)).toBeInTheDocument();
    for (const destination of [PHONE, ADDRESS]) {
      const code = screen.getByLabelText(text.code(destination));
      expect(code).toHaveAttribute('inputmode', 'numeric');
      expect(code).toHaveAttribute('autocomplete', 'one-time-code');
      expect(code).toHaveAttribute('pattern', '[0-9]{6}');
    }
    expect(screen.getAllByRole('button', { name: text.confirm })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: text.resend })).toHaveLength(2);
    expect(screen.getByRole('region', { name: text.beforeHeading })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('says when the case has no hearing scheduled yet', async () => {
    const user = userEvent.setup();
    await signUp(user, text, language, {}, { ...ACCEPTED, nextHearing: null });
    expect(screen.getByText(text.noHearing)).toBeInTheDocument();
    expect(screen.queryByText(text.nextHearing)).toBeNull();
  });

  it('confirms each code, then the sign-up, and says how to stop', async () => {
    const user = userEvent.setup();
    const { container } = await signUp(user, text, language, {
      [CONFIRM_URL]: [
        jsonResponse(200, stateWith('sms')),
        jsonResponse(200, stateWith('sms', 'email')),
      ],
    });

    await enter(user, text.code(PHONE), '123 456');
    await user.click(screen.getAllByRole('button', { name: text.confirm })[0] as HTMLElement);
    const confirmed = await screen.findByText(text.phoneConfirmed);
    await waitFor(() => expect(confirmed).toHaveFocus());
    expect(screen.queryByLabelText(text.code(PHONE))).toBeNull();
    expect(bodyOf(posts(CONFIRM_URL)[0])).toEqual({
      reference: 'CD-2026-000042',
      signupToken: 'signup-token-42',
      channel: 'sms',
      code: '123456',
    });

    await enter(user, text.code(ADDRESS), '654321');
    await user.click(screen.getByRole('button', { name: text.confirm }));
    const done = await screen.findByRole('status', { name: text.done });
    await waitFor(() => expect(done).toHaveFocus());
    expect(done).toHaveAccessibleDescription(text.reference);
    expect(screen.getByRole('heading', { level: 2, name: text.doneHeading })).toBeInTheDocument();
    expect(screen.getByText(text.stop)).toBeInTheDocument();
    expect(screen.getByText(text.nextHearing)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.confirm })).toBeNull();
    expect(bodyOf(posts(CONFIRM_URL)[1])).toMatchObject({ channel: 'email', code: '654321' });
    await expectNoAxeViolations(container);
  });

  it("shows the API's message about a wrong code on its field", async () => {
    const user = userEvent.setup();
    const { container } = await signUp(user, text, language, {
      [CONFIRM_URL]: [
        jsonResponse(400, {
          error: messages['form.invalid'],
          errors: { code: text.wrongCode },
        }),
      ],
    });
    await enter(user, text.code(PHONE), '111111');
    await user.click(screen.getAllByRole('button', { name: text.confirm })[0] as HTMLElement);

    const summary = await screen.findByRole('region', { name: text.problem });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole('link', { name: text.wrongCode })).toHaveAttribute(
      'href',
      '#smsCode',
    );
    const code = screen.getByLabelText(text.code(PHONE));
    expect(code).toHaveAccessibleDescription(expect.stringContaining(`Error: ${text.wrongCode}`));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveValue('111111');
    await waitFor(() => expect(document.title).toBe(text.errorTitle));
    await expectNoAxeViolations(container);
  });

  it('checks the code is six digits before sending it', async () => {
    const user = userEvent.setup();
    await signUp(user, text, language);
    await enter(user, text.code(ADDRESS), '12');
    await user.click(screen.getAllByRole('button', { name: text.confirm })[1] as HTMLElement);
    const summary = await screen.findByRole('region', { name: text.problem });
    const link = within(summary).getByRole('link');
    expect(link).toHaveTextContent(validationMessage('reminders.code.format', language));
    expect(link).toHaveAttribute('href', '#emailCode');
    expect(posts(CONFIRM_URL)).toEqual([]);
  });

  it('sends a new code and says so', async () => {
    const user = userEvent.setup();
    await signUp(user, text, language, {
      [RESEND_URL]: [
        jsonResponse(200, { ...stateWith(), codesExpireAt: '2026-11-26T21:15:00.000Z' }),
      ],
    });
    await user.click(screen.getAllByRole('button', { name: text.resend })[1] as HTMLElement);
    expect(await screen.findByText(text.resent)).toHaveAttribute('role', 'status');
    expect(bodyOf(posts(RESEND_URL)[0])).toEqual({
      reference: 'CD-2026-000042',
      signupToken: 'signup-token-42',
      channel: 'email',
    });
    // The new code's time: 4:15 p.m.
    expect(screen.getByText(/4:15 p\. ?m\./)).toBeInTheDocument();
  });
});

describe('court date reminders sign-up', () => {
  const text = TEXT.en;

  it('asks what each way of being reminded needs and keeps what was typed', async () => {
    answerInTurn(fetchMock, { [OPTIONS_URL]: [options('carrier')] });
    const user = userEvent.setup();
    renderPage(<CourtDateRemindersPage />, { route: text.route });

    await user.click(screen.getByRole('radio', { name: text.choices.text }));
    expect(screen.getByLabelText(text.cellphone)).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText(text.carrier)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: TEXT_CONSENT_WORDING.en })).not.toBeChecked();
    expect(screen.queryByLabelText(text.email)).toBeNull();
    await enter(user, text.cellphone, '3305550123');

    await user.click(screen.getByRole('radio', { name: text.choices.email }));
    expect(screen.queryByLabelText(text.cellphone)).toBeNull();
    expect(screen.queryByLabelText(text.carrier)).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByLabelText(text.email)).toHaveAttribute('type', 'email');

    await user.click(screen.getByRole('radio', { name: text.choices.both }));
    expect(screen.getByLabelText(text.cellphone)).toHaveValue('(330) 555-0123');
    expect(screen.getByLabelText(text.email)).toBeInTheDocument();
  });

  it('asks for no carrier when a text provider sends the texts', async () => {
    answerInTurn(fetchMock, { [OPTIONS_URL]: [options('direct')] });
    const user = userEvent.setup();
    renderPage(<CourtDateRemindersPage />, { route: text.route });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await user.click(screen.getByRole('radio', { name: text.choices.text }));
    expect(screen.getByLabelText(text.cellphone)).toBeInTheDocument();
    expect(screen.queryByLabelText(text.carrier)).toBeNull();
  });

  it('offers e-mail only while the court sends no texts, and signs up for e-mail', async () => {
    answerInTurn(fetchMock, {
      [OPTIONS_URL]: [options('off')],
      [SIGNUP_URL]: [jsonResponse(200, { ...ACCEPTED, channels: [ACCEPTED.channels[1]] })],
    });
    const user = userEvent.setup();
    const { container } = renderPage(<CourtDateRemindersPage />, { route: text.route });
    expect(await screen.findByText(text.emailOnly)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: text.remindBy })).toBeNull();
    expect(screen.queryByRole('radio', { name: text.choices.text })).toBeNull();
    expect(screen.queryByLabelText(text.cellphone)).toBeNull();
    await expectNoAxeViolations(container);

    await enter(user, text.caseNumber, '2026TRD01234');
    await enter(user, text.lastName, 'Smith');
    await enter(user, text.email, 'pat.smith@example.org');
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Confirm your e-mail address' }),
    ).toBeInTheDocument();
    expect(bodyOf(posts(SIGNUP_URL)[0])).toMatchObject({
      remindBy: 'email',
      cellphone: '',
      carrier: '',
      textConsent: false,
      email: 'pat.smith@example.org',
    });
  });

  it('sends the answers asked, and what was typed in a question put away as empty', async () => {
    answerInTurn(fetchMock, {
      [OPTIONS_URL]: [options()],
      [SIGNUP_URL]: [jsonResponse(200, { ...ACCEPTED, channels: [ACCEPTED.channels[1]] })],
    });
    const user = userEvent.setup();
    renderPage(<CourtDateRemindersPage />, { route: text.route });
    await enter(user, text.caseNumber, '2026-trd-01234');
    await user.tab();
    // Left, the case number reads as the court writes it.
    expect(screen.getByLabelText(text.caseNumber)).toHaveValue('2026 TRD 01234');
    await enter(user, text.lastName, 'de la Cruz');
    await user.click(screen.getByRole('radio', { name: text.choices.text }));
    await enter(user, text.cellphone, '33055');
    await user.click(screen.getByRole('radio', { name: text.choices.email }));
    await enter(user, text.email, 'Pat.Smith@Example.org');
    await user.click(screen.getByRole('radio', { name: text.otherLanguage }));
    await user.click(screen.getByRole('button', { name: text.submit }));

    await screen.findByRole('heading', { level: 2, name: 'Confirm your e-mail address' });
    const [post] = posts(SIGNUP_URL);
    expect(bodyOf(post)).toEqual({
      caseNumber: '2026 TRD 01234',
      lastName: 'de la Cruz',
      remindBy: 'email',
      cellphone: '',
      carrier: '',
      email: 'Pat.Smith@Example.org',
      reminderLanguage: 'es',
      textConsent: false,
      website: '',
      altcha: 'test-proof-of-work',
    });
    expect(new Headers(post?.[1].headers).get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('posts texts and e-mails with the carrier and the consent', async () => {
    const user = userEvent.setup();
    await signUp(user, text, 'en');
    expect(bodyOf(posts(SIGNUP_URL)[0])).toEqual({
      caseNumber: '2026 TRD 01234',
      lastName: 'Smith',
      remindBy: 'both',
      cellphone: '(330) 555-0123',
      carrier: 'Verizon',
      email: 'pat.smith@example.org',
      reminderLanguage: 'en',
      textConsent: true,
      website: '',
      altcha: 'test-proof-of-work',
    });
  });

  it('goes back to the answers, as they were, to correct a number or address', async () => {
    const user = userEvent.setup();
    await signUp(user, text, 'en');
    await user.click(screen.getByRole('button', { name: text.changeAnswers }));
    const heading = screen.getByRole('heading', { level: 2, name: text.form });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByLabelText(text.caseNumber)).toHaveValue('2026 TRD 01234');
    expect(screen.getByLabelText(text.lastName)).toHaveValue('Smith');
    expect(screen.getByRole('radio', { name: text.choices.both })).toBeChecked();
    expect(screen.getByLabelText(text.cellphone)).toHaveValue('(330) 555-0123');
    expect(screen.getByLabelText(text.carrier)).toHaveValue('Verizon');
    expect(screen.getByLabelText(text.email)).toHaveValue('pat.smith@example.org');
    expect(screen.getByRole('checkbox', { name: TEXT_CONSENT_WORDING.en })).toBeChecked();
    expect(screen.queryByText(text.nextHearing)).toBeNull();
  });

  it('asks the court for the answers when the confirm step came from a sign-up sent without the script', async () => {
    answerInTurn(fetchMock, { [OPTIONS_URL]: [options()] });
    const { reference, signupToken } = ACCEPTED;
    // The server writes the sign-up's state and token into the page, in the API's shape.
    const pageData = createPageData({
      [FORM_PAGE_DATA.sent]: { reference, details: ACCEPTED },
    });
    const user = userEvent.setup();
    renderPage(
      <PageDataContext value={pageData}>
        <CourtDateRemindersPage />
      </PageDataContext>,
      { route: text.route },
    );
    const change = screen.getByRole('button', { name: text.changeAnswers });
    const form = change.closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', text.route);
    expect(change).toHaveAttribute('name', FORM_ACTION_FIELD);
    expect(change).toHaveAttribute('value', REMINDER_STEP_ACTIONS.change);
    expect(form?.querySelector('input[name="reference"]')).toHaveValue(reference);
    expect(form?.querySelector('input[name="signupToken"]')).toHaveValue(signupToken);
    // The page holds no answers to go back to: the browser posts the form, and the court answers.
    const posted: boolean[] = [];
    const onSubmit = (event: Event) => {
      posted.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('submit', onSubmit);
    await user.click(change);
    document.removeEventListener('submit', onSubmit);
    expect(posted).toEqual([true]);
  });

  it('treats texts as needing a carrier until the court says how it sends them', async () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    const user = userEvent.setup();
    renderPage(<CourtDateRemindersPage />, { route: text.route });
    await user.click(screen.getByRole('radio', { name: text.choices.both }));
    expect(screen.getByLabelText(text.carrier)).toBeInTheDocument();
  });

  it('renders on the server and takes a choice made before its script ran', async () => {
    answerInTurn(fetchMock, { [OPTIONS_URL]: [options()] });
    const consoleError = jest.spyOn(console, 'error');
    renderPage(<CourtDateRemindersPage />, {
      route: text.route,
      beforeHydration: (serverRendered) => {
        within(serverRendered).getByRole('radio', { name: text.choices.text }).click();
      },
    });
    expect(await screen.findByLabelText(text.cellphone)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: text.choices.text })).toBeChecked();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('says when the answer to the sign-up cannot be read, with the phone number', async () => {
    answerInTurn(fetchMock, {
      [OPTIONS_URL]: [options()],
      [SIGNUP_URL]: [jsonResponse(200, { success: true, reference: 'CD-2026-000042' })],
    });
    const user = userEvent.setup();
    renderPage(<CourtDateRemindersPage />, { route: text.route });
    await fillForBoth(user, text, 'en');
    await user.click(screen.getByRole('button', { name: text.submit }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/The court received your sign-up/);
    expect(within(alert).getByRole('link', { name: text.call })).toBeInTheDocument();
  });
});
