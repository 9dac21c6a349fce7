import { screen, within } from '@testing-library/react';
import { COURT_INFO } from '@court/contract';
import { expectNoAxeViolations, renderPage } from '@court/kit/testing';
import HoursAndParkingPage from './hours-and-parking-page';
import { ORIGINS } from './directions';
import en from './en.json';
import es from './es.json';

function section(name: string) {
  const region = screen.getByRole('heading', { name }).closest('section');
  if (!region) throw new Error(`no section for ${name}`);
  return within(region);
}

describe('hours and parking page', () => {
  it('shows the hours 8:00 - 4:00 and the court in City Hall on the Plaza level', async () => {
    const { container } = renderPage(<HoursAndParkingPage />, { route: '/hours-and-parking' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hours and Parking');
    expect(document.title).toBe('Hours and Parking | Canton Municipal Court');
    expect(screen.getByText('8:00 AM - 4:00 PM')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Call ${COURT_INFO.phone}` })).toBeInTheDocument();
    expect(screen.getByText('The court is in City Hall, on the Plaza level:')).toBeInTheDocument();
    expect(container.querySelector('address')).toHaveTextContent(COURT_INFO.street);
    await expectNoAxeViolations(container);
  });

  it('gives directions from the north, south, east, west and Columbus', () => {
    renderPage(<HoursAndParkingPage />, { route: '/hours-and-parking' });
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
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

  it('describes metered parking and the deck behind City Hall', () => {
    renderPage(<HoursAndParkingPage />, { route: '/hours-and-parking' });
    const parking = section('Parking');
    expect(parking.getByText(/Metered parking/)).toBeInTheDocument();
    expect(parking.getByText('There is a parking deck behind City Hall.')).toBeInTheDocument();
    expect(parking.getByRole('link', { name: 'Parking information for jurors' })).toHaveAttribute(
      'href',
      '/jury-parking',
    );
  });

  it('speaks Spanish under /es/', async () => {
    const { container } = renderPage(<HoursAndParkingPage />, {
      route: '/es/hours-and-parking',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Horario y estacionamiento',
    );
    expect(screen.getByText('8:00 a. m. - 4:00 p. m.')).toBeInTheDocument();
    expect(screen.getByText(/en el nivel Plaza/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Desde Columbus' })).toBeInTheDocument();
    expect(screen.getByText(/parquímetros/)).toBeInTheDocument();
    expect(screen.getByText(/detrás del Ayuntamiento/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Información de estacionamiento para jurados' }),
    ).toHaveAttribute('href', '/es/jury-parking');
    await expectNoAxeViolations(container);
  });

  it('has the same steps in both languages', () => {
    for (const origin of ORIGINS) {
      expect(es.routes[origin].steps).toHaveLength(en.routes[origin].steps.length);
    }
  });
});
