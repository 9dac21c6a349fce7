import { screen, within } from '@testing-library/react';
import { COURT_INFO } from '@court/contract';
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
  it('gives the address on the main level of City Hall, a map link and the hours', async () => {
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
    expect(screen.getByText('Monday to Friday, 8:30 AM to 4:30 PM')).toBeInTheDocument();
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

  it('speaks Spanish under /es/', async () => {
    const { container } = renderPage(<DrivingDirectionsPage />, {
      route: '/es/driving-directions',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cómo llegar en automóvil');
    expect(screen.getByText('De lunes a viernes, de 8:30 a. m. a 4:30 p. m.')).toBeInTheDocument();
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
