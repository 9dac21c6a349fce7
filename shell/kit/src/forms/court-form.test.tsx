import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { bool, object, string } from 'yup';
import { type FieldErrors, type FormSubmissionResponse } from '@court/contract';
import { interpreterRequestSchema, validationMessage } from '@court/contract/schemas';
import { PageHeading } from '../page/page-heading';
import {
  databaseUnavailableResponse,
  expectNoAxeViolations,
  jsonResponse,
  renderPage,
  standInForFetch,
} from '../testing';
import { CheckboxField } from './checkbox-field';
import { CourtForm, useCourtForm } from './court-form';
import { DateField } from './date-field';
import { HoneypotField } from './honeypot-field';
import type * as ProofOfWork from './proof-of-work';
import { CaseNumberField, TextField } from './text-field';
import { TextareaField } from './textarea-field';
import { SubmitButton } from './submit-button';

const EMPTY = {
  fullName: '',
  caseNumber: '',
  hearingDate: '',
  judge: '',
  email: '',
  language: '',
  requests: '',
  website: '',
};

/** A form built the way a page builds one: the controller, the heading, then the fields. */
function RequestForm({ onSuccess }: { onSuccess?: () => void }) {
  const form = useCourtForm({
    path: 'forms/test',
    initialValues: EMPTY,
    schema: interpreterRequestSchema,
    onSuccess,
  });
  return (
    <>
      <PageHeading hasError={form.hasError}>Request form</PageHeading>
      <CourtForm form={form} successMessage="Your request has been submitted.">
        <TextField name="fullName" label="Full Name" required autoComplete="name" />
        <CaseNumberField name="caseNumber" label="Case Number" required />
        <DateField name="hearingDate" label="Court Hearing Date" required />
        <TextField name="judge" label="Assigned Judge" />
        <TextField name="email" label="E-Mail Address" type="email" required />
        <TextField name="language" label="Language" required />
        <TextareaField name="requests" label="Any Additional Requests" />
        <HoneypotField name="website" />
        <SubmitButton />
      </CourtForm>
    </>
  );
}

/** The minimal part of a fetch Response that the kit's API client reads. */

const fetchMock = standInForFetch();

beforeEach(() => {
  // With the anti-forgery cookie present the client sends the POST alone.
  document.cookie = 'XSRF-TOKEN=test-token';
});

