import { fireEvent, screen, waitFor } from '@testing-library/react';
import { COURT_HOURS, COURT_INFO, courtTimeToInstant, publishedCourtHours } from '@court/contract';
import { CourtHoursContext, useSiteStore } from '@court/kit';
import {
  expectNoAxeViolations,
  jsonResponse,
  renderPage,
  standInForFetch,
} from '@court/kit/testing';
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
  const fetchMock = standInForFetch();

  beforeEach(() => {
    useSiteStore.setState({ openModals: [] });
    // The footer asks which documents staff replaced: unless a test answers, the request fails
    // as it would offline, and the footer keeps its own links.
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  });

  it('shows the court address and links every page in English', async () => {
    const { container } = renderPage(<Footer />, { route: '/faq' });
    expect(screen.getByText(COURT_INFO.street, { exact: false })).toBeInTheDocument();
    expect(
      screen.getByText("Clerk of Court's office: Monday to Friday, 8:30 AM to 4:30 PM"),
    ).toBeVisible();
    expect(screen.queryByText(/today/)).not.toBeInTheDocument();
    for (const [name, path] of PAGE_LINKS) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', `/${path}`);
    }
    await expectNoAxeViolations(container);
  });

  it("gives the Clerk of Court's office's hours, and today's closure on a day it closes", async () => {
    const christmas = {
      ...COURT_HOURS,
      exceptions: [
        {
          date: '2026-12-25',
          office: 'all' as const,
          hours: null,
          reason: { en: 'Christmas Day', es: '' },
        },
      ],
    };
    const { container } = renderPage(
      <CourtHoursContext
        value={publishedCourtHours(christmas, courtTimeToInstant('2026-12-25', '09:00'))}
      >
        <Footer />
      </CourtHoursContext>,
      { route: '/es/' },
    );
    expect(
      screen.getByText(/^Oficina del Secretario del Tribunal: de lunes a viernes/),
    ).toBeVisible();
    expect(screen.getByText(/^Cerrado hoy:/)).toHaveTextContent('Cerrado hoy: Christmas Day.');
    expect(container.querySelector('[lang="en"]')).toHaveTextContent('Christmas Day');
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

  it('follows the documents staff replaced, and leaves out one retired without a replacement', async () => {
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        url === '/api/muni/documents/footer'
          ? jsonResponse(200, {
              documents: [
                { slug: 'local-rules', current: 'local-rules-2027' },
                { slug: 'rule-for-public-comment', current: 'rule-for-public-comment' },
                { slug: 'unclaimed-funds', current: null },
              ],
            })
          : jsonResponse(404),
      ),
    );
    renderPage(<Footer />);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /^Court Rules \(PDF\)/ })).toHaveAttribute(
        'href',
        '/documents/local-rules-2027.pdf',
      ),
    );
    expect(screen.queryByRole('link', { name: /^Unclaimed Funds/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Rule for Public Comment/ })).toHaveAttribute(
      'href',
      '/documents/rule-for-public-comment.pdf',
    );
    // Every item of the list is a link: none is left empty.
    for (const item of screen.getAllByRole('listitem')) expect(item).not.toBeEmptyDOMElement();
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
