import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik, type FormikErrors } from 'formik';
import { STAFF_MESSAGES } from '@court/contract/staff-messages';
import { registerTranslations, VALIDATION_NS } from '../i18n/i18n';
import { expectNoAxeViolations, renderPage } from '../testing';
import { TimeField } from './time-field';

interface Values {
  sendTime: string;
}

function renderTimeField(errors: FormikErrors<Values> = {}, route = '/') {
  return renderPage(
    <Formik<Values>
      initialValues={{ sendTime: '' }}
      initialErrors={errors}
      onSubmit={() => undefined}
    >
      {({ values }) => (
        <form>
          <TimeField name="sendTime" label="Time" required />
          <p data-testid="value">{values.sendTime || 'none'}</p>
        </form>
      )}
    </Formik>,
    { route },
  );
}

// The staff forms use this field: their messages come with the staff entry, which registers them.
beforeAll(() => registerTranslations(VALIDATION_NS, STAFF_MESSAGES));

describe('TimeField', () => {
  it('keeps the 24-hour HH:MM value and shows the example time as its hint', async () => {
    const user = userEvent.setup();
    const { container } = renderTimeField();
    const input = screen.getByLabelText('Time');
    expect(input).toHaveAttribute('type', 'time');
    expect(input).toHaveAccessibleDescription('For example: 5:00 PM');
    await user.type(input, '17:00');
    expect(screen.getByTestId('value')).toHaveTextContent('17:00');
    await expectNoAxeViolations(container);
  });

  it('shows its error under the label, in Spanish under /es/', async () => {
    const { container } = renderTimeField({ sendTime: 'notice.sendAt.past' }, '/es/x');
    const input = screen.getByLabelText('Time');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'Por ejemplo: 5:00 p. m. Error: Elija una hora en el futuro, o envíe el aviso ahora.',
    );
    await expectNoAxeViolations(container);
  });
});