async function fillValidAnswers(user: UserEvent) {
  await user.type(screen.getByLabelText('Full Name'), 'Ana Lopez');
  await user.type(screen.getByLabelText('Case Number'), '2023trd01234');
  await user.type(screen.getByLabelText('Court Hearing Date'), '2026-05-01');
  await user.type(screen.getByLabelText('E-Mail Address'), 'ana@example.org');
  await user.type(screen.getByLabelText('Language'), 'Spanish');
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Submit' }));

describe('court form', () => {
  it('fetches the proof-of-work solver once the visitor moves into the form, not with the page', async () => {
    const user = userEvent.setup();
    // The setup stands in for the solver module; watch the stand-in the form calls.
    const proofOfWork = jest.requireMock<typeof ProofOfWork>('./proof-of-work');
    const load = jest.spyOn(proofOfWork, 'loadProofOfWorkSolver');
    renderPage(<RequestForm />);
    expect(load).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('Full Name'));
    expect(load).toHaveBeenCalled();
    load.mockRestore();
  });

  it('renders accessibly before anything is sent', async () => {
    const { container } = renderPage(<RequestForm />);
    expect(container.querySelector('.usa-alert')).toBeNull();
    expect(document.title).toBe('Request form | Canton Municipal Court');
    await expectNoAxeViolations(container);
  });

  it('summarises the problems on submit, focuses the summary and links each field', async () => {
    const user = userEvent.setup();
    const { container } = renderPage(<RequestForm />);
    await submit(user);

    const summary = screen.getByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
    const links = within(summary).getAllByRole('link');
    // In the order of the page, each to its field.
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#fullName',
      '#caseNumber',
      '#hearingDate',
      '#email',
      '#language',
    ]);
    expect(links[0]).toHaveTextContent('Enter your full name.');
    expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription(
      'Error: Enter your full name.',
    );
    expect(document.title).toBe('Error: Request form | Canton Municipal Court');

    await user.click(within(summary).getByRole('link', { name: /case number/ }));
    expect(screen.getByLabelText('Case Number')).toHaveFocus();
    await expectNoAxeViolations(container);
  });

  it('puts the summary in focus again on every failed submit', async () => {
    const user = userEvent.setup();
    renderPage(<RequestForm />);
    await submit(user);
    await user.type(screen.getByLabelText('Full Name'), 'Ana');
    await submit(user);
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getAllByRole('link')).toHaveLength(4);
  });

  it('upper-cases the case number when the visitor leaves it', async () => {
    const user = userEvent.setup();
    renderPage(<RequestForm />);
    const caseNumber = screen.getByLabelText('Case Number');
    await user.type(caseNumber, '2023cvi123x');
    await user.tab();
    expect(caseNumber).toHaveValue('2023CVI123x');
  });

  it('disables the button and says "Please wait..." while sending, then confirms and clears', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const onSuccess = jest.fn();
    const { container } = renderPage(<RequestForm onSuccess={onSuccess} />);
    await fillValidAnswers(user);
    await submit(user);

    const button = screen.getByRole('button', { name: 'Please wait...' });
    expect(button).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Please wait...');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/muni/forms/test');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      fullName: 'Ana Lopez',
      caseNumber: '2023TRD01234',
      website: '',
    });

    const success: FormSubmissionResponse = { success: true };
    await act(async () => answer(jsonResponse(200, success)));

    const confirmation = screen.getByText('Your request has been submitted.').closest('.usa-alert');
    expect(confirmation).toHaveClass('usa-alert--success');
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    expect(screen.getByLabelText('Case Number')).toHaveValue('');
    expect(onSuccess).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('keeps every answer and offers a retry when the network fails', async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderPage(<RequestForm />);
    await fillValidAnswers(user);
    await user.type(
      screen.getByLabelText(/Any Additional Requests/),
      'A sign language interpreter',
    );
    await submit(user);

    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(summary).toHaveTextContent(
      'ERROR: We could not reach the court. Check your connection and try again; your answers are kept.',
    );
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ana Lopez');
    expect(screen.getByLabelText('Case Number')).toHaveValue('2023TRD01234');
    expect(screen.getByLabelText('Court Hearing Date')).toHaveValue('2026-05-01');
    expect(screen.getByLabelText('E-Mail Address')).toHaveValue('ana@example.org');
    expect(screen.getByLabelText(/Any Additional Requests/)).toHaveValue(
      'A sign language interpreter',
    );
    expect(document.title).toMatch(/^Error: /);
  });

  it('resends the same attempt after a lost answer, and a new one once the answers change', async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(jsonResponse(503, { error: 'server.error' }));
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { success: true, reference: 'IR-2026-000007' }),
    );
    renderPage(<RequestForm />);
    await fillValidAnswers(user);
    await submit(user);
    await screen.findByRole('region', { name: 'There is a problem' });
    await submit(user);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await user.type(screen.getByLabelText('Language'), ' (Mexico)');
    await submit(user);

    const keys = fetchMock.mock.calls.map(([, init]) =>
      new Headers(init.headers).get('Idempotency-Key'),
    );
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(
      await screen.findByText(
        'Your reference number is IR-2026-000007. Keep it: the court will ask for it if you call.',
      ),
    ).toBeInTheDocument();
  });

  it('keeps the answers when the server fails', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse(503, { error: 'server.error' }));
    renderPage(<RequestForm />);
    await fillValidAnswers(user);
    await submit(user);
    expect(await screen.findByRole('region', { name: 'There is a problem' })).toHaveTextContent(
      'ERROR: Something went wrong on our side. Your answers are kept; please try again.',
    );
    expect(screen.getByLabelText('Language')).toHaveValue('Spanish');
  });

  it.each([
    ['en', '/solicitud', 'There is a problem', 'Submit'],
    ['es', '/es/solicitud', 'Hay un problema', 'Enviar'],
  ] as const)(
    'on a 503 while the database is away (%s): says so in words, keeps every answer, resends under the same key',
    async (language, route, summaryTitle, submitLabel) => {
      const user = userEvent.setup();
      fetchMock.mockResolvedValueOnce(databaseUnavailableResponse(language));
      fetchMock.mockResolvedValueOnce(
        jsonResponse(200, { success: true, reference: 'IR-2026-000008' }),
      );
      const { container } = renderPage(<RequestForm />, { route });
      await fillValidAnswers(user);
      await user.type(screen.getByLabelText(/Any Additional Requests/), 'Near the front, please');
      await user.click(screen.getByRole('button', { name: submitLabel }));

      const summary = await screen.findByRole('region', { name: summaryTitle });
      await waitFor(() => expect(summary).toHaveFocus());
      expect(summary).toHaveTextContent(
        `ERROR: ${validationMessage('server.unavailable', language)}`,
      );
      expect(document.title).toMatch(/^Error: /);
      expect(screen.getByLabelText('Full Name')).toHaveValue('Ana Lopez');
      expect(screen.getByLabelText('Case Number')).toHaveValue('2023TRD01234');
      expect(screen.getByLabelText('Court Hearing Date')).toHaveValue('2026-05-01');
      expect(screen.getByLabelText('E-Mail Address')).toHaveValue('ana@example.org');
      expect(screen.getByLabelText('Language')).toHaveValue('Spanish');
      expect(screen.getByLabelText(/Any Additional Requests/)).toHaveValue(
        'Near the front, please',
      );
      await expectNoAxeViolations(container);

      await user.click(screen.getByRole('button', { name: submitLabel }));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
      const [first, second] = fetchMock.mock.calls.map(([, init]) => init);
      expect(new Headers(first?.headers).get('Accept-Language')).toBe(language);
      const firstKey = new Headers(first?.headers).get('Idempotency-Key');
      expect(firstKey).toMatch(/^[0-9a-f]{32}$/);
      expect(new Headers(second?.headers).get('Idempotency-Key')).toBe(firstKey);
      expect(second?.body).toBe(first?.body);
      expect(await screen.findByText(/IR-2026-000008/)).toBeVisible();
      expect(screen.queryByRole('region', { name: summaryTitle })).toBeNull();
    },
  );

  it("shows the server's field errors and removes each one once its field is edited", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        error: 'Some answers need your attention. Correct them and submit again.',
        errors: {
          fullName: 'Enter your full name as it appears on your case.',
          email: 'email.format',
        },
      }),
    );
    renderPage(<RequestForm />);
    await fillValidAnswers(user);
    await submit(user);

    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(summary).toHaveTextContent('ERROR: Some answers need your attention.');
    expect(within(summary).getAllByRole('link')).toHaveLength(2);
    expect(document.getElementById('fullName-error')).toHaveTextContent(
      'Error: Enter your full name as it appears on your case.',
    );

    // Passing through a field without changing it leaves its error in place.
    await user.click(screen.getByLabelText('Full Name'));
    await user.tab();
    expect(within(summary).getAllByRole('link')).toHaveLength(2);

    await user.type(screen.getByLabelText('Full Name'), ' Garcia');
    await user.tab();
    expect(within(summary).getAllByRole('link')).toHaveLength(1);
    expect(screen.getByLabelText('Full Name')).not.toHaveAttribute('aria-invalid');
    expect(summary).toHaveTextContent('ERROR:');

    await user.clear(screen.getByLabelText('E-Mail Address'));
    await user.type(screen.getByLabelText('E-Mail Address'), 'ana.lopez@example.org');
    await user.tab();
    expect(screen.queryByRole('region', { name: 'There is a problem' })).toBeNull();
    expect(document.title).toBe('Request form | Canton Municipal Court');
  });

  it('keeps the summary in place while focus goes from a corrected field to the submit button', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, { error: 'Check the answers.', errors: { requests: 'text.tooLongLong' } }),
    );
    renderPage(<RequestForm />);
    await fillValidAnswers(user);
    await submit(user);
    await screen.findByRole('region', { name: 'There is a problem' });

    // Moving the summary away as the button is pressed would move the button from under the
    // pointer: the click would be lost. It stays until the answers are sent again.
    await user.type(screen.getByLabelText(/^Any Additional Requests/), 'Shorter.');
    act(() => screen.getByRole('button', { name: 'Submit' }).focus());
    expect(screen.getByRole('region', { name: 'There is a problem' })).toBeInTheDocument();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { success: true, reference: 'IR-2026-000001' }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your request has been submitted.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'There is a problem' })).toBeNull();
  });

  it('speaks Spanish on Spanish pages', async () => {
    const user = userEvent.setup();
    renderPage(<RequestForm />, { route: '/es/solicitud' });
    expect(screen.getByLabelText('Assigned Judge (opcional)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const summary = screen.getByRole('region', { name: 'Hay un problema' });
    expect(
      within(summary).getByRole('link', { name: 'Escriba su nombre completo.' }),
    ).toBeVisible();
    expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription(
      'Error: Escriba su nombre completo.',
    );
  });
});

