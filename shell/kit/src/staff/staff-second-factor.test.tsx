import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import {
  RECOVERY_CODE_COUNT,
  type StaffUser,
  type TotpEnrolled,
  type TotpEnrolment,
} from '@court/contract';
import { useStaffStore } from '@court/kit';
import {
  answeringSignInOptions,
  answerInTurn,
  expectNoAxeViolations,
  jsonResponse,
  renderPage,
  staffMessage,
  standInForFetch,
} from '../testing';
import { StaffSignInForm } from './staff-lazy';
import { StaffTotpEnrolment } from './staff-totp-enrolment-lazy';

const ADMIN: StaffUser = {
  username: 'aadmin',
  displayName: 'Ada Admin',
  roles: ['admin'],
  secondFactor: true,
};
const CLERK: StaffUser = {
  username: 'jclerk',
  displayName: 'Jo Clerk',
  roles: ['jury'],
  secondFactor: false,
};
// Three by three: dark along the top, in the middle, and in the bottom corners.
const ENROLMENT: TotpEnrolment = {
  secret: 'JBSWY3DPEHPK3PXPJBSW',
  uri: 'otpauth://totp/Canton%20Municipal%20Court:aadmin?secret=JBSWY3DPEHPK3PXPJBSW',
  qr: { size: 3, modules: [true, true, false, false, true, false, true, false, true] },
};
const RECOVERY_CODES = Array.from({ length: RECOVERY_CODE_COUNT }, (_, index) => `rc${index}-abcd`);

const SESSION_URL = '/api/muni/staff/session';
const FACTOR_URL = '/api/muni/staff/session/factor';
const ENROL_URL = '/api/muni/staff/second-factor/totp';
const CONFIRM_URL = '/api/muni/staff/second-factor/totp/confirm';

const fetchMock = standInForFetch(answeringSignInOptions);

function serve(answers: Record<string, Response[]>): void {
  answerInTurn(fetchMock, answers);
}

/** The bodies posted to an address, in order. */
function sent(url: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([called]) => called === url)
    .map(([, init]) => JSON.parse(String(init.body)) as unknown);
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
  useStaffStore.setState({ staffUser: null });
});

