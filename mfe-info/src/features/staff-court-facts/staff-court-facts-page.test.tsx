import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  COURT_INFO,
  courtFactChanges,
  type CourtFactsEditor,
  type CourtInfo,
} from '@court/contract';
import { useStaffStore } from '@court/kit/staff';
import { expectNoAxeViolations, jsonResponse, renderPage } from '@court/kit/testing';
import { CONTENT_EDITOR, contentToolApi } from '../../shared/content-editor/content-editor-testing';
import { StaffCourtFactsPage } from './staff-court-facts-page';

// The tests type into several fields key by key, which takes seconds on a busy machine.
jest.setTimeout(20_000);

const TOOL_URL = '/api/muni/staff/content/court-facts';

const FIRST: CourtInfo = { ...COURT_INFO, juryPhone: '330-555-0199' };

const { editorWith, serve, sent, saveDraft } = contentToolApi({
  toolUrl: TOOL_URL,
  defaults: COURT_INFO,
  first: FIRST,
  changes: courtFactChanges,
});

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
  useStaffStore.setState({ staffUser: CONTENT_EDITOR });
});

describe('/staff/court-facts', () => {
  it('edits a fact, previews it in both languages as it is typed, and saves the draft', async () => {
    const drafted: CourtInfo = { ...FIRST, phone: '330-555-0177' };
    serve(() => editorWith(null), {
      [`PUT ${TOOL_URL}/draft`]: () => jsonResponse(200, editorWith(drafted)),
    });
    const user = userEvent.setup();
    const { container } = renderPage(<StaffCourtFactsPage />, { route: '/staff/court-facts' });
    expect(screen.getByRole('heading', { level: 1, name: 'Court facts' })).toBeVisible();
    const phone = await screen.findByRole('textbox', { name: /^Main phone/ });
    expect(phone).toHaveValue(COURT_INFO.phone);
    expect(screen.getByText('There is no draft to publish. Save a draft first.')).toBeVisible();

    await user.clear(phone);
    await user.type(phone, '330-555-0177');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('In English').parentElement).toHaveTextContent('330-555-0177');
    expect(within(preview).getByText('En español').parentElement).toHaveAttribute('lang', 'es');
    expect(within(preview).getByText('En español').parentElement).toHaveTextContent('330-555-0177');
    // Each language: the contact list, the footer and the parking paragraph, as the pages show them.
    const english = within(preview).getByText('In English').parentElement as HTMLElement;
    const spanish = within(preview).getByText('En español').parentElement as HTMLElement;
    expect(
      within(english)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Contact list', 'Footer', 'Parking']);
    expect(
      within(spanish)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Lista de contacto', 'Pie de página', 'Estacionamiento']);
    expect(english).toHaveTextContent(COURT_INFO.name);
    expect(english).toHaveTextContent(COURT_INFO.publicParking);
    expect(spanish).toHaveTextContent(COURT_INFO.publicParkingEs);

    expect(await saveDraft(user)).toEqual(drafted);
    expect(screen.getByText(`Main phone: ${COURT_INFO.phone} → 330-555-0177`)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('shows the API refusal by field, keeping what was typed', async () => {
    serve(() => editorWith(null), {
      [`PUT ${TOOL_URL}/draft`]: () =>
        jsonResponse(400, {
          error: 'Check the answers.',
          errors: { juryEmail: 'Enter an e-mail address in the correct format.' },
        }),
    });
    const user = userEvent.setup();
    renderPage(<StaffCourtFactsPage />, { route: '/staff/court-facts' });
    const email = await screen.findByRole('textbox', { name: /^Jury office e-mail/ });
    await user.clear(email);
    await user.type(email, 'jury@');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(within(summary).getByRole('link')).toHaveTextContent(
      'Enter an e-mail address in the correct format.',
    );
    expect(email).toHaveValue('jury@');
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('publishes the draft, lists the versions in words, and makes one the draft again', async () => {
    const drafted: CourtInfo = { ...FIRST, phone: '330-555-0177' };
    let view = editorWith(drafted);
    serve(() => view, {
      [`POST ${TOOL_URL}/publish`]: () => jsonResponse(200, editorWith(null)),
      [`POST ${TOOL_URL}/versions/1/restore`]: () => jsonResponse(200, editorWith(FIRST)),
    });
    const user = userEvent.setup();
    renderPage(<StaffCourtFactsPage />, { route: '/staff/court-facts' });
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText('Published: every page shows the new facts within a minute.'),
    ).toHaveFocus();
    expect(sent('POST', `${TOOL_URL}/publish`)).toEqual({ publishDate: '', publishTime: '' });

    const versions = screen.getByRole('table', { name: /Every version published/ });
    const [, row] = within(versions).getAllByRole('row');
    expect(row).toHaveTextContent(/^1March 2, 2026 at 9:00\sAMOn the site nowwebeditor/);
    expect(row).toHaveTextContent(`Jury office phone: ${COURT_INFO.juryPhone} → 330-555-0199`);
    view = editorWith(FIRST);
    await user.click(
      within(versions).getByRole('button', { name: 'Make it the draft (version 1)' }),
    );
    expect(
      await screen.findByText(
        'Version 1 is now the draft. Publish it to show it on the site again.',
      ),
    ).toHaveFocus();
  });

  it('asks before an earlier version replaces a saved draft', async () => {
    const drafted: CourtInfo = { ...FIRST, phone: '330-555-0177' };
    serve(() => editorWith(drafted), {
      [`POST ${TOOL_URL}/versions/1/restore`]: () => jsonResponse(200, editorWith(FIRST)),
    });
    const user = userEvent.setup();
    const { container } = renderPage(<StaffCourtFactsPage />, { route: '/staff/court-facts' });
    const versions = await screen.findByRole('table', { name: /Every version published/ });
    const restore = () =>
      user.click(within(versions).getByRole('button', { name: 'Make it the draft (version 1)' }));

    await restore();
    const dialog = screen.getByRole('dialog', { name: 'Replace the saved draft with version 1?' });
    expect(dialog).toHaveTextContent(/The draft webeditor saved on .* has changes that are not/);
    await expectNoAxeViolations(container);
    await user.click(within(dialog).getByRole('button', { name: 'Keep the draft' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent('POST', `${TOOL_URL}/versions/1/restore`)).toBeUndefined();

    await restore();
    await user.click(screen.getByRole('button', { name: 'Replace the draft' }));
    expect(
      await screen.findByText(
        'Version 1 is now the draft. Publish it to show it on the site again.',
      ),
    ).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('publishes for a chosen time in Canton, and says why a publication is refused', async () => {
    const waiting = 'A version set to show later is waiting for its time.';
    let publishAnswer = () => jsonResponse(409, { error: waiting });
    serve(() => editorWith({ ...FIRST, phone: '330-555-0177' }), {
      [`POST ${TOOL_URL}/publish`]: () => publishAnswer(),
    });
    const user = userEvent.setup();
    renderPage(<StaffCourtFactsPage />, { route: '/staff/court-facts' });
    await user.type(await screen.findByLabelText(/^Publish on/), '2026-03-03');
    await user.type(screen.getByLabelText(/^At/), '08:30');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(summary).toHaveTextContent(waiting);
    expect(screen.getByLabelText(/^Publish on/)).toHaveValue('2026-03-03');
    expect(sent('POST', `${TOOL_URL}/publish`)).toEqual({
      publishDate: '2026-03-03',
      publishTime: '08:30',
    });

    publishAnswer = () => jsonResponse(200, editorWith(null));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(/^Scheduled/)).toHaveFocus();
  });

  it('cancels a version scheduled for later, which alone offers it, and says why one failed', async () => {
    const scheduled: CourtInfo = { ...FIRST, phone: '330-555-0177' };
    const withScheduled = (state: 'scheduled' | 'cancelled'): CourtFactsEditor => {
      const base = editorWith(null);
      const version = {
        number: 2,
        publishedBy: 'webeditor',
        createdAt: '2026-03-02T15:00:00.000Z',
        publishAt: '2026-03-03T13:00:00.000Z',
        state,
        cancelledBy: state === 'cancelled' ? 'webeditor' : null,
        changes: courtFactChanges(FIRST, scheduled),
        content: scheduled,
      };
      return { ...base, versions: [version, ...base.versions] };
    };
    let cancelAnswer = () => jsonResponse(409, { error: 'Already on the site.' });
    serve(() => withScheduled('scheduled'), {
      [`POST ${TOOL_URL}/versions/2/cancel`]: () => cancelAnswer(),
    });
    const user = userEvent.setup();
    const { container } = renderPage(<StaffCourtFactsPage />, { route: '/staff/court-facts' });
    const versions = await screen.findByRole('table', { name: /Every version published/ });
    expect(within(versions).queryByRole('button', { name: 'Cancel it (version 1)' })).toBeNull();
    const cancel = within(versions).getByRole('button', { name: 'Cancel it (version 2)' });

    await user.click(cancel);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The version could not be cancelled: it may be on the site already.',
    );
    cancelAnswer = () => jsonResponse(200, withScheduled('cancelled'));
    await user.click(within(versions).getByRole('button', { name: 'Cancel it (version 2)' }));
    expect(
      await screen.findByText('Version 2 is cancelled: the site will not show it.'),
    ).toHaveFocus();
    const [, row] = within(
      screen.getByRole('table', { name: /Every version published/ }),
    ).getAllByRole('row');
    expect(row).toHaveTextContent('Cancelled by webeditor: never shown');
    expect(screen.queryByRole('button', { name: /^Cancel it/ })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('speaks Spanish under /es/', async () => {
    serve(() => editorWith(null));
    renderPage(<StaffCourtFactsPage />, { route: '/es/staff/court-facts' });
    expect(screen.getByRole('heading', { level: 1, name: 'Datos del tribunal' })).toBeVisible();
    expect(await screen.findByRole('textbox', { name: /^Teléfono principal/ })).toHaveValue(
      COURT_INFO.phone,
    );
    expect(screen.getByRole('button', { name: 'Guardar borrador' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Teléfonos y fax' })).toBeVisible();
  });
});
