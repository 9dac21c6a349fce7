import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COURT_HOURS, courtHoursChanges, type CourtHours } from '@court/contract';
import { useStaffStore } from '@court/kit/staff';
import { expectNoAxeViolations, jsonResponse, renderPage } from '@court/kit/testing';
import {
  CONTENT_EDITOR,
  contentToolApi,
  FORM_APPEARS,
} from '../../shared/content-editor/content-editor-testing';
import { StaffCourtHoursPage } from './staff-court-hours-page';

// The tests type into several fields key by key, which takes seconds on a busy machine.
jest.setTimeout(30_000);

const TOOL_URL = '/api/muni/staff/content/court-hours';

const [COURT, CLERK, DRUG_TESTING] = COURT_HOURS.offices;
if (!COURT || !CLERK || !DRUG_TESTING) throw new Error('The default hours name every office.');

/** The hours after one version was published: the court closes at 3:30 PM on Fridays. */
const FIRST: CourtHours = {
  ...COURT_HOURS,
  offices: [
    { ...COURT, week: { ...COURT.week, friday: { opens: '08:00', closes: '15:30' } } },
    CLERK,
    DRUG_TESTING,
  ],
};

const { editorWith, serve, sent, saveDraft } = contentToolApi({
  toolUrl: TOOL_URL,
  defaults: COURT_HOURS,
  first: FIRST,
  changes: courtHoursChanges,
});

const CHRISTMAS_EVE = {
  date: '2026-12-24',
  office: 'all',
  hours: null,
  reason: { en: 'Christmas Eve', es: '' },
} as const;

/** A day's group of fields, inside an office's or an exception's group. */
function day(office: string, weekday: string): HTMLElement {
  return within(screen.getByRole('group', { name: office })).getByRole('group', { name: weekday });
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
  useStaffStore.setState({ staffUser: CONTENT_EDITOR });
});

