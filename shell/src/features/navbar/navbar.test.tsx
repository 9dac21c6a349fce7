import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COURT_INFO, type StaffUser } from '@court/contract';
import { useSiteStore } from '@court/kit';
import { useStaffStore } from '@court/kit/staff';
import {
  expectNoAxeViolations,
  LocationProbe,
  renderPage,
  standInForFetch,
} from '@court/kit/testing';
import { Navbar } from './navbar';

function mainNav() {
  return screen.getByRole('navigation');
}

describe('Navbar', () => {
  beforeEach(() => useSiteStore.setState({ openModals: [] }));

  it('lists the spec items in English with localised links', async () => {
    const { container } = renderPage(<Navbar />, { route: '/forms' });
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'Online Services' })).toHaveAttribute(
      'href',
      '/online-services',
    );
    expect(nav.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/careers');
    expect(nav.getByRole('button', { name: 'Fees and Costs' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Forms' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Links' })).toHaveAttribute('href', '/links');
    expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about-us');
    expect(nav.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    const cjis = nav.getByRole('link', { name: /Case Information System \(opens in a new tab\)/ });
    expect(cjis).toHaveAttribute('href', COURT_INFO.caseInformationSystemUrl);
    expect(cjis).toHaveAttribute('target', '_blank');
    const brand = screen.getByRole('link', { name: /Canton Municipal Court/ });
    expect(brand).toHaveAttribute('href', COURT_INFO.externalSiteUrl);
    await expectNoAxeViolations(container);
  });

  it('speaks Spanish under /es/ and keeps every link in Spanish', async () => {
    const { container } = renderPage(<Navbar />, { route: '/es/about-us' });
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/es/');
    expect(nav.getByRole('link', { name: 'Formularios' })).toHaveAttribute('href', '/es/forms');
    expect(nav.getByRole('link', { name: 'Quiénes somos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(nav.getByRole('button', { name: 'Tarifas y costos' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('switches language to the same page, marking the current language', () => {
    renderPage(<Navbar />, { route: '/jury-faq?x=1' });
    const english = screen.getByRole('link', { name: 'English' });
    const spanish = screen.getByRole('link', { name: 'Español' });
    expect(spanish).toHaveAttribute('href', '/es/jury-faq?x=1');
    expect(spanish).toHaveAttribute('lang', 'es');
    expect(spanish).toHaveAttribute('hreflang', 'es');
    expect(spanish).not.toHaveAttribute('aria-current');
    expect(english).toHaveAttribute('href', '/jury-faq?x=1');
    expect(english).toHaveAttribute('aria-current', 'true');
  });

  it('links the Spanish home page back to the English home page', () => {
    renderPage(<Navbar />, { route: '/es/' });
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
  });

  it('is transparent over the home page until scrolled past 150 px', () => {
    const { container } = renderPage(<Navbar />, { route: '/' });
    const header = container.querySelector('header');
    expect(header).toHaveClass('court-navbar--transparent');
    act(() => {
      window.scrollY = 151;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).not.toHaveClass('court-navbar--transparent');
    act(() => {
      window.scrollY = 0;
      window.dispatchEvent(new Event('scroll'));
    });
  });

  it('is solid on other pages', () => {
    const { container } = renderPage(<Navbar />, { route: '/forms' });
    expect(container.querySelector('header')).not.toHaveClass('court-navbar--transparent');
  });

  it('opens and closes the mobile menu; Escape returns focus to the toggle', () => {
    renderPage(<Navbar />, { route: '/' });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', mainNav().id);
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(mainNav()).toHaveClass('court-navbar__nav--open');
    screen.getByRole('link', { name: 'Forms' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('opens the mobile menu as a modal: focus moves in, Tab goes round, the rest is inert', () => {
    renderPage(
      <>
        <Navbar />
        <main data-testid="page">
          <a href="#behind">Behind</a>
        </main>
      </>,
      { route: '/' },
    );
    const toggle = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toHaveAttribute('aria-modal', 'true');
    const links = within(mainNav()).getAllByRole('link');
    expect(links[0]).toHaveFocus();
    expect(screen.getByTestId('page')).toHaveAttribute('inert');
    expect(screen.getByRole('link', { name: /Canton Municipal Court/ })).toHaveAttribute('inert');

    const last = links.at(-1);
    last?.focus();
    fireEvent.keyDown(last ?? document, { key: 'Tab' });
    expect(toggle).toHaveFocus();
    fireEvent.keyDown(toggle, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();

    fireEvent.click(toggle);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('page')).not.toHaveAttribute('inert');
    expect(screen.getByRole('link', { name: /Canton Municipal Court/ })).not.toHaveAttribute(
      'inert',
    );
  });

  it('leaves an Escape pressed inside a dialog to the dialog', () => {
    renderPage(
      <>
        <Navbar />
        <dialog open aria-label="Layer above">
          <button type="button">Inside</button>
        </dialog>
      </>,
      { route: '/' },
    );
    const toggle = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Inside' }), { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('stays fixed while it covers at most a fifth of the window, and scrolls away otherwise', () => {
    const height = jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ height: 173 } as DOMRect);
    const { container } = renderPage(<Navbar />, { route: '/forms' });
    const header = container.querySelector('header');
    const style = document.documentElement.style;
    try {
      act(() => {
        window.innerHeight = 900;
        window.dispatchEvent(new Event('resize'));
      });
      expect(header).not.toHaveClass('court-navbar--static');
      expect(style.getPropertyValue('--court-navbar-height')).toBe('173px');
      act(() => {
        window.innerHeight = 400;
        window.dispatchEvent(new Event('resize'));
      });
      expect(header).toHaveClass('court-navbar--static');
      expect(style.getPropertyValue('--court-navbar-height')).toBe('0px');
    } finally {
      height.mockRestore();
      act(() => {
        window.innerHeight = 768;
        window.dispatchEvent(new Event('resize'));
      });
    }
  });

  it('leaves a window too short for any bar to the styles, measuring nothing', () => {
    const height = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    const queries: string[] = [];
    // As in a 640x400 window: only the query of a short window matches.
    window.matchMedia = (query: string) => {
      queries.push(query);
      const list: Pick<MediaQueryList, 'matches' | 'media'> = {
        matches: query.includes('max-height'),
        media: query,
      };
      return list as MediaQueryList;
    };
    const style = document.documentElement.style;
    style.setProperty('--court-navbar-height', '173px');
    try {
      const { container } = renderPage(<Navbar />, { route: '/' });
      const header = container.querySelector('header');
      expect(header).toHaveClass('court-navbar--static');
      expect(header).not.toHaveClass('court-navbar--transparent');
      expect(style.getPropertyValue('--court-navbar-height')).toBe('');
      expect(queries).toContain(
        '(max-width: 449.98px) and (max-height: 19.99rem), (min-width: 450px) and (max-height: 33.74rem)',
      );
      expect(height).not.toHaveBeenCalled();
    } finally {
      height.mockRestore();
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('closes the mobile menu when the visitor navigates', () => {
    renderPage(<Navbar />, { route: '/' });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('link', { name: 'Forms' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the fees modal from its button', () => {
    renderPage(<Navbar />, { route: '/' });
    fireEvent.click(screen.getByRole('button', { name: 'Fees and Costs' }));
    expect(useSiteStore.getState().openModals).toEqual(['fees']);
  });
});

describe('Navbar search', () => {
  beforeEach(() => useSiteStore.setState({ openModals: [] }));

  it('is a labelled GET form to the results page, usable without the script', async () => {
    const { container } = renderPage(<Navbar />, { route: '/forms' });
    const form = within(mainNav()).getByRole('search', { name: 'Site search' });
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    const field = within(form).getByRole('searchbox', { name: 'Search the site' });
    expect(field).toHaveAttribute('name', 'q');
    expect(field).toHaveAttribute('type', 'search');
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
    await expectNoAxeViolations(container);
  });

  it('searches the Spanish results page from Spanish pages', async () => {
    const { container } = renderPage(<Navbar />, { route: '/es/jury-faq' });
    const form = screen.getByRole('search', { name: 'Búsqueda en el sitio' });
    expect(form).toHaveAttribute('action', '/es/search');
    expect(within(form).getByRole('searchbox', { name: 'Buscar en el sitio' })).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Buscar' })).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('navigates in the app to the results for the trimmed query, and empties its field', () => {
    renderPage(
      <>
        <Navbar />
        <LocationProbe />
      </>,
      { route: '/es/forms' },
    );
    const field = screen.getByRole('searchbox', { name: 'Buscar en el sitio' });
    fireEvent.change(field, { target: { value: '  jurado pago ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/es/search?q=jurado+pago');
    expect(field).toHaveValue('');
  });

  it('leads an empty search to the results page, which asks for a word', () => {
    renderPage(
      <>
        <Navbar />
        <LocationProbe />
      </>,
      { route: '/forms' },
    );
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '   ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(screen.getByTestId('location').textContent).toBe('/search');
  });

  it('sits in the mobile menu, which a search closes even on the results page', () => {
    renderPage(
      <>
        <Navbar />
        <LocationProbe />
      </>,
      { route: '/search?q=jury' },
    );
    const toggle = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    const field = within(mainNav()).getByRole('searchbox', { name: 'Search the site' });
    // The sidebar still opens on its first page link, the search box after the page links.
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).toHaveFocus();
    fireEvent.change(field, { target: { value: 'eviction' } });
    fireEvent.submit(within(mainNav()).getByRole('search'));
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=eviction');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Navbar for signed-in staff', () => {
  const CLERK: StaffUser = {
    username: 'jclerk',
    displayName: 'Jo Clerk',
    roles: ['jury'],
    secondFactor: false,
  };
  const fetchMock = standInForFetch();

  function emptyResponse(status: number): Response {
    const response: Pick<Response, 'ok' | 'status' | 'text'> = {
      ok: status >= 200 && status < 300,
      status,
      text: () => Promise.resolve(''),
    };
    return response as Response;
  }

  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=test-token';
    useSiteStore.setState({ openModals: [], pendingToasts: [] });
    useStaffStore.setState({ staffUser: CLERK });
  });

  it.each([null, 'unknown', 'unreachable'] as const)(
    'shows nothing for staff while the session is %s',
    (staffUser) => {
      useStaffStore.setState({ staffUser });
      renderPage(<Navbar />, { route: '/' });
      expect(screen.queryByRole('list', { name: 'Staff' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    },
  );

  it('links to the staff tools and offers Sign out', async () => {
    const { container } = renderPage(<Navbar />, { route: '/staff' });
    const staff = within(screen.getByRole('list', { name: 'Staff' }));
    expect(staff.getByRole('link', { name: 'Staff: Jo Clerk' })).toHaveAttribute('href', '/staff');
    expect(staff.getByRole('link', { name: 'Staff: Jo Clerk' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(staff.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('signs out: DELETE staff/session, a toast, and the staff page in the same language', async () => {
    fetchMock.mockResolvedValue(emptyResponse(204));
    renderPage(
      <>
        <Navbar />
        <LocationProbe />
      </>,
      { route: '/es/staff/probation' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/es/staff'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/muni/staff/session',
      expect.objectContaining({ method: 'DELETE' }),
    );
    expect(useStaffStore.getState().staffUser).toBeNull();
    expect(useSiteStore.getState().pendingToasts).toEqual([
      expect.objectContaining({ kind: 'success', message: 'Ha cerrado la sesión.' }),
    ]);
    expect(screen.queryByRole('button', { name: 'Cerrar sesión' })).not.toBeInTheDocument();
  });

  it('stays signed in and says so when the sign-out fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderPage(<Navbar />, { route: '/staff' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() =>
      expect(useSiteStore.getState().pendingToasts).toEqual([
        expect.objectContaining({
          kind: 'error',
          message: 'You could not be signed out. Try again.',
        }),
      ]),
    );
    expect(useStaffStore.getState().staffUser).toEqual(CLERK);
  });
});
