import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COURT_INFO, type PublicCareerPosting } from '@court/contract';
import {
  expectNoAxeViolations,
  answerEachRequestInTurn,
  renderPage,
  standInForFetch,
} from '@court/kit/testing';
import CareersPage from './careers-page';

const fetchMock = standInForFetch();

const POSTINGS: PublicCareerPosting[] = [
  {
    id: 7,
    title: 'Deputy Clerk',
    postedDate: '2026-04-03',
    documentUrl: '/documents/careers/7.pdf',
  },
  {
    id: 9,
    title: 'Probation Officer',
    postedDate: '2026-03-20',
    documentUrl: '/documents/careers/9.pdf',
  },
];

describe('careers page', () => {
  it('lists each opening as a PDF link in a new tab with its posted date', async () => {
    answerEachRequestInTurn(fetchMock, [200, POSTINGS]);
    const { container } = renderPage(<CareersPage />, { route: '/careers' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Employment Opportunities' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the current openings');
    const link = await screen.findByRole('link', {
      name: 'Deputy Clerk (PDF) (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', '/documents/careers/7.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Posted April 3, 2026')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Probation Officer (PDF) (opens in a new tab)' }),
    ).toHaveAttribute('href', '/documents/careers/9.pdf');
    expect(screen.getByText('Posted March 20, 2026')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/muni/careers', expect.anything());
    await expectNoAxeViolations(container);
  });

  it('lists the newest opening first, whatever order the list came in', async () => {
    answerEachRequestInTurn(fetchMock, [200, [...POSTINGS].reverse()]);
    renderPage(<CareersPage />, { route: '/careers' });
    await screen.findByRole('link', { name: /Deputy Clerk/ });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Deputy Clerk (PDF) (opens in a new tab)Posted April 3, 2026',
      'Probation Officer (PDF) (opens in a new tab)Posted March 20, 2026',
    ]);
  });

  it('says there are no openings when the list is empty', async () => {
    answerEachRequestInTurn(fetchMock, [200, []]);
    const { container } = renderPage(<CareersPage />, { route: '/careers' });
    expect(
      await screen.findByText('There are currently no career opportunities. Please check back.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('does not link an announcement whose address is not a web address', async () => {
    answerEachRequestInTurn(fetchMock, [
      200,
      [{ ...POSTINGS[0], documentUrl: 'javascript:alert(1)' }],
    ]);
    renderPage(<CareersPage />, { route: '/careers' });
    expect(await screen.findByText('Deputy Clerk')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Deputy Clerk/ })).not.toBeInTheDocument();
  });

  it('gives the court phone when the list cannot be loaded and loads it again on request', async () => {
    const user = userEvent.setup();
    answerEachRequestInTurn(fetchMock, [503, { error: 'Unavailable' }], [200, POSTINGS]);
    const { container } = renderPage(<CareersPage />, { route: '/careers' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The openings could not be loaded');
    expect(screen.getByRole('link', { name: `Call ${COURT_INFO.phone}` })).toHaveAttribute(
      'href',
      'tel:+13305550100',
    );
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('heading', { name: 'Current openings' })).toHaveFocus();
    expect(
      await screen.findByRole('link', { name: 'Deputy Clerk (PDF) (opens in a new tab)' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers no retry when the answer is not a list', async () => {
    answerEachRequestInTurn(fetchMock, [200, { unexpected: true }]);
    renderPage(<CareersPage />, { route: '/careers' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('speaks Spanish under /es/', async () => {
    answerEachRequestInTurn(fetchMock, [200, POSTINGS]);
    const { container } = renderPage(<CareersPage />, { route: '/es/careers' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Oportunidades de empleo' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('link', {
        name: 'Deputy Clerk (PDF) (se abre en una pestaña nueva)',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Publicado el 3 de abril de 2026')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('gives the empty and failure notes in Spanish', async () => {
    answerEachRequestInTurn(fetchMock, [200, []]);
    const { unmount } = renderPage(<CareersPage />, { route: '/es/careers' });
    expect(
      await screen.findByText(
        'Actualmente no hay oportunidades de empleo. Vuelva a consultar más adelante.',
      ),
    ).toBeInTheDocument();
    unmount();

    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderPage(<CareersPage />, { route: '/es/careers' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudieron cargar las vacantes',
    );
    expect(screen.getByRole('link', { name: `Llame al ${COURT_INFO.phone}` })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
  });
});
