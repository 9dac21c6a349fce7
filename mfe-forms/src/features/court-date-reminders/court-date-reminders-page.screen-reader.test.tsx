import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import {
  TEXT_CONSENT_WORDING,
  type CourtDateReminderSignupAccepted,
  type Language,
} from '@court/contract';
import { VALIDATION_MESSAGES } from '@court/contract/schemas';
import {
  answerInTurn,
  jsonResponse,
  renderPage,
  spokenWhile,
  standInForFetch,
} from '@court/kit/testing';
import CourtDateRemindersPage from './court-date-reminders-page';

const OPTIONS_URL = '/api/muni/court-dates/options';
const SIGNUP_URL = '/api/muni/court-dates/signups';
const CONFIRM_URL = '/api/muni/court-dates/signups/confirm';

const fetchMock = standInForFetch();

jest.setTimeout(20_000);

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
});

const ACCEPTED: CourtDateReminderSignupAccepted = {
  success: true,
  reference: 'CD-2026-000042',
  signupToken: 'signup-token-42',
  caseNumber: '2026 TRD 01234',
  channels: [{ channel: 'sms', destination: '(•••) •••-0123', confirmed: false }],
  nextHearing: { date: '2026-12-08', time: '09:00', courtroom: 'Courtroom 2', hearingType: '' },
  codesExpireAt: '2026-11-26T20:45:00.000Z',
};

/** What a visitor hears in each language: the page's words and the contract's messages. */
const TEXT = {
  en: {
    route: '/court-date-reminders',
    submit: 'Sign up for reminders',
    wait: 'Please wait...',
    problem: 'There is a problem',
    caseNumber: 'Case number',
    lastName: 'Last name',
    text: 'Text message',
    cellphone: 'Cellphone number',
    carrier: 'Cellphone company',
    confirmHeading: 'Confirm your cellphone number',
    code: 'Enter the 6-digit code we sent to (•••) •••-0123',
    codeHint: 'It came in a text message from the court.',
    confirm: 'Confirm',
    wrongCode: 'That code is not right. Check the code we sent you and enter it again.',
    done: 'You are signed up. We will remind you before each hearing of case 2026 TRD 01234.',
    reference:
      'Your reference number is CD-2026-000042. Keep it: the court will ask for it if you call.',
  },
  es: {
    route: '/es/court-date-reminders',
    submit: 'Inscribirse para recibir recordatorios',
    wait: 'Espere, por favor...',
    problem: 'Hay un problema',
    caseNumber: 'Número de caso',
    lastName: 'Apellido',
    text: 'Mensaje de texto',
    cellphone: 'Número de celular',
    carrier: 'Compañía de celular',
    confirmHeading: 'Confirme su número de celular',
    code: 'Escriba el código de 6 dígitos que le enviamos a (•••) •••-0123',
    codeHint: 'Le llegó en un mensaje de texto del tribunal.',
    confirm: 'Confirmar',
    wrongCode: 'Ese código no es correcto. Revise el código que le enviamos y escríbalo de nuevo.',
    done: 'Su inscripción está completa. Le enviaremos un recordatorio antes de cada audiencia del caso 2026 TRD 01234.',
    reference:
      'Su número de referencia es CD-2026-000042. Consérvelo: el tribunal se lo pedirá si llama.',
  },
} satisfies Record<Language, unknown>;

type Text = (typeof TEXT)[Language];

/** Types into a field by pasting: one input event, as fast as the browser tests' fill. */
async function enter(user: UserEvent, label: string, answer: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(answer);
}

/** Signs up for texts and moves focus to where a keyboard user presses Enter. */
async function signUpForTexts(user: UserEvent, text: Text, language: Language) {
  await enter(user, text.caseNumber, '2026TRD01234');
  await enter(user, text.lastName, 'Smith');
  await user.click(screen.getByRole('radio', { name: text.text }));
  await enter(user, text.cellphone, '3305550123');
  await user.selectOptions(screen.getByLabelText(text.carrier), 'Verizon');
  await user.click(screen.getByRole('checkbox', { name: TEXT_CONSENT_WORDING[language] }));
  act(() => screen.getByRole('button', { name: text.submit }).focus());
}

describe.each(['en', 'es'] as const)(
  'court date reminders, to a screen reader (%s)',
  (language) => {
    const text = TEXT[language];
    const messages = VALIDATION_MESSAGES[language];

    it('reads out the problems of the sign-up and leads to the choice of how to be reminded', async () => {
      answerInTurn(fetchMock, { [OPTIONS_URL]: [jsonResponse(200, { texts: 'carrier' })] });
      const user = userEvent.setup();
      const { container } = renderPage(<CourtDateRemindersPage />, { route: text.route });
      await enter(user, text.caseNumber, '2026TRD01234');
      await enter(user, text.lastName, 'Smith');
      act(() => screen.getByRole('button', { name: text.submit }).focus());

      expect(
        await spokenWhile(container, async () => {
          await user.keyboard('{Enter}');
          await screen.findByRole('region', { name: text.problem });
        }),
      ).toEqual([
        `polite: ${text.wait}`,
        `region, ${text.problem}, ${messages['reminders.remindBy.required']}`,
      ]);

      const [link] = within(screen.getByRole('region', { name: text.problem })).getAllByRole(
        'link',
      );
      act(() => link?.focus());
      expect(await spokenWhile(container, () => user.keyboard('{Enter}'))).toEqual([
        `radio, ${text.text}, Error: ${messages['reminders.remindBy.required']}, not checked, position 1, set size 3`,
      ]);
    });

    it('reads out the step of the code, a wrong code on its field, and the confirmation', async () => {
      answerInTurn(fetchMock, {
        [OPTIONS_URL]: [jsonResponse(200, { texts: 'carrier' })],
        [SIGNUP_URL]: [jsonResponse(200, ACCEPTED)],
        [CONFIRM_URL]: [
          jsonResponse(400, { error: messages['form.invalid'], errors: { code: text.wrongCode } }),
          jsonResponse(200, {
            ...ACCEPTED,
            channels: [{ ...ACCEPTED.channels[0], confirmed: true }],
          }),
        ],
      });
      const user = userEvent.setup();
      const { container } = renderPage(<CourtDateRemindersPage />, { route: text.route });
      await signUpForTexts(user, text, language);

      expect(
        await spokenWhile(container, async () => {
          await user.keyboard('{Enter}');
          await screen.findByRole('heading', { name: text.confirmHeading });
        }),
      ).toEqual([`polite: ${text.wait}`, `heading, ${text.confirmHeading}, level 2`]);

      await enter(user, text.code, '111111');
      expect(
        await spokenWhile(container, async () => {
          await user.keyboard('{Enter}');
          await screen.findByRole('region', { name: text.problem });
        }),
      ).toEqual([
        `polite: ${text.wait}`,
        `region, ${text.problem}, ERROR: ${messages['form.invalid']} ${text.wrongCode}`,
      ]);

      const [link] = within(screen.getByRole('region', { name: text.problem })).getAllByRole(
        'link',
      );
      act(() => link?.focus());
      expect(await spokenWhile(container, () => user.keyboard('{Enter}'))).toEqual([
        `textbox, ${text.code}, 111111, ${text.codeHint} Error: ${text.wrongCode}, invalid, required`,
      ]);

      await user.clear(screen.getByLabelText(text.code));
      await user.paste('123456');
      expect(
        await spokenWhile(container, async () => {
          await user.keyboard('{Enter}');
          await screen.findByText(text.done);
        }),
      ).toEqual([`polite: ${text.wait}`, `status, ${text.done}, ${text.reference}`]);
    });
  },
);
