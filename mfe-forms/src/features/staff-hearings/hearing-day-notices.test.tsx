import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  HearingDayNoticeDetail,
  HearingDayNoticeList,
  HearingDayNoticeSummary,
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
import { HearingDayNotices } from './hearing-day-notices';

const SCHEDULER: StaffUser = {
  username: 'scheduler',
  displayName: 'Sam Scheduler',
  roles: ['hearings'],
  secondFactor: false,
};
const NOTICES_URL = '/api/muni/staff/hearings/day-notices';
const STOP_LINK = 'https://court.example.org/u/t5yc1r.AbCdEfGhIjKlMnOpQrStUv';
const SNOW =
  'The court is closed today because of snow. Your hearing will be rescheduled and you will get a new date.';

// December is Eastern Standard Time: 11:30 UTC is 6:30 AM at the court, 13:00 UTC 8:00 AM.
const SENT: HearingDayNoticeSummary = {
  id: 12,
  hearingDate: '2026-12-08',
  message: SNOW,
  emergency: true,
  sendAt: '2026-12-08T11:30:00.000Z',
  status: 'sent',
  createdBy: 'scheduler',
  createdAt: '2026-12-08T11:30:00.000Z',
  sentAt: '2026-12-08T11:30:00.000Z',
  counts: { recipients: 2, queued: 1, sent: 1, failed: 0, unreachable: 1 },
};
const SCHEDULED: HearingDayNoticeSummary = {
  ...SENT,
  id: 13,
  hearingDate: '2026-12-15',
  message: 'Hearings on Tuesday start at 10 a.m. instead of 8:30 a.m.',
  emergency: false,
  sendAt: '2026-12-14T13:00:00.000Z',
  status: 'scheduled',
  sentAt: null,
  counts: { recipients: 0, queued: 0, sent: 0, failed: 0, unreachable: 0 },
};
const CANCELLED: HearingDayNoticeSummary = {
  ...SCHEDULED,
  id: 11,
  hearingDate: '2026-12-01',
  message: 'Courtroom 2 moves to Courtroom 3.',
  sendAt: '2026-11-30T13:00:00.000Z',
  status: 'cancelled',
};
const LIST: HearingDayNoticeList = {
  notices: [SCHEDULED, SENT, CANCELLED],
  upcoming: [
    { hearingDate: '2026-12-08', signups: 3 },
    { hearingDate: '2026-12-09', signups: 1 },
  ],
  textsEnabled: true,
  sampleStopLink: STOP_LINK,
};
const DETAIL: HearingDayNoticeDetail = {
  ...SENT,
  recipients: [
    {
      caseNumber: '2026TRD01234',
      lastName: 'ADAMS',
      channel: 'email',
      destination: 'ada@example.org',
      state: 'sent',
      reason: null,
      attempts: 1,
      parts: 1,
    },
    {
      caseNumber: '2026TRD01234',
      lastName: 'ADAMS',
      channel: 'sms',
      destination: '3305550100',
      state: 'queued',
      reason: 'SMS provider answered HTTP 500',
      attempts: 2,
      parts: 1,
    },
    {
      caseNumber: '2026CRB00077',
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
function serve(list: HearingDayNoticeList = LIST, handle: Handler = () => undefined) {
  fetchMock.mockImplementation((url, init) => {
    const special = handle(url, init);
    if (special) return Promise.resolve(special);
    if (init.method === 'GET' && url === NOTICES_URL) {
      return Promise.resolve(jsonResponse(200, list));
    }
    if (init.method === 'GET' && url === `${NOTICES_URL}/12`) {
      return Promise.resolve(jsonResponse(200, DETAIL));
    }
    return Promise.resolve(jsonResponse(500));
  });
}

/** Answers a new notice with `answer` (201), and the list as it is then. */
function serveNewNotice(answer: HearingDayNoticeSummary) {
  serve(LIST, (url, init) =>
    init.method === 'POST' && url === NOTICES_URL ? jsonResponse(201, answer) : undefined,
  );
}

/** What the section sent to the API, by method. */
function calls(method: string): [string, RequestInit][] {
  return fetchMock.mock.calls.filter(([, init]) => init.method === method);
}

/** The body of each POST the section sent, in order. */
function postedBodies(): unknown[] {
  return calls('POST').map(([, init]) => JSON.parse(String(init.body)) as unknown);
}

function renderNotices(route = '/staff/hearings') {
  const onErrorChange = jest.fn<undefined, [boolean]>();
  const rendered = renderPage(
    <div>
      <PageHeading>Hearing schedule</PageHeading>
      <HearingDayNotices onErrorChange={onErrorChange} />
    </div>,
    { route },
  );
  return { ...rendered, onErrorChange };
}

function rowsOf(table: HTMLElement): HTMLElement[] {
  return within(table).getAllByRole('row');
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
  useStaffStore.setState({ staffUser: SCHEDULER });
});

describe('notices to people with a hearing on a day', () => {
  it('shows the form, the dates with sign-ups, and the notices with their states and counts', async () => {
    serve();
    const { container } = renderNotices();
    const section = screen.getByRole('region', {
      name: 'Notices to people with a hearing on a day',
    });
    expect(within(section).getByRole('heading', { level: 2 })).toBeVisible();
    expect(await screen.findByLabelText('Hearing date')).toHaveAccessibleDescription(
      'Everyone signed up with a hearing on this day receives the notice.',
    );
    expect(screen.getByLabelText('Notice')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'When to send it' })).toHaveValue('now');
    const emergency = screen.getByRole('checkbox', { name: /^Emergency: send at any hour/ });
    expect(emergency).not.toBeChecked();
    expect(emergency).toHaveAccessibleDescription(
      /between 8 p\.m\. and 8 a\.m\. waits until 8 a\.m\./,
    );

    expect(
      screen.getByRole('heading', { level: 3, name: 'Coming hearing dates with people signed up' }),
    ).toBeVisible();
    expect(
      screen.getByText('Tuesday, December 8, 2026: 3 cellphones and e-mail addresses signed up'),
    ).toBeVisible();
    expect(
      screen.getByText('Wednesday, December 9, 2026: 1 cellphone or e-mail address signed up'),
    ).toBeVisible();

    const rows = rowsOf(screen.getByRole('table', { name: /Notices, newest first/ }));
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Hearing date',
      'Notice',
      'Emergency',
      'Send time (Eastern)',
      'Status',
      'People',
      'Sent',
      'Queued',
      'Failed',
      'Not reachable by text',
      'Actions',
    ]);
    expect(rows).toHaveLength(4);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      SCHEDULED.message,
      'No',
      expect.stringMatching(/^December 14, 2026 at 8:00\sAM$/),
      'Scheduled',
      '0',
      '0',
      '0',
      '0',
      '0',
      expect.stringContaining('Cancel'),
    ]);
    expect(within(rows[2] as HTMLElement).getByRole('rowheader')).toHaveTextContent(
      'Tuesday, December 8, 2026',
    );
    expect(
      within(rows[2] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(1, 9),
    ).toEqual([
      'Yes',
      expect.stringMatching(/^December 8, 2026 at 6:30\sAM$/),
      'Sent',
      '2',
      '1',
      '1',
      '0',
      '1',
    ]);
    expect(rows[3]).toHaveTextContent('Cancelled');
    // Only a notice still scheduled can be cancelled.
    expect(screen.getAllByRole('button', { name: /^Cancel of the notice/ })).toHaveLength(1);
    await expectNoAxeViolations(container);
  });

  it('counts characters and text messages as the notice is typed', async () => {
    const user = userEvent.setup();
    serve();
    renderNotices();
    const notice = await screen.findByLabelText('Notice');
    expect(screen.getByText(/^0 of 600 characters/, { selector: '[aria-hidden]' })).toBeVisible();
    await user.click(notice);
    await user.paste(SNOW);
    expect(
      screen.getByText(/^104 of 600 characters/, { selector: '[aria-hidden]' }),
    ).toHaveTextContent('As a text: 2 messages in English, 2 in Spanish, with the stop link.');
  });

  it('says texts are off and only e-mail goes when the court sends no texts', async () => {
    serve({ ...LIST, textsEnabled: false });
    renderNotices();
    expect(
      await screen.findByText(/Texts are turned off: the notice goes by e-mail only\./, {
        selector: '[aria-hidden]',
      }),
    ).toBeVisible();
    expect(screen.queryByText(/As a text:/)).not.toBeInTheDocument();
  });

  it('sends an emergency notice now, confirms it, empties the form and shows its recipients', async () => {
    const user = userEvent.setup();
    serveNewNotice(SENT);
    const { container } = renderNotices();
    await user.type(await screen.findByLabelText('Hearing date'), '2026-12-08');
    await user.type(screen.getByLabelText('Notice'), SNOW);
    await user.click(screen.getByRole('checkbox', { name: /^Emergency: send at any hour/ }));
    await user.click(screen.getByRole('button', { name: 'Send the notice' }));

    const confirmation = await screen.findByText(
      "The notice is on its way. Follow each person's status in the list below.",
    );
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(postedBodies()).toEqual([
      { hearingDate: '2026-12-08', noticeText: SNOW, when: 'now', emergency: true },
    ]);
    expect(fetchMock).toHaveBeenCalledWith(
      NOTICES_URL,
      expect.objectContaining({
        headers: expect.objectContaining({ 'X-XSRF-TOKEN': 'test-token' }),
      }),
    );
    expect(screen.getByLabelText('Notice')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /^Emergency/ })).not.toBeChecked();

    const recipients = await screen.findByRole('table', { name: /Each person and channel/ });
    expect(recipients).toHaveAccessibleName(
      'Each person and channel of the notice for Tuesday, December 8, 2026',
    );
    const rows = rowsOf(recipients);
    expect(rows[0]).toHaveTextContent('Case numberLast nameChannelSent toStatusAttempts');
    expect(rows[1]).toHaveTextContent('2026 TRD 01234ADAMSE-mailada@example.orgSent1');
    expect(rows[2]).toHaveTextContent(
      '2026 TRD 01234ADAMSText(330) 555-0100Queued, retrying after: SMS provider answered HTTP 500',
    );
    expect(rows[3]).toHaveTextContent(
      "2026 CRB 00077COLEText(330) 555-0103Not reachable by text: the carrier's e-mail-to-text gateway is retired",
    );
    await expectNoAxeViolations(container);
  });

  it('schedules a notice for later, not an emergency, and says when it will go', async () => {
    const user = userEvent.setup();
    // Asked for 9:00 PM, a night hour: the API holds it until 8:00 AM the next morning.
    serveNewNotice({ ...SCHEDULED, sendAt: '2026-12-15T13:00:00.000Z' });
    renderNotices();
    await user.type(await screen.findByLabelText('Hearing date'), '2026-12-15');
    await user.type(screen.getByLabelText('Notice'), SCHEDULED.message);
    expect(screen.queryByLabelText('Date to send it')).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'When to send it' }), 'later');
    const later = screen.getByRole('group', { name: 'At a date and time' });
    await user.type(within(later).getByLabelText('Date to send it'), '2026-12-14');
    await user.type(within(later).getByLabelText('Time to send it (Eastern time)'), '21:00');
    await user.click(screen.getByRole('button', { name: 'Send the notice' }));

    const confirmation = await screen.findByText(
      /^The notice is scheduled for December 15, 2026 at 8:00\sAM\. It appears in the list below\.$/,
    );
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(postedBodies()).toEqual([
      {
        hearingDate: '2026-12-15',
        noticeText: SCHEDULED.message,
        when: 'later',
        sendDate: '2026-12-14',
        sendTime: '21:00',
        emergency: false,
      },
    ]);
    expect(
      screen.getByText(
        'The notice has not been sent yet; its recipients are the people signed up with a hearing that day when it goes.',
      ),
    ).toBeVisible();
  });

  it("shows the API's field errors in the summary, linked to each field, and under it", async () => {
    const user = userEvent.setup();
    serve(LIST, (url, init) =>
      init.method === 'POST'
        ? jsonResponse(400, {
            error: 'Some answers need your attention. Correct them and submit again.',
            errors: {
              hearingDate: 'Enter the hearing date of the people to notify.',
              noticeText: 'Enter the notice to send.',
            },
          })
        : undefined,
    );
    const { container, onErrorChange } = renderNotices();
    await user.click(await screen.findByRole('button', { name: 'Send the notice' }));

    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(summary).toHaveTextContent(
      'Some answers need your attention. Correct them and submit again.',
    );
    const toDate = within(summary).getByRole('link', {
      name: 'Enter the hearing date of the people to notify.',
    });
    expect(toDate).toHaveAttribute('href', '#hearingDate');
    expect(
      within(summary).getByRole('link', { name: 'Enter the notice to send.' }),
    ).toHaveAttribute('href', '#noticeText');
    const date = screen.getByLabelText('Hearing date');
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription(
      expect.stringContaining('Error: Enter the hearing date of the people to notify.'),
    );
    expect(screen.getByLabelText('Notice')).toHaveAccessibleDescription(
      expect.stringContaining('Error: Enter the notice to send.'),
    );
    expect(onErrorChange).toHaveBeenLastCalledWith(true);
    await expectNoAxeViolations(container);

    await user.click(toDate);
    expect(date).toHaveFocus();
  });

  it('shows and hides the recipients of a notice from the keyboard', async () => {
    const user = userEvent.setup();
    serve();
    renderNotices();
    const show = await screen.findByRole('button', {
      name: 'Show recipients of the notice for Tuesday, December 8, 2026',
    });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    show.focus();
    await user.keyboard('{Enter}');
    const recipients = await screen.findByRole('table', { name: /Each person and channel/ });
    expect(rowsOf(recipients)).toHaveLength(4);
    const hide = screen.getByRole('button', {
      name: 'Hide recipients of the notice for Tuesday, December 8, 2026',
    });
    expect(hide).toHaveFocus();
    expect(document.getElementById(hide.getAttribute('aria-controls') ?? '')).toContainElement(
      recipients,
    );
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('table', { name: /Each person and channel/ })).toBeNull();

    await user.click(
      screen.getByRole('button', {
        name: 'Show recipients of the notice for Tuesday, December 1, 2026',
      }),
    );
    expect(
      screen.getByText('The notice was cancelled before it went: nobody received it.'),
    ).toBeVisible();
  });

  it("says the database cannot be reached when a notice's recipients get a 503", async () => {
    const user = userEvent.setup();
    serve(LIST, (url, init) =>
      init.method === 'GET' && url === `${NOTICES_URL}/12`
        ? databaseUnavailableResponse('en')
        : undefined,
    );
    renderNotices();
    await user.click(
      await screen.findByRole('button', {
        name: 'Show recipients of the notice for Tuesday, December 8, 2026',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The court's database cannot be reached just now. You are still signed in; try again in a minute.",
    );
    expect(useStaffStore.getState().staffUser).toEqual(SCHEDULER);
  });

  it('cancels a scheduled notice, confirms it and shows it cancelled', async () => {
    const user = userEvent.setup();
    let list = LIST;
    serve(LIST, (url, init) => {
      if (init.method === 'POST' && url === `${NOTICES_URL}/13/cancel`) {
        const cancelled: HearingDayNoticeSummary = { ...SCHEDULED, status: 'cancelled' };
        list = { ...LIST, notices: [cancelled, SENT, CANCELLED] };
        return jsonResponse(200, cancelled);
      }
      return init.method === 'GET' && url === NOTICES_URL ? jsonResponse(200, list) : undefined;
    });
    renderNotices();
    await user.click(
      await screen.findByRole('button', {
        name: 'Cancel of the notice for Tuesday, December 15, 2026',
      }),
    );
    const confirmation = await screen.findByText(
      'The notice for Tuesday, December 15, 2026 is cancelled.',
    );
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(calls('POST').map(([url]) => url)).toEqual([`${NOTICES_URL}/13/cancel`]);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Cancel of the notice/ })).toBeNull(),
    );
    const rows = rowsOf(screen.getByRole('table', { name: /Notices, newest first/ }));
    expect(rows[1]).toHaveTextContent('Cancelled');
  });

  it('says so when a notice could not be cancelled', async () => {
    const user = userEvent.setup();
    serve(LIST, (url, init) =>
      init.method === 'POST' ? jsonResponse(409, { error: 'The notice was sent.' }) : undefined,
    );
    renderNotices();
    await user.click(
      await screen.findByRole('button', {
        name: 'Cancel of the notice for Tuesday, December 15, 2026',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The notice could not be cancelled. It may have been sent already; reload the list.',
    );
  });

  it('speaks Spanish under /es/', async () => {
    const user = userEvent.setup();
    serve();
    const { container } = renderNotices('/es/staff/hearings');
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: 'Avisos a las personas con audiencia en un día determinado',
      }),
    ).toBeVisible();
    expect(await screen.findByLabelText('Fecha de la audiencia')).toBeVisible();
    expect(
      screen.getByRole('checkbox', { name: /^Emergencia: enviar a cualquier hora/ }),
    ).toHaveAccessibleDescription(
      /entre las 8 p\. m\. y las 8 a\. m\., espera hasta las 8 a\. m\./,
    );
    expect(
      screen.getByText(
        'martes, 8 de diciembre de 2026: 3 celulares y direcciones de correo electrónico inscritos',
      ),
    ).toBeVisible();
    const rows = rowsOf(screen.getByRole('table', { name: /Avisos, del más reciente/ }));
    expect(rows[0]).toHaveTextContent(/^Fecha de la audienciaAvisoEmergencia/);
    expect(rows[2]).toHaveTextContent(/martes, 8 de diciembre de 2026.*Sí.*Enviado/);
    await expectNoAxeViolations(container);

    await user.click(
      screen.getByRole('button', {
        name: 'Mostrar destinatarios del aviso para el martes, 8 de diciembre de 2026',
      }),
    );
    const recipients = await screen.findByRole('table', { name: /Cada persona y canal/ });
    expect(rowsOf(recipients)[0]).toHaveTextContent(/^Número de casoApellidoCanal/);
  });

  it('offers to try again when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    serve();
    fetchMock.mockResolvedValueOnce(databaseUnavailableResponse('en'));
    renderNotices();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The court's database cannot be reached just now.",
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Hearing date')).toBeVisible();
  });
});