describe('court form with a checkbox', () => {
  const schema = object({
    agree: bool().oneOf([true], 'You must confirm that you have read the policy.'),
    phone: string().required('Enter your phone number.'),
  });

  function AgreeForm() {
    const form = useCourtForm({
      path: 'forms/agree',
      initialValues: { agree: false, phone: '' },
      schema,
    });
    return (
      <CourtForm form={form} successMessage="Done.">
        <TextField name="phone" label="Phone" type="tel" required />
        <CheckboxField name="agree" label="I have read the policy." required />
        <SubmitButton />
      </CourtForm>
    );
  }

  it('removes the checkbox error as soon as it is ticked', async () => {
    const user = userEvent.setup();
    renderPage(<AgreeForm />);
    await submit(user);
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    expect(within(summary).getAllByRole('link')).toHaveLength(2);
    await user.click(within(summary).getByRole('link', { name: /confirm/ }));
    const checkbox = screen.getByRole('checkbox', { name: 'I have read the policy.' });
    expect(checkbox).toHaveFocus();
    await user.click(checkbox);
    expect(within(summary).getAllByRole('link')).toHaveLength(1);
    expect(checkbox).not.toHaveAttribute('aria-invalid');
  });

  it('keeps what was typed and ticked before the page script ran', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true }));
    renderPage(<AgreeForm />, {
      beforeHydration: (serverRendered) => {
        const phone = serverRendered.querySelector<HTMLInputElement>('input[name="phone"]');
        const agree = serverRendered.querySelector<HTMLInputElement>('input[name="agree"]');
        if (!phone || !agree) throw new Error('the server-rendered form has no fields');
        phone.value = '330 555 0100';
        agree.checked = true;
      },
    });
    expect(screen.getByLabelText('Phone')).toHaveValue('330 555 0100');
    await submit(user);
    expect(await screen.findByText('Done.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'There is a problem' })).toBeNull();
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ phone: '330 555 0100', agree: true });
  });
});

