import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StopLinkState } from '@court/contract';
import {
  expectNoAxeViolations,
  jsonResponse,
  renderPage,
  standInForFetch,
} from '@court/kit/testing';
import JurorStopPage from './juror-stop-page';

const TOKEN = 'e1a.AbCdEfGhIjKlMnOpQrStUv';
const ENDPOINT = `/api/muni/juror/unsubscribe?token=${TOKEN}`;

const fetchMock = standInForFetch();

/** Answers the status GET with `state`, and the stop POST with `posted`. */
function serve(state: StopLinkState, posted: Response = jsonResponse(200, {})) {
  fetchMock.mockImplementation((url, init) =>
    Promise.resolve(
      init.method === 'POST'
        ? posted
        : url === ENDPOINT
          ? jsonResponse(200, { state, language: 'en', serveDate: '2026-03-03' })
          : jsonResponse(404),
    ),
  );
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
});

describe('stop juror notices page', () => {
  it('asks before stopping, then stops with the token and says so', async () => {
    const user = userEvent.setup();
    serve('sending');
    const { container } = renderPage(<JurorStopPage />, {
      route: `/juror-unsubscribe?token=${TOKEN}`,
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Stop juror notices');
    expect(document.title).toBe('Stop juror notices | Canton Municipal Court');
    expect(
      await screen.findByText(
        'You signed up for notices about your jury service on Tuesday, March 3, 2026. Do you want to stop them?',
      ),
    ).toBeVisible();
    await expectNoAxeViolations(container);
    expect(fetchMock.mock.calls.filter(([, init]) => init.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Stop my notices' }));
    const done = await screen.findByText(
      'Your juror notices are stopped. You will not receive any more of them.',
    );
    await waitFor(() => expect(done.closest('[role="status"]')).toHaveFocus());
    const [post] = fetchMock.mock.calls.filter(([, init]) => init.method === 'POST');
    expect(post?.[0]).toBe(ENDPOINT);
    await expectNoAxeViolations(container);
  });

  it('says when the notices were already stopped', async () => {
    serve('stopped');
    renderPage(<JurorStopPage />, { route: `/juror-unsubscribe?token=${TOKEN}` });
    expect(
      await screen.findByText(
        'Your juror notices were already stopped. You will not receive any more of them.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Stop my notices' })).toBeNull();
  });

  it('says a link without a token, or one the court refuses, is not valid', async () => {
    const { container, unmount } = renderPage(<JurorStopPage />, {
      route: '/juror-unsubscribe',
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      /This link to stop juror notices is not valid/,
    );
    expect(fetchMock).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
    unmount();

    fetchMock.mockResolvedValue(jsonResponse(400, { error: 'This link is not valid.' }));
    renderPage(<JurorStopPage />, { route: `/juror-unsubscribe?token=${TOKEN}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(/not valid/);
  });

  it('offers to try again when the court cannot be reached', async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    renderPage(<JurorStopPage />, { route: `/juror-unsubscribe?token=${TOKEN}` });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the court.');
    serve('sending');
    // Without the script, the link opens the page again, which asks the court again.
    const tryAgain = screen.getByRole('link', { name: 'Try again' });
    expect(tryAgain).toHaveAttribute('href', `/juror-unsubscribe?token=${TOKEN}`);
    await user.click(tryAgain);
    expect(await screen.findByRole('button', { name: 'Stop my notices' })).toBeVisible();
  });

  it('speaks Spanish under /es/', async () => {
    serve('sending');
    const { container } = renderPage(<JurorStopPage />, {
      route: `/es/juror-unsubscribe?token=${TOKEN}`,
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Dejar de recibir avisos del jurado',
    );
    expect(
      await screen.findByText(
        'Usted se inscribió para recibir avisos sobre su servicio de jurado del martes, 3 de marzo de 2026. ¿Desea dejar de recibirlos?',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Dejar de recibir mis avisos' })).toBeVisible();
    await expectNoAxeViolations(container);
  });
});
