import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AlertRequest, StaffAlert, StaffAlertList, StaffUser } from '@court/contract';
import { useStaffStore } from '@court/kit/staff';
import {
  expectNoAxeViolations,
  jsonResponse,
  renderPage,
  standInForFetch,
} from '@court/kit/testing';
import { StaffAlertsPage } from './staff-alerts-page';

// These tests type whole alerts key by key, which takes seconds on a busy machine.
jest.setTimeout(20_000);

const ALERTS_CLERK: StaffUser = {
  username: 'aclerk',
  displayName: 'Al Clerk',
  roles: ['alerts'],
  secondFactor: false,
};
const JURY_CLERK: StaffUser = {
  username: 'jclerk',
  displayName: 'Jo Clerk',
  roles: ['jury'],
  secondFactor: false,
};

const LIST_URL = '/api/muni/staff/alerts';

const IN_FORCE: StaffAlert = {
  id: 3,
  state: 'inForce',
  severity: 'emergency',
  placement: 'everyPage',
  headingEn: 'Court closed today',
  headingEs: 'Tribunal cerrado hoy',
  bodyEn: 'The building has no power.',
  bodyEs: 'El edificio no tiene electricidad.',
  linkUrl: '',
  linkTextEn: '',
  linkTextEs: '',
  startDate: '2026-03-05',
  startTime: '07:00',
  endDate: '2026-03-05',
  endTime: '17:00',
  startsAt: '2026-03-05T12:00:00.000Z',
  endsAt: '2026-03-05T22:00:00.000Z',
  updatedBy: 'aclerk',
  updatedAt: '2026-03-05T11:55:00.000Z',
};
const SCHEDULED: StaffAlert = {
  ...IN_FORCE,
  id: 4,
  state: 'scheduled',
  severity: 'information',
  placement: 'homePage',
  headingEn: 'Holiday hours',
  headingEs: 'Horario de días festivos',
  bodyEn: 'The court closes at noon on July 3.',
  bodyEs: 'El tribunal cierra al mediodía el 3 de julio.',
  linkUrl: '/jury-service',
  linkTextEn: 'Jury service',
  linkTextEs: 'Servicio de jurado',
  startDate: '2026-07-01',
  startTime: '08:00',
  endDate: '2026-07-03',
  endTime: '17:00',
  startsAt: '2026-07-01T12:00:00.000Z',
  endsAt: '2026-07-03T21:00:00.000Z',
};
const ENDED: StaffAlert = {
  ...IN_FORCE,
  id: 2,
  state: 'ended',
  severity: 'warning',
  headingEn: 'Snow delay',
  headingEs: 'Retraso por nieve',
  startsAt: '2026-02-10T13:00:00.000Z',
  endsAt: '2026-02-10T17:00:00.000Z',
};

type Handler = (url: string, init: RequestInit) => Response | undefined;

const fetchMock = standInForFetch();

/**
 * Answers GET staff/alerts with `list` (read at each call, so a test can change it); other calls
 * go to `handle`, and a call it has no answer for is a 500.
 */
function serve(list: () => StaffAlertList | { error: string }, handle: Handler = () => undefined) {
  fetchMock.mockImplementation((url, init) => {
    const special = handle(url, init);
    if (special) return Promise.resolve(special);
    if (init.method === 'GET' && url === LIST_URL) {
      return Promise.resolve(jsonResponse(200, list()));
    }
    return Promise.resolve(jsonResponse(500));
  });
}

function calls(method: string, url?: string): [string, RequestInit][] {
  return fetchMock.mock.calls.filter(
    ([callUrl, init]) => init.method === method && (url === undefined || callUrl === url),
  );
}

function sentBody(method: string, url: string): unknown {
  const [[, init] = ['', {}]] = calls(method, url);
  return JSON.parse(String(init.body)) as unknown;
}

function renderAlerts(route = '/staff/alerts') {
  return renderPage(<StaffAlertsPage />, { route });
}

function form() {
  return screen.getByRole('form');
}

