import { screen, within } from '@testing-library/react';
import {
  COURT_HOURS,
  COURT_INFO,
  courtTimeToInstant,
  formatTimeOfDay,
  publishedCourtHours,
} from '@court/contract';
import { CourtHoursContext } from '@court/kit';
import { expectNoAxeViolations, renderPage } from '@court/kit/testing';
import DrivingDirectionsPage from './driving-directions-page';
import { ORIGINS } from './directions';
import en from './en.json';
import es from './es.json';

function section(name: string) {
  const heading = screen.getByRole('heading', { name });
  const region = heading.closest('section');
  if (!region) throw new Error(`no section for ${name}`);
  return within(region);
}

describe('driving directions page', () => {
  it("gives the address on the main level of City Hall, a map link and the clerk's hours", async () => {
    const { container } = renderPage(<DrivingDirectionsPage />, { route: '/driving-directions' });
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
    renderPage(<DrivingDirectionsPage />, { route: '/driving-directions' });
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
    renderPage(
      <CourtHoursContext
        value={publishedCourtHours(saturdays, courtTimeToInstant('2026-12-22', '10:00'))}
      >
        <DrivingDirectionsPage />
      </CourtHoursContext>,
      { route: '/driving-directions' },
    );
    expect(
      section('Office hours').getByText(
        "Clerk of Court's office: Monday to Friday, 8:30 AM to 4:30 PM; Saturday, 9:00 AM to 12:00 PM",
      ),
    ).toBeVisible();
  });

  it('speaks Spanish under /es/', async () => {
    const { container } = renderPage(<DrivingDirectionsPage />, {
      route: '/es/driving-directions',
    });
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
      es.routes.north.steps.length,
    );
    expect(
      screen.getByRole('link', { name: 'Información de estacionamiento para jurados' }),
    ).toHaveAttribute('href', '/es/jury-parking');
    expect(screen.getByText(/queda a su derecha/)).toHaveTextContent(COURT_INFO.street);
    await expectNoAxeViolations(container);
  });

  it('has the same steps in both languages', () => {
    for (const origin of ORIGINS) {
      expect(es.routes[origin].steps).toHaveLength(en.routes[origin].steps.length);
    }
    expect(es.walking.steps).toHaveLength(en.walking.steps.length);
  });
});
