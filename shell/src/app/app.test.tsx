import { act, fireEvent, render, screen, within } from '@testing-library/react';
import {
  MemoryRouter,
  PageHeading,
  TIDY_ADDRESS_STATE,
  useNavigate,
  useSiteStore,
  type RemotePagesProps,
} from '@court/kit';
import { useStaffStore } from '@court/kit/staff';
import { expectNoAxeViolations, LocationProbe } from '@court/kit/testing';
import { buildRouteTable, type RemotePages } from '../remotes/route-table';
import { App } from './app';

// Stands in for a remote's exposed Pages module: it exercises the shell's routing, not federation.
function FakePages({ path }: RemotePagesProps) {
  if (path === 'broken') throw new Error('remote failed');
  return <PageHeading>{`Page ${path || 'home'}`}</PageHeading>;
}
const fakePages = (): RemotePages => ({ Pages: FakePages, preload: () => Promise.resolve() });

const routes = buildRouteTable(
  [
    { name: 'mfe_info', entry: '/mfe-info/remoteEntry.js', paths: ['', 'forms', 'bio/:name'] },
    { name: 'mfe_jury', entry: '/mfe-jury/remoteEntry.js', paths: ['broken', 'jury-service'] },
  ],
  fakePages,
);

/** What a page does once it has read a query parameter: takes it out of the address. */
function TidyAddressButton() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => void navigate('/forms', { replace: true, state: TIDY_ADDRESS_STATE })}
    >
      Tidy the address
    </button>
  );
}

function renderApp(route: string) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <App routes={routes} />
      <LocationProbe />
      <TidyAddressButton />
    </MemoryRouter>,
  );
}

describe('App', () => {
  beforeAll(() => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  beforeEach(() => useSiteStore.setState({ openModals: [] }));

  it('routes the empty path to the remote listing "" in both languages', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page home' })).toBeVisible();
    expect(document.documentElement.lang).toBe('en');
  });

  it('serves Spanish under /es/, setting lang and the store language', async () => {
    renderApp('/es/');
    expect(await screen.findByRole('heading', { name: 'Page home' })).toBeVisible();
    expect(document.documentElement.lang).toBe('es');
    expect(useSiteStore.getState().language).toBe('es');
    expect(screen.getByRole('link', { name: 'Saltar al contenido principal' })).toHaveAttribute(
      'href',
      '#main-content',
    );
  });

  it('routes paths with parameters', async () => {
    renderApp('/es/bio/smith');
    expect(await screen.findByRole('heading', { name: 'Page bio/:name' })).toBeVisible();
  });

  it.each([
    ['/signup', '/juror-notification-signup'],
    ['/landing', '/contact-us'],
    ['/user-profile', '/'],
    ['/nucleoicons', '/'],
    ['/es/signup', '/es/juror-notification-signup'],
    ['/es/landing', '/es/contact-us'],
    ['/es/user-profile', '/es/'],
    ['/es/nucleoicons', '/es/'],
  ])('redirects the legacy page %s to %s', (from, to) => {
    renderApp(from);
    expect(screen.getByTestId('location')).toHaveTextContent(to);
  });

  it('shows a translated 404 page with links home and to contact us', async () => {
    const { container } = renderApp('/no-such-page');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(document.title).toBe('Page not found | Canton Municipal Court');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contact the court' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    await expectNoAxeViolations(container);
  });

  it('shows the 404 page in Spanish', async () => {
    const { container } = renderApp('/es/nada');
    expect(screen.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Comunicarse con el tribunal' })).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('moves focus to the new page heading after a navigation, not on first load', async () => {
    renderApp('/forms');
    const first = await screen.findByRole('heading', { name: 'Page forms' });
    expect(first).not.toHaveFocus();
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' }),
    );
    const home = await screen.findByRole('heading', { name: 'Page home' });
    expect(home).toHaveFocus();
  });

  it('leaves focus where the page put it after a navigation that only tidies the address', async () => {
    renderApp('/forms?read=once');
    await screen.findByRole('heading', { name: 'Page forms' });
    const button = screen.getByRole('button', { name: 'Tidy the address' });
    button.focus();
    fireEvent.click(button);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/forms$/);
    expect(button).toHaveFocus();
  });

  it('contains a failing remote page and recovers on the next page', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/broken');
    expect(
      await screen.findByRole('heading', {
        name: 'This part of the site is temporarily unavailable',
      }),
    ).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Forms' }),
    );
    expect(await screen.findByRole('heading', { name: 'Page forms' })).toBeVisible();
    consoleError.mockRestore();
  });

  it.each([
    ['/staff', 'Staff sign-in'],
    ['/es/staff', 'Acceso del personal'],
    ['/staff/audit', 'Sign in to use this staff tool'],
    ['/es/staff/audit', 'Inicie sesión para usar esta herramienta del personal'],
  ])('serves the shell staff page %s', async (route, heading) => {
    useStaffStore.setState({ staffUser: null });
    // Awaited: the page's code loads on this first visit, and the render waits for it.
    await act(async () => {
      renderApp(route);
    });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
});
