import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Language } from '@court/contract';
import { PageHeading } from '../page/page-heading';
import {
  answeringSignInOptions,
  jsonResponse,
  renderPage,
  spokenWhile,
  staffMessage,
  standInForFetch,
} from '../testing';
import { StaffGate } from './staff-gate';
import { useStaffStore } from '@court/kit';

const TEXT: Record<
  Language,
  { route: string; dialog: string; username: string; password: string; submit: string }
> = {
  en: {
    route: '/staff/probation',
    dialog: 'Staff sign-in',
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
  },
  es: {
    route: '/es/staff/probation',
    dialog: 'Acceso del personal',
    username: 'Nombre de usuario',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
  },
};
const PROBLEM: Record<Language, string> = { en: 'There is a problem', es: 'Hay un problema' };
const WAIT: Record<Language, string> = { en: 'Please wait...', es: 'Espere, por favor...' };

const fetchMock = standInForFetch(answeringSignInOptions);

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
  localStorage.removeItem('court:staff-signed-in');
  useStaffStore.setState({ staffUser: 'unknown' });
});

describe.each(['en', 'es'] as const)('the staff sign-in, to a screen reader (%s)', (language) => {
  const text = TEXT[language];

  it('reads out that the username or password is wrong, and never which', async () => {
    const user = userEvent.setup();
    const refusal = staffMessage('staff.signInFailed', language);
    fetchMock.mockResolvedValue(jsonResponse(401, { error: refusal }));
    const { container } = renderPage(
      <StaffGate roles={['probation']}>
        <PageHeading>Probation tool</PageHeading>
      </StaffGate>,
      { route: text.route },
    );
    const dialog = within(await screen.findByRole('dialog', { name: text.dialog }));
    await user.type(await dialog.findByLabelText(text.username), 'mclerk');
    await user.type(dialog.getByLabelText(text.password), 'wrong password');
    act(() => dialog.getByRole('button', { name: text.submit }).focus());

    const spoken = await spokenWhile(container, async () => {
      await user.keyboard('{Enter}');
      await dialog.findByRole('region', { name: PROBLEM[language] });
    });
    expect(spoken).toEqual([
      `polite: ${WAIT[language]}`,
      `region, ${PROBLEM[language]}, ERROR: ${refusal}`,
    ]);

    // Neither answer is marked wrong: the username is read as it was typed, not as invalid.
    expect(
      await spokenWhile(container, () => user.click(dialog.getByLabelText(text.username))),
    ).toEqual([`textbox, ${text.username}, mclerk, required`]);
  });
});
