import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  PasskeyCreationOptions,
  PasskeyRequestOptions,
  PasskeysChanged,
  StaffUser,
} from '@court/contract';
import { useStaffStore } from '@court/kit';
import {
  answeringSignInOptions,
  answerInTurn,
  expectNoAxeViolations,
  jsonResponse,
  renderPage,
  standInForFetch,
} from '../testing';
// Through the entry, as every page reaches it: it registers the staff tools' field messages.
import { StaffSignInForm } from '.';

// The browser's side of WebAuthn, as a browser with passkeys answers it. jsdom has no WebAuthn.
const mockWebAuthn = {
  browserSupportsWebAuthn: jest.fn(() => true),
  browserSupportsWebAuthnAutofill: jest.fn(() => Promise.resolve(false)),
  startAuthentication: jest.fn<Promise<unknown>, [unknown]>(),
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
const REQUEST_OPTIONS: PasskeyRequestOptions = {
  challenge: 'c2lnbiBtZSwgcGxlYXNl',
  rpId: 'localhost',
  userVerification: 'required',
};
const CREATION_OPTIONS: PasskeyCreationOptions = {
  rp: { id: 'localhost', name: 'Canton Municipal Court' },
  user: { id: 'aGFuZGxl', name: 'aadmin', displayName: 'Ada Admin' },
  challenge: 'bWFrZSBtZSwgcGxlYXNl',
  pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
  authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
};
const ASSERTION = { id: 'AAEC', rawId: 'AAEC', type: 'public-key', response: {} };

const SESSION_URL = '/api/muni/staff/session';
const PASSKEY_URL = '/api/muni/staff/session/passkey';
const PASSKEY_OPTIONS_URL = '/api/muni/staff/session/passkey/options';
const FACTOR_URL = '/api/muni/staff/session/factor/passkey';
const FACTOR_OPTIONS_URL = '/api/muni/staff/session/factor/passkey/options';
const REGISTER_URL = '/api/muni/staff/passkeys';
const REGISTER_OPTIONS_URL = '/api/muni/staff/passkeys/options';

const fetchMock = standInForFetch(answeringSignInOptions);

function serve(answers: Record<string, Response[]>): void {
  answerInTurn(fetchMock, answers);
}

/** The bodies posted to an address, in order. */
function sent(url: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([called]) => called === url)
    .map(([, init]) => JSON.parse(String(init.body ?? 'null')) as unknown);
}

/** An error as the browser's passkey dialog raises it. */
function dialogError(name: string): Error {
  const error = new Error('The operation either timed out or was not allowed.');
  error.name = name;
  return error;
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
  useStaffStore.setState({ staffUser: null });
  mockWebAuthn.browserSupportsWebAuthn.mockReturnValue(true);
  mockWebAuthn.browserSupportsWebAuthnAutofill.mockResolvedValue(false);
  mockWebAuthn.startAuthentication.mockReset();
  mockWebAuthn.startRegistration.mockReset();
});

/**
 * The "Use a passkey" button shows once the WebAuthn library, loaded lazily, says the browser
 * supports passkeys: the first load of it can take longer than findBy's default second on a busy
 * machine.
 */
const LIBRARY_LOAD = { timeout: 5000 };

