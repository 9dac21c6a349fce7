import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COURT_INFO, telHref } from '@court/contract';
import { useSiteStore } from '@court/kit';
import { expectNoAxeViolations, renderPage } from '@court/kit/testing';
import OnlineServicesPage from './online-services-page';

beforeEach(() => {
  useSiteStore.setState({ openModals: [] });
});

function services(name: string) {
  return within(screen.getByRole('region', { name }));
}

describe('online services page', () => {
  it('introduces the services, gives the phone number and shows the eight tiles', async () => {
    const { container } = renderPage(<OnlineServicesPage />, { route: '/online-services' });
    expect(screen.getByRole('heading', { level: 1, name: 'Online Services' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Online Services | Canton Municipal Court');
    expect(screen.getByText(/case information system/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Call ${COURT_INFO.phone}` })).toHaveAttribute(
      'href',
      telHref(COURT_INFO.phone),
    );
    const tiles = services('Choose a service');
    expect(tiles.getAllByRole('listitem')).toHaveLength(8);
    expect(tiles.getByRole('link', { name: 'Driving Privileges' })).toHaveAttribute(
      'href',
      '/driving-privileges',
    );
    expect(tiles.getByRole('link', { name: 'Interpreter Services' })).toHaveAttribute(
      'href',
      '/interpreter',
    );
    expect(tiles.getByRole('link', { name: 'Court Date Reminders' })).toHaveAttribute(
      'href',
      '/court-date-reminders',
    );
    await expectNoAxeViolations(container);
  });

  it('opens the case information system notice from the E-File tile', async () => {
    const user = userEvent.setup();
    renderPage(<OnlineServicesPage />, { route: '/online-services' });
    await user.click(services('Choose a service').getByRole('button', { name: 'E-File' }));
    expect(useSiteStore.getState().openModals).toEqual(['caseInformationSystem']);
  });

  it('speaks Spanish under /es/', async () => {
    const { container } = renderPage(<OnlineServicesPage />, { route: '/es/online-services' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Servicios en línea' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Llame al ${COURT_INFO.phone}` })).toHaveAttribute(
      'href',
      telHref(COURT_INFO.phone),
    );
    const tiles = services('Elija un servicio');
    expect(tiles.getByRole('link', { name: 'Audiencias por Zoom' })).toHaveAttribute(
      'href',
      '/es/zoom-hearing',
    );
    expect(tiles.getByRole('link', { name: 'Recordatorios de fechas de corte' })).toHaveAttribute(
      'href',
      '/es/court-date-reminders',
    );
    expect(tiles.getByRole('button', { name: 'Pagos en línea' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
