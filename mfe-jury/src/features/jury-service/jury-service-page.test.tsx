import { screen } from '@testing-library/react';
import { COURT_INFO, type SiteMessageResponse } from '@court/contract';
import {
  expectNoAxeViolations,
  jsonResponse,
  renderPage,
  standInForFetch,
} from '@court/kit/testing';
import JuryServicePage from './jury-service-page';

const fetchMock = standInForFetch();

/** Answers every API call with this status and JSON body, as the API documents it. */
function stubApi(status: number, body: unknown): void {
  fetchMock.mockResolvedValue(jsonResponse(status, body));
}

const MESSAGE: SiteMessageResponse = {
  message: 'Jurors for Monday, June 1 do not need to report.',
  updatedAt: '2026-05-29T20:00:00.000Z',
};

const TILES = {
  en: [
    ['I need to be excused', '/jury-excused'],
    ['Contact Us', '/jury-contact'],
    ['Parking', '/jury-parking'],
    ['What To Expect', '/jury-expect'],
    ['FAQ', '/jury-faq'],
  ],
  es: [
    ['Necesito ser excusado', '/es/jury-excused'],
    ['Contáctenos', '/es/jury-contact'],
    ['Estacionamiento', '/es/jury-parking'],
    ['Qué esperar', '/es/jury-expect'],
    ['Preguntas frecuentes', '/es/jury-faq'],
  ],
};

describe('jury service page', () => {
  it('shows the juror message from the API and the six jury tiles', async () => {
    stubApi(200, MESSAGE);
    const { container } = renderPage(<JuryServicePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Jury Service' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the message for jurors');
    expect(await screen.findByText(MESSAGE.message)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Message for jurors' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/muni/juror/message', expect.anything());

    const portal = screen.getByRole('link', { name: 'Juror Portal (opens in a new tab)' });
    expect(portal).toHaveAttribute('href', COURT_INFO.jurorPortalUrl);
    expect(portal).toHaveAttribute('target', '_blank');
    for (const [name, href] of TILES.en) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('link', { name: 'Sign up for juror notifications' })).toHaveAttribute(
      'href',
      '/juror-notification-signup',
    );
    await expectNoAxeViolations(container);
  });

  it('says the message could not be loaded and gives the jury phone', async () => {
    stubApi(500, { error: 'Something went wrong.' });
    const { container } = renderPage(<JuryServicePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The message for jurors could not be loaded.',
    );
    expect(screen.getByRole('link', { name: `Call ${COURT_INFO.juryPhone}` })).toHaveAttribute(
      'href',
      'tel:+13305550101',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    await expectNoAxeViolations(container);
  });

  it('says so too when the network is down', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderPage(<JuryServicePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The message for jurors could not be loaded.',
    );
  });

  it('speaks Spanish under /es/ and keeps its links there', async () => {
    stubApi(200, MESSAGE);
    const { container } = renderPage(<JuryServicePage />, { route: '/es/jury-service' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Servicio de jurado' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(MESSAGE.message)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mensaje para los jurados' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Portal del jurado (se abre en una pestaña nueva)' }),
    ).toHaveAttribute('href', COURT_INFO.jurorPortalUrl);
    for (const [name, href] of TILES.es) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(
      screen.getByRole('link', { name: 'Inscribirse en las notificaciones para jurados' }),
    ).toHaveAttribute('href', '/es/juror-notification-signup');
    await expectNoAxeViolations(container);
  });

  it('tells Spanish visitors in Spanish when the message fails', async () => {
    stubApi(503, { error: 'Unavailable' });
    renderPage(<JuryServicePage />, { route: '/es/jury-service' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo cargar el mensaje para los jurados.',
    );
    expect(screen.getByRole('link', { name: `Llame al ${COURT_INFO.juryPhone}` })).toBeVisible();
  });
});
