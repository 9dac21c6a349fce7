import { screen, waitFor } from '@testing-library/react';
import type { SignInOptions, StaffUser } from '@court/contract';
import { useStaffStore } from '@court/kit';
import {
  answeringSignInOptions,
  databaseUnavailableResponse,
  expectNoAxeViolations,
  jsonResponse,
  LocationProbe,
  renderPage,
  standInForFetch,
} from '../testing';
import { StaffSignInForm } from './staff-lazy';

const CLERK: StaffUser = {
  username: 'mclerk',
  displayName: 'Mary Clerk',
  roles: ['jury'],
  secondFactor: false,
};
const BOTH: SignInOptions = {
  localSignIn: true,
  singleSignOn: { name: 'Canton Courts Microsoft account' },
};
const PROVIDER_ONLY: SignInOptions = { ...BOTH, localSignIn: false };

/** What GET staff/sign-in-options answers in this test; null hands that request to fetchMock. */
let signInOptions: SignInOptions | null = BOTH;

// Read at each request: a test says how its court signs staff in only as it renders the form.
const fetchMock = standInForFetch(
  (fetchStandIn) => (url, init) =>
    signInOptions
      ? answeringSignInOptions(fetchStandIn, signInOptions)(url, init)
      : fetchStandIn(url, init),
);

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
  localStorage.removeItem('court:staff-signed-in');
  useStaffStore.setState({ staffUser: null });
});

function renderForm(route: string, options: SignInOptions = BOTH) {
  signInOptions = options;
  return renderPage(
    <>
      <StaffSignInForm />
      <LocationProbe />
    </>,
    { route },
  );
}

describe('StaffSignInForm with the court’s single sign-on', () => {
  it.each([
    ['/staff', 'Sign in with Canton Courts Microsoft account', '%2Fstaff', 'Username'],
    [
      '/es/staff',
      'Iniciar sesión con Canton Courts Microsoft account',
      '%2Fes%2Fstaff',
      'Contraseña',
    ],
  ])(
    'offers it on %s above the password, as a plain link back to the page',
    async (route, name, returnTo, field) => {
      const { container } = renderForm(route);
      const link = await screen.findByRole('link', { name });
      expect(link).toHaveAttribute('href', `/api/muni/staff/sso/start?returnTo=${returnTo}`);
      expect(screen.getByLabelText(field)).toBeVisible();
      expect(link.compareDocumentPosition(screen.getByLabelText(field))).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
      await expectNoAxeViolations(container);
    },
  );

  it('comes back to the staff tool whose gate it was started from, with its query', async () => {
    renderForm('/staff/forms?status=new');
    expect(
      await screen.findByRole('link', { name: 'Sign in with Canton Courts Microsoft account' }),
    ).toHaveAttribute(
      'href',
      `/api/muni/staff/sso/start?returnTo=${encodeURIComponent('/staff/forms?status=new')}`,
    );
  });

  it('offers only the single sign-on when passwords are off', async () => {
    const { container } = renderForm('/staff', PROVIDER_ONLY);
    expect(
      await screen.findByRole('link', { name: 'Sign in with Canton Courts Microsoft account' }),
    ).toBeVisible();
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('asks for the password alone when the API cannot say how staff sign in', async () => {
    signInOptions = null;
    fetchMock.mockResolvedValue(databaseUnavailableResponse('en'));
    renderPage(<StaffSignInForm />, { route: '/staff' });
    expect(await screen.findByLabelText('Username')).toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it.each([
    [
      '/staff?signIn=noRole',
      "Your account has no role in the court's staff tools; ask an administrator.",
    ],
    [
      '/es/staff?signIn=unavailable',
      'No se puede conectar con el servicio de inicio de sesión del tribunal en este momento. Inténtelo de nuevo en unos minutos.',
    ],
  ])(
    'says why %s did not sign in, in a focused alert, and takes the reason out of the address',
    async (route, message) => {
      const { container } = renderForm(route);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(message);
      expect(alert.parentElement).toHaveFocus();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/(es\/)?staff$/);
      await expectNoAxeViolations(container);
    },
  );

  it('loads the person the single sign-on signed in', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, CLERK));
    renderForm('/staff?signIn=complete');
    await waitFor(() => expect(useStaffStore.getState().staffUser).toEqual(CLERK));
    expect(fetchMock).toHaveBeenCalledWith('/api/muni/staff/me', expect.anything());
    expect(localStorage.getItem('court:staff-signed-in')).toBe('1');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/staff$/);
  });

  it('starts at the court’s own code when the provider did not prove a second factor', async () => {
    renderForm('/staff?signIn=factor');
    expect(await screen.findByRole('heading', { name: 'Confirm it is you' })).toHaveFocus();
    expect(screen.getByLabelText('Code')).toBeVisible();
  });

  it('ignores a reason it does not know', async () => {
    renderForm('/staff?signIn=hacked');
    expect(await screen.findByLabelText('Username')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
