import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import {
  COURT_DIRECTIONS,
  COURT_DIRECTIONS_PATH,
  COURT_HOURS,
  COURT_INFO,
  courtTimeToInstant,
  publishedCourtHours,
  type CourtHours,
  type CourtInfo,
} from '@court/contract';
import { CourtFactsContext, CourtHoursContext, createPageData, PageDataContext } from '@court/kit';
import { expectNoAxeViolations, renderPage as renderWithKit } from '@court/kit/testing';
import HoursAndParkingPage from './hours-and-parking-page';

/** The page as the server sends it: rendered with the directions published. */
function renderPage(page: ReactElement, options: { route: string }) {
  return renderWithKit(
    <PageDataContext value={createPageData({ [COURT_DIRECTIONS_PATH]: COURT_DIRECTIONS })}>
      {page}
    </PageDataContext>,
    options,
  );
}

function section(name: string) {
  const region = screen.getByRole('heading', { name }).closest('section');
  if (!region) throw new Error(`no section for ${name}`);
  return within(region);
}

function lines(name: string): string[] {
  return section(name)
    .getAllByRole('listitem')
    .map((item) => (item.textContent ?? '').replace(/\s+/g, ' '));
}

// Staff moved the court's Friday and closed everything on Christmas Eve; read on a Tuesday.
const PUBLISHED: CourtHours = {
  offices: COURT_HOURS.offices.map((office) =>
    office.office === 'court'
      ? { ...office, week: { ...office.week, friday: { opens: '08:00', closes: '12:00' } } }
      : office,
  ),
  exceptions: [
    {
      date: '2026-12-24',
      office: 'all',
      hours: null,
      reason: { en: 'Christmas Eve', es: 'Nochebuena' },
    },
  ],
};

function renderPublished(route: string) {
  return renderPage(
    <CourtHoursContext
      value={publishedCourtHours(PUBLISHED, courtTimeToInstant('2026-12-22', '16:15'))}
    >
      <HoursAndParkingPage />
    </CourtHoursContext>,
    { route },
  );
}

describe('hours and parking page', () => {
  it("shows each office's usual hours and where the court is in City Hall", async () => {
    const { container } = renderPage(<HoursAndParkingPage />, { route: '/hours-and-parking' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hours and Parking');
    expect(document.title).toBe('Hours and Parking | Canton Municipal Court');
    expect(lines('Court')).toEqual([
      'Monday to Friday: 8:00 AM to 4:00 PM',
      'Saturday and Sunday: Closed',
    ]);
    expect(lines("Clerk of Court's office")).toEqual([
      'Monday to Friday: 8:30 AM to 4:30 PM',
      'Saturday and Sunday: Closed',
    ]);
    // Without published hours nothing read the clock, so the page does not say "open now".
    expect(screen.queryByText(/now/)).not.toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Closures and other hours' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Call ${COURT_INFO.phone}` })).toBeInTheDocument();
    expect(screen.getByText('The court is on the main level of City Hall:')).toBeInTheDocument();
    expect(
      section('Drug testing (probation department)').getByRole('link', {
        name: 'Drug testing rules',
      }),
    ).toHaveAttribute('href', '/probation-drug-testing');
    expect(container.querySelector('address')).toHaveTextContent(COURT_INFO.street);
    await expectNoAxeViolations(container);
  });

  it('shows the published hours, whether each office is open now and the closures to come', async () => {
    const { container } = renderPublished('/hours-and-parking');
    expect(lines('Court')).toEqual([
      'Monday to Thursday: 8:00 AM to 4:00 PM',
      'Friday: 8:00 AM to 12:00 PM',
      'Saturday and Sunday: Closed',
    ]);
    expect(section('Court').getByText('Closed now.')).toBeVisible();
    expect(section("Clerk of Court's office").getByText('Open now, until 4:30 PM.')).toBeVisible();
    expect(lines('Closures and other hours')).toEqual([
      'Thursday, December 24, 2026: closed (Christmas Eve)',
    ]);
    await expectNoAxeViolations(container);
  });

  it('gives directions from the north, south, east, west and Columbus', () => {
    renderPage(<HoursAndParkingPage />, { route: '/hours-and-parking' });
    const headings = section('Directions to City Hall')
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(headings).toEqual([
      'From the north',
      'From the south',
      'From the east',
      'From the west',
      'From Columbus',
    ]);
    for (const name of headings) {
      const steps = section(name ?? '').getAllByRole('listitem');
      expect(steps.at(-1)).toHaveTextContent(/City Hall is on your right/);
    }
    expect(section('From Columbus').getByText(/I-71 North/)).toBeInTheDocument();
  });

  it('says where visitors park and where the court is as staff published them, in each language', () => {
    const published: CourtInfo = {
      ...COURT_INFO,
      whereInBuilding: 'on the Plaza level of City Hall',
      whereInBuildingEs: 'en el nivel Plaza del Ayuntamiento',
      publicParking: 'Park in the Second Street deck.',
      publicParkingEs: 'Estaciónese en el edificio de Second Street.',
    };
    const { unmount } = renderPage(
      <CourtFactsContext value={published}>
        <HoursAndParkingPage />
      </CourtFactsContext>,
      { route: '/hours-and-parking' },
    );
    const parking = section('Parking');
    expect(parking.getByText('Park in the Second Street deck.')).toBeInTheDocument();
    expect(parking.getByRole('link', { name: 'Parking information for jurors' })).toHaveAttribute(
      'href',
      '/jury-parking',
    );
    expect(screen.getByText('The court is on the Plaza level of City Hall:')).toBeInTheDocument();
    expect(screen.queryByText(/Metered parking/)).not.toBeInTheDocument();
    unmount();

    renderPage(
      <CourtFactsContext value={published}>
        <HoursAndParkingPage />
      </CourtFactsContext>,
      { route: '/es/hours-and-parking' },
    );
    expect(
      section('Estacionamiento').getByText('Estaciónese en el edificio de Second Street.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('El tribunal está en el nivel Plaza del Ayuntamiento:'),
    ).toBeInTheDocument();
  });

  it('speaks Spanish under /es/', async () => {
    const { container } = renderPublished('/es/hours-and-parking');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Horario y estacionamiento',
    );
    expect(lines('Oficina del Secretario del Tribunal')[0]).toMatch(/^De lunes a viernes: de 8:30/);
    expect(section('Tribunal').getByText('Cerrado ahora.')).toBeVisible();
    expect(lines('Cierres y otros horarios')).toEqual([
      'Jueves, 24 de diciembre de 2026: cerrado (Nochebuena)',
    ]);
    expect(screen.getByText(/en la planta principal del Ayuntamiento/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Desde Columbus' })).toBeInTheDocument();
    expect(screen.getByText(COURT_INFO.publicParkingEs)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Información de estacionamiento para jurados' }),
    ).toHaveAttribute('href', '/es/jury-parking');
    await expectNoAxeViolations(container);
  });
});
