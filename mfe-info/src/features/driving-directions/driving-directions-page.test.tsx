import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  COURT_DIRECTIONS,
  COURT_DIRECTIONS_PATH,
  COURT_HOURS,
  COURT_INFO,
  courtTimeToInstant,
  formatTimeOfDay,
  publishedCourtHours,
  type CourtDirections,
} from '@court/contract';
import { CourtHoursContext, createPageData, PageDataContext } from '@court/kit';
import { expectNoAxeViolations, renderPage } from '@court/kit/testing';
import DrivingDirectionsPage from './driving-directions-page';

/** The page as the server sends it: rendered with the directions published. */
function renderServed(
  route: string,
  directions: CourtDirections = COURT_DIRECTIONS,
  page: ReactElement = <DrivingDirectionsPage />,
) {
  return renderPage(
    <PageDataContext value={createPageData({ [COURT_DIRECTIONS_PATH]: directions })}>
      {page}
    </PageDataContext>,
    { route },
  );
}

function section(name: string) {
  const heading = screen.getByRole('heading', { name });
  const region = heading.closest('section');
  if (!region) throw new Error(`no section for ${name}`);
  return within(region);
}

describe('driving directions page', () => {
  it("gives the address on the main level of City Hall, a map link and the clerk's hours", async () => {
    const { container } = renderServed('/driving-directions');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Driving Directions');
    expect(document.title).toBe('Driving Directions | Canton Municipal Court');
    expect(screen.getByText('The court is on the main level of City Hall:')).toBeInTheDocument();
    const address = container.querySelector('address');
    expect(address).toHaveTextContent(COURT_INFO.street);
    expect(address).toHaveTextContent(`${COURT_INFO.city}, ${COURT_INFO.state} ${COURT_INFO.zip}`);
    const map = screen.getByRole('link', { name: 'Show the court on a map (opens in a new tab)' });
    expect(map).toHaveAttribute('href', COURT_INFO.mapsUrl);
    expect(map).toHaveAttribute('target', '_blank');
    expect(
      section('Office hours').getByText(
        "Clerk of Court's office: Monday to Friday, 8:30 AM to 4:30 PM",
      ),
    ).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('leads from each direction to the Parkway Parking Deck, then on foot to the entrance', () => {
    renderServed('/driving-directions');
    const headings = [
      'From the north (Akron, Cleveland)',
      'From the south (New Philadelphia, Dover)',
      'From the west (Massillon, Wooster)',
      'From the east (Louisville, Alliance)',
    ];
    for (const name of headings) {
      const steps = section(name).getAllByRole('listitem');
      expect(steps.length).toBeGreaterThan(2);
      expect(steps.at(-1)).toHaveTextContent(/Parkway Parking Deck/);
    }
    expect(screen.getByText(/Jurors park in the Parkway Parking Deck/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Parking information for jurors' })).toHaveAttribute(
      'href',
      '/jury-parking',
    );
    const walk = section('Walking from the parking deck to the main entrance');
    expect(
      walk.getByText(new RegExp(`main entrance of City Hall, ${COURT_INFO.street}`)),
    ).toBeVisible();
    expect(walk.getByText(/The court is on the main level/)).toBeInTheDocument();
  });

  it('gives the hours staff published', () => {
    const saturdays = {
      ...COURT_HOURS,
      offices: COURT_HOURS.offices.map((office) => ({
        ...office,
        week: { ...office.week, saturday: { opens: '09:00', closes: '12:00' } },
      })),
    };
    renderServed(
      '/driving-directions',
      COURT_DIRECTIONS,
      <CourtHoursContext
        value={publishedCourtHours(saturdays, courtTimeToInstant('2026-12-22', '10:00'))}
      >
        <DrivingDirectionsPage />
      </CourtHoursContext>,
    );
    expect(
      section('Office hours').getByText(
        "Clerk of Court's office: Monday to Friday, 8:30 AM to 4:30 PM; Saturday, 9:00 AM to 12:00 PM",
      ),
    ).toBeVisible();
  });

  it('speaks Spanish under /es/', async () => {
    const { container } = renderServed('/es/driving-directions');
    const time = (hhmm: string) => formatTimeOfDay(hhmm, 'es').replace(/\s+/g, ' ');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cómo llegar en automóvil');
    expect(
      section('Horario de atención').getByText(
        `Oficina del Secretario del Tribunal: de lunes a viernes, de ${time('08:30')} a ${time('16:30')}`,
      ),
    ).toBeVisible();
    expect(
      screen.getByRole('link', {
        name: 'Ver el tribunal en un mapa (se abre en una pestaña nueva)',
      }),
    ).toHaveAttribute('href', COURT_INFO.mapsUrl);
    expect(section('Desde el norte (Akron, Cleveland)').getAllByRole('listitem')).toHaveLength(
      COURT_DIRECTIONS.toJurorParking.routes[0]?.steps.length ?? 0,
    );
    expect(
      screen.getByRole('link', { name: 'Información de estacionamiento para jurados' }),
    ).toHaveAttribute('href', '/es/jury-parking');
    expect(screen.getByText(/queda a su derecha/)).toHaveTextContent(COURT_INFO.street);
    await expectNoAxeViolations(container);
  });

  it('gives the directions staff published, in English where the Spanish is not written', async () => {
    const toTheLot: CourtDirections = {
      ...COURT_DIRECTIONS,
      toJurorParking: {
        heading: { en: 'Directions to the jurors’ lot', es: 'Cómo llegar al lote de los jurados' },
        intro: { en: '', es: '' },
        routes: [
          {
            heading: { en: 'From anywhere', es: 'Desde cualquier lugar' },
            steps: [{ en: 'Leave I-77 at exit 105.', es: '' }],
          },
        ],
      },
    };
    const { container } = renderServed('/es/driving-directions', toTheLot);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Cómo llegar al lote de los jurados' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Parkway Parking Deck/)).not.toBeInTheDocument();
    const step = section('Desde cualquier lugar').getByRole('listitem');
    expect(step).toHaveTextContent('Leave I-77 at exit 105.');
    expect(step.querySelector('[lang="en"]')).toHaveTextContent('Leave I-77 at exit 105.');
    await expectNoAxeViolations(container);
  });
});
