import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffDocument, StaffDocumentList, StaffUser } from '@court/contract';
import { useStaffStore } from '@court/kit/staff';
import {
  expectNoAxeViolations,
  jsonResponse,
  renderPage,
  standInForFetch,
} from '@court/kit/testing';
import { StaffDocumentsPage } from './staff-documents-page';
import {
  CIVIL,
  CRIMINAL,
  DOCUMENTS_CLERK,
  LIBRARY,
  LIST_URL,
  LOCAL_RULES,
  OLD_FEES,
  OLD_NOTICE,
  WAIVER,
  callsTo,
  documentItem,
  sentBody,
  serveDocuments,
  spaced,
} from './staff-documents-test-data';

// Dialogs and forms are filled key by key, which takes seconds on a busy machine.
jest.setTimeout(20_000);

const fetchMock = standInForFetch();

function renderDocuments(route = '/staff/documents') {
  return renderPage(<StaffDocumentsPage />, { route });
}

function groupSection(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

/** An element's text with every kind of space written as a plain one. */
function normalised(element: Element | null | undefined): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ');
}

function titlesIn(section: HTMLElement): string[] {
  return within(section)
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
  useStaffStore.setState({ staffUser: DOCUMENTS_CLERK });
});

describe('/staff/documents', () => {
  it('lists every document by group, with its titles, address and current file', async () => {
    serveDocuments(fetchMock, () => LIBRARY);
    const { container } = renderDocuments();
    expect(screen.getByRole('heading', { level: 1, name: 'Document library' })).toBeVisible();
    expect(screen.getByText('Loading the documents…')).toHaveAttribute('role', 'status');
    await screen.findByRole('heading', { level: 3, name: 'Civil' });

    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Fees and costs (3 documents)',
      'Court rules and notices (1 document)',
      'Policies (0 documents)',
      'Annual reports (0 documents)',
      'Victim rights (0 documents)',
      'Bank garnishments (0 documents)',
      'Wage garnishments (0 documents)',
      'Other forms (0 documents)',
      'Retired documents',
      'Add a document',
    ]);
    expect(titlesIn(groupSection('Fees and costs'))).toEqual([
      'Civil',
      'Criminal/Traffic',
      'Waiver Bureau',
    ]);
    // Only the first group shows its documents at first; the others open by their heading.
    const user = userEvent.setup();
    const rulesButton = screen.getByRole('button', {
      name: 'Court rules and notices (1 document)',
    });
    expect(rulesButton).toHaveAttribute('aria-expanded', 'false');
    expect(titlesIn(groupSection('Court rules and notices'))).toEqual([]);
    await user.click(rulesButton);
    expect(rulesButton).toHaveAttribute('aria-expanded', 'true');
    expect(titlesIn(groupSection('Court rules and notices'))).toEqual(['Local Rules of Court']);
    await user.click(screen.getByRole('button', { name: 'Policies (0 documents)' }));
    expect(groupSection('Policies')).toHaveTextContent('No document is listed in this group.');
    await user.click(screen.getByRole('button', { name: 'Fees and costs (3 documents)' }));
    expect(titlesIn(groupSection('Fees and costs'))).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Fees and costs (3 documents)' }));

    const civil = documentItem('Civil');
    const facts = (item: HTMLElement) =>
      within(item)
        .getAllByRole('term')
        .map((term) => [term.textContent, normalised(term.nextElementSibling)]);
    expect(facts(civil)).toEqual([
      ['Title in English', 'Civil'],
      ['Title in Spanish', 'Civil'],
      ['Public address', '/documents/costs-civil.pdf'],
      ['Current file', '1.5 MB, 3 pages'],
      ['Uploaded', 'March 2, 2026 at 10:00 AM by dclerk'],
    ]);
    expect(within(civil).getByRole('link', { name: '/documents/costs-civil.pdf' })).toHaveAttribute(
      'href',
      '/documents/costs-civil.pdf',
    );
    expect(facts(documentItem('Waiver Bureau'))[4]).toEqual([
      'Uploaded',
      'January 5, 2026 at 9:00 AM, with the first catalog',
    ]);
    // Each title is marked with its language, so a screen reader pronounces it right.
    expect(
      within(civil)
        .getAllByText('Civil', { selector: 'dd > span' })
        .map((title) => title.lang),
    ).toEqual(['en', 'es']);
    await expectNoAxeViolations(container);
  });

  it('names each button after its document, and cannot move the first up or the last down', async () => {
    serveDocuments(fetchMock, () => LIBRARY);
    renderDocuments();
    await screen.findByRole('heading', { level: 3, name: 'Civil' });
    await userEvent.click(screen.getByRole('button', { name: /^Court rules and notices/ }));
    const civil = within(documentItem('Civil'));
    const actions = civil.getAllByRole('button').filter((button) => !button.closest('details'));
    expect(actions.map((button) => button.textContent)).toEqual([
      'Replace the file “Civil”',
      'Edit the titles “Civil”',
      'Move up “Civil”',
      'Move down “Civil”',
      'Retire “Civil”',
    ]);
    expect(civil.getByRole('button', { name: 'Move up “Civil”' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(civil.getByRole('button', { name: 'Move down “Civil”' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(
      within(documentItem('Waiver Bureau')).getByRole('button', {
        name: 'Move down “Waiver Bureau”',
      }),
    ).toHaveAttribute('aria-disabled', 'true');
    // Alone in its group, a document can move neither way.
    const rules = within(documentItem('Local Rules of Court'));
    expect(rules.getByRole('button', { name: /^Move up/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(rules.getByRole('button', { name: /^Move down/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('shows every file of a document behind its History disclosure', async () => {
    const user = userEvent.setup();
    serveDocuments(fetchMock, () => LIBRARY);
    const { container } = renderDocuments();
    await screen.findByRole('heading', { level: 3, name: 'Civil' });
    const civil = documentItem('Civil');
    const summary = within(civil).getByText('History: 2 files', { exact: false });
    // Read out of context, as in a screen reader's list of controls, it names its document.
    expect(summary).toHaveTextContent('History: 2 files “Civil”');
    const table = within(civil).getByRole('table', { name: 'Files of “Civil”, newest first' });
    expect(table).not.toBeVisible();

    await user.click(summary);
    expect(table).toBeVisible();
    const rows = within(table).getAllByRole('row');
    const cells = (row: number) => [...(rows[row]?.children ?? [])].map(normalised);
    expect(cells(0)).toEqual(['Uploaded', 'By', 'Size', 'Pages', 'File', 'Status']);
    expect(cells(1)).toEqual([
      'March 2, 2026 at 10:00 AM',
      'dclerk',
      '1.5 MB',
      '3',
      'Download the file of March 2, 2026 at 10:00 AM',
      'Current',
    ]);
    expect(cells(2)).toEqual([
      'January 5, 2026 at 9:00 AM',
      'First catalog',
      '47.1 KB',
      'Not counted',
      'Download the file of January 5, 2026 at 9:00 AM',
      'Make current the file of January 5, 2026 at 9:00 AM',
    ]);
    expect(
      within(table).getByRole('link', {
        name: 'Download the file of January 5, 2026 at 9:00 AM',
      }),
    ).toHaveAttribute('href', '/api/muni/staff/documents/costs-civil/versions/4/file');
    // The current file is not offered as current again.
    expect(within(table).getAllByRole('button')).toHaveLength(1);
    await expectNoAxeViolations(container);
  });

  it('lists the retired documents last, with where their address goes and a way back', async () => {
    serveDocuments(fetchMock, () => LIBRARY);
    const { container } = renderDocuments();
    await screen.findByRole('heading', { level: 3, name: 'Civil' });
    const retired = groupSection('Retired documents');
    expect(titlesIn(retired)).toEqual(['Costs 2025', 'Holiday Notice']);
    expect(titlesIn(groupSection('Fees and costs'))).not.toContain('Costs 2025');
    expect(documentItem('Costs 2025')).toHaveTextContent(
      'Its address nowRedirects to /documents/costs-civil.pdf (Civil)',
    );
    expect(documentItem('Holiday Notice')).toHaveTextContent('Its address nowAnswers 410 Gone');
    expect(documentItem('Holiday Notice')).toHaveTextContent(
      'RetiredFebruary 11, 2026 at 12:30 PM',
    );
    expect(
      within(documentItem('Holiday Notice'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Restore “Holiday Notice”']);
    await expectNoAxeViolations(container);
  });

  it('speaks Spanish under /es/, titles, sizes and dates included', async () => {
    const user = userEvent.setup();
    serveDocuments(fetchMock, () => LIBRARY);
    const { container } = renderDocuments('/es/staff/documents');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Biblioteca de documentos' }),
    ).toBeVisible();
    await screen.findByRole('heading', { level: 3, name: 'Oficina de Pagos sin Comparecencia' });
    expect(document.title).toBe('Biblioteca de documentos | Tribunal Municipal de Canton');
    expect(titlesIn(groupSection('Tarifas y costos'))).toEqual([
      'Civil',
      'Penal/Tránsito',
      'Oficina de Pagos sin Comparecencia',
    ]);
    expect(groupSection('Documentos retirados')).toHaveTextContent(
      'Su dirección ahoraResponde 410 Gone (ya no existe)',
    );
    const civil = documentItem('Civil');
    expect(civil).toHaveTextContent('Archivo actual1.5 MB, 3 páginas');
    // The hour is written as the version of Intl at hand writes it; the words around it are ours.
    expect(civil).toHaveTextContent(/Subido2 de marzo de 2026 .* por dclerk/);
    expect(
      within(documentItem('Penal/Tránsito')).getByRole('button', {
        name: 'Bajar «Penal/Tránsito»',
      }),
    ).toBeVisible();
    await user.click(within(civil).getByText('Historial: 2 archivos', { exact: false }));
    expect(within(civil).getByRole('cell', { name: 'Primer catálogo' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Agregar el documento' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Grupo' })).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('makes an older file current again, and says so with the document', async () => {
    const user = userEvent.setup();
    const url = `${LIST_URL}/costs-civil/versions/4/current`;
    const changed: StaffDocument = { ...CIVIL, currentVersionId: 4 };
    serveDocuments(
      fetchMock,
      () => LIBRARY,
      (callUrl, init) =>
        init.method === 'POST' && callUrl === url ? jsonResponse(200, changed) : undefined,
    );
    renderDocuments();
    await screen.findByRole('heading', { level: 3, name: 'Civil' });
    await user.click(within(documentItem('Civil')).getByText('History: 2 files', { exact: false }));
    await user.click(
      screen.getByRole('button', {
        name: 'Make current the file of January 5, 2026 at 9:00 AM',
      }),
    );

    const confirmation = await within(documentItem('Civil')).findByText(
      spaced(
        'The file of January 5, 2026 at 9:00 AM is current again: /documents/costs-civil.pdf serves it.',
      ),
    );
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(callsTo(fetchMock, 'POST', url)).toHaveLength(1);
    const civil = documentItem('Civil');
    expect(civil).toHaveTextContent('Current file47.1 KB');
    expect(
      within(civil).getByRole('button', {
        name: spaced('Make current the file of March 2, 2026 at 10:00 AM'),
      }),
    ).toBeVisible();
    // The page showed the API's answer without loading the list again.
    expect(callsTo(fetchMock, 'GET', LIST_URL)).toHaveLength(1);
  });

  it('says with the document why a file could not be made current, and reloads an outdated list', async () => {
    const user = userEvent.setup();
    serveDocuments(
      fetchMock,
      () => LIBRARY,
      (_url, init) =>
        init.method === 'POST'
          ? jsonResponse(409, { error: 'This document changed meanwhile. Reload the page.' })
          : undefined,
    );
    renderDocuments();
    await screen.findByRole('heading', { level: 3, name: 'Civil' });
    await user.click(within(documentItem('Civil')).getByText('History: 2 files', { exact: false }));
    const button = screen.getByRole('button', { name: /^Make current/ });
    await user.click(button);
    expect(await within(documentItem('Civil')).findByRole('alert')).toHaveTextContent(
      'This document changed meanwhile. Reload the page.',
    );
    expect(button).toHaveFocus();
    await waitFor(() => expect(callsTo(fetchMock, 'GET', LIST_URL)).toHaveLength(2));
  });

  it('moves a document within its group, keeps focus on the button, and says where it is now', async () => {
    const user = userEvent.setup();
    const orderUrl = `${LIST_URL}/order`;
    let documents = LIBRARY.documents;
    serveDocuments(
      fetchMock,
      () => ({ documents }),
      (url, init) => {
        if (init.method !== 'PUT' || url !== orderUrl) return undefined;
        const { slugs } = JSON.parse(String(init.body)) as { slugs: string[] };
        const bySlug = (slug: string) => LIBRARY.documents.find((item) => item.slug === slug);
        const fees = slugs.map(bySlug).filter((item): item is StaffDocument => !!item);
        documents = [...fees, LOCAL_RULES, OLD_FEES, OLD_NOTICE];
        return jsonResponse(200, { documents } satisfies StaffDocumentList);
      },
    );
    const { container } = renderDocuments();
    await screen.findByRole('heading', { level: 3, name: 'Civil' });
    const moveDown = screen.getByRole('button', { name: 'Move down “Civil”' });
    moveDown.focus();
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(titlesIn(groupSection('Fees and costs'))).toEqual([
        'Criminal/Traffic',
        'Civil',
        'Waiver Bureau',
      ]),
    );
    expect(sentBody(fetchMock, 'PUT', orderUrl)).toEqual({
      group: 'fees',
      slugs: ['costs-criminal-traffic', 'costs-civil', 'costs-waiver-bureau'],
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move down “Civil”' })).toHaveFocus(),
    );
    const announcement = screen.getByText('“Civil” moved down: now 2 of 3 in Fees and costs.');
    expect(announcement.closest('[role="status"]')).not.toBeNull();
    expect(announcement).not.toHaveFocus();
    await expectNoAxeViolations(container);

    // Once more down: last of the group, where the button stays focused though it can go no further.
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(titlesIn(groupSection('Fees and costs'))).toEqual([
        'Criminal/Traffic',
        'Waiver Bureau',
        'Civil',
      ]),
    );
    const lastButton = screen.getByRole('button', { name: 'Move down “Civil”' });
    await waitFor(() => expect(lastButton).toHaveFocus());
    expect(lastButton).toHaveAttribute('aria-disabled', 'true');
    expect(
      await screen.findByText('“Civil” moved down: now 3 of 3 in Fees and costs.'),
    ).toBeVisible();
    await user.keyboard('{Enter}');
    expect(callsTo(fetchMock, 'PUT')).toHaveLength(2);
  });

  it('retires a document after confirmation, its address sent to the replacement chosen', async () => {
    const user = userEvent.setup();
    const retireUrl = `${LIST_URL}/costs-criminal-traffic/retire`;
    const retired: StaffDocument = {
      ...CRIMINAL,
      retiredAt: '2026-03-05T15:00:00.000Z',
      replacedBy: 'costs-civil',
    };
    serveDocuments(
      fetchMock,
      () => LIBRARY,
      (url, init) =>
        init.method === 'POST' && url === retireUrl ? jsonResponse(200, retired) : undefined,
    );
    const { container } = renderDocuments();
    const retire = await screen.findByRole('button', { name: 'Retire “Criminal/Traffic”' });

    await user.click(retire);
    let dialog = screen.getByRole('dialog', { name: 'Retire “Criminal/Traffic”?' });
    expect(
      within(dialog).getByRole('heading', { name: 'Retire “Criminal/Traffic”?' }),
    ).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it listed' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(retire).toHaveFocus();
    expect(callsTo(fetchMock, 'POST')).toHaveLength(0);

    await user.click(retire);
    dialog = screen.getByRole('dialog', { name: 'Retire “Criminal/Traffic”?' });
    const replacedBy = within(dialog).getByRole('combobox', { name: 'Replaced by (optional)' });
    expect(replacedBy).toHaveValue('');
    expect(replacedBy).toHaveAccessibleDescription(
      /Old links to \/documents\/costs-criminal-traffic\.pdf/,
    );
    // Any listed document but itself, by group; retired ones cannot take its place.
    expect(
      within(replacedBy)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'No replacement: the address answers 410 Gone',
      'Civil (/documents/costs-civil.pdf)',
      'Waiver Bureau (/documents/costs-waiver-bureau.pdf)',
      'Local Rules of Court (/documents/local-rules.pdf)',
    ]);
    await expectNoAxeViolations(container);
    await user.selectOptions(replacedBy, 'costs-civil');
    await user.click(within(dialog).getByRole('button', { name: 'Retire the document' }));

    const confirmation = await screen.findByText(
      '“Criminal/Traffic” is retired: its address redirects to /documents/costs-civil.pdf.',
    );
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', retireUrl)).toEqual({ replacedBy: 'costs-civil' });
    expect(titlesIn(groupSection('Fees and costs'))).toEqual(['Civil', 'Waiver Bureau']);
    expect(titlesIn(groupSection('Retired documents'))).toEqual([
      'Costs 2025',
      'Holiday Notice',
      'Criminal/Traffic',
    ]);
    expect(groupSection('Retired documents')).toContainElement(confirmation);
    expect(documentItem('Criminal/Traffic')).toHaveTextContent(
      'Redirects to /documents/costs-civil.pdf (Civil)',
    );
  });

  it("shows the API's refusal of a replacement inside the dialog, on the list", async () => {
    const user = userEvent.setup();
    serveDocuments(
      fetchMock,
      () => LIBRARY,
      (_url, init) =>
        init.method === 'POST'
          ? jsonResponse(400, {
              error: 'Some answers need your attention. Correct them and submit again.',
              errors: { replacedBy: 'document.replacedBy.format' },
            })
          : undefined,
    );
    const { container } = renderDocuments();
    await user.click(await screen.findByRole('button', { name: 'Retire “Waiver Bureau”' }));
    const dialog = screen.getByRole('dialog', { name: 'Retire “Waiver Bureau”?' });
    await user.selectOptions(within(dialog).getByRole('combobox'), 'costs-civil');
    await user.click(within(dialog).getByRole('button', { name: 'Retire the document' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Some answers need your attention.',
    );
    const replacedBy = within(dialog).getByRole('combobox');
    expect(replacedBy).toHaveAttribute('aria-invalid', 'true');
    expect(replacedBy).toHaveAccessibleDescription(
      /Error: Choose a listed document, or no replacement\.$/,
    );
    expect(replacedBy).toHaveValue('costs-civil');
    await expectNoAxeViolations(container);
  });

  it('restores a retired document at the end of its group', async () => {
    const user = userEvent.setup();
    const restored: StaffDocument = { ...OLD_NOTICE, retiredAt: null };
    serveDocuments(
      fetchMock,
      () => LIBRARY,
      (url, init) =>
        init.method === 'POST' && url === `${LIST_URL}/holiday-notice/restore`
          ? jsonResponse(200, restored)
          : undefined,
    );
    renderDocuments();
    await user.click(await screen.findByRole('button', { name: 'Restore “Holiday Notice”' }));

    const confirmation = await screen.findByText(
      '“Holiday Notice” is listed again, at the end of Court rules and notices.',
    );
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(titlesIn(groupSection('Court rules and notices'))).toEqual([
      'Local Rules of Court',
      'Holiday Notice',
    ]);
    expect(titlesIn(groupSection('Retired documents'))).toEqual(['Costs 2025']);
  });

  it('edits the titles, checking them in the browser and placing the API’s messages', async () => {
    const user = userEvent.setup();
    const patchUrl = `${LIST_URL}/costs-waiver-bureau`;
    const answers = [
      jsonResponse(400, {
        error: 'Some answers need your attention. Correct them and submit again.',
        errors: { titleEs: 'document.title.tooLong' },
      }),
      jsonResponse(200, { ...WAIVER, title: { en: 'Waiver Office', es: 'Oficina de Pagos' } }),
    ];
    serveDocuments(
      fetchMock,
      () => LIBRARY,
      (url, init) => (init.method === 'PATCH' && url === patchUrl ? answers.shift() : undefined),
    );
    const { container } = renderDocuments();
    await user.click(
      await screen.findByRole('button', { name: 'Edit the titles “Waiver Bureau”' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit the titles of “Waiver Bureau”' });
    const english = within(dialog).getByLabelText('Title in English');
    const spanish = within(dialog).getByLabelText('Title in Spanish');
    expect(english).toHaveValue('Waiver Bureau');
    expect(spanish).toHaveValue('Oficina de Pagos sin Comparecencia');

    await user.clear(english);
    await user.click(within(dialog).getByRole('button', { name: 'Save the titles' }));
    const summary = await within(dialog).findByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(english).toHaveAccessibleDescription(/Error: Enter the title in English\./);
    expect(callsTo(fetchMock, 'PATCH')).toHaveLength(0);
    await waitFor(() =>
      expect(document.title).toBe('Error: Document library | Canton Municipal Court'),
    );

    await user.type(english, 'Waiver Office');
    await user.click(within(dialog).getByRole('button', { name: 'Save the titles' }));
    expect(
      await within(dialog).findByRole('link', {
        name: 'Shorten the title to 200 characters or fewer.',
      }),
    ).toHaveAttribute('href', '#newTitleEs');
    expect(spanish).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(container);

    await user.clear(spanish);
    await user.type(spanish, 'Oficina de Pagos');
    await user.click(within(dialog).getByRole('button', { name: 'Save the titles' }));
    const confirmation = await screen.findByText('Titles saved: “Waiver Office”.');
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const patches = callsTo(fetchMock, 'PATCH', patchUrl);
    expect(JSON.parse(String(patches.at(-1)?.[1].body))).toEqual({
      title: { en: 'Waiver Office', es: 'Oficina de Pagos' },
    });
    expect(documentItem('Waiver Office')).toContainElement(confirmation);
    expect(document.title).toBe('Document library | Canton Municipal Court');
  });

  it('shows the no-access message when the API answers 403', async () => {
    fetchMock.mockResolvedValue(jsonResponse(403, { error: 'You are not allowed to do that.' }));
    renderDocuments();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to this tool' }),
    ).toBeVisible();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('is closed to staff without the documents role, without asking the API', () => {
    const juryClerk: StaffUser = { ...DOCUMENTS_CLERK, username: 'jclerk', roles: ['jury'] };
    useStaffStore.setState({ staffUser: juryClerk });
    renderDocuments();
    expect(
      screen.getByRole('heading', { level: 1, name: 'You do not have access to this tool' }),
    ).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is open to an administrator', async () => {
    useStaffStore.setState({ staffUser: { ...DOCUMENTS_CLERK, roles: ['admin'] } });
    serveDocuments(fetchMock, () => LIBRARY);
    renderDocuments();
    expect(await screen.findByRole('heading', { level: 3, name: 'Civil' })).toBeVisible();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    let list: StaffDocumentList | { error: string } = { error: 'unexpected' };
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(200, list)));
    renderDocuments();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The documents could not be loaded.',
    );
    list = LIBRARY;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Civil' })).toBeVisible();
  });
});
