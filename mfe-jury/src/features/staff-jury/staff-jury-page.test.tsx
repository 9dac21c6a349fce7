import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  JurorNoticeList,
  JurorRegistrationList,
  JurorServeDateList,
  SiteMessageResponse,
  StaffUser,
} from '@court/contract';
import { useStaffStore } from '@court/kit/staff';
import {
  expectNoAxeViolations,
  jsonResponse,
  renderPage,
  standInForFetch,
} from '@court/kit/testing';
import StaffJuryPage from './staff-jury-page';

const JURY_CLERK: StaffUser = {
  username: 'jclerk',
  displayName: 'Jo Clerk',
  roles: ['jury'],
  secondFactor: false,
};
const OFFICER: StaffUser = {
  username: 'pofficer',
  displayName: 'Pat Officer',
  roles: ['probation'],
  secondFactor: false,
};

const MESSAGE: SiteMessageResponse = {
  message: 'Jurors for Monday need not report.',
  updatedAt: '2026-03-02T15:00:00.000Z',
};

const DATES: JurorServeDateList = {
  today: '2026-03-02',
  serveDates: [
    { serveDate: '2026-03-02', registrations: 1, stopped: 0 },
    { serveDate: '2026-03-09', registrations: 2, stopped: 1 },
    { serveDate: '2026-02-23', registrations: 4, stopped: 0 },
  ],
};

const REGISTRATIONS: JurorRegistrationList = {
  serveDate: '2026-03-09',
  registrations: [
    {
      id: 2,
      jurorNumber: '101',
      lastName: 'ADAMS',
      cellphone: null,
      carrier: null,
      email: 'adams@example.org',
      language: 'es',
      createdAt: '2026-03-01T12:00:00.000Z',
      updatedAt: '2026-03-01T12:00:00.000Z',
      stoppedAt: '2026-03-02T15:00:00.000Z',
    },
    {
      id: 1,
      jurorNumber: '100',
      lastName: 'SMITH',
      cellphone: '3305550123',
      carrier: 'Verizon',
      email: null,
      language: 'en',
      createdAt: '2026-03-01T12:00:00.000Z',
      updatedAt: '2026-03-01T12:00:00.000Z',
      stoppedAt: null,
    },
  ],
};

const NO_NOTICES: JurorNoticeList = {
  notices: [],
  upcoming: [],
  textsEnabled: true,
  sampleStopLink: 'http://localhost:3000/u/t1.AAAAAAAAAAAAAAAAAAAAAA',
};

const fetchMock = standInForFetch();

/** Stands in for the API: each staff endpoint answers as documented. */
function serve(overrides: Record<string, Response> = {}) {
  fetchMock.mockImplementation((url, init) => {
    const key = `${init.method ?? 'GET'} ${url}`;
    const override = overrides[key];
    if (override) return Promise.resolve(override);
    if (key === 'GET /api/muni/staff/juror/message')
      return Promise.resolve(jsonResponse(200, MESSAGE));
    if (key === 'GET /api/muni/staff/jury/service-dates') {
      return Promise.resolve(jsonResponse(200, DATES));
    }
    if (key === 'GET /api/muni/staff/jury/registrations?serveDate=2026-03-09') {
      return Promise.resolve(jsonResponse(200, REGISTRATIONS));
    }
    // The juror notices panel on the page (tested on its own in staff-jury-notices).
    if (key === 'GET /api/muni/staff/jury/notices') {
      return Promise.resolve(jsonResponse(200, NO_NOTICES));
    }
    return Promise.resolve(jsonResponse(404, { error: 'Not found.' }));
  });
}

/** The message field, inside the lazily loaded staff form: the first load may take a while. */
function findMessageField(label = 'Message') {
  return screen.findByLabelText(label, {}, { timeout: 5000 });
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
  useStaffStore.setState({ staffUser: JURY_CLERK });
});

