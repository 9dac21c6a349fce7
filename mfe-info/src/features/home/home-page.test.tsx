import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COURT_INFO, latestAnnualReports, type DocumentGroupListing } from '@court/contract';
import { useSiteStore } from '@court/kit';
import {
  expectNoAxeViolations,
  jsonResponse,
  renderPage,
  standInForFetch,
  expectCourtNamedAsPublished,
} from '@court/kit/testing';
import HomePage, { ONLINE_SERVICES_ID } from './home-page';

const PAGE_TILES = {
  en: [
    ['Driving Privileges', '/driving-privileges'],
    ['Zoom Hearings', '/zoom-hearing'],
    ['Court Date Reminders', '/court-date-reminders'],
    ['Jury Service', '/jury-service'],
    ['Interpreter Services', '/interpreter'],
  ],
  es: [
    ['Privilegios de conducir', '/es/driving-privileges'],
    ['Audiencias por Zoom', '/es/zoom-hearing'],
    ['Recordatorios de fechas de corte', '/es/court-date-reminders'],
    ['Servicio de jurado', '/es/jury-service'],
    ['Servicios de intérprete', '/es/interpreter'],
  ],
};

/** The document library's listing: the annual reports, newest first. */
const CATALOG: DocumentGroupListing[] = [
  {
    group: 'annual-reports',
    documents: Array.from({ length: 21 }, (_, index) => 2023 - index).map((year) => ({
      slug: `annual-report-${year}`,
      title: { en: `${year} Annual Report`, es: `Informe anual ${year}` },
      url: `/documents/annual-report-${year}.pdf`,
    })),
  },
];

const fetchMock = standInForFetch();

function onlineServices(): HTMLElement {
  const section = document.getElementById(ONLINE_SERVICES_ID);
  if (!section) throw new Error('no online services section');
  return section;
}

beforeEach(() => {
  fetchMock.mockResolvedValue(jsonResponse(200, latestAnnualReports(CATALOG)));
  useSiteStore.setState({ openModals: [] });
});

describe('home page', () => {
  it('names the court as it published its name, in both languages', () => {
    // What the page asks the API for stays unanswered: only its words are read here.
    fetchMock.mockReturnValue(new Promise(() => undefined));
    expectCourtNamedAsPublished(<HomePage />, '/');
    expectCourtNamedAsPublished(<HomePage />, '/es/');
  });

  it('names the court and its clerk in the heading band', async () => {
    const { container } = renderPage(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(COURT_INFO.name);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(`Clerk of Court: ${COURT_INFO.clerkName}`)).toBeInTheDocument();
    expect(document.title).toBe('Home | Canton Municipal Court');
    await expectNoAxeViolations(container);
  });

  it('shows eight online service tiles leading to the right pages', () => {
    renderPage(<HomePage />);
    const section = within(onlineServices());
    expect(section.getByRole('heading', { name: 'Online Services' })).toBeInTheDocument();
    expect(section.getAllByRole('listitem')).toHaveLength(8);
    for (const name of ['E-File', 'Docket Search', 'Online Payments']) {
      expect(section.getByRole('button', { name })).toBeInTheDocument();
    }
    for (const [name, href] of PAGE_TILES.en) {
      expect(section.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it.each(['E-File', 'Docket Search', 'Online Payments'])(
    'opens the case information system notice from the %s tile',
    async (name) => {
      const user = userEvent.setup();
      renderPage(<HomePage />);
      await user.click(within(onlineServices()).getByRole('button', { name }));
      expect(useSiteStore.getState().openModals).toEqual(['caseInformationSystem']);
    },
  );

  it('states the mission and what the court does', () => {
    renderPage(<HomePage />);
    expect(screen.getByRole('heading', { name: 'Our mission' })).toBeInTheDocument();
    expect(screen.getByText(/Canton, North Canton and Louisville/)).toBeInTheDocument();
    expect(screen.getByText(/over 200,000/)).toBeInTheDocument();
    expect(screen.getByText(/about 36,000 cases/)).toBeInTheDocument();
    expect(screen.getByText(/more than \$5,500,000 in costs and fines/)).toBeInTheDocument();
  });

  it('links the local rules and the three latest annual reports as PDFs', async () => {
    renderPage(<HomePage />);
    await screen.findByRole('link', { name: 'All annual reports, 2003 to 2023' });
    expect(screen.queryByRole('link', { name: /2020 Annual Report/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Local Rules of Court \(PDF\)/ })).toHaveAttribute(
      'href',
      '/documents/local-rules.pdf',
    );
    for (const year of [2023, 2022, 2021]) {
      expect(
        screen.getByRole('link', { name: new RegExp(`${year} Annual Report \\(PDF\\)`) }),
      ).toHaveAttribute('href', `/documents/annual-report-${year}.pdf`);
    }
    expect(screen.getByRole('link', { name: 'All annual reports, 2003 to 2023' })).toHaveAttribute(
      'href',
      '/annual-reports',
    );
    // The latest reports alone: the page does not carry the whole library.
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked).toContain('/api/muni/documents/annual-reports/latest');
    expect(asked).not.toContain('/api/muni/documents');
  });

  it('speaks Spanish under /es/ and keeps its links there', async () => {
    const user = userEvent.setup();
    const { container } = renderPage(<HomePage />, { route: '/es/' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(COURT_INFO.name);
    expect(
      screen.getByText(`Secretario del Tribunal: ${COURT_INFO.clerkName}`),
    ).toBeInTheDocument();
    expect(document.title).toBe('Inicio | Tribunal Municipal de Canton');
    const section = within(onlineServices());
    expect(section.getByRole('heading', { name: 'Servicios en línea' })).toBeInTheDocument();
    for (const [name, href] of PAGE_TILES.es) {
      expect(section.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await user.click(section.getByRole('button', { name: 'Pagos en línea' }));
    expect(useSiteStore.getState().openModals).toEqual(['caseInformationSystem']);
    expect(screen.getByRole('heading', { name: 'Nuestra misión' })).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: /Informe anual 2022 \(PDF\)/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Todos los informes anuales, de 2003 a 2023' }),
    ).toHaveAttribute('href', '/es/annual-reports');
    await expectNoAxeViolations(container);
  });
});

describe('home page without the document library', () => {
  it('still links the local rules and every annual report', async () => {
    fetchMock.mockResolvedValue(jsonResponse(503, { error: 'away' }));
    renderPage(<HomePage />);
    expect(await screen.findByRole('link', { name: 'All annual reports' })).toHaveAttribute(
      'href',
      '/annual-reports',
    );
    expect(screen.getByRole('link', { name: /Local Rules of Court \(PDF\)/ })).toBeVisible();
  });
});
