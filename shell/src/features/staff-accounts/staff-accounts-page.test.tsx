import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffAccount, StaffAccountList, StaffUser } from '@court/contract';
import { useStaffStore } from '@court/kit/staff';
import {
  expectNoAxeViolations,
  jsonResponse,
  renderPage,
  standInForFetch,
} from '@court/kit/testing';
import { StaffAccountsPage } from './staff-accounts-page';

// These tests type a whole account key by key, which takes seconds on a busy machine.
jest.setTimeout(20_000);

const ADMIN: StaffUser = {
  username: 'aadmin',
  displayName: 'Ada Admin',
  roles: ['admin'],
  secondFactor: true,
};
const JURY_CLERK: StaffUser = {
  username: 'jclerk',
  displayName: 'Jo Clerk',
  roles: ['jury'],
  secondFactor: false,
};

const LIST_URL = '/api/muni/staff/accounts';

const OWN: StaffAccount = {
  username: 'aadmin',
  displayName: 'Ada Admin',
  email: 'ada@example.org',
  roles: ['admin'],
  disabled: false,
  passwordSet: true,
  secondFactor: true,
  passkeys: 0,
  lastSignInAt: '2026-03-05T12:00:00.000Z',
  signInSlowedUntil: null,
  secondFactorLocked: false,
  createdAt: '2026-01-02T15:00:00.000Z',
};
const CLERK: StaffAccount = {
  username: 'jclerk',
  displayName: 'Jo Clerk',
  email: 'jo@example.org',
  roles: ['jury', 'alerts'],
  disabled: false,
  passwordSet: false,
  secondFactor: false,
  passkeys: 0,
  lastSignInAt: null,
  signInSlowedUntil: '2026-03-05T14:30:00.000Z',
  secondFactorLocked: false,
  createdAt: '2026-02-01T15:00:00.000Z',
};
const FORMER: StaffAccount = {
  ...CLERK,
  username: 'pofficer',
  displayName: 'Pat Officer',
  email: 'pat@example.org',
  roles: ['probation'],
  disabled: true,
  passwordSet: true,
  signInSlowedUntil: null,
  secondFactorLocked: true,
};

// Has an authentication app and two passkeys, and a role that requires a second factor.
const FORMS_CLERK: StaffAccount = {
  ...CLERK,
  username: 'fclerk',
  displayName: 'Fay Clerk',
  email: 'fay@example.org',
  roles: ['forms'],
  passwordSet: true,
  secondFactor: true,
  passkeys: 2,
};
const RESET_URL = `${LIST_URL}/fclerk/second-factor/reset`;

type Handler = (url: string, init: RequestInit) => Response | undefined;

const fetchMock = standInForFetch();

/**
 * Answers GET staff/accounts with `list` (read at each call, so a test can change it); other
 * calls go to `handle`, and a call it has no answer for is a 500.
 */
function serve(list: () => StaffAccountList, handle: Handler = () => undefined) {
  fetchMock.mockImplementation((url, init) => {
    const special = handle(url, init);
    if (special) return Promise.resolve(special);
    if (init.method === 'GET' && url === LIST_URL) {
      return Promise.resolve(jsonResponse(200, list()));
    }
    return Promise.resolve(jsonResponse(500));
  });
}

function calls(method: string, url?: string): [string, RequestInit][] {
  return fetchMock.mock.calls.filter(
    ([callUrl, init]) => init.method === method && (url === undefined || callUrl === url),
  );
}

function sentBody(method: string, url: string): unknown {
  const [[, init] = ['', {}]] = calls(method, url);
  return JSON.parse(String(init.body)) as unknown;
}

function renderAccounts(route = '/staff/accounts') {
  return renderPage(<StaffAccountsPage />, { route });
}

function row(name: RegExp | string) {
  return screen.getByRole('row', { name });
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
  useStaffStore.setState({ staffUser: ADMIN });
});

