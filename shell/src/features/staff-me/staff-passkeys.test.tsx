import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  MySignIn,
  PasskeyCreationOptions,
  PasskeysChanged,
  StaffPasskey,
  StaffUser,
} from '@court/contract';
import { useStaffStore } from '@court/kit/staff';
import {
  expectNoAxeViolations,
  jsonResponse,
  renderPage,
  standInForFetch,
} from '@court/kit/testing';
import { StaffMePage } from './staff-me-page';

// The browser's side of WebAuthn, as a browser with passkeys answers it. jsdom has no WebAuthn.
const mockWebAuthn = {
  browserSupportsWebAuthn: jest.fn(() => true),
  startRegistration: jest.fn<Promise<unknown>, [unknown]>(),
  WebAuthnAbortService: { cancelCeremony: jest.fn() },
};
jest.mock('@simplewebauthn/browser', () => mockWebAuthn);

const CLERK: StaffUser = {
  username: 'jclerk',
  displayName: 'Jo Clerk',
  roles: ['jury'],
  secondFactor: true,
};
const LAPTOP: StaffPasskey = {
  id: 3,
  name: 'Work laptop',
  createdAt: '2026-03-02T15:00:00.000Z',
  lastUsedAt: '2026-03-05T14:30:00.000Z',
  backedUp: true,
};
const KEY: StaffPasskey = {
  id: 4,
  name: 'Security key',
  createdAt: '2026-03-03T15:00:00.000Z',
  lastUsedAt: null,
  backedUp: false,
};
const CREATION_OPTIONS: PasskeyCreationOptions = {
  rp: { id: 'localhost', name: 'Canton Municipal Court' },
  user: { id: 'aGFuZGxl', name: 'jclerk', displayName: 'Jo Clerk' },
  challenge: 'bWFrZSBtZSwgcGxlYXNl',
  pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
};

const LIST_URL = '/api/muni/staff/passkeys';
const MY_SIGN_IN_URL = '/api/muni/staff/me/sign-in';
const MY_SIGN_IN: MySignIn = {
  authenticationApp: { enrolledAt: '2026-03-01T14:00:00.000Z' },
  recoveryCodesLeft: 10,
  sessions: [
    {
      id: 'aaaaaaaaaaaa',
      current: true,
      complete: true,
      signedInAt: '2026-03-02T15:00:00.000Z',
      lastSeenAt: '2026-03-02T15:20:00.000Z',
      address: '203.0.113.9',
      browser: 'Chrome 131',
      system: 'Windows 10',
    },
  ],
};

type Handler = (url: string, init: RequestInit) => Response | undefined;

const fetchMock = standInForFetch();

/** Answers GET staff/passkeys with `list`; other calls go to `handle`, else a 500. */
function serve(list: () => StaffPasskey[], handle: Handler = () => undefined) {
  fetchMock.mockImplementation((url, init) => {
    const special = handle(url, init);
    if (special) return Promise.resolve(special);
    if (init.method === 'GET' && url === LIST_URL) {
      return Promise.resolve(jsonResponse(200, { passkeys: list() }));
    }
    // The page's other sections: an app set up, and this one session.
    if (init.method === 'GET' && url === MY_SIGN_IN_URL) {
      return Promise.resolve(jsonResponse(200, MY_SIGN_IN));
    }
    return Promise.resolve(jsonResponse(500));
  });
}

function calls(method: string, url: string): [string, RequestInit][] {
  return fetchMock.mock.calls.filter(
    ([callUrl, init]) => init.method === method && callUrl === url,
  );
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
  useStaffStore.setState({ staffUser: CLERK });
  mockWebAuthn.startRegistration.mockReset();
});

