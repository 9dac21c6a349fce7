import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik, type FormikErrors } from 'formik';
import { STAFF_MESSAGES } from '@court/contract/staff-messages';
import { registerTranslations, VALIDATION_NS } from '../i18n/i18n';
import { expectNoAxeViolations, renderPage } from '../testing';
import { FileField } from './file-field';

interface Values {
  document: File | null;
}

/** The field in a bare Formik form that also says which file its value holds. */
function renderFileField(errors: FormikErrors<Values> = {}, route = '/') {
  return renderPage(
    <Formik<Values>
      initialValues={{ document: null }}
      initialErrors={errors}
      onSubmit={() => undefined}
    >
      {({ values }) => (
        <form>
          <FileField
            name="document"
            label="Job announcement"
            hint="A PDF file."
            accept="application/pdf,.pdf"
            required
          />
          <p data-testid="value">{values.document ? values.document.name : 'none'}</p>
        </form>
      )}
    </Formik>,
    { route },
  );
}

// The staff forms use this field: their messages come with the staff entry, which registers them.
beforeAll(() => registerTranslations(VALIDATION_NS, STAFF_MESSAGES));

describe('FileField', () => {
  it('keeps the chosen file as the value, and offers only the accepted types', async () => {
    const user = userEvent.setup();
    const { container } = renderFileField();
    const input = screen.getByLabelText('Job announcement');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'application/pdf,.pdf');
    expect(input).toHaveAccessibleDescription('A PDF file.');
    const file = new File(['%PDF-1.4'], 'job.pdf', { type: 'application/pdf' });
    expect(screen.getByTestId('value')).toHaveTextContent('none');
    await user.upload(input, file);
    expect(screen.getByTestId('value')).toHaveTextContent('job.pdf');
    await expectNoAxeViolations(container);
  });

  it('shows its error under the label, translated, and marks the input invalid', async () => {
    const { container } = renderFileField({ document: 'careers.document.required' }, '/es/x');
    const input = screen.getByLabelText('Job announcement');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'A PDF file. Error: Elija el anuncio de empleo que desea subir, en un archivo PDF.',
    );
    await expectNoAxeViolations(container);
  });
});
