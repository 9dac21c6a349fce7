import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  StaffUser,
  SubmissionDetail,
  SubmissionPage,
  SubmissionSummary,
} from '@court/contract';
import { useStaffStore } from '@court/kit/staff';
import {
  databaseUnavailableResponse,
  expectNoAxeViolations,
  jsonResponse,
  LocationProbe,
  renderPage,
  standInForFetch,
} from '@court/kit/testing';
import StaffFormsPage from './staff-forms-page';

const CLERK: StaffUser = {
  username: 'fclerk',
  displayName: 'Fran Clerk',
  roles: ['forms'],
  secondFactor: true,
};
const JURY_CLERK: StaffUser = {
  username: 'jclerk',
  displayName: 'Jo Clerk',
  roles: ['jury'],
  secondFactor: false,
};

const APPLICATION: SubmissionSummary = {
  id: 12,
  form: 'driving-privileges',
  reference: 'DP-2026-000012',
  name: 'Pat Jones',
  caseNumber: '2026TRD04567',
  receivedAt: '2026-03-05T14:30:00.000Z',
  status: 'new',
};
const MESSAGE: SubmissionSummary = {
  id: 11,
  form: 'contact-us',
  reference: 'CM-2026-000004',
  name: 'Ana Gómez',
  caseNumber: null,
  receivedAt: '2026-03-04T20:05:00.000Z',
  status: 'processed',
};

const APPLICATION_DETAIL: SubmissionDetail = {
  ...APPLICATION,
  email: null,
  language: 'es',
  processedAt: null,
  processedBy: null,
  hasProtectedNumber: true,
  fields: [
    { name: 'firstName', value: 'Pat' },
    { name: 'lastName', value: 'Jones' },
    { name: 'ssn', value: '***-**-6789' },
    { name: 'dob', value: '1988-07-04' },
    { name: 'caseNumber', value: '2026TRD04567' },
    { name: 'cellPhone', value: '3305550177' },
    { name: 'homePhone', value: '' },
    { name: 'email', value: '' },
    { name: 'address', value: '12 Elm St, North Canton, OH 44720' },
    { name: 'locations.0.type', value: 'Medical' },
    { name: 'locations.0.name', value: 'Aultman Hospital' },
    { name: 'locations.0.address', value: '2600 6th St SW' },
    { name: 'locations.0.days', value: 'monday, wednesday' },
    { name: 'locations.0.hours', value: '9 to 5' },
    { name: 'locations.0.info', value: '' },
    { name: 'locations.1.type', value: 'Employer' },
    { name: 'locations.1.name', value: 'Timken' },
    { name: 'locations.1.address', value: '4500 Mount Pleasant St NW' },
    { name: 'locations.1.days', value: 'friday' },
    { name: 'locations.1.hours', value: '7 to 3' },
    { name: 'locations.1.info', value: 'Night shift on call' },
    { name: 'agentName', value: 'Lee Agent' },
    { name: 'agentPhone', value: '3305550199' },
    { name: 'policyNumber', value: 'PL-1' },
  ],
};
const PROCESSED_DETAIL: SubmissionDetail = {
  ...APPLICATION_DETAIL,
  status: 'processed',
  processedAt: '2026-03-06T13:05:00.000Z',
  processedBy: 'fclerk',
};
const ZOOM_DETAIL: SubmissionDetail = {
  id: 13,
  form: 'zoom-hearing',
  reference: 'ZH-2026-000002',
  name: 'Sam Lee',
  caseNumber: '2026CRB00077',
  receivedAt: '2026-03-05T15:00:00.000Z',
  status: 'new',
  email: 'sam@example.org',
  language: 'en',
  processedAt: null,
  processedBy: null,
  hasProtectedNumber: false,
  fields: [
    { name: 'fullName', value: 'Sam Lee' },
    { name: 'hearingDate', value: '2026-04-15' },
    { name: 'caseNumber', value: '2026CRB00077' },
    { name: 'phone', value: '3305550123' },
    { name: 'email', value: 'sam@example.org' },
    { name: 'agree', value: 'true' },
  ],
};

const LIST_PATH = '/api/muni/staff/forms/submissions';

const fetchMock = standInForFetch();

interface Answers {
  list?: Response;
  /** A function answers each request anew, e.g. differently after a change. */
  detail?: Response | (() => Response);
  reveal?: Response;
  processed?: Response;
}

