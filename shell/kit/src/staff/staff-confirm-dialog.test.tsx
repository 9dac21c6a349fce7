import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffUser } from '@court/contract';
import { useStaffStore, type ApiResult } from '@court/kit';
import { expectNoAxeViolations } from '../testing';
import { StaffConfirmDialog, type StaffConfirmDialogProps } from './staff-confirm-dialog';

const CLERK: StaffUser = {
  username: 'fclerk',
  displayName: 'Fran Clerk',
  roles: ['alerts'],
  secondFactor: true,
};

interface Removed {
  id: number;
}

function failure(status: number, error: string): ApiResult<Removed> {
  return { ok: false, kind: 'http', status, retryable: status >= 500, error, errors: {} };
}

type ToolProps = Pick<StaffConfirmDialogProps<Removed>, 'send' | 'onFailure' | 'primary'> & {
  onDone?: (data: Removed) => void;
};

/** A staff tool in miniature: a button that opens the dialog, which closes once it is done. */
function Tool({ send, onFailure, primary, onDone = () => undefined }: ToolProps) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <h1>Tool</h1>
      <button type="button" onClick={() => setOpen(true)}>
        Remove item 7
      </button>
      {open ? (
        <StaffConfirmDialog
          heading="Remove this item?"
          confirmLabel="Remove the item"
          closeLabel="Keep it"
          primary={primary}
          send={send}
          onDone={(data) => {
            onDone(data);
            setOpen(false);
          }}
          onFailure={onFailure}
          onClose={() => setOpen(false)}
          fields={<label htmlFor="reason">Reason</label>}
        >
          <p>Item 7 goes from the list.</p>
        </StaffConfirmDialog>
      ) : null}
    </main>
  );
}

/** A send whose answer the test gives when it chooses, to press again while it is on its way. */
function heldSend() {
  let answer: (result: ApiResult<Removed>) => void = () => undefined;
  const send = jest.fn(
    () =>
      new Promise<ApiResult<Removed>>((resolve) => {
        answer = resolve;
      }),
  );
  return { send, answer: (result: ApiResult<Removed>) => answer(result) };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Remove item 7' }));
  return screen.getByRole('dialog', { name: 'Remove this item?' });
}

beforeEach(() => {
  useStaffStore.setState({ staffUser: CLERK });
});

describe('StaffConfirmDialog', () => {
  it('asks in a dialog named by its heading, which takes focus, and gives it back on leaving', async () => {
    const user = userEvent.setup();
    const send = jest.fn<Promise<ApiResult<Removed>>, []>();
    const { container } = render(<Tool send={send} />);
    const dialog = await openDialog(user);

    expect(within(dialog).getByRole('heading', { name: 'Remove this item?' })).toHaveFocus();
    expect(dialog).toHaveTextContent('Item 7 goes from the list.');
    const confirm = within(dialog).getByRole('button', { name: 'Remove the item' });
    expect(confirm).toHaveClass('usa-button', 'usa-button--secondary');
    expect(confirm).not.toHaveAttribute('aria-disabled');
    await expectNoAxeViolations(container);

    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove item 7' })).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('shows the confirm button as the main action when told to', async () => {
    const user = userEvent.setup();
    render(<Tool send={jest.fn()} primary />);
    const dialog = await openDialog(user);
    const confirm = within(dialog).getByRole('button', { name: 'Remove the item' });
    expect(confirm).toHaveClass('usa-button');
    expect(confirm).not.toHaveClass('usa-button--secondary');
  });

  it('sends the action once, however often it is pressed on the way, and is done', async () => {
    const user = userEvent.setup();
    const { send, answer } = heldSend();
    const onDone = jest.fn();
    render(<Tool send={send} onDone={onDone} />);
    const dialog = await openDialog(user);
    const confirm = within(dialog).getByRole('button', { name: 'Remove the item' });

    await user.click(confirm);
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await user.click(confirm);
    await user.keyboard('{Enter}');
    expect(send).toHaveBeenCalledTimes(1);

    answer({ ok: true, status: 200, data: { id: 7 } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onDone).toHaveBeenCalledWith({ id: 7 });
    expect(screen.getByRole('button', { name: 'Remove item 7' })).toHaveFocus();
  });

  it('says a failure inside the dialog, before its fields, as a new alert each time', async () => {
    const user = userEvent.setup();
    const send = jest.fn(() => Promise.resolve(failure(500, 'The item could not be removed.')));
    const { container } = render(<Tool send={send} />);
    const dialog = await openDialog(user);
    const confirm = within(dialog).getByRole('button', { name: 'Remove the item' });

    await user.click(confirm);
    const first = await within(dialog).findByRole('alert');
    expect(first).toHaveTextContent('The item could not be removed.');
    expect(first.compareDocumentPosition(within(dialog).getByText('Reason'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    // Focus stays where the person pressed, and they may try again.
    expect(confirm).toHaveFocus();
    expect(confirm).not.toHaveAttribute('aria-disabled');
    await expectNoAxeViolations(container);

    await user.click(confirm);
    expect(send).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(within(dialog).getByRole('alert')).not.toBe(first));
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it("shows the caller's words for a failure, or none where the caller says it elsewhere", async () => {
    const user = userEvent.setup();
    const send = jest
      .fn<Promise<ApiResult<Removed>>, []>()
      .mockResolvedValueOnce(failure(500, 'Server error.'))
      .mockResolvedValueOnce(failure(409, 'Already removed.'));
    const onFailure = jest.fn((answer: { status: number }) =>
      answer.status === 409 ? null : 'Try again in a minute.',
    );
    render(<Tool send={send} onFailure={onFailure} />);
    const dialog = await openDialog(user);
    const confirm = within(dialog).getByRole('button', { name: 'Remove the item' });

    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Try again in a minute.');
    await user.click(confirm);
    await waitFor(() =>
      expect(onFailure).toHaveBeenLastCalledWith(
        expect.objectContaining({ status: 409, error: 'Already removed.' }),
      ),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Try again in a minute.');
  });

  it('sends the person to sign in again on a 401, with no alert', async () => {
    const user = userEvent.setup();
    const send = jest.fn(() => Promise.resolve(failure(401, 'Sign in again.')));
    const onFailure = jest.fn(() => 'Not shown.');
    render(<Tool send={send} onFailure={onFailure} />);
    const dialog = await openDialog(user);

    await user.click(within(dialog).getByRole('button', { name: 'Remove the item' }));
    await waitFor(() => expect(useStaffStore.getState().staffUser).toBeNull());
    expect(onFailure).not.toHaveBeenCalled();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});
