import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DOCUMENT_MAX_BYTES, type StaffDocument } from '@court/contract';
import { useStaffStore } from '@court/kit/staff';
import {
  expectNoAxeViolations,
  fakeUploads,
  renderPage,
  standInForFetch,
  type FakeUploads,
} from '@court/kit/testing';
import { StaffDocumentsPage } from './staff-documents-page';
import {
  CIVIL,
  DOCUMENTS_CLERK,
  LIBRARY,
  LIST_URL,
  callsTo,
  documentItem,
  pdfFile,
  serveDocuments,
} from './staff-documents-test-data';

// Forms are filled key by key, which takes seconds on a busy machine.
jest.setTimeout(20_000);

const fetchMock = standInForFetch();
let uploads: FakeUploads;

async function renderDocuments(route = '/staff/documents') {
  serveDocuments(fetchMock, () => LIBRARY);
  const rendered = renderPage(<StaffDocumentsPage />, { route });
  await screen.findByRole('heading', { level: 3, name: 'Civil' });
  return rendered;
}

function addForm(): HTMLElement {
  return screen.getByRole('form', { name: 'Add a document' });
}

beforeEach(() => {
  uploads = fakeUploads();
  document.cookie = 'XSRF-TOKEN=test-token';
  useStaffStore.setState({ staffUser: DOCUMENTS_CLERK });
});

afterEach(() => uploads.restore());

