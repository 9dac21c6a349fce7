import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FieldErrors } from '@court/contract';
import { expectNoAxeViolations, renderPage, standInForFetch } from '../testing';
import { CourtFieldGroup } from './court-field-group';
import { CourtForm, useCourtForm } from './court-form';
import { useFormController } from './form-controller';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

const fetchMock = standInForFetch();

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
});

/** A court form with an "add a person" group inside it, as a page would build one. */
function ListForm() {
  const [people, setPeople] = useState<string[]>([]);
  const form = useCourtForm({ path: 'forms/test', initialValues: { title: '' } });
  const group = useFormController({
    initialValues: { person: { name: '' } },
    validate: ({ person }): FieldErrors =>
      person.name.trim() ? {} : { 'person.name': 'name.required' },
    send: async ({ person }) => ({
      kind: 'accepted',
      after: () => setPeople((list) => [...list, person.name]),
    }),
    resetOnAccepted: true,
    confirmsSuccess: false,
  });
  return (
    <CourtForm form={form} successMessage="Sent.">
      <TextField name="title" label="Title" required />
      <CourtFieldGroup form={group}>
        <TextField name="person.name" label="Person" required />
        <button type="button" className="usa-button" onClick={() => void group.formik.submitForm()}>
          Add person
        </button>
      </CourtFieldGroup>
      <ul aria-label="People">
        {people.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      <SubmitButton />
    </CourtForm>
  );
}

describe('court field group', () => {
  it('checks its own fields and shows the message under them, not in the form summary', async () => {
    const user = userEvent.setup();
    const { container } = renderPage(<ListForm />);
    await user.click(screen.getByRole('button', { name: 'Add person' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Person')).toHaveAccessibleDescription(
        'Error: Enter your name.',
      ),
    );
    expect(screen.queryByRole('region', { name: 'There is a problem' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);

    await user.type(screen.getByLabelText('Person'), 'Ana');
    await user.tab();
    expect(screen.getByLabelText('Person')).not.toHaveAccessibleDescription();
  });

  it('saves on Enter in one of its inputs instead of submitting the enclosing form', async () => {
    const user = userEvent.setup();
    renderPage(<ListForm />);
    await user.type(screen.getByLabelText('Person'), 'Ana{Enter}');

    expect(await screen.findByRole('listitem')).toHaveTextContent('Ana');
    expect(screen.getByLabelText('Person')).toHaveValue('');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leaves Enter in the fields outside the group to the enclosing form', async () => {
    const user = userEvent.setup();
    fetchMock.mockReturnValue(new Promise<Response>(() => undefined));
    renderPage(<ListForm />);
    await user.type(screen.getByLabelText('Title'), 'List{Enter}');

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});
