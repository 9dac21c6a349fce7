import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik, type FormikErrors, type FormikValues } from 'formik';
import { MASKS } from '@court/contract';
import { i18n } from '../i18n/i18n';
import { expectNoAxeViolations, renderPage } from '../testing';
import { CheckboxField } from './checkbox-field';
import { DateField } from './date-field';
import { HoneypotField } from './honeypot-field';
import { MaskedField, PhoneField } from '../masked-field';
import { SelectField } from './select-field';
import { CaseNumberField, EmailField, TextField } from './text-field';
import { TextareaField } from './textarea-field';

const VALUES = {
  fullName: 'Ana Lopez',
  email: '',
  caseNumber: '',
  phone: '',
  hearingDate: '2026-05-01',
  agree: false,
  carrier: '',
  requests: '',
  website: '',
};
type Values = typeof VALUES;

/** A bare Formik form, so each field is seen on its own, valid or with an error. */
function renderField(ui: ReactNode, errors: FormikErrors<Values> = {}, route = '/') {
  return renderPage(
    <Formik<FormikValues> initialValues={VALUES} initialErrors={errors} onSubmit={() => undefined}>
      <form>{ui}</form>
    </Formik>,
    { route },
  );
}

// Every field of the kit with the error the contract would give it, rendered valid and invalid.
const EXAMPLES: { name: keyof Values; label: string; error: string; ui: ReactNode }[] = [
  {
    name: 'fullName',
    label: 'Full name',
    error: 'fullName.required',
    ui: <TextField name="fullName" label="Full name" required autoComplete="name" />,
  },
  {
    name: 'email',
    label: 'E-mail address',
    error: 'email.format',
    ui: <EmailField name="email" label="E-mail address" hint="We reply here." />,
  },
  {
    name: 'caseNumber',
    label: 'Case number',
    error: 'caseNumber.format',
    ui: <CaseNumberField name="caseNumber" label="Case number" hint="For example 2023TRD01234" />,
  },
  {
    name: 'phone',
    label: 'Phone number',
    error: 'The phone number is not complete.',
    ui: <PhoneField name="phone" label="Phone number" autoComplete="tel" required />,
  },
  {
    name: 'hearingDate',
    label: 'Hearing date',
    error: 'date.format',
    ui: <DateField name="hearingDate" label="Hearing date" required />,
  },
  {
    name: 'agree',
    label: 'I confirm that I have read the policy.',
    error: 'You must confirm that you have read the policy.',
    ui: <CheckboxField name="agree" label="I confirm that I have read the policy." required />,
  },
  {
    name: 'carrier',
    label: 'Carrier',
    error: 'Select your carrier.',
    ui: (
      <SelectField
        name="carrier"
        label="Carrier"
        required
        options={[
          { value: 'AT&T', label: 'AT&T' },
          { value: 'Verizon', label: 'Verizon' },
        ]}
      />
    ),
  },
  {
    name: 'requests',
    label: 'Any additional requests',
    error: 'text.tooLongLong',
    ui: <TextareaField name="requests" label="Any additional requests" />,
  },
];