describe('staff/jury', () => {
  it('shows the juror message to edit and the service dates, upcoming first', async () => {
    serve();
    const { container } = renderPage(<StaffJuryPage />, { route: '/staff/jury' });
    expect(screen.getByRole('heading', { level: 1, name: 'Jury office tools' })).toBeVisible();
    expect(await findMessageField()).toHaveValue(MESSAGE.message);
    expect(screen.getByText('Last updated March 2, 2026 at 10:00 AM.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See the public Jury Service page' })).toHaveAttribute(
      'href',
      '/jury-service',
    );

    const dates = await screen.findByRole('table', { name: /^Service dates/ });
    const rows = within(dates).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Today', '1', '0', 'Show jurors for Monday, March 2, 2026'],
      ['Upcoming', '2', '1', 'Show jurors for Monday, March 9, 2026'],
      ['Past', '4', '0', 'Show jurors for Monday, February 23, 2026'],
    ]);
    // The stopped column's heading has its own words, not a juror's "Stopped on {{date}}".
    expect(
      within(dates)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Service date', 'When', 'Jurors signed up', 'Stopped the notices', 'Jurors']);
    expect(within(dates).getByRole('rowheader', { name: 'Monday, March 9, 2026' })).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('lists the jurors of a chosen date with their contact details and a CSV download', async () => {
    const user = userEvent.setup();
    serve();
    const { container } = renderPage(<StaffJuryPage />, { route: '/staff/jury' });
    await user.click(
      await screen.findByRole('button', { name: 'Show jurors for Monday, March 9, 2026' }),
    );
    const heading = await screen.findByRole('heading', {
      level: 3,
      name: 'Jurors for Monday, March 9, 2026',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    const list = await screen.findByRole('table', { name: /by last name/ });
    const rows = within(list).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '101ADAMSadams@example.orgNot givenNot givenSpanishStopped on March 2, 2026',
      '100SMITHNot given3305550123VerizonEnglishReceiving',
    ]);
    expect(screen.getByRole('link', { name: 'Download this list as a CSV file' })).toHaveAttribute(
      'href',
      '/api/muni/staff/jury/registrations.csv?serveDate=2026-03-09',
    );
    await expectNoAxeViolations(container);
  });

  it('saves the message with PUT and confirms it', async () => {
    const user = userEvent.setup();
    const saved = { message: 'Report at 9:00 a.m.', updatedAt: '2026-03-06T13:05:00.000Z' };
    serve({ 'PUT /api/muni/staff/juror/message': jsonResponse(200, saved) });
    renderPage(<StaffJuryPage />, { route: '/staff/jury' });
    const field = await findMessageField();
    await user.clear(field);
    await user.type(field, saved.message);
    await user.click(screen.getByRole('button', { name: 'Save the message' }));
    expect(await screen.findByText('The message has been updated.')).toBeVisible();
    const put = fetchMock.mock.calls.find(([, init]) => init.method === 'PUT');
    expect(JSON.parse(String(put?.[1].body))).toEqual({ message: saved.message });
    expect(screen.getByText('Last updated March 6, 2026 at 8:05 AM.')).toBeVisible();
  });

  it("shows the API's message error in the summary, under the field and in the title", async () => {
    const user = userEvent.setup();
    serve({
      'PUT /api/muni/staff/juror/message': jsonResponse(400, {
        error: 'Some answers need your attention. Correct them and submit again.',
        errors: { message: 'Enter the message to show on the page.' },
      }),
    });
    renderPage(<StaffJuryPage />, { route: '/staff/jury' });
    await user.clear(await findMessageField());
    await user.click(screen.getByRole('button', { name: 'Save the message' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(
      within(summary).getByRole('link', { name: 'Enter the message to show on the page.' }),
    ).toHaveAttribute('href', '#message');
    await waitFor(() =>
      expect(document.title).toBe('Error: Jury office tools | Canton Municipal Court'),
    );
  });

  it('says so when nobody has signed up, and offers a retry when loading fails', async () => {
    const user = userEvent.setup();
    serve({ 'GET /api/muni/staff/jury/service-dates': jsonResponse(500, { error: 'Down.' }) });
    renderPage(<StaffJuryPage />, { route: '/staff/jury' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This could not be loaded.');
    serve({
      'GET /api/muni/staff/jury/service-dates': jsonResponse(200, {
        today: '2026-03-02',
        serveDates: [],
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No juror has signed up for notifications yet.')).toBeVisible();
  });

  it('asks for a sign-in again when the session has ended', async () => {
    serve({
      'GET /api/muni/staff/juror/message': jsonResponse(401, { error: 'Sign in.' }),
    });
    renderPage(<StaffJuryPage />, { route: '/staff/jury' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to use this staff tool' }),
    ).toBeVisible();
  });

  it('is closed to staff without the jury role', () => {
    useStaffStore.setState({ staffUser: OFFICER });
    renderPage(<StaffJuryPage />, { route: '/staff/jury' });
    expect(
      screen.getByRole('heading', { name: 'You do not have access to this tool' }),
    ).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('speaks Spanish under /es/', async () => {
    const user = userEvent.setup();
    serve();
    const { container } = renderPage(<StaffJuryPage />, { route: '/es/staff/jury' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Herramientas de la oficina del jurado' }),
    ).toBeVisible();
    expect(await findMessageField('Mensaje')).toHaveValue(MESSAGE.message);
    expect(screen.getByRole('button', { name: 'Guardar el mensaje' })).toBeVisible();
    await user.click(
      await screen.findByRole('button', { name: 'Ver jurados del lunes, 9 de marzo de 2026' }),
    );
    expect(await screen.findByText('Dejó de recibirlos el 2 de marzo de 2026')).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Descargar esta lista como archivo CSV' }),
    ).toBeVisible();
    await expectNoAxeViolations(container);
  });
});
