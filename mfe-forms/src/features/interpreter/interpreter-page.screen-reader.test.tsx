import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@court/contract';
import { INTERPRETER_REQUEST_NEXT_STEPS } from '@court/contract/schemas';
import { jsonResponse, renderPage, spokenWhile, standInForFetch } from '@court/kit/testing';
import InterpreterPage from './interpreter-page';

const fetchMock = standInForFetch();

jest.setTimeout(20_000);

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
});

/** What a visitor hears in each language: the form's words and the contract's messages. */
const TEXT = {
  en: {
    route: '/interpreter',
    submit: 'Submit',
    wait: 'Please wait...',
    problem: 'There is a problem',
    messages: [
      'Enter your full name.',
      'Enter your case number, for example 2023TRD01234.',
      'Enter the date of your court hearing.',
      'Enter your e-mail address.',
      'Enter the language or dialect you need.',
    ],
    labels: {
      fullName: 'Full Name',
      caseNumber: 'Case Number',
      hearingDate: 'Court Hearing Date',
      email: 'E-Mail Address',
      language: 'Language / Dialect Requested',
    },
    success: 'Your request for an interpreter has been submitted.',
    reference:
      'Your reference number is IN-2026-000031. Keep it: the court will ask for it if you call.',
  },
  es: {
    route: '/es/interpreter',
    submit: 'Enviar',
    wait: 'Espere, por favor...',
    problem: 'Hay un problema',
    messages: [
      'Escriba su nombre completo.',
      'Escriba su número de caso, por ejemplo 2023TRD01234.',
      'Escriba la fecha de su audiencia.',
      'Escriba su dirección de correo electrónico.',
      'Escriba el idioma o dialecto que necesita.',
    ],
    labels: {
      fullName: 'Nombre completo',
      caseNumber: 'Número de caso',
      hearingDate: 'Fecha de la audiencia',
      email: 'Correo electrónico',
      language: 'Idioma o dialecto solicitado',
    },
    success: 'Su solicitud de intérprete ha sido enviada.',
    reference:
      'Su número de referencia es IN-2026-000031. Consérvelo: el tribunal se lo pedirá si llama.',
  },
} satisfies Record<Language, unknown>;

type Text = (typeof TEXT)[Language];

/** Tabs to the Submit button, as a keyboard user does before pressing Enter. */
function focusSubmit(text: Text) {
  act(() => screen.getByRole('button', { name: text.submit }).focus());
}

describe.each(['en', 'es'] as const)(
  'the interpreter request, to a screen reader (%s)',
  (language) => {
    const text = TEXT[language];

    it('reads out the problems, leads to the first question, and drops its error once answered', async () => {
      const user = userEvent.setup({ delay: null });
      const { container } = renderPage(<InterpreterPage />, { route: text.route });
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
        `textbox, ${text.labels.fullName}, Error: ${text.messages[0]}, invalid, required`,
      ]);

      await user.keyboard('Ana Lopez');
      await user.tab();
      expect(await spokenWhile(container, () => user.tab({ shift: true }))).toEqual([
        `textbox, ${text.labels.fullName}, Ana Lopez, required`,
      ]);
    });

    it('reads out the confirmation with its reference', async () => {
      const user = userEvent.setup({ delay: null });
      fetchMock.mockResolvedValue(
        jsonResponse(200, { success: true, reference: 'IN-2026-000031' }),
      );
      const { container } = renderPage(<InterpreterPage />, { route: text.route });
      await user.type(screen.getByLabelText(text.labels.fullName), 'Ana Lopez');
      await user.type(screen.getByLabelText(text.labels.caseNumber), '2023trd01234');
      await user.type(screen.getByLabelText(text.labels.hearingDate), '2026-05-01');
      await user.type(screen.getByLabelText(text.labels.email), 'ana@example.org');
      await user.type(screen.getByLabelText(text.labels.language), 'Spanish');
      focusSubmit(text);

      expect(
        await spokenWhile(container, async () => {
          await user.keyboard('{Enter}');
          await screen.findByText(text.success);
        }),
      ).toEqual([
        `polite: ${text.wait}`,
        `status, ${text.success}, ${text.reference} ${INTERPRETER_REQUEST_NEXT_STEPS[language]}`,
      ]);
    });
  },
);
