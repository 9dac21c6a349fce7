import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { courtDateOf, type StaffCareerPosting, type StaffUser } from '@court/contract';
import { Route, Routes, useSiteStore } from '@court/kit';
import { useStaffStore } from '@court/kit/staff';
import {
  answeringSignInOptions,
  databaseUnavailableResponse,
  expectNoAxeViolations,
  jsonResponse,
  renderPage,
  standInForFetch,
} from '@court/kit/testing';
import CareersAdminPage from './careers-admin-page';

const HIRING: StaffUser = {
  username: 'hiring',
  displayName: 'Hana Hiring',
  roles: ['careers'],
  secondFactor: false,
};
const JURY_CLERK: StaffUser = {
  username: 'jclerk',
  displayName: 'Jo Clerk',
  roles: ['jury'],
  secondFactor: false,
};

const CLERK: StaffCareerPosting = {
  id: 7,
  title: 'Deputy Clerk',
  postedDate: '2026-04-03',
  active: true,
  documentUrl: '/api/muni/staff/careers/7/document',
  documentSize: 2048,
};
const BAILIFF: StaffCareerPosting = {
  id: 3,
  title: 'Bailiff',
  postedDate: '2026-01-15',
  active: false,
  documentUrl: '/api/muni/staff/careers/3/document',
  documentSize: 1024,
};

type Handler = (url: string, init: RequestInit) => Response;

const fetchMock = standInForFetch(answeringSignInOptions);

/** Answers GET staff/careers with the postings, and other calls with `handle`. */
function serve(postings: StaffCareerPosting[], handle: Handler = () => jsonResponse(500)) {
  fetchMock.mockImplementation((url, init) =>
    Promise.resolve(
      init.method === 'GET' && url === '/api/muni/staff/careers'
        ? jsonResponse(200, postings)
        : handle(url, init),
    ),
  );
}

function calls(method: string): [string, RequestInit][] {
  return fetchMock.mock.calls.filter(([, init]) => init.method === method);
}

/** The admin at careers_admin, with the public careers page as the place refusals go. */
function renderAdmin(route = '/careers_admin') {
  return renderPage(
    <Routes>
      <Route path="/careers_admin" element={<CareersAdminPage />} />
      <Route path="/es/careers_admin" element={<CareersAdminPage />} />
      <Route path="/careers" element={<h1>Public careers page</h1>} />
      <Route path="/es/careers" element={<h1>Página pública de empleos</h1>} />
    </Routes>,
    { route },
  );
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
  useStaffStore.setState({ staffUser: HIRING });
  useSiteStore.setState({ pendingToasts: [] });
});

