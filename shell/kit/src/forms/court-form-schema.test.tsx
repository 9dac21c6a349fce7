import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { object, string } from 'yup';
import { renderPage, standInForFetch } from '../testing';
import { CourtForm, useCourtForm } from './court-form';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

/** Stands in for a contract schema that depends on the court's date. */
const buildSchema = jest.fn(() => object({ name: string().required('name.required') }));

function NameForm() {
  const form = useCourtForm({
    path: 'forms/test',
    initialValues: { name: '' },
    schema: buildSchema,
  });
  return (
    <CourtForm form={form} successMessage="Sent.">
      <TextField name="name" label="Name" required />
      <SubmitButton />
    </CourtForm>
  );
}

describe('court form schema given as a function', () => {
  const fetchMock = standInForFetch();

  it('is built at each submit, never while the page renders', async () => {
    const user = userEvent.setup();
    renderPage(<NameForm />);
    expect(buildSchema).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Error: Enter your name.'),
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(buildSchema).toHaveBeenCalledTimes(2));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
