import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { validationMessage } from '@court/contract/schemas';
import {
  databaseUnavailableResponse,
  expectNoAxeViolations,
  jsonResponse,
  renderPage,
  standInForFetch,
  expectCourtNamedAsPublished,
} from '@court/kit/testing';
import InterpreterPage from './interpreter-page';

/** The minimal part of a fetch Response that the kit's API client reads. */

const fetchMock = standInForFetch();

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
});

describe('interpreter page', () => {
  it('names the court as it published its name, in both languages', () => {
    expectCourtNamedAsPublished(<InterpreterPage />, '/interpreter');
    expectCourtNamedAsPublished(<InterpreterPage />, '/es/interpreter');
  });

  it('explains the service and links the Language Access Plan', async () => {
    const { container } = renderPage(<InterpreterPage />, { route: '/interpreter' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Do You Need An Interpreter?' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Do You Need An Interpreter? | Canton Municipal Court');
    expect(screen.getByText(/limited English/)).toBeInTheDocument();
    expect(screen.getByText(/deaf or hard of hearing/)).toBeInTheDocument();
    expect(screen.getByText(/no cost to you/)).toBeInTheDocument();
    expect(screen.getByText(/Sup\.R\. 88/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Language Access Plan/ })).toHaveAttribute(
      'href',
      '/documents/language-access-plan.pdf',
    );
    await expectNoAxeViolations(container);
  });

  it('shows the form under its heading, as an HTML form that posts to its page', async () => {
    const { container } = renderPage(<InterpreterPage />, { route: '/interpreter' });

    expect(screen.getByRole('heading', { level: 2, name: 'Request an Interpreter' })).toBeVisible();
    const form = screen.getByRole('form', { name: 'Request an Interpreter' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/interpreter#interpreter-outcome');
    expect(within(form).getByRole('button', { name: 'Submit' })).toBeEnabled();
    for (const label of [
      'Full Name',
      'Case Number',
      'Court Hearing Date',
      'Assigned Judge (optional)',
      'E-Mail Address',
      'Language / Dialect Requested',
      'Any Additional Requests (optional)',
    ]) {
      expect(within(form).getByLabelText(label)).toBeInTheDocument();
    }
    const trap = container.querySelector('input[name="website"]');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    await expectNoAxeViolations(container);
  });

  it('checks the answers on submit: summary, inline messages, links and title', async () => {
    const user = userEvent.setup();
    const { container } = renderPage(<InterpreterPage />, { route: '/interpreter' });
    await user.type(screen.getByLabelText('Case Number'), '2023tr');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const summary = screen.getByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#fullName',
      '#caseNumber',
      '#hearingDate',
      '#email',
      '#language',
    ]);
    expect(links[1]).toHaveTextContent(
      'Enter the case number as four digits, three letters and up to five digits, for example 2023TRD01234.',
    );
    expect(screen.getByLabelText('Case Number')).toHaveValue('2023TR');
    expect(screen.getByLabelText('Case Number')).toHaveAccessibleDescription(
      'For example 2023TRD01234 Error: Enter the case number as four digits, three letters and up to five digits, for example 2023TRD01234.',
    );
    expect(document.title).toBe('Error: Do You Need An Interpreter? | Canton Municipal Court');

    await user.click(links[3] as HTMLElement);
    expect(screen.getByLabelText('E-Mail Address')).toHaveFocus();
    await expectNoAxeViolations(container);
  });

  it('sends a valid request and confirms it', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true }));
    renderPage(<InterpreterPage />, { route: '/interpreter' });
    await user.type(screen.getByLabelText('Full Name'), 'Ana Lopez');
    await user.type(screen.getByLabelText('Case Number'), '2023trd01234');
    await user.type(screen.getByLabelText('Court Hearing Date'), '2026-05-01');
    await user.type(screen.getByLabelText('E-Mail Address'), 'ana@example.org');
    await user.type(screen.getByLabelText('Language / Dialect Requested'), 'Spanish');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(
      await screen.findByText('Your request for an interpreter has been submitted.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^The court will arrange an interpreter for your hearing at no cost/),
    ).toBeVisible();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/muni/forms/interpreter');
    expect(JSON.parse(String(init?.body))).toEqual({
      fullName: 'Ana Lopez',
      caseNumber: '2023TRD01234',
      hearingDate: '2026-05-01',
      judge: '',
      email: 'ana@example.org',
      language: 'Spanish',
      requests: '',
      website: '',
      altcha: 'test-proof-of-work',
    });
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
  });

  it('keeps the request while the court cannot receive it (503) and resends it under the same key', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(databaseUnavailableResponse('en'));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true }));
    renderPage(<InterpreterPage />, { route: '/interpreter' });
    await user.type(screen.getByLabelText('Full Name'), 'Ana Lopez');
    await user.type(screen.getByLabelText('Case Number'), '2023trd01234');
    await user.type(screen.getByLabelText('Court Hearing Date'), '2026-05-01');
    await user.type(screen.getByLabelText('E-Mail Address'), 'ana@example.org');
    await user.type(screen.getByLabelText('Language / Dialect Requested'), 'Spanish');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(summary).toHaveTextContent(`ERROR: ${validationMessage('server.unavailable', 'en')}`);
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ana Lopez');
    expect(screen.getByLabelText('Language / Dialect Requested')).toHaveValue('Spanish');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Your request for an interpreter has been submitted.'),
    ).toBeInTheDocument();
    const [first, second] = fetchMock.mock.calls.map(([, init]) =>
      new Headers(init.headers).get('Idempotency-Key'),
    );
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toBe(first);
  });

  it('speaks Spanish on /es/interpreter', async () => {
    const user = userEvent.setup();
    const { container } = renderPage(<InterpreterPage />, { route: '/es/interpreter' });
    expect(
      screen.getByRole('heading', { level: 1, name: '¿Necesita un intérprete?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Plan de acceso lingüístico/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Juez asignado (opcional)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const summary = screen.getByRole('region', { name: 'Hay un problema' });
    expect(
      within(summary).getByRole('link', { name: 'Escriba su nombre completo.' }),
    ).toBeVisible();
    expect(screen.getByLabelText('Nombre completo')).toHaveAccessibleDescription(
      'Error: Escriba su nombre completo.',
    );
    await expectNoAxeViolations(container);
  });
});
