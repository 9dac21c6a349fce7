import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchMissList, StaffUser } from '@court/contract';
import { useStaffStore } from '@court/kit/staff';
import {
  expectNoAxeViolations,
  jsonResponse,
  renderPage,
  standInForFetch,
} from '@court/kit/testing';
import { StaffSearchPage } from './staff-search-page';

const ADMIN: StaffUser = {
  username: 'admin',
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

const MISSES: SearchMissList = {
  days: 90,
  misses: [
    { query: 'expungement', total: 12, counts: { en: 9, es: 3 }, lastSeen: '2026-03-04' },
    { query: 'sellar antecedentes', total: 4, counts: { en: 0, es: 4 }, lastSeen: '2026-03-01' },
  ],
};

const fetchMock = standInForFetch();

beforeEach(() => {
  useStaffStore.setState({ staffUser: ADMIN });
});

describe('/staff/search', () => {
  it('lists the most frequent searches with no results, with their counts', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, MISSES));
    const { container } = renderPage(<StaffSearchPage />, { route: '/staff/search' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Searches with no results');
    const table = await screen.findByRole('table', {
      name: 'The most frequent searches with no results',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('expungement1293March 4, 2026');
    expect(rows[2]).toHaveTextContent('sellar antecedentes404March 1, 2026');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/muni/staff/search/misses');
    await expectNoAxeViolations(container);
  });

  it('speaks Spanish, and says when every search found something', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { days: 90, misses: [] }));
    renderPage(<StaffSearchPage />, { route: '/es/staff/search' });
    expect(
      await screen.findByText('Todas las búsquedas de los últimos 90 días encontraron algo.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Búsquedas sin resultados');
  });

  it('offers to try again when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(500, {}));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, MISSES));
    renderPage(<StaffSearchPage />, { route: '/staff/search' });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('expungement')).toBeVisible();
  });

  it('is closed to staff without the admin role, without asking the API', () => {
    useStaffStore.setState({ staffUser: JURY_CLERK });
    renderPage(<StaffSearchPage />, { route: '/staff/search' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
