import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  HEARING_FEED_MAX_BYTES,
  type HearingDayNoticeList,
  type HearingImport,
  type HearingImportList,
  type StaffUser,
} from '@court/contract';
import { useStaffStore } from '@court/kit/staff';
import {
  answerInTurn,
  databaseUnavailableResponse,
  expectNoAxeViolations,
  fakeUploads,
  type FakeUploads,
  jsonResponse,
  renderPage,
  standInForFetch,
} from '@court/kit/testing';
import { StaffHearingsPage } from './staff-hearings-page';

const SCHEDULER: StaffUser = {
  username: 'scheduler',
  displayName: 'Sam Scheduler',
  roles: ['hearings'],
  secondFactor: false,
};
const JURY_CLERK: StaffUser = {
  username: 'jclerk',
  displayName: 'Jo Clerk',
  roles: ['jury'],
  secondFactor: false,
};

const IMPORTS_URL = '/api/muni/staff/hearings/imports';
const DAY_NOTICES_URL = '/api/muni/staff/hearings/day-notices';

// The day notices section is tested on its own (hearing-day-notices.test.tsx).
const NO_DAY_NOTICES: HearingDayNoticeList = {
  notices: [],
  upcoming: [],
  textsEnabled: true,
  sampleStopLink: 'https://court.example.org/u/t5yc1r.AbCdEfGhIjKlMnOpQrStUv',
};

// Imported at 9:00 AM court time (Eastern Standard Time, before the change to summer time).
const APPLIED: HearingImport = {
  id: 7,
  importedAt: '2026-03-05T14:00:00.000Z',
  source: 'upload',
  importedBy: 'scheduler',
  applied: true,
  counts: { rows: 120, added: 3, moved: 2, cancelled: 1, disappeared: 4, unchanged: 110 },
  errors: [],
  errorCount: 0,
  reportUrl: '/api/muni/staff/hearings/imports/7/report',
};
const FROM_FEED: HearingImport = {
  ...APPLIED,
  id: 6,
  importedAt: '2026-03-05T06:00:00.000Z',
  source: 'feed',
  importedBy: 'nightly-export',
  counts: { rows: 118, added: 0, moved: 0, cancelled: 0, disappeared: 0, unchanged: 118 },
  reportUrl: '/api/muni/staff/hearings/imports/6/report',
};
const REFUSED: HearingImport = {
  ...APPLIED,
  id: 8,
  importedAt: '2026-03-05T15:30:00.000Z',
  applied: false,
  counts: { rows: 3, added: 0, moved: 0, cancelled: 0, disappeared: 0, unchanged: 0 },
  errors: [
    { row: 3, column: 'hearing_date', message: 'Write the date like 2026-12-08 or 12/8/2026.' },
    { row: 4, column: null, message: 'Give this line a value for every column of the header.' },
  ],
  errorCount: 2,
  reportUrl: '/api/muni/staff/hearings/imports/8/report',
};
const FROM_FOLDER: HearingImport = {
  ...REFUSED,
  id: 5,
  importedAt: '2026-03-04T22:15:00.000Z',
  source: 'folder',
  importedBy: 'tuesday.csv',
  errors: [{ row: 0, column: null, message: 'Choose the schedule as a CSV file.' }],
  errorCount: 1,
  reportUrl: '/api/muni/staff/hearings/imports/5/report',
};

const fetchMock = standInForFetch();

function listOf(...imports: HearingImport[]): Response {
  const list: HearingImportList = { imports };
  return jsonResponse(200, list);
}

/** Answers the imports' address with `imports` in turn, and the day notices' with none. */
function answerPage(imports: Response[], dayNotices = [jsonResponse(200, NO_DAY_NOTICES)]): void {
  answerInTurn(fetchMock, { [IMPORTS_URL]: imports, [DAY_NOTICES_URL]: dayNotices });
}

