import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  COURT_CONTACTS,
  COURT_INFO,
  courtContactsChanges,
  type CourtContacts,
  type OfficePhone,
} from '@court/contract';
import { CourtFactsContext } from '@court/kit';
import { useStaffStore } from '@court/kit/staff';
import { expectNoAxeViolations, jsonResponse, renderPage } from '@court/kit/testing';
import {
  CONTENT_EDITOR,
  contentToolApi,
  FORM_APPEARS,
  previewIn,
} from '../../shared/content-editor/content-editor-testing';
import { StaffCourtContactsPage } from './staff-court-contacts-page';

// The tests type into several fields key by key, which takes seconds on a busy machine.
jest.setTimeout(30_000);

const TOOL_URL = '/api/muni/staff/content/court-contacts';

const CLERK = "Clerk of Court's divisions";
const OTHERS = 'Other offices';

const office = (en: string, es: string, phone: string): OfficePhone => ({
  name: { en, es },
  phone,
});

const MEDIATION = office('Mediation Services', '', '330-555-0136');

/** The offices after one version was published: the defaults and a mediation office. */
const FIRST: CourtContacts = {
  clerkOffices: COURT_CONTACTS.clerkOffices,
  otherOffices: [...COURT_CONTACTS.otherOffices, MEDIATION],
};

const { editorWith, serve, sent, saveDraft } = contentToolApi({
  toolUrl: TOOL_URL,
  defaults: COURT_CONTACTS,
  first: FIRST,
  changes: courtContactsChanges,
});

function table(name: string): HTMLElement {
  return screen.getByRole('group', { name });
}

function clerkOffice(number: number): HTMLElement {
  return screen.getByRole('group', { name: `Clerk of Court, office ${number}` });
}

function otherOffice(number: number): HTMLElement {
  return screen.getByRole('group', { name: `Other offices, office ${number}` });
}

/** The English names of a table's offices, as their fields hold them. */
function officeNames(name: string): string[] {
  return within(table(name))
    .getAllByRole('textbox', { name: 'Name in English' })
    .map((field) => (field as HTMLInputElement).value);
}

/** A preview table's rows below its header, each as its office and its number. */
function previewRows(language: 'In English' | 'En español', name: string): string[][] {
  const [, ...rows] = within(within(previewIn(language)).getByRole('table', { name })).getAllByRole(
    'row',
  );
  return rows.map((row) => [
    within(row).getByRole('rowheader').textContent ?? '',
    within(row).getByRole('cell').textContent ?? '',
  ]);
}

const rowsOf = (offices: readonly OfficePhone[]) =>
  offices.map((entry) => [entry.name.en, entry.phone]);

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
  useStaffStore.setState({ staffUser: CONTENT_EDITOR });
});

