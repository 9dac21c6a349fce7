import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type StaffUser } from '@court/contract';
import {
  answeringSignInOptions,
  expectNoAxeViolations,
  jsonResponse,
  renderPage,
  staffMessage,
  standInForFetch,
} from '../testing';
import { StaffSignInForm } from './staff-lazy';
import { useStaffStore } from '@court/kit';

const CLERK: StaffUser = {
  username: 'mclerk',
  displayName: 'Mary Clerk',
  roles: ['jury'],
  secondFactor: false,
};

const fetchMock = standInForFetch(answeringSignInOptions);

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
  useStaffStore.setState({ staffUser: null });
});

async function renderForm(route = '/staff') {
  const view = renderPage(<StaffSignInForm />, { route });
  await screen.findByRole('button', {
    name: route.startsWith('/es') ? 'Iniciar sesión' : 'Sign in',
  });
  return view;
}

describe('StaffSignInForm', () => {
  it('asks for a username and a password without sending anything', async () => {
    const user = userEvent.setup();
    const { container } = await renderForm();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    // The browser may offer the person's passkeys in the username's autofill too.
    expect(screen.getByLabelText('Username')).toHaveAttribute('autocomplete', 'username webauthn');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Enter your username.',
      'Enter your password.',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#username', '#password']);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Error: Enter your password.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('asks in Spanish under /es/', async () => {
    const user = userEvent.setup();
    await renderForm('/es/staff');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(screen.getByRole('link', { name: 'Escriba su nombre de usuario.' })).toBeVisible();
  });

  it("shows the API's generic message, never which answer was wrong", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      jsonResponse(401, { error: 'The username or password is not correct.' }),
    );
    const { container } = await renderForm();
    await user.type(screen.getByLabelText('Username'), 'mclerk');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(summary).toHaveTextContent('The username or password is not correct.');
    expect(within(summary).queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Username')).toHaveValue('mclerk');
    expect(useStaffStore.getState().staffUser).toBeNull();
    await expectNoAxeViolations(container);
  });

  it.each([
    ['/staff', 'Username', 'Password', 'Sign in', 'There is a problem', 'en'],
    ['/es/staff', 'Nombre de usuario', 'Contraseña', 'Iniciar sesión', 'Hay un problema', 'es'],
  ] as const)(
    'asks to wait after too many attempts (%s)',
    async (route, usernameLabel, passwordLabel, submitLabel, problem, language) => {
      const user = userEvent.setup();
      const message = staffMessage('staff.slowDown', language);
      fetchMock.mockResolvedValue(jsonResponse(429, { error: message }));
      const { container } = await renderForm(route);
      await user.type(screen.getByLabelText(usernameLabel), 'mclerk');
      await user.type(screen.getByLabelText(passwordLabel), 'secret');
      await user.click(screen.getByRole('button', { name: submitLabel }));
      const summary = await screen.findByRole('region', { name: problem });
      expect(summary).toHaveTextContent(message);
      expect(screen.getByLabelText(usernameLabel)).toHaveValue('mclerk');
      await expectNoAxeViolations(container);
    },
  );

  it('signs in: posts the answers with the anti-forgery header and stores the user', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse(200, CLERK));
    await renderForm();
    await user.type(screen.getByLabelText('Username'), ' mclerk ');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(useStaffStore.getState().staffUser).toEqual(CLERK));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/muni/staff/session');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      username: 'mclerk',
      password: 'correct horse',
    });
    expect(init?.headers).toMatchObject({ 'X-XSRF-TOKEN': 'test-token' });
  });
});