describe('/staff/court-hours', () => {
  it('loads each office with its week, and previews it in both languages', async () => {
    serve(() => editorWith(null));
    const { container } = renderPage(<StaffCourtHoursPage />, { route: '/staff/court-hours' });
    expect(screen.getByRole('heading', { level: 1, name: 'Court hours' })).toBeVisible();
    const court = await screen.findByRole('group', { name: 'Court' }, FORM_APPEARS);
    expect(within(court).getByRole('textbox', { name: 'Name in English' })).toHaveValue('Court');
    expect(within(court).getByRole('textbox', { name: /^Name in Spanish/ })).toHaveValue(
      'Tribunal',
    );
    expect(within(day('Court', 'Friday')).getByLabelText('Closes')).toHaveValue('15:30');
    expect(
      within(day('Court', 'Friday')).getByRole('checkbox', { name: 'Closed' }),
    ).not.toBeChecked();
    const sunday = day("Clerk of Court's office", 'Sunday');
    expect(within(sunday).getByRole('checkbox', { name: 'Closed' })).toBeChecked();
    expect(within(sunday).queryByLabelText('Opens')).toBeNull();
    expect(screen.getByText('No exceptions.')).toBeVisible();
    expect(screen.getByText('There is no draft to publish. Save a draft first.')).toBeVisible();

    const preview = screen.getByRole('region', { name: 'Preview' });
    const english = within(preview).getByText('In English').parentElement;
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveTextContent('Monday to Thursday: 8:00 AM to 4:00 PM');
    expect(english).toHaveTextContent('Friday: 8:00 AM to 3:30 PM');
    const spanish = within(preview).getByText('En español').parentElement;
    expect(spanish).toHaveAttribute('lang', 'es');
    expect(spanish).toHaveTextContent('Tribunal');
    expect(spanish).toHaveTextContent(/Sábado y domingo: cerrado/i);
    await expectNoAxeViolations(container);
  });

  it('saves a day closed and a new exception as the draft, and says what publishing changes', async () => {
    const drafted: CourtHours = {
      offices: [
        FIRST.offices[0] ?? COURT,
        { ...CLERK, week: { ...CLERK.week, friday: null } },
        DRUG_TESTING,
      ],
      exceptions: [CHRISTMAS_EVE],
    };
    serve(() => editorWith(null), {
      [`PUT ${TOOL_URL}/draft`]: () => jsonResponse(200, editorWith(drafted)),
    });
    const user = userEvent.setup();
    const { container } = renderPage(<StaffCourtHoursPage />, { route: '/staff/court-hours' });
    const friday = await screen.findByRole(
      'group',
      { name: "Clerk of Court's office" },
      FORM_APPEARS,
    );
    await user.click(
      within(within(friday).getByRole('group', { name: 'Friday' })).getByRole('checkbox', {
        name: 'Closed',
      }),
    );
    expect(within(day("Clerk of Court's office", 'Friday')).queryByLabelText('Opens')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add an exception' }));
    const exception = screen.getByRole('group', { name: 'Exception 1' });
    const date = within(exception).getByLabelText('Date');
    expect(date).toHaveFocus();
    await user.type(date, '2026-12-24');
    expect(within(exception).getByRole('combobox', { name: 'Office' })).toHaveValue('all');
    expect(
      within(within(exception).getByRole('group', { name: 'Hours that day' })).getByRole(
        'checkbox',
        { name: 'Closed' },
      ),
    ).toBeChecked();
    await user.type(
      within(exception).getByRole('textbox', { name: 'Reason in English' }),
      'Christmas Eve',
    );

    expect(await saveDraft(user)).toEqual(drafted);
    expect(
      screen.getByText("Clerk of Court's office, Friday: 8:30 AM to 4:30 PM → Closed"),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Exception on December 24, 2026 (all offices): (none) → Closed: Christmas Eve',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('puts the times of a day marked closed away, and brings them back when it is unmarked', async () => {
    serve(() => editorWith(null));
    const user = userEvent.setup();
    renderPage(<StaffCourtHoursPage />, { route: '/staff/court-hours' });
    await screen.findByRole('group', { name: 'Court' }, FORM_APPEARS);
    const closes = within(day('Court', 'Monday')).getByLabelText('Closes');
    await user.clear(closes);
    await user.type(closes, '17:00');
    const closed = within(day('Court', 'Monday')).getByRole('checkbox', { name: 'Closed' });
    await user.click(closed);
    expect(within(day('Court', 'Monday')).queryByLabelText('Closes')).toBeNull();
    await user.click(closed);
    expect(within(day('Court', 'Monday')).getByLabelText('Opens')).toHaveValue('08:00');
    expect(within(day('Court', 'Monday')).getByLabelText('Closes')).toHaveValue('17:00');
  });

  it('saves a break within a day, and puts its times away when it is unmarked', async () => {
    const drafted: CourtHours = {
      ...FIRST,
      offices: [
        FIRST.offices[0] ?? COURT,
        {
          ...CLERK,
          week: {
            ...CLERK.week,
            monday: {
              opens: '08:30',
              closes: '16:30',
              closedBetween: { from: '12:00', until: '13:00' },
            },
          },
        },
        {
          ...DRUG_TESTING,
          week: { ...DRUG_TESTING.week, friday: { opens: '08:45', closes: '16:00' } },
        },
      ],
    };
    serve(() => editorWith(null), {
      [`PUT ${TOOL_URL}/draft`]: () => jsonResponse(200, editorWith(drafted)),
    });
    const user = userEvent.setup();
    renderPage(<StaffCourtHoursPage />, { route: '/staff/court-hours' });
    await screen.findByRole('group', { name: 'Drug testing' }, FORM_APPEARS);
    // Drug testing shuts for its break by default; on Fridays, staff now keep it open.
    const friday = within(day('Drug testing', 'Friday'));
    expect(friday.getByLabelText('Shuts at')).toHaveValue('11:45');
    expect(friday.getByLabelText('Opens again at')).toHaveValue('13:30');
    await user.click(friday.getByRole('checkbox', { name: /^Shuts for a time during the day/ }));
    expect(friday.queryByLabelText('Shuts at')).toBeNull();

    const monday = within(day("Clerk of Court's office", 'Monday'));
    await user.click(monday.getByRole('checkbox', { name: /^Shuts for a time during the day/ }));
    await user.type(monday.getByLabelText('Shuts at'), '12:00');
    await user.type(monday.getByLabelText('Opens again at'), '13:00');

    expect(await saveDraft(user)).toEqual(drafted);
    expect(
      screen.getByText(
        "Clerk of Court's office, Monday: 8:30 AM to 4:30 PM → 8:30 AM to 12:00 PM and 1:00 PM to 4:30 PM",
      ),
    ).toBeVisible();
  });

  it('removes an exception, keeping the others with what was typed in them', async () => {
    const boxingDay = {
      ...CHRISTMAS_EVE,
      date: '2026-12-26',
      reason: { en: 'Boxing Day', es: '' },
    };
    serve(() => editorWith({ ...FIRST, exceptions: [CHRISTMAS_EVE, boxingDay] }));
    const user = userEvent.setup();
    renderPage(<StaffCourtHoursPage />, { route: '/staff/court-hours' });
    await user.click(
      await screen.findByRole('button', { name: 'Remove this exception (exception 1)' }),
    );
    expect(screen.getByRole('heading', { name: 'Dated exceptions' })).toHaveFocus();
    expect(screen.queryByRole('group', { name: 'Exception 2' })).toBeNull();
    const remaining = screen.getByRole('group', { name: 'Exception 1' });
    expect(within(remaining).getByLabelText('Date')).toHaveValue('2026-12-26');
    expect(within(remaining).getByRole('textbox', { name: 'Reason in English' })).toHaveValue(
      'Boxing Day',
    );
  });

  it("shows the API's refusal by each field and in a summary linked to them, keeping what was typed", async () => {
    serve(() => editorWith({ ...FIRST, exceptions: [CHRISTMAS_EVE] }), {
      [`PUT ${TOOL_URL}/draft`]: () =>
        jsonResponse(400, {
          error: 'Check the answers.',
          errors: {
            'offices[1].week.monday.closes': 'courtHours.closesAfterOpens',
            'exceptions[0].reason.en': 'courtHours.exception.reason.required',
          },
        }),
    });
    const user = userEvent.setup();
    renderPage(<StaffCourtHoursPage />, { route: '/staff/court-hours' });
    await screen.findByRole('group', { name: 'Court' }, FORM_APPEARS);
    const closes = within(day("Clerk of Court's office", 'Monday')).getByLabelText('Closes');
    await user.clear(closes);
    await user.type(closes, '07:00');
    const reason = within(screen.getByRole('group', { name: 'Exception 1' })).getByRole('textbox', {
      name: 'Reason in English',
    });
    await user.clear(reason);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      "Clerk of Court's office, Monday: Enter a closing time after the opening time.",
      'Exception 1: Enter the reason in English, as visitors will read it.',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `#${closes.id}`,
      `#${reason.id}`,
    ]);
    expect(closes).toHaveValue('07:00');
    expect(closes).toHaveAttribute('aria-invalid', 'true');
    expect(closes).toHaveAccessibleDescription(/Enter a closing time after the opening time\./);
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(document.title).toBe('Error: Court hours | Canton Municipal Court'));
    await user.click(links[1] as HTMLElement);
    expect(reason).toHaveFocus();
  });

  it('lists where Spanish is missing before publishing, then publishes the draft', async () => {
    const drafted: CourtHours = {
      offices: [FIRST.offices[0] ?? COURT, { ...CLERK, name: { en: CLERK.name.en, es: '' } }],
      exceptions: [CHRISTMAS_EVE],
    };
    serve(() => editorWith(drafted), {
      [`POST ${TOOL_URL}/publish`]: () => jsonResponse(200, editorWith(null)),
    });
    const user = userEvent.setup();
    renderPage(<StaffCourtHoursPage />, { route: '/staff/court-hours' });
    const missing = await screen.findByRole('region', { name: 'Spanish missing' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      "Clerk of Court's office: name",
      'Exception on December 24, 2026 (all offices): reason',
    ]);
    expect(
      screen.getByText(
        "Clerk of Court's office, name in Spanish: Oficina del Secretario del Tribunal → (none)",
      ),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText('Published: every page shows the new hours within a minute.'),
    ).toHaveFocus();
    expect(sent('POST', `${TOOL_URL}/publish`)).toEqual({ publishDate: '', publishTime: '' });
    expect(screen.queryByRole('region', { name: 'Spanish missing' })).toBeNull();
    const versions = screen.getByRole('table', { name: /Every version published/ });
    const [, row] = within(versions).getAllByRole('row');
    expect(row).toHaveTextContent('Court, Friday: 8:00 AM to 4:00 PM → 8:00 AM to 3:30 PM');
  });

  it('speaks Spanish under /es/', async () => {
    serve(() => editorWith(null));
    renderPage(<StaffCourtHoursPage />, { route: '/es/staff/court-hours' });
    expect(screen.getByRole('heading', { level: 1, name: 'Horario del tribunal' })).toBeVisible();
    const court = await screen.findByRole('group', { name: 'Tribunal' }, FORM_APPEARS);
    expect(within(court).getByRole('group', { name: 'Viernes' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Agregar una excepción' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Guardar borrador' })).toBeVisible();
  });
});
