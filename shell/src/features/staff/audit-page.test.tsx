import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry, AuditPage as AuditPageData, StaffUser } from '@court/contract';
import { useStaffStore } from '@court/kit/staff';
import {
  expectNoAxeViolations,
  jsonResponse,
  LocationProbe,
  renderPage,
  standInForFetch,
} from '@court/kit/testing';
import { AuditPage } from './audit-page';

const ADMIN: StaffUser = {
  username: 'admin',
  displayName: 'Ada Admin',
  roles: ['admin'],
  secondFactor: true,
};
const JURY_CLERK: StaffUser = {
  username: 'jclerk',
  displayName: 'Jo Clerk',
  roles: ['jury'],
  secondFactor: false,
};

const SIGN_IN: AuditEntry = {
  id: 7,
  action: 'staff.sign-in',
  actor: 'admin',
  at: '2026-03-05T14:30:00.000Z',
  subjectType: 'staff_user',
  subjectId: '1',
  requestId: 'req-123',
  details: { ip: '192.0.2.4', ok: true },
};
const FAILED: AuditEntry = {
  id: 6,
  action: 'staff.sign-in-failed',
  actor: null,
  at: '2026-03-05T14:29:00.000Z',
  subjectType: null,
  subjectId: null,
  requestId: null,
  details: null,
};

const fetchMock = standInForFetch();

function answer(page: Partial<AuditPageData>) {
  fetchMock.mockResolvedValue(
    jsonResponse(200, { entries: [SIGN_IN, FAILED], page: 1, pageSize: 25, total: 2, ...page }),
  );
}

/** Query parameters of the n-th request sent. */
function sentQuery(call = 0): Record<string, string> {
  const url = fetchMock.mock.calls[call]?.[0] ?? '';
  return Object.fromEntries(new URL(url, 'http://court.test').searchParams);
}

function renderAudit(route = '/staff/audit') {
  return renderPage(
    <>
      <AuditPage />
      <LocationProbe />
    </>,
    { route },
  );
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
  useStaffStore.setState({ staffUser: ADMIN });
});

describe('/staff/audit', () => {
  it('lists the entries in a scrollable, captioned table with paging', async () => {
    answer({ total: 60 });
    const { container } = renderAudit();
    expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    expect(screen.getByText('Loading the audit log…')).toHaveAttribute('role', 'status');
    const table = await screen.findByRole('table');
    expect(sentQuery()).toEqual({ page: '1', pageSize: '25' });
    expect(within(table).getByText('Audit log entries 1 to 2 of 60')).toBeVisible();
    const region = screen.getByRole('region', { name: /Audit log entries/ });
    expect(region).toHaveAttribute('tabindex', '0');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Mar 5, 2026, 9:30:00 AM');
    expect(rows[1]).toHaveTextContent('staff.sign-in');
    expect(rows[1]).toHaveTextContent('staff_user 1');
    expect(rows[1]).toHaveTextContent('req-123');
    expect(rows[1]).toHaveTextContent('ip: 192.0.2.4; ok: true');
    expect(rows[2]).toHaveTextContent('Unknown user');
    const paging = screen.getByRole('navigation', { name: 'Pages of the audit log' });
    expect(paging).toHaveTextContent('Page 1 of 3');
    expect(within(paging).queryByRole('link', { name: /Previous/ })).not.toBeInTheDocument();
    expect(within(paging).getByRole('link', { name: 'Next page, page 2' })).toHaveAttribute(
      'href',
      '/staff/audit?page=2',
    );
    await expectNoAxeViolations(container);
  });

  it('keeps the filters in the paging links and asks the API for them', async () => {
    answer({ page: 2, total: 60 });
    renderAudit('/staff/audit?actor=admin&page=2');
    const paging = await screen.findByRole('navigation', { name: 'Pages of the audit log' });
    expect(sentQuery()).toEqual({ actor: 'admin', page: '2', pageSize: '25' });
    expect(paging).toHaveTextContent('Page 2 of 3');
    expect(within(paging).getByRole('link', { name: 'Previous page, page 1' })).toHaveAttribute(
      'href',
      '/staff/audit?actor=admin',
    );
    expect(within(paging).getByRole('link', { name: 'Next page, page 3' })).toHaveAttribute(
      'href',
      '/staff/audit?actor=admin&page=3',
    );
    expect(screen.getByLabelText(/Staff username/)).toHaveValue('admin');
  });

  it('puts the filters into the address, starting again at page 1', async () => {
    const user = userEvent.setup();
    answer({});
    renderAudit('/staff/audit?page=2');
    await screen.findByRole('table');
    await user.type(screen.getByLabelText(/^Action/), 'staff.sign-in');
    await user.type(screen.getByLabelText(/From date/), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/staff/audit?action=staff.sign-in&from=2026-03-01',
      ),
    );
    await waitFor(() =>
      expect(sentQuery(fetchMock.mock.calls.length - 1)).toEqual({
        action: 'staff.sign-in',
        from: '2026-03-01',
        page: '1',
        pageSize: '25',
      }),
    );
    expect(await screen.findByRole('link', { name: 'Clear filters' })).toHaveAttribute(
      'href',
      '/staff/audit',
    );
  });

  it('shows the API’s 400 messages in the error summary', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        error: 'Some answers need your attention. Correct them and submit again.',
        errors: { to: 'Enter a to date on or after the from date.' },
      }),
    );
    const { container } = renderAudit('/staff/audit?from=2026-03-05&to=2026-03-01');
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(
      within(summary).getByRole('link', { name: 'Enter a to date on or after the from date.' }),
    ).toHaveAttribute('href', '#to');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getByText('Correct the filters to see the entries.')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Error: Audit log | Canton Municipal Court'));
    await expectNoAxeViolations(container);
  });

  it('says when no entry matches', async () => {
    answer({ entries: [], total: 0 });
    const { container } = renderAudit('/staff/audit?actor=nobody');
    expect(await screen.findByText('No entries match these filters.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('offers to try again when the log cannot be loaded', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { error: 'Something went wrong.' }));
    const { container } = renderAudit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The audit log could not be loaded.',
    );
    await expectNoAxeViolations(container);
    answer({});
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeVisible();
  });

  it('is closed to staff without the admin role, without asking the API', async () => {
    useStaffStore.setState({ staffUser: JURY_CLERK });
    const { container } = renderAudit();
    expect(
      screen.getByRole('heading', { level: 1, name: 'You do not have access to this tool' }),
    ).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('shows the no-access message when the API answers 403', async () => {
    fetchMock.mockResolvedValue(jsonResponse(403, { error: 'You are not allowed to do that.' }));
    renderAudit();
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this tool' }),
    ).toBeVisible();
  });

  it('offers the sign-in again when the session has ended (401)', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { error: 'Sign in first.' }));
    renderAudit();
    expect(await screen.findByRole('dialog', { name: 'Staff sign-in' })).toBeVisible();
    expect(useStaffStore.getState().staffUser).toBeNull();
  });

  it('formats dates for Spanish readers under /es/', async () => {
    answer({});
    renderAudit('/es/staff/audit');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/5 mar 2026/);
    expect(screen.getByRole('heading', { level: 1, name: 'Registro de auditoría' })).toBeVisible();
  });
});
