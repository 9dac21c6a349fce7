import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik, type FormikValues } from 'formik';
import type { FieldErrors } from '@court/contract';
import { expectNoAxeViolations, renderPage } from '../testing';
import { CourtForm } from './court-form';
import { useFormController } from './form-controller';
import { RadioGroupField } from './radio-group-field';
import { SubmitButton } from './submit-button';

const CHOICES = [
  { value: 'text', label: 'Text message' },
  { value: 'email', label: 'E-mail' },
  { value: 'both', label: 'Both' },
];

/** A form that needs a choice, as a page builds one, telling what it would send. */
function ChoiceForm({ onSend }: { onSend: (values: { remindBy: string }) => void }) {
  const form = useFormController({
    initialValues: { remindBy: '' },
    validate: ({ remindBy }): FieldErrors => (remindBy ? {} : { remindBy: 'Choose one.' }),
    send: async (values) => {
      onSend(values);
      return { kind: 'accepted' };
    },
    resetOnAccepted: false,
    confirmsSuccess: false,
  });
  return (
    <CourtForm form={form} successMessage="">
      <RadioGroupField
        name="remindBy"
        label="How do you want to be reminded?"
        hint="Choose one."
        required
        options={CHOICES}
      />
      <SubmitButton />
    </CourtForm>
  );
}

describe('radio group field', () => {
  it('asks the question as the legend of a group of radio buttons, with its hint', async () => {
    const { container } = renderPage(
      <Formik<FormikValues> initialValues={{ language: 'en' }} onSubmit={() => undefined}>
        <form>
          <RadioGroupField
            name="language"
            label="Language of your reminders"
            hint="Texts and e-mails come in this language."
            options={[
              { value: 'en', label: 'English' },
              { value: 'es', label: 'Español', lang: 'es' },
            ]}
          />
        </form>
      </Formik>,
    );
    const group = screen.getByRole('group', { name: 'Language of your reminders (optional)' });
    expect(group).toHaveAccessibleDescription('Texts and e-mails come in this language.');
    expect(within(group).getByRole('radio', { name: 'English' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'English' })).toHaveAttribute('id', 'language');
    expect(within(group).getByRole('radio', { name: 'Español' })).not.toBeChecked();
    expect(within(group).getByText('Español')).toHaveAttribute('lang', 'es');
    await expectNoAxeViolations(container);
  });

  it('takes a choice by click and by arrow key, and sends it', async () => {
    const user = userEvent.setup();
    const onSend = jest.fn();
    renderPage(<ChoiceForm onSend={onSend} />);
    const group = screen.getByRole('group', { name: 'How do you want to be reminded?' });
    await user.click(within(group).getByRole('radio', { name: 'E-mail' }));
    expect(within(group).getByRole('radio', { name: 'E-mail' })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(within(group).getByRole('radio', { name: 'Both' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Both' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith({ remindBy: 'both' }));
  });

  it('shows its error in the group and links the summary to the first choice', async () => {
    const user = userEvent.setup();
    const onSend = jest.fn();
    const { container } = renderPage(<ChoiceForm onSend={onSend} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const summary = screen.getByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    const group = screen.getByRole('group', { name: 'How do you want to be reminded?' });
    expect(group).toHaveAccessibleDescription('Choose one.');
    expect(group).toHaveTextContent('Error: Choose one.');
    for (const radio of within(group).getAllByRole('radio')) {
      expect(radio).toHaveAccessibleDescription('Error: Choose one.');
    }
    await expectNoAxeViolations(container);

    await user.click(within(summary).getByRole('link', { name: 'Choose one.' }));
    const first = within(group).getByRole('radio', { name: 'Text message' });
    expect(first).toHaveFocus();
    // Choosing is answering: the error goes at once.
    await user.keyboard(' ');
    expect(first).toBeChecked();
    expect(first).not.toHaveAccessibleDescription();
    expect(group).not.toHaveTextContent('Error:');
    expect(onSend).not.toHaveBeenCalled();
  });
});