describe('StaffSignInForm: passkeys', () => {
  it('signs in with a passkey alone from "Use a passkey", and says when the dialog was closed', async () => {
    const user = userEvent.setup();
    const onSignedIn = jest.fn();
    serve({
      [PASSKEY_OPTIONS_URL]: [
        jsonResponse(200, REQUEST_OPTIONS),
        jsonResponse(200, REQUEST_OPTIONS),
      ],
      [PASSKEY_URL]: [jsonResponse(200, CLERK)],
    });
    mockWebAuthn.startAuthentication
      .mockRejectedValueOnce(dialogError('NotAllowedError'))
      .mockResolvedValueOnce(ASSERTION);
    const { container } = renderPage(<StaffSignInForm onSignedIn={onSignedIn} />, {
      route: '/staff',
    });
    const button = await screen.findByRole('button', { name: 'Use a passkey' }, LIBRARY_LOAD);
    expect(
      screen.getByText('Or sign in with a passkey, without your username and password.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Username')).toHaveAttribute('autocomplete', 'username webauthn');
    await expectNoAxeViolations(container);

    await user.click(button);
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(summary).toHaveTextContent(
      'The passkey was not used: the browser’s request was closed or took too long.',
    );
    await waitFor(() => expect(summary).toHaveFocus());
    expect(sent(PASSKEY_URL)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
    await waitFor(() => expect(useStaffStore.getState().staffUser).toEqual(CLERK));
    expect(onSignedIn).toHaveBeenCalledWith(CLERK);
    expect(mockWebAuthn.startAuthentication).toHaveBeenLastCalledWith({
      optionsJSON: REQUEST_OPTIONS,
    });
    expect(sent(PASSKEY_URL)).toEqual([{ credential: ASSERTION }]);
  });

  it('offers the passkeys in the username’s autofill, and shows the API’s refusal in Spanish', async () => {
    const refusal = 'Esta llave de acceso no pudo iniciar su sesión.';
    mockWebAuthn.browserSupportsWebAuthnAutofill.mockResolvedValue(true);
    // The person picks a passkey the court has removed.
    mockWebAuthn.startAuthentication.mockResolvedValueOnce(ASSERTION);
    serve({
      [PASSKEY_OPTIONS_URL]: [jsonResponse(200, REQUEST_OPTIONS)],
      [PASSKEY_URL]: [jsonResponse(401, { error: refusal })],
    });
    const { container } = renderPage(<StaffSignInForm />, { route: '/es/staff' });

    const summary = await screen.findByRole('region', { name: 'Hay un problema' });
    expect(summary).toHaveTextContent(refusal);
    await waitFor(() => expect(summary).toHaveFocus());
    expect(mockWebAuthn.startAuthentication).toHaveBeenCalledWith({
      optionsJSON: REQUEST_OPTIONS,
      useBrowserAutofill: true,
    });
    // Not offered again: the court would refuse the same passkey again.
    expect(mockWebAuthn.startAuthentication).toHaveBeenCalledTimes(1);
    expect(useStaffStore.getState().staffUser).toBeNull();
    expect(screen.getByRole('button', { name: 'Usar una llave de acceso' })).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('shows no passkey button in a browser without WebAuthn', async () => {
    mockWebAuthn.browserSupportsWebAuthn.mockReturnValue(false);
    renderPage(<StaffSignInForm />, { route: '/staff' });
    await screen.findByRole('button', { name: 'Sign in' });
    // Let the support check answer.
    await waitFor(() => expect(mockWebAuthn.browserSupportsWebAuthn).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('proves the factor step with a passkey when the account has only passkeys', async () => {
    const user = userEvent.setup();
    serve({
      [SESSION_URL]: [jsonResponse(200, { next: 'factor', factors: ['passkey'] })],
      [FACTOR_OPTIONS_URL]: [jsonResponse(200, REQUEST_OPTIONS)],
      [FACTOR_URL]: [jsonResponse(200, CLERK)],
    });
    mockWebAuthn.startAuthentication.mockResolvedValueOnce(ASSERTION);
    const { container } = renderPage(<StaffSignInForm />, { route: '/staff' });
    await user.type(await screen.findByLabelText('Username'), 'jclerk');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const heading = await screen.findByRole('heading', { level: 2, name: 'Confirm it is you' });
    await waitFor(() => expect(heading).toHaveFocus());
    const button = await screen.findByRole('button', { name: 'Use a passkey' }, LIBRARY_LOAD);
    expect(screen.queryByLabelText('Code')).not.toBeInTheDocument();
    expect(screen.getByText(/ask a site administrator to reset your second factor/)).toBeVisible();
    await expectNoAxeViolations(container);

    await user.click(button);
    await waitFor(() => expect(useStaffStore.getState().staffUser).toEqual(CLERK));
    expect(sent(FACTOR_URL)).toEqual([{ credential: ASSERTION }]);
  });

  it('offers a passkey and a code at the factor step of an account with both', async () => {
    const user = userEvent.setup();
    serve({ [SESSION_URL]: [jsonResponse(200, { next: 'factor', factors: ['app', 'passkey'] })] });
    renderPage(<StaffSignInForm />, { route: '/staff' });
    await user.type(await screen.findByLabelText('Username'), 'jclerk');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByRole('button', { name: 'Use a passkey' }, LIBRARY_LOAD),
    ).toBeVisible();
    expect(screen.getByText('Or enter a code from your authentication app:')).toBeVisible();
    expect(screen.getByLabelText('Code')).toBeVisible();
  });

  it('lets an account that must enrol add a passkey instead of an app', async () => {
    const user = userEvent.setup();
    const admin: StaffUser = { ...CLERK, username: 'aadmin', roles: ['admin'] };
    const changed: PasskeysChanged = {
      user: admin,
      passkeys: [
        {
          id: 1,
          name: 'Work laptop',
          createdAt: '2026-03-02T15:00:00.000Z',
          lastUsedAt: null,
          backedUp: true,
        },
      ],
    };
    const credential = { id: 'AAEC', rawId: 'AAEC', type: 'public-key', response: {} };
    serve({
      [SESSION_URL]: [jsonResponse(200, { next: 'enrol' })],
      [REGISTER_OPTIONS_URL]: [jsonResponse(200, CREATION_OPTIONS)],
      [REGISTER_URL]: [jsonResponse(200, changed)],
    });
    mockWebAuthn.startRegistration.mockResolvedValueOnce(credential);
    const onSignedIn = jest.fn();
    const { container } = renderPage(<StaffSignInForm onSignedIn={onSignedIn} />, {
      route: '/staff',
    });
    await user.type(await screen.findByLabelText('Username'), 'aadmin');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const add = await screen.findByRole('button', { name: 'Add a passkey' });
    expect(screen.getByRole('button', { name: 'Set up an authentication app' })).toBeVisible();
    const name = screen.getByLabelText('Name of the passkey');
    expect(name).toHaveAccessibleDescription(
      'Something that tells you which device or password manager keeps it, such as “Work laptop”.',
    );
    await expectNoAxeViolations(container);
    await user.click(add);
    expect(
      await screen.findByRole('link', {
        name: 'Enter a name for this passkey, such as the device it is on.',
      }),
    ).toBeVisible();
    expect(mockWebAuthn.startRegistration).not.toHaveBeenCalled();

    await user.type(name, ' Work laptop ');
    await user.click(add);
    await waitFor(() => expect(useStaffStore.getState().staffUser).toEqual(admin));
    expect(onSignedIn).toHaveBeenCalledWith(admin);
    expect(mockWebAuthn.startRegistration).toHaveBeenCalledWith({ optionsJSON: CREATION_OPTIONS });
    expect(sent(REGISTER_URL)).toEqual([{ name: 'Work laptop', credential }]);
  });
});