async function signInWithPassword(user: UserEvent, spanish = false): Promise<void> {
  await user.type(
    await screen.findByLabelText(spanish ? 'Nombre de usuario' : 'Username'),
    'aadmin',
  );
  await user.type(screen.getByLabelText(spanish ? 'Contraseña' : 'Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: spanish ? 'Iniciar sesión' : 'Sign in' }));
}

describe('StaffSignInForm: a code after the password', () => {
  it('asks for a code in place of the password, then signs in with it', async () => {
    const user = userEvent.setup();
    const onSignedIn = jest.fn();
    serve({
      [SESSION_URL]: [jsonResponse(200, { next: 'factor' })],
      [FACTOR_URL]: [
        jsonResponse(400, {
          error: 'The code is not right.',
          errors: { code: 'That code is not right, or it has been used.' },
        }),
        jsonResponse(200, ADMIN),
      ],
    });
    const { container } = renderPage(<StaffSignInForm onSignedIn={onSignedIn} />, {
      route: '/staff',
    });
    await signInWithPassword(user);

    const heading = await screen.findByRole('heading', { level: 2, name: 'Confirm it is you' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(useStaffStore.getState().staffUser).toBeNull();
    const code = screen.getByLabelText('Code');
    expect(code).toHaveAccessibleDescription(
      'Enter the 6-digit code from your authentication app, or one of your recovery codes.',
    );
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('spellcheck', 'false');
    // A recovery code has letters: the phone's keyboard must offer them.
    expect(code).not.toHaveAttribute('inputmode');
    expect(screen.getByRole('form', { name: 'Confirm it is you' })).toBeVisible();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    expect(summary).toHaveTextContent(
      'Enter the code from your authentication app, or a recovery code.',
    );
    expect(sent(FACTOR_URL)).toHaveLength(0);

    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('link', { name: 'That code is not right, or it has been used.' }),
    ).toBeVisible();
    expect(code).toHaveValue('123 456');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(container);

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(useStaffStore.getState().staffUser).toEqual(ADMIN));
    expect(onSignedIn).toHaveBeenCalledWith(ADMIN);
    expect(sent(FACTOR_URL)).toEqual([{ code: '123456' }, { code: '654321' }]);
    expect(localStorage.getItem('court:staff-signed-in')).toBe('1');
  });

  it('asks to wait after too many wrong codes, in Spanish under /es/', async () => {
    const user = userEvent.setup();
    const message = staffMessage('staff.slowDown', 'es');
    serve({
      [SESSION_URL]: [jsonResponse(200, { next: 'factor' })],
      [FACTOR_URL]: [jsonResponse(429, { error: message })],
    });
    const { container } = renderPage(<StaffSignInForm />, { route: '/es/staff' });
    await signInWithPassword(user, true);
    await screen.findByRole('heading', { name: 'Confirme que es usted' });
    await user.type(screen.getByLabelText('Código'), 'rc1-abcd');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('region', { name: 'Hay un problema' })).toHaveTextContent(
      message,
    );
    expect(screen.getByLabelText('Código')).toHaveValue('rc1-abcd');
    expect(
      screen.getByText(/pida a un administrador del sitio que quite su aplicación/),
    ).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('starts again from the password when the session ended before the code', async () => {
    const user = userEvent.setup();
    serve({
      [SESSION_URL]: [jsonResponse(200, { next: 'factor' })],
      [FACTOR_URL]: [jsonResponse(401, { error: 'Sign in again.' })],
    });
    renderPage(<StaffSignInForm />, { route: '/staff' });
    await signInWithPassword(user);
    await user.type(await screen.findByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(summary).toHaveTextContent('Sign in again.');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.queryByLabelText('Code')).not.toBeInTheDocument();
  });

  it('puts the step heading one level below a dialog heading', async () => {
    const user = userEvent.setup();
    serve({ [SESSION_URL]: [jsonResponse(200, { next: 'enrol' })] });
    renderPage(<StaffSignInForm stepHeadingLevel={3} />, { route: '/staff' });
    await signInWithPassword(user);
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Your account needs a second factor' }),
    ).toBeVisible();
  });
});

/** Goes from the button to the QR code. */
async function startEnrolment(user: UserEvent, start = 'Set up an authentication app') {
  await user.click(await screen.findByRole('button', { name: start }));
}

describe('StaffSignInForm: enrolling an app the roles need', () => {
  it('enrols an app, shows the recovery codes once, and signs in when they are saved', async () => {
    const user = userEvent.setup();
    const onSignedIn = jest.fn();
    const enrolled: TotpEnrolled = { user: ADMIN, recoveryCodes: RECOVERY_CODES };
    serve({
      [SESSION_URL]: [jsonResponse(200, { next: 'enrol' })],
      [ENROL_URL]: [jsonResponse(200, ENROLMENT)],
      [CONFIRM_URL]: [
        jsonResponse(400, {
          error: 'The code is not right.',
          errors: { code: 'That code is not right. Enter the code the app shows now.' },
        }),
        jsonResponse(200, enrolled),
      ],
    });
    const { container } = renderPage(<StaffSignInForm onSignedIn={onSignedIn} />, {
      route: '/staff',
    });
    await signInWithPassword(user);

    const needed = await screen.findByRole('heading', {
      level: 2,
      name: 'Your account needs a second factor',
    });
    await waitFor(() => expect(needed).toHaveFocus());
    expect(
      screen.getByText(/takes your password and a second factor: a passkey, or a code from an/),
    ).toBeVisible();
    await expectNoAxeViolations(container);

    await startEnrolment(user);
    const scan = await screen.findByRole('heading', {
      level: 3,
      name: 'Add your account to the app',
    });
    await waitFor(() => expect(scan).toHaveFocus());
    expect(fetchMock.mock.calls.filter(([url]) => url === ENROL_URL)).toHaveLength(1);
    const qr = screen.getByRole('img', {
      name: 'QR code that adds your court staff account to an authentication app',
    });
    expect(qr.querySelector('path')).toHaveAttribute(
      'd',
      'M4 4h2v1h-2zM5 5h1v1h-1zM4 6h1v1h-1zM6 6h1v1h-1z',
    );
    expect(qr).toHaveAttribute('viewBox', '0 0 11 11');
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW')).toBeVisible();
    await expectNoAxeViolations(container);

    const code = screen.getByLabelText('6-digit code from the app');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('region', { name: 'There is a problem' })).toHaveTextContent(
      'Enter the 6-digit code from your authentication app.',
    );
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByRole('link', {
        name: 'That code is not right. Enter the code the app shows now.',
      }),
    ).toBeVisible();
    expect(code).toHaveValue('111111');
    await expectNoAxeViolations(container);

    await user.clear(code);
    await user.type(code, '222 222');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const codesHeading = await screen.findByRole('heading', {
      level: 3,
      name: 'Save your recovery codes',
    });
    await waitFor(() => expect(codesHeading).toHaveFocus());
    expect(sent(CONFIRM_URL)).toEqual([{ code: '111111' }, { code: '222222' }]);
    expect(
      screen.getByText(/Save these codes somewhere safe: each works once if you lose your phone/),
    ).toBeVisible();
    const list = screen.getByRole('list', { name: 'Save your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);
    // Not signed in until the codes are saved: the page would otherwise replace them.
    expect(useStaffStore.getState().staffUser).toBeNull();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(useStaffStore.getState().staffUser).toEqual(ADMIN);
    expect(onSignedIn).toHaveBeenCalledWith(ADMIN);
  });

  it('enrols in Spanish under /es/', async () => {
    const user = userEvent.setup();
    serve({
      [SESSION_URL]: [jsonResponse(200, { next: 'enrol' })],
      [ENROL_URL]: [jsonResponse(200, ENROLMENT)],
      [CONFIRM_URL]: [jsonResponse(200, { user: ADMIN, recoveryCodes: RECOVERY_CODES })],
    });
    const { container } = renderPage(<StaffSignInForm />, { route: '/es/staff' });
    await signInWithPassword(user, true);
    expect(
      await screen.findByRole('heading', { name: 'Su cuenta necesita un segundo factor' }),
    ).toBeVisible();
    await startEnrolment(user, 'Configurar una aplicación de autenticación');
    expect(
      await screen.findByRole('img', {
        name: 'Código QR que agrega su cuenta del personal del tribunal a una aplicación de autenticación',
      }),
    ).toBeVisible();
    await user.type(screen.getByLabelText('Código de 6 dígitos de la aplicación'), '222222');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(
      await screen.findByRole('heading', { name: 'Guarde sus códigos de recuperación' }),
    ).toBeVisible();
    expect(screen.getByText(/cada uno sirve una vez si pierde su teléfono/)).toBeVisible();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Ya guardé mis códigos de recuperación' }));
    expect(useStaffStore.getState().staffUser).toEqual(ADMIN);
  });
});

describe('StaffTotpEnrolment for someone signed in', () => {
  it("shows the API's refusal to start next to the button", async () => {
    const user = userEvent.setup();
    useStaffStore.setState({ staffUser: CLERK });
    serve({ [ENROL_URL]: [jsonResponse(503, { error: 'Try again in a minute.' })] });
    const { container } = renderPage(<StaffTotpEnrolment headingLevel={3} />, {
      route: '/staff',
    });
    await startEnrolment(user);
    expect(await screen.findByRole('region', { name: 'There is a problem' })).toHaveTextContent(
      'Try again in a minute.',
    );
    expect(screen.getByRole('button', { name: 'Set up an authentication app' })).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('signs the person out when the API says their session ended', async () => {
    const user = userEvent.setup();
    useStaffStore.setState({ staffUser: CLERK });
    const onSessionEnded = jest.fn();
    serve({ [ENROL_URL]: [jsonResponse(401, { error: 'Sign in again.' })] });
    renderPage(<StaffTotpEnrolment headingLevel={3} onSessionEnded={onSessionEnded} />, {
      route: '/staff',
    });
    await startEnrolment(user);
    await waitFor(() => expect(useStaffStore.getState().staffUser).toBeNull());
    expect(onSessionEnded).toHaveBeenCalledWith('Sign in again.');
  });
});