describe('careers admin', () => {
  describe('signing in', () => {
    it('offers the staff sign-in to a visitor who is signed out', async () => {
      useStaffStore.setState({ staffUser: null });
      const { container } = renderAdmin();
      const dialog = await screen.findByRole('dialog', { name: 'Staff sign-in' });
      expect(await within(dialog).findByLabelText('Password')).toBeVisible();
      expect(fetchMock).not.toHaveBeenCalled();
      await expectNoAxeViolations(container);
    });

    it('sends wrong credentials to the careers page with a notice that sign-in failed', async () => {
      const user = userEvent.setup();
      useStaffStore.setState({ staffUser: null });
      fetchMock.mockResolvedValue(
        jsonResponse(401, { error: 'The username or password is not correct.' }),
      );
      renderAdmin();
      const dialog = await screen.findByRole('dialog', { name: 'Staff sign-in' });
      await user.type(await within(dialog).findByLabelText('Username'), 'hiring');
      await user.type(within(dialog).getByLabelText('Password'), 'not the password');
      await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
      expect(await screen.findByRole('heading', { name: 'Public careers page' })).toBeVisible();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(useSiteStore.getState().pendingToasts).toEqual([
        {
          id: expect.any(Number),
          kind: 'error',
          message: 'Sign-in failed. The username or password is not correct.',
        },
      ]);
    });

    it('sends them to the Spanish careers page from the Spanish admin', async () => {
      const user = userEvent.setup();
      useStaffStore.setState({ staffUser: null });
      fetchMock.mockResolvedValue(
        jsonResponse(401, {
          error: 'El nombre de usuario o la contraseña no son correctos.',
        }),
      );
      renderAdmin('/es/careers_admin');
      const dialog = await screen.findByRole('dialog', { name: 'Acceso del personal' });
      await user.type(await within(dialog).findByLabelText('Nombre de usuario'), 'hiring');
      await user.type(within(dialog).getByLabelText('Contraseña'), 'not the password');
      await user.click(within(dialog).getByRole('button', { name: 'Iniciar sesión' }));
      expect(
        await screen.findByRole('heading', { name: 'Página pública de empleos' }),
      ).toBeVisible();
      expect(useSiteStore.getState().pendingToasts[0]?.message).toBe(
        'No se pudo iniciar sesión. El nombre de usuario o la contraseña no son correctos.',
      );
    });

    it('is closed to staff without the careers role', () => {
      useStaffStore.setState({ staffUser: JURY_CLERK });
      renderAdmin();
      expect(
        screen.getByRole('heading', { name: 'You do not have access to this tool' }),
      ).toBeVisible();
      expect(fetchMock).not.toHaveBeenCalled();
    });
  });

  describe('the postings table', () => {
    it('lists every posting with its date, status, active box and document', async () => {
      serve([BAILIFF, CLERK]);
      const { container } = renderAdmin();
      expect(screen.getByRole('heading', { level: 1, name: 'Careers admin' })).toBeVisible();
      const table = await screen.findByRole('table');
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.map((row) => row.textContent)).toEqual([
        expect.stringContaining('Deputy Clerk04/03/2026ACTIVE'),
        expect.stringContaining('Bailiff01/15/2026EXPIRED'),
      ]);
      expect(screen.getByRole('checkbox', { name: 'Active: Deputy Clerk' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Active: Bailiff' })).not.toBeChecked();
      const link = screen.getByRole('link', {
        name: 'View PDF of Deputy Clerk (opens in a new tab)',
      });
      expect(link).toHaveAttribute('href', '/api/muni/staff/careers/7/document');
      expect(link).toHaveAttribute('target', '_blank');
      await expectNoAxeViolations(container);
    });

    it('says the database cannot be reached (503), keeps staff signed in and loads on retry', async () => {
      const user = userEvent.setup();
      fetchMock.mockResolvedValueOnce(databaseUnavailableResponse('en'));
      fetchMock.mockResolvedValueOnce(jsonResponse(200, [CLERK]));
      renderAdmin();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        "The court's database cannot be reached just now. You are still signed in; try again in a minute.",
      );
      expect(useStaffStore.getState().staffUser).toEqual(HIRING);
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('checkbox', { name: 'Active: Deputy Clerk' })).toBeChecked();
    });

    it('expires a posting as soon as its box is unticked', async () => {
      const user = userEvent.setup();
      serve([CLERK], () => jsonResponse(200, { ...CLERK, active: false }));
      renderAdmin();
      const box = await screen.findByRole('checkbox', { name: 'Active: Deputy Clerk' });
      await user.click(box);
      expect(box).not.toBeChecked();
      const confirmation = await screen.findByText(
        '“Deputy Clerk” has expired and is no longer shown to the public.',
      );
      expect(confirmation).toBeVisible();
      // Announced, while focus stays on the box: ticking it must not move the visitor elsewhere.
      expect(confirmation.closest('[role="status"]')).not.toBeNull();
      expect(box).toHaveFocus();
      expect(screen.getByRole('row', { name: /Deputy Clerk/ })).toHaveTextContent('EXPIRED');
      const [url, init] = calls('PATCH')[0] ?? [];
      expect(url).toBe('/api/muni/staff/careers/7');
      expect(JSON.parse(String(init?.body))).toEqual({ active: false });
    });

    it("puts the box back and shows the spec's message when the update fails", async () => {
      const user = userEvent.setup();
      serve([CLERK], () => jsonResponse(500, { error: 'Something went wrong on our side.' }));
      const { container } = renderAdmin();
      const box = await screen.findByRole('checkbox', { name: 'Active: Deputy Clerk' });
      await user.click(box);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Could not update job posting! Contact the website developers.',
      );
      expect(box).toBeChecked();
      expect(screen.getByRole('row', { name: /Deputy Clerk/ })).toHaveTextContent('ACTIVE');
      await expectNoAxeViolations(container);
    });

    it('works from the keyboard alone', async () => {
      const user = userEvent.setup();
      serve([CLERK], () => jsonResponse(200, { ...CLERK, active: false }));
      renderAdmin();
      const box = await screen.findByRole('checkbox', { name: 'Active: Deputy Clerk' });
      box.focus();
      await user.keyboard(' ');
      await waitFor(() => expect(calls('PATCH')).toHaveLength(1));
      expect(box).not.toBeChecked();
      expect(box).toHaveFocus();
    });
  });

  describe('Add New Posting', () => {
    it('sends the title, the PDF and the date, then shows the posting at once', async () => {
      const user = userEvent.setup();
      const added: StaffCareerPosting = {
        id: 9,
        title: 'Court Reporter',
        postedDate: '2026-05-01',
        active: true,
        documentUrl: '/api/muni/staff/careers/9/document',
        documentSize: 4,
      };
      serve([CLERK], () => jsonResponse(201, added));
      const { container } = renderAdmin();
      const open = await screen.findByRole('button', { name: 'Add New Posting' });
      await user.click(open);
      const dialog = screen.getByRole('dialog', { name: 'Add New Posting' });
      expect(within(dialog).getByRole('heading', { name: 'Add New Posting' })).toHaveFocus();
      expect(await within(dialog).findByLabelText('Posted date')).toHaveValue(
        courtDateOf(new Date()),
      );
      await expectNoAxeViolations(container);

      await user.type(within(dialog).getByLabelText('Job title'), 'Court Reporter');
      const pdf = new File(['%PDF-1.4'], 'reporter.pdf', { type: 'application/pdf' });
      await user.upload(within(dialog).getByLabelText('Job announcement (PDF)'), pdf);
      const date = within(dialog).getByLabelText('Posted date');
      await user.clear(date);
      await user.type(date, '2026-05-01');
      await user.click(within(dialog).getByRole('button', { name: 'Add posting' }));

      expect(
        await screen.findByText(
          '“Court Reporter” was added and is now on the public careers page.',
        ),
      ).toBeVisible();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(open).toHaveFocus();
      const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
      expect(rows[0]).toHaveTextContent('Court Reporter05/01/2026ACTIVE');

      const [url, init] = calls('POST')[0] ?? [];
      expect(url).toBe('/api/muni/staff/careers');
      const body = init?.body as FormData;
      expect(body).toBeInstanceOf(FormData);
      expect(body.get('title')).toBe('Court Reporter');
      expect(body.get('postedDate')).toBe('2026-05-01');
      expect((body.get('document') as File).name).toBe('reporter.pdf');
    });

    it('asks for the title and the document before sending anything', async () => {
      const user = userEvent.setup();
      serve([CLERK]);
      renderAdmin();
      await user.click(await screen.findByRole('button', { name: 'Add New Posting' }));
      const dialog = screen.getByRole('dialog', { name: 'Add New Posting' });
      await user.click(await within(dialog).findByRole('button', { name: 'Add posting' }));
      const summary = await within(dialog).findByRole('region', { name: 'There is a problem' });
      expect(within(summary).getByRole('link', { name: 'Enter the job title.' })).toHaveAttribute(
        'href',
        '#title',
      );
      expect(
        within(summary).getByRole('link', {
          name: 'Choose the job announcement to upload, as a PDF file.',
        }),
      ).toHaveAttribute('href', '#document');
      expect(calls('POST')).toEqual([]);
      await waitFor(() => expect(document.title).toMatch(/^Error: Careers admin/));
    });

    it("shows the API's refusal of a file that is not a PDF under the document", async () => {
      const user = userEvent.setup();
      const notPdf =
        'Choose a PDF file. This file is not a PDF, or it has no pages that can be read.';
      serve([CLERK], () =>
        jsonResponse(400, {
          error: 'Some answers need your attention.',
          errors: { document: notPdf },
        }),
      );
      renderAdmin();
      await user.click(await screen.findByRole('button', { name: 'Add New Posting' }));
      const dialog = screen.getByRole('dialog', { name: 'Add New Posting' });
      await user.type(await within(dialog).findByLabelText('Job title'), 'Clerk');
      const fake = new File(['not a pdf'], 'clerk.pdf', { type: 'application/pdf' });
      await user.upload(within(dialog).getByLabelText('Job announcement (PDF)'), fake);
      await user.click(within(dialog).getByRole('button', { name: 'Add posting' }));
      await waitFor(() =>
        expect(within(dialog).getByLabelText('Job announcement (PDF)')).toHaveAccessibleDescription(
          `The PDF that describes the position and how to apply. Error: ${notPdf}`,
        ),
      );
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
    });

    it('closes with Escape and gives focus back to its button', async () => {
      const user = userEvent.setup();
      serve([CLERK]);
      renderAdmin();
      const open = await screen.findByRole('button', { name: 'Add New Posting' });
      await user.click(open);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(open).toHaveFocus();
    });
  });

  it('corrects the title of a posting', async () => {
    const user = userEvent.setup();
    serve([CLERK], () => jsonResponse(200, { ...CLERK, title: 'Deputy Clerk II' }));
    renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Edit title of Deputy Clerk' }));
    const dialog = screen.getByRole('dialog', { name: 'Correct the job title' });
    const field = await within(dialog).findByLabelText('Job title');
    expect(field).toHaveValue('Deputy Clerk');
    await user.type(field, ' II');
    await user.click(within(dialog).getByRole('button', { name: 'Save title' }));
    expect(await screen.findByText('The title is now “Deputy Clerk II”.')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Active: Deputy Clerk II' })).toBeChecked();
    const [url, init] = calls('PATCH')[0] ?? [];
    expect(url).toBe('/api/muni/staff/careers/7');
    expect(JSON.parse(String(init?.body))).toEqual({ title: 'Deputy Clerk II' });
  });

  it('speaks Spanish under /es/', async () => {
    serve([CLERK, BAILIFF]);
    const { container } = renderAdmin('/es/careers_admin');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Administración de empleos' }),
    ).toBeVisible();
    expect(await screen.findByRole('checkbox', { name: 'Activa: Deputy Clerk' })).toBeChecked();
    expect(screen.getByRole('row', { name: /Bailiff/ })).toHaveTextContent('VENCIDA');
    expect(
      screen.getByRole('link', { name: 'Ver PDF de Deputy Clerk (se abre en una pestaña nueva)' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Agregar nueva oferta' })).toBeVisible();
    await expectNoAxeViolations(container);
  });
});
