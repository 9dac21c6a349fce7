import { screen } from '@testing-library/react';
import { expectNoAxeViolations, renderPage } from '@court/kit/testing';
import AnnualReportsPage from './annual-reports-page';

const YEARS = Array.from({ length: 21 }, (_, index) => 2023 - index);

describe('annual reports page', () => {
  it('states that year-end reports are compiled and links every report from 2023 to 2003', async () => {
    const { container } = renderPage(<AnnualReportsPage />, { route: '/annual-reports' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Annual Reports');
    expect(document.title).toBe('Annual Reports | Canton Municipal Court');
    expect(screen.getByText(/cases heard, decided and settled/)).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(21);
    links.forEach((link, index) => {
      const year = YEARS[index];
      expect(link).toHaveAccessibleName(`${year} Annual Report (PDF) (opens in a new tab)`);
      expect(link).toHaveAttribute('href', `/documents/annual-report-${year}.pdf`);
      expect(link).toHaveAttribute('target', '_blank');
    });
    expect(
      screen.getByRole('list', { name: 'Reports by year, 2023 to 2003' }).children,
    ).toHaveLength(21);
    await expectNoAxeViolations(container);
  });

  it('speaks Spanish under /es/', async () => {
    const { container } = renderPage(<AnnualReportsPage />, { route: '/es/annual-reports' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Informes anuales');
    expect(screen.getByText(/casos conocidos, resueltos y conciliados/)).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(21);
    expect(links[0]).toHaveAccessibleName(
      'Informe anual 2023 (PDF) (se abre en una pestaña nueva)',
    );
    expect(links[20]).toHaveAttribute('href', '/documents/annual-report-2003.pdf');
    await expectNoAxeViolations(container);
  });
});
