import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type StaffUser } from '@court/contract';
import { validationMessage } from '@court/contract/schemas';
import { apiRequest, useStaffStore } from '@court/kit';
import { TextareaField } from '../forms/textarea-field';
import {
  databaseUnavailableResponse,
  expectNoAxeViolations,
  jsonResponse,
  renderPage,
  standInForFetch,
} from '../testing';
import { StaffForm } from './staff-form';

const CLERK: StaffUser = {
  username: 'jclerk',
  displayName: 'Jo Clerk',
  roles: ['jury'],
  secondFactor: false,
};

const fetchMock = standInForFetch();

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
  useStaffStore.setState({ staffUser: CLERK });
});

/** A staff tool's form as the pages build one: a PUT of what was typed. */
function MessageForm() {
  return (
    <StaffForm<{ message: string }, unknown>
      initialValues={{ message: 'Court is open.' }}
      submit={(values) => apiRequest<unknown>('PUT', 'staff/juror/message', values)}
      successMessage="The message was saved."
      submitLabel="Save"
    >
      <TextareaField name="message" label="Message" required />
    </StaffForm>
  );
}

describe('StaffForm', () => {
  it.each([
    ['/staff/jury', 'en', 'There is a problem'],
    ['/es/staff/jury', 'es', 'Hay un problema'],
  ] as const)(
    "shows the API's message for a 503 on %s, keeps what was typed and the session",
    async (route, language, summaryTitle) => {
      const user = userEvent.setup();
      fetchMock.mockResolvedValueOnce(databaseUnavailableResponse(language));
      const { container } = renderPage(<MessageForm />, { route });
      const message = screen.getByLabelText('Message');
      await user.clear(message);
      await user.type(message, 'Jurors report at 9:00 tomorrow.');
      await user.click(screen.getByRole('button', { name: 'Save' }));

      const summary = await screen.findByRole('region', { name: summaryTitle });
      await waitFor(() => expect(summary).toHaveFocus());
      expect(summary).toHaveTextContent(
        `ERROR: ${validationMessage('server.unavailable', language)}`,
      );
      expect(message).toHaveValue('Jurors report at 9:00 tomorrow.');
      expect(useStaffStore.getState().staffUser).toEqual(CLERK);
      await expectNoAxeViolations(container);

      fetchMock.mockResolvedValueOnce(jsonResponse(200, {}));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      const confirmation = await screen.findByText('The message was saved.');
      expect(confirmation).toBeVisible();
      await waitFor(() => expect(confirmation).toHaveFocus());
      expect(confirmation.closest('[role="status"]')).not.toBeNull();
      const [, second] = fetchMock.mock.calls[1] ?? [];
      expect(JSON.parse(String(second?.body))).toEqual({
        message: 'Jurors report at 9:00 tomorrow.',
      });
    },
  );
});
