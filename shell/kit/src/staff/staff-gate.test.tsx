import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type StaffUser } from '@court/contract';
import { PageHeading } from '../page/page-heading';
import {
  answeringSignInOptions,
  databaseUnavailableResponse,
  expectNoAxeViolations,
  jsonResponse,
  renderPage,
  staffMessage,
  standInForFetch,
} from '../testing';
import { StaffGate } from './staff-gate';
import { useStaffStore } from '@court/kit';

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
const JUROR_CLERK: StaffUser = {
  username: 'jclerk',
  displayName: 'Jo Clerk',
  roles: ['jury'],
  secondFactor: false,
};

const fetchMock = standInForFetch(answeringSignInOptions);

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
  useStaffStore.setState({ staffUser: 'unknown' });
});

function renderGate(route = '/staff/probation') {
  return renderPage(
    <StaffGate roles={['probation']}>
      <PageHeading>Probation tool</PageHeading>
    </StaffGate>,
    { route },
  );
}

describe('StaffGate', () => {
  it('sends no request and offers the sign-in when this browser never signed in', async () => {
    localStorage.removeItem('court:staff-signed-in');
    renderGate();
    expect(await screen.findByRole('dialog', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says it is checking the session while GET staff/me is on its way', async () => {
    localStorage.setItem('court:staff-signed-in', '1');
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { container } = renderGate();
    expect(screen.getByRole('status')).toHaveTextContent('Checking whether you are signed in…');
    expect(fetchMock).toHaveBeenCalledWith('/api/muni/staff/me', expect.anything());
    await expectNoAxeViolations(container);
    await act(async () => answer(jsonResponse(200, PROBATION)));
    expect(await screen.findByRole('heading', { name: 'Probation tool' })).toBeVisible();
  });

  it('offers the sign-in in a dialog when the session has ended', async () => {
    localStorage.setItem('court:staff-signed-in', '1');
    fetchMock.mockResolvedValue(jsonResponse(401, { error: 'Sign in first.' }));
    const { container } = renderGate();
    const dialog = await screen.findByRole('dialog', { name: 'Staff sign-in' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('heading', { name: 'Staff sign-in' })).toHaveFocus();
    expect(await within(dialog).findByLabelText('Password')).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sign in to use this staff tool' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Probation tool' })).not.toBeInTheDocument();
    expect(localStorage.getItem('court:staff-signed-in')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it.each([
    ['the database is away (503)', () => Promise.resolve(databaseUnavailableResponse('en'))],
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])(
    'keeps the member of staff signed in when %s, offers to ask again and never the sign-in',
    async (_label, failingAnswer) => {
      const user = userEvent.setup();
      localStorage.setItem('court:staff-signed-in', '1');
      fetchMock.mockImplementationOnce(failingAnswer);
      const { container } = renderGate();

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        "The court's database, or the connection to it, cannot be reached just now. You have not been signed out; try again in a minute.",
      );
      expect(
        screen.getByRole('heading', { level: 1, name: 'Your sign-in could not be checked' }),
      ).toBeVisible();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
      expect(useStaffStore.getState().staffUser).toBe('unreachable');
      expect(localStorage.getItem('court:staff-signed-in')).toBe('1');
      expect(document.activeElement).toBe(document.body);
      await expectNoAxeViolations(container);

      fetchMock.mockResolvedValueOnce(jsonResponse(200, PROBATION));
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      const heading = await screen.findByRole('heading', { name: 'Probation tool' });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(fetchMock).toHaveBeenCalledTimes(2);
    },
  );

  it('says in Spanish that the session could not be checked', async () => {
    localStorage.setItem('court:staff-signed-in', '1');
    fetchMock.mockResolvedValueOnce(databaseUnavailableResponse('es'));
    renderGate('/es/staff/probation');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'En este momento no es posible comunicarse con la base de datos del tribunal, o la conexión con ella no funciona. No se ha cerrado su sesión; inténtelo de nuevo en un minuto.',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'No se pudo comprobar su sesión' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible();
  });

  it('shows the tool once signed in through the dialog, with focus on its heading', async () => {
    const user = userEvent.setup();
    useStaffStore.setState({ staffUser: null });
    renderGate();
    const dialog = await screen.findByRole('dialog', { name: 'Staff sign-in' });
    await user.type(await within(dialog).findByLabelText('Username'), 'pofficer');
    await user.type(within(dialog).getByLabelText('Password'), 'secret');
    fetchMock.mockResolvedValue(jsonResponse(200, PROBATION));
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    const heading = await screen.findByRole('heading', { name: 'Probation tool' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('can be closed with Cancel or Escape and opened again from its button', async () => {
    const user = userEvent.setup();
    useStaffStore.setState({ staffUser: null });
    renderGate();
    const dialog = await screen.findByRole('dialog', { name: 'Staff sign-in' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const reopen = screen.getByRole('button', { name: 'Sign in' });
    expect(reopen).toHaveFocus();
    await user.click(reopen);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reopen).toHaveFocus();
  });

  it('hands wrong credentials to onSignInFailed instead of showing them', async () => {
    const user = userEvent.setup();
    useStaffStore.setState({ staffUser: null });
    const onSignInFailed = jest.fn();
    renderPage(
      <StaffGate roles={['probation']} onSignInFailed={onSignInFailed}>
        <PageHeading>Probation tool</PageHeading>
      </StaffGate>,
      { route: '/staff/probation' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Staff sign-in' });
    await user.type(await within(dialog).findByLabelText('Username'), 'pofficer');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, { error: 'The username or password is not correct.' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(onSignInFailed).toHaveBeenCalledWith({
        status: 401,
        error: 'The username or password is not correct.',
      }),
    );
    expect(within(dialog).queryByRole('region', { name: 'There is a problem' })).toBeNull();
  });

  it('still shows a refusal that is not about the credentials, such as a request to wait', async () => {
    const user = userEvent.setup();
    useStaffStore.setState({ staffUser: null });
    const onSignInFailed = jest.fn();
    renderPage(
      <StaffGate roles={['probation']} onSignInFailed={onSignInFailed}>
        <PageHeading>Probation tool</PageHeading>
      </StaffGate>,
      { route: '/staff/probation' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Staff sign-in' });
    await user.type(await within(dialog).findByLabelText('Username'), 'pofficer');
    await user.type(within(dialog).getByLabelText('Password'), 'secret');
    fetchMock.mockResolvedValueOnce(
      jsonResponse(429, { error: staffMessage('staff.slowDown', 'en') }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    const summary = await within(dialog).findByRole('region', { name: 'There is a problem' });
    expect(summary).toHaveTextContent(staffMessage('staff.slowDown', 'en'));
    expect(onSignInFailed).not.toHaveBeenCalled();
  });

  it('tells a member of staff without the role, with a link to the staff tools', async () => {
    useStaffStore.setState({ staffUser: JUROR_CLERK });
    const { container } = renderGate();
    expect(
      screen.getByRole('heading', { level: 1, name: 'You do not have access to this tool' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your staff tools' })).toHaveAttribute(
      'href',
      '/staff',
    );
    expect(screen.queryByRole('heading', { name: 'Probation tool' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('says it in Spanish under /es/', () => {
    useStaffStore.setState({ staffUser: JUROR_CLERK });
    renderGate('/es/staff/probation');
    expect(
      screen.getByRole('heading', { name: 'No tiene acceso a esta herramienta' }),
    ).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Ir a sus herramientas del personal' }),
    ).toHaveAttribute('href', '/es/staff');
  });

  it('lets an administrator through to every tool', () => {
    useStaffStore.setState({ staffUser: ADMIN });
    renderGate();
    expect(screen.getByRole('heading', { name: 'Probation tool' })).toBeVisible();
  });

  it('lets a member of staff with the role through', () => {
    useStaffStore.setState({ staffUser: PROBATION });
    renderGate();
    expect(screen.getByRole('heading', { name: 'Probation tool' })).toBeVisible();
  });
});
