import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffUser } from '@court/contract';
import { useStaffStore } from '@court/kit/staff';
import {
  answeringSignInOptions,
  databaseUnavailableResponse,
  expectNoAxeViolations,
  jsonResponse,
  renderPage,
  standInForFetch,
} from '@court/kit/testing';
import { StaffPage } from './staff-page';

const JURY_CLERK: StaffUser = {
  username: 'jclerk',
  displayName: 'Jo Clerk',
  roles: ['jury'],
  secondFactor: false,
};
const PROBATION: StaffUser = {
  username: 'pofficer',
  displayName: 'Pat Officer',
  roles: ['probation'],
  secondFactor: false,
};
const ADMIN: StaffUser = {
  username: 'admin',
  displayName: 'Ada Admin',
  roles: ['admin'],
  secondFactor: true,
};

// Deployed today: the probation page (mfe-info), the shell's audit log and staff accounts; not
// careers_admin, staff/jury or staff/forms yet.
const AVAILABLE = new Set(['', 'forms', 'staff/probation', 'staff/audit', 'staff/accounts']);

const fetchMock = standInForFetch(answeringSignInOptions);

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
});

function links() {
  return within(screen.getByRole('list')).getAllByRole('link');
}

describe('/staff', () => {
  it('asks staff to sign in when their session has ended', async () => {
    localStorage.setItem('court:staff-signed-in', '1');
    fetchMock.mockResolvedValue(jsonResponse(401, { error: 'Sign in first.' }));
    useStaffStore.setState({ staffUser: 'unknown' });
    const { container } = renderPage(<StaffPage availablePaths={AVAILABLE} />, { route: '/staff' });
    expect(screen.getByRole('status')).toHaveTextContent('Checking whether you are signed in…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    expect(await screen.findByRole('form', { name: 'Staff sign-in' })).toBeVisible();
    expect(document.title).toBe('Staff sign-in | Canton Municipal Court');
    await expectNoAxeViolations(container);
  });

  it('keeps staff signed in and offers no sign-in form while the database is away', async () => {
    const user = userEvent.setup();
    localStorage.setItem('court:staff-signed-in', '1');
    fetchMock.mockResolvedValueOnce(databaseUnavailableResponse('en'));
    useStaffStore.setState({ staffUser: 'unknown' });
    const { container } = renderPage(<StaffPage availablePaths={AVAILABLE} />, { route: '/staff' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have not been signed out; try again in a minute.',
    );
    expect(screen.queryByRole('form', { name: 'Staff sign-in' })).not.toBeInTheDocument();
    expect(localStorage.getItem('court:staff-signed-in')).toBe('1');
    await expectNoAxeViolations(container);

    fetchMock.mockResolvedValueOnce(jsonResponse(200, PROBATION));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Staff tools' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('signs in and then lists the tools, with focus on the new heading', async () => {
    const user = userEvent.setup();
    useStaffStore.setState({ staffUser: null });
    renderPage(<StaffPage availablePaths={AVAILABLE} />, { route: '/staff' });
    await user.type(await screen.findByLabelText('Username'), 'pofficer');
    await user.type(screen.getByLabelText('Password'), 'secret');
    fetchMock.mockResolvedValue(jsonResponse(200, PROBATION));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Staff tools' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Signed in as Pat Officer')).toBeVisible();
  });

  it('lists the tools of the person the single sign-on signed in, with focus on the heading', async () => {
    localStorage.removeItem('court:staff-signed-in');
    useStaffStore.setState({ staffUser: null });
    fetchMock.mockResolvedValue(jsonResponse(200, PROBATION));
    renderPage(<StaffPage availablePaths={AVAILABLE} />, { route: '/staff?signIn=complete' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Staff tools' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Signed in as Pat Officer')).toBeVisible();
  });

  it('puts "Error:" in the title while the sign-in form shows errors', async () => {
    const user = userEvent.setup();
    useStaffStore.setState({ staffUser: null });
    renderPage(<StaffPage availablePaths={AVAILABLE} />, { route: '/staff' });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(document.title).toBe('Error: Staff sign-in | Canton Municipal Court'),
    );
  });

  it("lists only the tools the user's roles allow", async () => {
    useStaffStore.setState({ staffUser: PROBATION });
    const { container } = renderPage(<StaffPage availablePaths={AVAILABLE} />, {
      route: '/staff',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Staff tools' })).toBeVisible();
    expect(screen.getByText('Signed in as Pat Officer')).toBeVisible();
    expect(links().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Probation drug-testing message', '/staff/probation'],
    ]);
    await expectNoAxeViolations(container);
  });

  it('shows an administrator every deployed tool, in Spanish under /es/', async () => {
    useStaffStore.setState({ staffUser: ADMIN });
    const { container } = renderPage(<StaffPage availablePaths={AVAILABLE} />, {
      route: '/es/staff',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Herramientas del personal' }),
    ).toBeVisible();
    expect(screen.getByText('Sesión iniciada como Ada Admin')).toBeVisible();
    expect(links().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Mensaje de pruebas de drogas de libertad condicional', '/es/staff/probation'],
      ['Registro de auditoría', '/es/staff/audit'],
      ['Cuentas del personal', '/es/staff/accounts'],
    ]);
    await expectNoAxeViolations(container);
  });

  it('lists the document library for the documents role, in both languages', () => {
    const documentsClerk: StaffUser = { ...PROBATION, roles: ['documents'] };
    useStaffStore.setState({ staffUser: documentsClerk });
    const available = new Set([...AVAILABLE, 'staff/documents']);
    const { unmount } = renderPage(<StaffPage availablePaths={available} />, { route: '/staff' });
    expect(links().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Document library', '/staff/documents'],
    ]);
    unmount();
    renderPage(<StaffPage availablePaths={available} />, { route: '/es/staff' });
    expect(links().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Biblioteca de documentos', '/es/staff/documents'],
    ]);
  });

  it('lists a remote tool once its page is deployed', () => {
    useStaffStore.setState({ staffUser: ADMIN });
    renderPage(<StaffPage availablePaths={new Set([...AVAILABLE, 'careers_admin'])} />, {
      route: '/staff',
    });
    expect(screen.getByRole('link', { name: 'Careers administration' })).toHaveAttribute(
      'href',
      '/careers_admin',
    );
  });

  it('lists the hearing schedule for the hearings role, in both languages', () => {
    const scheduler: StaffUser = { ...PROBATION, roles: ['hearings'] };
    useStaffStore.setState({ staffUser: scheduler });
    const available = new Set([...AVAILABLE, 'staff/hearings']);
    const { unmount } = renderPage(<StaffPage availablePaths={available} />, { route: '/staff' });
    expect(links().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Hearing schedule', '/staff/hearings'],
    ]);
    unmount();
    renderPage(<StaffPage availablePaths={available} />, { route: '/es/staff' });
    expect(links().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Calendario de audiencias', '/es/staff/hearings'],
    ]);
  });

  it('says so when none of the user’s tools is deployed yet', () => {
    useStaffStore.setState({ staffUser: JURY_CLERK });
    renderPage(<StaffPage availablePaths={AVAILABLE} />, { route: '/staff' });
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/staff/me',
    ]);
    expect(screen.getByText(/No staff tools are available to your account yet/)).toBeVisible();
  });

  it("says whether an authentication app is set up, and links to the person's sign-in page", async () => {
    useStaffStore.setState({ staffUser: PROBATION });
    const { container } = renderPage(<StaffPage availablePaths={AVAILABLE} />, {
      route: '/staff',
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Your sign-in' })).toBeVisible();
    expect(
      screen.getByText(
        'No second factor is set up for your account yet: neither an authentication app nor a passkey.',
      ),
    ).toBeVisible();
    expect(
      screen.getByRole('link', {
        name: 'Your authentication app, passkeys and where you are signed in',
      }),
    ).toHaveAttribute('href', '/staff/me');
    await expectNoAxeViolations(container);
  });

  it('says when a second factor is set up, in Spanish under /es/', () => {
    useStaffStore.setState({ staffUser: ADMIN });
    renderPage(<StaffPage availablePaths={AVAILABLE} />, { route: '/es/staff' });
    expect(screen.getByRole('heading', { level: 2, name: 'Su inicio de sesión' })).toBeVisible();
    expect(screen.getByText(/Su cuenta tiene un segundo factor/)).toBeVisible();
    expect(
      screen.getByRole('link', {
        name: 'Su aplicación de autenticación, sus llaves de acceso y dónde tiene la sesión iniciada',
      }),
    ).toHaveAttribute('href', '/es/staff/me');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
