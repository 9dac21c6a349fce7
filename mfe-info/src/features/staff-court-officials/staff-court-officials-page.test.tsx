import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  COURT_INFO,
  COURT_OFFICIALS_DEFAULTS,
  courtOfficialsChanges,
  officialPhotoUrl,
  type CourtOfficialEntry,
  type CourtOfficials,
} from '@court/contract';
import { useStaffStore } from '@court/kit/staff';
import {
  expectNoAxeViolations,
  fakeUploads,
  jsonResponse,
  renderPage,
  staffMessage,
  type FakeUploads,
} from '@court/kit/testing';
import {
  CONTENT_EDITOR,
  contentToolApi,
  FORM_APPEARS,
  previewIn,
} from '../../shared/content-editor/content-editor-testing';
import { StaffCourtOfficialsPage } from './staff-court-officials-page';

// A form of some seventy fields, typed into key by key: seconds on a busy machine.
jest.setTimeout(30_000);

const TOOL_URL = '/api/muni/staff/content/court-officials';
const PHOTOS_URL = `${TOOL_URL}/photos`;
const PHOTO_ID = 'a'.repeat(32);

const DEFAULTS = COURT_OFFICIALS_DEFAULTS.officials;
const [CLERK, JUDGE_ONE] = DEFAULTS;
if (!CLERK || !JUDGE_ONE)
  throw new Error('The default officials start with the clerk and a judge.');

/** The officials with one of them changed: `index`, 0-based. */
function withOfficial(index: number, change: Partial<CourtOfficialEntry>): CourtOfficials {
  return {
    officials: DEFAULTS.map((entry, place) => (place === index ? { ...entry, ...change } : entry)),
  };
}

const { editorWith, serve, sent } = contentToolApi({
  toolUrl: TOOL_URL,
  defaults: COURT_OFFICIALS_DEFAULTS,
  first: COURT_OFFICIALS_DEFAULTS,
  changes: courtOfficialsChanges,
});

let uploads: FakeUploads;

beforeEach(() => {
  uploads = fakeUploads();
  document.cookie = 'XSRF-TOKEN=test-token';
  useStaffStore.setState({ staffUser: CONTENT_EDITOR });
});

afterEach(() => uploads.restore());

function official(number: number): HTMLElement {
  return screen.getByRole('group', { name: `Official ${number}` });
}

async function renderTool() {
  const rendered = renderPage(<StaffCourtOfficialsPage />, { route: '/staff/court-officials' });
  await screen.findByRole('group', { name: 'Official 1' }, FORM_APPEARS);
  return rendered;
}

function saveDraft(user: ReturnType<typeof userEvent.setup>) {
  return user.click(screen.getByRole('button', { name: 'Save draft' }));
}

