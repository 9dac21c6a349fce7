import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  JurorNoticeDetail,
  JurorNoticeList,
  JurorNoticeSummary,
  StaffUser,
} from '@court/contract';
import { PageHeading } from '@court/kit';
import { useStaffStore } from '@court/kit/staff';
import {
  databaseUnavailableResponse,
  expectNoAxeViolations,
  jsonResponse,
  renderPage,
  standInForFetch,
} from '@court/kit/testing';
import { JuryNoticesPanel } from './jury-notices-panel';

const CLERK: StaffUser = {
  username: 'jclerk',
  displayName: 'Jo Clerk',
  roles: ['jury'],
  secondFactor: false,
};
const STOP_LINK = 'https://court.example.org/u/t5yc1r.AbCdEfGhIjKlMnOpQrStUv';

const SENT: JurorNoticeSummary = {
  id: 4,
  serveDate: '2026-03-03',
  message: 'Jurors for Tuesday: you do not need to report.',
  sendAt: '2026-03-02T22:00:00.000Z',
  status: 'sent',
  createdBy: 'jclerk',
  createdAt: '2026-03-02T15:00:00.000Z',
  sentAt: '2026-03-02T22:00:00.000Z',
  counts: { recipients: 3, queued: 0, sent: 2, failed: 1, unreachable: 1 },
};
const SCHEDULED: JurorNoticeSummary = {
  ...SENT,
  id: 5,
  serveDate: '2026-03-10',
  message: 'Report at 1:30 p.m.',
  sendAt: '2026-03-09T21:00:00.000Z',
  status: 'scheduled',
  sentAt: null,
  counts: { recipients: 0, queued: 0, sent: 0, failed: 0, unreachable: 0 },
};
const LIST: JurorNoticeList = {
  notices: [SCHEDULED, SENT],
  upcoming: [{ serveDate: '2026-03-03', registrations: 3 }],
  textsEnabled: true,
  sampleStopLink: STOP_LINK,
};
const DETAIL: JurorNoticeDetail = {
  ...SENT,
  recipients: [
    {
      jurorNumber: '1001',
      lastName: 'ADAMS',
      channel: 'email',
      destination: 'ada@example.org',
      state: 'sent',
      reason: null,
      attempts: 1,
      parts: 1,
    },
    {
      jurorNumber: '1001',
      lastName: 'ADAMS',
      channel: 'sms',
      destination: '3305550100',
      state: 'failed',
      reason: 'SMS provider answered HTTP 500',
      attempts: 8,
      parts: 1,
    },
    {
      jurorNumber: '1003',
      lastName: 'COLE',
      channel: 'sms',
      destination: '3305550103',
      state: 'unreachable',
      reason: 'retiredGateway',
      attempts: 0,
      parts: 0,
    },
  ],
};

type Handler = (url: string, init: RequestInit) => Response | undefined;

const fetchMock = standInForFetch();

/** Answers the list and SENT's detail; other calls go to `handle` (500 when it has no answer). */
function serve(list: JurorNoticeList = LIST, handle: Handler = () => undefined) {
  fetchMock.mockImplementation((url, init) => {
    const special = handle(url, init);
    if (special) return Promise.resolve(special);
    if (init.method === 'GET' && url === '/api/muni/staff/jury/notices') {
      return Promise.resolve(jsonResponse(200, list));
    }
    if (init.method === 'GET' && url === '/api/muni/staff/jury/notices/4') {
      return Promise.resolve(jsonResponse(200, DETAIL));
    }
    return Promise.resolve(jsonResponse(500));
  });
}

function calls(method: string): [string, RequestInit][] {
  return fetchMock.mock.calls.filter(([, init]) => init.method === method);
}

function renderPanel(route = '/staff/jury') {
  return renderPage(
    <div>
      <PageHeading>Jury staff</PageHeading>
      <JuryNoticesPanel />
    </div>,
    { route },
  );
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
  useStaffStore.setState({ staffUser: CLERK });
});

