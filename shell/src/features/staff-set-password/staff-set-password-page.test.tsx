import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PasswordLinkStatus } from '@court/contract';
import { i18n, MemoryRouter, TranslationProvider } from '@court/kit';
import {
  databaseUnavailableResponse,
  expectNoAxeViolations,
  jsonResponse,
  renderPage,
  standInForFetch,
} from '@court/kit/testing';
import { StaffSetPasswordPage } from './staff-set-password-page';

const TOKEN = 'Q2hvb3NlIGEgZ29vZCBwYXNzd29yZCwgcGxlYXNlIQ_-x';
const STATUS_URL = `/api/muni/password-link?token=${TOKEN}`;
const POST_URL = '/api/muni/password-link';
const LINK: PasswordLinkStatus = { username: 'ccareers', displayName: 'Cam Careers' };
const PASSWORD = 'correct horse battery staple';

const fetchMock = standInForFetch();

/** Answers the link's GET with `status`, and the password's POST with `posted`. */
function serve(status: Response, posted: Response = jsonResponse(204)) {
  fetchMock.mockImplementation((url, init) =>
    Promise.resolve(
      init.method === 'POST' && url === POST_URL
        ? posted
        : init.method === 'GET' && url === STATUS_URL
          ? status
          : jsonResponse(500),
    ),
  );
}

function posts(): [string, RequestInit][] {
  return fetchMock.mock.calls.filter(([, init]) => init.method === 'POST');
}

function renderSetPassword(route = `/staff/set-password?token=${TOKEN}`) {
  return renderPage(<StaffSetPasswordPage />, { route });
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
});

describe('/staff/set-password', () => {
  it('greets the person, takes the password with the token, and leads to the sign-in', async () => {
    const user = userEvent.setup();
    serve(jsonResponse(200, LINK));
    const { container } = renderSetPassword();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Set your staff password');
    expect(document.title).toBe('Set your staff password | Canton Municipal Court');
    expect(
      await screen.findByText(
        'Hello, Cam Careers. Choose the password of your staff account, whose username is ccareers.',
      ),
    ).toBeVisible();
    const password = await screen.findByLabelText('New password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAccessibleDescription(/Use at least 12 characters\./);
    await expectNoAxeViolations(container);

    await user.type(password, PASSWORD);
    await user.type(screen.getByLabelText('New password again'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Set the password' }));

    const done = await screen.findByText(
      'Your password is set. Sign in with your username, ccareers, and your new password.',
    );
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Go to the staff sign-in' })).toHaveAttribute(
      'href',
      '/staff',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    const [[url, init] = ['', {}]] = posts();
    expect(url).toBe(POST_URL);
    expect(JSON.parse(String(init.body))).toEqual({ token: TOKEN, password: PASSWORD });
    await expectNoAxeViolations(container);
  });

  it('speaks Spanish under /es/, and leads to the Spanish sign-in', async () => {
    const user = userEvent.setup();
    serve(jsonResponse(200, LINK));
    const { container } = renderSetPassword(`/es/staff/set-password?token=${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Establezca su contraseña del personal',
    );
    expect(
      await screen.findByText(
        'Hola, Cam Careers. Elija la contraseña de su cuenta del personal, cuyo nombre de usuario es ccareers.',
      ),
    ).toBeVisible();
    await user.type(await screen.findByLabelText('Contraseña nueva'), PASSWORD);
    await user.type(screen.getByLabelText('Repita la contraseña nueva'), PASSWORD);
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Establecer la contraseña' }));
    expect(
      await screen.findByText(
        'Su contraseña quedó establecida. Inicie sesión con su nombre de usuario, ccareers, y su contraseña nueva.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir al acceso del personal' })).toHaveAttribute(
      'href',
      '/es/staff',
    );
  });

  it('checks the length and the repeat before sending, in the error summary', async () => {
    const user = userEvent.setup();
    serve(jsonResponse(200, LINK));
    const { container } = renderSetPassword();
    await user.type(await screen.findByLabelText('New password'), 'too short');
    await user.type(screen.getByLabelText('New password again'), 'too shor');
    await user.click(screen.getByRole('button', { name: 'Set the password' }));

    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#password', '#confirmation']);
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      /Error: Choose a password of at least 12 characters\./,
    );
    expect(screen.getByLabelText('New password again')).toHaveAccessibleDescription(
      'Error: Type the same password again.',
    );
    await waitFor(() =>
      expect(document.title).toBe('Error: Set your staff password | Canton Municipal Court'),
    );
    expect(posts()).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it("shows the API's refusal of the password on its field", async () => {
    const user = userEvent.setup();
    serve(
      jsonResponse(200, LINK),
      jsonResponse(400, {
        error: 'Some answers need your attention. Correct them and submit again.',
        errors: { password: 'Shorten the password to 1,024 characters or fewer.' },
      }),
    );
    renderSetPassword();
    await user.type(await screen.findByLabelText('New password'), PASSWORD);
    await user.type(screen.getByLabelText('New password again'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Set the password' }));
    expect(await screen.findByLabelText('New password')).toHaveAccessibleDescription(
      /Error: Shorten the password to 1,024 characters or fewer\./,
    );
    expect(screen.getByLabelText('New password')).toHaveValue(PASSWORD);
  });

  it('says plainly that a link the court refuses, or none, cannot be used', async () => {
    serve(jsonResponse(404, { error: 'This link to set a password can no longer be used.' }));
    const { container, unmount } = renderSetPassword();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link to set a password cannot be used: it has expired, it was already used, or a newer link replaced it. Ask a site administrator to send you a new link.',
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
    unmount();

    fetchMock.mockClear();
    renderSetPassword('/es/staff/set-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este enlace para establecer una contraseña no se puede usar',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says so, with focus, when the link stops working while the password is chosen', async () => {
    const user = userEvent.setup();
    serve(jsonResponse(200, LINK), jsonResponse(404, { error: 'Not usable.' }));
    renderSetPassword();
    await user.type(await screen.findByLabelText('New password'), PASSWORD);
    await user.type(screen.getByLabelText('New password again'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Set the password' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ask a site administrator to send you a new link.');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('offers to try again when the court cannot be reached', async () => {
    const user = userEvent.setup();
    serve(databaseUnavailableResponse('en'));
    renderSetPassword();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the court. Check your connection and try again.',
    );
    serve(jsonResponse(200, LINK));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('New password')).toBeVisible();
  });

  it('hydrates the page the server rendered without its query, then reads the token', async () => {
    serve(jsonResponse(200, LINK));
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    i18n.changeLanguage('en');
    const at = (route: string) =>
      function Providers({ children }: { children: ReactNode }) {
        return (
          <TranslationProvider translator={i18n}>
            <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
          </TranslationProvider>
        );
      };
    const container = document.body.appendChild(document.createElement('div'));
    // The server renders the page's path only: its HTML is cached and served whatever the query.
    const Served = at('/staff/set-password');
    container.innerHTML = renderToString(
      <Served>
        <StaffSetPasswordPage />
      </Served>,
    );
    expect(within(container).getByText('Checking your link…')).toBeVisible();

    render(<StaffSetPasswordPage />, {
      container,
      hydrate: true,
      wrapper: at(`/staff/set-password?token=${TOKEN}`),
    });
    expect(await screen.findByLabelText('New password')).toBeVisible();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(STATUS_URL);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