describe('/staff/accounts', () => {
  it('lists the accounts with their state, and offers only what the API would do', async () => {
    serve(() => ({ accounts: [OWN, CLERK, FORMER] }));
    const { container } = renderAccounts();
    expect(screen.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeVisible();
    expect(screen.getByText('Loading the accounts…')).toHaveAttribute('role', 'status');
    const table = await screen.findByRole('table', { name: 'Staff accounts, by username' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Name',
      'Username',
      'E-mail',
      'Roles',
      'Last sign-in',
      'Password',
      'Second factor',
      'Account',
      'Actions',
    ]);
    expect(within(rows[1] as HTMLElement).getByRole('rowheader')).toHaveTextContent('Ada Admin');
    expect(rows[1]).toHaveTextContent(
      /aadminada@example\.orgAdministratorMarch 5, 2026 at 7:00\sAMSetAuthentication appActive/,
    );
    expect(rows[2]).toHaveTextContent(
      /jclerkjo@example\.orgJury, Site alertsNeverWaiting for the person to set a passwordNoneActive/,
    );
    expect(rows[2]).toHaveTextContent(
      /Sign-in slowed after failed attempts, until March 5, 2026 at 9:30\sAM/,
    );
    expect(rows[3]).toHaveTextContent(/ProbationNeverSetNoneDisabled/);
    expect(rows[3]).toHaveTextContent(
      'Second factor locked after too many wrong codes: reset it to let them sign in',
    );
    expect(rows[2]).not.toHaveTextContent('Second factor locked');

    // Administrators cannot disable themselves; a disabled account cannot be sent a link.
    expect(within(rows[1] as HTMLElement).queryByRole('button', { name: /^Disable/ })).toBeNull();
    expect(rows[1]).toHaveTextContent('You cannot disable your own account.');
    // Nor reset their own second factor; an account without one has nothing to reset.
    expect(
      within(rows[1] as HTMLElement).queryByRole('button', { name: /second factor/ }),
    ).toBeNull();
    expect(rows[1]).toHaveTextContent(
      'You cannot reset your own second factor: another administrator can.',
    );
    expect(
      within(rows[2] as HTMLElement).queryByRole('button', { name: /second factor/ }),
    ).toBeNull();
    expect(
      within(rows[2] as HTMLElement).getByRole('button', {
        name: 'Disable the account of Jo Clerk (jclerk)',
      }),
    ).toBeVisible();
    expect(
      within(rows[3] as HTMLElement).getByRole('button', {
        name: 'Enable the account of Pat Officer (pofficer)',
      }),
    ).toBeVisible();
    expect(
      within(rows[3] as HTMLElement).queryByRole('button', { name: /Require a new password/ }),
    ).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'New account' })).toBeVisible();
    expect(await screen.findByRole('form', { name: 'New account' })).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('speaks Spanish under /es/, roles and dates included', async () => {
    serve(() => ({ accounts: [OWN, CLERK] }));
    const { container } = renderAccounts('/es/staff/accounts');
    expect(screen.getByRole('heading', { level: 1, name: 'Cuentas del personal' })).toBeVisible();
    await screen.findByRole('table', { name: 'Cuentas del personal, por nombre de usuario' });
    expect(screen.getByRole('columnheader', { name: 'Segundo factor' })).toBeVisible();
    expect(row(/Jo Clerk/)).toHaveTextContent(
      /Jurado, Avisos del sitioNuncaEn espera de que la persona establezca una contraseñaNingunoActiva/,
    );
    expect(row(/Ada Admin/)).toHaveTextContent(/Administrador5 de marzo de 2026/);
    expect(row(/Ada Admin/)).toHaveTextContent(
      /EstablecidaAplicación de autenticaciónActiva.*No puede restablecer su propio segundo factor: otro administrador sí puede\./,
    );
    expect(
      screen.getByRole('button', { name: 'Exigir una contraseña nueva a Jo Clerk (jclerk)' }),
    ).toBeVisible();
    expect(await screen.findByRole('group', { name: 'Roles' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /Libertad condicional/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Crear la cuenta' })).toBeVisible();
    expect(document.title).toBe('Cuentas del personal | Tribunal Municipal de Canton');
    await expectNoAxeViolations(container);
  });

  it('creates an account, says a link was e-mailed, and empties the form', async () => {
    const user = userEvent.setup();
    const created: StaffAccount = {
      ...CLERK,
      username: 'ccareers',
      displayName: 'Cam Careers',
      email: 'cam@example.org',
      roles: ['careers'],
      signInSlowedUntil: null,
      secondFactorLocked: false,
    };
    let accounts = [OWN];
    serve(
      () => ({ accounts }),
      (url, init) => {
        if (init.method !== 'POST' || url !== LIST_URL) return undefined;
        accounts = [OWN, created];
        return jsonResponse(201, created);
      },
    );
    renderAccounts();
    await user.type(await screen.findByLabelText(/^Username/), '  ccareers ');
    await user.type(screen.getByLabelText(/^Name/), 'Cam Careers');
    await user.type(screen.getByLabelText(/^E-mail address/), 'cam@example.org');
    await user.click(screen.getByRole('checkbox', { name: /^Careers/ }));
    expect(
      screen.getByText(
        /e-mails the person a link to set their own password\. The link works once, within 24 hours\./,
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Create the account' }));

    const confirmation = await screen.findByText(
      'Account created for Cam Careers (ccareers). A link to set a password was e-mailed to cam@example.org.',
    );
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(sentBody('POST', LIST_URL)).toEqual({
      username: 'ccareers',
      displayName: 'Cam Careers',
      email: 'cam@example.org',
      roles: ['careers'],
    });
    // The table shows the API's answer in its place; the list is not asked for again.
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[2]).toHaveTextContent(/Cam Careers.*Waiting for the person to set a password/);
    expect(calls('GET', LIST_URL)).toHaveLength(1);
    await waitFor(() => expect(screen.getByLabelText(/^Username/)).toHaveValue(''));
    expect(screen.getByRole('checkbox', { name: /^Careers/ })).not.toBeChecked();
  });

  it('names what is missing before sending, and links each message to its field', async () => {
    const user = userEvent.setup();
    serve(() => ({ accounts: [OWN] }));
    const { container } = renderAccounts();
    await user.click(await screen.findByRole('button', { name: 'Create the account' }));

    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Enter a username.', '#username'],
      ["Enter the person's name as it should show in the staff tools.", '#displayName'],
      ["Enter the person's e-mail address: the link to set their password goes there.", '#email'],
      ['Choose at least one role.', '#roles'],
    ]);
    expect(screen.getByRole('group', { name: 'Roles' })).toHaveAccessibleDescription(
      /Choose at least one\. Error: Choose at least one role\./,
    );
    await user.click(within(summary).getByRole('link', { name: 'Choose at least one role.' }));
    expect(screen.getByRole('checkbox', { name: /^Administrator/ })).toHaveFocus();
    await user.click(screen.getByRole('checkbox', { name: /^Jury/ }));
    expect(screen.getByRole('group', { name: 'Roles' })).toHaveAccessibleDescription(
      'Each role opens a set of staff tools. Choose at least one.',
    );
    await waitFor(() =>
      expect(document.title).toBe('Error: Staff accounts | Canton Municipal Court'),
    );
    expect(calls('POST')).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it("shows the API's refusal on its field and keeps every answer", async () => {
    const user = userEvent.setup();
    serve(
      () => ({ accounts: [OWN, CLERK] }),
      (url, init) =>
        init.method === 'POST' && url === LIST_URL
          ? jsonResponse(409, {
              error: 'Some answers need your attention. Correct them and submit again.',
              errors: {
                username: 'There is already an account with this username. Choose another.',
              },
            })
          : undefined,
    );
    renderAccounts();
    await user.type(await screen.findByLabelText(/^Username/), 'jclerk');
    await user.type(screen.getByLabelText(/^Name/), 'Jo Other');
    await user.type(screen.getByLabelText(/^E-mail address/), 'other@example.org');
    await user.click(screen.getByRole('checkbox', { name: /^Forms/ }));
    await user.click(screen.getByRole('button', { name: 'Create the account' }));

    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(summary).toHaveTextContent('There is already an account with this username.');
    expect(screen.getByLabelText(/^Username/)).toHaveAccessibleDescription(
      /Error: There is already an account with this username\. Choose another\./,
    );
    expect(screen.getByLabelText(/^Username/)).toHaveValue('jclerk');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Jo Other');
    expect(screen.getByRole('checkbox', { name: /^Forms/ })).toBeChecked();
  });

  it('changes the roles in a dialog, then confirms with focus', async () => {
    const user = userEvent.setup();
    const changed: StaffAccount = { ...CLERK, roles: ['jury', 'careers'] };
    serve(
      () => ({ accounts: [OWN, CLERK] }),
      (url, init) =>
        init.method === 'PATCH' && url === `${LIST_URL}/jclerk`
          ? jsonResponse(200, changed)
          : undefined,
    );
    const { container } = renderAccounts();
    const open = await screen.findByRole('button', { name: 'Change roles of Jo Clerk (jclerk)' });
    await user.click(open);

    const dialog = screen.getByRole('dialog', { name: 'Change the roles of Jo Clerk' });
    const group = await within(dialog).findByRole('group', { name: 'Roles of Jo Clerk (jclerk)' });
    expect(within(group).getByRole('checkbox', { name: /^Jury/ })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: /^Site alerts/ })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: /^Careers/ })).not.toBeChecked();
    await expectNoAxeViolations(container);

    await user.click(within(group).getByRole('checkbox', { name: /^Site alerts/ }));
    await user.click(within(group).getByRole('checkbox', { name: /^Careers/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save the roles' }));

    const confirmation = await screen.findByText(
      'Roles of Jo Clerk (jclerk) saved: Jury, Careers.',
    );
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentBody('PATCH', `${LIST_URL}/jclerk`)).toEqual({ roles: ['jury', 'careers'] });
    expect(row(/Jo Clerk/)).toHaveTextContent('Jury, Careers');
  });

  it('keeps the administrator role of one’s own account, and shows a refusal in the dialog', async () => {
    const user = userEvent.setup();
    serve(
      () => ({ accounts: [OWN, CLERK] }),
      (url, init) =>
        init.method === 'PATCH' && url === `${LIST_URL}/aadmin`
          ? jsonResponse(409, {
              error:
                'This is the last active administrator. Give another account the admin role first, so that someone can still manage the accounts.',
            })
          : undefined,
    );
    renderAccounts();
    await user.click(
      await screen.findByRole('button', { name: 'Change roles of Ada Admin (aadmin)' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Change the roles of Ada Admin' });
    const group = await within(dialog).findByRole('group');
    expect(group).toHaveAccessibleDescription(/You cannot remove your own administrator role/);
    expect(within(group).getByRole('checkbox', { name: /^Administrator/ })).toBeDisabled();
    expect(within(group).getByRole('checkbox', { name: /^Administrator/ })).toBeChecked();

    await user.click(within(group).getByRole('checkbox', { name: /^Jury/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save the roles' }));
    const summary = await within(dialog).findByRole('region', { name: 'There is a problem' });
    expect(summary).toHaveTextContent('This is the last active administrator.');
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(within(group).getByRole('checkbox', { name: /^Jury/ })).toBeChecked();
    await waitFor(() =>
      expect(document.title).toBe('Error: Staff accounts | Canton Municipal Court'),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.title).toBe('Staff accounts | Canton Municipal Court'));
  });

  it('requires a new password only after confirmation, and says the link was e-mailed', async () => {
    const user = userEvent.setup();
    serve(
      () => ({ accounts: [OWN, CLERK] }),
      (url, init) =>
        init.method === 'POST' && url === `${LIST_URL}/jclerk/password-link`
          ? jsonResponse(200, { ...CLERK, passwordSet: false, signInSlowedUntil: null })
          : undefined,
    );
    const { container } = renderAccounts();
    const button = await screen.findByRole('button', {
      name: 'Require a new password of Jo Clerk (jclerk)',
    });

    await user.click(button);
    let dialog = screen.getByRole('dialog', { name: 'Require a new password?' });
    expect(dialog).toHaveTextContent(
      'The current password of Jo Clerk (jclerk) stops working at once, any session they have open ends, and their passkeys are removed (their authentication app stays).',
    );
    expect(dialog).toHaveTextContent(
      'The court e-mails a link to jo@example.org to set a new password. The link works once, within 24 hours',
    );
    await expectNoAxeViolations(container);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(calls('POST')).toHaveLength(0);

    await user.click(button);
    dialog = screen.getByRole('dialog', { name: 'Require a new password?' });
    await user.click(within(dialog).getByRole('button', { name: 'Require a new password' }));
    const confirmation = await screen.findByText(
      'The password of Jo Clerk (jclerk) no longer works. A link to set a new one was e-mailed to jo@example.org.',
    );
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(calls('POST', `${LIST_URL}/jclerk/password-link`)).toHaveLength(1);
    expect(row(/Jo Clerk/)).not.toHaveTextContent('Sign-in slowed');
  });

  it("disables and enables an account, and says the API's refusal in the dialog", async () => {
    const user = userEvent.setup();
    let refuse = true;
    serve(
      () => ({ accounts: [OWN, CLERK] }),
      (url, init) => {
        if (init.method !== 'PATCH' || url !== `${LIST_URL}/jclerk`) return undefined;
        const { disabled } = JSON.parse(String(init.body)) as { disabled: boolean };
        if (refuse) {
          return jsonResponse(404, { error: 'There is no staff account with this username.' });
        }
        return jsonResponse(200, { ...CLERK, disabled });
      },
    );
    renderAccounts();
    await user.click(
      await screen.findByRole('button', { name: 'Disable the account of Jo Clerk (jclerk)' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Disable this account?' });
    expect(dialog).toHaveTextContent('Jo Clerk (jclerk) will no longer be able to sign in');
    const confirm = within(dialog).getByRole('button', { name: 'Disable the account' });
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'There is no staff account with this username.',
    );

    refuse = false;
    await user.click(confirm);
    const disabled = await screen.findByText('Account disabled: Jo Clerk (jclerk).');
    await waitFor(() => expect(disabled).toHaveFocus());
    expect(sentBody('PATCH', `${LIST_URL}/jclerk`)).toEqual({ disabled: true });
    expect(row(/Jo Clerk/)).toHaveTextContent('Disabled');
    expect(
      within(row(/Jo Clerk/)).queryByRole('button', { name: /Require a new password/ }),
    ).toBeNull();

    await user.click(
      screen.getByRole('button', { name: 'Enable the account of Jo Clerk (jclerk)' }),
    );
    await user.click(screen.getByRole('button', { name: 'Enable the account' }));
    expect(await screen.findByText('Account enabled: Jo Clerk (jclerk).')).toBeVisible();
    expect(calls('PATCH', `${LIST_URL}/jclerk`).at(-1)?.[1].body).toBe('{"disabled":false}');
    expect(row(/Jo Clerk/)).toHaveTextContent('Active');
  });

  it('resets a second factor only after confirmation, and says so', async () => {
    const user = userEvent.setup();
    serve(
      () => ({ accounts: [OWN, FORMS_CLERK] }),
      (url, init) =>
        init.method === 'POST' && url === RESET_URL
          ? jsonResponse(200, {
              ...FORMS_CLERK,
              secondFactor: false,
              passkeys: 0,
              signInSlowedUntil: null,
              secondFactorLocked: false,
            })
          : undefined,
    );
    const { container } = renderAccounts();
    expect(await screen.findByRole('table')).toBeVisible();
    expect(row(/Fay Clerk/)).toHaveTextContent(/SetAuthentication app, 2 passkeysActive/);
    const button = screen.getByRole('button', {
      name: 'Reset second factor of Fay Clerk (fclerk)',
    });

    await user.click(button);
    let dialog = screen.getByRole('dialog', { name: 'Reset the second factor?' });
    expect(dialog).toHaveTextContent(
      'The authentication app, recovery codes and passkeys of Fay Clerk (fclerk) stop working at once, and any session they have open ends.',
    );
    // The Forms role requires a second factor: the person must set one up again.
    expect(dialog).toHaveTextContent(
      'Their roles require a second factor: at their next sign-in, Fay Clerk must add a passkey or set up an authentication app before using the staff tools.',
    );
    await expectNoAxeViolations(container);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(calls('POST')).toHaveLength(0);

    await user.click(button);
    dialog = screen.getByRole('dialog', { name: 'Reset the second factor?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset the second factor' }));
    const confirmation = await screen.findByText(
      'Second factor reset: Fay Clerk (fclerk). Their old app, recovery codes and passkeys no longer work.',
    );
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(calls('POST', RESET_URL)).toHaveLength(1);
    expect(calls('PATCH')).toHaveLength(0);
    // The row shows the API's answer: no app left to reset, and no sign-in delay.
    expect(row(/Fay Clerk/)).toHaveTextContent(/SetNoneActive/);
    expect(row(/Fay Clerk/)).not.toHaveTextContent('Sign-in slowed');
    expect(within(row(/Fay Clerk/)).queryByRole('button', { name: /second factor/ })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("says the API's refusal to reset a second factor in the dialog", async () => {
    const user = userEvent.setup();
    serve(
      () => ({ accounts: [OWN, FORMS_CLERK] }),
      (url, init) =>
        init.method === 'POST' && url === RESET_URL
          ? jsonResponse(409, {
              error: 'This account has no authentication app or passkey to reset.',
            })
          : undefined,
    );
    renderAccounts();
    await user.click(
      await screen.findByRole('button', { name: 'Reset second factor of Fay Clerk (fclerk)' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Reset the second factor?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset the second factor' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This account has no authentication app or passkey to reset.',
    );
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(calls('POST', RESET_URL)).toHaveLength(1);
  });

  it('resets a passkey in Spanish, saying a role without a second factor may set one up', async () => {
    const user = userEvent.setup();
    const juror: StaffAccount = { ...CLERK, passkeys: 1, signInSlowedUntil: null };
    serve(
      () => ({ accounts: [OWN, juror] }),
      (url, init) =>
        init.method === 'POST' && url === `${LIST_URL}/jclerk/second-factor/reset`
          ? jsonResponse(200, { ...juror, passkeys: 0 })
          : undefined,
    );
    const { container } = renderAccounts('/es/staff/accounts');
    expect(await screen.findByRole('table')).toBeVisible();
    expect(row(/Jo Clerk/)).toHaveTextContent('1 llave de acceso');
    await user.click(
      screen.getByRole('button', { name: 'Restablecer el segundo factor de Jo Clerk (jclerk)' }),
    );
    const dialog = screen.getByRole('dialog', { name: '¿Restablecer el segundo factor?' });
    expect(dialog).toHaveTextContent(
      'La aplicación de autenticación, los códigos de recuperación y las llaves de acceso de Jo Clerk (jclerk) dejan de funcionar de inmediato',
    );
    expect(dialog).toHaveTextContent(
      'Jo Clerk iniciará sesión entonces solo con su contraseña. Sus roles no exigen un segundo factor',
    );
    await expectNoAxeViolations(container);
    await user.click(within(dialog).getByRole('button', { name: 'Restablecer el segundo factor' }));
    const confirmation = await screen.findByText(
      'Segundo factor restablecido: Jo Clerk (jclerk). Su aplicación anterior, sus códigos de recuperación y sus llaves de acceso ya no funcionan.',
    );
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(row(/Jo Clerk/)).toHaveTextContent('Ninguno');
  });

  it('shows the no-access message when the API answers 403', async () => {
    fetchMock.mockResolvedValue(jsonResponse(403, { error: 'You are not allowed to do that.' }));
    const { container } = renderAccounts();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to this tool' }),
    ).toBeVisible();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('is closed to staff without the admin role, without asking the API', () => {
    useStaffStore.setState({ staffUser: JURY_CLERK });
    renderAccounts();
    expect(
      screen.getByRole('heading', { level: 1, name: 'You do not have access to this tool' }),
    ).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    let answer: unknown = { error: 'unexpected' };
    // An answer without its list is as good as none.
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(200, answer)));
    renderAccounts();
    expect(await screen.findByRole('alert')).toHaveTextContent('The accounts could not be loaded.');
    answer = { accounts: [OWN] };
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeVisible();
  });
});