describe('juror notices panel', () => {
  it('shows the form, the registered dates and the notices with their counts', async () => {
    serve();
    const { container } = renderPanel();
    expect(screen.getByRole('heading', { level: 2, name: 'Juror notices' })).toBeVisible();
    expect(await screen.findByLabelText('Service date')).toBeVisible();
    expect(screen.getByLabelText('Notice')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'When to send it' })).toHaveValue('now');
    expect(screen.getByText('Tuesday, March 3, 2026: 3 jurors')).toBeVisible();
    const table = screen.getByRole('table', { name: /Notices, newest first/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Tuesday, March 10, 2026');
    expect(rows[1]).toHaveTextContent('March 9, 2026 at 5:00 PM');
    expect(rows[1]).toHaveTextContent('Scheduled');
    expect(
      within(rows[2] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['Sent', '3', '2', '0', '1']));
    await expectNoAxeViolations(container);
  });

  it('counts characters and text messages as the notice is typed', async () => {
    const user = userEvent.setup();
    serve();
    renderPanel();
    const notice = await screen.findByLabelText('Notice');
    expect(screen.getByText(/^0 of 600 characters/, { selector: '[aria-hidden]' })).toBeVisible();
    await user.click(notice);
    await user.paste('Jurors for Tuesday: you do not need to report.');
    expect(
      screen.getByText(/^46 of 600 characters/, { selector: '[aria-hidden]' }),
    ).toHaveTextContent('As a text: 1 message in English, 1 in Spanish, with the stop link.');
    await user.click(notice);
    await user.paste(' Please call the jury office if you have any question at all.');
    expect(
      screen.getByText(/^107 of 600 characters/, { selector: '[aria-hidden]' }),
    ).toHaveTextContent('As a text: 2 messages in English, 2 in Spanish');
    // Screen readers hear the count once typing pauses.
    await waitFor(
      () =>
        expect(
          screen.getByText(/^107 of 600 characters/, { selector: '[aria-live]' }),
        ).toBeInTheDocument(),
      { timeout: 3000 },
    );
  });

  it('says texts are off when the court sends none', async () => {
    serve({ ...LIST, textsEnabled: false });
    renderPanel();
    expect(
      await screen.findByText(/Texts are turned off: the notice goes by e-mail only\./, {
        selector: '[aria-hidden]',
      }),
    ).toBeVisible();
  });

  it('sends a notice now, confirms it, empties the form and shows its recipients', async () => {
    const user = userEvent.setup();
    serve(LIST, (url, init) =>
      init.method === 'POST' && url === '/api/muni/staff/jury/notices'
        ? jsonResponse(201, DETAIL)
        : undefined,
    );
    const { container } = renderPanel();
    await user.type(await screen.findByLabelText('Service date'), '2026-03-03');
    await user.type(screen.getByLabelText('Notice'), SENT.message);
    await user.click(screen.getByRole('button', { name: 'Send the notice' }));

    const confirmation = await screen.findByText(
      "The notice is on its way. Follow each juror's status in the list below.",
    );
    await waitFor(() => expect(confirmation).toHaveFocus());
    const [[url, init] = ['', {}]] = calls('POST');
    expect(url).toBe('/api/muni/staff/jury/notices');
    expect(JSON.parse(String(init.body))).toMatchObject({
      serveDate: '2026-03-03',
      noticeText: SENT.message,
      when: 'now',
    });
    expect(screen.getByLabelText('Notice')).toHaveValue('');

    const recipients = await screen.findByRole('table', { name: /Each juror and channel/ });
    const rows = within(recipients).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('1001ADAMSE-mailada@example.orgSent1');
    expect(rows[2]).toHaveTextContent('(330) 555-0100Failed: SMS provider answered HTTP 500');
    expect(rows[3]).toHaveTextContent(
      "Not reachable by text: the carrier's e-mail-to-text gateway is retired",
    );
    await expectNoAxeViolations(container);
  });

  it('schedules a notice at a date and time, in Eastern time', async () => {
    const user = userEvent.setup();
    serve(LIST, (url, init) =>
      init.method === 'POST' && url === '/api/muni/staff/jury/notices'
        ? jsonResponse(201, { ...SCHEDULED, recipients: [] })
        : undefined,
    );
    renderPanel();
    await user.type(await screen.findByLabelText('Service date'), '2026-03-10');
    await user.type(screen.getByLabelText('Notice'), SCHEDULED.message);
    expect(screen.queryByLabelText('Date to send it')).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'When to send it' }), 'later');
    await user.type(screen.getByLabelText('Date to send it'), '2026-03-09');
    await user.type(screen.getByLabelText('Time to send it (Eastern time)'), '17:00');
    await user.click(screen.getByRole('button', { name: 'Send the notice' }));
    expect(
      await screen.findByText(
        'The notice is scheduled for March 9, 2026 at 5:00 PM. It appears in the list below.',
      ),
    ).toBeVisible();
    const [[, init] = ['', {}]] = calls('POST');
    expect(JSON.parse(String(init.body))).toMatchObject({
      when: 'later',
      sendDate: '2026-03-09',
      sendTime: '17:00',
    });
    expect(
      screen.getByText(
        'The notice has not been sent yet; its recipients are the jurors registered when it goes.',
      ),
    ).toBeVisible();
  });

  it("shows the API's field errors in the summary and under each field", async () => {
    const user = userEvent.setup();
    serve(LIST, (url, init) =>
      init.method === 'POST'
        ? jsonResponse(400, {
            error: 'Some answers need your attention. Correct them and submit again.',
            errors: {
              serveDate: 'Enter the service date of the jurors to notify.',
              noticeText: 'Enter the notice to send.',
            },
          })
        : undefined,
    );
    const { container } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Send the notice' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(
      within(summary).getByRole('link', { name: 'Enter the notice to send.' }),
    ).toHaveAttribute('href', '#noticeText');
    expect(screen.getByLabelText('Notice')).toHaveAccessibleDescription(
      expect.stringContaining('Error: Enter the notice to send.'),
    );
    await expectNoAxeViolations(container);
  });

  it('shows and hides the recipients of a notice from the keyboard', async () => {
    const user = userEvent.setup();
    serve();
    renderPanel();
    const show = await screen.findByRole('button', {
      name: 'Show recipients of the notice for Tuesday, March 3, 2026',
    });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    show.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('table', { name: /Each juror and channel/ })).toBeVisible();
    const hide = screen.getByRole('button', {
      name: 'Hide recipients of the notice for Tuesday, March 3, 2026',
    });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    expect(hide).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('table', { name: /Each juror and channel/ })).toBeNull();
  });

  it("says the database cannot be reached when a notice's recipients get a 503", async () => {
    const user = userEvent.setup();
    serve(LIST, (url, init) =>
      init.method === 'GET' && url === '/api/muni/staff/jury/notices/4'
        ? databaseUnavailableResponse('en')
        : undefined,
    );
    renderPanel();
    await user.click(
      await screen.findByRole('button', {
        name: 'Show recipients of the notice for Tuesday, March 3, 2026',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The court's database cannot be reached just now. You are still signed in; try again in a minute.",
    );
    expect(useStaffStore.getState().staffUser).toEqual(CLERK);
  });

  it('cancels a scheduled notice', async () => {
    const user = userEvent.setup();
    serve(LIST, (url, init) =>
      init.method === 'POST' && url === '/api/muni/staff/jury/notices/5/cancel'
        ? jsonResponse(200, { ...SCHEDULED, status: 'cancelled', recipients: [] })
        : undefined,
    );
    renderPanel();
    await user.click(
      await screen.findByRole('button', {
        name: 'Cancel of the notice for Tuesday, March 10, 2026',
      }),
    );
    expect(
      await screen.findByText('The notice for Tuesday, March 10, 2026 is cancelled.'),
    ).toBeVisible();
    expect(calls('POST')).toHaveLength(1);
  });

  it('speaks Spanish under /es/', async () => {
    serve();
    const { container } = renderPanel('/es/staff/jury');
    expect(screen.getByRole('heading', { level: 2, name: 'Avisos a los jurados' })).toBeVisible();
    expect(await screen.findByLabelText('Fecha de servicio')).toBeVisible();
    expect(screen.getByText('martes, 3 de marzo de 2026: 3 jurados')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Enviar el aviso' })).toBeVisible();
    expect(screen.getByText(/^0 de 600 caracteres/, { selector: '[aria-hidden]' })).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('offers to try again when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    serve();
    fetchMock.mockResolvedValueOnce(jsonResponse(503));
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Service date')).toBeVisible();
  });
});