/** What the page sent to the API, by method, to one address or any. */
function calls(method: string, url?: string): [string, RequestInit][] {
  return fetchMock.mock.calls.filter(
    ([callUrl, init]) => init.method === method && (url === undefined || callUrl === url),
  );
}

function schedule(name = 'schedule.csv', size?: number): File {
  const file = new File(['case_number,last_name\r\n'], name, { type: 'text/csv' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

function renderHearings(route = '/staff/hearings') {
  return renderPage(<StaffHearingsPage />, { route });
}

function rowsOf(table: HTMLElement): HTMLElement[] {
  return within(table).getAllByRole('row');
}

/**
 * The page sends the schedule over XMLHttpRequest, for its progress; each upload is passed on to
 * the fetch stand-in, so one queue of answers serves the list and the uploads alike.
 */
function answerUploadsLikeFetch(uploads: FakeUploads): void {
  void (async () => {
    for (;;) {
      const held = await uploads.next();
      const response = await fetchMock(held.url, {
        method: held.method,
        headers: held.headers,
        body: held.body,
      });
      const text = await response.text();
      await held.respond(response.status, text ? (JSON.parse(text) as unknown) : undefined);
    }
  })();
}

let uploads: FakeUploads;

afterEach(() => uploads.restore());

beforeEach(() => {
  uploads = fakeUploads();
  answerUploadsLikeFetch(uploads);
  document.cookie = 'XSRF-TOKEN=test-token';
  useStaffStore.setState({ staffUser: SCHEDULER });
});

describe('/staff/hearings', () => {
  it('explains the file, offers an example, and lists the latest imports in court time', async () => {
    answerPage([listOf(REFUSED, APPLIED, FROM_FEED, FROM_FOLDER)]);
    const { container } = renderHearings();
    expect(screen.getByRole('heading', { level: 1, name: 'Hearing schedule' })).toBeVisible();
    expect(screen.getByText('Loading the imports…')).toHaveAttribute('role', 'status');

    expect(screen.getByRole('heading', { level: 2, name: 'What the file needs' })).toBeVisible();
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'case_number: the case number, for example 2026TRD01234 (spaces and dashes are dropped).',
      "last_name: the party's last name.",
      "first_name: the party's first name.",
      'hearing_date: the day of the hearing, as 2026-12-08 or 12/8/2026.',
      'hearing_time: the time, in court time (Eastern), as 09:00, 13:30 or 1:30 PM.',
      'hearing_type: what the hearing is, for example Arraignment or Pretrial.',
      'courtroom: where it takes place, for example Courtroom 2 or Zoom.',
      'status: scheduled, continued (moved to a later day) or cancelled.',
    ]);
    // Names and sample values are the file's own, English words on a page of either language.
    expect(screen.getByText('hearing_time')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('1:30 PM')).toHaveAttribute('lang', 'en');
    const example = screen.getByRole('link', { name: 'Download an example schedule (CSV)' });
    expect(example).toHaveAttribute('download', 'hearing-schedule-example.csv');
    expect(example).toHaveAccessibleDescription(/Do not upload it as it is/);
    const exampleText = decodeURIComponent(
      (example.getAttribute('href') ?? '').replace(/^data:text\/csv;charset=utf-8,/, ''),
    );
    expect(exampleText.split('\r\n')[0]).toBe(
      'case_number,last_name,first_name,hearing_date,hearing_time,hearing_type,courtroom,status',
    );

    const table = await screen.findByRole('table', { name: /latest imports of the schedule/ });
    expect(
      screen.getByRole('region', { name: /Imports of the schedule \(scrolls sideways/ }),
    ).toHaveAttribute('tabindex', '0');
    const rows = rowsOf(table);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'When',
      'How it came',
      'Outcome',
      'Hearings',
      'New',
      'Moved',
      'Cancelled',
      'No longer scheduled',
      'Unchanged',
      'Report',
    ]);
    expect(within(rows[1] as HTMLElement).getByRole('rowheader')).toHaveTextContent(
      /^March 5, 2026 at 10:30\sAM$/,
    );
    expect(rows[1]).toHaveTextContent(/Uploaded by schedulerRefused3Nothing changed: 2 problems/);
    expect(rows[2]).toHaveTextContent(/9:00\sAMUploaded by schedulerApplied1203214110/);
    expect(rows[3]).toHaveTextContent(/1:00\sAMThe court's feed “nightly-export”Applied118000/);
    expect(rows[4]).toHaveTextContent(
      /March 4, 2026 at 5:15\sPMFolder file “tuesday.csv”Refused3Nothing changed: 1 problem/,
    );
    const report = within(rows[2] as HTMLElement).getByRole('link', {
      name: /^Report of the import of March 5, 2026 at 9:00\sAM$/,
    });
    expect(report).toHaveAttribute('href', APPLIED.reportUrl);
    expect(report).toHaveAttribute('download');
    expect(screen.queryByRole('region', { name: 'There is a problem' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('offers notices to people with a hearing on a day under the schedule, their errors in the title', async () => {
    const user = userEvent.setup();
    answerPage(
      [listOf(APPLIED)],
      [
        jsonResponse(200, NO_DAY_NOTICES),
        jsonResponse(400, {
          error: 'Some answers need your attention. Correct them and submit again.',
          errors: { noticeText: 'Enter the notice to send.' },
        }),
      ],
    );
    const { container } = renderHearings();
    await screen.findByRole('table');
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'What the file needs',
      'Upload a schedule',
      'Latest imports',
      'Notices to people with a hearing on a day',
    ]);
    await user.click(await screen.findByRole('button', { name: 'Send the notice' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(within(summary).getByRole('link')).toHaveAttribute('href', '#noticeText');
    await waitFor(() =>
      expect(document.title).toBe('Error: Hearing schedule | Canton Municipal Court'),
    );
    // The schedule's upload knows nothing of it.
    expect(screen.getByLabelText('Schedule (CSV file)')).not.toHaveAttribute('aria-invalid');
    await expectNoAxeViolations(container);
  });

  it('says so when no schedule has been imported yet', async () => {
    answerPage([listOf()]);
    renderHearings();
    expect(await screen.findByText('No schedule has been imported yet.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('uploads a schedule, announces what it changed, and lists it first', async () => {
    const user = userEvent.setup();
    let answerUpload: (response: Response) => void = () => undefined;
    answerPage([listOf(FROM_FEED), listOf(APPLIED, FROM_FEED)]);
    const listAnswers = fetchMock.getMockImplementation();
    fetchMock.mockImplementation((url, init) =>
      init.method === 'POST'
        ? new Promise((resolve) => {
            answerUpload = resolve;
          })
        : (listAnswers?.(url, init) ?? Promise.reject(new Error('no answers'))),
    );
    const { container } = renderHearings();
    await screen.findByRole('table');
    const file = schedule();
    const input = screen.getByLabelText('Schedule (CSV file)');
    expect(input).toHaveAttribute('accept', '.csv,text/csv');
    expect(input).toHaveAccessibleDescription(
      'The whole schedule of upcoming hearings, up to 10 MB.',
    );
    await user.upload(input, file);
    await user.click(screen.getByRole('button', { name: 'Upload the schedule' }));

    // While the file is on its way, the button says so and a status announces it.
    expect(await screen.findByRole('button', { name: 'Please wait...' })).toBeDisabled();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      'Please wait...',
    );
    const [[url, init] = ['', {}]] = calls('POST');
    expect(url).toBe(IMPORTS_URL);
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('file')).toBe(file);
    expect(init.headers).toMatchObject({ 'X-XSRF-TOKEN': 'test-token' });

    answerUpload(jsonResponse(201, APPLIED));
    const confirmation = await screen.findByText(
      'Schedule imported: 120 hearings. New: 3. Moved: 2. Cancelled: 1. No longer scheduled: 4. Unchanged: 110.',
    );
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(confirmation.closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(rowsOf(screen.getByRole('table'))).toHaveLength(3));
    expect(rowsOf(screen.getByRole('table'))[1]).toHaveTextContent(/Uploaded by scheduler/);
    expect(calls('GET', IMPORTS_URL)).toHaveLength(2);
    // The form starts again empty, for the next file.
    expect((screen.getByLabelText('Schedule (CSV file)') as HTMLInputElement).files).toHaveLength(
      0,
    );
    expect(document.title).toBe('Hearing schedule | Canton Municipal Court');
    await expectNoAxeViolations(container);
  });

  it('shows a refused schedule: nothing changed, its problems by line and column, its report', async () => {
    const user = userEvent.setup();
    answerPage([listOf(APPLIED), jsonResponse(400, REFUSED), listOf(REFUSED, APPLIED)]);
    const { container } = renderHearings();
    await screen.findByRole('table');
    await user.upload(screen.getByLabelText('Schedule (CSV file)'), schedule());
    await user.click(screen.getByRole('button', { name: 'Upload the schedule' }));

    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(summary).toHaveTextContent('The schedule was refused and nothing changed.');
    const toFile = within(summary).getByRole('link', {
      name: 'The file has 2 problems, listed below. Correct them and upload the file again.',
    });
    expect(toFile).toHaveAttribute('href', '#file');
    const input = screen.getByLabelText('Schedule (CSV file)');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Error: The file has 2 problems/);
    await waitFor(() =>
      expect(document.title).toBe('Error: Hearing schedule | Canton Municipal Court'),
    );

    expect(
      screen.getByRole('heading', { level: 3, name: 'Problems in the refused schedule' }),
    ).toBeVisible();
    const problems = screen.getByRole('table', { name: /Each problem by line of the file/ });
    expect(rowsOf(problems).map((row) => row.textContent)).toEqual([
      'LineColumnProblem',
      '3hearing_dateWrite the date like 2026-12-08 or 12/8/2026.',
      '4Whole lineGive this line a value for every column of the header.',
    ]);
    expect(screen.getByRole('link', { name: 'Download the report (CSV)' })).toHaveAttribute(
      'href',
      REFUSED.reportUrl,
    );
    // The list shows the refusal too, once loaded again.
    const imports = screen.getByRole('table', { name: /latest imports of the schedule/ });
    await waitFor(() => expect(rowsOf(imports)).toHaveLength(3));
    expect(rowsOf(imports)[1]).toHaveTextContent(/Refused/);
    await expectNoAxeViolations(container);

    await user.click(toFile);
    expect(input).toHaveFocus();
  });

  it('holds a schedule that leaves out many upcoming hearings until the removal is confirmed', async () => {
    const user = userEvent.setup();
    const question = {
      error: 'This schedule leaves out 180 of the 200 upcoming hearings.',
      removed: 180,
      upcoming: 200,
    };
    answerPage([
      listOf(APPLIED),
      jsonResponse(409, question),
      jsonResponse(201, APPLIED),
      listOf(APPLIED, APPLIED),
    ]);
    const { container } = renderHearings();
    await screen.findByRole('table');
    const file = schedule();
    await user.upload(screen.getByLabelText('Schedule (CSV file)'), file);
    const confirmBox = () =>
      screen.queryByRole('checkbox', { name: /hearings this schedule leaves out/ });
    expect(confirmBox()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Upload the schedule' }));

    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(summary).toHaveTextContent(
      'Nothing has changed: this schedule leaves out many upcoming hearings.',
    );
    const toConfirm = within(summary).getByRole('link', {
      name: /^This schedule leaves out 180 of the 200 upcoming hearings\. Check that it is the court's whole schedule\./,
    });
    const confirm = screen.getByRole('checkbox', {
      name: 'The 180 upcoming hearings this schedule leaves out are no longer scheduled: mark them so and tell the people signed up for reminders.',
    });
    expect(confirm).not.toBeChecked();
    expect(confirm).toHaveAccessibleDescription(/Error: This schedule leaves out 180/);
    await expectNoAxeViolations(container);
    await user.click(toConfirm);
    expect(confirm).toHaveFocus();

    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'Upload the schedule' }));
    await screen.findByText(/^Schedule imported: 120 hearings/);
    const [first, second] = calls('POST').map(([, init]) => init.body as FormData);
    expect(first?.get('confirmRemoval')).toBeNull();
    expect(second?.get('file')).toBe(file);
    // The number asked about, so the confirmation holds for this schedule alone.
    expect(second?.get('confirmRemoval')).toBe('180');
    await waitFor(() => expect(confirmBox()).toBeNull());
  });

  it('says when only the first problems are listed', async () => {
    const user = userEvent.setup();
    const many: HearingImport = { ...REFUSED, errorCount: 250 };
    answerPage([listOf(), jsonResponse(400, many), listOf(many)]);
    renderHearings();
    await screen.findByText('No schedule has been imported yet.');
    await user.upload(screen.getByLabelText('Schedule (CSV file)'), schedule());
    await user.click(screen.getByRole('button', { name: 'Upload the schedule' }));
    expect(await screen.findByText('The first 2 of 250 problems are listed.')).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'There is a problem' })).getByRole('link'),
    ).toHaveTextContent('The file has 250 problems');
  });

  it('names a problem with the file as a whole', async () => {
    const user = userEvent.setup();
    const notCsv: HearingImport = { ...FROM_FOLDER, source: 'upload', importedBy: 'scheduler' };
    answerPage([listOf(), jsonResponse(400, notCsv), listOf(notCsv)]);
    renderHearings();
    await screen.findByText('No schedule has been imported yet.');
    await user.upload(screen.getByLabelText('Schedule (CSV file)'), schedule('schedule.xlsx'));
    await user.click(screen.getByRole('button', { name: 'Upload the schedule' }));
    const problems = await screen.findByRole('table', { name: /Each problem by line/ });
    expect(rowsOf(problems)[1]).toHaveTextContent(
      /^Whole fileChoose the schedule as a CSV file\.$/,
    );
  });

  it('asks for a file, and a small enough one, before sending anything', async () => {
    const user = userEvent.setup();
    answerPage([listOf()]);
    renderHearings();
    await screen.findByText('No schedule has been imported yet.');
    await user.click(screen.getByRole('button', { name: 'Upload the schedule' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(
      within(summary).getByRole('link', { name: 'Choose the schedule to upload, as a CSV file.' }),
    ).toHaveAttribute('href', '#file');

    await user.upload(
      screen.getByLabelText('Schedule (CSV file)'),
      schedule('year.csv', HEARING_FEED_MAX_BYTES + 1),
    );
    await user.click(screen.getByRole('button', { name: 'Upload the schedule' }));
    expect(
      await screen.findByRole('link', {
        name: 'Choose a smaller file. This one is larger than the upload limit.',
      }),
    ).toHaveAttribute('href', '#file');
    expect(calls('POST')).toHaveLength(0);
  });

  it('says to send the file again later when the upload is answered 503', async () => {
    const user = userEvent.setup();
    answerPage([listOf(APPLIED), databaseUnavailableResponse('en')]);
    renderHearings();
    await screen.findByRole('table');
    await user.upload(screen.getByLabelText('Schedule (CSV file)'), schedule());
    await user.click(screen.getByRole('button', { name: 'Upload the schedule' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(summary).toHaveTextContent(/The court could not receive this just now/);
    expect(
      screen.queryByRole('heading', { name: 'Problems in the refused schedule' }),
    ).not.toBeInTheDocument();
    // Nothing was imported: the list is not asked for again.
    expect(calls('GET', IMPORTS_URL)).toHaveLength(1);
  });

  it('offers to try again when the list is answered 503', async () => {
    const user = userEvent.setup();
    answerPage([databaseUnavailableResponse('en'), listOf(APPLIED)]);
    const { container } = renderHearings();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The court's database cannot be reached just now.",
    );
    // The upload does not depend on the list.
    expect(screen.getByRole('button', { name: 'Upload the schedule' })).toBeEnabled();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeVisible();
  });

  it('speaks Spanish under /es/, dates, sources and problems included', async () => {
    const user = userEvent.setup();
    const refusedInSpanish: HearingImport = {
      ...REFUSED,
      errors: [
        {
          row: 3,
          column: 'hearing_date',
          message: 'Escriba la fecha como 2026-12-08 o 12/8/2026.',
        },
      ],
      errorCount: 1,
    };
    answerPage([
      listOf(APPLIED, FROM_FEED, FROM_FOLDER),
      jsonResponse(400, refusedInSpanish),
      listOf(refusedInSpanish, APPLIED, FROM_FEED, FROM_FOLDER),
    ]);
    const { container } = renderHearings('/es/staff/hearings');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Calendario de audiencias' }),
    ).toBeVisible();
    expect(document.title).toBe('Calendario de audiencias | Tribunal Municipal de Canton');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Lo que necesita el archivo' }),
    ).toBeVisible();
    expect(screen.getByText(/la hora, en hora del tribunal/)).toBeVisible();
    expect(
      screen.getByRole('region', {
        name: 'Avisos a las personas con audiencia en un día determinado',
      }),
    ).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Descargar un calendario de ejemplo (CSV)' }),
    ).toBeVisible();
    const table = await screen.findByRole('table', { name: /Las últimas importaciones/ });
    const rows = rowsOf(table);
    expect(rows[0]).toHaveTextContent(/CuándoCómo llegóResultadoAudienciasNuevasCambiadas/);
    expect(rows[1]).toHaveTextContent(/5 de marzo de 2026.*Subido por schedulerAplicada120/);
    expect(rows[2]).toHaveTextContent(/El envío del tribunal «nightly-export»Aplicada/);
    expect(rows[3]).toHaveTextContent(
      /Archivo de la carpeta «tuesday.csv»Rechazada3No cambió nada: 1 problema/,
    );
    expect(within(rows[1] as HTMLElement).getByRole('link')).toHaveAccessibleName(
      /^Informe de la importación del 5 de marzo de 2026/,
    );
    await expectNoAxeViolations(container);

    await user.upload(screen.getByLabelText('Calendario (archivo CSV)'), schedule());
    await user.click(screen.getByRole('button', { name: 'Subir el calendario' }));
    const summary = await screen.findByRole('region', { name: 'Hay un problema' });
    expect(summary).toHaveTextContent('El calendario fue rechazado y no cambió nada.');
    expect(within(summary).getByRole('link')).toHaveTextContent(
      'El archivo tiene 1 problema, indicado más abajo. Corríjalo y vuelva a subir el archivo.',
    );
    const problems = screen.getByRole('table', { name: /Cada problema por línea/ });
    expect(rowsOf(problems)[1]).toHaveTextContent(
      '3hearing_dateEscriba la fecha como 2026-12-08 o 12/8/2026.',
    );
    expect(screen.getByRole('link', { name: 'Descargar el informe (CSV)' })).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('shows the no-access message when the API answers 403', async () => {
    answerPage([jsonResponse(403, { error: 'You are not allowed to do that.' })]);
    renderHearings();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to this tool' }),
    ).toBeVisible();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('is closed to staff without the hearings role, without asking the API, and open to admin', async () => {
    useStaffStore.setState({ staffUser: JURY_CLERK });
    const { unmount } = renderHearings();
    expect(
      screen.getByRole('heading', { level: 1, name: 'You do not have access to this tool' }),
    ).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
    unmount();

    useStaffStore.setState({ staffUser: { ...JURY_CLERK, roles: ['admin'] } });
    answerPage([listOf(APPLIED)]);
    renderHearings();
    expect(await screen.findByRole('table')).toBeVisible();
  });
});