describe('/staff/court-contacts', () => {
  it("loads each table's offices, and previews them in both languages between the court's published lines", async () => {
    const facts = { ...COURT_INFO, phone: '330-555-0150', juryPhone: '330-555-0151' };
    serve(() => editorWith(null));
    const { container } = renderPage(
      <CourtFactsContext value={facts}>
        <StaffCourtContactsPage />
      </CourtFactsContext>,
      { route: '/staff/court-contacts' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Office phones' })).toBeVisible();
    const civil = await screen.findByRole(
      'group',
      { name: 'Clerk of Court, office 1' },
      FORM_APPEARS,
    );
    expect(table(CLERK)).toContainElement(civil);
    expect(within(civil).getByRole('textbox', { name: 'Name in English' })).toHaveValue(
      'Civil Division',
    );
    expect(within(civil).getByRole('textbox', { name: /^Name in Spanish/ })).toHaveValue(
      'División Civil',
    );
    expect(within(civil).getByRole('textbox', { name: 'Phone' })).toHaveValue('330-555-0121');
    expect(officeNames(OTHERS)).toEqual(FIRST.otherOffices.map((entry) => entry.name.en));
    expect(
      screen.getByRole('button', { name: "Remove office 2 of the Clerk of Court's table" }),
    ).toBeVisible();
    expect(
      screen.getByRole('button', { name: "Move office 1 of the other offices' table up" }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(
      screen.getByRole('button', { name: "Move office 6 of the other offices' table down" }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Court facts' })).toHaveAttribute(
      'href',
      '/staff/court-facts',
    );
    expect(screen.getByText('There is no draft to publish. Save a draft first.')).toBeVisible();

    const english = previewIn('In English');
    expect(english).toHaveAttribute('lang', 'en');
    expect(previewRows('In English', `Clerk of Court: ${COURT_INFO.clerkName}`)).toEqual([
      ['Clerk of Court, main line', '330-555-0150'],
      ...rowsOf(FIRST.clerkOffices),
    ]);
    expect(previewRows('In English', 'Other offices')).toEqual([
      ...rowsOf(FIRST.otherOffices),
      ['Jury Office', '330-555-0151'],
    ]);
    const spanish = previewIn('En español');
    expect(spanish).toHaveAttribute('lang', 'es');
    expect(previewRows('En español', 'Otras oficinas')).toEqual([
      ...FIRST.otherOffices.map((entry) => [entry.name.es || entry.name.en, entry.phone]),
      ['Oficina de Jurados', '330-555-0151'],
    ]);
    const others = within(within(spanish).getByRole('table', { name: 'Otras oficinas' }));
    expect(others.getByText('Mediation Services')).toHaveAttribute('lang', 'en');
    expect(others.getByText('Magistrados')).not.toHaveAttribute('lang');
    await expectNoAxeViolations(container);
  });

  it('saves a new office and a new number as the draft, and says what publishing changes', async () => {
    const [administrator, assignment, magistrates, ...rest] = FIRST.otherOffices;
    if (!administrator || !assignment || !magistrates) throw new Error('Offices are missing.');
    const typed: CourtContacts = {
      clerkOffices: [
        ...FIRST.clerkOffices,
        office('Small Claims', 'Reclamos menores', '(330) 555-0141'),
      ],
      otherOffices: [administrator, assignment, { ...magistrates, phone: '330-555-0143' }, ...rest],
    };
    // The API writes every number alike.
    const drafted: CourtContacts = {
      ...typed,
      clerkOffices: [
        ...FIRST.clerkOffices,
        office('Small Claims', 'Reclamos menores', '330-555-0141'),
      ],
    };
    serve(() => editorWith(null), {
      [`PUT ${TOOL_URL}/draft`]: () => jsonResponse(200, editorWith(drafted)),
    });
    const user = userEvent.setup();
    const { container } = renderPage(<StaffCourtContactsPage />, {
      route: '/staff/court-contacts',
    });
    await screen.findByRole('group', { name: CLERK }, FORM_APPEARS);

    await user.click(
      screen.getByRole('button', { name: "Add an office to the Clerk of Court's table" }),
    );
    const claims = clerkOffice(4);
    const name = within(claims).getByRole('textbox', { name: 'Name in English' });
    expect(name).toHaveFocus();
    await user.type(name, 'Small Claims');
    await user.type(
      within(claims).getByRole('textbox', { name: /^Name in Spanish/ }),
      'Reclamos menores',
    );
    const phone = within(claims).getByRole('textbox', { name: 'Phone' });
    await user.type(phone, '(330) 555');
    // A number not yet whole shows as typed, without a link that could not dial it.
    const clerkTable = `Clerk of Court: ${COURT_INFO.clerkName}`;
    expect(previewRows('In English', clerkTable).at(-1)).toEqual(['Small Claims', '(330) 555']);
    expect(within(previewIn('In English')).queryByRole('link', { name: /555$/ })).toBeNull();
    await user.type(phone, '-0141');
    expect(previewRows('In English', clerkTable).at(-1)).toEqual(['Small Claims', '330-555-0141']);
    expect(
      within(previewIn('En español')).getByRole('link', { name: /330-555-0141/ }),
    ).toHaveAttribute('href', 'tel:+13305550141');

    const magistratesPhone = within(otherOffice(3)).getByRole('textbox', { name: 'Phone' });
    await user.clear(magistratesPhone);
    await user.type(magistratesPhone, '330-555-0143');

    expect(await saveDraft(user)).toEqual(typed);
    expect(
      screen.getByText(
        'Clerk of Court, office 4: (none) → Small Claims / Reclamos menores (330-555-0141)',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Other offices, office 3: Magistrates / Magistrados (330-555-0133) → Magistrates / Magistrados (330-555-0143)',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it("moves offices keeping focus on the button, and removes one, focusing its table's heading", async () => {
    const [civil, criminal, cashier] = FIRST.clerkOffices;
    const [administrator, assignment, magistrates, probation, bailiffs] = FIRST.otherOffices;
    if (!civil || !criminal || !cashier) throw new Error('The clerk has three offices.');
    if (!administrator || !assignment || !magistrates || !probation || !bailiffs) {
      throw new Error('The other offices are missing.');
    }
    const arranged: CourtContacts = {
      clerkOffices: [criminal, civil, cashier],
      otherOffices: [assignment, administrator, probation, bailiffs, MEDIATION],
    };
    serve(() => editorWith(null), {
      [`PUT ${TOOL_URL}/draft`]: () => jsonResponse(200, editorWith(arranged)),
    });
    const user = userEvent.setup();
    renderPage(<StaffCourtContactsPage />, { route: '/staff/court-contacts' });
    await screen.findByRole('group', { name: CLERK }, FORM_APPEARS);

    await user.click(
      screen.getByRole('button', { name: "Move office 2 of the Clerk of Court's table up" }),
    );
    const moved = screen.getByRole('button', {
      name: "Move office 1 of the Clerk of Court's table up",
    });
    expect(moved).toHaveFocus();
    expect(moved).toHaveAttribute('aria-disabled', 'true');
    expect(officeNames(CLERK)).toEqual([criminal.name.en, civil.name.en, cashier.name.en]);
    // At the top already: pressing again changes nothing and keeps focus where it is.
    await user.keyboard('{Enter}');
    expect(moved).toHaveFocus();
    expect(officeNames(CLERK)[0]).toBe(criminal.name.en);

    await user.click(
      screen.getByRole('button', { name: "Move office 1 of the other offices' table down" }),
    );
    expect(
      screen.getByRole('button', { name: "Move office 2 of the other offices' table down" }),
    ).toHaveFocus();

    await user.click(
      screen.getByRole('button', { name: "Remove office 3 of the other offices' table" }),
    );
    expect(screen.getByRole('heading', { level: 3, name: OTHERS })).toHaveFocus();
    expect(officeNames(OTHERS)).toEqual(arranged.otherOffices.map((entry) => entry.name.en));
    expect(screen.queryByRole('group', { name: 'Other offices, office 6' })).toBeNull();

    expect(await saveDraft(user)).toEqual(arranged);
  });

  it("shows the API's refusal by each field and in a summary naming the office", async () => {
    serve(() => editorWith(FIRST), {
      [`PUT ${TOOL_URL}/draft`]: () =>
        jsonResponse(400, {
          error: 'Check the answers.',
          errors: {
            'clerkOffices[0].name.en': 'courtContacts.name.required',
            'otherOffices[2].phone': 'courtContacts.phone',
          },
        }),
    });
    const user = userEvent.setup();
    renderPage(<StaffCourtContactsPage />, { route: '/staff/court-contacts' });
    await screen.findByRole('group', { name: CLERK }, FORM_APPEARS);
    const name = within(clerkOffice(1)).getByRole('textbox', { name: 'Name in English' });
    await user.clear(name);
    const phone = within(otherOffice(3)).getByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, '555-0133');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    const lines = within(summary).getAllByRole('link');
    expect(lines.map((line) => line.textContent)).toEqual([
      "Clerk of Court, office 1: Enter the office's name in English.",
      'Other offices, office 3: Enter a 10-digit phone number, like 330-555-0199.',
    ]);
    expect(lines.map((line) => line.getAttribute('href'))).toEqual([`#${name.id}`, `#${phone.id}`]);
    expect(phone).toHaveValue('555-0133');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(/Enter a 10-digit phone number, like 330-555-0199\./);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() =>
      expect(document.title).toBe('Error: Office phones | Canton Municipal Court'),
    );
  });

  it('says which table holds too many offices, and takes the message back once one is removed', async () => {
    const crowded: CourtContacts = {
      clerkOffices: Array.from({ length: 31 }, (_, index) =>
        office(`Division ${index + 1}`, '', `330-555-${String(index + 200).padStart(4, '0')}`),
      ),
      otherOffices: FIRST.otherOffices,
    };
    serve(() => editorWith(crowded), {
      [`PUT ${TOOL_URL}/draft`]: () =>
        jsonResponse(400, {
          error: 'Check the answers.',
          errors: { clerkOffices: 'courtContacts.tooMany' },
        }),
    });
    const user = userEvent.setup();
    renderPage(<StaffCourtContactsPage />, { route: '/staff/court-contacts' });
    await screen.findByRole('group', { name: CLERK }, FORM_APPEARS);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    const [line] = within(summary).getAllByRole('link');
    expect(line).toHaveTextContent(
      "Clerk of Court's divisions: Keep at most 30 offices in a table.",
    );
    const heading = screen.getByRole('heading', { level: 3, name: CLERK });
    expect(line).toHaveAttribute('href', `#${heading.id}`);
    expect(within(table(CLERK)).getByText('Keep at most 30 offices in a table.')).toBeVisible();
    await user.click(line as HTMLElement);
    expect(heading).toHaveFocus();

    await user.click(
      screen.getByRole('button', { name: "Remove office 31 of the Clerk of Court's table" }),
    );
    expect(within(table(CLERK)).queryByText('Keep at most 30 offices in a table.')).toBeNull();
    expect(within(summary).queryAllByRole('link')).toHaveLength(0);
  });

  it('lists offices without Spanish before publishing, then publishes the draft', async () => {
    const [administrator, assignment, magistrates, ...rest] = FIRST.otherOffices;
    if (!administrator || !assignment || !magistrates) throw new Error('Offices are missing.');
    const drafted: CourtContacts = {
      clerkOffices: FIRST.clerkOffices,
      otherOffices: [
        administrator,
        assignment,
        { ...magistrates, name: { en: 'Magistrates', es: '' } },
        ...rest,
      ],
    };
    serve(() => editorWith(drafted), {
      [`POST ${TOOL_URL}/publish`]: () => jsonResponse(200, editorWith(null)),
    });
    const user = userEvent.setup();
    renderPage(<StaffCourtContactsPage />, { route: '/staff/court-contacts' });
    const missing = await screen.findByRole('region', { name: 'Spanish missing' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Other offices, office 3 (Magistrates): name',
      'Other offices, office 6 (Mediation Services): name',
    ]);
    expect(
      screen.getByText(
        'Other offices, office 3: Magistrates / Magistrados (330-555-0133) → Magistrates (330-555-0133)',
      ),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText(
        'Published: the Contact Us page shows the new office phones within a minute.',
      ),
    ).toHaveFocus();
    expect(sent('POST', `${TOOL_URL}/publish`)).toEqual({ publishDate: '', publishTime: '' });
    expect(screen.queryByRole('region', { name: 'Spanish missing' })).toBeNull();
    const versions = screen.getByRole('table', { name: /Every version published/ });
    const [, row] = within(versions).getAllByRole('row');
    expect(row).toHaveTextContent(
      'Other offices, office 6: (none) → Mediation Services (330-555-0136)',
    );
  });

  it('speaks Spanish under /es/', async () => {
    serve(() => editorWith(null));
    renderPage(<StaffCourtContactsPage />, { route: '/es/staff/court-contacts' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Teléfonos de las oficinas' }),
    ).toBeVisible();
    const clerk = await screen.findByRole(
      'group',
      {
        name: 'Divisiones de la Secretaría del Tribunal',
      },
      FORM_APPEARS,
    );
    expect(
      within(clerk).getByRole('group', { name: 'Secretaría del Tribunal, oficina 2' }),
    ).toBeVisible();
    expect(
      screen.getByRole('button', {
        name: 'Quitar la oficina 2 de la tabla de la Secretaría del Tribunal',
      }),
    ).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Agregar una oficina a la tabla de otras oficinas' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Datos del tribunal' })).toHaveAttribute(
      'href',
      '/es/staff/court-facts',
    );
    expect(screen.getByRole('button', { name: 'Guardar borrador' })).toBeVisible();
  });
});
