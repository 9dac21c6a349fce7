import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@court/contract';
import { ZOOM_HEARING_NEXT_STEPS } from '@court/contract/schemas';
import {
  answerInTurn,
  jsonResponse,
  renderPage,
  spokenWhile,
  standInForFetch,
} from '@court/kit/testing';
import ZoomHearingPage from './zoom-hearing-page';

const EARLIEST_DATE_URL = '/api/muni/forms/zoom-hearing/earliest-date';
const REGISTRATION_URL = '/api/muni/forms/zoom-hearing';

const fetchMock = standInForFetch();

jest.setTimeout(20_000);

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
});

/** What a visitor hears in each language: the form's words and the contract's messages. */
const TEXT = {
  en: {
    route: '/zoom-hearing',
    submit: 'Submit',
    wait: 'Please wait...',
    problem: 'There is a problem',
    labels: {
      fullName: 'Party Full Name',
      hearingDate: 'Court Hearing Date',
      caseNumber: 'Case Number',
      phone: 'Phone Number',
      email: 'E-Mail Address',
      agree: 'I confirm that I have viewed the Zoom Hearing Policy and Zoom Hearing Instructions.',
    },
    messages: [
      'Enter your full name.',
      'Enter the date of your court hearing.',
      'Enter your case number, for example 2023TRD01234.',
      'Enter a phone number the court can reach you on.',
      'Enter your e-mail address.',
      'Confirm that you have viewed the Zoom Hearing Policy and Zoom Hearing Instructions.',
    ],
    success: 'Your request for a zoom hearing has been submitted.',
    reference:
      'Your reference number is ZH-2026-000007. Keep it: the court will ask for it if you call.',
  },
  es: {
    route: '/es/zoom-hearing',
    submit: 'Enviar',
    wait: 'Espere, por favor...',
    problem: 'Hay un problema',
    labels: {
      fullName: 'Nombre completo de la parte',
      hearingDate: 'Fecha de la audiencia',
      caseNumber: 'Número de caso',
      phone: 'Número de teléfono',
      email: 'Correo electrónico',
      agree:
        'Confirmo que he leído la Política de Audiencias por Zoom y las Instrucciones de Audiencias por Zoom.',
    },
    messages: [
      'Escriba su nombre completo.',
      'Escriba la fecha de su audiencia.',
      'Escriba su número de caso, por ejemplo 2023TRD01234.',
      'Escriba un número de teléfono en el que el tribunal pueda comunicarse con usted.',
      'Escriba su dirección de correo electrónico.',
      'Confirme que ha leído la Política de Audiencias por Zoom y las Instrucciones de Audiencias por Zoom.',
    ],
    success: 'Su solicitud de audiencia por Zoom ha sido enviada.',
    reference:
      'Su número de referencia es ZH-2026-000007. Consérvelo: el tribunal se lo pedirá si llama.',
  },
} satisfies Record<Language, unknown>;

type Text = (typeof TEXT)[Language];

/** Tabs to the Submit button, as a keyboard user does before pressing Enter. */
function focusSubmit(text: Text) {
  act(() => screen.getByRole('button', { name: text.submit }).focus());
}

describe.each(['en', 'es'] as const)(
  'the zoom hearing registration, to a screen reader (%s)',
  (language) => {
    const text = TEXT[language];

    it('reads out the problems, leads to each question, and drops the error of a ticked box', async () => {
      answerInTurn(fetchMock, {
        [EARLIEST_DATE_URL]: [jsonResponse(200, { earliestDate: '2026-12-01' })],
      });
      const user = userEvent.setup({ delay: null });
      const { container } = renderPage(<ZoomHearingPage />, { route: text.route });
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
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
        `textbox, ${text.labels.fullName}, Error: ${text.messages[0]}, invalid, required`,
      ]);

      act(() => links.at(-1)?.focus());
      expect(await spokenWhile(container, () => user.keyboard('{Enter}'))).toEqual([
        `checkbox, ${text.labels.agree}, Error: ${text.messages.at(-1)}, not checked, invalid, required`,
      ]);
      await user.keyboard(' ');
      await user.tab();
      const spoken = await spokenWhile(container, () => user.tab({ shift: true }));
      // The virtual reader takes a box's checked state from its markup, not from the box (it
      // still says "not checked"): only the error's absence is judged here.
      expect(spoken).toEqual([expect.stringContaining(`checkbox, ${text.labels.agree}, `)]);
      expect(spoken[0]).not.toMatch(/Error|invalid/);
      expect(screen.getByLabelText(text.labels.agree)).toBeChecked();
    });

    it('reads out the confirmation with its reference', async () => {
      answerInTurn(fetchMock, {
        [EARLIEST_DATE_URL]: [jsonResponse(200, { earliestDate: '2026-12-01' })],
        [REGISTRATION_URL]: [jsonResponse(200, { success: true, reference: 'ZH-2026-000007' })],
      });
      const user = userEvent.setup({ delay: null });
      const { container } = renderPage(<ZoomHearingPage />, { route: text.route });
      await user.type(screen.getByLabelText(text.labels.fullName), 'Jordan Smith');
      await user.type(screen.getByLabelText(text.labels.hearingDate), '2026-12-03');
      await user.type(screen.getByLabelText(text.labels.caseNumber), '2026cvi00123');
      await user.type(screen.getByLabelText(text.labels.phone), '3305550100');
      await user.type(screen.getByLabelText(text.labels.email), 'jordan@example.org');
      await user.click(screen.getByLabelText(text.labels.agree));
      focusSubmit(text);

      expect(
        await spokenWhile(container, async () => {
          await user.keyboard('{Enter}');
          await screen.findByText(text.success);
        }),
      ).toEqual([
        `polite: ${text.wait}`,
        `status, ${text.success}, ${text.reference} ${ZOOM_HEARING_NEXT_STEPS[language]}`,
      ]);
    });
  },
);