describe('replacing the file of a document', () => {
  it('uploads the new PDF with its progress shown, then says it is served', async () => {
    const user = userEvent.setup();
    const { container } = await renderDocuments();
    const replace = screen.getByRole('button', { name: 'Replace the file “Civil”' });
    await user.click(replace);
    const dialog = screen.getByRole('dialog', { name: 'Replace the file of “Civil”' });
    const input = within(dialog).getByLabelText('New PDF file');
    expect(input).toHaveAttribute('accept', 'application/pdf,.pdf');
    expect(input).toHaveAccessibleDescription(
      'A PDF of up to 15 MB. It is served at /documents/costs-civil.pdf as soon as it is uploaded; the current file stays in the history.',
    );
    const file = pdfFile('civil-2026.pdf');
    await user.upload(input, file);
    await user.click(within(dialog).getByRole('button', { name: 'Upload the file' }));

    const upload = await uploads.next();
    expect(upload).toMatchObject({
      method: 'POST',
      url: `${LIST_URL}/costs-civil/versions`,
      withCredentials: true,
    });
    expect(upload.headers).toMatchObject({ 'X-XSRF-TOKEN': 'test-token' });
    expect(upload.body.get('file')).toBe(file);
    expect([...upload.body.keys()]).toEqual(['file']);

    await upload.progress(512, 2048);
    const progress = within(dialog).getByRole('progressbar', { name: 'Uploading civil-2026.pdf' });
    expect(progress).toHaveAttribute('value', '25');
    expect(within(dialog).getByText('25%', { selector: 'span' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Please wait...' })).toBeDisabled();
    await expectNoAxeViolations(container);
    await upload.progress(2048, 2048);
    expect(progress).toHaveAttribute('value', '100');

    const replaced: StaffDocument = {
      ...CIVIL,
      currentVersionId: 13,
      versions: [
        {
          id: 13,
          sha256: 'd'.repeat(64),
          size: 2048,
          pages: 1,
          uploadedAt: '2026-03-05T16:00:00.000Z',
          uploadedBy: 'dclerk',
          fileUrl: `${LIST_URL}/costs-civil/versions/13/file`,
        },
        ...CIVIL.versions,
      ],
    };
    await upload.respond(201, replaced);
    const confirmation = await screen.findByText(
      'New file uploaded for “Civil”: /documents/costs-civil.pdf serves it now.',
    );
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const civil = documentItem('Civil');
    expect(civil).toContainElement(confirmation);
    expect(civil).toHaveTextContent('Current file2 KB, 1 page');
    expect(within(civil).getByText('History: 3 files', { exact: false })).toBeVisible();
  });

  it('checks the file in the browser before sending anything', async () => {
    // The picker offers PDFs only, but a file can be chosen anyway (dropped, or "All files").
    const user = userEvent.setup({ applyAccept: false });
    await renderDocuments();
    await user.click(screen.getByRole('button', { name: 'Replace the file “Civil”' }));
    const dialog = screen.getByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: 'Upload the file' });
    const input = within(dialog).getByLabelText('New PDF file');

    await user.click(submit);
    expect(
      await within(dialog).findByRole('link', { name: 'Choose the PDF file to upload.' }),
    ).toHaveAttribute('href', '#replacementFile');
    expect(input).toHaveAccessibleDescription(/Error: Choose the PDF file to upload\.$/);

    await user.upload(input, new File(['hello'], 'notes.docx', { type: 'application/msword' }));
    await user.click(submit);
    expect(
      await within(dialog).findByRole('link', {
        name: 'Choose a PDF file. This file is not a PDF, or it has no pages that can be read.',
      }),
    ).toBeVisible();

    await user.upload(input, pdfFile('scan.pdf', DOCUMENT_MAX_BYTES + 1));
    await user.click(submit);
    expect(
      await within(dialog).findByRole('link', {
        name: 'Choose a PDF of 15 MB or less. This file is larger.',
      }),
    ).toBeVisible();
    expect(uploads.sent).toHaveLength(0);
  });

  it('shows a file the API finds too large on the field, the chosen file kept', async () => {
    const user = userEvent.setup();
    await renderDocuments();
    await user.click(screen.getByRole('button', { name: 'Replace the file “Civil”' }));
    const dialog = screen.getByRole('dialog');
    const input = within(dialog).getByLabelText<HTMLInputElement>('New PDF file');
    const file = pdfFile('civil.pdf');
    await user.upload(input, file);
    await user.click(within(dialog).getByRole('button', { name: 'Upload the file' }));
    // A body over the API's whole limit is refused before any field is read: no field named.
    await (await uploads.next()).respond(413, { error: 'What you sent is too large.' });

    const summary = await within(dialog).findByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(summary).toHaveTextContent('What you sent is too large.');
    expect(input).toHaveAccessibleDescription(
      /Error: Choose a PDF of 15 MB or less\. This file is larger\.$/,
    );
    expect(input.files?.[0]).toBe(file);
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('stops the upload when the dialog is cancelled', async () => {
    const user = userEvent.setup();
    await renderDocuments();
    const replace = screen.getByRole('button', { name: 'Replace the file “Civil”' });
    await user.click(replace);
    const dialog = screen.getByRole('dialog');
    await user.upload(within(dialog).getByLabelText('New PDF file'), pdfFile('civil.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload the file' }));
    const upload = await uploads.next();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(upload.isAborted()).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(replace).toHaveFocus();
    expect(documentItem('Civil')).toHaveTextContent('Current file1.5 MB, 3 pages');
  });
});

describe('adding a document', () => {
  it('checks every answer in the browser first, and links each message to its field', async () => {
    const user = userEvent.setup();
    const { container } = await renderDocuments();
    await user.click(within(addForm()).getByRole('button', { name: 'Add the document' }));

    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.getAttribute('href'), link.textContent]),
    ).toEqual([
      ['#group', 'Choose the group the document is listed under.'],
      ['#slug', 'Enter the address of the document, for example small-claims-complaint.'],
      ['#titleEn', 'Enter the title in English.'],
      ['#titleEs', 'Enter the title in Spanish.'],
      ['#file', 'Choose the PDF file to upload.'],
    ]);
    expect(screen.getByLabelText('Group')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() =>
      expect(document.title).toBe('Error: Document library | Canton Municipal Court'),
    );
    await expectNoAxeViolations(container);

    const slug = screen.getByLabelText('Address');
    await user.type(slug, 'Costs Civil');
    await user.click(within(addForm()).getByRole('button', { name: 'Add the document' }));
    expect(slug).toHaveAccessibleDescription(
      /Error: Enter the address in lower-case letters and digits, with one dash between words/,
    );
    await user.clear(slug);
    // Retired documents keep their address too.
    await user.type(slug, 'costs-2025');
    await user.click(within(addForm()).getByRole('button', { name: 'Add the document' }));
    expect(slug).toHaveAccessibleDescription(
      /Error: There is already a document at this address, listed or retired\./,
    );
    await user.clear(slug);
    await user.type(slug, `a${'-b'.repeat(40)}`);
    await user.click(within(addForm()).getByRole('button', { name: 'Add the document' }));
    expect(slug).toHaveAccessibleDescription(
      /Error: Shorten the address to 80 characters or fewer\.$/,
    );
    expect(uploads.sent).toHaveLength(0);
  });

  it('shows the address the document will have as it is typed', async () => {
    const user = userEvent.setup();
    await renderDocuments();
    const slug = screen.getByLabelText('Address');
    expect(slug).toHaveAccessibleDescription(
      'Lower-case letters and digits, with one dash between words, up to 80 characters. The document will be at /documents/name-of-the-document.pdf',
    );
    await user.type(slug, 'eviction-answer');
    expect(slug).toHaveAccessibleDescription(/will be at \/documents\/eviction-answer\.pdf$/);
  });

  it("places the API's refusals on the fields, every answer kept, then adds the document", async () => {
    const user = userEvent.setup();
    const { container } = await renderDocuments();
    await user.selectOptions(screen.getByLabelText('Group'), 'other-forms');
    await user.type(screen.getByLabelText('Address'), 'eviction-answer');
    await user.type(screen.getByLabelText('Title in English'), 'Answer to Eviction');
    await user.type(screen.getByLabelText('Title in Spanish'), 'Respuesta al desalojo');
    const input = screen.getByLabelText<HTMLInputElement>('PDF file');
    const file = pdfFile('eviction-answer.pdf');
    await user.upload(input, file);
    await user.click(screen.getByRole('button', { name: 'Add the document' }));

    const refused = await uploads.next();
    expect(refused).toMatchObject({ method: 'POST', url: LIST_URL });
    expect([...refused.body.entries()]).toEqual([
      ['slug', 'eviction-answer'],
      ['group', 'other-forms'],
      ['titleEn', 'Answer to Eviction'],
      ['titleEs', 'Respuesta al desalojo'],
      ['file', file],
    ]);
    await refused.progress(100, 100);
    await refused.respond(409, {
      error: 'Some answers need your attention. Correct them and submit again.',
      errors: {
        // A code this build has no words for, from a newer API.
        slug: 'document.slug.reserved',
        titleEs: 'Enter a title of at most 200 characters.',
        // A field the form has not.
        pages: 'This PDF has no pages that can be read.',
      },
    });

    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(summary).toHaveTextContent(
      'ERROR: Some answers need your attention. Correct them and submit again. This PDF has no pages that can be read.',
    );
    expect(screen.getByLabelText('Address')).toHaveAccessibleDescription(
      /Error: The court could not accept this answer\. Check it and try again\.$/,
    );
    expect(screen.getByLabelText('Title in Spanish')).toHaveAccessibleDescription(
      /Error: Enter a title of at most 200 characters\.$/,
    );
    expect(screen.getByLabelText('Group')).toHaveValue('other-forms');
    expect(screen.getByLabelText('Address')).toHaveValue('eviction-answer');
    expect(screen.getByLabelText('Title in English')).toHaveValue('Answer to Eviction');
    expect(input.files?.[0]).toBe(file);
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Add the document' }));
    const accepted = await uploads.next();
    await accepted.progress(40, 160);
    expect(
      within(addForm()).getByRole('progressbar', { name: 'Uploading eviction-answer.pdf' }),
    ).toHaveAttribute('value', '25');
    const added: StaffDocument = {
      slug: 'eviction-answer',
      group: 'other-forms',
      title: { en: 'Answer to Eviction', es: 'Respuesta al desalojo' },
      url: '/documents/eviction-answer.pdf',
      retiredAt: null,
      replacedBy: null,
      currentVersionId: 30,
      versions: [
        {
          id: 30,
          sha256: 'e'.repeat(64),
          size: 160,
          pages: 1,
          uploadedAt: '2026-03-05T16:00:00.000Z',
          uploadedBy: 'dclerk',
          fileUrl: `${LIST_URL}/eviction-answer/versions/30/file`,
        },
      ],
    };
    await accepted.respond(201, added);

    const confirmation = await screen.findByText(
      'Document added: “Answer to Eviction”, at /documents/eviction-answer.pdf.',
    );
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(documentItem('Answer to Eviction')).toContainElement(confirmation);
    expect(
      within(screen.getByRole('region', { name: 'Other forms' })).getByRole('heading', {
        level: 3,
        name: 'Answer to Eviction',
      }),
    ).toBeVisible();
    // A fresh form for the next document.
    expect(screen.getByLabelText('Address')).toHaveValue('');
    expect(screen.getByLabelText('Group')).toHaveValue('');
    expect(callsTo(fetchMock, 'GET', LIST_URL)).toHaveLength(1);
  });

  it('speaks Spanish under /es/, its messages included', async () => {
    const user = userEvent.setup();
    await renderDocuments('/es/staff/documents');
    const form = screen.getByRole('form', { name: 'Agregar un documento' });
    await user.click(within(form).getByRole('button', { name: 'Agregar el documento' }));
    const summary = await screen.findByRole('region', { name: 'Hay un problema' });
    expect(
      within(summary).getByRole('link', { name: 'Elija el archivo PDF que desea subir.' }),
    ).toHaveAttribute('href', '#file');
    expect(screen.getByLabelText('Dirección')).toHaveAccessibleDescription(
      /estará en \/documents\/nombre-del-documento\.pdf Error: Escriba la dirección del documento/,
    );
  });
});
