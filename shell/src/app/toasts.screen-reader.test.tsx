import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language, StaffUser } from '@court/contract';
import { registerTranslations, useSiteStore, useStaffStore } from '@court/kit';
import {
  expectNoAxeViolations,
  jsonResponse,
  renderPage,
  spokenWhile,
  standInForFetch,
} from '@court/kit/testing';
import { Navbar } from '../features/navbar/navbar';
import { ToastHost } from './toast-host';
import en from './en.json';
import es from './es.json';

// The toasts' own words (the close button's) are the shell's, which the App registers.
registerTranslations('shell', { en, es });

const CLERK: StaffUser = {
  username: 'jclerk',
  displayName: 'Jo Clerk',
  roles: ['jury'],
  secondFactor: false,
};

const TEXT: Record<Language, { route: string; signOut: string; toast: string; close: string }> = {
  en: {
    route: '/staff/jury',
    signOut: 'Sign out',
    toast: 'You are signed out.',
    close: 'Close notification',
  },
  es: {
    route: '/es/staff/jury',
    signOut: 'Cerrar sesión',
    toast: 'Ha cerrado la sesión.',
    close: 'Cerrar notificación',
  },
};

const fetchMock = standInForFetch();

beforeEach(() => {
  fetchMock.mockResolvedValue(jsonResponse(204));
  document.cookie = 'XSRF-TOKEN=test-token';
  useSiteStore.setState({ pendingToasts: [] });
  useStaffStore.setState({ staffUser: CLERK });
});

describe.each(['en', 'es'] as const)('a toast, to a screen reader (%s)', (language) => {
  const text = TEXT[language];

  it('is read out once when it appears, without taking focus', async () => {
    const user = userEvent.setup();
    const { container } = renderPage(
      <>
        <Navbar />
        <ToastHost />
      </>,
      { route: text.route },
    );

    const spoken = await spokenWhile(container, async () => {
      await user.click(screen.getByRole('button', { name: text.signOut }));
      await screen.findByText(text.toast);
    });

    // The virtual reader reads the text added to a live region as it stands, the close button's
    // hidden "×" included; a browser leaves that out.
    expect(spoken.filter((phrase) => phrase.includes(text.toast))).toEqual([
      `polite: ${text.toast}×${text.close}`,
    ]);
    expect(screen.getByText(text.toast)).not.toHaveFocus();
    await expectNoAxeViolations(container);
  });
});
