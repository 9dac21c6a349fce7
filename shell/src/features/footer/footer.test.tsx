import { fireEvent, screen } from '@testing-library/react';
import { COURT_INFO } from '@court/contract';
import { useSiteStore } from '@court/kit';
import { expectNoAxeViolations, renderPage } from '@court/kit/testing';
import { Footer } from './footer';

const PAGE_LINKS: [string, string][] = [
  ['Home', ''],
  ['Online Services', '#online-services'],
  ['Jury Service', 'jury-service'],
  ['Forms', 'forms'],
  ['Probation - Drug Testing', 'probation-drug-testing'],
  ['Annual Reports', 'annual-reports'],
  ['Contact Information', 'contact-us'],
  ['Hours and Parking', 'hours-and-parking'],
  ['Links', 'links'],
  ['FAQ', 'faq'],
  ['Accessibility', 'accessibility'],
  ['Privacy', 'privacy'],
];

describe('Footer', () => {
  beforeEach(() => useSiteStore.setState({ openModals: [] }));

  it('shows the court address and links every page in English', async () => {
    const { container } = renderPage(<Footer />, { route: '/faq' });
    expect(screen.getByText(COURT_INFO.street, { exact: false })).toBeInTheDocument();
    for (const [name, path] of PAGE_LINKS) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', `/${path}`);
    }
    await expectNoAxeViolations(container);
  });

  it('links the court PDFs in a new tab', () => {
    renderPage(<Footer />);
    const documents: [RegExp, string][] = [
      [/^Court Rules \(PDF\)/, 'local-rules'],
      [/^Rule for Public Comment \(PDF\)/, 'rule-for-public-comment'],
      [/^Unclaimed Funds \(PDF\)/, 'unclaimed-funds'],
    ];
    for (const [name, slug] of documents) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', `/documents/${slug}.pdf`);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('keeps Spanish visitors in Spanish', async () => {
    const { container } = renderPage(<Footer />, { route: '/es/faq' });
    expect(screen.getByRole('link', { name: 'Servicio de jurado' })).toHaveAttribute(
      'href',
      '/es/jury-service',
    );
    expect(screen.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/es/');
    expect(screen.getByRole('link', { name: 'Servicios en línea' })).toHaveAttribute(
      'href',
      '/es/#online-services',
    );
    expect(screen.getByText(/TODOS LOS DERECHOS RESERVADOS/)).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('carries the current year in the copyright line', () => {
    renderPage(<Footer />);
    expect(
      screen.getByText(
        `© ${new Date().getFullYear()} Canton Municipal Court. ALL RIGHTS RESERVED.`,
      ),
    ).toBeInTheDocument();
  });

  it('opens the Fees and Costs modal', () => {
    renderPage(<Footer />);
    fireEvent.click(screen.getByRole('button', { name: 'Fees and Costs' }));
    expect(useSiteStore.getState().openModals).toEqual(['fees']);
  });
});