/** Stands in for the API: each endpoint of the inbox answers what the test gives it. */
function serve(answers: Answers = {}) {
  fetchMock.mockImplementation((url, init) => {
    const method = init.method ?? 'GET';
    const page: SubmissionPage = {
      submissions: [APPLICATION, MESSAGE],
      page: 1,
      pageSize: 25,
      total: 2,
    };
    if (url.startsWith(`${LIST_PATH}?`))
      return Promise.resolve(answers.list ?? jsonResponse(200, page));
    if (url === `${LIST_PATH}/12/reveal-ssn` && method === 'POST') {
      return Promise.resolve(answers.reveal ?? jsonResponse(200, { ssn: '123-45-6789' }));
    }
    if (url === `${LIST_PATH}/12/processed` && method === 'POST') {
      return Promise.resolve(answers.processed ?? jsonResponse(200, PROCESSED_DETAIL));
    }
    if (url === `${LIST_PATH}/12`) {
      const detail = typeof answers.detail === 'function' ? answers.detail() : answers.detail;
      return Promise.resolve(detail ?? jsonResponse(200, APPLICATION_DETAIL));
    }
    if (url === `${LIST_PATH}/13`) return Promise.resolve(jsonResponse(200, ZOOM_DETAIL));
    return Promise.resolve(jsonResponse(404, { error: 'Not found.' }));
  });
}

/** Query parameters of the last list request sent. */
function lastListQuery(): Record<string, string> {
  const calls = fetchMock.mock.calls.filter(([url]) => url.startsWith(`${LIST_PATH}?`));
  const url = calls.at(-1)?.[0] ?? '';
  return Object.fromEntries(new URL(url, 'http://court.test').searchParams);
}

function requestsTo(path: string, method: string) {
  return fetchMock.mock.calls.filter(
    ([url, init]) => url === `${LIST_PATH}${path}` && (init.method ?? 'GET') === method,
  );
}

function renderInbox(route = '/staff/forms') {
  return renderPage(
    <>
      <StaffFormsPage />
      <LocationProbe />
    </>,
    { route },
  );
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
  useStaffStore.setState({ staffUser: CLERK });
});