describe('/staff/me', () => {
  it('lists the person’s passkeys in a section of its own', async () => {
    serve(() => [LAPTOP, KEY]);
    const { container } = renderPage(<StaffMePage />, { route: '/staff/me' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your sign-in' })).toBeVisible();
    const section = screen.getByRole('region', { name: 'Passkeys' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Passkeys' })).toBeVisible();
    const table = await within(section).findByRole('table', { name: 'Your passkeys' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(
      /Work laptopMarch 2, 2026 at 10:00\sAMMarch 5, 2026 at 9:30\sAMRemove the passkey Work laptop/,
    );
    expect(rows[2]).toHaveTextContent(/Security keyMarch 3, 2026 at 10:00\sAMNever/);
    expect(await screen.findByRole('heading', { level: 3, name: 'Add a passkey' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Add a passkey' })).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('removes a passkey after confirmation, and says the API’s refusal in the dialog', async () => {
    const user = userEvent.setup();
    const changed: PasskeysChanged = { user: { ...CLERK, secondFactor: true }, passkeys: [KEY] };
    let deletes = 0;
    serve(
      () => [LAPTOP, KEY],
      (url, init) => {
        if (init.method !== 'DELETE' || url !== `${LIST_URL}/3`) return undefined;
        deletes += 1;
        return deletes === 1
          ? jsonResponse(409, { error: 'This passkey is the only second factor of your account.' })
          : jsonResponse(200, changed);
      },
    );
    const { container } = renderPage(<StaffMePage />, { route: '/staff/me' });
    const remove = await screen.findByRole('button', { name: 'Remove the passkey Work laptop' });
    await user.click(remove);
    const dialog = screen.getByRole('dialog', { name: 'Remove this passkey?' });
    expect(dialog).toHaveTextContent(
      'You will no longer be able to sign in with the passkey “Work laptop”.',
    );
    await expectNoAxeViolations(container);
    await user.click(within(dialog).getByRole('button', { name: 'Remove the passkey' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This passkey is the only second factor of your account.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Remove the passkey' }));
    const confirmation = await screen.findByText(
      'Passkey removed: Work laptop. It no longer signs you in; remove it from your device or password manager too.',
    );
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Work laptop/ })).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Security key/ })).toBeVisible();
    expect(calls('DELETE', `${LIST_URL}/3`)).toHaveLength(2);
    await expectNoAxeViolations(container);
  });

  it('adds a passkey in Spanish under /es/, and keeps the person’s second factor', async () => {
    const user = userEvent.setup();
    const credential = { id: 'AAEC', rawId: 'AAEC', type: 'public-key', response: {} };
    const before: StaffUser = { ...CLERK, secondFactor: false };
    const added: StaffPasskey = { ...KEY, id: 5, name: 'Teléfono' };
    useStaffStore.setState({ staffUser: before });
    serve(
      () => [],
      (url, init) => {
        if (init.method !== 'POST') return undefined;
        if (url === `${LIST_URL}/options`) return jsonResponse(200, CREATION_OPTIONS);
        if (url === LIST_URL) return jsonResponse(200, { user: CLERK, passkeys: [added] });
        return undefined;
      },
    );
    mockWebAuthn.startRegistration.mockResolvedValueOnce(credential);
    const { container } = renderPage(<StaffMePage />, { route: '/es/staff/me' });
    expect(screen.getByRole('heading', { level: 1, name: 'Su inicio de sesión' })).toBeVisible();
    expect(await screen.findByText('Todavía no tiene llaves de acceso.')).toBeVisible();
    await user.type(await screen.findByLabelText('Nombre de la llave de acceso'), 'Teléfono');
    await user.click(screen.getByRole('button', { name: 'Agregar una llave de acceso' }));

    const confirmation = await screen.findByText(
      'Llave de acceso agregada: Teléfono. Ya puede iniciar sesión con ella.',
    );
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(screen.getByRole('row', { name: /Teléfono/ })).toBeVisible();
    expect(useStaffStore.getState().staffUser).toEqual(CLERK);
    // An empty form for the next one.
    expect(screen.getByLabelText('Nombre de la llave de acceso')).toHaveValue('');
    await expectNoAxeViolations(container);
  });

  it('asks a person signed out to sign in', async () => {
    serve(() => [LAPTOP]);
    useStaffStore.setState({ staffUser: null });
    renderPage(<StaffMePage />, { route: '/staff/me' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to use this staff tool' }),
    ).toBeVisible();
    expect(fetchMock.mock.calls.filter(([url]) => url === LIST_URL)).toHaveLength(0);
  });
});
