import { screen, within } from '@testing-library/react';
import { COURT_INFO } from '@court/contract';
import { expectNoAxeViolations, renderPage } from '@court/kit/testing';
import JuryParkingPage from './jury-parking-page';

// Jest does not load images; webpack turns each import into the emitted file's URL.

const LOT = COURT_INFO.juryParkingLotName;
const [FIRST, SECOND] = [COURT_INFO.juryParkingStreet, COURT_INFO.juryParkingCrossStreet];

function figures() {
  return screen.getAllByRole('figure').map((figure) => within(figure));
}

describe('jury parking page', () => {
  it('says where jurors park free, how to enter and what the court cannot pay', async () => {
    const { container } = renderPage(<JuryParkingPage />, { route: '/jury-parking' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Jury Parking');
    expect(document.title).toBe('Jury Parking | Canton Municipal Court');
    expect(
      screen.getByText(
        `Parking is free for jurors at the designated surface lot, ${LOT}, at the corner of ${FIRST} and ${SECOND}.`,
      ),
    ).toBeVisible();
    const [arrival] = screen.getAllByRole('list');
    if (!arrival) throw new Error('no arrival steps');
    expect(
      within(arrival)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Turn in at the entrance marked by the juror parking sign.',
      'Do not take a ticket from the kiosk.',
      "Walk to the court's entrance on Cleveland Avenue.",
    ]);
    expect(
      screen.getByText('The court cannot pay for or reimburse parking in any other lot.'),
    ).toBeVisible();
    const back = screen.getByRole('link', { name: 'Back to Jury Service' });
    expect(back).toHaveAttribute('href', '/jury-service');
    expect(back).toHaveClass('usa-button');
    await expectNoAxeViolations(container);
  });

  it('shows a map and a street view, each labelled an illustration and opening full size', () => {
    renderPage(<JuryParkingPage />, { route: '/jury-parking' });
    const [map, streetView] = figures();
    if (!map || !streetView) throw new Error('expected two figures');

    const mapImage = map.getByRole('img');
    expect(mapImage).toHaveAccessibleName(
      expect.stringMatching(
        new RegExp(
          `^Illustrated map, not to scale: .*Cleveland Avenue.*${LOT}.*${FIRST}.*${SECOND}`,
        ),
      ),
    );
    const mapLink = map.getByRole('link', { name: /Enlarge the map \(opens in a new tab\)$/ });
    expect(mapLink).toHaveAttribute('href', mapImage.getAttribute('src'));
    expect(mapLink).toHaveAttribute('target', '_blank');
    expect(map.getByText(/^Map \(illustration, not to scale\)\./)).toHaveTextContent(
      `Street 1 is ${FIRST}; street 2 is ${SECOND}.`,
    );

    const streetImage = streetView.getByRole('img');
    expect(streetImage).toHaveAccessibleName(
      expect.stringMatching(/^Illustrated street view: .*Juror Parking sign.*ticket kiosk/),
    );
    const streetLink = streetView.getByRole('link', {
      name: /Enlarge the street view \(opens in a new tab\)$/,
    });
    expect(streetLink).toHaveAttribute('href', streetImage.getAttribute('src'));
    expect(streetLink).toHaveAttribute('target', '_blank');
    expect(streetView.getByText('Street view of the lot entrance (illustration).')).toBeVisible();
  });

  it('speaks Spanish under /es/', async () => {
    const { container } = renderPage(<JuryParkingPage />, { route: '/es/jury-parking' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Estacionamiento para jurados',
    );
    expect(document.title).toBe('Estacionamiento para jurados | Tribunal Municipal de Canton');
    expect(screen.getByText(/Los jurados se estacionan gratis/)).toHaveTextContent(
      `en la esquina de ${FIRST} y ${SECOND}`,
    );
    expect(screen.getByText('No tome boleto en la máquina.')).toBeVisible();
    expect(screen.getByText(/entrada del tribunal, en Cleveland Avenue/)).toBeVisible();
    expect(screen.getByText(/no puede pagar ni reembolsar/)).toBeVisible();
    const [map, streetView] = figures();
    if (!map || !streetView) throw new Error('expected two figures');
    expect(map.getByRole('img')).toHaveAccessibleName(expect.stringMatching(/^Mapa ilustrado/));
    expect(
      map.getByRole('link', { name: /Ampliar el mapa \(se abre en una pestaña nueva\)$/ }),
    ).toHaveAttribute('target', '_blank');
    expect(streetView.getByRole('img')).toHaveAccessibleName(
      expect.stringMatching(/^Vista ilustrada de la calle/),
    );
    expect(screen.getByRole('link', { name: 'Volver al servicio de jurado' })).toHaveAttribute(
      'href',
      '/es/jury-service',
    );
    await expectNoAxeViolations(container);
  });
});
