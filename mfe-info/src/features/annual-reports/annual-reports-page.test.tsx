import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentGroupListing } from '@court/contract';
import {
  answerInTurn,
  databaseUnavailableResponse,
  expectNoAxeViolations,
  jsonResponse,
  renderPage,
  standInForFetch,
} from '@court/kit/testing';
import AnnualReportsPage from './annual-reports-page';

const CATALOG_URL = '/api/muni/documents';
const YEARS = Array.from({ length: 21 }, (_, index) => 2023 - index);

/** The library's answer: the reports newest first, as staff order them, beside other groups. */
const CATALOG: DocumentGroupListing[] = [
  {
    group: 'fees',
    documents: [{ slug: 'costs-civil', title: { en: 'Civil', es: 'Civil' }, url: '/x.pdf' }],
  },
  {
    group: 'annual-reports',
    documents: YEARS.map((year) => ({
      slug: `annual-report-${year}`,
      title: { en: `${year} Annual Report`, es: `Informe anual ${year}` },
      url: `/documents/annual-report-${year}.pdf`,
    })),
  },
];

const fetchMock = standInForFetch();

describe('annual reports page', () => {
  it('states that year-end reports are compiled and links every report the library lists', async () => {
    answerInTurn(fetchMock, { [CATALOG_URL]: [jsonResponse(200, CATALOG)] });
    const { container } = renderPage(<AnnualReportsPage />, { route: '/annual-reports' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Annual Reports');
    expect(document.title).toBe('Annual Reports | Canton Municipal Court');
    expect(screen.getByText(/cases heard, decided and settled/)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Reports by year, 2023 to 2003' });
    expect(list.children).toHaveLength(21);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(21);
    links.forEach((link, index) => {
      const year = YEARS[index];
      expect(link).toHaveAccessibleName(`${year} Annual Report (PDF) (opens in a new tab)`);
      expect(link).toHaveAttribute('href', `/documents/annual-report-${year}.pdf`);
      expect(link).toHaveAttribute('target', '_blank');
    });
    await expectNoAxeViolations(container);
  });

  it('shows a report staff added, with its own titles, and no years it cannot read', async () => {
    answerInTurn(fetchMock, {
      [CATALOG_URL]: [
        jsonResponse(200, [
          {
            group: 'annual-reports',
            documents: [
              {
                slug: 'report-of-the-clerk',
                title: { en: 'Report of the Clerk', es: 'Informe de la secretaría' },
                url: '/documents/report-of-the-clerk.pdf',
              },
            ],
          },
        ]),
      ],
    });
    renderPage(<AnnualReportsPage />, { route: '/es/annual-reports' });
    expect(await screen.findByRole('list', { name: 'Informes por año' })).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAccessibleName(
      'Informe de la secretaría (PDF) (se abre en una pestaña nueva)',
    );
  });

  it('speaks Spanish under /es/', async () => {
    answerInTurn(fetchMock, { [CATALOG_URL]: [jsonResponse(200, CATALOG)] });
    const { container } = renderPage(<AnnualReportsPage />, { route: '/es/annual-reports' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Informes anuales');
    expect(screen.getByText(/casos conocidos, resueltos y conciliados/)).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Informes por año, de 2023 a 2003' });
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(21);
    expect(links[0]).toHaveAccessibleName(
      'Informe anual 2023 (PDF) (se abre en una pestaña nueva)',
    );
    expect(links[20]).toHaveAttribute('href', '/documents/annual-report-2003.pdf');
    await expectNoAxeViolations(container);
  });

  it('says when the list cannot be loaded, gives the phone number, and tries again', async () => {
    answerInTurn(fetchMock, {
      [CATALOG_URL]: [databaseUnavailableResponse('en'), jsonResponse(200, CATALOG)],
    });
    renderPage(<AnnualReportsPage />, { route: '/annual-reports' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The list of reports could not be loaded');
    expect(alert).toHaveTextContent('330-555-0100');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('list', { name: 'Reports by year, 2023 to 2003' }),
    ).toBeVisible();
  });
});