describe('/staff/court-officials', () => {
  it('loads each official, and previews the serving ones as About Us shows them', async () => {
    serve(() => editorWith(null));
    const { container } = await renderTool();
    expect(screen.getByRole('heading', { level: 1, name: 'Officials' })).toBeVisible();
    const clerk = official(1);
    expect(within(clerk).getByRole('textbox', { name: 'Name' })).toHaveValue(COURT_INFO.clerkName);
    expect(within(clerk).getByRole('combobox', { name: 'Title' })).toHaveDisplayValue(
      'Clerk of Court',
    );
    expect(within(clerk).getByRole('textbox', { name: 'Address of the biography' })).toHaveValue(
      'clerk-of-court',
    );
    expect(within(clerk).getByText('No photo: the page shows a silhouette.')).toBeVisible();
    expect(within(clerk).queryByRole('combobox', { name: /^Successor/ })).toBeNull();

    const english = previewIn('In English');
    expect(within(english).getByRole('heading', { name: 'Sample Judge One' })).toBeVisible();
    expect(within(english).getByRole('img', { name: 'Photo of Sample Judge One' })).toBeVisible();
    expect(within(previewIn('En español')).getByText('Juez Administrativo')).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('saves an edited biography as the draft, and previews its Markdown', async () => {
    const biography = { en: 'Judge One **chairs** the bench.', es: JUDGE_ONE.biography.es };
    const drafted = withOfficial(1, { biography });
    serve(() => editorWith(null), {
      [`PUT ${TOOL_URL}/draft`]: () => jsonResponse(200, editorWith(drafted)),
    });
    const user = userEvent.setup();
    await renderTool();
    const english = within(official(2)).getByRole('textbox', { name: 'Biography in English' });
    await user.clear(english);
    await user.paste(biography.en);
    expect(within(previewIn('In English')).getByText('chairs').tagName).toBe('STRONG');

    await saveDraft(user);
    expect(
      await screen.findByText('The draft is saved. Check the preview, then publish it.'),
    ).toHaveFocus();
    expect(sent('PUT', `${TOOL_URL}/draft`)).toEqual(drafted);
    expect(
      screen.getByText(
        /^Official 2: Sample Judge One, Administrative Judge, at \/bio\/judge-one; chambers 330-555-0111:/,
      ),
    ).toBeVisible();
  });

  it('words a change from its values, whatever the texts hold', async () => {
    // Brackets, colons and slashes, which the change once carried as separators in one text.
    const drafted = withOfficial(1, {
      name: 'Jane Roe, Jr.',
      photo: PHOTO_ID,
      photoAlt: { en: 'Judge Roe [at the bench]: smiling', es: '' },
      biography: { en: 'Served 2010 / 2020: [twice] elected.', es: '' },
      retired: true,
      successor: '',
    });
    serve(() => editorWith(drafted));
    await renderTool();
    const after =
      'Jane Roe, Jr., Administrative Judge, at /bio/judge-one; chambers 330-555-0111; retired, ' +
      'the address says they no longer serve; photo: Judge Roe [at the bench]: smiling: Served ' +
      '2010 / 2020: [twice] elected.';
    expect(
      await screen.findByText((_, element) =>
        Boolean(
          element?.matches('li') &&
          element.textContent?.startsWith('Official 2: Sample Judge One, Administrative Judge') &&
          element.textContent.endsWith(` → ${after}`),
        ),
      ),
    ).toBeVisible();
  });

  it("shows the API's refusal of a successor by the field and in the summary", async () => {
    const message = staffMessage('officials.successor', 'en');
    serve(() => editorWith(withOfficial(1, { retired: true, successor: 'judge-two' })), {
      [`PUT ${TOOL_URL}/draft`]: () =>
        jsonResponse(400, {
          error: 'Check the answers.',
          errors: { 'officials[1].successor': 'officials.successor' },
        }),
    });
    const user = userEvent.setup();
    await renderTool();
    await saveDraft(user);

    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    const successor = within(official(2)).getByRole('combobox', { name: /^Successor/ });
    const lines = within(summary).getAllByRole('link');
    expect(lines.map((line) => line.textContent)).toEqual([`Official 2: ${message}`]);
    expect(lines[0]).toHaveAttribute('href', `#${successor.id}`);
    expect(successor).toHaveDisplayValue('Sample Judge Two');
    expect(successor).toHaveAttribute('aria-invalid', 'true');
    expect(successor).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it('uploads a photo as soon as it is chosen, shows it, and saves it in the draft', async () => {
    const drafted = withOfficial(0, { photo: PHOTO_ID });
    serve(() => editorWith(null), {
      [`PUT ${TOOL_URL}/draft`]: () => jsonResponse(200, editorWith(drafted)),
    });
    const user = userEvent.setup();
    await renderTool();
    const input = within(official(1)).getByLabelText(/^Upload a photo/);
    const file = new File(['photo'], 'clerk.png', { type: 'image/png' });
    await user.upload(input, file);

    const upload = await uploads.next();
    expect(upload).toMatchObject({ method: 'POST', url: PHOTOS_URL, withCredentials: true });
    expect(upload.headers).toMatchObject({ 'X-XSRF-TOKEN': 'test-token' });
    expect(upload.body.get('photo')).toBe(file);
    await upload.respond(200, { photo: PHOTO_ID });

    const photo = await within(official(1)).findByRole('img', {
      name: `The photo now chosen for ${COURT_INFO.clerkName}`,
    });
    expect(photo).toHaveAttribute('src', officialPhotoUrl(PHOTO_ID, 1));
    expect(
      within(official(1)).getByText(
        'The photo is uploaded and shows above. Save the draft to keep it.',
      ),
    ).toBeVisible();
    expect(input).toHaveFocus();
    expect(
      within(previewIn('In English')).getByRole('img', {
        name: `Photo of ${COURT_INFO.clerkName}`,
      }),
    ).toHaveAttribute('src', officialPhotoUrl(PHOTO_ID, 1));

    await saveDraft(user);
    await screen.findByText('The draft is saved. Check the preview, then publish it.');
    expect(sent('PUT', `${TOOL_URL}/draft`)).toEqual(drafted);

    // The button goes with the photo: focus goes to where another one is chosen.
    await user.click(
      within(official(1)).getByRole('button', { name: 'Remove the photo (official 1)' }),
    );
    expect(within(official(1)).getByText('No photo: the page shows a silhouette.')).toBeVisible();
    expect(within(official(1)).getByLabelText(/^Upload a photo/)).toHaveFocus();
  });

  it("shows an upload's refusal by the file input, keeping the photo as it was", async () => {
    const message = staffMessage('officials.photoFile.type', 'en');
    serve(() => editorWith(null));
    const user = userEvent.setup();
    await renderTool();
    const input = within(official(2)).getByLabelText(/^Upload a photo/);
    await user.upload(input, new File(['photo'], 'judge.png', { type: 'image/png' }));
    const upload = await uploads.next();
    await upload.respond(400, {
      error: 'Check the photo.',
      errors: { photo: 'officials.photoFile.type' },
    });

    expect(await within(official(2)).findByText(message)).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(within(official(2)).getByText('No photo: the page shows a silhouette.')).toBeVisible();
  });

  it('asks for a successor among the serving officials once an official is retired', async () => {
    serve(() => editorWith(null));
    const user = userEvent.setup();
    await renderTool();
    const judge = official(2);
    await user.click(within(judge).getByRole('checkbox', { name: /^Retired/ }));
    const successor = within(judge).getByRole('combobox', { name: /^Successor/ });
    expect(
      within(successor)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'None',
      COURT_INFO.clerkName,
      'Sample Judge Two',
      'Sample Judge Three',
      'Sample Judge Four',
      'Sample Court Administrator',
    ]);
    await user.selectOptions(successor, 'Sample Judge Two');
    expect(
      within(previewIn('In English')).getByText(
        'Retired: Sample Judge One (address leads to Sample Judge Two)',
      ),
    ).toBeVisible();
    expect(
      within(previewIn('In English')).queryByRole('heading', { name: 'Sample Judge One' }),
    ).toBeNull();
  });

  it('lists biographies and photo descriptions without Spanish by official before publishing', async () => {
    serve(() =>
      editorWith(
        withOfficial(1, {
          biography: { en: JUDGE_ONE.biography.en, es: '' },
          photoAlt: { en: 'Judge One at the bench', es: '' },
        }),
      ),
    );
    await renderTool();
    const missing = await screen.findByRole('region', { name: 'Spanish missing' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Official 2 (Sample Judge One): biography',
      'Official 2 (Sample Judge One): description of the photo',
    ]);
  });

  it('speaks Spanish under /es/', async () => {
    serve(() => editorWith(null));
    renderPage(<StaffCourtOfficialsPage />, { route: '/es/staff/court-officials' });
    expect(screen.getByRole('heading', { level: 1, name: 'Funcionarios' })).toBeVisible();
    const first = await screen.findByRole('group', { name: 'Funcionario 1' }, FORM_APPEARS);
    expect(within(first).getByRole('combobox', { name: 'Cargo' })).toHaveDisplayValue(
      'Secretario del Tribunal',
    );
    expect(screen.getByRole('button', { name: 'Agregar un funcionario' })).toBeVisible();
  });
});
