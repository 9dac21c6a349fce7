import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MySession, MySignIn, StaffUser } from '@court/contract';
import { useStaffStore } from '@court/kit/staff';
import {
  expectNoAxeViolations,
  jsonResponse,
  renderPage,
  standInForFetch,
} from '@court/kit/testing';
import { StaffMePage } from './staff-me-page';

const CLERK: StaffUser = {
  username: 'jclerk',
  displayName: 'Jo Clerk',
  roles: ['jury'],
  secondFactor: true,
};
const HERE: MySession = {
  id: 'aaaaaaaaaaaa',
  current: true,
  complete: true,
  signedInAt: '2026-03-02T15:00:00.000Z',
  lastSeenAt: '2026-03-02T15:20:00.000Z',
  address: '203.0.113.9',
  browser: 'Chrome 131',
  system: 'Windows 10',
};
const PHONE: MySession = {
  ...HERE,
  id: 'bbbbbbbbbbbb',
  current: false,
  address: '198.51.100.4',
  browser: 'Safari 17',
  system: 'iOS',
};
const ELSEWHERE: MySession = {
  ...HERE,
  id: 'cccccccccccc',
  current: false,
  complete: false,
  address: null,
  browser: null,
  system: null,
};
const WITH_APP: MySignIn = {
  authenticationApp: { enrolledAt: '2026-03-01T14:00:00.000Z' },
  recoveryCodesLeft: 9,
  sessions: [HERE, PHONE, ELSEWHERE],
};

const SIGN_IN_URL = '/api/muni/staff/me/sign-in';
const PASSKEYS_URL = '/api/muni/staff/passkeys';
const OTHERS_URL = '/api/muni/staff/me/sessions/sign-out-others';

const fetchMock = standInForFetch();

/** Answers each request from a queue per address, in turn; the passkeys section has none. */
function serve(answers: Record<string, Response[]>): void {
  fetchMock.mockImplementation((url) => {
    if (url === PASSKEYS_URL) return Promise.resolve(jsonResponse(200, { passkeys: [] }));
    const answer = answers[url]?.shift();
    if (!answer) throw new Error(`unexpected request to ${url}`);
    return Promise.resolve(answer);
  });
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
  useStaffStore.setState({ staffUser: CLERK });
});

describe('/staff/me', () => {
  it('shows the app, the codes left and every session; signs out of the others', async () => {
    const user = userEvent.setup();
    serve({
      [SIGN_IN_URL]: [
        jsonResponse(200, WITH_APP),
        jsonResponse(200, { ...WITH_APP, sessions: [HERE] }),
      ],
      [OTHERS_URL]: [jsonResponse(200, { ended: 2 })],
    });
    const { container } = renderPage(<StaffMePage />, { route: '/staff/me' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your sign-in' })).toBeVisible();
    expect(
      await screen.findByText(
        'An authentication app is set up for your account since March 1, 2026. You have 9 recovery codes left.',
      ),
    ).toBeVisible();

    const table = screen.getByRole('table', { name: /Each browser where your account/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').at(-1)?.textContent)).toEqual([
      'This browser',
      'Signed in',
      'Password entered; waiting for a code',
    ]);
    expect(within(rows[0] as HTMLElement).getByRole('rowheader')).toHaveTextContent(
      'Chrome 131 on Windows 10',
    );
    expect(rows[2]).toHaveTextContent('Unknown browser');
    expect(rows[1]).toHaveTextContent('198.51.100.4');
    await expectNoAxeViolations(container);

    await user.click(await screen.findByRole('button', { name: 'Sign out of all other sessions' }));
    const confirmation = await screen.findByText('You are signed out of 2 other sessions.');
    await waitFor(() => expect(confirmation).toHaveFocus());
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(
      screen.queryByRole('button', { name: 'Sign out of all other sessions' }),
    ).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === OTHERS_URL)).toHaveLength(1);
  });

  it('offers an authentication app to someone without one, and confirms it once set up', async () => {
    const user = userEvent.setup();
    const withoutApp = { ...CLERK, secondFactor: false };
    useStaffStore.setState({ staffUser: withoutApp });
    serve({
      [SIGN_IN_URL]: [
        jsonResponse(200, { authenticationApp: null, recoveryCodesLeft: 0, sessions: [HERE] }),
        jsonResponse(200, { ...WITH_APP, recoveryCodesLeft: 10, sessions: [HERE] }),
      ],
      '/api/muni/staff/second-factor/totp': [
        jsonResponse(200, {
          secret: 'JBSWY3DPEHPK3PXP',
          uri: 'otpauth://totp/Court:jclerk?secret=JBSWY3DPEHPK3PXP',
          qr: { size: 1, modules: [true] },
        }),
      ],
      '/api/muni/staff/second-factor/totp/confirm': [
        jsonResponse(200, {
          user: CLERK,
          recoveryCodes: Array.from({ length: 10 }, (_, index) => `code-${index}`),
        }),
      ],
    });
    const { container } = renderPage(<StaffMePage />, { route: '/staff/me' });
    expect(
      await screen.findByText(/your password alone no longer opens your account/),
    ).toBeVisible();
    expect(screen.getByText('You are signed in in this browser only.')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Set up an authentication app' }));
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Add your account to the app' }),
    ).toHaveFocus();
    await expectNoAxeViolations(container);
    await user.type(screen.getByLabelText('6-digit code from the app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await user.click(await screen.findByRole('button', { name: 'I have saved my recovery codes' }));
    const confirmation = screen.getByText(
      'Your authentication app is set up. From now on, each sign-in asks for a code from it.',
    );
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(useStaffStore.getState().staffUser).toEqual(CLERK);
    expect(await screen.findByText(/You have 10 recovery codes left\./)).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Set up an authentication app' }),
    ).not.toBeInTheDocument();
  });

  it('speaks Spanish under /es/, and says when no recovery code is left', async () => {
    serve({
      [SIGN_IN_URL]: [jsonResponse(200, { ...WITH_APP, recoveryCodesLeft: 0 })],
    });
    renderPage(<StaffMePage />, { route: '/es/staff/me' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Su inicio de sesión' }),
    ).toBeVisible();
    expect(await screen.findByText(/Le quedan 0 códigos de recuperación\./)).toBeVisible();
    expect(screen.getByText(/Ya usó todos sus códigos de recuperación/)).toBeVisible();
    expect(screen.getByRole('rowheader', { name: 'Safari 17 en iOS' })).toBeVisible();
    expect(
      await screen.findByRole('button', { name: 'Cerrar todas las demás sesiones' }),
    ).toBeVisible();
  });
});
