import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffUser } from '@court/contract';
import { useStaffStore } from '@court/kit/staff';
import {
  expectNoAxeViolations,
  jsonResponse,
  renderPage,
  standInForFetch,
} from '@court/kit/testing';
import StaffProbationPage from './staff-probation-page';

const OFFICER: StaffUser = {
  username: 'pofficer',
  displayName: 'Pat Officer',
  roles: ['probation'],
  secondFactor: false,
};
const JURY_CLERK: StaffUser = {
  username: 'jclerk',
  displayName: 'Jo Clerk',
  roles: ['jury'],
  secondFactor: false,
};
const CURRENT = {
  message: 'Call before 9 a.m. on weekdays.',
  updatedAt: '2026-03-02T15:00:00.000Z',
};

const fetchMock = standInForFetch();

/** Answers GET with the current message and PUT with `putAnswer`. */
function serve(putAnswer: Response) {
  fetchMock.mockImplementation((_url, init) =>
    Promise.resolve(init.method === 'PUT' ? putAnswer : jsonResponse(200, CURRENT)),
  );
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
  useStaffStore.setState({ staffUser: OFFICER });
});

describe('staff/probation', () => {
  it('prefills the message and says when it was last updated', async () => {
    serve(jsonResponse(200, CURRENT));
    const { container } = renderPage(<StaffProbationPage />, { route: '/staff/probation' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Probation drug-testing message' }),
    ).toBeVisible();
    expect(await screen.findByLabelText('Message')).toHaveValue(CURRENT.message);
    expect(screen.getByText('Last updated March 2, 2026 at 10:00 AM.')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/muni/staff/drug-testing/message',
      expect.objectContaining({ method: 'GET' }),
    );
    expect(screen.getByRole('link', { name: 'See the public drug-testing page' })).toHaveAttribute(
      'href',
      '/probation-drug-testing',
    );
    await expectNoAxeViolations(container);
  });

  it('saves with PUT and confirms', async () => {
    const user = userEvent.setup();
    const saved = { message: 'Call before 10 a.m.', updatedAt: '2026-03-06T13:05:00.000Z' };
    serve(jsonResponse(200, saved));
    const { container } = renderPage(<StaffProbationPage />, { route: '/staff/probation' });
    const field = await screen.findByLabelText('Message');
    await user.clear(field);
    await user.type(field, saved.message);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const confirmation = await screen.findByText('The message has been updated.');
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(confirmation.closest('[role="status"]')).not.toBeNull();
    const put = fetchMock.mock.calls.find(([, init]) => init.method === 'PUT');
    expect(put?.[0]).toBe('/api/muni/staff/drug-testing/message');
    expect(JSON.parse(String(put?.[1].body))).toEqual({ message: saved.message });
    expect(field).toHaveValue(saved.message);
    expect(screen.getByText('Last updated March 6, 2026 at 8:05 AM.')).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it("shows the API's field error in the summary and under the field", async () => {
    const user = userEvent.setup();
    serve(
      jsonResponse(400, {
        error: 'Some answers need your attention. Correct them and submit again.',
        errors: { message: 'Enter the message.' },
      }),
    );
    const { container } = renderPage(<StaffProbationPage />, { route: '/staff/probation' });
    await user.clear(await screen.findByLabelText('Message'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'Enter the message.' })).toHaveAttribute(
      'href',
      '#message',
    );
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      'Shown exactly as you type it. Error: Enter the message.',
    );
    await waitFor(() =>
      expect(document.title).toBe('Error: Probation drug-testing message | Canton Municipal Court'),
    );
    await expectNoAxeViolations(container);
  });

  it('speaks Spanish under /es/', async () => {
    serve(jsonResponse(200, CURRENT));
    renderPage(<StaffProbationPage />, { route: '/es/staff/probation' });
    expect(await screen.findByLabelText('Mensaje')).toHaveValue(CURRENT.message);
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeVisible();
    expect(screen.getByText(/^Última actualización: 2 de marzo de 2026/)).toBeVisible();
  });

  it('is closed to staff without the probation role', () => {
    useStaffStore.setState({ staffUser: JURY_CLERK });
    renderPage(<StaffProbationPage />, { route: '/staff/probation' });
    expect(
      screen.getByRole('heading', { name: 'You do not have access to this tool' }),
    ).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