describe('form fields', () => {
  it.each(EXAMPLES)('renders $name without an error, accessibly', async ({ label, ui }) => {
    const { container } = renderField(ui);
    const input = screen.getByLabelText(new RegExp(label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(container.querySelector('.usa-error-message')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it.each(EXAMPLES)(
    'shows the error of $name under its label, tied to the input',
    async ({ name, label, error, ui }) => {
      const { container } = renderField(ui, { [name]: error });
      const input = screen.getByLabelText(new RegExp(label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      const message = container.querySelector(`#${name}-error`);
      expect(message).toHaveClass('usa-error-message');
      // Catalog codes are translated; server text passes through unchanged.
      expect(message).toHaveTextContent(`Error: ${i18n.t(error, { ns: 'validation' })}`);
      expect(message?.textContent).not.toMatch(/^Error: \w+\.\w+$/);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(`${name}-error`);
      expect(container.querySelector('.usa-form-group')).toHaveClass('usa-form-group--error');
      await expectNoAxeViolations(container);
    },
  );

  it('translates a catalog code and describes the input with hint and error', () => {
    renderField(
      <CaseNumberField name="caseNumber" label="Case number" hint="For example 2023TRD01234" />,
      { caseNumber: 'caseNumber.format' },
    );
    expect(screen.getByLabelText(/Case number/)).toHaveAccessibleDescription(
      'For example 2023TRD01234 Error: Enter the case number as four digits, three letters and up to five digits, for example 2023TRD01234.',
    );
  });

  it('marks optional fields only', () => {
    renderField(
      <>
        <TextField name="fullName" label="Full name" required />
        <TextField name="email" label="E-mail address" />
      </>,
    );
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('E-mail address (optional)')).not.toHaveAttribute('aria-required');
  });

  it('asks for an e-mail address the way browsers and phones fill one in', () => {
    renderField(<EmailField name="email" label="E-mail address" required />);
    const input = screen.getByLabelText('E-mail address');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('spellcheck', 'false');
    expect(input).toHaveAttribute('aria-required', 'true');
  });

  it('upper-cases the first seven characters of a case number on leaving the field', async () => {
    const user = userEvent.setup();
    renderField(<CaseNumberField name="caseNumber" label="Case number" />);
    const input = screen.getByLabelText(/Case number/);
    await user.type(input, '2023trd01234');
    expect(input).toHaveValue('2023trd01234');
    await user.tab();
    expect(input).toHaveValue('2023TRD01234');
  });

  it("asks for a phone number on the phone keypad, in the court's mask", async () => {
    const user = userEvent.setup();
    renderField(<PhoneField name="phone" label="Phone number" autoComplete="tel" required />);
    const input = screen.getByLabelText('Phone number');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel');
    expect(input).toHaveClass('usa-input', 'usa-input--lg');
    await user.type(input, '3305550100');
    expect(input).toHaveValue('(330) 555-0100');
  });

  it('applies an input mask to a phone number', async () => {
    const user = userEvent.setup();
    renderField(<MaskedField name="phone" label="Phone number" mask={MASKS.phone} />);
    const input = screen.getByLabelText(/Phone number/);
    await user.type(input, '3305550100');
    expect(input).toHaveValue('(330) 555-0100');
  });

  it('binds a checkbox to a boolean and a select to its options', async () => {
    const user = userEvent.setup();
    renderField(
      <>
        <CheckboxField name="agree" label="I agree" required />
        <SelectField name="carrier" label="Carrier" options={[{ value: 'AT&T', label: 'AT&T' }]} />
      </>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I agree' });
    await user.click(checkbox);
    expect(checkbox).toBeChecked();
    const select = screen.getByRole('combobox', { name: /Carrier/ });
    expect(select).toHaveDisplayValue('- Select -');
    await user.selectOptions(select, 'AT&T');
    expect(select).toHaveValue('AT&T');
  });

  it('hides the robot trap from people and assistive technology', async () => {
    const { container } = renderField(<HoneypotField name="website" />);
    const trap = container.querySelector('input[name="website"]');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('speaks Spanish on Spanish pages', () => {
    renderField(
      <>
        <TextField name="email" label="Correo electrónico" />
        <DateField name="hearingDate" label="Fecha de la audiencia" required />
        <SelectField name="carrier" label="Compañía" options={[]} />
      </>,
      { email: 'email.format' },
      '/es/',
    );
    expect(screen.getByLabelText('Correo electrónico (opcional)')).toBeInTheDocument();
    expect(screen.getByText('Por ejemplo: 04/28/2026')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Compañía/ })).toHaveDisplayValue('- Seleccione -');
    expect(
      screen.getByText(
        'Escriba una dirección de correo electrónico con el formato correcto, como nombre@ejemplo.com.',
      ),
    ).toBeInTheDocument();
  });
});