describe('staff/forms list', () => {
  it('lists the submissions with their filters, a CSV link and paging', async () => {
    serve({
      list: jsonResponse(200, {
        submissions: [APPLICATION, MESSAGE],
        page: 1,
        pageSize: 25,
        total: 60,
      }),
    });
    const { container } = renderInbox();
    expect(screen.getByRole('heading', { level: 1, name: 'Form submissions' })).toBeVisible();
    expect(screen.getByText('Loading the submissions…')).toHaveAttribute('role', 'status');
    const table = await screen.findByRole('table');
    expect(lastListQuery()).toEqual({ page: '1', pageSize: '25' });

    const filters = screen.getByRole('form', { name: 'Find submissions' });
    expect(within(filters).getByLabelText(/^Form/)).toBeVisible();
    expect(within(filters).getByLabelText(/^Status/)).toBeVisible();
    expect(within(filters).getByLabelText(/^Received from/)).toBeVisible();
    expect(within(filters).getByLabelText(/^Received to/)).toBeVisible();
    expect(within(filters).getByLabelText(/^Search/)).toHaveAccessibleDescription(
      'Reference, name or case number',
    );

    expect(screen.getByRole('region', { name: /^Form submissions \(scrolls/ })).toHaveAttribute(
      'tabindex',
      '0',
    );
    expect(within(table).getByText('Submissions 1 to 2 of 60')).toBeVisible();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Form', 'Reference', 'Name', 'Case number', 'Received', 'Status']);
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Limited driving privileges');
    expect(rows[1]).toHaveTextContent('Pat Jones');
    expect(rows[1]).toHaveTextContent('2026TRD04567');
    expect(rows[1]).toHaveTextContent('March 5, 2026 at 9:30 AM');
    expect(rows[1]).toHaveTextContent('New');
    expect(
      within(rows[1] as HTMLElement).getByRole('link', { name: 'DP-2026-000012' }),
    ).toHaveAttribute('href', '/staff/forms?id=12');
    expect(rows[2]).toHaveTextContent('Contact message');
    expect(rows[2]).toHaveTextContent('None');
    expect(rows[2]).toHaveTextContent('March 4, 2026 at 3:05 PM');
    expect(rows[2]).toHaveTextContent('Processed');

    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/muni/staff/forms/submissions.csv',
    );
    const paging = screen.getByRole('navigation', { name: 'Pages of the submissions' });
    expect(paging).toHaveTextContent('Page 1 of 3');
    expect(within(paging).getByRole('link', { name: 'Next page, page 2' })).toHaveAttribute(
      'href',
      '/staff/forms?page=2',
    );
    await expectNoAxeViolations(container);
  });

  it('speaks Spanish under /es/', async () => {
    serve();
    const { container } = renderInbox('/es/staff/forms');
    const table = await screen.findByRole('table');
    expect(screen.getByRole('heading', { level: 1, name: 'Formularios recibidos' })).toBeVisible();
    const filters = screen.getByRole('form', { name: 'Buscar envíos' });
    expect(within(filters).getByLabelText(/^Formulario/)).toBeVisible();
    expect(within(filters).getByLabelText(/^Recibido desde/)).toBeVisible();
    expect(within(filters).getByRole('option', { name: 'Solicitud de intérprete' })).toBeTruthy();
    expect(within(filters).getByRole('button', { name: 'Aplicar filtros' })).toBeVisible();
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Privilegios limitados de manejo');
    expect(rows[1]).toHaveTextContent(/5 de marzo de 2026/);
    expect(rows[1]).toHaveTextContent('Nuevo');
    expect(
      within(rows[1] as HTMLElement).getByRole('link', { name: 'DP-2026-000012' }),
    ).toHaveAttribute('href', '/es/staff/forms?id=12');
    expect(screen.getByRole('link', { name: 'Descargar CSV' })).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('puts the filters into the address and asks the API for them, from page 1', async () => {
    const user = userEvent.setup();
    serve();
    renderInbox('/staff/forms?page=2');
    await screen.findByRole('table');
    const filters = screen.getByRole('form', { name: 'Find submissions' });
    await user.selectOptions(within(filters).getByLabelText(/^Form/), 'Limited driving privileges');
    await user.selectOptions(within(filters).getByLabelText(/^Status/), 'New');
    await user.type(within(filters).getByLabelText(/^Received from/), '2026-03-01');
    await user.type(within(filters).getByLabelText(/^Search/), 'Jones');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/staff/forms?form=driving-privileges&status=new&from=2026-03-01&q=Jones',
      ),
    );
    await waitFor(() =>
      expect(lastListQuery()).toEqual({
        form: 'driving-privileges',
        status: 'new',
        from: '2026-03-01',
        q: 'Jones',
        page: '1',
        pageSize: '25',
      }),
    );
    expect(await screen.findByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/muni/staff/forms/submissions.csv?form=driving-privileges&status=new&from=2026-03-01&q=Jones',
    );
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute(
      'href',
      '/staff/forms',
    );
    expect(screen.getByRole('link', { name: 'DP-2026-000012' })).toHaveAttribute(
      'href',
      '/staff/forms?form=driving-privileges&status=new&from=2026-03-01&q=Jones&id=12',
    );
  });

  it('reads the filters from a bookmarked address', async () => {
    serve({
      list: jsonResponse(200, { submissions: [MESSAGE], page: 2, pageSize: 25, total: 30 }),
    });
    renderInbox('/staff/forms?status=processed&page=2');
    const paging = await screen.findByRole('navigation', { name: 'Pages of the submissions' });
    expect(lastListQuery()).toEqual({ status: 'processed', page: '2', pageSize: '25' });
    expect(screen.getByLabelText(/^Status/)).toHaveValue('processed');
    expect(within(paging).getByRole('link', { name: 'Previous page, page 1' })).toHaveAttribute(
      'href',
      '/staff/forms?status=processed',
    );
  });

  it('shows the API’s 400 messages in the error summary', async () => {
    serve({
      list: jsonResponse(400, {
        error: 'Some answers need your attention. Correct them and submit again.',
        errors: { from: 'Enter the date in the format YYYY-MM-DD.' },
      }),
    });
    const { container } = renderInbox('/staff/forms?from=yesterday');
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(
      within(summary).getByRole('link', { name: 'Enter the date in the format YYYY-MM-DD.' }),
    ).toHaveAttribute('href', '#from');
    expect(screen.getByText('Correct the filters to see the submissions.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Download CSV' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('Error: Form submissions | Canton Municipal Court'),
    );
    await expectNoAxeViolations(container);
  });

  it('says when nothing matches', async () => {
    serve({ list: jsonResponse(200, { submissions: [], page: 1, pageSize: 25, total: 0 }) });
    renderInbox('/staff/forms?q=nobody');
    expect(await screen.findByText('No submissions match these filters.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    serve({ list: jsonResponse(500, { error: 'Something went wrong.' }) });
    const { container } = renderInbox();
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    await expectNoAxeViolations(container);
    serve();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeVisible();
  });
});

describe('staff/forms access', () => {
  it('shows the no-access message when the API answers 403', async () => {
    serve({ list: jsonResponse(403, { error: 'You are not allowed to do that.' }) });
    const { container } = renderInbox();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to this tool' }),
    ).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('is closed to staff without the forms role, without asking the API', () => {
    useStaffStore.setState({ staffUser: JURY_CLERK });
    renderInbox();
    expect(
      screen.getByRole('heading', { level: 1, name: 'You do not have access to this tool' }),
    ).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is open to an administrator', async () => {
    useStaffStore.setState({
      staffUser: {
        username: 'admin',
        displayName: 'Ada Admin',
        roles: ['admin'],
        secondFactor: true,
      },
    });
    serve();
    renderInbox();
    expect(await screen.findByRole('table')).toBeVisible();
  });

  it('offers the sign-in again when the session has ended (401)', async () => {
    serve({ list: jsonResponse(401, { error: 'Sign in first.' }) });
    renderInbox();
    expect(await screen.findByRole('dialog', { name: 'Staff sign-in' })).toBeVisible();
    expect(useStaffStore.getState().staffUser).toBeNull();
  });
});

describe('staff/forms submission', () => {
  it('opens from the list with focus on its heading, and focus returns to its line', async () => {
    const user = userEvent.setup();
    serve();
    renderInbox('/staff/forms?status=new');
    await user.click(await screen.findByRole('link', { name: 'DP-2026-000012' }));
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Limited driving privileges: DP-2026-000012',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByTestId('location')).toHaveTextContent('/staff/forms?status=new&id=12');
    expect(document.title).toBe(
      'Limited driving privileges: DP-2026-000012 | Canton Municipal Court',
    );

    await user.click(screen.getByRole('link', { name: 'Back to the submissions' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/staff/forms?status=new');
    const link = await screen.findByRole('link', { name: 'DP-2026-000012' });
    await waitFor(() => expect(link).toHaveFocus());
  });

  it('shows every answer under its label, places as a list, and the SSN masked', async () => {
    serve();
    const { container } = renderInbox('/staff/forms?id=12');
    await screen.findByRole('heading', { level: 1, name: /DP-2026-000012/ });
    expect(requestsTo('/12', 'GET')).toHaveLength(1);
    const answers = (label: string) => screen.getByText(label).nextElementSibling;
    expect(answers('Received')).toHaveTextContent('March 5, 2026 at 9:30 AM');
    expect(answers('Status')).toHaveTextContent('New');
    expect(answers('Language of the form')).toHaveTextContent('Spanish');
    expect(answers('First name')).toHaveTextContent('Pat');
    expect(answers('Date of birth')).toHaveTextContent('July 4, 1988');
    expect(answers('Cell phone')).toHaveTextContent('(330) 555-0177');
    expect(answers('Home phone')).toHaveTextContent('Not given');
    expect(answers("Insurance agent's phone")).toHaveTextContent('(330) 555-0199');
    expect(answers('Social Security number')).toHaveTextContent('***-**-6789');
    expect(screen.getByText('Hidden; last four digits 6789')).toHaveClass('usa-sr-only');
    expect(screen.queryByText('123-45-6789')).not.toBeInTheDocument();

    const places = screen.getByRole('region', { name: 'Places to drive to' });
    const items = within(places).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByRole('heading', { name: 'Place 1' })).toBeVisible();
    expect(items[0]).toHaveTextContent('Type of place');
    expect(items[0]).toHaveTextContent('Medical');
    expect(items[0]).toHaveTextContent('Monday, Wednesday');
    expect(items[1]).toHaveTextContent('Employer');
    expect(items[1]).toHaveTextContent('Night shift on call');
    expect(screen.getByRole('link', { name: 'Back to the submissions' })).toHaveAttribute(
      'href',
      '/staff/forms',
    );
    await expectNoAxeViolations(container);
  });

  it('reveals the SSN on request, says it is audited, and hides it again', async () => {
    const user = userEvent.setup();
    serve();
    const { container } = renderInbox('/staff/forms?id=12');
    const reveal = await screen.findByRole('button', { name: 'Reveal SSN' });
    expect(reveal).toHaveAccessibleDescription(
      'Revealing the full number is recorded in the audit log with your name and the time.',
    );
    expect(requestsTo('/12/reveal-ssn', 'POST')).toHaveLength(0);
    await user.click(reveal);
    expect(await screen.findByText('123-45-6789')).toBeVisible();
    const calls = requestsTo('/12/reveal-ssn', 'POST');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[1].headers).toMatchObject({ 'X-XSRF-TOKEN': 'test-token' });
    const hide = screen.getByRole('button', { name: 'Hide SSN' });
    expect(hide).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent('/staff/forms?id=12');
    expect(JSON.stringify({ ...localStorage })).not.toContain('6789');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('6789');
    await expectNoAxeViolations(container);

    await user.click(hide);
    expect(screen.queryByText('123-45-6789')).not.toBeInTheDocument();
    expect(screen.getByText('***-**-6789')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reveal SSN' })).toHaveFocus();
  });

  it('marks the submission processed and says by whom and when', async () => {
    const user = userEvent.setup();
    serve();
    const { container } = renderInbox('/staff/forms?id=12');
    await user.click(await screen.findByRole('button', { name: 'Mark as processed' }));
    const confirmation = await screen.findByText('The submission is marked as processed.');
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(confirmation.closest('[role="status"]')).not.toBeNull();
    expect(requestsTo('/12/processed', 'POST')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Mark as processed' })).not.toBeInTheDocument();
    expect(screen.getByText('Status').nextElementSibling).toHaveTextContent(
      'Processed by fclerk on March 6, 2026 at 8:05 AM',
    );
    await expectNoAxeViolations(container);
  });

  it('shows who was first when the submission was already processed (409)', async () => {
    const user = userEvent.setup();
    let detailRequests = 0;
    serve({
      processed: jsonResponse(409, { error: 'This submission was already marked as processed.' }),
      // Another clerk marks it between this page's load and the click.
      detail: () => {
        detailRequests += 1;
        return jsonResponse(200, detailRequests === 1 ? APPLICATION_DETAIL : PROCESSED_DETAIL);
      },
    });
    renderInbox('/staff/forms?id=12');
    await user.click(await screen.findByRole('button', { name: 'Mark as processed' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This submission was already marked as processed.');
    expect(await screen.findByText(/Processed by fclerk/)).toBeVisible();
    // The button that was pressed is gone, so the message holds the focus.
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Mark as processed' })).not.toBeInTheDocument();
  });

  it('prints from a button', async () => {
    const user = userEvent.setup();
    const print = jest.fn();
    window.print = print;
    serve();
    renderInbox('/staff/forms?id=12');
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('shows yes or no, dates and labels in Spanish', async () => {
    serve();
    const { container } = renderInbox('/es/staff/forms?id=13');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Inscripción para audiencia por Zoom: ZH-2026-000002',
      }),
    ).toBeVisible();
    const answers = (label: string) => screen.getByText(label).nextElementSibling;
    expect(
      answers('Leyó la Política y las Instrucciones de Audiencias por Zoom'),
    ).toHaveTextContent('Sí');
    expect(answers('Fecha de la audiencia')).toHaveTextContent('15 de abril de 2026');
    expect(answers('Idioma del formulario')).toHaveTextContent('Inglés');
    expect(screen.queryByRole('button', { name: 'Mostrar el SSN' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marcar como procesado' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver a los envíos' })).toHaveAttribute(
      'href',
      '/es/staff/forms',
    );
    await expectNoAxeViolations(container);
  });

  it('says so when there is no such submission, without asking for a malformed id', async () => {
    serve();
    renderInbox('/staff/forms?id=../audit');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Submission not found' }),
    ).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the database cannot be reached (503), keeps staff signed in and loads on retry', async () => {
    const user = userEvent.setup();
    const answers = [databaseUnavailableResponse('en'), jsonResponse(200, APPLICATION_DETAIL)];
    serve({ detail: () => answers.shift() ?? jsonResponse(500, {}) });
    renderInbox('/staff/forms?id=12');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The submission could not be loaded' }),
    ).toBeVisible();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      "The court's database cannot be reached just now. You are still signed in; try again in a minute.",
    );
    expect(useStaffStore.getState().staffUser).toEqual(CLERK);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('DP-2026-000012', { exact: false })).toBeVisible();
  });

  it('says so when the API does not know the submission (404)', async () => {
    serve();
    renderInbox('/staff/forms?id=99');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Submission not found' }),
    ).toBeVisible();
  });

  it('shows the no-access message when the reveal is refused (403)', async () => {
    const user = userEvent.setup();
    serve({ reveal: jsonResponse(403, { error: 'You are not allowed to do that.' }) });
    renderInbox('/staff/forms?id=12');
    await user.click(await screen.findByRole('button', { name: 'Reveal SSN' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to this tool' }),
    ).toBeVisible();
  });
});
