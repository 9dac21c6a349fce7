import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COURT_INFO, telHref, type ReminderStopStatus } from '@court/contract';
import {
  expectNoAxeViolations,
  jsonResponse,
  renderPage,
  standInForFetch,
} from '@court/kit/testing';
import CourtDateRemindersStopPage from './court-date-reminders-stop-page';

const TOKEN = 'r1b.AbCdEfGhIjKlMnOpQrStUv';
const ENDPOINT = `/api/muni/court-dates/unsubscribe?token=${TOKEN}`;

const fetchMock = standInForFetch();

const SENDING: ReminderStopStatus = {
  state: 'sending',
  language: 'en',
  channel: 'email',
  caseNumber: '2026 TRD 01234',
};

/** Answers the status GET with `status`, and the stop POST with `posted`. */
function serve(status: ReminderStopStatus, posted?: Response) {
  fetchMock.mockImplementation((url, init) =>
    Promise.resolve(
      url !== ENDPOINT
        ? jsonResponse(404)
        : init.method === 'POST'
          ? (posted ?? jsonResponse(200, { ...status, state: 'stopped' }))
          : jsonResponse(200, status),
    ),
  );
}

const posts = () => fetchMock.mock.calls.filter(([, init]) => init.method === 'POST');

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
});

describe('stop court date reminders page', () => {
  it('names the case and the way of being reminded, then stops them with the token', async () => {
    const user = userEvent.setup();
    serve(SENDING);
    const { container } = renderPage(<CourtDateRemindersStopPage />, {
      route: `/court-date-reminders/stop?token=${TOKEN}`,
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Stop court date reminders' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Stop court date reminders | Canton Municipal Court');
    expect(
      await screen.findByText('Stop reminders for case 2026 TRD 01234 by e-mail?'),
    ).toBeVisible();
    expect(
      screen.getByText(
        'This stops only the reminders by e-mail. Reminders you signed up for in another way keep coming.',
      ),
    ).toBeVisible();
    await expectNoAxeViolations(container);
    expect(posts()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Stop reminders' }));
    const done = await screen.findByText(
      'You will not get reminders by e-mail for case 2026 TRD 01234.',
    );
    await waitFor(() => expect(done.closest('[role="status"]')).toHaveFocus());
    expect(posts().map(([url]) => url)).toEqual([ENDPOINT]);
    expect(screen.queryByRole('button', { name: 'Stop reminders' })).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Sign up for court date reminders again' }),
    ).toHaveAttribute('href', '/court-date-reminders');
    await expectNoAxeViolations(container);
  });

  it('says when the reminders were already stopped', async () => {
    serve({ ...SENDING, state: 'stopped', channel: 'sms' });
    const { container } = renderPage(<CourtDateRemindersStopPage />, {
      route: `/court-date-reminders/stop?token=${TOKEN}`,
    });
    expect(
      await screen.findByText(
        'The reminders by text message for case 2026 TRD 01234 were already stopped.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Stop reminders' })).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Sign up for court date reminders again' }),
    ).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('leaves out the case of a sign-up the court no longer has', async () => {
    const user = userEvent.setup();
    serve({ ...SENDING, caseNumber: null });
    renderPage(<CourtDateRemindersStopPage />, {
      route: `/court-date-reminders/stop?token=${TOKEN}`,
    });
    expect(await screen.findByText('Stop your reminders by e-mail?')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Stop reminders' }));
    expect(await screen.findByText('You will not get any more reminders by e-mail.')).toBeVisible();
  });

  it("says a link without a token, or one the court refuses, is not valid, with the court's phone", async () => {
    const { container, unmount } = renderPage(<CourtDateRemindersStopPage />, {
      route: '/court-date-reminders/stop',
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/This link to stop reminders is not valid/);
    expect(within(alert).getByRole('link', { name: `Call ${COURT_INFO.phone}` })).toHaveAttribute(
      'href',
      telHref(COURT_INFO.phone),
    );
    expect(fetchMock).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
    unmount();

    fetchMock.mockResolvedValue(jsonResponse(400, { error: 'This link is not valid.' }));
    renderPage(<CourtDateRemindersStopPage />, {
      route: `/court-date-reminders/stop?token=${TOKEN}`,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(/not valid/);
    expect(screen.queryByRole('button', { name: 'Stop reminders' })).toBeNull();
  });

  it('says so when the court refuses the stop itself', async () => {
    const user = userEvent.setup();
    serve(SENDING, jsonResponse(400, { error: 'This link is not valid.' }));
    renderPage(<CourtDateRemindersStopPage />, {
      route: `/court-date-reminders/stop?token=${TOKEN}`,
    });
    await user.click(await screen.findByRole('button', { name: 'Stop reminders' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /This link to stop reminders is not valid/,
    );
  });

  it('offers to try again when the court cannot be reached', async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    renderPage(<CourtDateRemindersStopPage />, {
      route: `/court-date-reminders/stop?token=${TOKEN}`,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the court.');
    serve(SENDING);
    await user.click(screen.getByRole('link', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Stop reminders' })).toBeVisible();
  });

  it('speaks Spanish under /es/', async () => {
    const user = userEvent.setup();
    serve({ ...SENDING, language: 'es', channel: 'sms' });
    const { container } = renderPage(<CourtDateRemindersStopPage />, {
      route: `/es/court-date-reminders/stop?token=${TOKEN}`,
    });
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Dejar de recibir recordatorios de fechas de corte',
      }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        '¿Desea dejar de recibir recordatorios del caso 2026 TRD 01234 por mensaje de texto?',
      ),
    ).toBeVisible();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Dejar de recibir recordatorios' }));
    expect(
      await screen.findByText(
        'Ya no recibirá recordatorios por mensaje de texto del caso 2026 TRD 01234.',
      ),
    ).toBeVisible();
    expect(
      screen.getByRole('link', {
        name: 'Inscribirse de nuevo para recibir recordatorios de fechas de corte',
      }),
    ).toHaveAttribute('href', '/es/court-date-reminders');
  });
});