describe('court form with its own checks and request body', () => {
  function NameForm({ onSuccess }: { onSuccess?: () => void }) {
    const form = useCourtForm({
      path: 'juror/test',
      initialValues: { name: '', code: '' },
      validate: (values): FieldErrors =>
        values.name === ''
          ? { name: 'Enter your name. It is printed on your summons.', code: 'Enter the code.' }
          : {},
      prepare: (values) => ({ ...values, upperName: values.name.toUpperCase() }),
      onSuccess,
    });
    return (
      <CourtForm form={form} successMessage="You are signed up.">
        <TextField name="name" label="Name" required />
        <TextField name="code" label="Code" />
        <SubmitButton />
      </CourtForm>
    );
  }

  it('shows what its own check finds, without sending anything', async () => {
    const user = userEvent.setup();
    renderPage(<NameForm />);
    await submit(user);
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Enter your name. It is printed on your summons.', 'Enter the code.']);
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
      'Error: Enter your name. It is printed on your summons.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the prepared body and takes { success: true } as accepted', async () => {
    const user = userEvent.setup();
    const onSuccess = jest.fn();
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true }));
    renderPage(<NameForm onSuccess={onSuccess} />);
    await user.type(screen.getByLabelText('Name'), 'Smith');
    await submit(user);
    expect(await screen.findByText('You are signed up.')).toBeVisible();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/muni/juror/test');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Smith',
      code: '',
      upperName: 'SMITH',
      altcha: 'test-proof-of-work',
    });
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a 400 { error }', 400],
    ['a 200 { error } without success', 200],
  ])('shows the error of %s as a general error and keeps the answers', async (_label, status) => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse(status, { error: 'This juror number is closed.' }));
    renderPage(<NameForm />);
    await user.type(screen.getByLabelText('Name'), 'Smith');
    await submit(user);
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(summary).toHaveTextContent('ERROR: This juror number is closed.');
    expect(screen.queryByText('You are signed up.')).toBeNull();
    expect(screen.getByLabelText('Name')).toHaveValue('Smith');
  });
});