async function fillNewAlert(user: UserEvent) {
  await user.type(screen.getByLabelText('Heading in English'), 'Court closed today');
  await user.type(screen.getByLabelText('Text in English'), 'The building has no power.');
  await user.type(screen.getByLabelText('Heading in Spanish'), 'Tribunal cerrado hoy');
  await user.type(screen.getByLabelText('Text in Spanish'), 'El edificio no tiene electricidad.');
  await user.type(screen.getByLabelText('Start date'), '2026-03-05');
  await user.type(screen.getByLabelText('Start time'), '07:00');
  await user.type(screen.getByLabelText('End date'), '2026-03-05');
  await user.type(screen.getByLabelText('End time'), '17:00');
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
  useStaffStore.setState({ staffUser: ALERTS_CLERK });
});

describe('/staff/alerts', () => {
  it('lists the alerts with their times in court time and their state', async () => {
    serve(() => ({ alerts: [IN_FORCE, SCHEDULED, ENDED] }));
    const { container } = renderAlerts();
    expect(screen.getByRole('heading', { level: 1, name: 'Site alerts' })).toBeVisible();
    expect(screen.getByText('Loading the alerts…')).toHaveAttribute('role', 'status');
    const table = await screen.findByRole('table', { name: /Alerts not ended yet/ });
    expect(screen.getByRole('region', { name: /Site alerts \(scrolls sideways/ })).toHaveAttribute(
      'tabindex',
      '0',
    );
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    const cells = (row: number) =>
      within(rows[row] as HTMLElement)
        .getAllByRole(row === 0 ? 'columnheader' : 'cell')
        .map((cell) => cell.textContent);
    expect(cells(0)).toEqual([
      'Heading (English)',
      'Severity',
      'Where it shows',
      'Starts',
      'Ends',
      'State',
      'Actions',
    ]);
    expect(within(rows[1] as HTMLElement).getByRole('rowheader')).toHaveTextContent(
      'Court closed today',
    );
    expect(rows[1]).toHaveTextContent(
      /EmergencyEvery pageMarch 5, 2026 at 7:00\sAMMarch 5, 2026 at 5:00\sPMIn force/,
    );
    expect(rows[2]).toHaveTextContent(
      /InformationHome page onlyJuly 1, 2026 at 8:00\sAMJuly 3, 2026 at 5:00\sPMScheduled/,
    );
    expect(rows[3]).toHaveTextContent(/WarningEvery page.*Ended/);
    expect(
      within(rows[1] as HTMLElement).getByRole('button', {
        name: 'Edit the alert: Court closed today',
      }),
    ).toBeVisible();
    expect(
      within(rows[2] as HTMLElement).getByRole('button', {
        name: 'End now the alert: Holiday hours',
      }),
    ).toBeVisible();
    // An ended alert can be neither changed nor ended again.
    expect(within(rows[3] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'New alert' })).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('speaks Spanish under /es/, dates and states included', async () => {
    serve(() => ({ alerts: [IN_FORCE, SCHEDULED, ENDED] }));
    const { container } = renderAlerts('/es/staff/alerts');
    expect(screen.getByRole('heading', { level: 1, name: 'Avisos del sitio' })).toBeVisible();
    const table = await screen.findByRole('table', { name: /Avisos que aún no han terminado/ });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Emergencia.*Todas las páginas.*5 de marzo de 2026.*Vigente/);
    expect(rows[2]).toHaveTextContent(/Información.*Solo la página principal.*Programado/);
    expect(rows[3]).toHaveTextContent(/Advertencia.*Terminado/);
    expect(
      within(rows[1] as HTMLElement).getByRole('button', {
        name: 'Terminar ahora el aviso: Court closed today',
      }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Nuevo aviso' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: /Urgencia/ })).toHaveValue('information');
    expect(screen.getByRole('button', { name: 'Guardar el nuevo aviso' })).toBeVisible();
    expect(document.title).toBe('Avisos del sitio | Tribunal Municipal de Canton');
    await expectNoAxeViolations(container);
  });

  it('says so when there is no alert yet', async () => {
    serve(() => ({ alerts: [] }));
    renderAlerts();
    expect(await screen.findByText(/There are no alerts yet/)).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('previews the alert in both languages as it is typed', async () => {
    const user = userEvent.setup();
    serve(() => ({ alerts: [] }));
    const { container } = renderAlerts();
    await screen.findByText(/There are no alerts yet/);
    const english = screen.getByRole('heading', { level: 3, name: 'Preview in English' });
    const spanish = screen.getByRole('heading', { level: 3, name: 'Vista previa en español' });
    const englishPreview = english.parentElement as HTMLElement;
    const spanishPreview = spanish.parentElement as HTMLElement;
    expect(englishPreview).toHaveAttribute('lang', 'en');
    expect(spanishPreview).toHaveAttribute('lang', 'es');
    expect(englishPreview).toHaveTextContent(/write a heading or text in English/);

    await user.selectOptions(screen.getByRole('combobox', { name: /Severity/ }), 'warning');
    await user.type(screen.getByLabelText('Heading in English'), 'Parking lot closed');
    await user.type(screen.getByLabelText('Text in English'), 'Park on Market Avenue.');
    await user.type(screen.getByLabelText('Heading in Spanish'), 'Estacionamiento cerrado');
    await user.type(screen.getByLabelText('Text in Spanish'), 'Estacione en Market Avenue.');
    await user.type(screen.getByLabelText(/Link address/), '/jury-service');
    await user.type(screen.getByLabelText(/Link text in English/), 'Jury service');
    await user.type(screen.getByLabelText(/Link text in Spanish/), 'Servicio de jurado');

    // Each banner is labelled in its own language, as visitors of that language hear it.
    const englishBanner = within(englishPreview).getByRole('region', {
      name: 'Preview in English: Warning: Parking lot closed',
    });
    expect(englishBanner).toHaveTextContent(
      'Parking lot closedPark on Market Avenue. Jury service',
    );
    expect(within(englishBanner).getByRole('link', { name: 'Jury service' })).toHaveAttribute(
      'href',
      '/jury-service',
    );
    const spanishBanner = within(spanishPreview).getByRole('region', {
      name: 'Vista previa en español: Advertencia: Estacionamiento cerrado',
    });
    expect(spanishBanner).toHaveTextContent(
      'Estacionamiento cerradoEstacione en Market Avenue. Servicio de jurado',
    );
    // The page itself stays in English.
    expect(screen.getByRole('heading', { level: 1, name: 'Site alerts' })).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('creates an alert, confirms it, reloads the list and starts a new empty form', async () => {
    const user = userEvent.setup();
    let alerts: StaffAlert[] = [];
    serve(
      () => ({ alerts }),
      (url, init) => {
        if (init.method !== 'POST' || url !== LIST_URL) return undefined;
        alerts = [IN_FORCE];
        return jsonResponse(201, IN_FORCE);
      },
    );
    const { container } = renderAlerts();
    await screen.findByText(/There are no alerts yet/);
    await user.selectOptions(screen.getByRole('combobox', { name: /Severity/ }), 'emergency');
    await fillNewAlert(user);
    await user.click(screen.getByRole('button', { name: 'Save the new alert' }));

    const confirmation = await screen.findByText('New alert saved: Court closed today.');
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(confirmation.closest('[role="status"]')).not.toBeNull();
    const expected: AlertRequest = {
      severity: 'emergency',
      placement: 'everyPage',
      headingEn: 'Court closed today',
      headingEs: 'Tribunal cerrado hoy',
      bodyEn: 'The building has no power.',
      bodyEs: 'El edificio no tiene electricidad.',
      linkUrl: '',
      linkTextEn: '',
      linkTextEs: '',
      startDate: '2026-03-05',
      startTime: '07:00',
      endDate: '2026-03-05',
      endTime: '17:00',
    };
    expect(sentBody('POST', LIST_URL)).toEqual(expected);
    expect(calls('PUT')).toHaveLength(0);

    const table = await screen.findByRole('table');
    expect(within(table).getByRole('rowheader')).toHaveTextContent('Court closed today');
    expect(calls('GET', LIST_URL)).toHaveLength(2);
    expect(screen.getByLabelText('Heading in English')).toHaveValue('');
    expect(screen.getByLabelText('Start date')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /Severity/ })).toHaveValue('information');
    await expectNoAxeViolations(container);
  });

  it("shows the API's messages on the fields and in the error summary", async () => {
    const user = userEvent.setup();
    serve(
      () => ({ alerts: [] }),
      (url, init) =>
        init.method === 'POST' && url === LIST_URL
          ? jsonResponse(400, {
              error: 'Some answers need your attention. Correct them and submit again.',
              errors: {
                headingEs: 'Enter a short heading.',
                endDate: 'Choose an end after the start.',
                linkTextEs: 'Enter the link text in both languages, or remove the web address.',
              },
            })
          : undefined,
    );
    const { container } = renderAlerts();
    await screen.findByText(/There are no alerts yet/);
    await user.type(screen.getByLabelText('Heading in English'), 'Court closed today');
    await user.click(screen.getByRole('button', { name: 'Save the new alert' }));

    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#headingEs', '#linkTextEs', '#endDate']);
    expect(screen.getByLabelText('Heading in Spanish')).toHaveAccessibleDescription(
      /Error: Enter a short heading\./,
    );
    expect(screen.getByLabelText('End date')).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(summary).getByRole('link', { name: 'Choose an end after the start.' }));
    expect(screen.getByLabelText('End date')).toHaveFocus();
    await waitFor(() => expect(document.title).toBe('Error: Site alerts | Canton Municipal Court'));
    expect(screen.getByLabelText('Heading in English')).toHaveValue('Court closed today');
    await expectNoAxeViolations(container);
  });

  it('edits an alert: loads it into the form and PUTs it to its own address', async () => {
    const user = userEvent.setup();
    let alerts: StaffAlert[] = [IN_FORCE, SCHEDULED];
    const changed: StaffAlert = { ...SCHEDULED, headingEn: 'New holiday hours' };
    serve(
      () => ({ alerts }),
      (url, init) => {
        if (init.method !== 'PUT' || url !== `${LIST_URL}/4`) return undefined;
        alerts = [IN_FORCE, changed];
        return jsonResponse(200, changed);
      },
    );
    const { container } = renderAlerts();
    await user.click(await screen.findByRole('button', { name: 'Edit the alert: Holiday hours' }));

    const heading = screen.getByRole('heading', {
      level: 2,
      name: 'Edit the alert: Holiday hours',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(form()).toHaveAccessibleName('Edit the alert: Holiday hours');
    expect(screen.getByRole('combobox', { name: /Where it shows/ })).toHaveValue('homePage');
    expect(screen.getByLabelText('Heading in Spanish')).toHaveValue('Horario de días festivos');
    expect(screen.getByLabelText(/Link address/)).toHaveValue('/jury-service');
    expect(screen.getByLabelText('Start date')).toHaveValue('2026-07-01');
    expect(screen.getByLabelText('End time')).toHaveValue('17:00');
    expect(
      within(
        screen.getByRole('heading', { name: 'Preview in English' }).parentElement as HTMLElement,
      ).getByRole('region', { name: 'Preview in English: Information: Holiday hours' }),
    ).toHaveTextContent('The court closes at noon on July 3.');
    await expectNoAxeViolations(container);

    const headingEn = screen.getByLabelText('Heading in English');
    await user.clear(headingEn);
    await user.type(headingEn, 'New holiday hours');
    await user.click(screen.getByRole('button', { name: 'Save the changes' }));

    expect(await screen.findByText('Changes saved: New holiday hours.')).toBeVisible();
    expect(calls('POST')).toHaveLength(0);
    expect(sentBody('PUT', `${LIST_URL}/4`)).toEqual({
      severity: 'information',
      placement: 'homePage',
      headingEn: 'New holiday hours',
      headingEs: 'Horario de días festivos',
      bodyEn: SCHEDULED.bodyEn,
      bodyEs: SCHEDULED.bodyEs,
      linkUrl: '/jury-service',
      linkTextEn: 'Jury service',
      linkTextEs: 'Servicio de jurado',
      startDate: '2026-07-01',
      startTime: '08:00',
      endDate: '2026-07-03',
      endTime: '17:00',
    });
    expect(
      await screen.findByRole('button', { name: 'Edit the alert: New holiday hours' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'New alert' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel editing' })).not.toBeInTheDocument();
  });

  it('cancels editing back to an empty new alert', async () => {
    const user = userEvent.setup();
    serve(() => ({ alerts: [IN_FORCE] }));
    renderAlerts();
    await user.click(
      await screen.findByRole('button', { name: 'Edit the alert: Court closed today' }),
    );
    expect(screen.getByLabelText('Heading in English')).toHaveValue('Court closed today');
    await user.click(screen.getByRole('button', { name: 'Cancel editing' }));
    const heading = screen.getByRole('heading', { level: 2, name: 'New alert' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByLabelText('Heading in English')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Save the new alert' })).toBeVisible();
    expect(calls('PUT')).toHaveLength(0);
  });

  it('ends an alert now only after confirmation, then reloads the list', async () => {
    const user = userEvent.setup();
    let alerts: StaffAlert[] = [IN_FORCE, SCHEDULED];
    serve(
      () => ({ alerts }),
      (url, init) => {
        if (init.method !== 'POST' || url !== `${LIST_URL}/3/end`) return undefined;
        alerts = [SCHEDULED, { ...IN_FORCE, state: 'ended' }];
        return jsonResponse(200, { ...IN_FORCE, state: 'ended' });
      },
    );
    const { container } = renderAlerts();
    const endButton = await screen.findByRole('button', {
      name: 'End now the alert: Court closed today',
    });

    await user.click(endButton);
    let dialog = screen.getByRole('dialog', { name: 'End this alert now?' });
    expect(dialog).toHaveTextContent('“Court closed today” stops showing on the site at once.');
    await expectNoAxeViolations(container);
    await user.click(within(dialog).getByRole('button', { name: 'Keep the alert' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('POST')).toHaveLength(0);
    expect(endButton).toHaveFocus();

    await user.click(endButton);
    dialog = screen.getByRole('dialog', { name: 'End this alert now?' });
    await user.click(within(dialog).getByRole('button', { name: 'End the alert now' }));

    const confirmation = await screen.findByText('Alert ended: Court closed today.');
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('POST', `${LIST_URL}/3/end`)).toHaveLength(1);
    await waitFor(() => expect(calls('GET', LIST_URL)).toHaveLength(2));
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    await waitFor(() => expect(rows[2]).toHaveTextContent(/Ended/));
  });

  it('warns that a scheduled alert ended now never shows, and says when ending fails', async () => {
    const user = userEvent.setup();
    serve(() => ({ alerts: [SCHEDULED] }));
    renderAlerts();
    await user.click(
      await screen.findByRole('button', { name: 'End now the alert: Holiday hours' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'End this alert now?' });
    expect(dialog).toHaveTextContent('ending it now means it never shows');
    await user.click(within(dialog).getByRole('button', { name: 'End the alert now' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The alert could not be ended. Try again in a moment.',
    );
    expect(calls('POST', `${LIST_URL}/4/end`)).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'End this alert now?' })).toBeVisible();
  });

  it('shows the no-access message when the API answers 403', async () => {
    fetchMock.mockResolvedValue(jsonResponse(403, { error: 'You are not allowed to do that.' }));
    const { container } = renderAlerts();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to this tool' }),
    ).toBeVisible();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('is closed to staff without the alerts role, without asking the API', () => {
    useStaffStore.setState({ staffUser: JURY_CLERK });
    renderAlerts();
    expect(
      screen.getByRole('heading', { level: 1, name: 'You do not have access to this tool' }),
    ).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    let alerts: StaffAlert[] | null = null;
    // An answer without its list is as good as none.
    serve(() => (alerts ? { alerts } : { error: 'unexpected' }));
    renderAlerts();
    expect(await screen.findByRole('alert')).toHaveTextContent('The alerts could not be loaded.');
    alerts = [IN_FORCE];
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeVisible();
  });
});
