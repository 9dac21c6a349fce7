import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { alertsPath, type AlertsResponse, type PublicAlert } from '@court/contract';
import { PageDataContext, createPageData, useNavigate } from '@court/kit';
import {
  expectNoAxeViolations,
  jsonResponse,
  renderPage,
  standInForFetch,
} from '@court/kit/testing';
import { SiteAlerts } from './site-alerts';

const WARNING: PublicAlert = {
  id: 1,
  severity: 'warning',
  placement: 'everyPage',
  heading: 'Court closes early',
  body: 'Because of snow, the court closes at noon.',
  link: null,
};
const INFORMATION: PublicAlert = {
  ...WARNING,
  id: 2,
  severity: 'information',
  heading: 'New parking rules',
};
const EMERGENCY: PublicAlert = {
  ...WARNING,
  id: 3,
  severity: 'emergency',
  heading: 'Building closed',
  body: 'The court is closed today.',
};
const HOME_ONLY: PublicAlert = { ...WARNING, id: 4, placement: 'homePage', heading: 'Welcome' };

const fetchMock = standInForFetch();

beforeEach(() => {
  sessionStorage.clear();
  fetchMock.mockResolvedValue(jsonResponse(200, { alerts: [] }));
});

/** The alerts as the server rendered the page with them. */
function withAlerts(language: 'en' | 'es', alerts: PublicAlert[], children: ReactNode) {
  const answer: AlertsResponse = { alerts };
  return (
    <PageDataContext value={createPageData({ [alertsPath(language)]: answer })}>
      {children}
    </PageDataContext>
  );
}

function GoTo({ path }: { path: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(path)}>
      Go to {path}
    </button>
  );
}

describe('SiteAlerts', () => {
  it('shows the alerts the page was rendered with, without asking again', async () => {
    const { container } = renderPage(
      withAlerts('en', [EMERGENCY, WARNING, INFORMATION], <SiteAlerts />),
      { route: '/jury-service' },
    );
    expect(screen.getByRole('region', { name: /^Emergency alert: / })).toHaveTextContent(
      'Building closed',
    );
    expect(screen.getByRole('region', { name: /^Warning: / })).toHaveTextContent(
      'Court closes early',
    );
    expect(screen.getByRole('region', { name: /^Information: / })).toHaveTextContent(
      'New parking rules',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('shows a home-page alert on the home page only', () => {
    const { unmount } = renderPage(withAlerts('en', [HOME_ONLY], <SiteAlerts />), { route: '/' });
    expect(screen.getByText('Welcome')).toBeVisible();
    unmount();
    renderPage(withAlerts('en', [HOME_ONLY], <SiteAlerts />), { route: '/forms' });
    expect(screen.queryByText('Welcome')).toBeNull();
  });

  it('lets an information alert be dismissed for the rest of the visit, never an emergency', async () => {
    const user = userEvent.setup();
    const alerts = [EMERGENCY, INFORMATION];
    const { unmount } = renderPage(withAlerts('en', alerts, <SiteAlerts />), {
      route: '/forms',
    });
    expect(screen.getAllByRole('button', { name: /Dismiss/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Dismiss the alert: New parking rules' }));
    expect(screen.queryByText('New parking rules')).toBeNull();
    expect(screen.getByText('Building closed')).toBeVisible();
    unmount();

    // A later page of the same visit: the dismissed alert stays away.
    renderPage(withAlerts('en', alerts, <SiteAlerts />), { route: '/links' });
    await waitFor(() => expect(screen.queryByText('New parking rules')).toBeNull());
    expect(screen.getByText('Building closed')).toBeVisible();
  });

  it('reads an emergency out and remembers it for the visit', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse(200, { alerts: [EMERGENCY] }));
    renderPage(
      withAlerts(
        'en',
        [EMERGENCY],
        <>
          <SiteAlerts />
          <GoTo path="/links" />
        </>,
      ),
      { route: '/forms' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Building closed. The court is closed today.',
    );
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem('court-announced-alerts') ?? '[]')).toEqual([3]),
    );
    // The next page of the visit keeps the one reading; it is not read out again.
    await user.click(screen.getByRole('button', { name: 'Go to /links' }));
    await act(() => Promise.resolve());
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('asks again on each navigation, in the language of the page', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      jsonResponse(200, { alerts: [{ ...WARNING, heading: 'El tribunal cierra temprano' }] }),
    );
    renderPage(
      withAlerts(
        'en',
        [WARNING],
        <>
          <SiteAlerts />
          <GoTo path="/es/forms" />
        </>,
      ),
      { route: '/forms' },
    );
    expect(screen.getByText('Court closes early')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Go to /es/forms' }));
    expect(await screen.findByText('El tribunal cierra temprano')).toBeVisible();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/muni/alerts?lang=es');
  });

  it('shows nothing when no alert is in force', () => {
    const { container } = renderPage(withAlerts('en', [], <SiteAlerts />), { route: '/' });
    expect(container).toBeEmptyDOMElement();
  });
});
